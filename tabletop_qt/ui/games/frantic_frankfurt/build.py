"""Building the Frantic Frankfurt table's items: the cloth and your own place once, and the columns, piles and other
players' places once per table shape. The builder keeps nothing: the scene holds what it returns, and only updates it.
(The banner and the round summary build their own items: ``banner.py``, ``round_end.py``.)
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence, QLinearGradient, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from tabletop_qt.ui.items.art import CardArt

from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.games.frantic_frankfurt.items import (
    Column,
    KeyCap,
    Mover,
    Opponent,
    Pile,
    Ring,
    inert,
    label_item,
    mini_col_x,
    rounded,
    slot_outline,
)
from tabletop_qt.ui.games.frantic_frankfurt.layout import (
    ASPECT,
    COLS_X0,
    COLS_Y,
    COL_STEP,
    DRAW_W,
    DRAW_X,
    GOLD,
    HELD_X,
    HIDDEN_STEP,
    INK,
    MAX_HIDDEN_SHOWN,
    MINI_H,
    MINI_HIDDEN,
    MINI_W,
    MY_H,
    MY_PILES_Y,
    MY_W,
    PANEL_GAP,
    PANEL_H,
    PANEL_W,
    PANEL_Y,
    PILES_Y,
    PILE_H,
    PILE_KEYS,
    PILE_STEP,
    PILE_W,
    SCENE_H,
    SCENE_W,
    SOFT_INK,
    TABLE_BOTTOM,
    TABLE_TOP,
)


@dataclass(frozen=True)
class MyPlace:
    """Your own place beside your columns: draw pile, held card, name, cards left, status."""

    name: QGraphicsSimpleTextItem
    left: QGraphicsSimpleTextItem
    status: QGraphicsSimpleTextItem
    draw_label: QGraphicsSimpleTextItem
    held_label: QGraphicsSimpleTextItem
    draw: CardItem
    draw_count: QGraphicsSimpleTextItem
    held: CardItem
    draw_empty: QGraphicsPathItem


@dataclass(frozen=True)
class TableItems:
    """The items of one table shape (players, the seat at the bottom): your columns, the piles left to right
    (yours first), the other players' places. The lists are the scene's to update, never to replace."""

    shape: tuple[int, int]
    columns: list[Column]
    piles: list[Pile]
    opponents: list[Opponent]

    @property
    def bottom(self) -> int:
        return self.shape[1]

    def pile(self, index: int) -> Pile:
        for pile in self.piles:
            if pile.index == index:
                return pile
        raise KeyError(index)

    def items(self) -> list[QGraphicsItem]:
        """Every item of the shape (to take them off the scene when another shape is built)."""
        items: list[QGraphicsItem] = []
        for col in self.columns:
            items.extend((col.slot, *col.backs, col.top, col.ring, col.key, col.hidden_label))
        for pile in self.piles:
            items.extend((pile.slot, *pile.edges, pile.top, pile.ring, pile.owner, pile.count_badge, pile.key, pile.note))
        items.extend(o.panel for o in self.opponents)
        return items

    def card_items(self) -> list[CardItem]:
        items: list[CardItem] = []
        for col in self.columns:
            items.extend((*col.backs, col.top))
        items.extend(p.top for p in self.piles)
        for opp in self.opponents:
            items.extend((opp.draw, opp.held))
            for backs, top, _ in opp.columns:
                items.extend((*backs, top))
        return items


NO_TABLE = TableItems((0, 0), [], [], [])


class TableBuild:
    """Makes the table's items on ``scene`` with ``art``'s faces; the scene owns what it returns."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self._scene = scene
        self._art = art
        # Tables made ahead in idle time (build_ahead), off the scene, each with the ratio its cards were drawn at.
        self._ahead: dict[tuple[int, int], tuple[float, TableItems]] = {}

    def cloth(self) -> None:
        """The cloth, the middle and your side: drawn once, never touched again."""
        scene = self._scene
        cloth = QGraphicsPathItem(rounded(QRectF(8, 8, SCENE_W - 16, SCENE_H - 16), 34))
        gradient = QLinearGradient(0, 0, 0, SCENE_H)
        gradient.setColorAt(0, TABLE_TOP)
        gradient.setColorAt(1, TABLE_BOTTOM)
        cloth.setBrush(QBrush(gradient))
        cloth.setPen(QPen(QColor("#c9a45c"), 3))
        cloth.setZValue(-20)
        scene.addItem(inert(cloth))
        middle = QGraphicsPathItem(rounded(QRectF(70, PILES_Y - 64, SCENE_W - 140, 330), 28))
        middle.setBrush(QColor(255, 255, 255, 14))
        middle.setPen(QPen(QColor(255, 255, 255, 30), 1.5))
        middle.setZValue(-19)
        scene.addItem(inert(middle))
        mine = QGraphicsPathItem(rounded(QRectF(40, COLS_Y - 64, SCENE_W - 80, SCENE_H - COLS_Y + 38), 28))
        mine.setBrush(QColor(0, 0, 0, 50))
        mine.setPen(QPen(Qt.PenStyle.NoPen))
        mine.setZValue(-19)
        scene.addItem(inert(mine))

    def my_place(self, ratio: float) -> MyPlace:
        """Your own place: draw pile, held card, name and what is left to shed."""
        place = MyPlace(
            name=label_item(None, 30, True, INK),
            left=label_item(None, 22, False, SOFT_INK),
            status=label_item(None, 22, True, GOLD),
            draw_label=label_item(None, 20, False, SOFT_INK),
            held_label=label_item(None, 20, False, SOFT_INK),
            draw=CardItem(self._art, "back", width=DRAW_W, ratio=ratio),
            draw_count=label_item(None, 30, True, INK),
            held=CardItem(self._art, "back", width=DRAW_W, ratio=ratio),
            draw_empty=slot_outline(QRectF(0, 0, DRAW_W, DRAW_W * ASPECT)),
        )
        for item in (place.name, place.left, place.status):
            self._scene.addItem(item)
        place.draw.setPos(DRAW_X, MY_PILES_Y)
        place.held.setPos(HELD_X, MY_PILES_Y)
        place.draw_empty.setPos(DRAW_X, MY_PILES_Y)
        for card in (place.draw, place.held):
            inert(card)
        for item in (place.draw_label, place.held_label, place.draw_empty, place.draw, place.draw_count, place.held):
            self._scene.addItem(item)
        return place

    def build_ahead(self, shape: tuple[int, int], ratio: float) -> None:
        """Make a table of ``shape`` now (in idle time: 3-8 ms, a game's start built it in the new-game dialog's
        Start) and keep it off the scene until ``table`` asks for that shape at that ratio."""
        if shape not in self._ahead:
            made = self._make(shape, ratio)
            for item in made.items():
                self._scene.removeItem(item)
            self._ahead[shape] = (ratio, made)

    def table(self, shape: tuple[int, int], ratio: float) -> TableItems:
        """Items for a table of ``players`` seen from ``bottom``: made once, then only updated (the one made ahead
        for that shape, if its cards are at this ratio)."""
        ahead = self._ahead.pop(shape, None)
        if ahead is not None and abs(ahead[0] - ratio) < 1e-3:
            for item in ahead[1].items():
                self._scene.addItem(item)
            return ahead[1]
        return self._make(shape, ratio)

    def _make(self, shape: tuple[int, int], ratio: float) -> TableItems:
        players, bottom = shape
        scene = self._scene
        mine: list[Column] = []  # your columns
        for ci in range(4):
            x = COLS_X0 + ci * COL_STEP
            rect = QRectF(x - 16, COLS_Y - 30, MY_W + 32, MAX_HIDDEN_SHOWN * HIDDEN_STEP + MY_H + 46)
            slot = slot_outline(QRectF(0, 0, MY_W, MY_H))
            slot.setPos(x, COLS_Y)
            backs = []
            for k in range(MAX_HIDDEN_SHOWN):
                back = CardItem(self._art, "back", width=MY_W, ratio=ratio)
                back.setPos(x, COLS_Y + k * HIDDEN_STEP)
                back.setZValue(k)
                backs.append(inert(back))  # type: ignore[arg-type]
            top = CardItem(self._art, "back", width=MY_W, ratio=ratio)
            top.setZValue(10)
            top.setCursor(Qt.CursorShape.OpenHandCursor)
            inert(top)
            # The card in hand glows: an outline alone is lost on a yellow card.
            glow = QGraphicsPathItem(rounded(QRectF(-10, -10, MY_W + 20, MY_H + 20), 18), top)
            glow.setBrush(QColor(255, 255, 255, 150))
            glow.setPen(QPen(GOLD, 5))
            glow.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            glow.setVisible(False)
            inert(glow)
            ring = Ring(QRectF(0, 0, MY_W, MY_H))
            ring.setPos(x, COLS_Y)
            key = KeyCap()
            key.set_label(str(ci + 1))
            key.setPos(x + (MY_W - key.width()) / 2, COLS_Y + MAX_HIDDEN_SHOWN * HIDDEN_STEP + MY_H + 14)
            hidden_label = label_item(None, 20, True, SOFT_INK)
            for item in (slot, *backs, top, ring, key, hidden_label):
                scene.addItem(item)
            mine.append(Column(ci, rect, backs, top, slot, ring, key, hidden_label, glow, Mover(top, scene)))

        order = [(bottom + k) % players for k in range(players)]
        piles: list[Pile] = []
        x0 = (SCENE_W - ((players - 1) * PILE_STEP + PILE_W)) / 2
        for position, index in enumerate(order):
            x = x0 + position * PILE_STEP
            rect = QRectF(x, PILES_Y, PILE_W, PILE_H)
            slot = slot_outline(QRectF(0, 0, PILE_W, PILE_H))
            slot.setPos(x, PILES_Y)
            edges = []
            for k in range(3, 0, -1):
                edge = QGraphicsPathItem(rounded(QRectF(0, 0, PILE_W, PILE_H), PILE_W * 0.07))
                edge.setBrush(QColor("#efe6d0"))
                edge.setPen(QPen(QColor("#7b6f58"), 1))
                edge.setPos(x + k * 3.5, PILES_Y + k * 3.5)
                edges.append(inert(edge))  # type: ignore[arg-type]
            top = CardItem(self._art, "back", width=PILE_W, ratio=ratio)
            top.setPos(x, PILES_Y)
            top.setZValue(5)
            inert(top)
            ring = Ring(QRectF(0, 0, PILE_W, PILE_H))
            ring.setPos(x, PILES_Y)
            owner = label_item(None, 22, True, INK)
            badge = QGraphicsPathItem()
            badge.setBrush(QColor("#0d1b25"))
            badge.setPen(QPen(GOLD, 2))
            badge.setZValue(20)
            inert(badge)
            count = label_item(badge, 22, True, GOLD)
            key = KeyCap()
            key.set_label(QKeySequence(PILE_KEYS[position]).toString(QKeySequence.SequenceFormat.NativeText))
            key.setPos(x + (PILE_W - key.width()) / 2, PILES_Y + PILE_H + 18)
            note = label_item(None, 20, False, SOFT_INK)
            note.setZValue(6)
            for item in (slot, *edges, top, ring, owner, badge, key, note):
                scene.addItem(item)
            piles.append(Pile(index, rect, slot, edges, top, ring, owner, badge, count, key, note))

        opponents: list[Opponent] = []
        others = order[1:]
        total = len(others) * PANEL_W + (len(others) - 1) * PANEL_GAP
        for position, seat in enumerate(others):
            panel = QGraphicsPathItem(rounded(QRectF(0, 0, PANEL_W, PANEL_H), 18))
            panel.setPos((SCENE_W - total) / 2 + position * (PANEL_W + PANEL_GAP), PANEL_Y)
            panel.setBrush(QColor(0, 0, 0, 60))
            panel.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
            inert(panel)
            name = label_item(panel, 24, True, INK)
            name.setPos(16, 12)
            status = label_item(panel, 18, True, GOLD)
            draw = CardItem(self._art, "back", width=MINI_W, ratio=ratio)
            draw.setParentItem(panel)
            draw.setPos(16, 66)
            draw_count = label_item(panel, 22, True, INK)
            held = CardItem(self._art, "back", width=MINI_W, ratio=ratio)
            held.setParentItem(panel)
            held.setPos(118, 66)
            left = label_item(panel, 17, False, SOFT_INK)
            columns = []
            for ci in range(4):
                x = mini_col_x(ci)
                slot = slot_outline(QRectF(0, 0, MINI_W, MINI_H), panel)
                slot.setPos(x, 66)
                backs = []
                for k in range(MAX_HIDDEN_SHOWN):
                    back = CardItem(self._art, "back", width=MINI_W, ratio=ratio)
                    back.setParentItem(panel)
                    back.setPos(x, 66 + k * MINI_HIDDEN)
                    back.setZValue(k)
                    backs.append(inert(back))  # type: ignore[arg-type]
                top = CardItem(self._art, "back", width=MINI_W, ratio=ratio)
                top.setParentItem(panel)
                top.setZValue(10)
                inert(top)
                columns.append((backs, top, slot))
            for item in (draw, held):
                inert(item)
            scene.addItem(panel)
            opponents.append(Opponent(seat, panel, name, status, draw, draw_count, held, columns, left))
        return TableItems(shape, mine, piles, opponents)
