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
spectator, malformed hellos from 60 addresses, a chat flood that rejoins when cut) in rounds between quiet rounds,
against a host with a join code: an honest spectator's time to its welcome and a real joiner's intent -> view p99,
each class against the quiet rounds beside it (``_hostile_rounds.py``; the attacks: ``_hostile_attacks.py``;
``--probe DIR``: the host's loop timed, and each slow intent put down to the machine or the loop,
``_probe_shares.py``).

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

from benchmarks._hostile_attacks import CLASSES  # noqa: E402
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--intents", type=int, default=300)
    parser.add_argument("--idle", type=int, default=300, help="idle connections the attacker keeps open")
    parser.add_argument("--bot-delay", type=int, default=20, metavar="MS")
    parser.add_argument("--attack", type=int, metavar="PORT", help=argparse.SUPPRESS)  # the attacker process
    parser.add_argument("--classes", action="store_true",
                        help="each attack class of the review (2026-11-26) against a quiet baseline: join time, intent p99")
    parser.add_argument("--seconds", type=float, default=300.0, help="the longest an attack round runs (--classes)")
    parser.add_argument("--class-intents", type=int, default=400,
                        help="intents timed per class; the quiet rounds beside it hold as many (--classes)")
    parser.add_argument("--passes", type=int, default=1,
                        help="rounds per class, the class's intents shared between them (--classes)")
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
        from benchmarks._hostile_attacks import attack_class

        asyncio.run(attack_class(args.attack_class, args.port, args.seconds))
        return 0
    if not sys.platform.startswith("linux"):
        print(json.dumps({"skipped": "needs Linux (the loopback range and /proc)"}))
        return 0
    if args.classes:
        if args.probe is not None:
            args.probe.mkdir(parents=True, exist_ok=True)
        from benchmarks._hostile_rounds import run_classes

        return run_classes(args.bot_delay, args.seconds, args.class_intents, args.passes, args.niced, args.only,
                           args.probe)
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
