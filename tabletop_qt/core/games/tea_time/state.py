"""The whole position of a Tea Time game as one immutable value, and its JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.state_fields import read_int as _int, read_str as _str, read_opt_str as _opt_str
from tabletop_qt.core.games.tea_time.cards import (
    ALICE,
    ALL_CHARACTER_CARDS,
    REMOVED_PER_CHARACTER_3P,
    Character,
    Face,
    character_of,
)
from tabletop_qt.core.games.tea_time.grid import GRID_SIZE, ROUNDS

Collected = tuple[str, Face]  # a card id and the face it was taken with


@dataclass(frozen=True)
class TeaTimeState:
    players: int
    round: int  # 1-based
    rounds_total: int
    turn_in_round: int  # turns already taken this round; decides how many cards may be taken
    current: int  # the seat to act
    grid: tuple[str | None, ...]  # row-major; a card id, ALICE, or None once taken
    deck: tuple[str, ...]  # face down, next grid is dealt from the front
    removed: tuple[str, ...]  # taken out unseen in a 3-player game
    collections: tuple[tuple[Collected, ...], ...]  # per seat, character cards only
    discarded: tuple[Collected, ...]  # cancelled pairs, out of the game
    alice_holder: int | None  # seat that has Alice in front of it; None while she lies in the grid
    finished: bool
    rng: int

    @property
    def cols(self) -> int:
        return GRID_SIZE[self.players][0]

    @property
    def rows(self) -> int:
        return GRID_SIZE[self.players][1]

    @property
    def max_take(self) -> int:
        """How many cards the current turn may take: 1, then up to 2, then up to 3, every round."""
        return min(self.turn_in_round + 1, 3)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "tea_time",
            "players": self.players,
            "round": self.round,
            "rounds_total": self.rounds_total,
            "turn_in_round": self.turn_in_round,
            "current": self.current,
            "grid": list(self.grid),
            "deck": list(self.deck),
            "removed": list(self.removed),
            "collections": [[[card, face.value] for card, face in col] for col in self.collections],
            "discarded": [[card, face.value] for card, face in self.discarded],
            "alice_holder": self.alice_holder,
            "finished": self.finished,
            "rng": str(self.rng),
        }

    @classmethod
    def from_json(cls, data: Any) -> TeaTimeState:
        try:
            if not isinstance(data, dict) or data.get("game") != "tea_time":
                raise InvalidStateError("not a Tea Time state")
            players = _int(data["players"])
            if players not in GRID_SIZE:
                raise InvalidStateError("players")
            state = cls(
                players=players,
                round=_int(data["round"]),
                rounds_total=_int(data.get("rounds_total", ROUNDS[players])),
                turn_in_round=_int(data["turn_in_round"]),
                current=_int(data["current"]),
                grid=tuple(_opt_str(c) for c in data["grid"]),
                deck=tuple(_str(c) for c in data["deck"]),
                removed=tuple(_str(c) for c in data["removed"]),
                collections=tuple(
                    tuple((_str(card), Face(face)) for card, face in col) for col in data["collections"]
                ),
                discarded=tuple((_str(card), Face(face)) for card, face in data["discarded"]),
                alice_holder=None if data["alice_holder"] is None else _int(data["alice_holder"]),
                finished=bool(data["finished"]),
                rng=int(str(data["rng"])),
            )
        except InvalidStateError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"malformed Tea Time state: {exc}") from exc
        check_state(state)
        return state


def all_cards(state: TeaTimeState) -> list[str]:
    """Every card of the state, wherever it lies (Alice included): the invariant is 61 distinct cards."""
    cards = [c for c in state.grid if c is not None]
    cards += state.deck
    cards += state.removed
    cards += [card for col in state.collections for card, _ in col]
    cards += [card for card, _ in state.discarded]
    if state.alice_holder is not None:
        cards.append(ALICE)
    return cards


def check_state(state: TeaTimeState) -> None:
    """Raise InvalidStateError unless the state is a possible position."""
    n = state.players
    if len(state.collections) != n:
        raise InvalidStateError("one collection per seat")
    if not (0 <= state.current < n):
        raise InvalidStateError("current seat")
    if state.alice_holder is not None and not (0 <= state.alice_holder < n):
        raise InvalidStateError("alice holder")
    if len(state.grid) != state.cols * state.rows:
        raise InvalidStateError("grid size")
    if not (1 <= state.round <= state.rounds_total) or state.turn_in_round < 0:
        raise InvalidStateError("round")
    cards = all_cards(state)
    if sorted(cards) != sorted((*ALL_CHARACTER_CARDS, ALICE)):
        raise InvalidStateError("every one of the 61 cards must be somewhere exactly once")
    if any(card == ALICE for col in state.collections for card, _ in col):
        raise InvalidStateError("Alice is held through alice_holder, not in a collection")
    # The checks below reject positions the rules can never reach and the engine would mishandle: a short
    # deck would deal a short grid, an empty grid in a running game leaves nobody a legal action.
    if len(state.removed) != (REMOVED_PER_CHARACTER_3P * len(Character) if n == 3 else 0):
        raise InvalidStateError("removed cards")
    if len(state.deck) != len(state.grid) * (state.rounds_total - state.round):
        raise InvalidStateError("the deck must hold exactly the grids of the rounds left")
    if state.finished != all(c is None for c in state.grid):
        raise InvalidStateError("the game ends exactly when the last grid is empty")
    if not state.finished and state.turn_in_round == 0 and state.alice_holder != state.current:
        raise InvalidStateError("a round is opened by the seat holding Alice")
    for col in state.collections:
        if len({(character_of(card), face) for card, face in col}) > len({character_of(c) for c, _ in col}):
            raise InvalidStateError("a collection never holds both faces of one character")
