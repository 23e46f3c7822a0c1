"""A check box whose label wraps onto more lines, so a long option never makes its dialog jump wider."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton, QWidget

# The widest a wrapping label asks to be, and the least it accepts, in average characters of its font.
WRAP_CHARS = 52
LEAST_CHARS = 22


class WrapCheckBox(QCheckBox):
    """A QCheckBox (same signals, text() and checked state) that draws its text wrapped beside the indicator."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # ------------------------------------------------------------------ geometry
    def _indicator(self) -> tuple[int, int]:
        """The indicator's width and the gap after it, as the style draws them."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        return (
            style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, self),
            style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, option, self),
        )

    def _text_rect(self, width: int) -> QRect:
        indicator, gap = self._indicator()
        left = indicator + gap
        flags = int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic)
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width - left), 100_000), flags, self.text())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        indicator, _ = self._indicator()
        return max(indicator, self._text_rect(width).height()) + 2

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        indicator, gap = self._indicator()
        natural = indicator + gap + self.fontMetrics().horizontalAdvance(self.text().replace("&", "")) + 2
        width = min(natural, indicator + gap + self.fontMetrics().averageCharWidth() * WRAP_CHARS)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        indicator, gap = self._indicator()
        width = min(self.sizeHint().width(), indicator + gap + self.fontMetrics().averageCharWidth() * LEAST_CHARS)
        return QSize(width, self.heightForWidth(width))

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 (Qt's name)
        return self.rect().contains(pos)  # the whole wrapped label, as a plain check box's label

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        indicator, gap = self._indicator()
        painter = QPainter(self)
        style = self.style()
        box = QStyleOptionButton(option)
        box.rect = QRect(0, 0, indicator, max(indicator, self.fontMetrics().height()))
        box.text = ""
        style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, box, painter, self)
        text_rect = QRect(indicator + gap, 0, self.width() - indicator - gap, self.height())
        flags = int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        style.drawItemText(painter, text_rect, flags, option.palette, self.isEnabled(), self.text())
        if self.hasFocus():
            focus = QStyleOptionButton(option)
            focus.rect = text_rect.adjusted(-1, 0, 1, 0)
            style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus, painter, self)
        painter.end()
