"""The High Noon Saloon map's legend beside the table: what an orange space, a sun and a shield mean, each with the
mark as the map draws it (the review: orange spaces looked like highlights, and nothing explained the badges)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from tabletop_qt.ui.games.high_noon_saloon.layout import ICONS, ORANGE

ICON_PX = 16


def _orange_space(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush(QColor("#c98a3c")))  # as SpaceItem draws an orange space
    painter.setPen(QPen(ORANGE, 2.5))
    painter.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return pixmap


def _icon(name: str, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    QSvgRenderer(str(ICONS / f"{name}.svg")).render(painter, QRectF(0, 0, size, size))
    painter.end()
    return pixmap


class HnsLegend(QWidget):
    """Three lines, each a mark and what it means; re-worded by ``retranslate``."""

    MARKS = ("orange", "sun", "shield")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hns_legend")
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(2)
        self.texts: dict[str, QLabel] = {}
        for row, mark in enumerate(self.MARKS):
            icon = QLabel()
            icon.setPixmap(_orange_space(ICON_PX) if mark == "orange" else _icon(mark, ICON_PX))
            icon.setAlignment(Qt.AlignmentFlag.AlignTop)
            text = QLabel()
            text.setObjectName(f"legend_{mark}")
            text.setWordWrap(True)
            font = text.font()
            font.setPointSizeF(font.pointSizeF() * 0.9)
            text.setFont(font)
            layout.addWidget(icon, row, 0)
            layout.addWidget(text, row, 1)
            self.texts[mark] = text
        layout.setColumnStretch(1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        words = {
            "orange": QCoreApplication.translate(
                "HighNoonSaloon", "Orange space: under a movement limit, the only spaces you may move to."),
            "sun": QCoreApplication.translate(
                "HighNoonSaloon", "Sun: attacks from this cover against other covers do more damage."),
            "shield": QCoreApplication.translate(
                "HighNoonSaloon", "Shield: attacks from other covers do less damage to a player here."),
        }
        for mark, text in words.items():
            self.texts[mark].setText(text)
