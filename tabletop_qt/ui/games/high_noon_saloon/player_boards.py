"""The players' boards on the High Noon Saloon table: the acting seat's board (character, Fist and Holster with
their bullets, grit, the chips for what clicks cannot tell apart, the attack or the out-of-turn window under
way, the hand) and the others' side boards beside the map.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from tabletop_qt.core.games.high_noon_saloon.content import Content
from tabletop_qt.table.choice import Choice
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.games.high_noon_saloon.position import Position
from tabletop_qt.ui.games.high_noon_saloon.table_items import BoardItem, ChipItem, elide, fit_lines, icon_item, text_item
from tabletop_qt.ui.games.high_noon_saloon import team_marks
from tabletop_qt.ui.games.high_noon_saloon.layout import (
    BOARD_H,
    BOARD_W,
    BOARD_Y,
    CARD_H,
    CARD_W,
    CHIPS_X,
    DIM_TEXT,
    HAND_CARD_W,
    HAND_W,
    HAND_X,
    HAND_Y,
    LIT,
    MAP_RECT,
    ORANGE,
    PICKED,
    SIDE_GAP,
    SIDE_W,
    SIDE_X,
    SLOT_W,
    TEXT,
    side_board_height,
)
from tabletop_qt.ui.games.high_noon_saloon import words as words
from tabletop_qt.ui.games.high_noon_saloon import chips as chip_layout
from tabletop_qt.ui.games.high_noon_saloon import side_board
from tabletop_qt.ui.games.high_noon_saloon.side_board import SideBoard

AHEAD = "side_ahead"  # the section a side board made ahead is made in, then dropped
MAX_PLAYERS = 6


@dataclass(frozen=True)
class BoardsHost:
    """What the boards need of the table they are drawn on, handed over as callables by the scene: where to draw and
    what to register for clicks and reading, the clicks themselves, a few things of the scene's to show."""

    ratio: Callable[[], float]  # device pixels per scene unit
    add: Callable[[QGraphicsItem], QGraphicsItem]  # into the section being drawn
    card: Callable[..., CardItem]  # (key, width, x, y, on_click=None): a card item, added and registered
    section: Callable[..., None]  # (name, key, build, kept, at=(x, y)): the scene's _section
    register_board: Callable[[int, BoardItem], None]
    register_slot: Callable[[str, CardItem], None]
    register_chip: Callable[[ChipItem], None]
    register_card: Callable[[CardItem], None]  # a card shown (its face follows the render ratio)
    register_hand_card: Callable[[CardItem], None]  # a card of this screen's hand, to click
    register_countdown: Callable[[QGraphicsSimpleTextItem], None]  # the window's countdown text
    pool_card: Callable[[float], CardItem]  # a card item on the scene, in no section (the hand's)
    remove: Callable[[QGraphicsItem], None]
    watch: Callable[[QGraphicsItem, int], None]  # the damage preview by a hovered target
    portrait: Callable[[str], QPixmap | None]
    countdown_text: Callable[[], str]
    window_lines: Callable[[Any, bool], list[str]]
    click_player: Callable[[int], None]
    click_slot: Callable[[str], None]
    click_hand_card: Callable[[str], None]
    choose: Callable[[Mapping[str, Any]], None]
    drop: Callable[[str], None] = lambda name: None  # a section's items out of the scene (the scene's)


def light_frame(board: BoardItem, lit: bool, chosen: bool, current: bool) -> None:
    """A board's frame for its state: a target already chosen for a split attack a thick dashed gold frame, one that
    may be named lit, the player on the move a thin gold one. Nothing is touched when the state is the same."""
    state = (lit, chosen, current)
    if board.frame_state == state:
        return
    board.frame_state = state
    board.setPen(QPen(PICKED, 6, Qt.PenStyle.DashLine) if chosen else QPen(LIT, 4) if lit else
                 QPen(PICKED, 3) if current else QPen(QColor("#6b4a2b"), 2))
    board.set_lit(lit)


class PlayerBoards:
    """Draws the players' boards of a ``Position`` through its ``BoardsHost``: the side boards (a section each) and
    the acting seat's board. It keeps only the hand's card items, reused from one position to the next."""

    def __init__(self, host: BoardsHost) -> None:
        self._host = host
        self._hand_pool: list[CardItem] = []  # one item per place in the hand, kept across positions
        self._hand_shown: Any = None  # what the hand's items were last set to show
        self._sides: dict[int, SideBoard] = {}  # each seat's side board, as its section last made it
        # Every side board made, by seat and shape: a section dropped or drawn again in another shape leaves its
        # board here, out of the scene, for the next section of that seat and shape (a new game, another count).
        self._made: dict[tuple[int, Any], SideBoard] = {}

    def hand_pool(self) -> list[CardItem]:
        return list(self._hand_pool)

    def pool_ahead(self, count: int) -> None:
        """The hand's first ``count`` places made ahead (a table's first position fills them), hidden."""
        while len(self._hand_pool) < count:
            card = self._host.pool_card(HAND_CARD_W)
            card.setVisible(False)
            self._hand_pool.append(card)

    def drop_pool(self) -> None:
        """Another pack or language: the hand's items go (their faces are the old ones), and the side boards kept out
        of the scene (their words and faces too)."""
        for card in self._hand_pool:
            self._host.remove(card)
        self._hand_pool = []
        self._hand_shown = None
        self._made = {key: side for key, side in self._made.items() if side.in_scene()}

    def side_boards(self, pos: Position, seats: list[int], kept: set[str]) -> None:
        """The other players' boards beside the map, each a section of its own."""
        view = pos.view
        if not seats:
            return
        gap = SIDE_GAP
        height = side_board_height(len(seats))
        targetable = pos.targetable()
        picked = set(pos.choice.get("targets", []))
        for index, seat in enumerate(seats):
            y = MAP_RECT.top() - 8 + index * (height + gap)
            rect = QRectF(SIDE_X, y, SIDE_W, height)
            # A board's items are made once for its shape (side_board.shape) and set in place from each position
            # (a new game's players and characters, damage taken, a weapon equipped: each drawn again whole was
            # ~1 ms a board, five in a 6-player game's first position); one that only moves (another seat's board
            # left the column or joined it) moves its items. Whether it is lit, picked or on the move is its
            # frame's pen alone, set in place below: an attack declared lights every side board, a target picked or
            # a new turn changes two.
            self._host.section(f"side{seat}", side_board.shape(pos, seat, height),
                               lambda s=seat, r=rect: self._sides.__setitem__(s, self._side_board(pos, s, r)), kept,
                               (0.0, y))
            side = self._sides[seat]
            side.show(pos, seat)
            current = seat == view.get("current") and not view.get("finished")
            light_frame(side.board, seat in targetable, seat in picked, current)

    def _side_board(self, pos: Position, seat: int, rect: QRectF) -> SideBoard:
        """A section's items: the board this seat had in this shape before (or made ahead), else a new one."""
        key = (seat, side_board.shape(pos, seat, rect.height()))
        side = self._made.get(key)
        if side is not None and not side.in_scene():
            side.adopt(seat, rect)
            return side
        side = self._made[key] = SideBoard(self._host, pos, seat, rect, self._board_frame)
        return side

    def side_boards_ahead(self, content: Content) -> Iterator[None]:
        """Idle steps making, one a step, each seat's side board for each player count's table, out of the scene
        until a position's section takes it (``_side_board``): a game's first position then sets five boards
        in place instead of making them (3-4 ms of a 6-player table's first show_view)."""
        for players in range(2, MAX_PLAYERS + 1):
            height = side_board_height(players - 1)
            view = {"players": [{"character": content.characters[i % len(content.characters)].id, "hand_count": 0,
                                 "grit": 0} for i in range(players)], "current": None, "teams": [], "team_tokens": []}
            pos = Position(view, tuple(str(i) for i in range(players)), content, (), Choice.among(()), None, None, {})
            for seat in range(players):
                if (seat, side_board.shape(pos, seat, height)) not in self._made:
                    rect = QRectF(SIDE_X, MAP_RECT.top() - 8, SIDE_W, height)
                    self._host.section(AHEAD, object(), lambda s=seat, r=rect: self._side_board(pos, s, r), set())
                    self._host.drop(AHEAD)  # its items out of the scene, kept here
                    yield

    def _board_frame(self, pos: Position, seat: int, rect: QRectF, lit: bool, chosen: bool = False) -> BoardItem:
        view = pos.view
        player = view["players"][seat]
        board = BoardItem(seat)
        board.setRect(rect)
        current = seat == view.get("current") and not view.get("finished")
        board.setBrush(QBrush(QColor("#2a2a2a") if player.get("out") else QColor("#3b2a1c")))
        light_frame(board, lit, chosen, current)
        board.on_click = lambda s=seat: self._host.click_player(s)
        self._host.add(board)
        self._host.register_board(seat, board)
        self._host.watch(board, seat)
        team = pos.team_colour(seat)
        if team is not None:
            stripe = QGraphicsRectItem(QRectF(rect.left(), rect.top(), 9, rect.height()), board)
            stripe.setBrush(QBrush(team))
            stripe.setPen(QPen(Qt.PenStyle.NoPen))
            stripe.setData(1, "team")
            stripe.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return board

    def own_board(self, pos: Position, kept: set[str] | None = None) -> None:
        """The board of the seat this screen plays (or the one to act), with the chips, the attack or window and the
        hand. Drawn in three sections (the frame with the player and the grit; the Fist and the Holster; the chips
        and the attack or window), each drawn again only when what it shows changed: a move changes one or two."""
        kept = set() if kept is None else kept
        view = pos.view
        seat = pos.own_seat()
        player = view["players"][seat]
        lit = seat in pos.targetable()
        current = seat == view.get("current") and not view.get("finished")
        frame_key = (seat, pos.name(seat), player["character"], view.get("advanced"), lit, current,
                     pos.team_colour(seat), pos.grit(seat), repr(view.get("teams")), repr(view.get("team_tokens")),
                     player.get("limited"), player.get("out"))
        self._host.section("own_frame", frame_key, lambda: self._own_frame(pos, lit), kept)
        slots_key = (seat, player.get("fist"), player.get("holster"), player.get("fist_bullets"),
                     player.get("holster_bullets"), repr(pos.legal), repr(pos.choice.as_dict()))
        self._host.section("own_slots", slots_key, lambda: self._own_slots(pos), kept)
        answer = pos.answer
        window = None if answer is None else (answer.seat, answer.kind, repr(answer.details), answer.deadline)
        actions_key = (seat, repr(player) if pos.legal else None, repr(view.get("attack")), repr(pos.legal),
                       repr(pos.choice.as_dict()), window, pos.names)
        self._host.section("own_actions", actions_key, lambda: self._own_actions(pos), kept)
        self._own_hand(pos)

    def _own_frame(self, pos: Position, lit: bool) -> None:
        view = pos.view
        seat = pos.own_seat()
        player = view["players"][seat]
        rect = QRectF(16, BOARD_Y, BOARD_W, BOARD_H)
        board = self._board_frame(pos, seat, rect, lit)
        board.setZValue(-1)  # under the board's other sections, whichever is drawn last
        character = pos.character(seat)
        name = text_item(board, 20, True)
        char_name = character.name if character is not None else player["character"]
        elide(name, f"{pos.name(seat)} · {char_name}", 520)
        name.setPos(rect.left() + 18, rect.top() + 6)
        y = rect.top() + 56
        char_key = f"char_{player['character']}" + ("_adv" if view.get("advanced") else "")
        char_card = self._host.card(char_key, SLOT_W, rect.left() + 18, y)
        if character is not None:
            tip = character.name
            if view.get("advanced"):
                tip += "\n" + words.ability_text(character.ability.value, character.amount)
            char_card.setToolTip(tip)
        # Grit (the team's in team play, with its +10 token).
        grit, team = pos.grit(seat)
        gx = rect.left() + 18 + 3 * (SLOT_W + 14)
        icon_item("grit", board, QRectF(gx, y + 4, 40, 40))
        number = text_item(board, 34, True, QColor("#ffe27a"))
        number.setText(str(grit))
        number.setPos(gx + 46, y + 2)
        grit_label = text_item(board, 16, False, DIM_TEXT)
        # Two lines rather than cut ("Grinta del / team"), at the 16 px the table reads at.
        _two_lines_or_cut(grit_label, QCoreApplication.translate("HighNoonSaloon", "Team grit") if team else QCoreApplication.translate("HighNoonSaloon", "Grit"), CHIPS_X - gx - 8)
        grit_label.setPos(gx, y + 50)
        teams = view.get("teams") or []
        if team and seat < len(teams) and view.get("team_tokens"):  # gold still to cash, grey once cashed
            team_marks.token_item(board, QRectF(gx + 4, y + 92, 44, 44), view, teams[seat])
        if player.get("limited"):
            limit = text_item(board, 16, True, ORANGE)
            _two_lines_or_cut(limit, QCoreApplication.translate("HighNoonSaloon", "Movement limit"), CHIPS_X - gx - 8)
            limit.setPos(gx, y + 142)

    def _own_slots(self, pos: Position) -> None:
        """Fist and Holster: the weapon card, its bullets on a track up to the gun's capacity."""
        player = pos.view["players"][pos.own_seat()]
        candidates = pos.candidates
        rect = QRectF(16, BOARD_Y, BOARD_W, BOARD_H)
        y = rect.top() + 56
        card_h = SLOT_W * CARD_H / CARD_W
        picked_card = pos.choice.get("card")
        for index, slot in enumerate(("fist", "holster")):
            x = rect.left() + 18 + (index + 1) * (SLOT_W + 14)
            slot_name = QCoreApplication.translate("HighNoonSaloon", "Fist") if slot == "fist" else QCoreApplication.translate("HighNoonSaloon", "Holster")
            weapon = player.get(slot)
            card = self._host.card(weapon or "empty", SLOT_W, x, y, lambda _=0, s=slot: self._host.click_slot(s))
            lit = any(a.get("slot") == slot for a in candidates if picked_card or a.get("type") == "area_effect") or (
                not picked_card and weapon is not None
                and any(a.get("type") == "move_weapon" and a.get("slot") != slot for a in candidates))
            card.set_state(selected=pos.choice.get("slot") == slot, selectable=lit, dimmed=False)
            card.setToolTip(pos.card_tip(weapon) or slot_name)
            self._host.register_slot(slot, card)
            label = text_item(None, 16, True, DIM_TEXT)
            elide(label, slot_name, SLOT_W)
            label.setPos(x + (SLOT_W - label.boundingRect().width()) / 2, y - 20)
            self._host.add(label)
            self._bullet_track(x, y + card_h + 6, pos.capacity(weapon), int(player.get(slot + "_bullets", 0)))

    def _own_actions(self, pos: Position) -> None:
        """The chips, and under them the attack or the out-of-turn window under way."""
        rect = QRectF(16, BOARD_Y, BOARD_W, BOARD_H)
        chips_bottom = self._show_chips(pos, pos.candidates, QPointF(CHIPS_X, rect.top() + 40))
        # The attack or window panel below the chips: a second row of chips pushes it down (it is never hidden).
        top = max(rect.top() + 84, chips_bottom + 8)
        panel = QRectF(CHIPS_X, top, rect.right() - CHIPS_X - 12, max(60.0, rect.bottom() - 12 - top))
        if pos.answer is not None:
            self._window_panel(pos, panel)
        else:
            self._attack_panel(pos, panel)

    def _own_hand(self, pos: Position) -> None:
        """The hand (or its backs, for a spectator), in a row of its own; its card items are kept from one position
        to the next, each place taking the card now there, and set again only when the hand or what lights it
        changed."""
        view, candidates = pos.view, pos.candidates
        seat = pos.own_seat()
        player = view["players"][seat]
        picked_card = pos.choice.get("card")
        hand = player.get("hand")
        keys = list(hand) if hand is not None else ["back"] * int(player.get("hand_count", 0))
        team_cards = pos.content.team
        useless = team_marks.useless_team_cards(view, seat, team_cards) if hand is not None else set()
        givers = {key: pos.name(g) for key, g in pos.received.items()} if hand is not None else {}
        shown = (keys, hand is not None, repr(pos.legal), repr(pos.choice.as_dict()), sorted(useless), givers,
                 self._host.ratio(), len(self._hand_pool))
        if shown == self._hand_shown and all(card.scene() is not None for card in self._hand_pool):
            for card in self._hand_pool[: len(keys)]:
                self._host.register_card(card)
                if hand is not None:
                    self._host.register_hand_card(card)
            return
        count = len(keys)
        width = HAND_CARD_W
        step = min(width + 10, (HAND_W - width) / max(1, count - 1)) if count > 1 else width
        lit_cards = {a.get("card") for a in candidates}
        while len(self._hand_pool) < len(keys):
            self._hand_pool.append(self._host.pool_card(width))
        for index, card in enumerate(self._hand_pool):
            if index >= len(keys):
                card.setVisible(False)
                continue
            key = keys[index]
            card.set_key(key)
            card.set_ratio(self._host.ratio())
            card.setPos(HAND_X + index * step, HAND_Y)
            card.setZValue(index * 1e-3)  # later cards lie on earlier ones, as when they were added in order
            card.setVisible(True)
            self._host.register_card(card)
            if hand is not None:
                card.on_click = lambda _=0, k=key: self._host.click_hand_card(k)
                card.set_state(selected=picked_card == key, selectable=key in lit_cards and bool(pos.legal),
                               dimmed=(bool(pos.legal) and key not in lit_cards) or key in useless)
                tip = pos.card_tip(key)
                card.setToolTip(team_marks.team_card_tip(tip, key in useless) if team_marks.is_team_card(key, team_cards) else tip)
                team_marks.set_received_ribbon(card, givers.get(key), width)
                self._host.register_hand_card(card)
            else:
                card.on_click = None
                card.set_state(selected=False, selectable=False, dimmed=False)
                card.setToolTip("")
                team_marks.set_received_ribbon(card, None, width)
        self._hand_shown = (keys, hand is not None, repr(pos.legal), repr(pos.choice.as_dict()), sorted(useless), givers,
                            self._host.ratio(), len(self._hand_pool))

    def _bullet_track(self, x: float, y: float, capacity: int, bullets: int) -> None:
        if not capacity:
            return
        step = min(18.0, 110 / capacity)
        for i in range(capacity):
            dot = QGraphicsEllipseItem(QRectF(x + i * step, y, step - 4, step - 4))
            dot.setBrush(QBrush(QColor("#ffcf5a") if i < bullets else QColor("#3b2a1c")))
            dot.setPen(QPen(QColor("#b8862a"), 1.5))
            dot.setData(1, "bullet" if i < bullets else "empty")
            self._host.add(dot)

    def _show_chips(self, pos: Position, candidates: list[Mapping[str, Any]], at: QPointF) -> float:
        """Chips for what clicks on the table cannot tell apart: declarations, options, an area's effect. They wrap
        onto further rows rather than drop one (each is a legal move); returns the bottom of the last row."""
        if not pos.legal:
            return at.y()
        x, y = at.x(), at.y()
        right = BOARD_W + 4
        bottom = at.y()
        for index, action in enumerate(chip_layout.chip_actions(pos.picks, pos.legal, candidates, self._several_uses(pos, candidates))):
            chip = ChipItem(self._chip_label(pos, action), action, lambda a=action: self._host.choose(a))
            chip_layout.set_key(chip, index)
            if action.get("type") == "area_effect":
                chip_layout.cover_effect_tip(pos, chip)
            chip_layout.fit_width(chip, right - at.x())
            if x > at.x() and x + chip.rect().width() > right:
                x, y = at.x(), y + chip.rect().height() + 6
            chip.setPos(x, y)
            self._host.add(chip)
            self._host.register_chip(chip)
            x += chip.rect().width() + 10
            bottom = y + chip.rect().height()
        return bottom

    def _several_uses(self, pos: Position, candidates: list[Mapping[str, Any]]) -> bool:
        types = {a.get("type") for a in candidates}
        return (
            "card" in pos.choice
            and set(pos.choice.as_dict()) <= {"card", "target"}
            and len(types) > 1
            and types <= {"discard", "team_card", "pass_card"}
            and not any("slot" in a or "block" in a for a in candidates)
        )

    def _chip_label(self, pos: Position, action: Mapping[str, Any]) -> str:
        kind = action.get("type")
        view = pos.view or {}
        if kind == "declare" and action.get("attack") == "melee":
            return QCoreApplication.translate("HighNoonSaloon", "Melee attack")
        if kind == "declare":
            player = view["players"][pos.own_seat()] if view else {}
            option = pos.option(player.get("fist"), action.get("option"))
            if option is not None:
                return chip_layout.gun_label(option)
            return QCoreApplication.translate("HighNoonSaloon", "Gun attack")
        if kind == "pass":
            if pos.answer is None and (view.get("attack") or {}).get("step") == "enhance":
                return QCoreApplication.translate("HighNoonSaloon", "Done: ask my teammates")
            return QCoreApplication.translate("HighNoonSaloon", "Pass")
        if kind == "area_effect":
            return QCoreApplication.translate("HighNoonSaloon", "Use the cover's effect")
        if kind == "target":
            return QCoreApplication.translate("HighNoonSaloon", "Attack these players")
        if kind in ("enhance", "offer", "team_card") and "option" in action:
            option = pos.option(action.get("card"), action.get("option"))
            if option is not None:
                return chip_layout.enhancement_label(option)
        if kind == "discard":
            return QCoreApplication.translate("HighNoonSaloon", "Discard")
        if kind == "team_card" and "target" in action:
            return QCoreApplication.translate("HighNoonSaloon", "Team card for {player}").format(
                player=pos.name(int(action["target"])))
        if kind == "team_card":
            return QCoreApplication.translate("HighNoonSaloon", "Play as a team card")
        if kind == "pass_card" and "target" in action:
            return QCoreApplication.translate("HighNoonSaloon", "Pass face down to {player}").format(
                player=pos.name(int(action["target"])))
        if "target" in action:
            return pos.name(int(action["target"]))
        return str(kind)

    def _window_panel(self, pos: Position, rect: QRectF) -> None:
        """An out-of-turn window: the attack being answered, who may answer and how, and the time left."""
        view = pos.view
        answer = pos.answer
        mine = answer.seat == pos.seat and bool(pos.legal)
        box = QGraphicsRectItem(rect)
        box.setBrush(QBrush(QColor("#4a1e16")))
        box.setPen(QPen(PICKED, 4) if mine else QPen(QColor("#e0483e"), 2))
        box.setData(1, "window")
        self._host.add(box)
        lines = self._host.window_lines(answer, mine)
        attack = view.get("attack") or {}
        enhancements = [pos.card_tip(e["card"]).split("\n")[0] for e in attack.get("enhancements", [])]
        if enhancements:
            lines.insert(1, QCoreApplication.translate("HighNoonSaloon", "Enhancements: {cards}").format(
                cards=", ".join(enhancements)))
        for index, line in enumerate(lines):
            text = text_item(box, 17 if index == 0 else 16, index == 0 or (mine and index == len(lines) - 1),
                         PICKED if mine and index == len(lines) - 1 else TEXT)
            elide(text, line, rect.width() - 16)
            text.setPos(rect.left() + 8, rect.top() + 6 + index * 24)
        if answer.deadline is not None:
            countdown = text_item(box, 22, True, QColor("#ffe27a"))
            self._host.register_countdown(countdown)
            countdown.setText(self._host.countdown_text())
            countdown.setPos(rect.left() + 8, rect.bottom() - 34)

    def _attack_panel(self, pos: Position, rect: QRectF) -> None:
        """The attack under way: who attacks, with what, the enhancements so far and the targets."""
        attack = pos.view.get("attack")
        if not attack:
            return
        box = QGraphicsRectItem(rect)
        box.setBrush(QBrush(QColor("#4a1e16")))
        box.setPen(QPen(QColor("#e0483e"), 2))
        self._host.add(box)
        weapon = attack.get("weapon")
        weapon_name = pos.card_tip(weapon).split("\n")[0] if weapon else QCoreApplication.translate("HighNoonSaloon", "Fist")
        kind = QCoreApplication.translate("HighNoonSaloon", "gun") if attack.get("kind") == "gun" else \
            QCoreApplication.translate("HighNoonSaloon", "melee")
        head = QCoreApplication.translate("HighNoonSaloon", "{attacker} attacks with {weapon} ({kind})").format(
            attacker=pos.name(attack["attacker"]), weapon=weapon_name, kind=kind)
        lines = [head]
        enhancements = [pos.card_tip(e["card"]).split("\n")[0] for e in attack.get("enhancements", [])]
        if enhancements:
            lines.append(QCoreApplication.translate("HighNoonSaloon", "Enhancements: {cards}").format(
                cards=", ".join(enhancements)))
        if attack.get("targets"):
            lines.append(QCoreApplication.translate("HighNoonSaloon", "Targets: {players}").format(
                players=", ".join(pos.name(t) for t in attack["targets"])))
        most = max((len(a.get("targets", [])) for a in pos.legal if a.get("type") == "target"), default=0)
        if most > 1:
            # A split attack: the targets picked so far, and how many it may hit.
            chosen = sorted(pos.choice.get("targets", ()))
            if chosen:
                lines.append(QCoreApplication.translate("HighNoonSaloon", "Targets: {players} ({chosen} of {most})").format(
                    players=", ".join(pos.name(t) for t in chosen), chosen=len(chosen), most=most))
            else:
                lines.append(QCoreApplication.translate("HighNoonSaloon", "Click up to %n players to attack.", None, most))
        for index, line in enumerate(lines):
            text = text_item(box, 16, index == 0)
            elide(text, line, rect.width() - 16)
            text.setPos(rect.left() + 8, rect.top() + 6 + index * 22)


def _two_lines_or_cut(item: Any, text: str, width: float) -> None:
    """A label beside the grit: on two lines at its own size when one is too narrow ("Limitazione / di movimento"),
    else (one long word, "Bewegingsbeperking") cut short, its whole word in the board's tooltip."""
    if " " in text:
        fit_lines(item, text, width, item.font().pixelSize())
    else:
        elide(item, text, width)
