"""The large card on the High Noon Saloon table: resting the pointer on any card (the hand, a slot, another
player's weapons, the discards) shows it at about three times a hand card's size beside it, where every word
reads, until the pointer leaves it. It never takes a click or a hover from the table under it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.parent_item import parent_item
from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces

BIG_W = 280.0  # scene units: about 180 px wide at 1366x768, its effect text some 21 px
BIG_H = BIG_W * 1.4
REST_MS = 180  # the pointer rests this long on a card before it is shown large (passing over cards shows nothing)
Z_BIG = 90.0  # over everything on the table, the effects included
GAP = 12.0
# Keys that are no card to read: backs and empty places.
NOT_CARDS = ("back", "load_back", "empty")


class HoverCard(QObject):
    """The big card of one scene. It watches the scene's mouse moves (an event filter: the scene's own handling is
    untouched) and hides when the pointer leaves the table."""

    def __init__(self, scene: QGraphicsScene, faces: Callable[[], HnsCardFaces], ratio: Callable[[], float]) -> None:
        super().__init__(scene)
        self._scene = scene
        self._faces = faces
        self._ratio = ratio
        self._item: CardItem | None = None
        self._under: CardItem | None = None  # the card the pointer rests on
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REST_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        scene.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.GraphicsSceneMouseMove:
            self.point_at(event.scenePos())  # type: ignore[attr-defined]
        elif event.type() == QEvent.Type.Leave:
            self._under = None
            self.hide()
        return False  # the table handles every event as before

    @property
    def shown_key(self) -> str | None:
        """The key of the card shown large, or None."""
        item = self._item
        return item.key if item is not None and item.isVisible() else None

    @property
    def item(self) -> CardItem | None:
        return self._item

    def point_at(self, pos: QPointF) -> None:
        card = self._card_at(pos)
        if card is self._under:
            return
        self._under = card
        self.hide()
        if card is not None:
            self._timer.start()

    def show_for(self, card: CardItem) -> None:
        """Show ``card`` large beside it now."""
        self._under = card
        key = card.key
        if self._item is None or self._item.key != key or self._item.scene() is not self._scene:
            self._drop()
            self._item = CardItem(self._faces(), key, width=BIG_W, ratio=self._ratio())  # type: ignore[arg-type]
            self._item.setZValue(Z_BIG)
            self._item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._item.setAcceptHoverEvents(False)
            self._item.setData(0, "hover_card")
            self._scene.addItem(self._item)
        self._item.setPos(self._place(card.sceneBoundingRect()))
        self._item.setVisible(True)

    def hide(self) -> None:
        self._timer.stop()
        if self._item is not None:
            self._item.setVisible(False)

    def still_there(self) -> None:
        """A new position is drawn: the card under the pointer may be gone (played, discarded)."""
        under = self._under
        if under is not None and (under.scene() is not self._scene or not under.isVisible()):
            self.forget()
        elif self.shown_key is not None and under is not None and under.key != self.shown_key:
            self.show_for(under)  # the same place shows another card now

    def forget(self) -> None:
        """The faces or the table changed (a pack, a language, a new position): drop the big card."""
        self._timer.stop()
        self._under = None
        self._drop()

    def _drop(self) -> None:
        if self._item is not None and self._item.scene() is self._scene:
            self._scene.removeItem(self._item)
        self._item = None

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self._scene.items(pos):
            if item is self._item:
                continue
            while item is not None and not isinstance(item, CardItem):
                item = parent_item(item)
            if isinstance(item, CardItem) and item is not self._item:
                return item if item.key.split("#", 1)[0] not in NOT_CARDS and item.isVisible() else None
        return None

    def _place(self, under: QRectF) -> QPointF:
        """Above the card if there is room (the hand row), else beside it, inside the scene."""
        bounds = self._scene.sceneRect()
        x = min(max(bounds.left() + 4, under.center().x() - BIG_W / 2), bounds.right() - BIG_W - 4)
        if under.top() - GAP - BIG_H >= bounds.top():
            return QPointF(x, under.top() - GAP - BIG_H)
        y = min(max(bounds.top() + 4, under.center().y() - BIG_H / 2), bounds.bottom() - BIG_H - 4)
        left = under.left() - GAP - BIG_W
        return QPointF(left if left >= bounds.left() else under.right() + GAP, y)

    def _on_timer_timeout(self) -> None:
        if self._under is not None and self._under.scene() is self._scene:
            self.show_for(self._under)
