"""The game log: a list of word-wrapped lines that keeps its newest line in view."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QListWidget, QWidget


class GameLog(QListWidget):
    """Follows the newest line while the person has not scrolled back to read older ones.

    Word-wrapped lines get their heights only when the list lays its items out, which Qt does later (and again
    after every resize): scrolling at once would stop short of the end. So the scroll waits for the event loop,
    lays the items out itself, then goes to the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._pinned = True  # at the newest line; false while the person reads older ones
        self._scroll_pending = False
        self.verticalScrollBar().actionTriggered.connect(self._on_scroll_bar_action_triggered)

    def add_lines(self, lines: list[str]) -> None:
        """Append lines; the newest comes into view (a new line is news, wherever the person had scrolled)."""
        self.addItems(lines)
        self._pinned = True
        self._scroll_later()

    def replace_lines(self, lines: list[str]) -> None:
        self.clear()
        self.add_lines(lines)

    def _scroll_later(self) -> None:
        if not self._scroll_pending:
            self._scroll_pending = True
            # With the log as the timer's context: a log deleted before the timer fires (its window closed) cancels it.
            QTimer.singleShot(0, self, self._scroll_to_newest)

    def _scroll_to_newest(self) -> None:
        self._scroll_pending = False
        if self._pinned and self.count():
            self.doItemsLayout()
            self.scrollToBottom()

    def _remember_place(self) -> None:
        bar = self.verticalScrollBar()
        self._pinned = bar.value() >= bar.maximum()

    def _on_scroll_bar_action_triggered(self, _action: int) -> None:
        QTimer.singleShot(0, self, self._remember_place)  # the bar moves after this signal

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scroll_later()

    def wheelEvent(self, event: QWheelEvent) -> None:
        super().wheelEvent(event)
        self._remember_place()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        self._remember_place()
