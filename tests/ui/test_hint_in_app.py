"""Hint in the real app (`tabletop_qt.app.main`, offscreen, in a child process): key H on the person's turn lights
the move the search chose, says why in a sentence with its win chance, notes the hint in the log; a second H shows
the next-best move; the GUI thread keeps turning meanwhile; quitting ends the hint's worker process."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys, time
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    import tabletop_qt.ui.hint_control as hint_control
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.hint_marks import hint_items
    from tabletop_qt.ui.main_window import MainWindow

    hint_control.HINT_SECONDS = 0.15  # a small budget: what is tested does not depend on it
    report = {}
    keep = []

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        setup = GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Bot", "normal")), 5)
        window.start_game(setup)
        page = window.game
        while page.update_shown is None or page.acting_seat() != 0:
            await asyncio.sleep(0.02)
        await asyncio.sleep(1.5)  # the hint's worker process starts a second after the person's first position
        shown = []
        page.hint.hint_shown.connect(lambda action, seconds: shown.append(action))
        gaps = []
        last = [time.perf_counter()]
        def tick():
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now
        ticker = QTimer()
        ticker.setInterval(4)
        ticker.timeout.connect(tick)
        ticker.start()
        page.hint.hint_shown.connect(ticker.stop)  # the stall measured is the one while the search thinks
        QTest.keyClick(page.view, Qt.Key.Key_H)
        while not shown:
            await asyncio.sleep(0.01)
        legal = page.update_shown.legal[0]
        report["first_legal"] = shown[0] in legal
        report["first_is_lit"] = len(hint_items(page.board.scene))
        report["sentence"] = page.hint.text()
        while not any("asks for a hint" in line for line in page.log_lines()):
            await asyncio.sleep(0.01)
        report["log"] = [line for line in page.log_lines() if "hint" in line]
        report["moves"] = len(page.hint._measure.moves)
        page.hint.button.click()
        while len(shown) < 2:
            await asyncio.sleep(0.01)
        report["second_differs"] = shown[1] != shown[0]
        report["second_sentence"] = page.hint.text()
        report["still_lit"] = len(hint_items(page.board.scene))
        report["worst_gap_ms"] = max(gaps) * 1000
        from tabletop_qt.assist import service as assist_service
        process = assist_service._service._worker._service._process
        report["pid_alive_before"] = process.is_alive()
        report["pid"] = process.pid
        window.close()

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    rc = app_module.main(["--data-dir", sys.argv[1], "--language", "en", "--no-discovery"])
    report["rc"] = rc
    import os
    report["process_gone"] = not os.path.exists(f"/proc/{report['pid']}")
    print(json.dumps(report))
    """
)


def test_hint_in_the_app_lights_the_search_choice_and_the_next_best(tmp_path: Path) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), timeout=120)
    assert report["rc"] == 0
    assert report["first_legal"] and report["first_is_lit"] > 0
    assert "%" in report["sentence"] and "win" in report["sentence"]
    assert report["log"] and set(report["log"]) == {"Ada asks for a hint."}
    if report["moves"] > 1:
        assert report["second_differs"]
        assert "next best" in report["second_sentence"]
    assert report["still_lit"] > 0
    assert report["pid_alive_before"] is True
    assert report["process_gone"]
    assert "Traceback" not in result.stderr, result.stderr
