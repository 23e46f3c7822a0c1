"""The whole position of a Times Square game as one immutable value, its JSON form, and its sanity check."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.state_fields import read_int as _int, read_str as _str
from tabletop_qt.core.games.times_square.board import (
    FIGURES,
    FIRST,
    I_CHARLIE,
    I_HIGH,
    I_LOW,
    I_SUE,
    LAST,
    PLAYERS,
    Positions,
    RedUse,
    entrance_owner,
    trio_ok,
)
from tabletop_qt.core.games.times_square.cards import ALL_CARDS, HAND_SIZE, KIND_OF, Colour, sort_cards
from tabletop_qt.core.games.times_square.codes import End

GAME_ID = "times_square"


class TurnMode(enum.Enum):
    """How far the turn has gone: it decides which of the three actions are still open."""

    START = "start"  # nothing done yet: play cards, lure to Hal, or discard
    PLAY = "play"  # cards played: more of the same colour, or end the turn
    DISCARD = "discard"  # cards discarded: more of them, or end the turn


@dataclass(frozen=True)
class TimesSquareState:
    positions: Positions  # six spaces, in board.FIGURES order (Charlie's is on the dark track)
    hal_seat: int  # the seat that got Handsome Hal from the fist pick (Hal starts on its side; it began)
    current: int  # the seat whose turn it is (the last one to act once the game is over)
    hands: tuple[tuple[str, ...], ...]  # per seat, in the deck's composition order (never the draw order)
    pile: tuple[str, ...]  # the face-down draw pile; cards are drawn from the front
    discard: tuple[str, ...]  # the face-up discard pile, oldest first
    pile_pass: int  # 1 for the first draw pile, 2 once the discards have been shuffled into a new one
    turn: int  # 1 for the first turn of the game
    mode: TurnMode
    colour: Colour | None  # the colour of the cards played this turn
    red_use: RedUse | None  # what this turn's red cards moved: Deb, or (as jokers) one figure type
    turn_cards: tuple[str, ...]  # played or discarded this turn, in order (also the top of the discard pile)
    winners: tuple[int, ...]  # once finished: the winner, or () for a draw
    end_reason: str  # "" while the game runs; one of codes.End once it is over
    rng: int

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def finished(self) -> bool:
        return self.end_reason != ""

    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "figures": {f.value: p for f, p in zip(FIGURES, self.positions, strict=True)},
            "hal_seat": self.hal_seat,
            "current": self.current,
            "hands": [list(h) for h in self.hands],
            "pile": list(self.pile),
            "discard": list(self.discard),
            "pile_pass": self.pile_pass,
            "turn": {
                "number": self.turn,
                "mode": self.mode.value,
                "colour": None if self.colour is None else self.colour.value,
                "red_use": None if self.red_use is None else self.red_use.value,
                "cards": list(self.turn_cards),
            },
            "winners": list(self.winners),
            "end_reason": self.end_reason,
            "rng": str(self.rng),  # a 64-bit integer: a string, so no JSON reader rounds it
        }

    @classmethod
    def from_json(cls, data: Any) -> TimesSquareState:
        try:
            if not isinstance(data, dict) or data.get("game") != GAME_ID:
                raise InvalidStateError("not a Times Square state")
            figures = data["figures"]
            if not isinstance(figures, dict) or set(figures) != {f.value for f in FIGURES}:
                raise InvalidStateError("figures")
            turn = data["turn"]
            state = cls(
                positions=tuple(_int(figures[f.value]) for f in FIGURES),
                hal_seat=_int(data["hal_seat"]),
                current=_int(data["current"]),
                hands=tuple(tuple(_str(c) for c in hand) for hand in data["hands"]),
                pile=tuple(_str(c) for c in data["pile"]),
                discard=tuple(_str(c) for c in data["discard"]),
                pile_pass=_int(data["pile_pass"]),
                turn=_int(turn["number"]),
                mode=TurnMode(turn["mode"]),
                colour=None if turn["colour"] is None else Colour(turn["colour"]),
                red_use=None if turn["red_use"] is None else RedUse(turn["red_use"]),
                turn_cards=tuple(_str(c) for c in turn["cards"]),
                winners=tuple(_int(w) for w in data["winners"]),
                end_reason=_str(data["end_reason"]),
                rng=int(_str(data["rng"])),
            )
        except InvalidStateError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"malformed Times Square state: {exc}") from exc
        check_state(state)
        return state


def all_cards(state: TimesSquareState) -> list[str]:
    """Every card of the state, wherever it lies: the invariant is the 55 cards, each exactly once."""
    return [*state.hands[0], *state.hands[1], *state.pile, *state.discard]


def check_state(state: TimesSquareState) -> None:
    """Raise InvalidStateError unless the state is a position the rules can reach (or a finished one)."""
    pos = state.positions
    if len(pos) != len(FIGURES) or any(not (FIRST <= p <= LAST) for p in pos):
        raise InvalidStateError("every figure stands on one of the 17 spaces")
    if not trio_ok(pos[I_SUE], pos[I_LOW], pos[I_HIGH]):
        raise InvalidStateError("Sue stands strictly between her Bodyguards, on three different spaces")
    if state.hal_seat not in (0, 1) or state.current not in (0, 1) or len(state.hands) != PLAYERS:
        raise InvalidStateError("seats")
    if sorted(all_cards(state)) != sorted(ALL_CARDS):
        raise InvalidStateError("every one of the 55 cards must be somewhere exactly once")
    for hand in state.hands:
        if len(hand) > HAND_SIZE or hand != sort_cards(hand):
            raise InvalidStateError("a hand holds at most 8 cards, in composition order")
    if state.pile_pass not in (1, 2) or state.turn < 1:
        raise InvalidStateError("pile pass or turn number")
    _check_turn(state)
    if state.finished:
        if state.end_reason not in End.ALL:
            raise InvalidStateError("end reason")
        if len(state.winners) > 1 or any(w not in (0, 1) for w in state.winners):
            raise InvalidStateError("winners")
        if (state.end_reason == End.PILE_OUT_DRAW) != (state.winners == ()):
            raise InvalidStateError("only the pile running out with Sue and Charlie on the centre is a draw")
        return
    if state.winners:
        raise InvalidStateError("a running game has no winner")
    if entrance_owner(pos[I_SUE]) is not None or entrance_owner(pos[I_CHARLIE]) is not None:
        raise InvalidStateError("Sue or Charlie at a club ends the game")
    # The first pile is reshuffled the moment it runs out, and the second running out ends the game: a running
    # game always has cards to draw.
    if not state.pile:
        raise InvalidStateError("a running game has a draw pile")
    other = 1 - state.current
    if len(state.hands[other]) != HAND_SIZE or len(state.hands[state.current]) + len(state.turn_cards) != HAND_SIZE:
        raise InvalidStateError("hands are full between turns")


def _check_turn(state: TimesSquareState) -> None:
    cards = state.turn_cards
    if cards and state.discard[-len(cards) :] != cards:
        raise InvalidStateError("this turn's cards lie on top of the discard pile")
    if state.mode is TurnMode.START:
        if cards or state.colour is not None or state.red_use is not None:
            raise InvalidStateError("nothing has happened yet this turn")
    elif state.mode is TurnMode.DISCARD:
        if not cards or state.colour is not None or state.red_use is not None:
            raise InvalidStateError("a discarding turn")
    else:
        if not cards or state.colour is None or any(KIND_OF[c].colour is not state.colour for c in cards):
            raise InvalidStateError("this turn's cards are all of its colour")
        if (state.red_use is None) != (state.colour is not Colour.RED):
            raise InvalidStateError("red cards record what they moved")
