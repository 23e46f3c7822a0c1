"""High Noon Saloon's players' boards as a component: drawn from a Position through a host that is no scene of the
game (a bare QGraphicsScene and a record of what the boards register), so their interface is all they use."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.table.choice import Choice
from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces
from tabletop_qt.ui.games.high_noon_saloon.player_boards import BoardsHost, PlayerBoards
from tabletop_qt.ui.games.high_noon_saloon.position import TARGETS, Position
from tabletop_qt.ui.items.card_item import CardItem

NAMES = ("Ann", "Bob", "Cleo", "Dirk")


class RecordingHost:
    """What a BoardsHost hands over, on a bare scene: it draws every section at once and keeps what is registered and clicked."""

    ratio = 1.0

    def __init__(self) -> None:
        self.scene = QGraphicsScene()
        self.faces = HnsCardFaces(house_set(), None)
        self.items: list[QGraphicsItem] = []
        self.sections: list[str] = []
        self.boards: dict[int, Any] = {}
        self.slots: dict[str, CardItem] = {}
        self.chips: list[Any] = []
        self.cards: list[CardItem] = []
        self.hand: list[CardItem] = []
        self.countdown: Any = None
        self.clicks: list[tuple[str, Any]] = []

    def host(self) -> BoardsHost:
        return BoardsHost(
            ratio=lambda: self.ratio, add=self.add, card=self.card, section=self.section, register_board=self.register_board,
            register_slot=self.register_slot, register_chip=self.register_chip, register_card=self.register_card,
            register_hand_card=self.register_hand_card, register_countdown=self.register_countdown, pool_card=self.pool_card,
            remove=self.remove, watch=self.watch, portrait=self.portrait, countdown_text=self.countdown_text,
            window_lines=self.window_lines, click_player=self.click_player, click_slot=self.click_slot,
            click_hand_card=self.click_hand_card, choose=self.choose)

    def add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.scene.addItem(item)
        self.items.append(item)
        return item

    def card(self, key: str, width: float, x: float, y: float, on_click: Any = None) -> CardItem:
        card = CardItem(self.faces, key, width=width, ratio=self.ratio)  # type: ignore[arg-type]
        card.setPos(x, y)
        card.on_click = on_click
        self.add(card)
        self.cards.append(card)
        return card

    def section(self, name: str, key: Any, build: Any, kept: set[str], at: tuple[float, float] = (0.0, 0.0)) -> None:
        kept.add(name)
        self.sections.append(name)
        build()

    def register_board(self, seat: int, board: Any) -> None:
        self.boards[seat] = board

    def register_slot(self, slot: str, card: CardItem) -> None:
        self.slots[slot] = card

    def register_chip(self, chip: Any) -> None:
        self.chips.append(chip)

    def register_card(self, card: CardItem) -> None:
        self.cards.append(card)

    def register_hand_card(self, card: CardItem) -> None:
        self.hand.append(card)

    def register_countdown(self, item: Any) -> None:
        self.countdown = item

    def pool_card(self, width: float) -> CardItem:
        card = CardItem(self.faces, "back", width=width, ratio=self.ratio)  # type: ignore[arg-type]
        self.scene.addItem(card)
        return card

    def remove(self, item: QGraphicsItem) -> None:
        self.scene.removeItem(item)

    def watch(self, item: QGraphicsItem, seat: int) -> None:
        pass

    def portrait(self, character: str) -> Any:
        return None

    def countdown_text(self) -> str:
        return "9 s"

    def window_lines(self, answer: Any, mine: bool) -> list[str]:
        return ["a window", "answer it"]

    def click_player(self, seat: int) -> None:
        self.clicks.append(("player", seat))

    def click_slot(self, slot: str) -> None:
        self.clicks.append(("slot", slot))

    def click_hand_card(self, instance: str) -> None:
        self.clicks.append(("card", instance))

    def choose(self, action: dict[str, Any]) -> None:
        self.clicks.append(("choose", action))


def _position(players: int, seed: int, choice: dict[str, Any] | None = None) -> Position:
    """The seat to act's position once a weapon phase of a seeded game comes (a hand to equip from)."""
    game = get_game("high_noon_saloon")
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(400):
        seat = game.current_seats(state)[0]
        legal = [a.to_json() for a in game.legal_actions(state, seat)]
        if state.phase.value == "weapon" and state.attack is None and any(a["type"] == "equip" for a in legal):
            picks = Choice.among([a for a in legal if a["type"] != "quick_draw"], sets=(TARGETS,))
            for field, value in (choice or {}).items():
                picks = picks.pick(field, value)
            return Position(game.view(state, seat), NAMES[:players], house_set(), tuple(legal), picks, seat, None, {})
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
        state, _ = game.apply(state, seat, rng.choice(actions))
    raise AssertionError("no weapon phase came")


def test_the_boards_draw_a_position_through_their_host_alone(qtbot: Any) -> None:
    host = RecordingHost()
    boards = PlayerBoards(host.host())
    pos = _position(4, 3)
    seat = pos.own_seat()
    others = [s for s in range(4) if s != seat]
    kept: set[str] = set()
    boards.side_boards(pos, others, kept)
    boards.own_board(pos)
    assert kept == {f"side{s}" for s in others} and sorted(host.boards) == [0, 1, 2, 3]
    assert set(host.slots) == {"fist", "holster"}
    hand = pos.view["players"][seat]["hand"]
    assert [c.key for c in host.hand] == list(hand) and len(boards.hand_pool()) >= len(hand)
    equip = next(a for a in pos.legal if a["type"] == "equip")
    card = next(c for c in host.hand if c.key == equip["card"])
    card.on_click(0)  # type: ignore[misc]
    host.slots["fist"].on_click(0)  # type: ignore[misc]
    host.boards[others[0]].on_click()
    assert host.clicks == [("card", equip["card"]), ("slot", "fist"), ("player", others[0])]
    boards.drop_pool()
    assert boards.hand_pool() == [] and all(c.scene() is None for c in host.hand)


def test_a_picked_card_lights_its_slots_and_dims_the_rest_of_the_hand(qtbot: Any) -> None:
    host = RecordingHost()
    pos = _position(4, 3)
    equip = next(a for a in pos.legal if a["type"] == "equip")
    picked = _position(4, 3, {"card": equip["card"]})
    PlayerBoards(host.host()).own_board(picked)
    chosen = next(c for c in host.hand if c.key == equip["card"])
    assert chosen._selected  # noqa: SLF001 (the state set_state was given)
    lit = {s for s in ("fist", "holster") if host.slots[s]._selectable}  # noqa: SLF001
    assert lit == {a["slot"] for a in picked.candidates if "slot" in a}
