"""A host under hostile peers: its memory and its game's intent latency with 300 idle connections and slow
tricklers sitting on it, beside the same figures without them, in the same run.

    python benchmarks/lan_hostile.py [--intents 300] [--idle 300] [--bot-delay 20]

All on loopback (Linux answers on the whole of 127.0.0.0/8, so each stranger has an address of its own; no root
needed). The host is the headless one (``python -m tabletop_qt.net host``, its own seat a bot), three headless
joiners play the other seats with ``--trace`` (lan_latency.py's measure: an intent's sending until the last
guest holds a view of a later version). Tea Time games are played back to back until enough intents were timed,
first with nobody else about, then with an attacker process that keeps ``--idle`` connections open from as many
addresses, sending nothing (each one the host closes comes back a second later), plus two tricklers: one that
sends half a hello a byte at a time, and a welcomed spectator that promises a 200 KiB frame and sends it 1 KiB
every half second; each comes back when cut off. The attacker follows each new game's host (it is told the
port) and says at the end how the host treated it. The host's resident memory is sampled from /proc every 0.1 s.

``--classes``: each attack class of the review (idle and trickling connections from one address and from 60,
code guessing from one address and from 49, the held-hello wake bug's trigger, padded pings from a welcomed
spectator, malformed hellos from 60 addresses, a chat flood that rejoins when cut) runs on its own for
``--seconds`` against a host with a join code, after a quiet run; an honest spectator's time to its welcome (3
probes, asking again on lan.host_busy) and a real joiner's intent -> view p99 over a whole 2-seat game.

Last line: one JSON object with the numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN  # noqa: E402
from tests.net.peers import Peer, peer_env  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def figures(values: list[float]) -> dict[str, float]:
    return {"p50": percentile(values, 0.5), "p99": percentile(values, 0.99), "max": max(values), "n": len(values)}


# ---------------------------------------------------------------------- the attacker (a process of its own)
def _frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


async def _idle(target: dict[str, int], source: str, stats: Counter[str]) -> None:
    while True:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", target["port"], local_addr=(source, 0))
        except OSError:
            stats["connect_failed"] += 1
            await asyncio.sleep(1.0)
            continue
        stats["opened"] += 1
        stats["open_now"] += 1
        try:
            data = await reader.read()  # until the host closes it
            stats[_reason(data)] += 1
        except OSError:
            stats["reset"] += 1
        finally:
            stats["open_now"] -= 1
            writer.close()
        await asyncio.sleep(1.0)


def _reason(data: bytes) -> str:
    """The reason of the reject frame that ends ``data``, if it ends with one."""
    mark = data.rfind(b'{"t":"reject"')
    try:
        return "closed:" + json.loads(data[mark:])["reason"] if mark >= 0 else "closed:silently"
    except (ValueError, KeyError, TypeError):
        return "closed:silently"


async def _trickle(target: dict[str, int], source: str, stats: Counter[str], welcomed_first: bool) -> None:
    name = "trickle_greeted" if welcomed_first else "trickle_hello"
    while True:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", target["port"], local_addr=(source, 0))
        except OSError:
            await asyncio.sleep(1.0)
            continue
        sent = 0
        try:
            if welcomed_first:
                writer.write(_frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "Slow", "spectator": True}))
                header = await reader.readexactly(4)
                await reader.readexactly(struct.unpack(">I", header)[0])  # welcomed (or refused)
                writer.write(struct.pack(">I", 200 * 1024))  # then 1 KiB every half second, never the whole
                piece, pause = b" " * 1024, 0.5
            else:
                hello = _frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "Slow" + " " * 200})
                writer.write(hello[:4])
                piece, pause = b" ", 0.2
            started = time.monotonic()
            closed = asyncio.ensure_future(_read_until_closed(reader))
            while not closed.done():
                writer.write(piece)
                sent += len(piece)
                await asyncio.wait([closed], timeout=pause)
            took = time.monotonic() - started
            if took < 1.0:
                stats[f"{name}_host_gone"] += 1  # the game ended and its host with it
            else:
                stats[f"{name}_{_reason(closed.result())}"] += 1
                stats[f"{name}_longest_s"] = max(stats[f"{name}_longest_s"], round(took, 1))  # type: ignore[assignment]
                stats[f"{name}_bytes_max"] = max(stats[f"{name}_bytes_max"], sent)
        except (OSError, asyncio.IncompleteReadError):
            stats[f"{name}_reset"] += 1
        finally:
            writer.close()
        await asyncio.sleep(1.0)


async def _read_until_closed(reader: asyncio.StreamReader) -> bytes:
    """Everything the host sends until it closes (lobby frames, then maybe a reject); a reset ends it too."""
    data = b""
    try:
        while chunk := await reader.read(65536):
            data = chunk  # the last chunk holds the reject, if the host sent one
    except OSError:
        pass
    return data


async def attack(port: int, idle: int) -> None:
    """Keep ``idle`` silent connections and the two tricklers on the host at ``port``; each line read from stdin
    is the port of the next game's host, which every connection goes to from its next attempt on."""
    stats: Counter[str] = Counter()
    target = {"port": port}
    tasks = [
        asyncio.ensure_future(_trickle(target, "127.4.0.1", stats, welcomed_first=False)),
        asyncio.ensure_future(_trickle(target, "127.4.0.2", stats, welcomed_first=True)),
    ]
    await asyncio.sleep(0.2)  # connected before the crowd fills the host's listen backlog
    tasks += [asyncio.ensure_future(_idle(target, f"127.3.{i // 200}.{i % 200 + 1}", stats)) for i in range(idle)]
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    print("ready", flush=True)

    async def follow() -> None:
        while line := await loop.run_in_executor(None, sys.stdin.readline):
            target["port"] = int(line)

    follower = asyncio.ensure_future(follow())
    await stop.wait()
    follower.cancel()
    for task in tasks:
        task.cancel()
    print(json.dumps(dict(stats)), flush=True)


# ---------------------------------------------------------------------- the game and its measures
class MemorySampler:
    """The host process's resident memory (VmRSS) every 0.1 s, in MiB, and the CPU time it used (s)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.samples: list[float] = []
        self.cpu_seconds = 0.0
        self.wall_seconds = 0.0
        self._start = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(0.1):
            try:
                status = Path(f"/proc/{self.pid}/status").read_text()
                stat = Path(f"/proc/{self.pid}/stat").read_text()
            except OSError:
                return
            self.cpu_seconds = _cpu_seconds(self.pid, stat)
            self.wall_seconds = time.monotonic() - self._start
            for line in status.splitlines():
                if line.startswith("VmRSS:"):
                    self.samples.append(int(line.split()[1]) / 1024)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


ATTACK_FIRST = 9.0  # seconds: past the hello's deadline (5 s) and a frame's (8 s)


def _cpu_seconds(pid: int, stat: str | None = None) -> float:
    """User + system CPU time of a process so far, from /proc/<pid>/stat."""
    stat = stat if stat is not None else Path(f"/proc/{pid}/stat").read_text()
    fields = stat.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def play_games(intents: int, bot_delay: int, traces: Path, hostile: int | None) -> dict[str, Any]:
    """Games back to back until ``intents`` guest intents were timed; ``hostile``: the attacker's idle count."""
    latencies: list[float] = []
    memory: list[float] = []
    cpu = wall = 0.0
    attacker_stats: dict[str, Any] = {}
    attacker: subprocess.Popen[str] | None = None
    games = 0
    while len(latencies) < intents:
        host = Peer(["host", "tea_time", "--name", f"Hostile {games}", "--players", "4", "--no-advertise",
                     "--bind", "127.0.0.1", "--bot-delay", str(bot_delay), "--seed", str(2000 + games)])
        sampler = MemorySampler(host.process.pid)
        guests: list[Peer] = []
        files = [traces / f"{'hostile' if hostile else 'quiet'}-{games}-{i}.jsonl" for i in range(3)]
        try:
            port = host.wait_event("listening")["port"]
            if hostile is not None and attacker is None:
                attacker = subprocess.Popen(
                    [sys.executable, __file__, "--attack", str(port), "--idle", str(hostile)],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=peer_env(),
                )
                assert attacker.stdout is not None
                attacker.stdout.readline()
            elif attacker is not None:
                assert attacker.stdin is not None
                attacker.stdin.write(f"{port}\n")
                attacker.stdin.flush()
            if attacker is not None:
                # The strangers sit on this host alone first, long enough for both deadlines to cut the tricklers
                # (a game is over in a few seconds).
                time.sleep(ATTACK_FIRST)
            for i, file in enumerate(files):
                guests.append(Peer(["join", "--address", f"127.0.0.1:{port}", "--name", f"G{i}",
                                    "--bot-delay", str(bot_delay), "--trace", str(file)]))
            waiting = list(guests)
            deadline = time.monotonic() + 300
            while waiting and time.monotonic() < deadline:  # any guest refused would leave the others waiting
                for guest in [g for g in waiting if g.process.poll() is not None]:
                    waiting.remove(guest)
                    rc, result = guest.result(timeout=10)
                    if rc != 0:
                        raise RuntimeError(f"a guest failed: {result}")
                time.sleep(0.05)
            if waiting:
                raise RuntimeError("a game did not end within 300 s")
            host.result(timeout=60)
        except BaseException:
            if attacker is not None:
                attacker.kill()
            raise
        finally:
            sampler.stop()
            for peer in (host, *guests):
                peer.kill()
        memory += sampler.samples
        cpu += sampler.cpu_seconds
        wall += sampler.wall_seconds
        latencies += _latencies(files)
        games += 1
        print(f"  {'hostile' if hostile else 'quiet'} game {games}: {len(latencies)} intents timed", file=sys.stderr)
    if attacker is not None:
        attacker_cpu = _cpu_seconds(attacker.pid)
        attacker.terminate()
        out, _ = attacker.communicate(timeout=30)
        attacker_stats = json.loads(out.splitlines()[-1])
        attacker_stats["attacker_cpu_s"] = round(attacker_cpu, 1)
    attacker_stats.pop("open_now", None)
    return {
        "games": games,
        "intent_ms": figures(latencies[:intents]),
        "rss_mib": {"median": percentile(memory, 0.5), "max": max(memory)},
        "host_cpu_percent": 100 * cpu / wall,
        "attacker": attacker_stats,
    }


def _latencies(files: list[Path]) -> list[float]:
    traced = [[json.loads(line) for line in file.read_text().splitlines()] for file in files]
    out = []
    for records in traced:
        for sent in (r for r in records if r["kind"] == "intent"):
            arrivals = []
            for other in traced:
                later = [r["t"] for r in other if r["kind"] == "view" and r["version"] > sent["version"]
                         and r["t"] >= sent["t"]]
                if later:
                    arrivals.append(min(later))
            if len(arrivals) == len(traced):  # a game's last intent may end it before every view is read
                out.append((max(arrivals) - sent["t"]) / 1e6)
    return out


# ---------------------------------------------------------------------- the review's attack classes, one by one
CODE = "4711"
CLASSES = ("idle_one", "idle_many", "trickle_one", "trickle_many", "guess_one", "guess_many", "held_wake",
           "big_pings", "bad_hellos", "chat_flood")


async def _cycle(port: int, source: str, stop: asyncio.Event, send: bytes, hold: bool) -> None:
    """Open, send ``send``, then (``hold``) keep the connection until the host closes it; again at once."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
        except OSError:
            await asyncio.sleep(0.05)
            continue
        try:
            if send:
                writer.write(send)
            if hold:
                done = asyncio.ensure_future(reader.read())
                stopped = asyncio.ensure_future(stop.wait())
                await asyncio.wait({done, stopped}, return_when=asyncio.FIRST_COMPLETED)
                done.cancel()
                stopped.cancel()
            else:
                await asyncio.wait_for(reader.read(), 5)
        except (OSError, asyncio.TimeoutError):
            pass
        finally:
            writer.close()
        await asyncio.sleep(0.05)


def _hello(**fields: Any) -> bytes:
    """A hand-made hello in clear: a code in it is never compared (the host counts it as a wrong one)."""
    return _frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "X", **fields})


async def _welcomed(port: int, source: str | None = None, **core: Any) -> tuple[Any, Any, Any]:
    """A connection that went through the join code's exchange as the app's client does: (reader, writer, its
    ClientCore, which seals what we send); raises ConnectionError if refused."""
    from tabletop_qt.net.client_core import ClientCore, Outgoing, Rejected, Welcomed

    client = ClientCore(core.pop("name", "X"), code=CODE, **core)
    local = {"local_addr": (source, 0)} if source else {}
    reader, writer = await asyncio.open_connection("127.0.0.1", port, **local)
    writer.write(client.hello())
    while data := await reader.read(65536):
        for event in client.received(data):
            if isinstance(event, Outgoing):
                writer.write(event.data)
            elif isinstance(event, Welcomed):
                return reader, writer, client
            elif isinstance(event, Rejected):
                writer.close()
                raise ConnectionError(event.reason)
    writer.close()
    raise ConnectionError("closed")


async def _welcomed_flood(port: int, source: str, stop: asyncio.Event, make: Any, rate: float) -> None:
    """A welcomed peer (spectator, right code) sending ``make(n)`` frames at ``rate`` a second; back when cut."""
    while not stop.is_set():
        try:
            reader, writer, client = await _welcomed(port, source, spectator=True)
            n = 0
            drain = asyncio.ensure_future(reader.read(1 << 20))
            while not stop.is_set() and not writer.is_closing() and not (drain.done() and drain.exception()):
                n += 1
                writer.write(client.seal(make(n)))
                await writer.drain()
                await asyncio.sleep(1 / rate)
                if drain.done() and not drain.exception():
                    if not drain.result():
                        break
                    drain = asyncio.ensure_future(reader.read(1 << 20))
            drain.cancel()
            writer.close()
        except OSError:  # cut off while writing: come back
            pass
        await asyncio.sleep(0.05)


async def attack_class(name: str, port: int, seconds: float) -> None:
    import logging

    logging.getLogger("asyncio").setLevel(logging.CRITICAL)  # a cut-off attacker's write errors are expected
    stop = asyncio.Event()
    asyncio.get_running_loop().call_later(seconds, stop.set)  # bounded: it stops by itself
    many = [f"127.5.{i // 200}.{i % 200 + 1}" for i in range(60)]
    trickle = _hello(code=None)[:1]
    if name == "idle_one":
        tasks = [_cycle(port, "127.5.9.1", stop, b"", True) for _ in range(300)]
    elif name == "idle_many":
        tasks = [_cycle(port, many[i % 60], stop, b"", True) for i in range(300)]
    elif name == "trickle_one":
        tasks = [_cycle(port, "127.5.9.1", stop, trickle, True) for _ in range(300)]
    elif name == "trickle_many":
        tasks = [_cycle(port, many[i % 60], stop, trickle, True) for i in range(300)]
    elif name == "guess_one":
        tasks = [_cycle(port, "127.5.9.1", stop, _hello(code=f"{i:04d}"), False) for i in range(8)]
    elif name == "guess_many":
        tasks = [_cycle(port, many[i], stop, _hello(code=f"{i:04d}"), False) for i in range(49)]
    elif name == "held_wake":
        for i in range(7):
            await _cycle_once(port, "127.5.9.1", _hello(code=f"{i:04d}"))
        tasks = [_cycle(port, f"127.5.7.{i % 8 + 1}", stop, b"\x00", True) for i in range(64)]
    elif name == "big_pings":
        pad = "[" * 30 + "]" * 30
        tasks = [_welcomed_flood(port, "127.5.9.1", stop,
                                 lambda n: _frame({"t": "ping", "n": n, "pad": [pad] * 240}), 20.0)]
    elif name == "bad_hellos":
        bad = _frame({"t": "hello", "proto": "x", "pad": [[[1]]] * 300})
        tasks = [_cycle(port, many[i], stop, bad, False) for i in range(60)]
    elif name == "chat_flood":
        tasks = [_welcomed_flood(port, "127.5.9.1", stop, lambda n: _frame({"t": "chat", "text": f"spam {n}"}), 1000.0)]
    else:
        raise SystemExit(f"no attack class {name}")
    await asyncio.gather(*tasks, return_exceptions=True)


async def _cycle_once(port: int, source: str, send: bytes) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    writer.write(send)
    await reader.read()
    writer.close()


async def _join_time(port: int) -> float | None:
    """Seconds from connecting to the welcome for an honest spectator with the right code (None: refused)."""
    start = time.monotonic()
    for _ in range(20):  # as NetClient does with lan.host_busy, a little longer
        try:
            _, writer, _ = await asyncio.wait_for(_welcomed(port, name="Honest", spectator=True), 15)
        except ConnectionError as refused:
            if str(refused) != "lan.host_busy":
                return None
            await asyncio.sleep(0.3)
            continue
        except (OSError, asyncio.TimeoutError):
            return None
        writer.close()
        return time.monotonic() - start
    return None


def run_class(name: str | None, bot_delay: int, scratch: Path, seconds: float, games: int, niced: bool,
              probe: Path | None = None) -> dict[str, Any]:
    """``games`` hosts one after another, each with a join code, each under the attack class ``name`` (None:
    quiet) from 2 s before the measures to their end (at most ``seconds``): an honest join probe, then a real
    joiner playing the 2-seat game with --trace. ``niced``: the attacker runs at the lowest CPU priority, as a
    stand-in for the other computer it is on a real LAN (here it shares the host's 2 cores)."""
    joins: list[float | None] = []
    intents: list[float] = []
    cpu = wall = 0.0
    failures: list[Any] = []
    for game in range(games):
        host_args = ["host", "tea_time", "--name", "Probe", "--players", "2", "--code", CODE, "--no-advertise",
                     "--bind", "127.0.0.1", "--bot-delay", str(bot_delay), "--seed", str(77 + game)]
        if probe is not None:  # the host's loop work timed (benchmarks/_loop_probe.py), beside the joiner's trace
            host = Peer([str(probe / f"{name or 'quiet'}-{game}-host.jsonl"), *host_args], module="benchmarks._loop_probe")
        else:
            host = Peer(host_args)
        attacker = None
        try:
            port = host.wait_event("listening")["port"]
            if name is not None:
                attacker = subprocess.Popen(
                    [*(["nice", "-n", "19"] if niced else []), sys.executable, __file__, "--attack-class", name,
                     "--port", str(port), "--seconds", str(seconds)], env=peer_env())
                time.sleep(2.0)  # the attack in full swing
            cpu_start, wall_start = _cpu_seconds(host.process.pid), time.monotonic()
            joins.append(asyncio.run(_join_time(port)))
            trace = (probe or scratch) / f"{name or 'quiet'}-{game}.jsonl"
            joiner = Peer(["join", "--address", f"127.0.0.1:{port}", "--code", CODE, "--name", "G",
                           "--bot-delay", str(bot_delay), "--trace", str(trace)])
            rc, result = joiner.result(timeout=seconds + 60)
            cpu += _cpu_seconds(host.process.pid) - cpu_start
            wall += time.monotonic() - wall_start
            if rc == 0 and trace.exists():
                intents += _latencies([trace])
            else:
                failures.append(result)
        finally:
            if attacker is not None:
                attacker.terminate()  # it would stop by itself after ``seconds``; the game is over sooner
                attacker.wait(timeout=30)
            host.kill()
    got = [j for j in joins if j is not None]
    return {
        "join_s_max": max(got) if len(got) == len(joins) else None,
        "joins": f"{len(got)}/{len(joins)}",
        "games_failed": failures,
        "intent_ms": figures(intents) if intents else None,
        "host_cpu_percent": round(100 * cpu / wall, 1) if wall else None,
    }


def run_classes(bot_delay: int, seconds: float, games: int, niced: bool, only: list[str] | None = None,
                probe: Path | None = None) -> int:
    rows: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name in (None, *(only or CLASSES)):
            rows[name or "quiet"] = run_class(name, bot_delay, Path(scratch), seconds, games, niced, probe)
            print(f"  {name or 'quiet'}: {json.dumps(rows[name or 'quiet'])}", file=sys.stderr, flush=True)
    quiet_p99 = rows["quiet"]["intent_ms"]["p99"]
    print(f"Tea Time, 2 seats, code {CODE}, bots pausing {bot_delay} ms; {games} games per class"
          f"{', attacker niced' if niced else ''}")
    print(f"{'class':14s} {'joins':6s} {'join max s':>10s} {'intent p99 ms':>14s} {'x quiet':>8s} {'host CPU':>9s}")
    for key, row in rows.items():
        p99 = row["intent_ms"]["p99"] if row["intent_ms"] else float("nan")
        join = f"{row['join_s_max']:.3f}" if row["join_s_max"] is not None else "refused"
        print(f"{key:14s} {row['joins']:6s} {join:>10s} {p99:14.2f} {p99 / quiet_p99:8.2f} "
              f"{row['host_cpu_percent']:8.0f}%")
    print(json.dumps({"classes": rows, "bot_delay": bot_delay, "games": games, "niced": niced}))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--intents", type=int, default=300)
    parser.add_argument("--idle", type=int, default=300, help="idle connections the attacker keeps open")
    parser.add_argument("--bot-delay", type=int, default=20, metavar="MS")
    parser.add_argument("--attack", type=int, metavar="PORT", help=argparse.SUPPRESS)  # the attacker process
    parser.add_argument("--classes", action="store_true",
                        help="each attack class of the review (2026-11-26) against a quiet baseline: join time, intent p99")
    parser.add_argument("--seconds", type=float, default=60.0, help="the longest an attack class runs (--classes)")
    parser.add_argument("--games", type=int, default=4, help="games per attack class (--classes)")
    parser.add_argument("--niced", action="store_true",
                        help="the attacker at the lowest CPU priority (--classes), standing in for another computer")
    parser.add_argument("--only", nargs="+", choices=CLASSES, help="these attack classes only (--classes)")
    parser.add_argument("--probe", type=Path, metavar="DIR",
                        help="keep the joiners' traces and the host's timed loop work here (--classes; _loop_probe.py)")
    parser.add_argument("--attack-class", choices=CLASSES, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attack is not None:
        asyncio.run(attack(args.attack, args.idle))
        return 0
    if args.attack_class is not None:
        asyncio.run(attack_class(args.attack_class, args.port, args.seconds))
        return 0
    if not sys.platform.startswith("linux"):
        print(json.dumps({"skipped": "needs Linux (the loopback range and /proc)"}))
        return 0
    if args.classes:
        if args.probe is not None:
            args.probe.mkdir(parents=True, exist_ok=True)
        return run_classes(args.bot_delay, args.seconds, args.games, args.niced, args.only, args.probe)
    with tempfile.TemporaryDirectory() as scratch:
        quiet = play_games(args.intents, args.bot_delay, Path(scratch), None)
        hostile = play_games(args.intents, args.bot_delay, Path(scratch), args.idle)
    q, h = quiet["intent_ms"], hostile["intent_ms"]
    print(f"Tea Time, 4 peers on loopback, bots pausing {args.bot_delay} ms, {args.intents} guest intents each")
    print(f"quiet:   intent -> view on every guest p50 {q['p50']:.2f} ms, p99 {q['p99']:.2f} ms, max {q['max']:.2f} ms;"
          f" host RSS median {quiet['rss_mib']['median']:.1f} MiB, max {quiet['rss_mib']['max']:.1f} MiB,"
          f" CPU {quiet['host_cpu_percent']:.0f}%")
    print(f"hostile: intent -> view on every guest p50 {h['p50']:.2f} ms, p99 {h['p99']:.2f} ms, max {h['max']:.2f} ms;"
          f" host RSS median {hostile['rss_mib']['median']:.1f} MiB, max {hostile['rss_mib']['max']:.1f} MiB,"
          f" CPU {hostile['host_cpu_percent']:.0f}%")
    print(f"ratio hostile/quiet: p50 {h['p50'] / q['p50']:.2f}x, p99 {h['p99'] / q['p99']:.2f}x, "
          f"RSS max {hostile['rss_mib']['max'] / quiet['rss_mib']['max']:.2f}x")
    print(f"attacker ({args.idle} idle + 2 tricklers): {json.dumps(hostile['attacker'], sort_keys=True)}")
    print(json.dumps({"quiet": quiet, "hostile": hostile, "idle": args.idle, "bot_delay": args.bot_delay}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
