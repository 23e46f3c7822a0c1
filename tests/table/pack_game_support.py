"""Content packs for the tests that play them: a copy of the house set whose cards, areas and characters are all
renamed (and one gun hits harder), so any name the board or the log shows tells which pack it came from; and a
pack with a typing mistake at a known file, line and field. Real folders, read by the real loader."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop_qt.content import PACKS_FOLDER, read_pack
from tabletop_qt.core.games.high_noon_saloon.content import Content
from tests.net.pack_support import make_pack

GULCH_ID = "dusty_gulch"
GULCH_NAME = "Dusty Gulch"
SUFFIX = " (Gulch)"


def _rewrite(folder: Path, file: str, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads((folder / file).read_text(encoding="utf-8"))
    change(data)
    (folder / file).write_text(json.dumps(data, indent=2), encoding="utf-8")


def gulch_pack(folder: Path) -> Content:
    """The renamed pack in ``folder``: every card, area and character named "<house name> (Gulch)", and the
    Peacemaker's two-bullet shot doing 5 damage instead of 4."""
    make_pack(folder, GULCH_ID, GULCH_NAME)

    def cards(data: dict) -> None:  # type: ignore[type-arg]
        for card in data["cards"]:
            card["name"] = card["name"] + SUFFIX
            if card["id"] == "peacemaker":
                card["options"][1]["damage"] = 5

    def areas(data: dict) -> None:  # type: ignore[type-arg]
        for area in data["areas"]:
            area["name"] = area["name"] + SUFFIX

    def characters(data: dict) -> None:  # type: ignore[type-arg]
        for character in data["characters"]:
            character["name"] = character["name"] + SUFFIX

    _rewrite(folder, "saloon.json", cards)
    _rewrite(folder, "team.json", cards)
    _rewrite(folder, "map.json", areas)
    _rewrite(folder, "characters.json", characters)
    return read_pack("high_noon_saloon", folder)


def gulch_in_data_folder(data_dir: Path, folder: str = "gulch") -> Content:
    return gulch_pack(data_dir / PACKS_FOLDER / folder)


def broken_in_data_folder(data_dir: Path, folder: str = "typo_box") -> int:
    """A pack whose third saloon card's copies is typed as a word; returns that card's line in saloon.json."""
    path = data_dir / PACKS_FOLDER / folder
    make_pack(path, "typo_box", "Typo Box")

    def typo(data: dict) -> None:  # type: ignore[type-arg]
        data["cards"][2]["copies"] = "three"

    _rewrite(path, "saloon.json", typo)
    lines = (path / "saloon.json").read_text(encoding="utf-8").splitlines()
    # json.dumps(indent=2): the card object opens on the line before its first field.
    first_field = next(i for i, line in enumerate(lines) if '"id": "derringer"' in line)
    return first_field  # 1-based number of the "{" line is first_field (0-based index of the field line)
