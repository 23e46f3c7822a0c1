"""At the end of a game the game's own keys never press "Play again" (review FF-1: Space, Frantic Frankfurt's
"ready" key and the end-of-round panel's "close" key, started a new game and the final results were gone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog


def test_space_and_enter_on_the_score_dialog_close_it_and_start_nothing(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    page = window.game
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    finished = page.update_shown
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and dialog.isAncestorOf(QApplication.focusWidget()))
    assert QApplication.focusWidget() is not dialog._play_again
    assert not dialog._play_again.isDefault()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert page.update_shown is finished and finished.outcome.finished  # type: ignore[union-attr]
    assert not window.autosave_path.exists()  # no new game was started
