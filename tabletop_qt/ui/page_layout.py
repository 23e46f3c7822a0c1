"""The layout a game page and a replay page share: the table on the left taking the room, the side panel beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QSplitter, QWidget


def table_beside_side(page: QWidget, table: QWidget, side: QWidget) -> QSplitter:
    """Fill ``page`` with ``table`` and ``side`` in a splitter whose table takes what the window gains; neither
    can be collapsed away by a drag."""
    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.addWidget(table)
    splitter.addWidget(side)
    splitter.setStretchFactor(0, 4)
    splitter.setStretchFactor(1, 0)
    splitter.setCollapsible(0, False)
    splitter.setCollapsible(1, False)
    layout = QHBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(splitter)
    return splitter
