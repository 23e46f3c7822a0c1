"""The home screen's High Noon Saloon picture draws its cards from fan.py, not from the pack reader
(tests/ui/test_high_noon_saloon_home_face.py): one truth with the house set all the same, since
tools/write_house_data.py writes fan.py from it."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop_qt.core.games.high_noon_saloon import fan
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.core.games.high_noon_saloon.fan import FAN
from tabletop_qt.core.games.high_noon_saloon.spec import SPEC

TOOLS = Path(__file__).resolve().parents[3] / "tools"


def test_fan_py_is_what_the_tool_writes_from_the_house_set() -> None:
    sys.path.insert(0, str(TOOLS))
    try:
        from fan_source import fan_source
    finally:
        sys.path.remove(str(TOOLS))
    written = Path(fan.__file__).read_text(encoding="utf-8")
    assert written == fan_source(), "the house set changed: run python tools/write_house_data.py"


def test_each_fan_card_is_the_house_sets_card() -> None:
    house = house_set()
    saloon = {card.id: card for card in house.saloon}
    characters = {character.id: character for character in house.characters}
    team = {card.id: card for card in house.team}
    assert FAN.saloon and FAN.characters
    for card in FAN.saloon:
        assert card == saloon[card.id], "the house set changed: run python tools/write_house_data.py"
    for character in FAN.characters:
        assert character == characters[character.id]
    for card in FAN.team:
        assert card == team[card.id]


def test_every_face_the_home_picture_shows_is_in_the_fan() -> None:
    keys = {card.split(":", 1)[1] for card in SPEC.art.cards if card.startswith(f"{SPEC.code_prefix}:")}
    fan_faces = {card.id for card in FAN.saloon} | {card.id for card in FAN.team}
    fan_faces |= {f"char_{character.id}" for character in FAN.characters}
    fan_faces |= {f"char_{character.id}_adv" for character in FAN.characters}
    assert keys and keys <= fan_faces, sorted(keys - fan_faces)
