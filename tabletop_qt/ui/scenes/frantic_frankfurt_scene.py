"""The Frantic Frankfurt table: your four columns large at the bottom, the discard piles in the middle, the
other players' layouts and draw piles along the top.

Everybody plays at once, so a new view may arrive every few hundred milliseconds while the player holds a card.
The scene therefore builds its items once per table shape and afterwards only changes what a view changed
(pictures, positions, texts); a picked-up or dragged card stays in hand as long as it is still the face-up top
of one of the player's columns. It never judges a play: the piles and empty columns it lights come from the
``legal`` actions the rules sent, and a drop anywhere else asks the rules why (``explain_requested``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QLinearGradient, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from tabletop_qt.ui.items.art import CardArt, card_art
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.items.frantic_frankfurt_summary import RoundSummary, RoundSummaryPanel
from tabletop_qt.ui.texts import joined
from tabletop_qt.ui.scenes.frantic_frankfurt_layout import (
    ASPECT,
    BANNER_Y,
    COLS_X0,
    COLS_Y,
    COLUMN_KEYS,
    COL_STEP,
    DRAW_W,
    DRAW_X,
    FINISHED,
    FLIGHT_MS,
    GOLD,
    HELD_X,
    HIDDEN_STEP,
    INK,
    LIFT,
    MAX_FLIGHTS,
    MAX_HIDDEN_SHOWN,
    MINI_H,
    MINI_HIDDEN,
    MINI_W,
    MY_H,
    MY_PILES_Y,
    MY_W,
    OPENING,
    PANEL_GAP,
    PANEL_H,
    PANEL_W,
    PANEL_Y,
    PILES_Y,
    PILE_H,
    PILE_KEYS,
    PILE_STEP,
    PILE_W,
    PLAY,
    RACE,
    SCENE_H,
    SCENE_W,
    SLIDE_MS,
    SOFT_INK,
    STUCK,
    TABLE_BOTTOM,
    TABLE_TOP,
)
from tabletop_qt.ui.items.frantic_frankfurt_items import (
    Column,
    KeyCap,
    Mover,
    Opponent,
    Pile,
    Ring,
    card_key,
    inert,
    label_item,
    mini_col_x,
    rounded,
    set_text,
    slot_outline,
)


class FranticFrankfurtScene(QGraphicsScene):
    intent_requested = Signal(object)  # a legal action's JSON, exactly as the rules listed it
    explain_requested = Signal(object)  # an action the player tried that ``legal`` does not hold
    pick_changed = Signal(object)  # the card in hand (its id) or None

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._art: CardArt = card_art("frantic_frankfurt")
        self._ratio = 1.0
        self.last_move = LastMoveMark(self, width=5.0)  # the pile of the latest card, until the next one
        self._shape: tuple[int, int] | None = None  # (players, the seat at the bottom)
        self._view: dict[str, Any] | None = None
        self._names: list[str] = []
        self._legal: list[dict[str, Any]] = []
        self._me: int | None = None  # the seat this screen plays, None for a spectator
        self._bottom = 0  # the seat drawn at the bottom (yours; seat 0 for a spectator)
        self._columns: list[Column] = []
        self._piles: list[Pile] = []  # in the order shown, left to right (yours first)
        self._opponents: list[Opponent] = []
        # The card in hand: picked by a click or a key, or being dragged.
        self._picked: str | None = None
        self._press: tuple[QPointF, str | None, int | None] | None = None  # where, which card, which column
        self._press_used = False
        self._dragging = False
        self._drag_offset = QPointF()
        self._hot: tuple[str, int] | None = None  # the target under a dragged card
        # A play sent and not answered yet: its card waits on the target until the rules answer.
        self._pending: tuple[str, int, tuple[str, int]] | None = None  # card, column, target
        self._pending_timer = QTimer(self)
        self._pending_timer.setSingleShot(True)
        self._pending_timer.setInterval(3000)  # no answer at all (a lost connection): the card goes home
        self._pending_timer.timeout.connect(self._on_pending_timer_timeout)
        self._lit_piles: set[int] = set()
        self._lit_columns: set[int] = set()
        self._flyers: list[Mover] = []  # cards others play, flying to a pile; made once, reused
        # The referee's countdown ("ready", "everyone is stuck", the race), if the table publishes one.
        self._countdown: tuple[str, float, int] | None = None  # phase, deadline (monotonic s), total ms
        # Card faces at this table's sizes are made ahead, a few per event-loop turn (see _warm_sizes).
        self._size_steps: Iterator[None] = iter(())
        self._size_timer = QTimer(self)
        self._size_timer.setInterval(0)
        self._size_timer.timeout.connect(self._on_size_timer_timeout)
        self._countdown_timer = QTimer(self)
        self._countdown_timer.setInterval(100)
        self._countdown_timer.timeout.connect(self._on_countdown_timer_timeout)
        self._summary: RoundSummary | None = None  # the round being ended, or the last one ended
        self._summary_shown = False
        self._summary_filled: tuple[int, list[int] | None] | None = None
        self._summary_dismissed_round: int | None = None
        self._last_round_seen: int | None = None
        self.setBackgroundBrush(QColor("#0d1b25"))
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self._build_static()

    # ------------------------------------------------------------------ reading (tests, board)
    @property
    def picked(self) -> str | None:
        return self._picked

    @property
    def dragging(self) -> bool:
        return self._dragging

    @property
    def pending(self) -> str | None:
        return self._pending[0] if self._pending else None

    @property
    def summary(self) -> RoundSummary | None:
        return self._summary

    def summary_visible(self) -> bool:
        return self._summary_panel.isVisible()

    def pile_order(self) -> list[int]:
        """The piles' numbers as shown left to right (keys Q, W, E, R)."""
        return [p.index for p in self._piles]

    def pile_rect(self, pile: int) -> QRectF:
        return self._pile(pile).rect

    def column_rect(self, column: int) -> QRectF:
        return self._columns[column].rect

    def column_top_item(self, column: int) -> CardItem:
        return self._columns[column].top

    def pile_top_item(self, pile: int) -> CardItem:
        return self._pile(pile).top

    def lit_piles(self) -> set[int]:
        return {p.index for p in self._piles if p.ring.lit}

    def lit_columns(self) -> set[int]:
        return {c.index for c in self._columns if c.ring.lit}

    def ready_button_rect(self) -> QRectF:
        return self._button.sceneBoundingRect() if self._button.isVisible() else QRectF()

    def banner_text(self) -> str:
        return self._banner.text()

    def legal(self) -> list[dict[str, Any]]:
        return list(self._legal)

    # ------------------------------------------------------------------ showing a view
    def show_view(
        self,
        view: dict[str, Any],
        names: Sequence[str],
        legal: Sequence[dict[str, Any]],
        events: Sequence[Any] = (),
    ) -> None:
        """Render ``view``; ``legal`` holds what this screen's seat may do now (empty if nothing)."""
        self._names = list(names)
        seat = view.get("seat")
        self._me = seat if isinstance(seat, int) else None
        shape = (int(view["players"]), self._me if self._me is not None else 0)
        if shape != self._shape:
            self._build(shape)
        old = self._view
        self._view = view
        self._legal = [a for a in legal if isinstance(a, dict)]
        self._follow_round(events)
        self._settle_hand()
        self._refresh_mine()
        self._refresh_piles()
        self._refresh_opponents()
        self._refresh_targets()
        self._refresh_banner()
        self._refresh_summary()
        if old is not None:
            self._animate(events)
        self._mark_last_move(events)

    def prepare(self, shape: tuple[int, int]) -> None:
        """Build the items of a table of ``shape`` (players, bottom seat) ahead of its first view: the first
        position then costs only its refresh and paint, not the build as well."""
        if shape != self._shape:
            self._build(shape)

    def set_render_ratio(self, ratio: float) -> None:
        """The view's scale times the screen's pixel ratio: card faces are redrawn to match it exactly."""
        if ratio <= 0 or abs(ratio - self._ratio) < 1e-3:
            return
        self._ratio = ratio
        self._art.forget_sizes()
        for item in self._card_items():
            item.set_ratio(ratio)
        self._warm_sizes()

    def _warm_sizes(self) -> None:
        """A new round turns up a dozen faces at once; scaled on the spot they cost ~0.5 ms each inside the
        update. Made ahead in idle time, the update only looks them up."""
        sizes = sorted({(item.rect().width(), item.rect().height()) for item in self._card_items()})
        self._size_steps = self._art.size_steps(sizes, self._ratio)
        self._size_timer.start()

    def _on_size_timer_timeout(self) -> None:
        for _ in range(3):  # about a millisecond and a half per turn of the event loop
            if next(self._size_steps, StopIteration) is StopIteration:
                self._size_timer.stop()
                return

    def set_countdown(self, phase: str | None, remaining_ms: int = 0, total_ms: int = 0) -> None:
        """The referee's countdown (None: none runs). The banner counts the seconds down by itself."""
        if phase is None:
            self._countdown = None
            self._countdown_timer.stop()
        else:
            self._countdown = (phase, time.monotonic() + max(0, remaining_ms) / 1000, total_ms)
            if not self._countdown_timer.isActive():
                self._countdown_timer.start()
        self._refresh_banner()

    def retranslate(self) -> None:
        self._retranslate_static()
        if self._view is not None:
            self._refresh_mine()
            self._refresh_piles()
            self._refresh_opponents()
            self._refresh_banner()
            self._refresh_summary(force=True)

    # ------------------------------------------------------------------ playing (mouse, keys, board)
    def pick_column(self, column: int) -> None:
        """Pick up the face-up top of ``column`` (again: put it down). With a card in hand, an empty column is
        a place to move it to."""
        if not self._can_handle_cards() or not 0 <= column < len(self._columns):
            return
        col = self._columns[column]
        if self._picked is not None and col.card is None:
            self._drop_on(("col", column), animate_from=None)
            return
        if col.card is None or self._pending is not None and self._pending[0] == col.card:
            return
        self._set_picked(None if self._picked == col.card else col.card)

    def choose_pile(self, pile: int) -> None:
        """A click or key on pile ``pile``: slap it in the race, else lay the card in hand on it."""
        if self._view is None or self._me is None:
            return
        if self._view["phase"] == RACE:
            for action in self._legal:
                if action.get("type") == "slap" and action.get("pile") == pile:
                    self.intent_requested.emit(dict(action))
                    return
            self.explain_requested.emit({"type": "slap", "pile": pile, "round": self._view["round"]})
            return
        if self._picked is not None:
            self._drop_on(("pile", pile), animate_from=None)

    def say_ready(self) -> bool:
        """Space, Enter or the button: say ready (or, with "stress continuo", turn up the held card)."""
        for kind in ("ready", "reveal"):
            for action in self._legal:
                if action.get("type") == kind:
                    self.intent_requested.emit(dict(action))
                    return True
        return False

    def drop_pick(self) -> bool:
        """Escape: put the card in hand back. True if there was one."""
        if self._dragging:
            self._end_drag(None)
            return True
        if self._picked is not None:
            self._set_picked(None)
            return True
        if self._summary_panel.isVisible():
            self._dismiss_summary()
            return True
        return False

    def intent_refused(self, reason: str) -> None:
        """The rules refused the play just sent (often "too late": someone was faster): the card slides home."""
        if self._pending is not None:
            card, column, _ = self._pending
            self._pending = None
            self._pending_timer.stop()
            if 0 <= column < len(self._columns) and self._columns[column].card == card:
                self._slide_home(self._columns[column])
            else:
                self._refresh_mine()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            super().keyPressEvent(event)
            return
        if key in COLUMN_KEYS:
            self.pick_column(COLUMN_KEYS.index(key))
        elif key in PILE_KEYS[: len(self._piles)]:
            self.choose_pile(self._piles[PILE_KEYS.index(key)].index)
        elif key == Qt.Key.Key_Space:
            if not self.say_ready() and self._summary_panel.isVisible():
                self._dismiss_summary()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        event.accept()
        pos = event.scenePos()
        self._press_used = True  # a press the summary or the button took: its release does nothing more
        if self._summary_panel.isVisible() and self._summary_panel.sceneBoundingRect().contains(pos):
            self._press = (pos, None, None)
            self._dismiss_summary()
            return
        if self._button.isVisible() and self._button.sceneBoundingRect().contains(pos):
            self._press = (pos, None, None)
            self.say_ready()
            return
        self._press_used = False
        target = self._target_at(pos)
        if target is not None and target[0] == "col":
            col = self._columns[target[1]]
            if col.card is not None and self._can_handle_cards() and col.top.sceneBoundingRect().contains(pos):
                self._press = (pos, col.card, col.index)
                return
        self._press = (pos, None, None)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None or self._press_used or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        event.accept()
        pos = event.scenePos()
        start, card, column = press
        if not self._dragging:
            if card is None or column is None:
                return
            distance = QApplication.startDragDistance() / max(self._ratio, 0.1)
            if (pos - start).manhattanLength() < distance:
                return
            self._start_drag(column, start)
        col = self._drag_column()
        if col is None:
            return
        col.top.setPos(pos - self._drag_offset)
        target = self._target_at(pos)
        self._hot = target if target is not None and self._is_lit(target) else None
        self._refresh_rings()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if event.button() != Qt.MouseButton.LeftButton or press is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        self._press = None
        pos = event.scenePos()
        if self._press_used:
            self._press_used = False
            return
        if self._dragging:
            self._end_drag(self._target_at(pos))
            return
        start, card, column = press
        target = self._target_at(pos)
        if card is not None and column is not None:
            # A click on one of your cards: pick it up, or put it down.
            self._set_picked(None if self._picked == card else card)
            return
        if target is None:
            return
        if target[0] == "pile":
            self.choose_pile(target[1])
        elif target[0] == "col" and self._picked is not None:
            self._drop_on(target, animate_from=None)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A quick second click is a second click, not something else: fast players click fast.
        self.mousePressEvent(event)

    # ------------------------------------------------------------------ the hand
    def _can_handle_cards(self) -> bool:
        view = self._view
        return view is not None and self._me is not None and view["phase"] in (OPENING, PLAY, STUCK)

    def _set_picked(self, card: str | None) -> None:
        if card == self._picked:
            return
        self._picked = card
        self._refresh_mine()
        self._refresh_targets()
        self.pick_changed.emit(card)

    def _column_of(self, card: str | None) -> Column | None:
        if card is None:
            return None
        for col in self._columns:
            if col.card == card:
                return col
        return None

    def _drag_column(self) -> Column | None:
        return self._column_of(self._picked) if self._dragging else None

    def _start_drag(self, column: int, start: QPointF) -> None:
        col = self._columns[column]
        assert col.card is not None
        self._stop_slide(col)
        self._dragging = True
        self._drag_offset = start - col.top.pos()
        col.top.setZValue(60)
        if self._picked != col.card:
            self._picked = col.card
            self._refresh_targets()
            self.pick_changed.emit(col.card)
        self._refresh_mine()

    def _end_drag(self, target: tuple[str, int] | None) -> None:
        col = self._drag_column()
        self._dragging = False
        self._hot = None
        if col is None:
            self._set_picked(None)
            return
        if target is None or target == ("col", col.index):
            # Let go over the cloth or its own column: it goes home, and stays in hand for a click on a pile.
            self._slide_home(col)
            self._refresh_rings()
            return
        self._drop_on(target, animate_from=col.top.pos())

    def _drop_on(self, target: tuple[str, int], animate_from: QPointF | None) -> None:
        """Lay the card in hand on ``target``: the legal action if there is one, else ask why and go home."""
        view = self._view
        col = self._column_of(self._picked)
        if view is None or col is None or col.card is None:
            return
        card = col.card
        kind, index = target
        action = None
        for candidate in self._legal:
            if kind == "pile" and candidate.get("type") == "play" and candidate.get("pile") == index:
                action = candidate if candidate.get("card") == card else action
            elif kind == "col" and candidate.get("type") == "move" and candidate.get("column") == index:
                action = candidate if candidate.get("card") == card else action
        if action is None:
            self._picked = None
            self._slide_home(col)
            self._refresh_targets()
            self.pick_changed.emit(None)
            self.explain_requested.emit(self._probe(card, target))
            return
        self._picked = None
        self._pending = (card, col.index, target)
        self._pending_timer.start()
        self._refresh_targets()
        self.pick_changed.emit(None)
        self._slide(col.top, self._target_pos(target), self._target_scale(target))
        self.intent_requested.emit(dict(action))

    def _probe(self, card: str, target: tuple[str, int]) -> dict[str, Any]:
        """The action the player tried, for the rules to explain."""
        assert self._view is not None
        round_ = self._view["round"]
        kind, index = target
        if kind == "col":
            return {"type": "move", "card": card, "column": index, "round": round_}
        top = self._view["piles"][index]["top"]
        # A pile that is not open has no top card to aim at; the rules answer "not open" whatever is named.
        onto = top["id"] if top else ("yellow.1.0" if card != "yellow.1.0" else "yellow.1.1")
        return {"type": "play", "card": card, "pile": index, "onto": onto, "round": round_}

    def _settle_hand(self) -> None:
        """After a new view: keep the card in hand (and a drag) while it is still a face-up top of yours;
        settle a pending play whose card has left the layout."""
        tops = {col["top"]["id"]: ci for ci, col in enumerate(self._my_seat_view()["columns"]) if col["top"]}
        if self._pending is not None and (self._pending[0] not in tops or not self._can_handle_cards()):
            self._pending = None
            self._pending_timer.stop()
        if self._picked is not None and (self._picked not in tops or not self._can_handle_cards()):
            if self._dragging:
                self._dragging = False
                self._hot = None
            self._picked = None
            self.pick_changed.emit(None)

    def _target_at(self, pos: QPointF) -> tuple[str, int] | None:
        for pile in self._piles:
            if pile.rect.adjusted(-16, -16, 16, 16).contains(pos):
                return ("pile", pile.index)
        for col in self._columns:
            if col.rect.contains(pos):
                return ("col", col.index)
        return None

    def _is_lit(self, target: tuple[str, int]) -> bool:
        kind, index = target
        if kind == "pile":
            return self._pile(index).ring.lit
        return self._columns[index].ring.lit

    def _target_pos(self, target: tuple[str, int]) -> QPointF:
        kind, index = target
        if kind == "pile":
            return self._pile(index).rect.topLeft()
        return QPointF(self._columns[index].rect.x(), COLS_Y)

    def _target_scale(self, target: tuple[str, int]) -> float:
        return PILE_W / MY_W if target[0] == "pile" else 1.0

    def _on_pending_timer_timeout(self) -> None:
        self.intent_refused("")

    # ------------------------------------------------------------------ building
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

    def _dynamic_items(self) -> list[QGraphicsItem]:
        items: list[QGraphicsItem] = []
        for col in self._columns:
            items.extend((col.slot, *col.backs, col.top, col.ring, col.key, col.hidden_label))
        for pile in self._piles:
            items.extend((pile.slot, *pile.edges, pile.top, pile.ring, pile.owner, pile.count_badge, pile.key, pile.note))
        items.extend(o.panel for o in self._opponents)
        return items

    def _card_items(self) -> list[CardItem]:
        items: list[CardItem] = [self._my_draw, self._my_held]
        for col in self._columns:
            items.extend((*col.backs, col.top))
        items.extend(p.top for p in self._piles)
        for opp in self._opponents:
            items.extend((opp.draw, opp.held))
            for backs, top, _ in opp.columns:
                items.extend((*backs, top))
        items.extend(flyer.item for flyer in self._flyers)
        return items

    def _pile(self, index: int) -> Pile:
        for pile in self._piles:
            if pile.index == index:
                return pile
        raise KeyError(index)

    # ------------------------------------------------------------------ refreshing
    def _name(self, seat: int | None) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self._names):
            return self._names[seat]
        return "?"

    def _my_seat_view(self) -> dict[str, Any]:
        assert self._view is not None
        return self._view["seats"][self._bottom]

    def _refresh_mine(self) -> None:
        view = self._view
        if view is None:
            return
        mine = self._my_seat_view()
        for col, data in zip(self._columns, mine["columns"]):
            top = data["top"]
            card = top["id"] if top else None
            if card != col.card:
                # Another card on top (the last one was played or moved): whatever carried the old one is over.
                self._stop_slide(col)
            col.card = card
            col.hidden = int(data["hidden"])
            shown = min(col.hidden, MAX_HIDDEN_SHOWN)
            for k, back in enumerate(col.backs):
                back.setVisible(k < shown)
            col.slot.setVisible(top is None)
            col.top.setVisible(top is not None)
            col.top.set_key(card_key(top))
            picked = top is not None and col.card == self._picked
            col.top.set_state(selected=picked, selectable=False, dimmed=False)
            col.glow.setVisible(picked)
            moving = col.mover.running
            pending_here = self._pending is not None and self._pending[0] == col.card
            dragged = self._dragging and picked
            if moving and not pending_here and not col.mover.home:
                # It was carried towards a pile for a play that is settled now: it belongs home.
                self._stop_slide(col)
                moving = False
            if not (moving or pending_here or dragged):
                home = col.top_home()
                col.top.setPos(home - QPointF(0, LIFT) if picked else home)
                col.top.setScale(1.0)
                col.top.setZValue(12 if picked else 10)
            if set_text(col.hidden_label, f"+{col.hidden}" if col.hidden else ""):
                box = col.hidden_label.boundingRect()
                col.hidden_label.setPos(col.rect.center().x() - box.width() / 2, COLS_Y - box.height() - 4)
        draw_count = int(mine["draw_count"])
        self._my_draw.setVisible(draw_count > 0)
        self._my_draw_empty.setVisible(draw_count == 0)
        set_text(self._my_draw_count, str(draw_count))
        box = self._my_draw_count.boundingRect()
        self._my_draw_count.setPos(DRAW_X + (DRAW_W - box.width()) / 2, MY_PILES_Y + DRAW_W * ASPECT + 8)
        self._my_held.setVisible(bool(mine["holding"]))
        self._my_held_label.setVisible(bool(mine["holding"]))
        self._refresh_my_texts()

    def _refresh_my_texts(self) -> None:
        view = self._view
        if view is None:
            return
        mine = self._my_seat_view()
        set_text(self._my_name, self._name(self._bottom))
        x = COLS_X0 + 3 * COL_STEP + MY_W + 48
        self._my_name.setPos(x, COLS_Y + 10)
        set_text(
            self._my_left,
            QCoreApplication.translate("FranticFrankfurt", "Cards left: {count}").format(count=mine["cards_left"]),
        )
        self._my_left.setPos(x, COLS_Y + 54)
        set_text(self._my_status, self._seat_status(self._bottom))
        self._my_status.setPos(x, COLS_Y + 88)

    def _seat_status(self, seat: int) -> str:
        """A short word about a seat: ready, holding its card, the pile it slapped, winner."""
        view = self._view
        assert view is not None
        data = view["seats"][seat]
        phase = view["phase"]
        if phase == FINISHED:
            if seat in view["outcome"]["winners"]:
                return QCoreApplication.translate("FranticFrankfurt", "Winner!")
            return ""
        if view.get("finisher") == seat and phase == RACE:
            return QCoreApplication.translate("FranticFrankfurt", "Emptied the columns!")
        claim = data.get("claim")
        if isinstance(claim, int):
            return QCoreApplication.translate("FranticFrankfurt", "Slapped {player}'s pile").format(player=self._name(claim))
        if phase in (OPENING, STUCK):
            if data["ready"]:
                return QCoreApplication.translate("FranticFrankfurt", "Ready")
            return QCoreApplication.translate("FranticFrankfurt", "Not ready yet")
        return ""

    def _refresh_piles(self) -> None:
        view = self._view
        if view is None:
            return
        for pile in self._piles:
            data = view["piles"][pile.index]
            top = data["top"] if data["open"] else None
            pile.card = top["id"] if top else None
            pile.top.setVisible(top is not None)
            pile.top.set_key(card_key(top))
            count = int(data["count"]) if data["open"] else 0
            thickness = 0 if count < 2 else 1 if count < 6 else 2 if count < 12 else 3
            for k, edge in enumerate(reversed(pile.edges)):
                edge.setVisible(k < thickness)
            pile.count_badge.setVisible(count > 0)
            if set_text(pile.count, str(count)):
                box = pile.count.boundingRect()
                width = max(40.0, box.width() + 18)
                pile.count_badge.setPath(rounded(QRectF(0, 0, width, 36), 18))
                pile.count.setPos((width - box.width()) / 2, (36 - box.height()) / 2)
                pile.count_badge.setPos(pile.rect.right() - width / 2 - 6, pile.rect.y() - 14)
            self._refresh_pile_texts(pile, data)

    def _refresh_pile_texts(self, pile: Pile, data: dict[str, Any]) -> None:
        if pile.index == self._me:
            owner = QCoreApplication.translate("FranticFrankfurt", "Your pile")
        else:
            owner = self._name(pile.index)
        if set_text(pile.owner, owner):
            box = pile.owner.boundingRect()
            pile.owner.setPos(pile.rect.center().x() - box.width() / 2, PILES_Y - box.height() - 20)
        claimed = data.get("claimed_by")
        if isinstance(claimed, int):
            note = QCoreApplication.translate("FranticFrankfurt", "Slapped by {player}").format(player=self._name(claimed))
        elif not data["open"]:
            note = QCoreApplication.translate("FranticFrankfurt", "Not open yet")
        else:
            note = ""
        if set_text(pile.note, note):
            box = pile.note.boundingRect()
            pile.note.setPos(pile.rect.center().x() - box.width() / 2, pile.rect.center().y() - box.height() / 2)

    def _refresh_opponents(self) -> None:
        view = self._view
        if view is None:
            return
        for opp in self._opponents:
            data = view["seats"][opp.seat]
            for (backs, top, slot), col in zip(opp.columns, data["columns"]):
                card = col["top"]
                shown = min(int(col["hidden"]), MAX_HIDDEN_SHOWN)
                for k, back in enumerate(backs):
                    back.setVisible(k < shown)
                top.setVisible(card is not None)
                top.set_key(card_key(card))
                top.setPos(slot.pos().x(), 66 + shown * MINI_HIDDEN)
                slot.setVisible(card is None)
            draw_count = int(data["draw_count"])
            opp.draw.setVisible(draw_count > 0)
            opp.held.setVisible(bool(data["holding"]))
            acting = opp.seat in view.get("current", ())
            opp.panel.setPen(QPen(QColor(255, 255, 255, 90) if acting else QColor(255, 255, 255, 40), 1.5))
            self._refresh_opponent_texts(opp, data)

    def _refresh_opponent_texts(self, opp: Opponent, data: dict[str, Any]) -> None:
        set_text(opp.name, self._name(opp.seat))
        if set_text(opp.draw_count, str(data["draw_count"])):
            box = opp.draw_count.boundingRect()
            opp.draw_count.setPos(16 + MINI_W + 8, 66 + (MINI_H - box.height()) / 2)
        set_text(opp.left, QCoreApplication.translate("FranticFrankfurt", "Cards left: {count}").format(count=data["cards_left"]))
        opp.left.setPos(16, PANEL_H - 34)
        if set_text(opp.status, self._seat_status(opp.seat)):
            box = opp.status.boundingRect()
            opp.status.setPos(PANEL_W - box.width() - 16, 16)

    def _refresh_targets(self) -> None:
        """Light the piles and empty columns the card in hand may go to, from ``legal`` alone; in the race,
        the piles that may be slapped."""
        self._lit_piles = set()
        self._lit_columns = set()
        view = self._view
        if view is not None and view["phase"] == RACE:
            self._lit_piles = {a["pile"] for a in self._legal if a.get("type") == "slap"}
        elif self._picked is not None:
            for action in self._legal:
                if action.get("card") != self._picked:
                    continue
                if action.get("type") == "play":
                    self._lit_piles.add(action["pile"])
                elif action.get("type") == "move":
                    self._lit_columns.add(action["column"])
        if self._hot is not None and not (
            (self._hot[0] == "pile" and self._hot[1] in self._lit_piles)
            or (self._hot[0] == "col" and self._hot[1] in self._lit_columns)
        ):
            self._hot = None
        self._refresh_rings()

    def _refresh_rings(self) -> None:
        for pile in self._piles:
            pile.ring.set_state(pile.index in self._lit_piles, self._hot == ("pile", pile.index))
        for col in self._columns:
            col.ring.set_state(col.index in self._lit_columns, self._hot == ("col", col.index))

    def _refresh_banner(self) -> None:
        """The line across the middle of the table: what the table waits for, the countdown, the Ready button."""
        view = self._view
        text = ""
        button = ""
        if view is not None:
            phase = view["phase"]
            seconds = self._seconds_left(phase)
            kinds = {a.get("type") for a in self._legal}
            if phase == OPENING:
                if seconds is not None:
                    text = QCoreApplication.translate("FranticFrankfurt", "Ready to turn the cards up… {seconds}").format(
                        seconds=seconds
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "Ready to turn the cards up?")
            elif phase == STUCK:
                if seconds is not None:
                    text = QCoreApplication.translate("FranticFrankfurt", "Everyone is stuck! Revealing in {seconds}").format(
                        seconds=seconds
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "Everyone is stuck!")
            elif phase == RACE:
                finisher = view.get("finisher")
                if "slap" in kinds and finisher == self._me:
                    text = QCoreApplication.translate("FranticFrankfurt", "You emptied your columns: slap a pile, it leaves the game!")
                elif "slap" in kinds:
                    text = QCoreApplication.translate("FranticFrankfurt", "Slap a pile, quick!")
                elif self._me is not None and view["seats"][self._me].get("claim") is None:
                    text = QCoreApplication.translate("FranticFrankfurt", "{player} emptied the columns: wait for the slap…").format(
                        player=self._name(finisher)
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "The others race for the piles…")
            elif phase == FINISHED:
                winners = [self._name(w) for w in view["outcome"]["winners"]]
                text = QCoreApplication.translate("FranticFrankfurt", "The game is over. Winner: {winners}").format(
                    winners=joined(winners)
                )
            elif "reveal" in kinds:
                text = QCoreApplication.translate("FranticFrankfurt", "Turn up your card to open your pile!")
            if "ready" in kinds:
                button = QCoreApplication.translate("FranticFrankfurt", "Ready")
            elif "reveal" in kinds:
                button = QCoreApplication.translate("FranticFrankfurt", "Turn up my card")
        set_text(self._banner, text)
        self._button.setVisible(bool(button))
        if button:
            if set_text(self._button_label, button) or self._button.path().isEmpty():
                self._layout_button()
        box = self._banner.boundingRect()
        total = box.width() + (self._button.path().boundingRect().width() + 28 if button else 0)
        x = (SCENE_W - total) / 2
        self._banner.setPos(x, BANNER_Y + (64 - box.height()) / 2)
        self._button.setPos(x + box.width() + 28 if text else (SCENE_W - total) / 2, BANNER_Y)

    def _layout_button(self) -> None:
        box = self._button_label.boundingRect()
        self._button_key.set_label(QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText))
        width = box.width() + self._button_key.width() + 66
        self._button.setPath(rounded(QRectF(0, 0, width, 64), 16))
        self._button_label.setPos(24, (64 - box.height()) / 2)
        self._button_key.setPos(24 + box.width() + 18, 16)

    def _seconds_left(self, phase: str) -> int | None:
        countdown = self._countdown
        if countdown is None or countdown[0] != phase:
            return None
        left = countdown[1] - time.monotonic()
        return max(0, int(left + 0.999))

    def _on_countdown_timer_timeout(self) -> None:
        if self._countdown is None:
            self._countdown_timer.stop()
            return
        self._refresh_banner()

    def _retranslate_static(self) -> None:
        set_text(self._my_draw_label, QCoreApplication.translate("FranticFrankfurt", "Draw pile"))
        self._my_draw_label.setPos(DRAW_X, MY_PILES_Y - 30)
        set_text(self._my_held_label, QCoreApplication.translate("FranticFrankfurt", "Held card"))
        self._my_held_label.setPos(HELD_X, MY_PILES_Y - 30)
        # Emptied so that the next refresh lays them out again, in the new words.
        for pile in self._piles:
            pile.owner.setText("")
            pile.note.setText("")
        for opp in self._opponents:
            opp.status.setText("")
        self._button_label.setText("")
        self._summary_panel.retranslate()

    # ------------------------------------------------------------------ the round summary
    def _follow_round(self, events: Sequence[Any]) -> None:
        """Gather the end of a round from its events: who emptied the columns, who took which pile."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code not in ("ff.columns_emptied", "ff.pile_slapped", "ff.cards_under_draw_pile", "ff.round_ended"):
                if code == "ff.game_ended" and self._summary is not None:
                    self._summary.winners = [int(w) for w in args.get("winners", [])]
                continue
            if self._summary is None or self._summary_shown:
                # The first news of a round's end (a table joined or resumed mid-race starts here too).
                self._summary = RoundSummary(round=int(self._view["round"]) if self._view else 0)
                self._summary_shown = False
            summary = self._summary
            if code == "ff.columns_emptied":
                summary.finisher = args.get("seat")
            elif code == "ff.pile_slapped":
                if args.get("to") == "box":
                    summary.to_box = int(args.get("count", 0))
                else:
                    summary.piles[int(args.get("seat", -1))] = int(args.get("count", 0))
            elif code == "ff.cards_under_draw_pile":
                summary.layout_cards[int(args.get("seat", -1))] = int(args.get("layout_cards", 0))
            else:
                summary.round = int(args.get("round", 0))
                summary.finisher = args.get("finisher")
                summary.draw_counts = [int(c) for c in args.get("draw_counts", [])]
                self._summary_shown = True

    def _refresh_summary(self, force: bool = False) -> None:
        view = self._view
        summary = self._summary
        show = (
            view is not None
            and summary is not None
            and self._summary_shown
            and summary.draw_counts != []
            and self._summary_dismissed_round != summary.round
            and view["phase"] in (OPENING, FINISHED, PLAY)
        )
        if show and view is not None and view["phase"] == PLAY and view["round"] != summary.round:  # type: ignore[union-attr]
            # The next round is under way: the summary makes room for the piles (the log keeps it).
            stress_opening = any(s["holding"] for s in view["seats"])
            show = stress_opening
        self._summary_panel.setVisible(bool(show))
        if show and summary is not None and (force or self._summary_filled != (summary.round, summary.winners)):
            self._summary_filled = (summary.round, summary.winners)
            self._fill_summary()

    def _dismiss_summary(self) -> None:
        if self._summary is not None:
            self._summary_dismissed_round = self._summary.round
        self._summary_panel.setVisible(False)

    def _fill_summary(self) -> None:
        summary = self._summary
        view = self._view
        assert summary is not None and view is not None
        self._summary_panel.fill(summary, int(view["players"]), self._name)

    # ------------------------------------------------------------------ animation
    def _slide_home(self, col: Column) -> None:
        picked = col.card is not None and col.card == self._picked
        home = col.top_home() - (QPointF(0, LIFT) if picked else QPointF())
        col.top.setZValue(60)
        col.mover.move(home, 1.0, SLIDE_MS, QEasingCurve.Type.OutCubic, home=True, on_done=self._refresh_mine)

    def _slide(self, item: CardItem, end: QPointF, end_scale: float) -> None:
        col = next(c for c in self._columns if c.top is item)
        item.setZValue(60)
        col.mover.move(end, end_scale, SLIDE_MS, QEasingCurve.Type.OutCubic)

    def _stop_slide(self, col: Column) -> None:
        col.mover.stop()

    def _animate(self, events: Sequence[Any]) -> None:
        """Cards that others played fly to their pile; opening and stuck reveals fly from the draw piles."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code == "ff.card_played":
                seat, pile, column = args.get("seat"), args.get("pile"), args.get("column")
                if seat == self._bottom or not isinstance(pile, int) or not isinstance(column, int):
                    continue  # your own card was already carried there by your hand
                start = self._seat_column_pos(seat, column)
                if start is not None:
                    self._fly(card_key(args.get("card")), start[0], start[1], pile)
            elif code in ("ff.piles_opened", "ff.stuck_revealed"):
                for reveal in args.get("cards", []):
                    start = self._seat_draw_pos(reveal.get("seat"))
                    if start is not None and isinstance(reveal.get("pile"), int):
                        self._fly(card_key(reveal.get("card")), start[0], start[1], reveal["pile"])
            elif code == "ff.pile_opened":
                start = self._seat_draw_pos(args.get("seat"))
                if start is not None and isinstance(args.get("pile"), int):
                    self._fly(card_key(args.get("card")), start[0], start[1], args["pile"])

    def _mark_last_move(self, events: Sequence[Any]) -> None:
        """Outline the pile the latest card was played on, until the next card (a new round drops the mark)."""
        mark = self.last_move
        pile: int | None = None
        for event in events:
            code = getattr(event, "code", "")
            if code == "ff.card_played" and isinstance(event.args.get("pile"), int):
                pile = event.args["pile"]
            elif code in ("ff.round_started", "ff.columns_emptied"):
                pile = None
                mark.clear()
        if pile is None:
            return
        try:
            target = self._pile(pile)
        except KeyError:
            return
        mark.show([target.rect])

    def _seat_column_pos(self, seat: Any, column: int) -> tuple[QPointF, float] | None:
        if seat == self._bottom and 0 <= column < 4:
            return self._columns[column].top_home(), MY_W
        for opp in self._opponents:
            if opp.seat == seat and 0 <= column < 4:
                hidden = int(self._view["seats"][seat]["columns"][column]["hidden"]) if self._view else 0
                return opp.top_scene_pos(column, hidden), MINI_W
        return None

    def _seat_draw_pos(self, seat: Any) -> tuple[QPointF, float] | None:
        if seat == self._bottom:
            return QPointF(DRAW_X, MY_PILES_Y), DRAW_W
        for opp in self._opponents:
            if opp.seat == seat:
                return opp.panel.pos() + opp.draw.pos(), MINI_W
        return None

    def _fly(self, key: str, start: QPointF, width: float, pile: int) -> None:
        try:
            target = self._pile(pile)
        except KeyError:
            return
        flyer = next((f for f in self._flyers if not f.running), None)
        if flyer is None and len(self._flyers) < MAX_FLIGHTS:
            item = CardItem(self._art, key, width=PILE_W, ratio=self._ratio)
            inert(item)
            item.setZValue(50)
            item.setVisible(False)
            self.addItem(item)
            flyer = Mover(item, self)
            self._flyers.append(flyer)
        if flyer is None:
            # Bots at full speed: the oldest flight lands at once rather than cards piling up in the air.
            flyer = self._flyers[0]
            flyer.land()
            self._flyers.append(self._flyers.pop(0))
        item = flyer.item
        item.set_key(key)
        item.setVisible(True)
        start_scale = width / PILE_W
        flyer.move(
            target.rect.topLeft(),
            1.0,
            FLIGHT_MS,
            QEasingCurve.Type.InOutCubic,
            on_done=lambda: item.setVisible(False),
            start=start,
            start_scale=start_scale,
        )

    def _finish_animations(self) -> None:
        for flyer in self._flyers:
            flyer.stop()
            flyer.item.setVisible(False)
        for col in self._columns:
            col.mover.stop()
