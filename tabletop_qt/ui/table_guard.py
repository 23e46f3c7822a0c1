"""Keeping an unfinished game safe: a new game asks before it replaces it, and the table on this computer stands
still while a dialog is open over it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget


def ask_to_replace_the_game(parent: QWidget, start: Callable[[], None]) -> QMessageBox:
    """Ask whether the unfinished game may be lost for a new one; ``start`` runs only if the person says so."""
    question = QCoreApplication.translate("Main", "Start a new game?")
    # The question in the box itself too: some desktops show no dialog titles.
    box = QMessageBox(QMessageBox.Icon.Question, question, question, QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(
        QCoreApplication.translate(
            "Main", "A game is not finished yet. Starting a new game replaces it, and it cannot be continued."
        )
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
    """Hold ``page``'s table (one this computer runs) until ``dialog`` closes, so nobody loses a race, a turn or
    an answer's time to the window they are reading: a real-time game pauses (a table paused already stays as it
    is), a turn-based one holds its bots and its answer countdown."""
    if page is None or page.update_shown is None or page.update_shown.outcome.finished or page.is_paused():
        return
    controller = page.controller
    real_time = page.can_pause()
    if real_time:
        controller.set_paused(True)
    elif hasattr(controller, "set_held"):
        controller.set_held(True)
    else:
        return

    def release() -> None:
        # Only the table held here is let go (a new game started from the dialog has its own).
        if page.controller is not controller:
            return
        if real_time:
            controller.set_paused(False)
        else:
            controller.set_held(False)

    dialog.finished.connect(release)
