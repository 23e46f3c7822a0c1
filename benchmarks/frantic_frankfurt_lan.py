"""Frantic Frankfurt across a cable: a guest's intent until the changed view has reached every peer.

    python benchmarks/frantic_frankfurt_lan.py [--players 4] [--games 1] [--scale 1.0] [--speed fast]

Two computers are Linux network namespaces joined by a veth pair (tests/net/netns.py), so this needs root and
``ip``; elsewhere it prints why it cannot run. Computer "a" runs the host (``python -m tests.net.ff_peer host``:
the app's rules thread, its own seat a bot), computer "b" the other seats as guests whose bots look, then move,
through real NetClients. Everyone plays at bot speed (``--speed``, think times times ``--scale``: 1.0 is real
time). Every peer writes the shared monotonic clock when a view reaches it (the host: when the rules thread's
update reaches its GUI thread, where NetHost sends it on), and the guests when they send an intent. The host's
final log says which version each accepted intent made; one intent's latency is from its sending to the moment
the last of the peers (host and guests) holds a view of that version or later. Intents the rules refused
(``ff.too_late``) change nothing and are not timed.

Beside it, on the same cable in the same run: a raw asyncio TCP echo round trip (lan_latency.py's), the floor.

Last line: one JSON object with the numbers.
"""

from __future__ import annotations

import argparse
import bisect
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from lan_latency import echo_round_trips, figures

from tests.net.netns import TwoHosts, netns_available
from tests.net.peers import Peer


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def play_one_game(hosts: TwoHosts, args: argparse.Namespace, scratch: Path, game: int) -> dict[str, Any]:
    """One game to its end; the latency (ms) of every accepted guest intent, and what the game was."""
    host_trace, host_log = scratch / f"g{game}-host.jsonl", scratch / f"g{game}-log.json"
    host = Peer(
        ["host", "--players", str(args.players), "--seed", str(1000 + game), "--scale", str(args.scale),
         "--speed", args.speed, "--trace", str(host_trace), "--log", str(host_log)],
        prefix=["ip", "netns", "exec", hosts.namespace("a")],
        module="tests.net.ff_peer",
    )
    files = [scratch / f"g{game}-guest{i}.jsonl" for i in range(args.players - 1)]
    guests: list[Peer] = []
    try:
        port = host.wait_event("listening")["port"]
        for i, file in enumerate(files):
            guests.append(Peer(
                ["join", "--address", f"{hosts.address('a')}:{port}", "--name", f"G{i}", "--seed", str(i),
                 "--scale", str(args.scale), "--speed", args.speed, "--trace", str(file)],
                prefix=["ip", "netns", "exec", hosts.namespace("b")],
                module="tests.net.ff_peer",
            ))
        seats = {}
        for file, guest in zip(files, guests):
            rc, result = guest.result(timeout=900)
            if rc != 0:
                raise RuntimeError(f"a guest failed: {result}")
            seats[result["seat"]] = file
        _, hosted = host.result(timeout=60)
    finally:
        for peer in (host, *guests):
            peer.kill()
    log = json.loads(host_log.read_text())
    # Every peer's view arrivals, by time: (time, version), to find the first of a version or later.
    peers = [read_jsonl(host_trace)] + [read_jsonl(file) for file in files]
    arrivals = []
    for records in peers:
        views = [(r["t"], r["version"]) for r in records if r["kind"] == "view"]
        arrivals.append(views)
    intents = {seat: [r for r in read_jsonl(file) if r["kind"] == "intent"] for seat, file in seats.items()}
    latencies: list[float] = []
    for version, entry in enumerate(log):
        sent_by = intents.get(entry["seat"])
        if version == 0 or sent_by is None:
            continue  # the deal, or the host's own seat (held back on purpose by the guests' round trip)
        same = [r["t"] for r in sent_by if r["action"] == entry["action"]]
        if not same:
            continue  # the referee's stand-in ready or slap for this seat
        sent = same[-1] if len(same) == 1 else _sent_before(same, arrivals[0], version)
        times = []
        for views in arrivals:
            later = [t for t, v in views if v >= version and t >= sent]
            if later:
                times.append(min(later))
        if len(times) == len(arrivals):
            latencies.append((max(times) - sent) / 1e6)
    return {"latencies": latencies, "versions": len(log) - 1, "outcome": hosted["outcome"],
            "local_delay_ms": hosted.get("local_delay_ms")}


def _sent_before(sent_times: list[int], host_views: list[tuple[int, int]], version: int) -> int:
    """The same action sent more than once (a ready after a refusal): the last one sent before the host made it."""
    made = min((t for t, v in host_views if v >= version), default=max(sent_times))
    return sent_times[max(0, bisect.bisect_right(sorted(sent_times), made) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="bots' think times and countdowns times this")
    parser.add_argument("--speed", default="fast", choices=("slow", "medium", "fast"))
    parser.add_argument("--echoes", type=int, default=1000)
    args = parser.parse_args()
    why_not = netns_available()
    if why_not is not None:
        print(f"cannot run: {why_not}")
        print(json.dumps({"skipped": why_not}))
        return 0
    with TwoHosts() as hosts, tempfile.TemporaryDirectory() as scratch:
        echo = echo_round_trips(hosts, args.echoes)
        latencies: list[float] = []
        versions = 0
        for game in range(args.games):
            played = play_one_game(hosts, args, Path(scratch), game)
            latencies += played["latencies"]
            versions += played["versions"]
            print(f"  game {game + 1}: {played['versions']} changes, {len(played['latencies'])} guest intents timed, "
                  f"winners {played['outcome']['winners']}, host's delay {played['local_delay_ms']} ms", file=sys.stderr)
    if not latencies:
        print("no intent was timed")
        return 1
    intent = figures(latencies)
    raw = figures(echo)
    print(f"{args.players} peers over a veth pair (host + {args.players - 1} guests), {args.games} Frantic Frankfurt "
          f"game(s), {args.speed} bots at {args.scale:g}x their think times, {versions} changes")
    print(f"guest intent -> view on every peer: p50 {intent['p50']:.2f} ms, p99 {intent['p99']:.2f} ms, "
          f"max {intent['max']:.2f} ms over {intent['n']} intents (aim: p99 < 16 ms)")
    print(f"raw asyncio TCP echo round trip: p50 {raw['p50']:.3f} ms, p99 {raw['p99']:.3f} ms over {raw['n']}")
    report: dict[str, Any] = {"benchmark": "frantic_frankfurt_lan", "players": args.players, "games": args.games,
                              "scale": args.scale, "speed": args.speed, "changes": versions,
                              "intent_ms": intent, "echo_ms": raw}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
