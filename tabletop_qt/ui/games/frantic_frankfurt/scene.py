"""The Frantic Frankfurt table: your four columns large at the bottom, the discard piles in the middle, the
other players' layouts and draw piles along the top.

Everybody plays at once, so a new view may arrive every few hundred milliseconds while the player holds a card.
The scene therefore builds its items once per table shape and afterwards only changes what a view changed
(pictures, positions, texts); a picked-up or dragged card stays in hand as long as it is still the face-up top
of one of the player's columns. It never judges a play: the piles and empty columns it lights come from the
``legal`` actions the rules sent, and a drop anywhere else asks the rules why (``explain_requested``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from tabletop_qt.table.choice import Choice
from tabletop_qt.ui.items.art import CardArt, card_art
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.games.frantic_frankfurt.items import Column, Opponent, Pile, card_key, rounded, set_text
from tabletop_qt.ui.games.frantic_frankfurt.summary import RoundSummary
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.games.frantic_frankfurt.banner import Banner
from tabletop_qt.ui.games.frantic_frankfurt.build import NO_TABLE, TableBuild, TableItems
from tabletop_qt.ui.games.frantic_frankfurt.layout import (
    ASPECT,
    CARD_WIDTHS,
    COLS_X0,
    COLS_Y,
    COLUMN_KEYS,
    COL_STEP,
    DRAW_W,
    DRAW_X,
    FINISHED,
    HELD_X,
    LIFT,
    MAX_HIDDEN_SHOWN,
    MINI_H,
    MINI_HIDDEN,
    MINI_W,
    MY_PILES_Y,
    MY_W,
    OPENING,
    PANEL_H,
    PANEL_W,
    PILES_Y,
    PILE_KEYS,
    PILE_W,
    PLAY,
    RACE,
    SCENE_H,
    SCENE_W,
    STUCK,
)
from tabletop_qt.ui.games.frantic_frankfurt.motion import CardMotion
from tabletop_qt.ui.games.frantic_frankfurt.round_end import RoundEnd

# The fields of an action's JSON the hand narrows by: the card in hand, then a pile (a play) or a column (a move).
TYPE, CARD, PILE, COLUMN = "type", "card", "pile", "column"
LAYS, MOVES, SLAPS = "play", "move", "slap"  # action types (not the phases PLAY, RACE)
TARGET_KINDS = {"pile": (LAYS, PILE), "col": (MOVES, COLUMN)}  # a target's kind -> the action it makes, its field


class FranticFrankfurtScene(QGraphicsScene):
    """The table; it owns its components and calls them: the items' builder (``TableBuild``), the banner with its
    countdown (``Banner``), the round summary (``RoundEnd``) and the card trips (``CardMotion``). The card in hand,
    the drag and the play waiting for an answer are the scene's own."""

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
        self._legal = Choice()  # this seat's legal actions, narrowed by the card in hand where it matters
        self._me: int | None = None  # the seat this screen plays, None for a spectator
        self._bottom = 0  # the seat drawn at the bottom (yours; seat 0 for a spectator)
        self._table: TableItems = NO_TABLE  # the columns, piles and other players' places of this table's shape
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
        # Card faces at this table's sizes are made ahead, a few per event-loop turn (see _warm_sizes).
        self._size_steps: Iterator[None] = iter(())
        self._size_timer = QTimer(self)
        self._size_timer.setInterval(0)
        self._size_timer.timeout.connect(self._on_size_timer_timeout)
        self.setBackgroundBrush(QColor("#0d1b25"))
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        # What every table has, whatever its size, made once (in this order: it is also the order of painting).
        self._builder = TableBuild(self, self._art)
        self._builder.cloth()
        self._banner = Banner(self)  # what the table waits for, the countdown, the Ready button
        self._mine = self._builder.my_place(self._ratio)  # your draw pile, held card, name, cards left
        self._round_end = RoundEnd(self)  # the round summary panel
        self._motion = CardMotion(self, self._art)  # cards sliding home, others' cards flying to the piles
        self._retranslate_static()

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
        return self._round_end.summary

    def summary_visible(self) -> bool:
        return self._round_end.visible()

    def summary_rect(self) -> QRectF:
        return self._round_end.rect()

    @property
    def table(self) -> TableItems:
        """The items of this table's shape (columns, piles, other players' places), to read."""
        return self._table

    def pile_order(self) -> list[int]:
        """The piles' numbers as shown left to right (keys Q, W, E, R)."""
        return [p.index for p in self._table.piles]

    def pile_rect(self, pile: int) -> QRectF:
        return self._pile(pile).rect

    def column_rect(self, column: int) -> QRectF:
        return self._table.columns[column].rect

    def column_top_item(self, column: int) -> CardItem:
        return self._table.columns[column].top

    def column_card(self, column: int) -> str | None:
        """The id of ``column``'s face-up top (None: the column is empty)."""
        return self._table.columns[column].card

    def column_item(self, column: int) -> QGraphicsItem:
        """What shows ``column`` on the table: its face-up top, or its empty place."""
        col = self._table.columns[column]
        return col.top if col.card is not None else col.slot

    def pile_top_item(self, pile: int) -> CardItem:
        return self._pile(pile).top

    def lit_piles(self) -> set[int]:
        return {p.index for p in self._table.piles if p.ring.lit}

    def lit_columns(self) -> set[int]:
        return {c.index for c in self._table.columns if c.ring.lit}

    def ready_button_rect(self) -> QRectF:
        return self._banner.button_rect()

    def banner_text(self) -> str:
        return self._banner.text()

    def legal(self) -> list[dict[str, Any]]:
        return list(self._legal.legal)  # type: ignore[arg-type]

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
        self._legal = Choice.among(legal)
        self._round_end.follow(events, view)
        self._settle_hand()
        self._refresh_mine()
        self._refresh_piles()
        self._refresh_opponents()
        self._refresh_targets()
        self._refresh_banner()
        self._refresh_summary()
        if old is not None:
            self._motion.animate(events, self._table, view, self._ratio)
        self._motion.mark_last_move(events, self._table, self.last_move)

    def prepare(self, shape: tuple[int, int]) -> None:
        """Build the items of a table of ``shape`` (players, bottom seat) ahead of its first view: the first
        position then costs only its refresh and paint, not the build as well."""
        if shape != self._shape:
            self._build(shape)

    def build_ahead(self, shape: tuple[int, int]) -> None:
        """Make a table of ``shape`` in idle time, for a game's start to take (``TableBuild.build_ahead``)."""
        if shape != self._shape:
            self._builder.build_ahead(shape, self._ratio)

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
        # Every width a table uses, not only this one's: told its ratio ahead (before any table is built), the
        # scene has the faces scaled before its first table needs them.
        sizes = sorted(
            {(item.rect().width(), item.rect().height()) for item in self._card_items()}
            | {(width, width * ASPECT) for width in CARD_WIDTHS}
        )
        self._size_steps = self._art.size_steps(sizes, self._ratio)
        self._size_timer.start()

    def _on_size_timer_timeout(self) -> None:
        for _ in range(3):  # about a millisecond and a half per turn of the event loop
            if next(self._size_steps, StopIteration) is StopIteration:
                self._size_timer.stop()
                return

    def set_countdown(self, phase: str | None, remaining_ms: int = 0, total_ms: int = 0) -> None:
        """The referee's countdown (None: none runs). The banner counts the seconds down by itself."""
        self._banner.set_countdown(phase, remaining_ms, total_ms)

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
        if not self._can_handle_cards() or not 0 <= column < len(self._table.columns):
            return
        col = self._table.columns[column]
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
            slap = self._legal.pick(TYPE, SLAPS).pick(PILE, pile).first()
            if slap is not None:
                self.intent_requested.emit(dict(slap))
                return
            self.explain_requested.emit({"type": "slap", "pile": pile, "round": self._view["round"]})
            return
        if self._picked is not None:
            self._drop_on(("pile", pile), animate_from=None)

    def say_ready(self) -> bool:
        """Space, Enter or the button: say ready (or, with "stress continuo", turn up the held card)."""
        for kind in ("ready", "reveal"):
            action = self._legal.pick(TYPE, kind).first()
            if action is not None:
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
        if self._round_end.visible():
            self._round_end.dismiss()
            return True
        return False

    def intent_refused(self, reason: str) -> None:
        """The rules refused the play just sent (often "too late": someone was faster): the card slides home."""
        if self._pending is not None:
            card, column, _ = self._pending
            self._pending = None
            self._pending_timer.stop()
            if 0 <= column < len(self._table.columns) and self._table.columns[column].card == card:
                self._slide_home(self._table.columns[column])
            else:
                self._refresh_mine()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            super().keyPressEvent(event)
            return
        if key in COLUMN_KEYS:
            self.pick_column(COLUMN_KEYS.index(key))
        elif key in PILE_KEYS[: len(self._table.piles)]:
            self.choose_pile(self._table.piles[PILE_KEYS.index(key)].index)
        elif key == Qt.Key.Key_Space:
            if not self.say_ready() and self._round_end.visible():
                self._round_end.dismiss()
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
        if self._round_end.hit(pos):
            self._press = (pos, None, None)
            self._round_end.dismiss()
            return
        if self._banner.button_hit(pos):
            self._press = (pos, None, None)
            self.say_ready()
            return
        self._press_used = False
        target = self._target_at(pos)
        if target is not None and target[0] == "col":
            col = self._table.columns[target[1]]
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

    def column_of(self, card: str | None) -> Column | None:
        """The column whose top card is ``card``, if any (the hint marks one)."""
        if card is None:
            return None
        for col in self._table.columns:
            if col.card == card:
                return col
        return None

    def _drag_column(self) -> Column | None:
        return self.column_of(self._picked) if self._dragging else None

    def _start_drag(self, column: int, start: QPointF) -> None:
        col = self._table.columns[column]
        assert col.card is not None
        self._motion.stop_slide(col)
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
        col = self.column_of(self._picked)
        if view is None or col is None or col.card is None:
            return
        card = col.card
        kind, index = target
        action_type, field = TARGET_KINDS[kind]
        # At most one: the rules list one play per card and pile (onto its top) and one move per card and column.
        action = self._legal.pick(CARD, card).pick(TYPE, action_type).pick(field, index).first()
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
        self._motion.slide(col, self._target_pos(target), self._target_scale(target))
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
        for pile in self._table.piles:
            if pile.rect.adjusted(-16, -16, 16, 16).contains(pos):
                return ("pile", pile.index)
        for col in self._table.columns:
            if col.rect.contains(pos):
                return ("col", col.index)
        return None

    def _is_lit(self, target: tuple[str, int]) -> bool:
        kind, index = target
        if kind == "pile":
            return self._pile(index).ring.lit
        return self._table.columns[index].ring.lit

    def _target_pos(self, target: tuple[str, int]) -> QPointF:
        kind, index = target
        if kind == "pile":
            return self._pile(index).rect.topLeft()
        return QPointF(self._table.columns[index].rect.x(), COLS_Y)

    def _target_scale(self, target: tuple[str, int]) -> float:
        return PILE_W / MY_W if target[0] == "pile" else 1.0

    def _on_pending_timer_timeout(self) -> None:
        self.intent_refused("")

    def _card_items(self) -> list[CardItem]:
        return [self._mine.draw, self._mine.held, *self._table.card_items(), *self._motion.card_items()]

    def _pile(self, index: int) -> Pile:
        return self._table.pile(index)

    def _build(self, shape: tuple[int, int]) -> None:
        """The items of a table of ``shape`` (players, the seat at the bottom), in place of the last shape's."""
        self._motion.finish(self._table)
        for item in self._table.items():
            self.removeItem(item)
        self._shape = shape
        self._bottom = shape[1]
        self._picked = None
        self._pending = None
        self._dragging = False
        self._press = None
        self._table = self._builder.table(shape, self._ratio)
        self._retranslate_static()
        self._warm_sizes()

    def _slide_home(self, col: Column) -> None:
        """``col``'s card back to its place (lifted if it is the card in hand); shown afresh once there."""
        self._motion.slide_home(col, col.card is not None and col.card == self._picked, self._refresh_mine)

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
        for col, data in zip(self._table.columns, mine["columns"]):
            top = data["top"]
            card = top["id"] if top else None
            if card != col.card:
                # Another card on top (the last one was played or moved): whatever carried the old one is over.
                self._motion.stop_slide(col)
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
                self._motion.stop_slide(col)
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
        self._mine.draw.setVisible(draw_count > 0)
        self._mine.draw_empty.setVisible(draw_count == 0)
        set_text(self._mine.draw_count, str(draw_count))
        box = self._mine.draw_count.boundingRect()
        self._mine.draw_count.setPos(DRAW_X + (DRAW_W - box.width()) / 2, MY_PILES_Y + DRAW_W * ASPECT + 8)
        self._mine.held.setVisible(bool(mine["holding"]))
        self._mine.held_label.setVisible(bool(mine["holding"]))
        self._refresh_my_texts()

    def _refresh_my_texts(self) -> None:
        view = self._view
        if view is None:
            return
        mine = self._my_seat_view()
        set_text(self._mine.name, self._name(self._bottom))
        x = COLS_X0 + 3 * COL_STEP + MY_W + 48
        self._mine.name.setPos(x, COLS_Y + 10)
        set_text(
            self._mine.left,
            QCoreApplication.translate("FranticFrankfurt", "Cards left: {count}").format(count=mine["cards_left"]),
        )
        self._mine.left.setPos(x, COLS_Y + 54)
        set_text(self._mine.status, self._seat_status(self._bottom))
        self._mine.status.setPos(x, COLS_Y + 88)

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
        for pile in self._table.piles:
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
        for opp in self._table.opponents:
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

    def _refresh_banner(self) -> None:
        self._banner.show(self._view, self._legal.options(TYPE), self._me, self._name)

    def _refresh_summary(self, force: bool = False) -> None:
        self._round_end.refresh(self._view, self._name, force)

    def _refresh_targets(self) -> None:
        """Light the piles and empty columns the card in hand may go to, from ``legal`` alone; in the race,
        the piles that may be slapped."""
        self._lit_piles = set()
        self._lit_columns = set()
        view = self._view
        if view is not None and view["phase"] == RACE:
            self._lit_piles = self._legal.pick(TYPE, SLAPS).options(PILE)
        elif self._picked is not None:
            in_hand = self._legal.pick(CARD, self._picked)
            self._lit_piles = in_hand.pick(TYPE, LAYS).options(PILE)
            self._lit_columns = in_hand.pick(TYPE, MOVES).options(COLUMN)
        if self._hot is not None and not (
            (self._hot[0] == "pile" and self._hot[1] in self._lit_piles)
            or (self._hot[0] == "col" and self._hot[1] in self._lit_columns)
        ):
            self._hot = None
        self._refresh_rings()

    def _refresh_rings(self) -> None:
        for pile in self._table.piles:
            pile.ring.set_state(pile.index in self._lit_piles, self._hot == ("pile", pile.index))
        for col in self._table.columns:
            col.ring.set_state(col.index in self._lit_columns, self._hot == ("col", col.index))

    def _retranslate_static(self) -> None:
        set_text(self._mine.draw_label, QCoreApplication.translate("FranticFrankfurt", "Draw pile"))
        self._mine.draw_label.setPos(DRAW_X, MY_PILES_Y - 30)
        set_text(self._mine.held_label, QCoreApplication.translate("FranticFrankfurt", "Held card"))
        self._mine.held_label.setPos(HELD_X, MY_PILES_Y - 30)
        # Emptied so that the next refresh lays them out again, in the new words.
        for pile in self._table.piles:
            pile.owner.setText("")
            pile.note.setText("")
        for opp in self._table.opponents:
            opp.status.setText("")
        self._banner.retranslate()
        self._round_end.retranslate()
