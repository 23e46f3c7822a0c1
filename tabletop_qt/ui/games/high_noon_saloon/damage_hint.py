"""The attacker's damage hint on the High Noon Saloon table: while targets are lit, the pointer over a lit target
(its figure on the map or its board) shows a small label by it, "Bruno would take 5 damage before any block."

The number is the engine's (core preview.damage_before_block, the very sum the resolution deals), read from the
view the scene shows, so it works the same for a person at this screen and a guest at a LAN table. The label is
one item kept for the scene's life: it watches the figures and boards it is given through a scene event filter,
so the scene's items stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.content import Content
from tabletop_qt.core.games.high_noon_saloon.preview import damage_before_block

PADDING = 8.0
GAP = 6.0
TALL = 100.0  # an item taller than this (a board) gets the label inside its bottom edge, a figure above it
FILL = QColor(16, 34, 42, 235)
EDGE = QColor("#7fe3ff")  # the lit targets' colour
INK = QColor("#f4ecd8")


def damage_text(player: str, damage: int) -> str:
    """The hint's sentence, in the table's language (Qt's numerus form: "1 danno", "3 danni")."""
    count = int(damage)  # a plain name: lupdate's Python parser drops a call whose count is an expression
    return QCoreApplication.translate(
        "HighNoonSaloon", "{player} would take %n damage before any block.", None, count
    ).format(player=player)


class DamageHint(QGraphicsRectItem):
    """The label, hidden until the pointer is over a watched item whose seat a legal target action names."""

    def __init__(self, content: Content) -> None:
        super().__init__()
        self.setZValue(90)  # over figures, boards and chips
        self.setBrush(QBrush(FILL))
        self.setPen(QPen(EDGE, 2))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        self._text.setFont(font)
        self._text.setBrush(QBrush(INK))
        self._catalog = Catalog(content)
        self._damage: dict[int, int] = {}
        self._names: list[str] = []
        self._watched: dict[QGraphicsItem, int] = {}
        self._over: QGraphicsItem | None = None  # the watched item under the pointer
        # Where the pointer rests over a watched item (None: over none): a position drawn anew puts new items
        # under a still pointer, which Qt sends no hover for until it moves.
        self._pointer: QPointF | None = None
        self.hide()

    def set_content(self, content: Content) -> None:
        self._catalog = Catalog(content)

    def show_view(self, view: dict[str, Any], names: Sequence[str], legal: Sequence[dict[str, Any]]) -> None:
        """The damage each seat a legal target action names would take, from ``view`` (an empty table when the
        seat shown names no target). A view the pack cannot read is the host's fault: ValueError, which the
        game page reports for a LAN table."""
        self._names = list(names)
        seats = sorted({int(t) for a in legal if a.get("type") == "target" for t in a.get("targets", [])})
        try:
            found = {seat: damage_before_block(self._catalog, view, seat) for seat in seats}
        except InvalidStateError as exc:
            raise ValueError(f"a view the damage preview cannot read: {exc}") from exc
        self._damage = {seat: damage for seat, damage in found.items() if damage is not None}
        over = self._over
        if over is not None and over.scene() is not None and self._watched.get(over) in self._damage:
            self._show_by(over)
        else:
            self.hide()

    def watch(self, item: QGraphicsItem, seat: int) -> None:
        """Show the label while the pointer is over ``item`` (a figure or a board, already in the scene)."""
        # Items of positions drawn since are gone from the scene: let them go.
        self._watched = {old: s for old, s in self._watched.items() if old.scene() is not None}
        if item not in self._watched:
            item.setAcceptHoverEvents(True)
            item.installSceneEventFilter(self)
        self._watched[item] = seat
        if self._pointer is not None and item.contains(item.mapFromScene(self._pointer)):
            self._over = item

    def text_for(self, seat: int) -> str | None:
        """The sentence for ``seat``, or None when it is no target now."""
        damage = self._damage.get(seat)
        if damage is None:
            return None
        name = self._names[seat] if seat < len(self._names) else str(seat + 1)
        return damage_text(name, damage)

    def text(self) -> str:
        """What the label says now ("" while hidden)."""
        return self._text.text() if self.isVisible() else ""

    def retranslate(self) -> None:
        if self.isVisible() and self._over is not None:
            self._show_by(self._over)

    def sceneEventFilter(self, watched: QGraphicsItem, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in (QEvent.Type.GraphicsSceneHoverEnter, QEvent.Type.GraphicsSceneHoverMove):
            self._pointer = event.scenePos()  # type: ignore[attr-defined]
            if watched is not self._over or kind == QEvent.Type.GraphicsSceneHoverEnter:
                self._over = watched
                self._show_by(watched)
        elif kind == QEvent.Type.GraphicsSceneHoverLeave and watched is self._over:
            self._over = None
            self._pointer = None
            self.hide()
        return False  # the item still gets the event (its cursor, its clicks)

    def _show_by(self, item: QGraphicsItem) -> None:
        text = self.text_for(self._watched.get(item, -1))
        if text is None:
            self.hide()
            return
        self._text.setText(text)
        size = self._text.boundingRect()
        width, height = size.width() + 2 * PADDING, size.height() + 2 * PADDING
        self.setRect(QRectF(0, 0, width, height))
        self._text.setPos(PADDING, PADDING)
        box = item.sceneBoundingRect()
        x = box.center().x() - width / 2
        y = box.bottom() - height - GAP if box.height() > TALL else box.top() - height - GAP
        scene = self.scene()
        if scene is not None:
            area = scene.sceneRect()
            x = min(max(x, area.left() + GAP), area.right() - width - GAP)
            y = max(y, area.top() + GAP)
        self.setPos(x, y)
        self.show()
