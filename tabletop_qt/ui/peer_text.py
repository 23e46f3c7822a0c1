"""Showing text another computer chose: the safe string (``net/peer_text.py``) and widgets that never read markup.

A QLabel's default text format is Qt::AutoText: a text that *looks* like HTML ("<b>Bea</b>", "<img src=...>")
is rendered as rich text, with images loaded and links made. Every label that may show a peer's text is
therefore set to plain text. List, table and graphics-item texts are always drawn plain by Qt; they only need
the safe string. A push button reads "&" as a shortcut marker, so a name put on a button has it doubled.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from tabletop_qt.net.peer_text import CHAT_CHARS, HOST_CHARS, NAME_CHARS, peer_text

W = TypeVar("W", QLabel, QMessageBox)

__all__ = ["CHAT_CHARS", "HOST_CHARS", "NAME_CHARS", "button_text", "peer_name", "peer_text", "plain_label"]


def plain_label(widget: W) -> W:
    """``widget`` (a label, or a message box's text) showing its text as the characters it is made of."""
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def peer_name(name: object, fallback: str = "?") -> str:
    """A player's or a table's name as shown; ``fallback`` when nothing printable is left of it."""
    return peer_text(name, NAME_CHARS) or fallback


def button_text(text: str) -> str:
    """``text`` for a QPushButton or a QAction: a "&" in a name is a character, not a keyboard shortcut."""
    return text.replace("&", "&&")
