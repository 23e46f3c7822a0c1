"""A ghost figure on the Times Square street: where a legal action would put a figure; clicking it makes that
action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from tabletop_qt.ui.games.times_square.layout import FIGURE_H, FIGURE_W, GHOST


class Ghost(QGraphicsPixmapItem):
    """A figure where a legal action would put it: click it to make that action."""

    def __init__(
        self,
        pixmap: QPixmap,
        figure: str,
        space: int,
        action: dict[str, Any],
        joker: bool,
        on_click: Callable[[dict[str, Any]], None],
    ) -> None:
        super().__init__(pixmap)
        self.figure = figure
        self.space = space
        self.action = action
        self.joker = joker
        self._on_click = on_click
        self.setOpacity(0.55)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(30)
        rect = QRectF(-3, -3, FIGURE_W + 6, FIGURE_H + 6)
        outline = QGraphicsRectItem(rect, self)
        outline.setPen(QPen(GHOST, 2.5, Qt.PenStyle.DashLine))
        outline.setBrush(QBrush(QColor(255, 226, 122, 40)))
        outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if joker:
            # A red diamond on the ghost: the move uses Dancing Deb's card as a joker. No words, three languages.
            badge = QGraphicsPathItem(self)
            path = QPainterPath()
            path.moveTo(FIGURE_W - 2, -10)
            path.lineTo(FIGURE_W + 8, 0)
            path.lineTo(FIGURE_W - 2, 10)
            path.lineTo(FIGURE_W - 12, 0)
            path.closeSubpath()
            badge.setPath(path)
            badge.setBrush(QBrush(QColor("#d8283c")))
            badge.setPen(QPen(QColor("#ffffff"), 1.5))
            badge.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def shape(self) -> QPainterPath:
        # Qt's own shape of a pixmap item counts device pixels, not the pixmap's scaled size: on a small window
        # (fewer than one pixel per scene unit) it would cover only part of the ghost.
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setOpacity(0.9)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setOpacity(0.55)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self._on_click(self.action)
