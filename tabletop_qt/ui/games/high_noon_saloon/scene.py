"""The High Noon Saloon table: the saloon's map, the figures, every player's board, the hand and the piles.

The map is drawn from the content pack (``hns_map.layout_map``), cards from the pack's data (``HnsCardFaces``).
The scene never judges a move: it lights what the legal actions hold. A choice is built field by field — a card of
the hand, then a slot, a space or a player — and every click narrows the legal actions that agree with the
choice so far; when one is left it is asked for (``intent_requested``); when none is, the action the click meant
goes to the rules to say why (``explain_requested``). What the clicks cannot tell apart (a gun's bullet options,
melee or gun) shows as chips to click.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from tabletop_qt.core.games.high_noon_saloon.content import Content, house_set
from tabletop_qt.core.games.high_noon_saloon.phase_play import HAND as FIRST_HAND
from tabletop_qt.table.choice import Choice, Click
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.games.high_noon_saloon.art import draw_figures_ahead, figure_portrait
from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces, card_id
from tabletop_qt.ui.games.high_noon_saloon.position import (
    TARGETS,
    Position,
    card_capacity,
    card_tip,
    seat_character,
    seat_grit,
    seat_name,
    seat_team_colour,
    targetable,
)
from tabletop_qt.ui.games.high_noon_saloon.table_items import (
    BoardItem,
    ChipItem,
    FigureItem,
    Section,
    SpaceItem,
    elide,
    fit_lines,
    text_item,
)
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.texts import interface_language
from tabletop_qt.ui.games.high_noon_saloon.player_boards import BoardsHost, PlayerBoards
from tabletop_qt.ui.games.high_noon_saloon.window_text import window_lines
from tabletop_qt.ui.games.high_noon_saloon.damage_hint import DamageHint
from tabletop_qt.ui.games.high_noon_saloon import faces_ahead, team_marks
from tabletop_qt.ui.games.high_noon_saloon.layout import (
    BOARD_W,
    BOARD_Y,
    CARD_H,
    CARD_W,
    DIM_TEXT,
    HAND_Y,
    PICKED,
    PILE_CARD_W,
    SCENE_H,
    SCENE_W,
    SPACE_KIND_BY_PHASE,
)
from tabletop_qt.ui.games.high_noon_saloon.map_items import build_map
from tabletop_qt.ui.games.high_noon_saloon.hover_card import HoverCard
from tabletop_qt.ui.games.high_noon_saloon.motion import HnsMotion, play_events
from tabletop_qt.ui.games.high_noon_saloon.map import SPACE_R, MapLayout
from tabletop_qt.ui.games.high_noon_saloon import words as words

UNCLICKED = frozenset({"quick_draw"})  # actions of buttons only: no click on the table narrows to them


def clickable(legal: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The legal actions a choice made by clicks can come to."""
    return [a for a in legal if a.get("type") not in UNCLICKED]


class HighNoonSaloonScene(QGraphicsScene):
    """The table. It owns its components and calls them: the players' boards (``PlayerBoards``, drawn through a
    ``BoardsHost`` adapter of this scene), the motion, the hovered card, the damage preview; and keeps the map, the
    figures, the sections of a position and the choice under way."""

    intent_requested = Signal(object)  # a legal action the player chose
    key_handler: Callable[[int], bool] | None = None  # the board's keys (a key -> whether it was used)
    explain_requested = Signal(object)  # an action the player tried that no legal action holds
    selection_changed = Signal()  # the choice under way changed

    def __init__(self, parent: Any = None, content: Content | None = None, art_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#1c130d"))
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self._ratio = 1.0
        # The latest attack or move, until the next one; cyan, apart from the orange of movement-limit spaces.
        self.last_move = LastMoveMark(self, width=5.0, colour=QColor("#4fd8ff"))
        self._motion = HnsMotion(self)  # slides, flashes, floating damage, the arrow's fade (hns_motion)
        self._hover = HoverCard(self, lambda: self._faces, lambda: self._ratio)  # a card shown large (hns_hover_card)
        self._view: dict[str, Any] | None = None
        self._names: list[str] = []
        self._legal: list[dict[str, Any]] = []
        # The fields clicked so far (card, slot, space, target, targets) and the legal actions agreeing with them.
        self._choice = Choice.among((), sets=(TARGETS,))
        self._seat: int | None = None
        self._received: dict[str, int] = {}  # team play: cards a teammate passed into this hand -> the giver
        self._map_items: list[QGraphicsItem] = []
        self._map_language: str | None = None  # the language the map's words were built in
        self._dynamic: list[QGraphicsItem] = []
        self._spaces: dict[str, SpaceItem] = {}
        self._figures: dict[int, FigureItem] = {}
        self._hand: list[CardItem] = []
        self._slots: dict[str, CardItem] = {}
        self._boards: dict[int, BoardItem] = {}
        self._chips: list[ChipItem] = []
        self._cards: list[CardItem] = []
        self._layout: MapLayout | None = None
        self._sections: dict[str, Section] = {}
        # Items kept from one position to the next and only updated (made once per seat / per hand position).
        self._figure_pool: dict[int, FigureItem] = {}
        self._player_boards = PlayerBoards(self._boards_host())  # the acting seat's board and the side boards
        # Card faces drawn ahead, one per event-loop turn while the table is idle, at the sizes the table shows
        # cards in: a card that first appears later (drawn, discarded, equipped) then costs no drawing in show_view.
        self._face_queue: list[tuple[str, float, float]] = []
        self._faces_ready: tuple[float, frozenset[float]] | None = None  # (ratio, widths) the queue was made for
        self._face_timer = QTimer(self)
        self._face_timer.setInterval(0)
        self._face_timer.timeout.connect(self._on_face_timer_timeout)
        self._building: Section | None = None  # the section whose items are being made
        self._pile_items: list[tuple[CardItem, QGraphicsSimpleTextItem]] = []  # each pile's top card and count
        # The out-of-turn window the table waits on (table.answers.AnswerWindow), and its countdown's text.
        self._answer: Any = None
        self._countdown: QGraphicsSimpleTextItem | None = None
        content = content or house_set()
        # The attacker's damage preview by a hovered lit target (hns_damage_hint); kept across positions.
        self._hint = DamageHint(content)
        self.addItem(self._hint)
        self.set_content(content, art_dir)

    # ------------------------------------------------------------------ public
    @property
    def legal(self) -> list[dict[str, Any]]:
        return self._legal

    @property
    def choice(self) -> dict[str, Any]:
        return self._choice.as_dict()

    @property
    def content(self) -> Content:
        return self._content

    def space_item(self, space: str) -> SpaceItem:
        return self._spaces[space]

    def space_items(self) -> dict[str, SpaceItem]:
        return dict(self._spaces)

    def figure_item(self, seat: int) -> FigureItem:
        return self._figures[seat]

    def figure_items(self) -> dict[int, FigureItem]:
        return dict(self._figures)

    def hand_items(self) -> list[CardItem]:
        return list(self._hand)

    def hand_row(self) -> list[CardItem]:
        """The card items of the hand's row, shown or not (a spectator's are backs)."""
        return self._player_boards.hand_pool()

    def hand_item(self, instance: str) -> CardItem:
        return next(c for c in self._hand if c.key == instance)

    def slot_item(self, slot: str) -> CardItem:
        return self._slots[slot]

    def board_item(self, seat: int) -> BoardItem:
        return self._boards[seat]

    def chips(self) -> list[ChipItem]:
        return list(self._chips)

    @property
    def hover_card(self) -> HoverCard:
        return self._hover

    @property
    def motion(self) -> HnsMotion:
        return self._motion

    def new_table(self) -> None:
        """Another game is about to be shown: nothing of the last one's moves stays on the table."""
        self._motion.finish()
        self.last_move.clear()
        self._view = None

    @property
    def damage_hint(self) -> DamageHint:
        return self._hint

    def set_content(self, content: Content, art_dir: Path | None = None) -> None:
        """The pack the table plays with (the view names it): its map is drawn, its cards' faces made."""
        self._content = content
        self._art_dir = art_dir
        self._hover.forget()
        draw_figures_ahead([c.id for c in content.characters], art_dir)
        self._hint.set_content(content)
        self._faces = HnsCardFaces(content, art_dir)
        self._faces_ready = None
        self._drop_sections(set())
        self._drop_pools()
        self._build_map()
        if self._view is not None:
            self.show_view(self._view, self._names, self._legal)

    def show_view(self, view: dict[str, Any], names: Sequence[str], legal: Sequence[dict[str, Any]], events: Sequence[Any] = ()) -> None:
        before = self._view
        self._view = view
        self._names = list(names)
        self._legal = [a for a in legal if isinstance(a, dict)]
        self._seat = next((i for i, p in enumerate(view["players"]) if "hand" in p), None)
        if before is None or int(before.get("turn", 0)) > int(view.get("turn", 0)):
            self._received = {}  # another game (or a replay stepped back): no card of this hand was passed yet
        self._received = team_marks.update_received(self._received, view, self._seat, events)
        self._choice = self._choice.with_legal(clickable(self._legal))
        if not self._choice.actions():
            self._choice = self._choice.cleared()
        self._motion.finish(effects=False)  # a position never waits for the last one's slides
        standing = {seat: QPointF(item.pos()) for seat, item in self._figures.items()}
        if before is None or int(view.get("turn", 0)) < int(before.get("turn", 0)):
            self.last_move.clear()  # another game (or its replay from the start): no arrow of the last one
        self._redraw()
        self._mark_last_move(before, events)
        play_events(self._motion, events, dict(self._figures), standing, view.get("attack"))
        self._hover.still_there()
        self._hint.show_view(view, self._names, self._legal)

    def _mark_last_move(self, before: dict[str, Any] | None, events: Sequence[Any]) -> None:
        """The latest attack (an arrow from the attacker to each target) or figure move (an arrow from the space
        left to the space reached), until the next attack or move."""
        mark = self.last_move
        lines: list[QLineF] = []
        rects: list[QRectF] = []
        for event in events:
            code, args = getattr(event, "code", ""), getattr(event, "args", {})
            if code == "hns.targeted":
                start = self._figures.get(args.get("seat"))
                ends = [self._figures.get(t) for t in args.get("targets", [])]
                if start is not None:
                    lines = [QLineF(start.pos(), end.pos()) for end in ends if end is not None]
                    rects = [end.sceneBoundingRect() for end in ends if end is not None]
            elif code in ("hns.moved", "hns.jumped", "hns.placed"):
                seat, space = args.get("seat"), args.get("space")
                left = args.get("from") if code == "hns.jumped" else None
                if left is None and code == "hns.moved" and before is not None and isinstance(seat, int) and seat < len(before["players"]):
                    left = before["players"][seat].get("space")
                if space in self._spaces:
                    reached = self._spaces[space].sceneBoundingRect()
                    rects = [reached]
                    lines = [QLineF(self._spaces[left].pos(), reached.center())] if left in self._spaces else []
            elif code == "hns.setup_round":
                lines, rects = [], []
                mark.clear()
            elif code == "hns.turn_started":
                lines, rects = [], []
                self._motion.fade_out(mark.take_items())  # the last turn's attack or move fades as this one begins
        if lines or rects:
            mark.show(rects, lines, inset=SPACE_R)

    def set_answer(self, answer: Any) -> None:
        """The out-of-turn window of the next position shown (None: none); drawn with it by ``show_view``."""
        self._answer = answer

    @property
    def answer(self) -> Any:
        return self._answer

    def tick_answer(self) -> None:
        """Re-word the window's countdown (the rest of the table stays as it is)."""
        if self._countdown is not None:
            self._countdown.setText(self._countdown_text())

    def countdown_text(self) -> str:
        return self._countdown.text() if self._countdown is not None else ""

    def _countdown_text(self) -> str:
        answer = self._answer
        if answer is None or answer.deadline is None:
            return ""
        seconds = (answer.remaining_ms() + 999) // 1000
        return QCoreApplication.translate("HighNoonSaloon", "{seconds} s to answer").format(seconds=seconds)

    def window_lines(self, answer: Any, mine: bool) -> list[str]:
        """What the window asks, in two lines (``window_text.window_lines``)."""
        return window_lines(answer, mine, self._name, self._card_tip)

    def set_render_ratio(self, ratio: float) -> None:
        if ratio <= 0 or abs(ratio - self._ratio) < 1e-3:
            return
        self._ratio = ratio
        self._hover.forget()
        self._faces.forget_sizes()
        for card in self._cards:
            card.set_ratio(ratio)
        self._queue_faces()

    def retranslate(self) -> None:
        self._hover.forget()
        self._faces.forget_sizes()
        self._faces_ready = None  # drawn ahead in the old language
        self._drop_sections(set())  # their words are in the old language
        self._drop_pools()  # and the hand's faces
        if self._map_language != interface_language():  # a board is translated as it is made: one build, not two
            self._build_map()
        if self._view is not None:
            self._redraw()
        self._hint.retranslate()

    def clear_choice(self) -> None:
        if self._choice:
            self._choice = self._choice.cleared()
            self._redraw()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.clear_choice()
            event.accept()
        elif not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier) \
                and self.key_handler is not None and self.key_handler(event.key()):
            event.accept()  # the board's keys: its buttons' and the chips' (hns_keys)
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ choosing
    def _candidates(self) -> list[dict[str, Any]]:
        """The legal actions that agree with the choice so far; chips and buttons' actions (no card, slot, space or
        target) agree only with an empty choice."""
        return self._choice.actions()  # type: ignore[return-value]

    def pick(self, field: str, value: Any, meant: dict[str, Any]) -> None:
        """A click on a card, a slot, a space or a player: add it to the choice (a second click drops it), and act
        once one action is left. A click no action agrees with along with the choice so far starts a new choice, if
        some action holds it alone; else ``meant``, the action the click would be on its own, goes to the rules
        to explain the refusal."""
        if not self._legal:
            return
        choice, did = self._choice.click(field, value)
        if did is Click.REFUSED:
            self._choice = self._choice.cleared()
            self._redraw()
            self.explain_requested.emit({**meant, **self._explained_fields()})
            return
        self._choice = choice
        self._settle()

    def _explained_fields(self) -> dict[str, Any]:
        return {}

    def _settle(self) -> None:
        candidates = self._candidates()
        exact = self._choice.exact()  # with the targets picked so far, no more
        if len(candidates) == 1 and self._choice and not (
                candidates[0].get("type") == "pass_card" and "target" not in self._choice):
            # (A card passed face down waits for its teammate's click: one click must not give a card away.)
            self._choose(candidates[0])
            return
        if TARGETS in self._choice and len(exact) == 1 and len(candidates) == 1:
            self._choose(exact[0])
            return
        self._redraw()
        self.selection_changed.emit()

    def _choose(self, action: dict[str, Any]) -> None:
        self._choice = self._choice.cleared()
        self._redraw()
        self.selection_changed.emit()
        self.intent_requested.emit(action)

    def choose(self, action: dict[str, Any]) -> None:
        """Ask for ``action`` if it is legal (the board's buttons and the chips come here)."""
        if action in self._legal:
            self._choose(action)
        else:
            self.explain_requested.emit(action)

    def click_space(self, space: str) -> None:
        phase = self._view["phase"] if self._view else ""
        kind = SPACE_KIND_BY_PHASE.get(phase, "move")
        self.pick("space", space, {"type": kind, "space": space})

    def click_hand_card(self, instance: str) -> None:
        self.pick("card", instance, self._meant_for_card(instance))

    def click_slot(self, slot: str) -> None:
        """A click on the Fist or the Holster: the target of a chosen card, an area effect, or a weapon to move."""
        if "card" not in self._choice and self._legal:
            moves = [a for a in self._legal if a.get("type") == "move_weapon" and a.get("slot") != slot]
            if self._choice.get("slot") is None and moves and not any(a.get("slot") == slot and "card" not in a
                                                                     and a.get("type") != "move_weapon" for a in self._legal):
                # The weapon here goes to the other slot: the move is one click.
                self._choose(moves[0])
                return
        card = self._choice.get("card")
        meant = {"type": "equip" if card and self._is_weapon(card) else "reload", "slot": slot}
        if card:
            meant["card"] = card
        else:
            meant = {"type": "move_weapon", "slot": "holster" if slot == "fist" else "fist"}
        self.pick("slot", slot, meant)

    def click_player(self, seat: int, on_figure: bool = False) -> None:
        """A click on a figure or a board: a target, a teammate, or else the space under the figure."""
        if any("targets" in a for a in self._legal):
            self.pick("targets", seat, {"type": "target", "targets": [seat]})
        elif any("target" in a for a in self._legal):
            meant = {"type": "pass_card", "target": seat, **({"card": self._choice.get("card")} if "card" in self._choice else {})}
            self.pick("target", seat, meant)
        elif on_figure and self._view is not None:
            space = self._view["players"][seat].get("space")
            if space in self._spaces:
                self.click_space(space)

    def _is_weapon(self, instance: str) -> bool:
        card = next((c for c in self._content.saloon if c.id == card_id(instance)), None)
        return card is not None and card.type.value == "weapon"

    def _meant_for_card(self, instance: str) -> dict[str, Any]:
        """What a click on a hand card means in this phase, for the rules to explain why it is not allowed."""
        view = self._view or {}
        attack = view.get("attack")
        if attack is not None:
            if attack.get("step") == "block":
                return {"type": "block", "card": instance}
            return {"type": "enhance", "card": instance, "option": 0}
        phase = view.get("phase")
        if phase in ("weapon", "weapon2", "setup"):
            card = next((c for c in self._content.saloon if c.id == card_id(instance)), None)
            if card is not None and card.type.value == "reload":
                return {"type": "reload", "card": instance, "slot": "fist"}
            return {"type": "equip", "card": instance, "slot": "fist"}
        if phase == "fight":
            return {"type": "enhance", "card": instance, "option": 0}
        return {"type": "discard", "card": instance}

    # ------------------------------------------------------------------ the map, built once per pack
    def _build_map(self) -> None:
        for item in self._map_items:
            self.removeItem(item)
        self._map_items = []
        self._map_language = interface_language()
        self._layout, self._spaces = build_map(self._content, self._add_map, lambda space: self.click_space(space),
                                                self._art_dir)

    def _add_map(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._map_items.append(item)
        # The map changes only with the language or the pack: each of its items (and their words and icons) keeps
        # its picture, so repainting the table around a moved figure blits the map instead of drawing it again.
        for part in (item, *item.childItems()):
            if part.cacheMode() is QGraphicsItem.CacheMode.NoCache:
                part.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def arrows(self) -> list[tuple[str, str, bool]]:
        return [item.data(0) for item in self._map_items if isinstance(item, QGraphicsPathItem) and item.data(0)]

    # ------------------------------------------------------------------ a position
    def _redraw(self) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []
        if self._view is None:
            self._drop_sections(set())
        self._figures = {}
        self._hand = []
        if self._view is None:
            self._drop_pools()
        self._slots = {}
        self._boards = {}
        self._chips = []
        self._cards = []
        self._countdown = None
        view = self._view
        if view is None:
            return
        pos = self._position()
        candidates = pos.candidates
        kept: set[str] = set()
        self._section("title", self._title_key(view), lambda: self._title(view), kept)
        self._section("phases", view.get("phase") == "setup", self._phase_chips, kept)
        self._light_phase(view)
        self._place_figures(view, candidates)
        others = [i for i in range(len(view["players"])) if i != self._own_seat(view)]
        self._player_boards.side_boards(pos, others, kept)
        self._player_boards.own_board(pos, kept)
        self._section("piles", None, self._piles, kept)
        self._show_piles(view)
        self._drop_sections(kept)
        self._queue_faces()
        for space, item in self._spaces.items():
            item.set_lit(any(a.get("space") == space for a in candidates))

    def _section(self, name: str, key: Any, build: Callable[[], None], kept: set[str],
                 at: tuple[float, float] = (0.0, 0.0)) -> None:
        """Draw a section with ``build`` unless it is on the table with the same key already. ``at``: where
        ``build`` draws it; a section kept whose place alone changed is moved there, not drawn again (a watcher's
        side boards shift each turn as the acting seat's board changes hands)."""
        kept.add(name)
        section = self._sections.get(name)
        if section is not None and section.key == key and section.at != at:
            dx, dy = at[0] - section.at[0], at[1] - section.at[1]
            for item in section.items:
                item.moveBy(dx, dy)
            section.at = at
        if section is None or section.key != key:
            if section is not None:
                for item in section.items:
                    self.removeItem(item)
            section = self._building = Section(key, at)
            slots, chips, hand, countdown = set(self._slots), len(self._chips), len(self._hand), self._countdown
            try:
                build()
            finally:
                self._building = None
            # What this section registered (only the acting seat's board registers any), to register again each
            # time it is kept.
            section.slots = {k: v for k, v in self._slots.items() if k not in slots}
            section.chips, section.hand = self._chips[chips:], self._hand[hand:]
            section.countdown = self._countdown if self._countdown is not countdown else None
            self._sections[name] = section
        else:
            self._slots.update(section.slots)
            self._chips.extend(section.chips)
            self._hand.extend(section.hand)
            self._countdown = section.countdown or self._countdown
        self._cards.extend(section.cards)
        self._boards.update(section.boards)

    def _queue_faces(self) -> None:
        """Queue every card face of the pack at each size the table now shows cards in, unless done already."""
        widths = frozenset(round(card.rect().width(), 2) for card in self._cards)
        if not widths or self._faces_ready == (self._ratio, widths):
            return
        self._faces_ready = (self._ratio, widths)
        content = self._content
        keys = [c.id for c in content.saloon] + [c.id for c in content.team] + [f"load_{c.bullets}" for c in content.loads]
        self._face_queue = [(key, w, w * CARD_H / CARD_W) for w in sorted(widths, reverse=True) for key in keys]
        self._face_timer.start()

    def draw_faces_ahead(self) -> Iterator[None]:
        """Steps of idle time drawing the faces a first position shows (``faces_ahead``), then making the items every
        table makes once and keeps (the piles, the set-up's phase chip, the hand's places), hidden until a position
        shows them: a first show_view made them (~2 ms)."""
        yield from faces_ahead.draw_ahead(lambda: self._faces, lambda: self._content, lambda: self._ratio)
        for name, key, build in (("piles", None, self._piles), ("phases", True, lambda: self._phase_chips("setup"))):
            if self._view is None and name not in self._sections:
                self._section(name, key, build, set())
                for item in self._sections[name].items:
                    item.setVisible(False)  # the piles until _show_piles, the chips until _light_phase
                yield
        if self._view is None:
            self._player_boards.pool_ahead(FIRST_HAND)
            for _ in self._player_boards.side_boards_ahead(self._content):  # one a step, while no table is shown
                yield
                if self._view is not None:
                    return

    def _on_face_timer_timeout(self) -> None:
        if not self._face_queue:
            self._face_timer.stop()
            return
        key, width, height = self._face_queue.pop(0)
        self._faces.pixmap(key, width, height, self._ratio)

    def _drop_pools(self) -> None:
        for item in self._figure_pool.values():
            self.removeItem(item)
        self._figure_pool = {}
        self._player_boards.drop_pool()

    def _drop_sections(self, kept: set[str]) -> None:
        for name in [n for n in self._sections if n not in kept]:
            for item in self._sections.pop(name).items:
                self.removeItem(item)

    def _title_key(self, view: dict[str, Any]) -> Any:
        current = int(view.get("current", 0))
        return (view.get("finished"), view.get("turn", 0), self._name(current))

    def _own_seat(self, view: dict[str, Any]) -> int:
        return self._seat if self._seat is not None else int(view.get("current", 0))

    def _boards_host(self) -> BoardsHost:
        """The scene as its players' boards draw on it: its sections and registers, its clicks, its words (each
        looked up when called: the registers are new lists for every position)."""
        return BoardsHost(
            ratio=lambda: self._ratio, add=self._add, card=self._card, section=self._section,
            register_board=self._register_board, register_slot=lambda slot, card: self._slots.__setitem__(slot, card),
            register_chip=lambda chip: self._chips.append(chip), register_card=self._register_card,
            register_hand_card=lambda card: self._hand.append(card), register_countdown=self._register_countdown,
            pool_card=self._pool_card, remove=self.removeItem, watch=lambda item, seat: self._hint.watch(item, seat),
            portrait=lambda character: figure_portrait(character, self._art_dir), countdown_text=self._countdown_text,
            window_lines=self.window_lines, click_player=self.click_player, click_slot=self.click_slot,
            click_hand_card=self.click_hand_card, choose=self._choose,
            drop=lambda name: self._drop_sections(set(self._sections) - {name}))

    def _register_board(self, seat: int, board: BoardItem) -> None:
        (self._building.boards if self._building is not None else self._boards)[seat] = board

    def _register_card(self, card: CardItem) -> None:
        (self._building.cards if self._building is not None else self._cards).append(card)

    def _register_countdown(self, item: QGraphicsSimpleTextItem) -> None:
        self._countdown = item

    def _pool_card(self, width: float) -> CardItem:
        card = CardItem(self._faces, "back", width=width, ratio=self._ratio)  # type: ignore[arg-type]
        self.addItem(card)
        return card

    def _position(self) -> Position:
        """The position as its boards draw it (a redraw's; the view must be there)."""
        assert self._view is not None
        return Position(self._view, tuple(self._names), self._content, tuple(self._legal), self._choice, self._seat,
                        self._answer, dict(self._received))

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        (self._building.items if self._building is not None else self._dynamic).append(item)
        return item

    def _name(self, seat: int) -> str:
        return seat_name(self._names, seat)

    def _character(self, view: dict[str, Any], seat: int) -> Any:
        return seat_character(self._content, view, seat)

    def _team_colour(self, view: dict[str, Any], seat: int) -> QColor | None:
        return seat_team_colour(view, seat)

    def _grit(self, view: dict[str, Any], seat: int) -> tuple[int, bool]:
        """A player's grit, and whether it is the team's."""
        return seat_grit(view, seat)

    def _title(self, view: dict[str, Any]) -> None:
        current = int(view.get("current", 0))
        title = text_item(None, 22, True)
        if view.get("finished"):
            text = words.phase_name("over")
        else:
            text = QCoreApplication.translate("HighNoonSaloon", "Turn {turn} · {player}").format(
                turn=view.get("turn", 0), player=self._name(current))
        elide(title, text, 380)
        title.setPos(18, 18)
        self._add(title)

    def _phase_chips(self, phase: str | None = None) -> None:
        """The phases of a turn (or the set-up's one) beside the title, each drawn twice, lit and not: a new phase
        only shows the other chip of two (``_light_phase``), nothing is drawn again."""
        if phase is None:
            phase = self._view.get("phase", "") if self._view is not None else ""
        phases = ("setup",) if phase == "setup" else words.TURN_PHASES
        x = 420.0
        width = (SCENE_W - 16 - x - 6 * (len(phases) - 1)) / len(phases) if phase != "setup" else 260.0
        for name in phases:
            for on in (False, True):
                chip = QGraphicsRectItem(QRectF(x, 14, width, 38))
                chip.setBrush(QBrush(PICKED if on else QColor("#3a2a1c")))
                chip.setPen(QPen(QColor("#fff3c4") if on else QColor("#6b4a2b"), 2))
                chip.setData(0, name)
                chip.setData(2, on)
                label = text_item(chip, 16, on, QColor("#2a1d12") if on else DIM_TEXT)
                fit_lines(label, words.phase_name(name), width - 10, 14)
                rect = label.boundingRect()
                label.setPos(x + (width - rect.width()) / 2, 14 + (38 - rect.height()) / 2)
                chip.setVisible(not on)
                self._add(chip)
            x += width + 6

    def _light_phase(self, view: dict[str, Any]) -> None:
        section = self._sections.get("phases")
        lit = "" if view.get("finished") else view.get("phase", "")
        for chip in section.items if section is not None else ():
            chip.setVisible(bool(chip.data(2)) == (chip.data(0) == lit))

    def current_phase_label(self) -> str:
        """The phase the header lights (for tests and the board's headline)."""
        phases = self._sections.get("phases")
        for item in phases.items if phases is not None else ():
            if item.isVisible() and item.data(0) and item.brush().color() == PICKED:
                return str(item.data(0))
        return ""

    def _place_figures(self, view: dict[str, Any], candidates: list[dict[str, Any]]) -> None:
        targetable = self._targetable(candidates)
        for seat, player in enumerate(view["players"]):
            space = player.get("space")
            if space is None or player.get("out") or space not in self._spaces:
                continue
            character = self._character(view, seat)
            colour = QColor(character.colour) if character is not None else QColor("#888888")
            name = character.name if character is not None else player["character"]
            initials = "".join(w[0] for w in self._name(seat).split()[:2]).upper() or str(seat + 1)
            tip = f"{self._name(seat)} · {name}"
            if player.get("limited"):
                tip += "\n" + QCoreApplication.translate("HighNoonSaloon", "Movement limit: only orange spaces in Hunkerin' Down.")
            item = self._figure_pool.get(seat)
            if item is None:
                item = self._figure_pool[seat] = FigureItem(seat)
                item.on_click = lambda s=seat: self.click_player(s, on_figure=True)
                self.addItem(item)
            item.show_player(colour, initials, bool(player.get("limited")), self._team_colour(view, seat), tip,
                             figure_portrait(player["character"], self._art_dir))
            item.setPos(self._spaces[space].pos())
            item.set_lit(seat in targetable, seat in self._choice.get("targets", []))
            item.setVisible(True)
            self._figures[seat] = item
            self._hint.watch(item, seat)
        for seat, item in self._figure_pool.items():
            if seat not in self._figures:
                item.setVisible(False)  # not on the map (yet, or any more)

    def _targetable(self, candidates: list[dict[str, Any]]) -> set[int]:
        return targetable(candidates, self._choice.get(TARGETS, ()))

    def _card(self, key: str, width: float, x: float, y: float, on_click: Callable[[int], None] | None = None) -> CardItem:
        card = CardItem(self._faces, key, width=width, ratio=self._ratio)  # type: ignore[arg-type]
        card.setPos(x, y)
        card.on_click = on_click
        self._add(card)
        if self._building is not None:
            self._building.cards.append(card)
        else:
            self._cards.append(card)
        return card

    def _card_tip(self, instance: str | None) -> str:
        return card_tip(self._content, instance)

    def _capacity(self, instance: str | None) -> int:
        return card_capacity(self._content, instance)

    def _pile_titles(self) -> tuple[str, str, str, str]:
        return (QCoreApplication.translate("HighNoonSaloon", "Saloon"), QCoreApplication.translate("HighNoonSaloon", "Discards"),
                QCoreApplication.translate("HighNoonSaloon", "Load"), QCoreApplication.translate("HighNoonSaloon", "Used loads"))

    def _piles(self) -> None:
        """The four piles in two rows of two beside the acting seat's board: each title over its pile, the count
        beside it, all at 16 px or more (7 pt at 1280x800). Drawn once (per language and pack); a position only
        turns their top cards and counts (``_show_piles``): a draw changed them, and rebuilding them cost 1-2 ms."""
        x0 = 16 + BOARD_W + 14
        column = (SCENE_W - 16 - x0) / 2
        row = (HAND_Y - 6 - BOARD_Y) / 2
        height = row - 26
        width = PILE_CARD_W
        self._pile_items = []
        for index, title in enumerate(self._pile_titles()):
            x = x0 + (index % 2) * column
            y = BOARD_Y + (index // 2) * row
            label = text_item(None, 16, True, DIM_TEXT)
            elide(label, title, column - 8)
            label.setPos(x, y)
            self._add(label)
            card = self._card("empty", width, x, y + 22)
            number = text_item(None, 20, True)
            number.setText("0")
            number.setPos(x + width + 6, y + 22 + (height - number.boundingRect().height()) / 2)
            self._add(number)
            self._pile_items.append((card, number))

    def _show_piles(self, view: dict[str, Any]) -> None:
        discards = view.get("discards") or []
        loads = view.get("load_discards") or []
        tops = (
            ("back", int(view.get("deck_count", 0))),
            (discards[-1] if discards else "empty", len(discards)),
            ("load_back", int(view.get("load_count", 0))),
            (f"load_{loads[-1]}" if loads else "empty", len(loads)),
        )
        for index, ((card, number), title, (key, count)) in enumerate(zip(self._pile_items, self._pile_titles(), tops)):
            if not card.isVisible():  # made ahead, hidden (draw_faces_ahead)
                for item in self._sections["piles"].items:
                    item.setVisible(True)
            card.set_key(key if count else "empty")
            if card.data(1) != ("pile", index, count):
                card.setToolTip(f"{title}: {count}")
                card.setData(1, ("pile", index, count))
            if number.text() != str(count):
                number.setText(str(count))

    def pile_counts(self) -> list[int]:
        found = [c.data(1) for c in self._cards if isinstance(c.data(1), tuple) and c.data(1)[0] == "pile"]
        return [count for _, _, count in sorted(found)]
