"""The real app (``tabletop_qt.app.main``) paints its tables on the GUI thread alone: no piece of a repaint is handed
to Qt's GUI thread pool (ui/serial_paint.py), whose hand-off cost more than the fills and stalled the GUI thread
while it waited for pool threads the system had not run yet."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, glob, sys
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.main_window import MainWindow

    from tests.ui.app_scenario import run_main_reporting, until

    report = {}

    def pooled_cpu_ns():
        # Every thread of Qt's thread pools (Qt names them "Thread (pooled)"): the CPU it has run, in ns.
        total = 0
        for task in glob.glob("/proc/self/task/*"):
            try:
                if open(task + "/comm").read().strip() == "Thread (pooled)":
                    total += int(open(task + "/schedstat").read().split()[0])
            except OSError:
                pass  # the thread ended meanwhile
        return total

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        try:
            seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy"), SeatSpec(SeatKind.BOT, "Bea", "easy"))
            window.start_game(GameSetup("tea_time", seats, 11))
            page = window.game
            await until(lambda: page.update_shown is not None and page.acting_seat() == 0, "Ada's turn")
            # The table stands still now (it waits on Ada); whatever the picture threads were drawing, let it end.
            last = -1
            while pooled_cpu_ns() != last:
                last = pooled_cpu_ns()
                await asyncio.sleep(0.2)
            viewport = page.view.viewport()
            before = pooled_cpu_ns()
            for _ in range(10):
                viewport.repaint()  # the whole table, as a game's first frame or a resize paints it
            report["pooled_ns"] = pooled_cpu_ns() - before
            report["size"] = [viewport.width(), viewport.height()]
        finally:
            window.close()

    run_main_reporting(scenario, report, sys.argv[1])
    """
)


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads each thread's CPU from /proc")
def test_the_app_repaints_a_table_without_qt_s_paint_thread_pool(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_NO_GUI_THREADPOOL", "TABLETOP_QT_PAINT_POOL")}
    result, report = run_app_child(SCRIPT, str(tmp_path), env=env, timeout=240)
    assert report["error"] == [] and report["rc"] == 0, result.stderr
    assert min(report["size"]) > 200  # a real table was painted, big enough for Qt to split its fills
    assert report["pooled_ns"] == 0
