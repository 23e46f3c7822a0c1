"""The tutorial's pointer on the table: a thick ring around the item to click and an arrow pointing at it.

It follows its item: it is a child of that item (so it moves, scales and disappears with it) and lets every
mouse click through to it. A button beside the table is marked by a ring drawn with a style sheet instead
(`mark_button`), since it is not on the scene.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QPushButton

POINTER_COLOUR = QColor("#ffb300")  # amber: seen on the green table, the cards and the map alike
POINTER_Z = 10_000.0
BUTTON_MARK = "QPushButton { border: 3px solid #ffb300; border-radius: 4px; padding: 4px; font-weight: bold; }"


class PointerItem(QGraphicsPathItem):
    """A ring around the parent item's bounds and an arrow coming from above-left of it."""

    def __init__(self, target: QGraphicsItem) -> None:
        super().__init__(target)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)
        self.setZValue(POINTER_Z)
        # The ring and the arrow are drawn at the same size on the screen, whatever the item's own scale.
        scale = _scene_scale(target)
        rect = target.boundingRect()
        margin = 6.0 / scale
        ring = rect.adjusted(-margin, -margin, margin, margin)
        path = QPainterPath()
        path.addRoundedRect(ring, 8.0 / scale, 8.0 / scale)
        tip = QPointF(ring.left() + ring.width() * 0.25, ring.top())
        length, head = 110.0 / scale, 24.0 / scale
        angle = math.radians(-60)  # from above-left, pointing down-right at the ring
        tail = QPointF(tip.x() - length * math.cos(angle), tip.y() + length * math.sin(angle))
        path.moveTo(tail)
        path.lineTo(tip)
        for side in (-1, 1):
            back = math.atan2(tail.y() - tip.y(), tail.x() - tip.x()) + side * math.radians(28)
            path.moveTo(tip)
            path.lineTo(QPointF(tip.x() + head * math.cos(back), tip.y() + head * math.sin(back)))
        self.setPath(path)
        pen = QPen(POINTER_COLOUR, 7.0 / scale)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))

    def shape(self) -> QPainterPath:  # noqa: D102 (never hit: clicks go to the item under the ring)
        return QPainterPath()


def _scene_scale(item: QGraphicsItem) -> float:
    """How many scene units one of the item's units is (its and its parents' scale)."""
    transform = item.sceneTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    return scale if scale > 1e-6 else 1.0


def pointer_rect(pointer: PointerItem) -> QRectF:
    return pointer.sceneBoundingRect()


def mark_button(button: QPushButton, marked: bool) -> None:
    """A ring around a button beside the table while the tutorial points at it."""
    button.setStyleSheet(BUTTON_MARK if marked else "")
    button.setProperty("tutorial_marked", marked)
