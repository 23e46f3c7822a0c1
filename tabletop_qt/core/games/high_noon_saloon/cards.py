"""A High Noon Saloon card's values: the saloon deck's cards (weapons, blocks, enhancements, reloads), the team
cards, the load cards and the characters, with the options and effects they carry. content.py reads and checks a
pack into them; the home screen's picture draws a few of the house set's from fan.py without that reader.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_qt.core.games.high_noon_saloon.vocabulary import (
    Ability,
    AttackKind,
    CardType,
    Gender,
    Op,
    WeaponKind,
    When,
    Who,
)


@dataclass(frozen=True)
class Effect:
    op: Op
    who: Who
    amount: int = 0


@dataclass(frozen=True)
class Option:
    """One way to use a gun or an enhancement: spend ``bullets`` for ``damage`` and ``effects`` (one per attack)."""

    bullets: int
    damage: int
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class SaloonCard:
    id: str
    name: str
    type: CardType
    copies: int
    text: str = ""
    weapon: WeaponKind | None = None  # weapons
    holster: bool = False  # weapons: the holster icon (guns only)
    capacity: int = 0  # guns: the bullet track's top
    melee_damage: int = 0  # guns: base damage when used for a melee attack
    damage: int = 0  # melee weapons: base damage
    attack: AttackKind | None = None  # blocks (gun or melee) and enhancements (gun, melee or any)
    defense: int = 0  # blocks
    bullets: int = 0  # reloads
    options: tuple[Option, ...] = ()  # guns and enhancements: choose one
    effects: tuple[Effect, ...] = ()  # melee weapons and blocks: always
    # The name and the text in other languages ("names"/"texts": {"it": ..., "nl": ...}), as (code, words) pairs.
    names: tuple[tuple[str, str], ...] = ()
    texts: tuple[tuple[str, str], ...] = ()

    @property
    def is_gun(self) -> bool:
        return self.weapon is WeaponKind.GUN

    def name_in(self, language: str) -> str:
        return _in(self.name, self.names, language)

    def text_in(self, language: str) -> str:
        return _in(self.text, self.texts, language)


def _in(own: str, translated: tuple[tuple[str, str], ...], language: str) -> str:
    """A card's words for a reader of ``language``: the pack's own there ("names"/"texts"), else its one wording."""
    return dict(translated).get(language, own)


@dataclass(frozen=True)
class TeamCard:
    id: str
    name: str
    copies: int
    when: When
    effects: tuple[Effect, ...]
    text: str = ""
    names: tuple[tuple[str, str], ...] = ()  # as SaloonCard's
    texts: tuple[tuple[str, str], ...] = ()

    def name_in(self, language: str) -> str:
        return _in(self.name, self.names, language)

    def text_in(self, language: str) -> str:
        return _in(self.text, self.texts, language)


@dataclass(frozen=True)
class LoadCard:
    bullets: int
    copies: int


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    gender: Gender
    colour: str  # the figure's colour, #rrggbb
    ability: Ability
    amount: int
    text: str  # the advanced side's wording (English; the house set's are translated by the interface)
