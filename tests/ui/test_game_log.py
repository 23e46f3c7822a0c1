"""The game log always shows its newest line whole: after each new line, after a resize, after Continue."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def _newest_line_fully_visible(log: QListWidget) -> bool:
    if log.count() == 0:
        return True
    rect = log.visualItemRect(log.item(log.count() - 1))
    return rect.isValid() and log.viewport().rect().contains(rect)


def _settled(qtbot, log: QListWidget) -> bool:  # type: ignore[no-untyped-def]
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
