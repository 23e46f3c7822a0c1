"""A High Noon Saloon bot turn by the wall clock: normal bots play on the real rules thread (TableController, no
window) at the default pace, and the time from one turn's start to the next is taken for each turn after the first.
It waits on timers, so a loaded machine changes it little; compare it with the modelled figure of
high_noon_saloon_bots.py --watch.

    python benchmarks/high_noon_saloon_bot_turns.py [--players 3] [--turns 30] [--seed 7] [--pace 700]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec  # noqa: E402
from tabletop_qt.rules_thread.controller import TableController  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pace", type=int, default=700, help="the bots' pace in ms (the window's default: 700)")
    args = parser.parse_args()
    app = QCoreApplication([])
    controller = TableController(None, bot_delay_ms=args.pace)
    started: dict[int, float] = {}

    def on_update(update: Any) -> None:
        turn = int(update.view_for(None).get("turn", 0))
        started.setdefault(turn, time.monotonic())
        if turn > args.turns or update.outcome.finished:
            app.quit()

    controller.table_updated.connect(on_update)
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i + 1}", "normal") for i in range(args.players))
    controller.start(GameSetup("high_noon_saloon", seats, args.seed))
    QTimer.singleShot(30 * 60_000, app.quit)
    app.exec()
    controller.shutdown()
    turns = sorted(t for t in started if t > 0)
    lengths = [started[b] - started[a] for a, b in zip(turns, turns[1:])]
    median = statistics.median(lengths)
    print(f"{args.players} normal bots, pace {args.pace} ms: {len(lengths)} turns, median {median:.2f} s, "
          f"max {max(lengths):.1f} s (aim: a median of 4 s or less at 700 ms)")
    print(json.dumps({"turns": len(lengths), "median_s": round(median, 2), "max_s": round(max(lengths), 1)}))


if __name__ == "__main__":
    main()
