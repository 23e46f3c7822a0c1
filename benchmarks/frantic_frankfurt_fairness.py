"""Frantic Frankfurt at the real-time Table: is the host's seat favoured, and does the GUI thread keep its pace?

    python benchmarks/frantic_frankfurt_fairness.py [--races 1000] [--lan-races 300] [--stall-seconds 20]

1. **Round trip.** A real loopback TCP connection (TCP_NODELAY, our frames) carries ``ping``/``pong`` frames
   200 times; its median round trip is the guest's latency for the races below, measured in this run.
2. **Races.** A real rules thread (TableController, TableWorker in its QThread) is put into positions where
   seat 0 (a person at the host) and seat 1 (a guest) can both lay a card on the same pile. Both react after
   equal simulated reaction times (independent draws from one distribution). The host's person submits through
   ``controller.submit`` (the path the board uses, held back by the local delay); the guest sees the position
   one one-way trip later and its intent arrives another trip after it reacted, through
   ``controller.submit_remote`` (the path NetHost uses). Whoever's play the rules thread applies wins; the other
   gets ff.too_late. First ``--races`` races over the measured loopback with the delay the host would use (the
   guests' round trip); then, to show what the delay is for, ``--lan-races`` races each over a simulated Wi-Fi
   round trip (10 ms) with no delay, a one-way delay (design.md's first idea) and the round-trip delay.
3. **GUI thread.** Three fast bots play Frantic Frankfurt in the rules thread at full real-time speed for
   ``--stall-seconds``; a 1 ms precise timer on the GUI thread records its gaps (benchmarks/_stall_monitor.py).
   Aim: longest stall under 16 ms.

Prints a report, then one JSON line. Figures, never a verdict: nothing here fails on a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _stall_monitor import StallMonitor  # noqa: E402

from tabletop_qt.core.games import _engines  # noqa: E402

# Registered by the game's board once it ships; registering here too keeps the benchmark independent of it.
_engines(True).setdefault("frantic_frankfurt", ("tabletop_qt.core.games.frantic_frankfurt.rules", "FranticFrankfurt"))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from tabletop_qt.net.frames import FrameDecoder, encode_frame  # noqa: E402
from tabletop_qt.net.host_core import Submit  # noqa: E402
from tabletop_qt.table.saves import write_save  # noqa: E402
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec  # noqa: E402
from tabletop_qt.table.table import Table  # noqa: E402
from tabletop_qt.table.update import TableUpdate  # noqa: E402
from tabletop_qt.rules_thread.controller import TableController  # noqa: E402

REACTION_MEAN_MS = 40.0  # scaled-down reaction times (a person's are ~10x): the same for both seats
REACTION_SD_MS = 8.0
WIFI_RTT_MS = 10.0
AIM_STALL_MS = 16.0


# ---------------------------------------------------------------------------------------------- round trip


async def _loopback_round_trips(count: int) -> list[float]:
    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        decoder = FrameDecoder()
        try:
            while data := await reader.read(65536):
                for message in decoder.feed(data):
                    writer.write(encode_frame({"t": "pong", "n": message["n"]}))
        except ConnectionError:
            pass
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    decoder = FrameDecoder()
    trips = []
    for n in range(count):
        start = time.perf_counter()
        writer.write(encode_frame({"t": "ping", "n": n}))
        got: list[Any] = []
        while not got:
            got = decoder.feed(await reader.read(65536))
        trips.append((time.perf_counter() - start) * 1000)
    writer.close()
    await writer.wait_closed()
    await asyncio.sleep(0.05)  # the server's handler reads the end of the stream and returns
    server.close()
    await server.wait_closed()
    return trips


# ---------------------------------------------------------------------------------------------- races


def race_positions(count: int, seed: int = 1) -> list[Table]:
    """Positions where seat 0 and seat 1 can both lay a card on one pile, met in randomly played games."""
    seats = (SeatSpec(SeatKind.HUMAN, "Host"), SeatSpec(SeatKind.REMOTE, "Guest"), SeatSpec(SeatKind.HUMAN, "Third"))
    rng = random.Random(seed)
    found: list[Table] = []
    game = 0
    table = Table.new(GameSetup("frantic_frankfurt", seats, seed))
    while len(found) < count:
        if table.outcome.finished:
            game += 1
            table = Table.new(GameSetup("frantic_frankfurt", seats, seed + game))
            continue
        if _shared_pile(table) is not None:
            found.append(Table.from_json(table.to_json()))
        seat = rng.choice(table.current_seats())
        table.submit(seat, rng.choice(table.legal(seat)))
    return found


def _shared_pile(table: Table) -> tuple[dict[str, Any], dict[str, Any]] | None:
    mine = [a for a in table.legal(0) if a["type"] == "play"]
    theirs = [a for a in table.legal(1) if a["type"] == "play"]
    for a in mine:
        for b in theirs:
            if a["pile"] == b["pile"]:
                return a, b
    return None


class Racer:
    """Runs races on one rules thread and keeps the score."""

    def __init__(self, app: QCoreApplication, folder: Path, positions: list[Table]) -> None:
        self.app = app
        self.controller = TableController(autosave_path=None, bot_delay_ms=0, realtime_scale=1000.0)
        self.controller.table_updated.connect(self._on_update)
        self.controller.intent_rejected.connect(self._on_rejected)
        self.controller.remote_answered.connect(self._on_answered)
        self.paths = []
        for i, table in enumerate(positions):
            path = folder / f"race{i}.json"
            write_save(table, path)
            self.paths.append((path, _shared_pile(table)))
        self._update: TableUpdate | None = None
        self._host_verdict: bool | None = None
        self._guest_verdict: bool | None = None
        self._loop: QEventLoop | None = None

    def close(self) -> None:
        self.controller.close_table()
        self.controller.shutdown()

    def _on_update(self, update: TableUpdate) -> None:
        self._update = update
        if update.log and update.log[-1].seat == 0 and update.log[-1].action and update.log[-1].action["type"] == "play":
            self._host_verdict = True
        self._maybe_done()

    def _on_rejected(self, seat: int, reason: str, details: Any) -> None:
        if seat == 0:
            self._host_verdict = False
        self._maybe_done()

    def _on_answered(self, conn: int, seq: int, accepted: bool, reason: str, details: Any) -> None:
        self._guest_verdict = accepted
        self._maybe_done()

    def _maybe_done(self) -> None:
        if self._loop is not None and self._host_verdict is not None and self._guest_verdict is not None:
            self._loop.quit()

    def _wait(self, until: Any) -> None:
        loop = QEventLoop()
        self._loop = loop
        check = QTimer()
        check.timeout.connect(lambda: until() and loop.quit())
        check.start(1)
        loop.exec()
        check.stop()
        self._loop = None

    def run(self, races: int, rtt_ms: float, delay_ms: float, rng: random.Random) -> dict[str, Any]:
        self.controller.set_local_delay(delay_ms)
        one_way = rtt_ms / 2
        wins = [0, 0]
        both = 0
        seq = 0
        for i in range(races):
            path, (here, there) = self.paths[i % len(self.paths)]
            self._update = None
            self.controller.resume(path)
            self._wait(lambda: self._update is not None)
            assert self._update is not None
            version = self._update.version
            self._host_verdict = self._guest_verdict = None
            react_host = max(5.0, rng.gauss(REACTION_MEAN_MS, REACTION_SD_MS))
            react_guest = max(5.0, rng.gauss(REACTION_MEAN_MS, REACTION_SD_MS))
            seq += 1
            remote = Submit(conn=1, seat=1, seq=seq, version=version, action=there)
            # The host's person saw the position now; the guest sees it one trip later, and its intent takes
            # another trip back. Timers on the GUI thread, as a board's click and NetHost's reading would be.
            QTimer.singleShot(round(react_host), lambda: self.controller.submit(0, here))
            QTimer.singleShot(round(one_way + react_guest + one_way), lambda r=remote: self.controller.submit_remote(r))
            self._loop = QEventLoop()
            self._loop.exec()
            self._loop = None
            if self._host_verdict and self._guest_verdict:
                both += 1  # never expected: the rules must refuse the second play
            wins[0 if self._host_verdict else 1] += 1
        return {
            "races": races,
            "rtt_ms": round(rtt_ms, 4),
            "host_delay_ms": round(delay_ms, 4),
            "host_wins": wins[0],
            "guest_wins": wins[1],
            "host_share": round(wins[0] / races, 4),
            "both_applied": both,
        }


# ---------------------------------------------------------------------------------------------- GUI stall


def gui_stall(seconds: float) -> dict[str, Any]:
    """Three fast bots play game after game in the rules thread while the GUI thread sits in its event loop."""
    controller = TableController(autosave_path=None, bot_delay_ms=0)
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal:fast") for i in range(3))
    state = {"seed": 100, "games": 0, "changes": 0}

    def on_update(update: TableUpdate) -> None:
        state["changes"] += 1
        if update.outcome.finished:
            state["games"] += 1
            state["seed"] += 1
            controller.start(GameSetup("frantic_frankfurt", seats, state["seed"]))

    controller.table_updated.connect(on_update)
    monitor = StallMonitor()
    controller.start(GameSetup("frantic_frankfurt", seats, state["seed"]))
    monitor.start()
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    monitor.stop()
    controller.close_table()
    controller.shutdown()
    monitor.shutdown()
    summary = monitor.summary()
    summary["games_finished"] = state["games"]
    summary["changes"] = state["changes"]
    return summary


# ---------------------------------------------------------------------------------------------- main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=1000)
    parser.add_argument("--lan-races", type=int, default=300)
    parser.add_argument("--stall-seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    rng = random.Random(args.seed)

    trips = asyncio.run(_loopback_round_trips(200))
    loopback_rtt = statistics.median(trips)
    print(f"loopback TCP round trip (200 ping/pong frames): median {loopback_rtt:.3f} ms, max {max(trips):.3f} ms")

    results: dict[str, Any] = {"loopback_rtt_ms": round(loopback_rtt, 4)}
    with tempfile.TemporaryDirectory() as folder:
        racer = Racer(app, Path(folder), race_positions(50, args.seed))
        try:
            headline = racer.run(args.races, loopback_rtt, loopback_rtt, rng)
            results["loopback_compensated"] = headline
            print(
                f"{headline['races']} races, loopback, host delayed by the round trip: host {headline['host_share']:.1%}"
                f" / guest {1 - headline['host_share']:.1%}; both applied: {headline['both_applied']}"
            )
            for name, delay in (("none", 0.0), ("one_way", WIFI_RTT_MS / 2), ("round_trip", WIFI_RTT_MS)):
                r = racer.run(args.lan_races, WIFI_RTT_MS, delay, rng)
                results[f"wifi_{name}"] = r
                print(
                    f"{r['races']} races, simulated {WIFI_RTT_MS:g} ms round trip, host delay {delay:g} ms ({name}): "
                    f"host {r['host_share']:.1%} / guest {1 - r['host_share']:.1%}; both applied: {r['both_applied']}"
                )
        finally:
            racer.close()

    stall = gui_stall(args.stall_seconds)
    results["gui_stall"] = stall
    print(
        f"GUI thread while 3 fast bots play ({stall['seconds']} s, {stall['changes']} changes, "
        f"{stall['games_finished']} games finished): longest stall {stall['longest_stall_ms']} ms "
        f"(aim < {AIM_STALL_MS:g}), p99 {stall['stall_p99_ms']} ms, stalls over 16 ms: {stall['stalls_over_16ms']}, "
        f"queued-signal delay p99 {stall['probe_p99_ms']} ms, max {stall['probe_max_ms']} ms"
    )
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
