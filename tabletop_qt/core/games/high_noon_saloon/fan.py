"""The house cards High Noon Saloon's home picture fans out (its GameSpec art: "hns:char_james_masterson",
"hns:peacemaker", ...), as values.

Written by tools/write_house_data.py from the house set (edit resources/high_noon_saloon/house/, then run it). The
picture is drawn on the very first start, on a picture thread beside the GUI thread, before anything else needs the
house set: reading the whole set (content.py: the JSON, its checks, its SHA-256 digest, the map's and the pack's
values) would cost it about 15 ms of the interpreter's lock. tests/core/high_noon_saloon/test_fan.py checks this
file is what the tool writes now.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_qt.core.games.high_noon_saloon.cards import Character, Effect, Option, SaloonCard, TeamCard
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Ability, CardType, Gender, Op, WeaponKind, Who


@dataclass(frozen=True)
class FanCards:
    """The cards of a pack that faces are drawn from (what ui/games/high_noon_saloon/faces.py reads of a Content)."""

    saloon: tuple[SaloonCard, ...]
    team: tuple[TeamCard, ...]
    characters: tuple[Character, ...]


FAN = FanCards(
    saloon=(
        SaloonCard(
            id="peacemaker",
            name="Peacemaker",
            type=CardType.WEAPON,
            copies=4,
            text="1 bullet: 2 damage. 2 bullets: 4 damage. Melee: 1.",
            weapon=WeaponKind.GUN,
            holster=True,
            capacity=6,
            melee_damage=1,
            options=(Option(bullets=1, damage=2), Option(bullets=2, damage=4)),
            names=(("it", "Pacificatore"), ("nl", "Vredestichter")),
            texts=(
                ("it", "1 proiettile: 2 danni. 2 proiettili: 4 danni. Mischia: 1."),
                ("nl", "1 kogel: 2 schade. 2 kogels: 4 schade. Handgemeen: 1."),
            ),
        ),
        SaloonCard(
            id="repeatin_rifle",
            name="Repeatin' Rifle",
            type=CardType.WEAPON,
            copies=3,
            text="1 bullet: 1 damage. 2 bullets: 3 damage. 3 bullets: 4 damage. Melee: 2.",
            weapon=WeaponKind.GUN,
            capacity=6,
            melee_damage=2,
            options=(Option(bullets=1, damage=1), Option(bullets=2, damage=3), Option(bullets=3, damage=4)),
            names=(("it", "Fucile a ripetizione"), ("nl", "Repeteergeweer")),
            texts=(
                ("it", "1 proiettile: 1 danno. 2 proiettili: 3 danni. 3 proiettili: 4 danni. Mischia: 2."),
                ("nl", "1 kogel: 1 schade. 2 kogels: 3 schade. 3 kogels: 4 schade. Handgemeen: 2."),
            ),
        ),
        SaloonCard(
            id="scattergun",
            name="Scattergun",
            type=CardType.WEAPON,
            copies=2,
            text="1 bullet: 3 damage. 2 bullets: 3 damage to each of up to 2 players. Melee: 2.",
            weapon=WeaponKind.GUN,
            capacity=4,
            melee_damage=2,
            options=(
                Option(bullets=1, damage=3),
                Option(bullets=2, damage=3, effects=(Effect(op=Op.SPLIT, who=Who.SELF, amount=2),)),
            ),
            names=(("it", "Doppietta"), ("nl", "Hagelgeweer")),
            texts=(
                (
                    "it",
                    "1 proiettile: 3 danni. 2 proiettili: 3 danni a ciascuno di 2 giocatori al "
                    "massimo. Mischia: 2.",
                ),
                (
                    "nl",
                    "1 kogel: 3 schade. 2 kogels: 3 schade aan elk van hoogstens 2 spelers. "
                    "Handgemeen: 2.",
                ),
            ),
        ),
    ),
    team=(),
    characters=(
        Character(
            id="james_masterson",
            name="James Masterson",
            gender=Gender.MAN,
            colour="#8c5a2b",
            ability=Ability.FULL_LOAD_ON_EQUIP,
            amount=0,
            text="Whenever you equip a gun from your hand to your fist or holster it becomes fully loaded "
            "(draw no load card).",
        ),
    ),
)
