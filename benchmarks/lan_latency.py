"""LAN latency across a cable: an intent on one peer until the updated view is applied on every peer.

    python benchmarks/lan_latency.py [--intents 1000] [--players 4] [--bot-delay 20]

Two computers are Linux network namespaces joined by a veth pair (tests/net/netns.py), so this needs root and
``ip``; elsewhere it prints why it cannot run. Computer "a" runs a headless host (its own seat a bot), computer
"b" runs the other seats as headless joiners (``python -m tabletop_qt.net join --trace``), which write the
shared monotonic clock when they send an intent and when a view reaches them. One intent's latency is from its
sending to the moment the last guest holds a view of a later version. Tea Time games are played back to back
until enough intents were timed.

Beside it, in the same run on the same cable: a raw asyncio TCP echo round trip (TCP_NODELAY, a 1 KiB message,
the size of a typical view frame), the floor any protocol on this link stands on.

Last line: one JSON object with the numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.net.netns import TwoHosts, netns_available  # noqa: E402
from tests.net.peers import Peer  # noqa: E402

ECHO_PORT = 47011
ECHO_SERVER = textwrap.dedent(
    """
    import asyncio, socket, sys

    async def echo(reader, writer):
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        while data := await reader.read(65536):
            writer.write(data)

    async def main():
        server = await asyncio.start_server(echo, sys.argv[1], int(sys.argv[2]))
        print("ready", flush=True)
        await server.serve_forever()

    asyncio.run(main())
    """
)
ECHO_CLIENT = textwrap.dedent(
    """
    import asyncio, json, socket, sys, time

    async def main():
        reader, writer = await asyncio.open_connection(sys.argv[1], int(sys.argv[2]))
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        message, times = b"x" * 1024, []
        for i in range(int(sys.argv[3]) + 50):
            start = time.monotonic_ns()
            writer.write(message)
            got = 0
            while got < len(message):
                got += len(await reader.read(65536))
            if i >= 50:  # the first round trips warm the connection up
                times.append((time.monotonic_ns() - start) / 1e6)
        print(json.dumps(times))

    asyncio.run(main())
    """
)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def figures(values: list[float]) -> dict[str, float]:
    return {
        "p50": statistics.median(values),
        "p99": percentile(values, 0.99),
        "max": max(values),
        "n": len(values),
    }


def echo_round_trips(hosts: TwoHosts, count: int) -> list[float]:
    server = hosts.run("a", [sys.executable, "-c", ECHO_SERVER, hosts.address("a"), str(ECHO_PORT)],
                       stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    client = hosts.run("b", [sys.executable, "-c", ECHO_CLIENT, hosts.address("a"), str(ECHO_PORT), str(count)],
                       stdout=subprocess.PIPE, text=True)
    out, _ = client.communicate(timeout=120)
    server.kill()
    return list(json.loads(out))


def play_one_game(hosts: TwoHosts, players: int, bot_delay: int, traces: Path, game: int) -> list[float]:
    """One game to the end; the latency (ms) of every intent a guest sent."""
    host = Peer(
        ["host", "tea_time", "--name", f"Latency {game}", "--players", str(players), "--no-advertise",
         "--bot-delay", str(bot_delay), "--seed", str(1000 + game)],
        prefix=["ip", "netns", "exec", hosts.namespace("a")],
    )
    files = [traces / f"game{game}-guest{i}.jsonl" for i in range(players - 1)]
    guests: list[Peer] = []
    try:
        port = host.wait_event("listening")["port"]
        for i, file in enumerate(files):
            guests.append(Peer(
                ["join", "--address", f"{hosts.address('a')}:{port}", "--name", f"G{i}",
                 "--bot-delay", str(bot_delay), "--trace", str(file)],
                prefix=["ip", "netns", "exec", hosts.namespace("b")],
            ))
        for guest in guests:
            rc, result = guest.result(timeout=300)
            if rc != 0:
                raise RuntimeError(f"a guest failed: {result}")
        host.result(timeout=60)
    finally:
        for peer in (host, *guests):
            peer.kill()
    traced = [[json.loads(line) for line in file.read_text().splitlines()] for file in files]
    latencies = []
    for records in traced:
        for sent in (r for r in records if r["kind"] == "intent"):
            arrivals = []
            for other in traced:
                later = [r["t"] for r in other if r["kind"] == "view" and r["version"] > sent["version"]
                         and r["t"] >= sent["t"]]
                if later:
                    arrivals.append(min(later))
            if len(arrivals) == len(traced):  # the last intent of a game may end it before every view is read
                latencies.append((max(arrivals) - sent["t"]) / 1e6)
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--intents", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--bot-delay", type=int, default=20, metavar="MS", help="each bot's pause before it acts")
    args = parser.parse_args()
    why_not = netns_available()
    if why_not is not None:
        print(f"cannot run: {why_not}")
        print(json.dumps({"skipped": why_not}))
        return 0
    with TwoHosts() as hosts, tempfile.TemporaryDirectory() as scratch:
        echo = echo_round_trips(hosts, args.intents)
        latencies: list[float] = []
        games = 0
        while len(latencies) < args.intents:
            latencies += play_one_game(hosts, args.players, args.bot_delay, Path(scratch), games)
            games += 1
            print(f"  game {games}: {len(latencies)} intents timed", file=sys.stderr)
    intent = figures(latencies[: args.intents])
    raw = figures(echo)
    print(f"{args.players} peers over a veth pair, {games} Tea Time games, bots pausing {args.bot_delay} ms")
    print(f"intent -> view on every peer: p50 {intent['p50']:.2f} ms, p99 {intent['p99']:.2f} ms, "
          f"max {intent['max']:.2f} ms over {intent['n']} intents (aim: p99 < 16 ms)")
    print(f"raw asyncio TCP echo round trip: p50 {raw['p50']:.3f} ms, p99 {raw['p99']:.3f} ms over {raw['n']}")
    print(f"ratio p50 {intent['p50'] / raw['p50']:.1f}x, p99 {intent['p99'] / raw['p99']:.1f}x the raw round trip")
    report: dict[str, Any] = {"players": args.players, "games": games, "intent_ms": intent, "echo_ms": raw}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
