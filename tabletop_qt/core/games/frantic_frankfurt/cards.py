"""The 132 numbered cards of Frantic Frankfurt, kept as data so the composition can be corrected.

The rulebook's component list was a picture. What survives: three colours, even values 8..20 and odd values
1..13, 132 cards. The count per value is a ruling (the project's rulebook README): per colour three of each
of the 14 values plus one more 1 and one more 20, which is 44 per colour. Change ``COPIES`` (and
``EXTRA_COPIES``) if the real split turns up; nothing else assumes it, except the test that the deck still
has 132 cards.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass


class Colour(enum.Enum):
    YELLOW = "yellow"
    RED = "red"
    BLUE = "blue"


EVEN_VALUES: tuple[int, ...] = (8, 10, 12, 14, 16, 18, 20)
ODD_VALUES: tuple[int, ...] = (1, 3, 5, 7, 9, 11, 13)
VALUES: tuple[int, ...] = tuple(sorted(EVEN_VALUES + ODD_VALUES))

COPIES = 3  # of every value, in every colour (ruling)
EXTRA_COPIES: Mapping[int, int] = {1: 1, 20: 1}  # one more 1 and one more 20 per colour (ruling)

DECK_SIZE = 132  # the rulebook's "Le 132 carte numerate"


@dataclass(frozen=True)
class Card:
    """What a card shows. ``id`` is its stable wire name, ``colour.value.copy`` (e.g. ``red.13.0``)."""

    id: str
    colour: Colour
    value: int

    @property
    def odd(self) -> bool:
        return self.value % 2 == 1

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "colour": self.colour.value, "value": self.value}


def copies_of(value: int) -> int:
    return COPIES + EXTRA_COPIES.get(value, 0)


def card_id(colour: Colour, value: int, copy: int) -> str:
    return f"{colour.value}.{value}.{copy}"


ALL_CARDS: tuple[str, ...] = tuple(
    card_id(colour, value, copy) for colour in Colour for value in VALUES for copy in range(copies_of(value))
)

CARDS: Mapping[str, Card] = {
    cid: Card(cid, Colour(cid.split(".")[0]), int(cid.split(".")[1])) for cid in ALL_CARDS
}

# Every card's (colour, value) as a small integer, so "may this card go on that one" is one list lookup in
# the inner loops (legal actions and the stuck check run after every action of a real-time game).
_KINDS: tuple[tuple[Colour, int], ...] = tuple((colour, value) for colour in Colour for value in VALUES)
KIND: Mapping[str, int] = {cid: _KINDS.index((c.colour, c.value)) for cid, c in CARDS.items()}
_N_KINDS = len(_KINDS)


def may_lay(card: Card, top: Card) -> bool:
    """The two laying rules, exactly as the rulebook draws them:
    different colours: only higher on lower (an equal value is not higher);
    same colour: only odd on even, and then higher or lower does not matter."""
    if card.colour is not top.colour:
        return card.value > top.value
    return card.odd and not top.odd


_MAY: tuple[bool, ...] = tuple(
    may_lay(Card("", ca, va), Card("", cb, vb)) for ca, va in _KINDS for cb, vb in _KINDS
)


def may_lay_ids(card: str, top: str) -> bool:
    """``may_lay`` by card id, from a precomputed table."""
    return _MAY[KIND[card] * _N_KINDS + KIND[top]]


def kind_row(card: str) -> int:
    """Offset of ``card``'s row in the laying table; ``lays_on(row, top)`` then needs no second multiply."""
    return KIND[card] * _N_KINDS


def lays_on(row: int, top: str) -> bool:
    return _MAY[row + KIND[top]]


if len(ALL_CARDS) != DECK_SIZE:  # pragma: no cover - a data error must stop the import, not a game later
    raise ValueError(f"the deck composition makes {len(ALL_CARDS)} cards, not {DECK_SIZE}")
