"""Keeping an unfinished game safe: a new game asks before it replaces it, and the table on this computer stands
still while a dialog is open over it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget


def ask_to_replace_the_game(parent: QWidget, start: Callable[[], None]) -> QMessageBox:
    """Ask whether the unfinished game may be lost for a new one; ``start`` runs only if the person says so."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Main", "Start a new game?"),
        QCoreApplication.translate(
            "Main", "A game is not finished yet. Starting a new game replaces it, and it cannot be continued."
        ),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("replace_game_box")
    new = box.addButton(QCoreApplication.translate("Main", "Start the new game"), QMessageBox.ButtonRole.AcceptRole)
    new.setObjectName("replace_game_start")
    keep = box.addButton(QCoreApplication.translate("Main", "Keep the unfinished game"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("replace_game_keep")
    box.setDefaultButton(keep)  # Enter, pressed out of habit, loses nothing
    new.clicked.connect(start)
    box.finished.connect(box.deleteLater)
    box.open()
    return box


def hold_table_while(page: Any, dialog: QDialog) -> None:
    """Pause ``page``'s table (one this computer runs, in a game that can pause) until ``dialog`` closes, so
    nobody loses a race or a turn to the window they are reading; a table paused already stays as it is."""
    if page is None or not page.can_pause() or page.is_paused():
        return
    controller = page.controller
    controller.set_paused(True)

    def resume() -> None:
        # Only the table paused here is resumed (a new game started from the dialog has its own).
        if page.controller is controller:
            controller.set_paused(False)

    dialog.finished.connect(resume)
