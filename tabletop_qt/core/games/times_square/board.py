"""The street, its figures, and what each card does to them: pure functions of the figures' places.

The street has 17 spaces, 0..16, the manhole (the centre) at 8. Seat 0 is the rulebook's player A, whose club
entrance is spaces 0 and 1; seat 1 is player B, entrance 15 and 16. Champagne Charlie walks the dark track
beside the street, with the same 17 positions; he reaches a club when he stands beside one of its entrance
spaces.

Positions are one tuple, indexed in the order of ``FIGURES``: (Sue, low Bodyguard, high Bodyguard, Hal, Deb,
Charlie). The two Bodyguards are told apart by side: Sue always stands strictly between them, so the one on
the lower-numbered side stays the lower one for the whole game.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.times_square.cards import CardKind, Colour
from tabletop_qt.core.games.times_square.codes import Reason

SPACES = 17
FIRST = 0
LAST = SPACES - 1
CENTRE = 8
ENTRANCES: tuple[tuple[int, int], tuple[int, int]] = ((0, 1), (15, 16))
PLAYERS = 2


class Figure(enum.Enum):
    SUE = "sue"  # Saucy Sue
    GUARD_LOW = "guard_low"  # the Bodyguard on the low-numbered side of Sue (towards seat 0's club)
    GUARD_HIGH = "guard_high"  # the Bodyguard on the high-numbered side of Sue (towards seat 1's club)
    HAL = "hal"  # Handsome Hal
    DEB = "deb"  # Dancing Deb
    CHARLIE = "charlie"  # Champagne Charlie, on the dark track

    # Members are singletons, so identity hashing is exact; Enum's own __hash__ is Python code, and the move
    # caches hash these on every lookup.
    __hash__ = object.__hash__


FIGURES: tuple[Figure, ...] = tuple(Figure)
STREET_FIGURES: tuple[Figure, ...] = FIGURES[:5]  # every figure but Charlie walks the lit street
INDEX: dict[Figure, int] = {f: i for i, f in enumerate(FIGURES)}

# The same indices as plain ints for the hot paths, where an Enum lookup per access would cost.
I_SUE, I_LOW, I_HIGH, I_HAL, I_DEB, I_CHARLIE = range(6)

Positions = tuple[int, ...]  # six places, in FIGURES order

def start_positions(hal_seat: int) -> Positions:
    """Sue and Charlie on the centre, Bodyguards two spaces either side, and in the gaps Hal on his
    chooser's side and Deb on the other's (the side of seat 0 is the low-numbered one)."""
    hal, deb = (7, 9) if hal_seat == 0 else (9, 7)
    return (CENTRE, 6, 10, hal, deb, CENTRE)


class Move(enum.Enum):
    """What a play moves: which figure, or which group."""

    SUE = "sue"
    GROUP = "group"  # Sue and both Bodyguards 1 space together (two Sue cards played at once)
    HAL = "hal"
    DEB = "deb"
    GUARD_LOW = "guard_low"
    GUARD_HIGH = "guard_high"
    GUARDS = "guards"  # both Bodyguards

    __hash__ = object.__hash__  # see Figure


class RedUse(enum.Enum):
    """What the red cards of this turn have moved: Deb herself, or, used as jokers, one figure type."""

    DEB = "deb"
    SUE = "sue"
    HAL = "hal"
    GUARDS = "guards"

    __hash__ = object.__hash__  # see Figure


# Which figures a move concerns, in FIGURES order: the action's "to" names exactly these.
MOVED: dict[Move, tuple[Figure, ...]] = {
    Move.SUE: (Figure.SUE,),
    Move.GROUP: (Figure.SUE, Figure.GUARD_LOW, Figure.GUARD_HIGH),
    Move.HAL: (Figure.HAL,),
    Move.DEB: (Figure.DEB,),
    Move.GUARD_LOW: (Figure.GUARD_LOW,),
    Move.GUARD_HIGH: (Figure.GUARD_HIGH,),
    Move.GUARDS: (Figure.GUARD_LOW, Figure.GUARD_HIGH),
}

_NUMBERED_DEB = (CardKind.DEB_1, CardKind.DEB_2, CardKind.DEB_3, CardKind.DEB_4, CardKind.DEB_5)

# The moves each kind of card can make with one card (Sue's group move takes two Sue cards: Move.GROUP).
MOVES_OF_KIND: dict[CardKind, tuple[Move, ...]] = {
    CardKind.SUE: (Move.SUE,),
    CardKind.HAL_1: (Move.HAL,),
    CardKind.HAL_2: (Move.HAL,),
    CardKind.HAL_3: (Move.HAL,),
    CardKind.GUARD_ONE: (Move.GUARD_LOW, Move.GUARD_HIGH),
    CardKind.GUARD_TWO: (Move.GUARDS, Move.GUARD_LOW, Move.GUARD_HIGH),
    CardKind.GUARDS_TO_SUE: (Move.GUARDS,),
    **{kind: (Move.DEB, Move.SUE, Move.HAL, Move.GUARD_LOW, Move.GUARD_HIGH) for kind in _NUMBERED_DEB},
    CardKind.DEB_CENTRE: (Move.DEB,),
}

# A red card moving anything but Deb is a joker; the figure type it moves, for the one-type-per-turn rule.
JOKER_TYPE: dict[Move, RedUse] = {
    Move.SUE: RedUse.SUE,
    Move.HAL: RedUse.HAL,
    Move.GUARD_LOW: RedUse.GUARDS,
    Move.GUARD_HIGH: RedUse.GUARDS,
}


def direction(seat: int) -> int:
    """Towards ``seat``'s club: seat 0's is at the low end, seat 1's at the high end."""
    return -1 if seat == 0 else 1


def towards(seat: int, space: int) -> int:
    """How far past the centre ``space`` lies on ``seat``'s side (negative: on the other side)."""
    return CENTRE - space if seat == 0 else space - CENTRE


def entrance_owner(space: int) -> int | None:
    """The seat whose club entrance ``space`` is (for Charlie: whose entrance he stands beside)."""
    if space <= ENTRANCES[0][1]:
        return 0
    if space >= ENTRANCES[1][0]:
        return 1
    return None


def half_owner(space: int) -> int | None:
    """The seat whose half of the street ``space`` is on; None on the centre."""
    if space < CENTRE:
        return 0
    if space > CENTRE:
        return 1
    return None


def deb_between(positions: Positions, seat: int) -> bool:
    """Deb stands between Sue and ``seat``'s end of the board (strictly: not on Sue's space)."""
    deb, sue = positions[I_DEB], positions[I_SUE]
    return deb < sue if seat == 0 else deb > sue


def trio_ok(sue: int, low: int, high: int) -> bool:
    """Sue and her Bodyguards on three different spaces, Sue strictly between the two, all on the street."""
    return FIRST <= low < sue < high <= LAST


def charlie_steps(positions: Positions, seat: int) -> tuple[int, tuple[Figure, ...], bool]:
    """How far Charlie moves towards ``seat`` at the end of its turn: one space per figure on its entrance
    spaces, plus one if Sue and both Bodyguards are all on its half (past the centre)."""
    entrance = ENTRANCES[seat]
    on_entrance = tuple(f for f in STREET_FIGURES if positions[INDEX[f]] in entrance)
    half = all(half_owner(positions[i]) == seat for i in (I_SUE, I_LOW, I_HIGH))
    return len(on_entrance) + int(half), on_entrance, half


def moved_charlie(positions: Positions, seat: int, steps: int) -> int:
    # He stops at the end of his track; reaching the entrance's side ends the game before that matters.
    return min(LAST, max(FIRST, positions[I_CHARLIE] + direction(seat) * steps))


def red_use_after(kind: CardKind, move: Move) -> RedUse | None:
    """What a played card adds to the turn's red-card record (None for cards of other colours)."""
    if kind.colour is not Colour.RED:
        return None
    return RedUse.DEB if move is Move.DEB else JOKER_TYPE[move]


@dataclass(frozen=True)
class Refusal:
    """Why a move may not be made: a reason code and the details that fill its blanks."""

    reason: str
    details: tuple[tuple[str, str], ...] = ()


def resolve(positions: Positions, seat: int, kind: CardKind, move: Move, red_use: RedUse | None) -> Positions:
    """The positions after ``kind`` makes ``move`` for ``seat``; IllegalActionError with the reason if it may
    not (the colour of the turn and the cards in hand are the caller's to check)."""
    result = attempt(positions, seat, kind, move, red_use)
    if isinstance(result, Refusal):
        raise IllegalActionError(result.reason, **dict(result.details))
    return result


def attempt(
    positions: Positions, seat: int, kind: CardKind, move: Move, red_use: RedUse | None
) -> Positions | Refusal:
    """resolve() without the exception: legal_actions tries every move of every card, most of them refused,
    and raising each refusal would cost more than the rest of the work.

    Numbered cards (Sue, Hal, Bodyguards, Deb 1-5) move towards the player's own club by exactly their
    value; only "to the centre", "Bodyguards next to Sue" (and Hal's lure, not a card) may go either way.
    """
    if move is Move.GROUP:
        if kind is not CardKind.SUE:
            return Refusal(Reason.GROUP_NEEDS_TWO_SUE)
    elif move not in MOVES_OF_KIND[kind]:
        return Refusal(Reason.CARD_CANNOT_MOVE_THAT, (("kind", kind.value), ("move", move.value)))
    d = -1 if seat == 0 else 1
    pos = list(positions)
    red = kind.colour is Colour.RED
    joker = red and move is not Move.DEB
    if red:
        if move is Move.DEB and red_use is not None and red_use is not RedUse.DEB:
            return Refusal(Reason.JOKERS_THIS_TURN, (("figure", red_use.value),))
        if joker:
            if red_use is RedUse.DEB:
                return Refusal(Reason.DEB_MOVED_THIS_TURN)
            if red_use is not None and red_use is not JOKER_TYPE[move]:
                return Refusal(Reason.JOKER_OTHER_FIGURE, (("figure", red_use.value),))
            if not deb_between(positions, seat):
                return Refusal(Reason.DEB_NOT_BETWEEN)

    steps = kind.steps
    if kind is CardKind.DEB_CENTRE:
        pos[I_DEB] = CENTRE
    elif kind is CardKind.GUARDS_TO_SUE:
        pos[I_LOW], pos[I_HIGH] = pos[I_SUE] - 1, pos[I_SUE] + 1
    else:
        assert steps is not None
        if move is Move.GROUP:
            pos[I_SUE] += d
            pos[I_LOW] += d
            pos[I_HIGH] += d
        elif move is Move.GUARDS:  # the grey "both 1 space" half of the 2-way card
            pos[I_LOW] += d
            pos[I_HIGH] += d
        else:
            if kind is CardKind.GUARD_TWO:
                steps = 2  # one Bodyguard alone goes 2 spaces, both ways the same direction
            pos[_INDEX_OF_MOVE[move]] += d * steps

    if min(pos) < FIRST or max(pos) > LAST:
        return _OFF_THE_STREET
    moved = tuple(pos)
    if moved == positions:
        return _NOTHING_MOVES
    if not trio_ok(moved[I_SUE], moved[I_LOW], moved[I_HIGH]):
        return _SUE_BETWEEN_GUARDS
    if joker and move is Move.SUE and not deb_between(moved, seat):
        return Refusal(Reason.DEB_MUST_STAY_BETWEEN)
    return moved


# The refusals met most often, made once.
_OFF_THE_STREET = Refusal(Reason.OFF_THE_STREET)
_NOTHING_MOVES = Refusal(Reason.NOTHING_MOVES)
_SUE_BETWEEN_GUARDS = Refusal(Reason.SUE_BETWEEN_GUARDS)


_INDEX_OF_MOVE: dict[Move, int] = {
    Move.SUE: I_SUE,
    Move.HAL: I_HAL,
    Move.DEB: I_DEB,
    Move.GUARD_LOW: I_LOW,
    Move.GUARD_HIGH: I_HIGH,
}

Destination = tuple[tuple[Figure, int], ...]  # (figure, space) for each figure the move concerns


# Each destination, and each (move, destination) option, is made once and shared. Built afresh, they were most of
# the objects the cyclic collector walked while bots played (a figure beside its space, in tuples the option caches
# keep): 10,000-25,000 young tuples in one collection, 5-9 ms on the GUI thread. They are few (after 400 games
# of normal bots: 754 destinations, 190 options); the sets of options are not shared, as they are many (22,000
# then, and growing). (dict.setdefault is atomic under the interpreter lock: any thread may ask.)
_SHARED: dict[tuple[Any, ...], Any] = {}


def destination(move: Move, positions: Positions) -> Destination:
    made = tuple((f, positions[INDEX[f]]) for f in MOVED[move])
    return _SHARED.setdefault(made, made)


@lru_cache(maxsize=4096)
def options(
    street: Positions, seat: int, kind: CardKind, red_use: RedUse | None
) -> tuple[tuple[Move, Destination], ...]:
    """Every move one card of ``kind`` may make now, with where it ends. Cached: legal_actions, check and the
    bots ask the same question many times in one position. ``street`` leaves Charlie out (cards never move
    him), so positions that differ only in Charlie share an entry."""
    out = []
    full = (*street, CENTRE)
    for move in MOVES_OF_KIND[kind]:
        after = attempt(full, seat, kind, move, red_use)
        if not isinstance(after, Refusal):
            option = (move, destination(move, after))
            out.append(_SHARED.setdefault(option, option))
    return tuple(out)


@lru_cache(maxsize=1024)
def group_option(street: Positions, seat: int) -> Destination | None:
    """Where Sue's group move (two Sue cards at once) would put the three, or None if it may not."""
    after = attempt((*street, CENTRE), seat, CardKind.SUE, Move.GROUP, None)
    return None if isinstance(after, Refusal) else destination(Move.GROUP, after)


def apply_destination(positions: Positions, to: Destination) -> Positions:
    pos = list(positions)
    for figure, space in to:
        pos[INDEX[figure]] = space
    return tuple(pos)


def lure_destination(positions: Positions, figure: Figure) -> Positions:
    """Hal's lure: Sue or one Bodyguard onto Hal's space, any distance, either way; IllegalActionError if the
    lured figure may not go there (Deb ignores Hal; Charlie and Hal himself cannot be lured)."""
    if figure is Figure.DEB:
        raise IllegalActionError(Reason.LURE_DEB)
    if figure not in (Figure.SUE, Figure.GUARD_LOW, Figure.GUARD_HIGH):
        raise IllegalActionError(Reason.LURE_WHO)
    pos = list(positions)
    i = INDEX[figure]
    if pos[i] == pos[I_HAL]:
        raise IllegalActionError(Reason.NOTHING_MOVES)
    pos[i] = pos[I_HAL]
    if not trio_ok(pos[I_SUE], pos[I_LOW], pos[I_HIGH]):
        raise IllegalActionError(Reason.SUE_BETWEEN_GUARDS)
    return tuple(pos)
