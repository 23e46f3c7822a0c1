"""Hint in the real main window (offscreen): time from the ask to the lit move, and the GUI thread's stall meanwhile.

    python benchmarks/hint.py [--hints 12] [--game GAME ...] [--seed 1] [--no-reasons]

--no-reasons asks the search alone (no game reason worked out in the worker): the baseline for the reasons' cost.

Per game: a person (seat 0) against normal bots, bot delay 0. On each of the person's turns (or out-of-turn windows)
the page's Hint is asked (``HintControl.request``, as key H does), its time to the lit move is taken (the
``hint_shown`` signal), and the person then plays the lit move. The GUI thread's longest stall (benchmarks/
_stall_monitor.py, a 1 ms timer) is taken over each hint's thinking, beside an idle baseline of the same window.
The hint's worker process is warm (it starts a second after the person's first position, as in the app).

Prints a report, then one JSON line. Heavy imports stay inside main(): the worker process is spawned.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

GAMES = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")
IDLE_SPANS = 8
PLAYERS = {"tea_time": 2, "times_square": 2, "frantic_frankfurt": 2, "high_noon_saloon": 3}


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    root = Path(__file__).resolve().parent.parent
    for path in (str(root), str(Path(__file__).resolve().parent)):
        if path not in sys.path:
            sys.path.insert(0, path)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=12)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-reasons", action="store_true")
    args = parser.parse_args(argv)

    from _stall_monitor import StallMonitor, percentile, perf
    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.i18n.languages import Language, LanguageManager
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.main_window import MainWindow

    # The GUI thread's own work for a hint: the ask (request) and the answer (drawn and worded), timed around the
    # two methods in this process only; thread CPU time (time.thread_time) leaves out waiting for a core.
    import tabletop_qt.ui.hint_control as hint_control

    if args.no_reasons:
        hint_control.HINT_EXPLAINED = 0
    gui_cpu: list[float] = []
    control = hint_control.HintControl
    for name in ("request", "_on_service_answered"):
        real = getattr(control, name)

        def timed(self: Any, *a: Any, _real: Any = real) -> Any:
            start = time.thread_time()
            try:
                return _real(self, *a)
            finally:
                gui_cpu.append((time.thread_time() - start) * 1000)

        setattr(control, name, timed)

    qInstallMessageHandler(lambda mode, context, message: None if "propagateSizeHints" in message else sys.stderr.write(message + "\n"))
    app = QApplication.instance() or QApplication([sys.argv[0]])

    def run_loop(seconds: float) -> None:
        end = perf() + seconds
        while perf() < end:
            app.processEvents()
            time.sleep(0.0005)

    out: dict[str, Any] = {"benchmark": "hint", "load": os.getloadavg()[0], "reasons": not args.no_reasons}
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as tmp:
        data = Path(tmp)
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        languages = LanguageManager(app)
        languages.set_language(Language.ENGLISH)
        window = MainWindow(languages, settings, data, bot_delay_ms=0)
        window.browser_factory = None
        window.resize(1280, 800)
        window.show()
        run_loop(0.5)
        monitor = StallMonitor(tick_ms=1, probe_ms=5)
        page = window.game
        shown: list[float] = []
        page.hint.hint_shown.connect(lambda action, seconds: shown.append(seconds))
        for number, game_id in enumerate(args.game or GAMES):
            seed = args.seed + 100 * number

            def start() -> None:
                nonlocal seed
                seed += 1
                seats = (SeatSpec(SeatKind.HUMAN, "Ada"),) + tuple(
                    SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(1, PLAYERS[game_id])
                )
                window.start_game(GameSetup(game_id, seats, seed))

            start()
            run_loop(2.0)  # the hint's worker process starts a second after the person's first position
            # The control: the same window idle, in spans as long as a hint's thinking, measured the same way.
            idle: list[float] = []
            for _ in range(IDLE_SPANS):
                monitor.start()
                run_loop(0.85)
                monitor.stop()
                idle.append(max(monitor.gaps, default=0.0) * 1000)
            times: list[float] = []
            stalls: list[float] = []
            gui_cpu.clear()
            deadline = perf() + 60 * args.hints
            while len(times) < args.hints and perf() < deadline:
                update = page.update_shown
                if update is not None and update.outcome.finished:
                    start()
                    run_loop(0.5)
                    continue
                if page.hint._seat_and_key() is None:
                    run_loop(0.02)
                    continue
                run_loop(0.3)  # the position's drawing is over: what is measured is the hint's own cost
                if page.hint._seat_and_key() is None:
                    continue
                before = len(shown)
                monitor.start()
                page.hint.request()
                limit = perf() + 10
                while len(shown) == before and perf() < limit:
                    app.processEvents()
                    time.sleep(0.0005)
                monitor.stop()
                if len(shown) == before:
                    continue
                times.append(shown[-1])
                stalls.append(max(monitor.gaps, default=0.0) * 1000)
                action = page.hint.lit_action
                seat = page.moment_seat()
                if seat is not None and action is not None:
                    page.controller.submit(seat, action)
                run_loop(0.1)
            row = {
                "hints": len(times),
                "lit_p50_s": round(percentile(times, 50), 3),
                "lit_p95_s": round(percentile(times, 95), 3),
                "stall_max_ms": round(max(stalls, default=0.0), 1),
                "stall_p50_ms": round(percentile(stalls, 50), 1),  # of each hint's longest stall
                "gui_cpu_max_ms": round(max(gui_cpu, default=0.0), 2),
                "gui_cpu_p50_ms": round(percentile(gui_cpu, 50), 2),
                "idle_max_ms": round(max(idle), 1),
                "idle_p50_ms": round(percentile(idle, 50), 1),
            }
            out[game_id] = row
            print(game_id, json.dumps(row), flush=True)
            window.controller.close_table()
            run_loop(0.3)
        monitor.shutdown()
        out["load_end"] = os.getloadavg()[0]
        window.close()
        run_loop(0.3)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
