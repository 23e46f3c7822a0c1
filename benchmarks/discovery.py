"""Discovery time across a LAN cable: from a host advertising a table to a browser on another computer listing it.

    python benchmarks/discovery.py [--runs 10]

The two computers are Linux network namespaces joined by a veth pair (tests/net/netns.py), so this needs root
and ``ip``; elsewhere it prints why it cannot run. Each side is a real process on qasync
(tests/net/_discovery_peer.py); times are the shared monotonic clock, taken just before ``Advertiser.start`` or
``Browser.start`` and when the Browser's signal reaches its GUI thread. Three figures, median, min and max:

* announce: the browser is already running; a fresh advertiser starts (aim: under 1 s);
* query: the table is already advertised; a fresh browser starts and asks;
* goodbye: the advertiser stops; the browser drops the table.

Last line: one JSON object with the numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.net._discovery_peer import PeerProcess, peer
from tests.net.netns import TwoHosts, netns_available


def stop(process: PeerProcess) -> None:
    process.send("stop")
    process.wait_for("exited")
    process.process.wait(timeout=10)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    reason = netns_available()
    if reason is not None:
        print(f"skipped: {reason}")
        print(json.dumps({"skipped": reason}))
        return 0

    announce: list[float] = []
    query: list[float] = []
    goodbye: list[float] = []
    with TwoHosts() as hosts:

        def on(host: str) -> Any:
            return lambda command, **kw: hosts.run(host, command, **kw)

        browser = peer(on("b"), "browse")
        browser.wait_for("browsing")
        for run in range(args.runs):
            advertiser = peer(on("a"), "advertise", "--name", f"Run {run}", "--port", "5000")
            starting = advertiser.wait_for("starting")
            found = browser.wait_for("found")
            announce.append(found["t"] - starting["t"])
            advertiser.send("stop")
            stopping = advertiser.wait_for("stopping")
            lost = browser.wait_for("lost")
            goodbye.append(lost["t"] - stopping["t"])
            advertiser.wait_for("exited")
        stop(browser)

        advertiser = peer(on("a"), "advertise", "--name", "Queried", "--port", "5000")
        advertiser.wait_for("advertised")
        for _ in range(args.runs):
            browser = peer(on("b"), "browse")
            starting = browser.wait_for("starting")
            found = browser.wait_for("found")
            query.append(found["t"] - starting["t"])
            stop(browser)
        stop(advertiser)

    figures: dict[str, Any] = {"runs": args.runs}
    for label, key, values in (
        ("announce (advertise start -> found)", "announce_s", announce),
        ("query (browse start -> found)", "query_s", query),
        ("goodbye (stop -> lost)", "goodbye_s", goodbye),
    ):
        figures[key] = f = summary(values)
        ms = {name: f"{value * 1000:7.1f} ms" for name, value in f.items()}
        print(f"{label:38s} median {ms['median']}   min {ms['min']}   max {ms['max']}")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
