"""The 61 cards of Tea Time: Alice, and six characters with ten double-faced cards each."""

from __future__ import annotations

import enum


class Character(enum.Enum):
    CATERPILLAR = "caterpillar"
    CHESHIRE_CAT = "cheshire_cat"
    TWEEDLES = "tweedles"
    MAD_HATTER = "mad_hatter"
    QUEEN_OF_HEARTS = "queen_of_hearts"
    WHITE_RABBIT = "white_rabbit"


class Face(enum.Enum):
    NORMAL = "normal"
    MIRROR = "mirror"

    @property
    def opposite(self) -> Face:
        return Face.MIRROR if self is Face.NORMAL else Face.NORMAL


ALICE = "alice"
CARDS_PER_CHARACTER = 10
REMOVED_PER_CHARACTER_3P = 2

# Points for how many cards of one character a collection holds; five or more score as five.
SCORE_BY_COUNT: tuple[int, ...] = (5, 1, 3, 6, 10, 15)
ALICE_BONUS = 4


def card_id(character: Character, number: int) -> str:
    return f"{character.value}.{number}"


def character_of(card: str) -> Character:
    """The character of a card id (not Alice)."""
    return Character(card.split(".", 1)[0])


ALL_CHARACTER_CARDS: tuple[str, ...] = tuple(
    card_id(character, n) for character in Character for n in range(CARDS_PER_CHARACTER)
)


def score_for_count(count: int) -> int:
    return SCORE_BY_COUNT[min(count, len(SCORE_BY_COUNT) - 1)]
