"""Builders for hand-made Times Square positions. Every position they make passes the engine's own state check.

Spaces are numbered 0..16 along the street; seat 0 is the rulebook's player A (club entrance 0 and 1, moves
go down), seat 1 is player B (entrance 15 and 16, moves go up); the manhole is space 8.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.times_square.board import FIGURES, MOVED, Figure, Move
from tabletop_qt.core.games.times_square.cards import ALL_CARDS, KIND_OF, CardKind, sort_cards
from tabletop_qt.core.games.times_square.rules import END_TURN, Discard, Lure, Play, TimesSquare
from tabletop_qt.core.games.times_square.state import TimesSquareState, TurnMode, check_state

SCENARIOS = Path(__file__).parent / "scenarios"
GAME = TimesSquare()

SUE, HAL1, HAL2, HAL3 = CardKind.SUE, CardKind.HAL_1, CardKind.HAL_2, CardKind.HAL_3
G1, G2, GS = CardKind.GUARD_ONE, CardKind.GUARD_TWO, CardKind.GUARDS_TO_SUE
D1, D2, D3, D4, D5, DC = (
    CardKind.DEB_1,
    CardKind.DEB_2,
    CardKind.DEB_3,
    CardKind.DEB_4,
    CardKind.DEB_5,
    CardKind.DEB_CENTRE,
)

# A hand that plays nothing in the tests' positions unless a test wants it to: cards with no bearing on them.
FILLER: tuple[CardKind, ...] = (HAL2, HAL2, HAL2, HAL2, HAL2, HAL2, HAL2, HAL2)


def load_scenario(name: str) -> TimesSquareState:
    return GAME.state_from_json(json.loads((SCENARIOS / name).read_text(encoding="utf-8")))


def positions(
    sue: int = 8, low: int = 6, high: int = 10, hal: int = 7, deb: int = 9, charlie: int = 8
) -> tuple[int, ...]:
    return (sue, low, high, hal, deb, charlie)


class _Pool:
    def __init__(self) -> None:
        self.left = list(ALL_CARDS)

    def take(self, kind: CardKind) -> str:
        for card in self.left:
            if KIND_OF[card] is kind:
                self.left.remove(card)
                return card
        raise ValueError(f"no {kind.value} card left for this position")


def build(
    *,
    pos: Sequence[int] | None = None,
    hand: Iterable[CardKind] = (),
    other: Iterable[CardKind] | None = None,
    current: int = 0,
    hal_seat: int = 0,
    discard: Iterable[CardKind] = (),
    pile: int | None = None,
    pile_pass: int = 1,
    turn: int = 5,
) -> TimesSquareState:
    """A position at the start of ``current``'s turn. ``hand`` lists its 8 cards by kind; ``other`` the
    opponent's (default: the first cards left, in composition order). ``discard`` lists the discard pile;
    ``pile`` caps the draw pile (the cards left over go under the discard pile)."""
    pool = _Pool()
    mine = [pool.take(k) for k in hand]
    if len(mine) != 8:
        raise ValueError("the player to act holds 8 cards at the start of a turn")
    theirs = [pool.take(k) for k in other] if other is not None else []
    discarded = [pool.take(k) for k in discard]
    while len(theirs) < 8:
        theirs.append(pool.left.pop(0))
    rest = list(pool.left)
    if pile is not None:
        discarded = rest[pile:] + discarded
        rest = rest[:pile]
    hands: list[tuple[str, ...]] = [(), ()]
    hands[current] = sort_cards(mine)
    hands[1 - current] = sort_cards(theirs)
    state = TimesSquareState(
        positions=tuple(pos) if pos is not None else positions(),
        hal_seat=hal_seat,
        current=current,
        hands=(hands[0], hands[1]),
        pile=tuple(rest),
        discard=tuple(discarded),
        pile_pass=pile_pass,
        turn=turn,
        mode=TurnMode.START,
        colour=None,
        red_use=None,
        turn_cards=(),
        winners=(),
        end_reason="",
        rng=12345,
    )
    check_state(state)
    return state


def card_of(state: TimesSquareState, kind: CardKind, seat: int | None = None) -> str:
    """The first card of ``kind`` in the hand of ``seat`` (default: the seat to act)."""
    seat = state.current if seat is None else seat
    for card in state.hands[seat]:
        if KIND_OF[card] is kind:
            return card
    raise AssertionError(f"no {kind.value} in hand")


def play(state: TimesSquareState, kind: CardKind, move: Move, **to: int) -> tuple[TimesSquareState, list[Event]]:
    """The seat to act plays a card of ``kind`` making ``move``; ``to`` names where the figures end."""
    action = Play((card_of(state, kind),), move, destination(move, to))
    return GAME.apply(state, state.current, action)


def play_pair(state: TimesSquareState, **to: int) -> tuple[TimesSquareState, list[Event]]:
    """Two Sue cards at once: the group move."""
    sues = [c for c in state.hands[state.current] if KIND_OF[c] is SUE][:2]
    return GAME.apply(state, state.current, Play(tuple(sues), Move.GROUP, destination(Move.GROUP, to)))


def lure(state: TimesSquareState, figure: Figure) -> tuple[TimesSquareState, list[Event]]:
    hal = state.positions[FIGURES.index(Figure.HAL)]
    return GAME.apply(state, state.current, Lure(figure, ((figure, hal),)))


def discard(state: TimesSquareState, kind: CardKind) -> tuple[TimesSquareState, list[Event]]:
    return GAME.apply(state, state.current, Discard(card_of(state, kind)))


def end_turn(state: TimesSquareState) -> tuple[TimesSquareState, list[Event]]:
    return GAME.apply(state, state.current, END_TURN)


def destination(move: Move, to: dict[str, int]) -> tuple[tuple[Figure, int], ...]:
    return tuple((f, to[f.value]) for f in MOVED[move])


def fig(state: TimesSquareState, figure: str) -> int:
    return state.positions[FIGURES.index(Figure(figure))]


def where(state: TimesSquareState) -> dict[str, int]:
    return {f.value: p for f, p in zip(FIGURES, state.positions, strict=True)}


def codes(events: Sequence[Event]) -> list[str]:
    return [e.code for e in events]


def plays_of(state: TimesSquareState, kind: CardKind) -> set[tuple[str, tuple[tuple[str, int], ...]]]:
    """The legal plays of one card of ``kind`` as (move, ((figure, space), ...)), ids left out."""
    out = set()
    for a in GAME.legal_actions(state, state.current):
        if isinstance(a, Play) and len(a.cards) == 1 and KIND_OF[a.cards[0]] is kind:
            out.add((a.move.value, tuple((f.value, s) for f, s in a.to)))
    return out


def legal_json(state: TimesSquareState) -> list[dict[str, Any]]:
    return [GAME.action_to_json(a) for a in GAME.legal_actions(state, state.current)]


def action_types(state: TimesSquareState) -> set[str]:
    return {GAME.action_to_json(a)["type"] for a in GAME.legal_actions(state, state.current)}

