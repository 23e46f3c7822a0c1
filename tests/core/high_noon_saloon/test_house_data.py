"""The rules have the house set as a Python module (core reads no files); it says what the house set's files say."""

from __future__ import annotations

from tabletop_qt.content import house_set_folder, read_pack
from tabletop_qt.core.games.high_noon_saloon.content import FILES, house_set
from tabletop_qt.core.games.high_noon_saloon.house_data import HOUSE_SET


def test_the_module_holds_the_files_texts() -> None:
    folder = house_set_folder("high_noon_saloon")
    files = {name: (folder / name).read_text(encoding="utf-8") for name in FILES}
    assert dict(HOUSE_SET) == files, "resources/high_noon_saloon/house/ changed: run python tools/write_house_data.py"


def test_the_rules_house_set_is_the_folders_pack() -> None:
    assert house_set() == read_pack("high_noon_saloon", house_set_folder("high_noon_saloon"))
