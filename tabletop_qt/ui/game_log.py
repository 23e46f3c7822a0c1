"""The game log: word-wrapped lines, one paragraph each, that keep the newest line in view.

A plain-text document, not a list widget: a QListWidget lays out every one of its items again whenever one is added
(their heights are not uniform), so a new line cost the GUI thread 8 ms with 300 lines in the log, 18 ms with 1,000
and 40 ms with 3,000 (a long High Noon Saloon game) -- after every move, in the event-loop turn after the update.
QPlainTextEdit lays out only the paragraphs it shows: a new line costs about 0.6 ms however long the log is.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent, QTextCursor, QWheelEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class GameLog(QPlainTextEdit):
    """Follows the newest line while the person has not scrolled back to read older ones."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)  # nobody types here: no history of the whole log kept
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._lines = 0  # an empty document still has one (empty) paragraph
        self._pinned = True  # at the newest line; false while the person reads older ones
        self._scroll_pending = False
        self.verticalScrollBar().actionTriggered.connect(self._on_scroll_bar_action_triggered)

    def count(self) -> int:
        """How many lines the log holds."""
        return self._lines

    def lines(self) -> list[str]:
        return self.toPlainText().split("\n") if self._lines else []

    def add_lines(self, lines: list[str]) -> None:
        """Append lines; the newest comes into view (a new line is news, wherever the person had scrolled)."""
        if not lines:
            return
        for line in lines:
            self.appendPlainText(line.replace("\n", " "))  # one line, one paragraph
        self._lines += len(lines)
        self._pinned = True
        self._to_newest()

    def replace_lines(self, lines: list[str]) -> None:
        # One document at once: a paragraph appended at a time cost 6 ms for a game's 150 lines.
        self.setPlainText("\n".join(line.replace("\n", " ") for line in lines))
        self._lines = len(lines)
        self._pinned = True
        if lines:
            self._to_newest()

    def clear(self) -> None:
        super().clear()
        self._lines = 0

    def newest_line_rect(self) -> QRect:
        """Where the newest line is drawn, in the viewport's coordinates (an empty rectangle: no line)."""
        if not self._lines:
            return QRect()
        block = self.document().lastBlock()
        return self.blockBoundingGeometry(block).translated(self.contentOffset()).toAlignedRect()

    def _to_newest(self) -> None:
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _scroll_later(self) -> None:
        if not self._scroll_pending:
            self._scroll_pending = True
            # With the log as the timer's context: a log deleted before the timer fires (its window closed) cancels it.
            QTimer.singleShot(0, self, self._scroll_to_newest)

    def _scroll_to_newest(self) -> None:
        self._scroll_pending = False
        if self._pinned and self._lines:
            self._to_newest()

    def _remember_place(self) -> None:
        bar = self.verticalScrollBar()
        self._pinned = bar.value() >= bar.maximum()

    def _on_scroll_bar_action_triggered(self, _action: int) -> None:
        QTimer.singleShot(0, self, self._remember_place)  # the bar moves after this signal

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scroll_later()  # lines wrapped anew: the newest may have moved down

    def wheelEvent(self, event: QWheelEvent) -> None:
        super().wheelEvent(event)
        self._remember_place()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        self._remember_place()
