"""A question with two buttons (accept, reject), the shape every "leave / wait / play again?" box of the window
has; the caller connects the buttons and shows it (modal or not)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the main window imports this module before its first frame, which has no box to show)
    from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def ask_box(
    parent: QWidget,
    name: str,
    title: str,
    text: str,
    accept: tuple[str, str],
    reject: tuple[str, str],
    plain: bool = False,
) -> tuple[QMessageBox, QAbstractButton, QAbstractButton]:
    """The box named ``name``; ``accept`` and ``reject`` are (object name, translated label). ``plain``: the text
    holds a guest's or a host's words, so markup in it stays characters."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    if plain:
        from tabletop_qt.ui.peer_text import plain_label

        plain_label(box)
    box.setObjectName(name)
    yes = box.addButton(accept[1], QMessageBox.ButtonRole.AcceptRole)
    yes.setObjectName(accept[0])
    no = box.addButton(reject[1], QMessageBox.ButtonRole.RejectRole)
    no.setObjectName(reject[0])
    return box, yes, no
