"""The tutorial's pointer on the table: a thick amber ring around the item to click and an arrow pointing at it.

It lies over everything on the scene (a top-level item with a high Z, so no card stacked later hides it), drawn
around the item's place in the scene at a fixed size on the screen, and lets every mouse click through to the
item. The coach draws it again whenever the table changes. A button beside the table is marked by a ring drawn
with a style sheet instead (`mark_button`), since it is not on the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QPushButton

POINTER_COLOUR = QColor("#ffb300")  # amber: seen on the green table, the cards and the map alike
POINTER_Z = 10_000.0
BUTTON_MARK = "QPushButton { border: 3px solid #ffb300; border-radius: 4px; padding: 4px; font-weight: bold; }"


class PointerItem(QGraphicsPathItem):
    """A ring around ``target`` and an arrow from above-left of it (from below, or from the right, where the table
    has no room).
    ``pixel`` is the scene's length of one pixel on the screen (the view's scale), so the pointer looks the same
    at any window size."""

    def __init__(self, target: QGraphicsItem, pixel: float) -> None:
        super().__init__()
        self.target = target
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(POINTER_Z)
        margin = 6.0 * pixel
        ring = target.sceneBoundingRect().adjusted(-margin, -margin, margin, margin)
        path = QPainterPath()
        path.addRoundedRect(ring, 8.0 * pixel, 8.0 * pixel)
        length, head = 110.0 * pixel, 24.0 * pixel
        scene = target.scene()
        bounds = scene.itemsBoundingRect() if scene is not None else ring.adjusted(-length, -length, length, length)
        # Above the ring unless the table has no room there; from the left unless that leaves the table.
        up = ring.top() - length * 0.87 >= bounds.top()
        left = ring.left() + ring.width() * 0.25 - length * 0.5 >= bounds.left()
        tip = QPointF(ring.left() + ring.width() * (0.25 if left else 0.75), ring.top() if up else ring.bottom())
        tail = QPointF(tip.x() + (-0.5 if left else 0.5) * length, tip.y() + (-0.87 if up else 0.87) * length)
        path.moveTo(tail)
        path.lineTo(tip)
        # The arrow's head: two strokes back from the tip, 28 degrees either side of the shaft.
        shaft = QPointF(tail.x() - tip.x(), tail.y() - tip.y())
        norm = (shaft.x() ** 2 + shaft.y() ** 2) ** 0.5 or 1.0
        ux, uy = shaft.x() / norm, shaft.y() / norm
        for sin in (-0.469, 0.469):  # sin(28°); cos(28°) = 0.883
            dx, dy = ux * 0.883 - uy * sin, uy * 0.883 + ux * sin
            path.moveTo(tip)
            path.lineTo(QPointF(tip.x() + head * dx, tip.y() + head * dy))
        self.setPath(path)
        pen = QPen(POINTER_COLOUR, 7.0 * pixel)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        if scene is not None:
            scene.addItem(self)

    def shape(self) -> QPainterPath:  # noqa: D102 (never hit: clicks go to the item under the ring)
        return QPainterPath()


def mark_button(button: QPushButton, marked: bool) -> None:
    """A ring around a button beside the table while the tutorial points at it."""
    button.setStyleSheet(BUTTON_MARK if marked else "")
    button.setProperty("tutorial_marked", marked)
