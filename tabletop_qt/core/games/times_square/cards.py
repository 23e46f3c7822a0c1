"""The 55 cards of Times Square: what each kind does, its colour, and how many of it the deck holds.

The deck's make-up is data (``DECK_COMPOSITION``): the rulebook's counts, in one place, so a correction is a
one-line change. Card ids are stable strings on the wire: ``"<kind>.<n>"`` with n counting from 1 within
the kind (``"hal2.5"`` is the fifth "Handsome Hal 2" card).
"""

from __future__ import annotations

import enum
from typing import Any


class Colour(enum.Enum):
    """The four card colours; a turn's cards are all of one colour."""

    GREEN = "green"  # Saucy Sue
    YELLOW = "yellow"  # Handsome Hal
    GREY = "grey"  # the Bodyguards
    RED = "red"  # Dancing Deb

    __hash__ = object.__hash__  # see CardKind


class CardKind(enum.Enum):
    """What a card does. ``value`` is the wire name; ``colour`` and ``steps`` say the rest (``steps``: how many
    spaces a numbered card moves its figure, None for the cards that move to a place)."""

    colour: Colour
    steps: int | None

    SUE = ("sue", Colour.GREEN, 1)  # Sue 1 space; two played together move Sue and both Bodyguards 1 space
    HAL_1 = ("hal1", Colour.YELLOW, 1)
    HAL_2 = ("hal2", Colour.YELLOW, 2)
    HAL_3 = ("hal3", Colour.YELLOW, 3)
    GUARD_ONE = ("guard1", Colour.GREY, 1)  # one Bodyguard 1 space
    GUARD_TWO = ("guard2", Colour.GREY, 1)  # both Bodyguards 1 space, or one Bodyguard 2 spaces
    GUARDS_TO_SUE = ("guards_to_sue", Colour.GREY, None)  # both Bodyguards onto the spaces next to Sue
    DEB_1 = ("deb1", Colour.RED, 1)
    DEB_2 = ("deb2", Colour.RED, 2)
    DEB_3 = ("deb3", Colour.RED, 3)
    DEB_4 = ("deb4", Colour.RED, 4)
    DEB_5 = ("deb5", Colour.RED, 5)
    DEB_CENTRE = ("deb_centre", Colour.RED, None)  # Deb onto the centre (the manhole)

    def __new__(cls, wire: str, colour: Colour, steps: int | None) -> CardKind:
        # Plain attributes rather than properties over a table: the rules read them in their hottest loops.
        member = object.__new__(cls)
        member._value_ = wire
        member.colour = colour
        member.steps = steps
        return member

    # Members are singletons, so identity hashing is exact; Enum's own __hash__ is Python code, and the rules'
    # caches hash a card kind on every lookup.
    __hash__ = object.__hash__


# The rulebook's "Descrizione delle carte": Sue 12 (green), Hal 2x1 8x2 2x3 (yellow), Bodyguards 4 + 10 + 2
# (grey), Deb 1x1 3x2 5x3 3x4 1x5 and 2 "to the centre" (red). 12 + 12 + 16 + 15 = 55.
DECK_COMPOSITION: tuple[tuple[CardKind, int], ...] = (
    (CardKind.SUE, 12),
    (CardKind.HAL_1, 2),
    (CardKind.HAL_2, 8),
    (CardKind.HAL_3, 2),
    (CardKind.GUARD_ONE, 4),
    (CardKind.GUARD_TWO, 10),
    (CardKind.GUARDS_TO_SUE, 2),
    (CardKind.DEB_1, 1),
    (CardKind.DEB_2, 3),
    (CardKind.DEB_3, 5),
    (CardKind.DEB_4, 3),
    (CardKind.DEB_5, 1),
    (CardKind.DEB_CENTRE, 2),
)

DECK_SIZE = sum(count for _, count in DECK_COMPOSITION)
HAND_SIZE = 8


def card_id(kind: CardKind, number: int) -> str:
    return f"{kind.value}.{number}"


ALL_CARDS: tuple[str, ...] = tuple(
    card_id(kind, n) for kind, count in DECK_COMPOSITION for n in range(1, count + 1)
)

# Card id -> kind, and the card's place in the composition order: hands are kept in that order, so a hand's
# listing says nothing about the order its cards were drawn in.
KIND_OF: dict[str, CardKind] = {card: CardKind(card.rsplit(".", 1)[0]) for card in ALL_CARDS}
ORDER: dict[str, int] = {card: i for i, card in enumerate(ALL_CARDS)}


def kind_of(card: str) -> CardKind:
    """The kind of a known card id (KeyError for an unknown one)."""
    return KIND_OF[card]


def sort_cards(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))


def card_json(card: str) -> dict[str, Any]:
    """A card as views show it: id, kind, colour, and the number printed on it (None for the place cards)."""
    kind = KIND_OF[card]
    return {"id": card, "kind": kind.value, "colour": kind.colour.value, "value": kind.steps}
