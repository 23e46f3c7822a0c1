"""The mark of the last move on a table: outlines round what it touched and an arrow along its path.

Every game's scene keeps one ``LastMoveMark``; it shows what the latest move did (Tea Time's emptied cells, Times
Square's figure path, Frantic Frankfurt's pile, High Noon Saloon's attack or move) until the next move replaces
it, so a player who looked away sees what just happened.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene
from shiboken6 import isValid

from tabletop_qt.ui.items.parent_item import parent_item

MARK_COLOUR = QColor("#ffb347")  # warm orange: apart from the gold selection and the white keyboard ring
MARK_FILL = QColor(255, 179, 71, 46)
#: ``QGraphicsItem.data(MARK_KEY)`` is MARK_ROLE on every item of a mark: tests and tools find them by it.
MARK_KEY = 0
MARK_ROLE = "last_move"
Z = 40.0  # over the cards and figures, under flying cards and dialogs drawn in the scene


class LastMoveMark:
    """The items of one scene's last-move mark. ``show`` replaces the previous mark; ``clear`` removes it."""

    def __init__(self, scene: QGraphicsScene, width: float = 4.0, colour: QColor = MARK_COLOUR) -> None:
        self._scene = scene
        self._width = width
        self._colour = QColor(colour)
        self._fill = QColor(colour)
        self._fill.setAlpha(MARK_FILL.alpha())
        self._items: list[QGraphicsPathItem] = []

    @property
    def shown(self) -> bool:
        return bool(self.items())

    def items(self) -> list[QGraphicsPathItem]:
        """The mark's items still on the scene (a scene that clears itself deletes them)."""
        return [i for i in self._items if isValid(i) and i.scene() is self._scene]

    def clear(self) -> None:
        for item in self._items:
            if isValid(item) and item.scene() is self._scene:
                self._scene.removeItem(item)
        self._items = []

    def take_items(self) -> list[QGraphicsPathItem]:
        """Hand the mark's items over (still on the scene) and forget them: the caller fades them out while a new
        mark may be shown."""
        items, self._items = self.items(), []
        return items

    def show(self, rects: Sequence[QRectF] = (), lines: Sequence[QLineF] = (), inset: float = 0.0) -> None:
        """Outline each of ``rects`` and draw each of ``lines`` as an arrow to its end, in scene coordinates;
        ``inset`` shortens the arrows at both ends (so they touch a round figure's edge, not hide its face)."""
        self.clear()
        pen = QPen(self._colour, self._width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        # Dashed outlines: never taken for the solid frame of a selection or of a lit choice.
        outline = QPen(self._colour, self._width, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        for rect in rects:
            path = QPainterPath()
            grown = rect.adjusted(-4, -4, 4, 4)
            path.addRoundedRect(grown, 10, 10)
            self._add(path, outline, QBrush(self._fill))
        for line in lines:
            if line.length() <= 2 * inset + 1:
                continue
            short = QLineF(line)
            if inset:
                unit = line.unitVector()
                step = QPointF(unit.dx() * inset, unit.dy() * inset)
                short = QLineF(line.p1() + step, line.p2() - step)
            self._add(_arrow_path(short), pen, QBrush(self._colour), arrow=True)

    def _add(self, path: QPainterPath, pen: QPen, brush: QBrush, arrow: bool = False) -> None:
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        if not arrow:
            item.setBrush(brush)
        item.setZValue(Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a mark never takes a click meant for the table
        item.setAcceptHoverEvents(False)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        item.setData(MARK_KEY, MARK_ROLE)
        self._scene.addItem(item)
        self._items.append(item)
        if arrow:
            head = QGraphicsPathItem(_head_path(path), item)
            head.setPen(pen)
            head.setBrush(brush)
            head.setData(MARK_KEY, MARK_ROLE)


def _arrow_path(line: QLineF) -> QPainterPath:
    path = QPainterPath(line.p1())
    path.lineTo(line.p2())
    return path


def _head_path(shaft: QPainterPath) -> QPainterPath:
    """A filled head at the shaft's end, pointing along it."""
    end = shaft.pointAtPercent(1.0)
    start = shaft.pointAtPercent(0.0)
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    size = 16.0
    left = QPointF(end.x() - size * math.cos(angle - 0.45), end.y() - size * math.sin(angle - 0.45))
    right = QPointF(end.x() - size * math.cos(angle + 0.45), end.y() - size * math.sin(angle + 0.45))
    head = QPainterPath(end)
    head.lineTo(left)
    head.lineTo(right)
    head.closeSubpath()
    return head


def marks_in(scene: QGraphicsScene) -> list[QGraphicsItem]:
    """The top-level items of the last-move mark on ``scene`` (for tests and screenshots)."""
    return [i for i in scene.items() if parent_item(i) is None and i.data(MARK_KEY) == MARK_ROLE]
