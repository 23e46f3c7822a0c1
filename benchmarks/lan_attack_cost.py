"""What each attack class of the review costs the host: its CPU per second of attack, and what its loop spent it on.

    python benchmarks/lan_attack_cost.py [--seconds 15] [--only CLASS ...] [--niced]

For each class: a fresh headless host (Tea Time, 2 seats, a join code, in its lobby; an honest spectator welcomed
and pinging, so the host has a welcomed peer as in a game) has its loop timed (_loop_probe.py); its CPU is taken
over ``--seconds`` with nobody else about, then over as long under the class's attacker (_hostile_attacks.py),
after a warm-up. Printed per class: the host's CPU in ms per second, quiet and attacked, the difference (what the
attack costs it), and the loop callbacks that took most of the attacked window's CPU. lan_hostile.py --classes
says what that does to a guest's intents; this says where the host's time goes, in a minute or two a class,
and CPU time is far less moved by the other agents' load on the machine than latency is.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._hostile_attacks import CLASSES, CODE, frame, welcomed  # noqa: E402
from benchmarks.lan_hostile import _cpu_seconds  # noqa: E402
from tests.net.peers import Peer, peer_env  # noqa: E402

WARM_UP = 3.0  # seconds of attack before the window: the attacker's connections are up and the storms shut


def _drain(peer: Peer) -> None:
    """Read the host's stderr as it comes (its log must never fill the pipe and stall it)."""
    assert peer.process.stderr is not None
    stream = peer.process.stderr
    threading.Thread(target=lambda: [None for _ in stream], daemon=True).start()


async def _spectator(port: int, stop: asyncio.Event) -> None:
    """An honest spectator: welcomed with the code, a ping every 100 ms, reading what it is sent."""
    reader, writer, client = await welcomed(port, "127.0.0.3", name="Watcher", spectator=True)
    n = 0
    while not stop.is_set():
        n += 1
        writer.write(client.seal(frame({"t": "ping", "n": n})))
        try:
            await asyncio.wait_for(reader.read(65536), 0.1)
        except asyncio.TimeoutError:
            pass
    writer.close()


def _window(pid: int, seconds: float) -> float:
    """The host's CPU ms per second over ``seconds`` from now."""
    cpu, start = _cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 1000 * (_cpu_seconds(pid) - cpu) / (time.monotonic() - start)


def _kinds(probe: Path, start_ns: int, end_ns: int) -> Counter[str]:
    """The loop callbacks' CPU (ms) by what they were, between two monotonic times."""
    out: Counter[str] = Counter()
    for line in probe.read_text().splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if record.get("kind") == "busy" and start_ns // 10_000_000 <= record["bin"] < end_ns // 10_000_000:
            out[record["what"]] += record["cpu_ns"] / 1e6
    return out


def measure(name: str, seconds: float, niced: bool, folder: Path) -> dict[str, object]:
    probe = folder / f"{name}.host.jsonl"
    host = Peer([str(probe), "host", "tea_time", "--name", "Cost", "--players", "2", "--code", CODE,
                 "--no-advertise", "--bind", "127.0.0.1"], module="benchmarks._loop_probe")
    attacker = None
    stop_spectator = asyncio.Event()
    loop = asyncio.new_event_loop()
    try:
        port = host.wait_event("listening")["port"]
        _drain(host)
        spectator_thread = threading.Thread(
            target=lambda: loop.run_until_complete(_spectator(port, stop_spectator)), daemon=True)
        spectator_thread.start()
        time.sleep(1.0)  # welcomed (the exchange) before the quiet window
        quiet = _window(host.process.pid, seconds)
        attacker = subprocess.Popen(
            [*(["nice", "-n", "19"] if niced else []), sys.executable, "-m", "benchmarks.lan_hostile",
             "--attack-class", name, "--port", str(port), "--seconds", str(seconds + WARM_UP + 30)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=peer_env())
        assert attacker.stdout is not None
        attacker.stdout.readline()
        time.sleep(WARM_UP)
        start_ns = time.monotonic_ns()
        attacked = _window(host.process.pid, seconds)
        end_ns = time.monotonic_ns()
        time.sleep(0.2)  # the probe's writer has put the window's bins on disk
        kinds = _kinds(probe, start_ns, end_ns)
    finally:
        loop.call_soon_threadsafe(stop_spectator.set)
        if attacker is not None:
            attacker.terminate()
            attacker.wait(timeout=30)
        host.kill()
    span = (end_ns - start_ns) / 1e9
    return {"quiet_ms_s": round(quiet, 1), "attacked_ms_s": round(attacked, 1),
            "attack_ms_s": round(attacked - quiet, 1),
            "loop_ms_s": round(sum(kinds.values()) / span, 1),
            "top": {k: round(v / span, 2) for k, v in kinds.most_common(6)}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=15.0, help="each window (quiet, attacked)")
    parser.add_argument("--only", nargs="+", choices=CLASSES)
    parser.add_argument("--niced", action="store_true", help="the attacker at the lowest CPU priority")
    args = parser.parse_args()
    load = Path("/proc/loadavg").read_text().split()[0]
    rows = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name in args.only or CLASSES:
            rows[name] = row = measure(name, args.seconds, args.niced, Path(scratch))
            top = ", ".join(f"{k} {v}" for k, v in row["top"].items())  # type: ignore[union-attr]
            print(f"{name:13s} host CPU {row['quiet_ms_s']:6.1f} -> {row['attacked_ms_s']:6.1f} ms/s "
                  f"(attack {row['attack_ms_s']:+6.1f}); loop {row['loop_ms_s']:6.1f} ms/s: {top}", flush=True)
    load_end = Path("/proc/loadavg").read_text().split()[0]
    print(json.dumps({"classes": rows, "seconds": args.seconds, "load": [float(load), float(load_end)]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
