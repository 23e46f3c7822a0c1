"""A wrapping label of a fixed number of lines: what stands below it never moves when its text grows."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

# A text longer than the kept lines is set smaller, down to this share of the label's own font, rather than cut.
LEAST_SCALE = 0.7
STEP_SCALE = 0.05


class FixedLinesLabel(QLabel):
    """A word-wrapped QLabel exactly ``lines`` lines of its font high. A text that needs more lines at the label's
    width is drawn in a smaller font (never under LEAST_SCALE of it), so it is shown whole and nothing moves."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._lines = lines
        self._base = QFont(self.font())
        self._reserve()

    def set_base_font(self, font: QFont) -> None:
        """The font for a text that fits; the kept height follows it."""
        self._base = QFont(font)
        self._reserve()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _reserve(self) -> None:
        super().setFont(self._base)
        margins = self.contentsMargins()
        self.setFixedHeight(self._lines * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom())
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        if width <= 0:
            return
        font = QFont(self._base)
        base_size = self._base.pointSizeF()
        steps = round((1.0 - LEAST_SCALE) / STEP_SCALE)
        for step in range(steps + 1):
            font.setPointSizeF(base_size * (1.0 - step * STEP_SCALE))
            super().setFont(font)
            if self._needed_height(width) <= self.contentsRect().height():
                return

    def _needed_height(self, width: int) -> int:
        flags = int(Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, self.text()).height()
