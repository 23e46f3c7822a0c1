"""The game log always shows its newest line whole: after each new line, after a resize, after Continue."""

from __future__ import annotations

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.game_log import GameLog
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def _newest_line_fully_visible(log: GameLog) -> bool:
    if log.count() == 0:
        return True
    rect = log.newest_line_rect()
    return rect.isValid() and log.viewport().rect().contains(rect)


def _settled(qtbot, log: GameLog) -> bool:  # type: ignore[no-untyped-def]
    qtbot.wait(30)
    return _newest_line_fully_visible(log)


def test_the_newest_log_line_is_fully_visible_after_each_line_a_resize_and_continue(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 640)
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    page = window.game
    log = page._log
    for _ in range(8):
        wait_for_turn_or_end(qtbot, window)
        update = page.update_shown
        assert update is not None and not update.outcome.finished
        assert _settled(qtbot, log), f"after a new line: {log.count()} lines"
        version = update.version
        page.controller.submit(0, update.legal[0][0])
        qtbot.waitUntil(lambda: page.update_shown.version > version, timeout=5000)  # type: ignore[union-attr]
    wait_for_turn_or_end(qtbot, window)
    assert log.count() > 12, "enough lines to scroll"
    assert log.verticalScrollBar().maximum() > 0
    for size in ((1500, 900), (1024, 640), (800, 600), (1200, 760)):
        window.resize(*size)
        assert _settled(qtbot, log), f"after resizing to {size}"
    window.show_home()
    window.continue_last_game()
    qtbot.waitUntil(lambda: page.update_shown is not None and window.pages.currentWidget() is page, timeout=5000)
    qtbot.waitUntil(lambda: log.count() > 12, timeout=5000)
    assert _settled(qtbot, log), "after Continue"


def _cost_of_a_new_line(qtbot, lines: int) -> float:  # type: ignore[no-untyped-def]
    """The GUI thread's CPU for one new line and the event-loop turn that shows it, least of several."""
    import time

    from PySide6.QtWidgets import QApplication

    log = GameLog()
    qtbot.addWidget(log)
    log.resize(260, 400)
    log.show()
    qtbot.waitExposed(log)
    line = "Daan attacks in melee with Bar Stool, and Anna blocks with Dodge: Anna loses 1 Grit."
    log.replace_lines([line] * lines)
    QApplication.processEvents()
    costs = []
    for _ in range(7):
        start = time.thread_time()
        log.add_lines([line])
        QApplication.processEvents()
        costs.append(time.thread_time() - start)
    assert _newest_line_fully_visible(log)
    return min(costs)


def test_a_new_line_costs_the_same_in_a_long_log_as_in_a_short_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A list widget laid out all its lines again for each new one: 40 ms a move with 3,000 lines (a long High Noon
    # Saloon game) against 0.6 ms with 30. A ratio of the same machine's CPU, never an absolute time.
    short, long = _cost_of_a_new_line(qtbot, 30), _cost_of_a_new_line(qtbot, 3000)
    assert long < 5 * max(short, 1e-4)
