"""After a side-panel button is used, the game's keys still play the table (review G-2: the button, or the game
log the focus fell to, took the arrows and Space until the table was clicked)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import click_scene_item, start_game_through_dialog, wait_for_turn_or_end


def test_the_arrows_move_over_the_grid_after_take_the_cards_was_clicked(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    window.activateWindow()
    page = window.game
    scene = page.scene
    wait_for_turn_or_end(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)
    take = sorted(scene.legal_takes())[0]
    for cell in take:
        click_scene_item(qtbot, window, scene.cell_item(cell))
    before = page.update_shown.version  # type: ignore[union-attr]
    qtbot.mouseClick(page.board.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.update_shown.version > before, timeout=5000)  # type: ignore[union-attr]
    wait_for_turn_or_end(qtbot, window)
    assert QApplication.focusWidget() is page.view
    # The keys reach the table: the arrows move the focus ring, Space picks the card under it.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert scene.focus_cell is not None
    cell = scene.focus_cell
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    if any(cell in take for take in scene.legal_takes()):
        assert scene.selection == [cell]
