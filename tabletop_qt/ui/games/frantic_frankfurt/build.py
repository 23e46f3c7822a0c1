"""Building the Frantic Frankfurt table's items: what every table has (the cloth, the banner and its button, the
round summary panel) once, and the columns, piles and other players' places once per table shape.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence, QLinearGradient, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

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
from tabletop_qt.ui.games.frantic_frankfurt.summary import RoundSummaryPanel
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


class TableBuild:
    """Builds the items of ``FranticFrankfurtScene``, which it is mixed into: it sets the scene's item attributes that
    the scene's refreshing, input and animation then only update."""

    def _build_static(self) -> None:
        """What every table has, whatever its size: the cloth, the banner and its button, the round summary."""
        cloth = QGraphicsPathItem(rounded(QRectF(8, 8, SCENE_W - 16, SCENE_H - 16), 34))
        gradient = QLinearGradient(0, 0, 0, SCENE_H)
        gradient.setColorAt(0, TABLE_TOP)
        gradient.setColorAt(1, TABLE_BOTTOM)
        cloth.setBrush(QBrush(gradient))
        cloth.setPen(QPen(QColor("#c9a45c"), 3))
        cloth.setZValue(-20)
        self.addItem(inert(cloth))
        middle = QGraphicsPathItem(rounded(QRectF(70, PILES_Y - 64, SCENE_W - 140, 330), 28))
        middle.setBrush(QColor(255, 255, 255, 14))
        middle.setPen(QPen(QColor(255, 255, 255, 30), 1.5))
        middle.setZValue(-19)
        self.addItem(inert(middle))
        mine = QGraphicsPathItem(rounded(QRectF(40, COLS_Y - 64, SCENE_W - 80, SCENE_H - COLS_Y + 38), 28))
        mine.setBrush(QColor(0, 0, 0, 50))
        mine.setPen(QPen(Qt.PenStyle.NoPen))
        mine.setZValue(-19)
        self.addItem(inert(mine))

        self._banner = label_item(None, 34, True, INK)
        self._banner.setZValue(40)
        self.addItem(self._banner)
        self._button = QGraphicsPathItem()
        self._button.setZValue(40)
        self._button.setBrush(QColor("#f0b429"))
        self._button.setPen(QPen(QColor("#ffe9a8"), 2))
        self._button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._button_label = label_item(self._button, 28, True, QColor("#1b1405"))
        self._button_key = KeyCap(self._button)
        self._button_key.setBrush(QColor(0, 0, 0, 40))
        self._button_key.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
        self._button.setVisible(False)
        self.addItem(self._button)

        # Your own place: draw pile, held card, name and what is left to shed.
        self._my_name = label_item(None, 30, True, INK)
        self._my_left = label_item(None, 22, False, SOFT_INK)
        self._my_status = label_item(None, 22, True, GOLD)
        for item in (self._my_name, self._my_left, self._my_status):
            self.addItem(item)
        self._my_draw_label = label_item(None, 20, False, SOFT_INK)
        self._my_held_label = label_item(None, 20, False, SOFT_INK)
        self._my_draw = CardItem(self._art, "back", width=DRAW_W, ratio=self._ratio)
        self._my_draw.setPos(DRAW_X, MY_PILES_Y)
        self._my_draw_count = label_item(None, 30, True, INK)
        self._my_held = CardItem(self._art, "back", width=DRAW_W, ratio=self._ratio)
        self._my_held.setPos(HELD_X, MY_PILES_Y)
        self._my_draw_empty = slot_outline(QRectF(0, 0, DRAW_W, DRAW_W * ASPECT))
        self._my_draw_empty.setPos(DRAW_X, MY_PILES_Y)
        for item in (self._my_draw, self._my_held):
            inert(item)
        for item in (
            self._my_draw_label,
            self._my_held_label,
            self._my_draw_empty,
            self._my_draw,
            self._my_draw_count,
            self._my_held,
        ):
            self.addItem(item)

        # The round summary: over the middle of the table until the next round is under way, or a click.
        self._summary_panel = RoundSummaryPanel()
        self.addItem(self._summary_panel)
        self._retranslate_static()

    def _build(self, shape: tuple[int, int]) -> None:
        """Items for a table of ``players`` seen from ``bottom``: made once, then only updated."""
        self._finish_animations()
        for item in self._dynamic_items():
            self.removeItem(item)
        players, bottom = shape
        self._shape = shape
        self._bottom = bottom
        self._picked = None
        self._pending = None
        self._dragging = False
        self._press = None

        self._columns = []
        for ci in range(4):
            x = COLS_X0 + ci * COL_STEP
            rect = QRectF(x - 16, COLS_Y - 30, MY_W + 32, MAX_HIDDEN_SHOWN * HIDDEN_STEP + MY_H + 46)
            slot = slot_outline(QRectF(0, 0, MY_W, MY_H))
            slot.setPos(x, COLS_Y)
            backs = []
            for k in range(MAX_HIDDEN_SHOWN):
                back = CardItem(self._art, "back", width=MY_W, ratio=self._ratio)
                back.setPos(x, COLS_Y + k * HIDDEN_STEP)
                back.setZValue(k)
                backs.append(inert(back))  # type: ignore[arg-type]
            top = CardItem(self._art, "back", width=MY_W, ratio=self._ratio)
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
                self.addItem(item)
            self._columns.append(Column(ci, rect, backs, top, slot, ring, key, hidden_label, glow, Mover(top, self)))

        order = [(bottom + k) % players for k in range(players)]
        self._piles = []
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
            top = CardItem(self._art, "back", width=PILE_W, ratio=self._ratio)
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
                self.addItem(item)
            self._piles.append(Pile(index, rect, slot, edges, top, ring, owner, badge, count, key, note))

        self._opponents = []
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
            draw = CardItem(self._art, "back", width=MINI_W, ratio=self._ratio)
            draw.setParentItem(panel)
            draw.setPos(16, 66)
            draw_count = label_item(panel, 22, True, INK)
            held = CardItem(self._art, "back", width=MINI_W, ratio=self._ratio)
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
                    back = CardItem(self._art, "back", width=MINI_W, ratio=self._ratio)
                    back.setParentItem(panel)
                    back.setPos(x, 66 + k * MINI_HIDDEN)
                    back.setZValue(k)
                    backs.append(inert(back))  # type: ignore[arg-type]
                top = CardItem(self._art, "back", width=MINI_W, ratio=self._ratio)
                top.setParentItem(panel)
                top.setZValue(10)
                inert(top)
                columns.append((backs, top, slot))
            for item in (draw, held):
                inert(item)
            self.addItem(panel)
            self._opponents.append(Opponent(seat, panel, name, status, draw, draw_count, held, columns, left))
        self._retranslate_static()
        self._warm_sizes()
