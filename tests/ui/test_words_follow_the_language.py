"""Everything drawn with words is drawn again when the language changes: the content pack's name in the new-game
dialog (the house set's in the reader's language, another pack's from its pack.json "names"), and the home page's
High Noon Saloon picture, whose cards carry words ("Pistola", "Vuurwapen")."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.content import house_set_folder, read_pack
from tabletop_qt.core.games.high_noon_saloon.content import FILES
from tabletop_qt.i18n.languages import Language, LanguageManager


@pytest.fixture
def languages(qapp: Any) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.set_language(Language.ENGLISH)
    manager.deleteLater()


def named_pack(folder: Path) -> None:
    """A copy of the house set under its own id, with its name in Italian and Dutch."""
    folder.mkdir(parents=True)
    for file in FILES:
        shutil.copyfile(house_set_folder("high_noon_saloon") / file, folder / file)
    pack = json.loads((folder / "pack.json").read_text(encoding="utf-8"))
    pack.update(id="gulch", name="Dusty Gulch", house_set=False, names={"it": "Gola polverosa", "nl": "Stoffige kloof"})
    (folder / "pack.json").write_text(json.dumps(pack, indent=2), encoding="utf-8")


def test_a_pack_gives_its_name_per_language(tmp_path: Path) -> None:
    named_pack(tmp_path / "gulch")
    pack = read_pack("high_noon_saloon", tmp_path / "gulch").pack
    assert (pack.name_in("it"), pack.name_in("nl"), pack.name_in("en"), pack.name_in("fr")) == (
        "Gola polverosa", "Stoffige kloof", "Dusty Gulch", "Dusty Gulch"
    )


def test_the_pack_row_names_the_packs_in_the_readers_language(languages: LanguageManager, tmp_path: Path) -> None:
    from tabletop_qt.ui.pack_row import PackRow

    named_pack(tmp_path / "packs" / "gulch")
    row = PackRow(tmp_path)
    shown = {}
    for language in (Language.ITALIAN, Language.DUTCH, Language.ENGLISH):
        languages.set_language(language)
        row.retranslate()  # what the dialog's LanguageChange does
        shown[language] = [row.combo.itemText(i) for i in range(row.combo.count())]
    assert shown[Language.ITALIAN] == ["Set della casa di Tabletop Qt", "Gola polverosa"]
    assert shown[Language.DUTCH] == ["Tabletop Qt-huisset", "Stoffige kloof"]
    assert shown[Language.ENGLISH] == ["Tabletop Qt house set", "Dusty Gulch"]
    row.label.deleteLater()
    row.combo.deleteLater()
    row.problems.deleteLater()


def test_the_home_pages_saloon_picture_is_drawn_again_in_the_new_language(languages: LanguageManager) -> None:
    from tabletop_qt.ui.home_art import cached_art, game_art

    languages.set_language(Language.ITALIAN)
    italian = game_art("high_noon_saloon", 320, 180).toImage()
    languages.set_language(Language.DUTCH)
    assert cached_art("high_noon_saloon", 320, 180) is None  # the Italian picture is not shown to a Dutch reader
    dutch = game_art("high_noon_saloon", 320, 180).toImage()
    assert dutch != italian  # its cards' words are Dutch now
    languages.set_language(Language.ITALIAN)
    assert game_art("high_noon_saloon", 320, 180).toImage() == italian
