"""The pieces of the Frantic Frankfurt table: key caps, target rings, empty slots, the mover that carries a card,
and the records of a column, a pile and another player's place. The scene (``ui/games/frantic_frankfurt/scene.py``)
builds them and lays them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.text_items import text_item
from tabletop_qt.ui.games.frantic_frankfurt.layout import (
    COLS_Y,
    GOLD,
    HIDDEN_STEP,
    INK,
    LIT,
    MAX_HIDDEN_SHOWN,
    MINI_HIDDEN,
    MINI_STEP,
)


def card_key(card: dict[str, Any] | None) -> str:
    """The art's file name of a card object (``resources/frantic_frankfurt/cards/<key>.svg``)."""
    if not card:
        return "back"
    return f"{card['colour']}_{card['value']}"


def two_lines(text: str) -> str:
    """A heading broken at the space nearest its middle (one word stays one line)."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces or "\n" in text:
        return text
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1 :]


def label_item(parent: QGraphicsItem | None, pixels: int, bold: bool = False, colour: QColor = INK) -> QGraphicsSimpleTextItem:
    return text_item(parent, pixels, bold, colour)


def set_text(item: QGraphicsSimpleTextItem, text: str) -> bool:
    """Set only what changed: a real-time table re-shows many times a second."""
    if item.text() != text:
        item.setText(text)
        return True
    return False


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setAcceptHoverEvents(False)
    return item


class KeyCap(QGraphicsPathItem):
    """A small keyboard key with its letter: the table shows which key plays what."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setBrush(QColor(255, 255, 255, 34))
        self.setPen(QPen(QColor(255, 255, 255, 120), 1.5))
        self._label = label_item(self, 20, True, INK)
        inert(self)

    def set_label(self, text: str) -> None:
        if set_text(self._label, text):
            box = self._label.boundingRect()
            width = max(34.0, box.width() + 18)
            self.setPath(rounded(QRectF(0, 0, width, 32), 7))
            self._label.setPos((width - box.width()) / 2, (32 - box.height()) / 2)

    def width(self) -> float:
        return self.path().boundingRect().width()


class Ring(QGraphicsPathItem):
    """The light around a legal target, brighter while a dragged card is over it."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rounded(rect.adjusted(-7, -7, 7, 7), 14), parent)
        self.setBrush(QColor(127, 227, 255, 40))
        self.setZValue(30)
        self.setVisible(False)
        self._state = (False, False)
        inert(self)

    def set_state(self, lit: bool, hot: bool) -> None:
        if (lit, hot) == self._state:
            return
        self._state = (lit, hot)
        self.setVisible(lit)
        if lit:
            self.setPen(QPen(GOLD if hot else LIT, 7 if hot else 5))
            self.setBrush(QColor(255, 213, 74, 60) if hot else QColor(127, 227, 255, 40))

    @property
    def lit(self) -> bool:
        return self._state[0]


def slot_outline(rect: QRectF, parent: QGraphicsItem | None = None) -> QGraphicsPathItem:
    """An empty place on the table: a dashed outline where a card may lie."""
    item = QGraphicsPathItem(rounded(rect, rect.width() * 0.07), parent)
    item.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
    item.setBrush(QColor(0, 0, 0, 40))
    inert(item)
    return item


class Mover:
    """Carries one card item from where it is to a place, scaling it on the way.

    One animation per item for the scene's whole life, restarted for every trip: nothing is created or
    deleted while cards fly (a real-time table moves cards several times a second), and nothing is left to a
    deferred delete when the scene is taken down with a trip under way."""

    def __init__(self, item: CardItem, owner: QGraphicsScene) -> None:
        self.item = item
        self.home = False  # the trip goes back to the item's own place (a refused or abandoned card)
        self._start = QPointF()
        self._end = QPointF()
        self._scales = (1.0, 1.0)
        self._on_done: Callable[[], None] | None = None
        self._animation = QVariantAnimation(owner)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._on_animation_value_changed)
        self._animation.finished.connect(self._on_animation_finished)

    @property
    def running(self) -> bool:
        return self._animation.state() is QAbstractAnimation.State.Running

    def move(
        self,
        end: QPointF,
        end_scale: float,
        ms: int,
        easing: QEasingCurve.Type,
        home: bool = False,
        on_done: Callable[[], None] | None = None,
        start: QPointF | None = None,
        start_scale: float | None = None,
    ) -> None:
        self._animation.stop()
        self._start = self.item.pos() if start is None else start
        self._end = end
        self._scales = (self.item.scale() if start_scale is None else start_scale, end_scale)
        self.home = home
        self._on_done = on_done
        self._animation.setDuration(ms)
        self._animation.setEasingCurve(easing)
        self._animation.start()

    def stop(self) -> None:
        self._on_done = None
        self.home = False
        self._animation.stop()

    def land(self) -> None:
        """Finish the trip at once."""
        if self.running:
            self._animation.setCurrentTime(self._animation.duration())  # ends it: finished runs on_done

    def _on_animation_value_changed(self, value: Any) -> None:
        if not shiboken6.isValid(self.item):
            return  # the scene is being taken down (its items go before its animations)
        t = float(value)
        self.item.setPos(self._start + (self._end - self._start) * t)
        self.item.setScale(self._scales[0] + (self._scales[1] - self._scales[0]) * t)

    def _on_animation_finished(self) -> None:
        on_done, self._on_done = self._on_done, None
        self.home = False
        if on_done is not None and shiboken6.isValid(self.item):
            on_done()


@dataclass
class Column:
    """One of your columns: face-down backs stacked under the face-up top."""

    index: int
    rect: QRectF  # the whole column's area, the drop target
    backs: list[CardItem]
    top: CardItem
    slot: QGraphicsPathItem
    ring: Ring
    key: KeyCap
    hidden_label: QGraphicsSimpleTextItem
    glow: QGraphicsPathItem  # behind the top card while it is in hand
    mover: Mover
    card: str | None = None  # the face-up top's id
    hidden: int = 0

    def top_home(self) -> QPointF:
        shown = min(self.hidden, MAX_HIDDEN_SHOWN)
        return QPointF(self.rect.x(), COLS_Y + shown * HIDDEN_STEP)


@dataclass
class Pile:
    """One discard pile: its top card, a hint of its thickness, its owner, size and key."""

    index: int  # the pile's number (it lies in front of seat ``index``)
    rect: QRectF
    slot: QGraphicsPathItem
    edges: list[QGraphicsPathItem]
    top: CardItem
    ring: Ring
    owner: QGraphicsSimpleTextItem
    count_badge: QGraphicsPathItem
    count: QGraphicsSimpleTextItem
    key: KeyCap
    note: QGraphicsSimpleTextItem  # "taken by …" after a slap
    card: str | None = None


@dataclass
class Opponent:
    """Another player's place: name, draw pile, held card and the four columns, small."""

    seat: int
    panel: QGraphicsPathItem
    name: QGraphicsSimpleTextItem
    status: QGraphicsSimpleTextItem
    draw: CardItem
    draw_count: QGraphicsSimpleTextItem
    held: CardItem
    columns: list[tuple[list[CardItem], CardItem, QGraphicsPathItem]]
    left: QGraphicsSimpleTextItem

    def top_scene_pos(self, column: int, hidden: int) -> QPointF:
        _, top, _ = self.columns[column]
        x = self.panel.pos().x() + mini_col_x(column)
        return QPointF(x, self.panel.pos().y() + 66 + min(hidden, MAX_HIDDEN_SHOWN) * MINI_HIDDEN)


def mini_col_x(column: int) -> float:
    return 196 + column * MINI_STEP
