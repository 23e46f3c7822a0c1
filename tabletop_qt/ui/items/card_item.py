"""A card on the table: paints its SVG, shows selection and legal-target highlights, reports clicks."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from tabletop_qt.ui.items.art import CardArt

CARD_W = 100.0
CARD_H = 140.0


class CardItem(QGraphicsObject):
    clicked = Signal(int)  # the item's slot (a grid cell, say)
    double_clicked = Signal(int)

    def __init__(self, art: CardArt, key: str, slot: int = -1, width: float = CARD_W) -> None:
        super().__init__()
        self._art = art
        self._key = key
        self.slot = slot
        self._w = width
        self._h = width * CARD_H / CARD_W
        self._selected = False
        self._selectable = False
        self._dimmed = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    @property
    def key(self) -> str:
        return self._key

    def set_key(self, key: str) -> None:
        if key != self._key:
            self._key = key
            self.update()

    def set_state(self, *, selected: bool, selectable: bool, dimmed: bool) -> None:
        if (selected, selectable, dimmed) != (self._selected, self._selectable, self._dimmed):
            self._selected, self._selectable, self._dimmed = selected, selectable, dimmed
            self.setCursor(Qt.CursorShape.PointingHandCursor if selectable or selected else Qt.CursorShape.ArrowCursor)
            self.update()

    @property
    def is_selected(self) -> bool:
        return self._selected

    @property
    def is_selectable(self) -> bool:
        return self._selectable

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self._w + 12, self._h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._w * 0.07
        # A soft shadow under every card so the grid reads as cards lying on cloth.
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(2.5, 3.5), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        renderer = self._art.renderer(self._key)
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            painter.fillPath(path, QColor("#ddd"))
        if self._dimmed:
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            painter.fillPath(path, QColor(20, 30, 25, 110))
        if self._selectable or self._selected:
            colour = QColor("#ffd54a") if self._selected else QColor("#7fe3ff")
            pen = QPen(colour, 5 if self._selected else 3)
            painter.setPen(pen)
            painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.slot)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit(self.slot)
