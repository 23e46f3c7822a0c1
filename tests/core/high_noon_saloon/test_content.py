"""High Noon Saloon's content as data: the Tabletop Qt house set loads and holds what the rulebook names, and a
pack with a mistake is refused with its file, line and field, while the house set still loads."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop_qt.content import house_set_folder, packs_in, read_pack
from tabletop_qt.core.games.high_noon_saloon.content import (
    CHARACTERS,
    LOAD_CARDS,
    SALOON_CARDS,
    TEAM_CARDS,
    Content,
    ContentError,
    house_set,
)
from tabletop_qt.core.games.high_noon_saloon.vocabulary import (
    Ability,
    AreaOp,
    AttackKind,
    CardType,
    Op,
    WeaponKind,
    When,
)

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def house() -> Content:
    return house_set()


def card(content: Content, name: str):  # type: ignore[no-untyped-def]
    return next(c for c in content.saloon if c.name == name)


def test_the_house_set_is_labelled_as_the_projects_own(house: Content) -> None:
    assert house.pack.house_set and house.pack.name == "Tabletop Qt house set"


def test_the_saloon_deck_has_80_cards_of_four_types_and_the_team_and_load_decks_18(house: Content) -> None:
    assert sum(c.copies for c in house.saloon) == SALOON_CARDS == 80
    assert {c.type for c in house.saloon} == set(CardType)
    assert {c.weapon for c in house.saloon if c.type is CardType.WEAPON} == set(WeaponKind)
    assert sum(c.copies for c in house.team) == TEAM_CARDS == 18
    assert sum(c.copies for c in house.loads) == LOAD_CARDS == 18


def test_the_repeatin_rifle_spends_one_two_or_three_bullets_for_one_three_or_four_damage(house: Content) -> None:
    rifle = card(house, "Repeatin' Rifle")
    assert rifle.is_gun
    assert [(o.bullets, o.damage) for o in rifle.options] == [(1, 1), (2, 3), (3, 4)]


def test_peacemaker_is_a_gun_fancy_shootin_a_gun_enhancement_strong_a_melee_one(house: Content) -> None:
    assert card(house, "Peacemaker").is_gun and card(house, "Peacemaker").melee_damage >= 0
    assert card(house, "Fancy Shootin'").type is CardType.ENHANCEMENT
    assert card(house, "Fancy Shootin'").attack is AttackKind.GUN
    assert card(house, "Strong").attack is AttackKind.MELEE
    assert any(c.attack is AttackKind.ANY for c in house.saloon), "generic enhancements exist"
    assert {c.attack for c in house.saloon if c.type is CardType.BLOCK} == {AttackKind.GUN, AttackKind.MELEE}


def test_only_guns_with_the_holster_icon_go_into_the_holster(house: Content) -> None:
    assert any(c.holster for c in house.saloon) and any(c.is_gun and not c.holster for c in house.saloon)
    assert not any(c.holster and not c.is_gun for c in house.saloon)


def test_the_cards_use_every_effect_the_engine_implements(house: Content) -> None:
    used = {e.op for c in house.saloon for e in c.effects + tuple(x for o in c.options for x in o.effects)}
    used |= {e.op for c in house.team for e in c.effects}
    assert {Op.SPLIT, Op.DROP_WEAPON, Op.NO_COUNTERATTACK, Op.COUNTERATTACK, Op.MOVEMENT_LIMIT, Op.DRAW} <= used
    assert {Op.GIVE_GUN, Op.BLOCK_FOR_TEAMMATE, Op.HEAL, Op.ADD_BULLETS} <= used


def test_chuck_it_passes_a_gun_to_a_teammate(house: Content) -> None:
    chuck = next(c for c in house.team if c.name == "Chuck It!")
    assert [e.op for e in chuck.effects] == [Op.GIVE_GUN] and chuck.when is When.ANY_TIME


def test_eight_characters_four_men_four_women_james_masterson_loads_guns_fully(house: Content) -> None:
    assert len(house.characters) == CHARACTERS == 8
    assert sorted(c.gender.value for c in house.characters) == ["man"] * 4 + ["woman"] * 4
    masterson = next(c for c in house.characters if c.name == "James Masterson")
    assert masterson.ability is Ability.FULL_LOAD_ON_EQUIP
    assert "fully loaded" in masterson.text and "no load card" in masterson.text
    assert len({c.ability for c in house.characters}) == 8


def test_the_map_has_the_rulebooks_areas_and_the_stairs_reach_the_balcony_but_not_back(house: Content) -> None:
    names = {a.name for a in house.areas}
    assert names == {
        "No Cover",
        "On the Stairs",
        "Upstairs Balcony",
        "Back Room",
        "Behind the Bar",
        "Behind the Player Piano",
        "Behind an Upended Table",
    }
    by_name = {a.name: a for a in house.areas}
    stairs, balcony, no_cover = by_name["On the Stairs"], by_name["Upstairs Balcony"], by_name["No Cover"]
    assert set(stairs.reach) >= {balcony.id, no_cover.id}
    assert stairs.id not in balcony.reach
    # "Only a player in No Cover can make a melee attack against you on the Stairs."
    assert [a.name for a in house.areas if stairs.id in a.reach] == ["No Cover"]
    assert house.no_cover is no_cover and not no_cover.cover


def test_the_areas_special_effects_are_data(house: Content) -> None:
    by_name = {a.name: a for a in house.areas}
    assert by_name["Back Room"].attack_bonus == -2
    bar = by_name["Behind the Bar"].effects
    assert [(e.when, e.op, e.amount, e.alone, e.no_attack) for e in bar] == [(When.END_OF_TURN, AreaOp.HEAL, 2, True, True)]
    piano = by_name["Behind the Player Piano"].effects
    assert [(e.when, e.op, e.amount, e.alone) for e in piano] == [(When.END_OF_TURN, AreaOp.ADD_BULLETS, 2, True)]
    balcony = by_name["Upstairs Balcony"].effects
    assert [(e.when, e.op, e.amount) for e in balcony] == [(When.JUMP_FROM, AreaOp.FIRST_MELEE_DAMAGE, 2)]
    assert sum(len(a.spaces) for a in house.areas) > 6 and any(s.orange for a in house.areas for s in a.spaces)


# ---------------------------------------------------------------------------------------------------- broken packs
def _line_of(path: Path, needle: str) -> int:
    """The line of the object holding ``needle``: the nearest line at or above it where an object opens."""
    lines = path.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if needle in line)
    while "{" not in lines[at][: lines[at].find(needle) + 1 or None]:
        at -= 1
    return at + 1


def _edit(name: str, old: str, new: str) -> Callable[[Path], None]:
    def edit(folder: Path) -> None:
        path = folder / name
        text = path.read_text()
        assert old in text
        path.write_text(text.replace(old, new, 1))

    return edit


BROKEN = {
    # name: (edit, code, file, line marker or None, field)
    "bullets as a word": (
        _edit("saloon.json", '"bullets": 2, "damage": 4}', '"bullets": "two", "damage": 4}'),
        "content.bad_value", "saloon.json", '"bullets": "two"', "cards[0].options[1].bullets",
    ),
    "a typo in a field's name": (
        _edit("saloon.json", '"damage": 4, "text": "Melee: 4."', '"damgae": 4, "text": "Melee: 4."'),
        "content.missing_field", "saloon.json", '"id": "bowie_knife"', "cards[5].damage",
    ),
    "an unknown field": (
        _edit("saloon.json", '"copies": 5, "defense": 3,', '"copies": 5, "defense": 3, "colour": "red",'),
        "content.unknown_field", "saloon.json", '"id": "duck"', "cards[9].colour",
    ),
    "79 cards": (
        _edit("saloon.json", '"copies": 6, "bullets": 2', '"copies": 5, "bullets": 2'),
        "content.bad_count", "saloon.json", None, "cards",
    ),
    "an id twice": (
        _edit("saloon.json", '"id": "dodge"', '"id": "duck"'),
        "content.duplicate_id", "saloon.json", None, "cards",
    ),
    "a holster for a knife": (
        _edit("saloon.json", '"weapon": "melee", "copies": 3,\n     "damage": 4', '"weapon": "melee", "copies": 3, "holster": true,\n     "damage": 4'),
        "content.bad_value", "saloon.json", '"id": "bowie_knife"', "cards[5].holster",
    ),
    "more bullets than the gun holds": (
        _edit("saloon.json", '"options": [{"bullets": 1, "damage": 2, "effects": [{"op": "no_counterattack"}]}]', '"options": [{"bullets": 3, "damage": 2}]'),
        "content.bad_value", "saloon.json", '"id": "derringer"', "cards[2].options",
    ),
    "an effect the engine does not know": (
        _edit("saloon.json", '{"op": "no_counterattack"}]}]', '{"op": "explode"}]}]'),
        "content.bad_value", "saloon.json", '{"op": "explode"}', "cards[2].options[0].effects[0].op",
    ),
    "reach to a room that is not there": (
        _edit("map.json", '"reach": ["balcony", "no_cover"]', '"reach": ["balcony", "cellar"]'),
        "content.unknown_reference", "map.json", '"id": "stairs"', "areas[1].reach",
    ),
    "two No Cover areas": (
        _edit("map.json", '"id": "stairs", "name": "On the Stairs",', '"id": "stairs", "name": "On the Stairs", "cover": false,'),
        "content.bad_value", "map.json", None, "areas",
    ),
    "not JSON": (
        _edit("team.json", '"copies": 4, "when": "any_time",\n     "effects": [{"op": "give_gun"}]', '"copies": 4 "when": "any_time",\n     "effects": [{"op": "give_gun"}]'),
        "content.not_json", "team.json", '"copies": 4 "when"', "",
    ),
    "another game's schema": (
        _edit("load.json", '"tabletop-qt/high-noon-saloon-content"', '"tabletop-qt/times-square-content"'),
        "content.bad_schema", "load.json", None, "schema",
    ),
    "a newer schema": (
        _edit("characters.json", '"schema_version": 1', '"schema_version": 7'),
        "content.newer_schema", "characters.json", None, "schema_version",
    ),
    "a colour that is not one": (
        _edit("characters.json", '"#8c5a2b"', '"brown"'),
        "content.bad_value", "characters.json", '"id": "james_masterson"', "characters[0].colour",
    ),
    "a missing file": (
        lambda folder: (folder / "team.json").unlink(),
        "content.missing_file", "team.json", None, "",
    ),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_pack_with_a_mistake_names_the_file_the_line_and_the_field(tmp_path: Path, case: str) -> None:
    edit, code, file, marker, field = BROKEN[case]
    pack = tmp_path / "pack"
    shutil.copytree(house_set_folder("high_noon_saloon"), pack)
    edit(pack)
    with pytest.raises(ContentError) as caught:
        read_pack("high_noon_saloon", pack)
    error = caught.value
    assert (error.code, error.file, error.field) == (code, file, field)
    if marker is not None:
        assert error.line == _line_of(pack / file, marker)
    elif code not in ("content.missing_file",):
        assert error.line == 1  # the file's top object
    assert file in str(error)
    # The house set is untouched and still loads.
    assert sum(c.copies for c in house_set().saloon) == 80


def test_packs_in_the_data_folder_are_listed_with_their_mistakes(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    shutil.copytree(house_set_folder("high_noon_saloon"), packs / "my_box")
    shutil.copytree(house_set_folder("high_noon_saloon"), packs / "broken")
    (packs / "broken" / "load.json").write_text("{")
    found = dict((p.name, result) for p, result in packs_in("high_noon_saloon", tmp_path))
    assert isinstance(found["my_box"], Content)
    assert isinstance(found["broken"], ContentError) and found["broken"].code == "content.not_json"
    assert packs_in("high_noon_saloon", tmp_path / "nowhere") == []


def _check(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_qt.content", "high_noon_saloon", "--check", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_the_check_command_prints_the_counts_of_the_house_set() -> None:
    result = _check()
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["valid"] and report["pack"]["house_set"]
    assert report["pack"]["digest"] == house_set().digest  # what the LAN compares
    assert report["files"]["saloon.json"]["cards"] == 80
    assert report["files"]["saloon.json"]["by_type"] == {"weapon": 24, "block": 22, "enhancement": 20, "reload": 14}
    assert report["files"]["team.json"]["cards"] == 18 and report["files"]["load.json"]["cards"] == 18
    assert report["files"]["characters.json"]["characters"] == 8
    assert report["files"]["map.json"]["areas"] == 7


def test_the_check_command_names_a_packs_mistake_and_exits_1(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    shutil.copytree(house_set_folder("high_noon_saloon"), pack)
    _edit("saloon.json", '"bullets": 2, "damage": 4}', '"bullets": "two", "damage": 4}')(pack)
    result = _check(str(pack))
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert not report["valid"]
    assert report["error"]["file"] == "saloon.json" and report["error"]["field"] == "cards[0].options[1].bullets"
    assert report["error"]["line"] == _line_of(pack / "saloon.json", '"bullets": "two"')
