"""One description of the app and its games (tabletop_qt/core/games/metadata.py), and every place that repeats it.

The source itself must agree with the registry (the same games, in order, with the players each engine allows) and
have every text in en/it/nl. Then: the README's intro and game list, the .deb's description, the AppStream metainfo
in its three languages, the desktop file and pyproject's description are what tools/write_descriptions.py writes
from the source (its check mode, run here, fails on any difference); the home page's lines (ui/texts.py
game_blurb) and `tabletop-qt --help` read the source in the interface's language. These fail when a text disagrees
with the source: a game added, a player count changed, a pitch edited in one place only.
"""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from tabletop_qt.core.games import GAMES, metadata
from tabletop_qt.core.games.metadata import APP_PITCH, APP_SUMMARY, GAME_INFO, HOUSE_SET_NOTE, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# The word for "players" beside a count, and a word for play over the local network, in each language.
PLAYERS = {"en": "players", "it": "giocatori", "nl": "spelers"}
NETWORK = {"en": ("LAN",), "it": ("LAN", "rete"), "nl": ("LAN", "netwerk")}


def load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def player_count(game_id: str) -> str:
    game = GAMES[game_id]
    return str(game.min_players) if game.min_players == game.max_players else f"{game.min_players}-{game.max_players}"


def names_every_game(text: str, players_word: str | None = None) -> list[str]:
    """The games the text does not name with the engine's count: "Tea Time (2-4 players", "**Times Square** (2"."""
    missing = []
    for game_id, info in GAME_INFO.items():
        count = re.escape(player_count(game_id))
        word = rf"\s+{players_word}" if players_word else ""
        if not re.search(rf"{re.escape(info.name)}\**\s*\(\s*{count}(?![\d-]){word}", text):
            missing.append(f"{info.name} ({player_count(game_id)})")
    return missing


# ------------------------------------------------------------------------------------------------ the source itself
def test_the_source_describes_the_registrys_games_in_order_with_the_engines_player_counts() -> None:
    assert list(GAME_INFO) == list(GAMES)
    for game_id, info in GAME_INFO.items():
        assert (info.min_players, info.max_players) == (GAMES[game_id].min_players, GAMES[game_id].max_players)
        assert 0 < info.min_minutes <= info.max_minutes


def test_the_source_has_every_text_in_every_interface_language() -> None:
    from tabletop_qt.i18n.languages import Language

    assert LANGUAGES == tuple(language.value for language in Language)
    for texts in (APP_SUMMARY, APP_PITCH, HOUSE_SET_NOTE, metadata.THE_GAMES):
        assert set(texts) == set(LANGUAGES) and all(texts.values())
    for info in GAME_INFO.values():
        assert set(info.pitch) == set(LANGUAGES) and all(info.pitch.values())
        assert info.style is None or set(info.style) == set(LANGUAGES)
        assert info.designer or info.publisher, info.game_id
        for lang in LANGUAGES:
            assert metadata.blurb(info.game_id, lang).startswith(f"{info.players} {PLAYERS[lang]}")


# ------------------------------------------------------------------------------------------- the written copies
def test_every_written_description_is_what_the_tool_writes_from_the_source() -> None:
    tool = load(ROOT / "tools" / "write_descriptions.py", "write_descriptions")
    assert tool.stale() == []
    assert tool.main(["--check"]) == 0


def test_the_tools_check_fails_when_a_copy_disagrees(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tool = load(ROOT / "tools" / "write_descriptions.py", "write_descriptions")
    copies = []
    for target in tool.TARGETS:
        copy = tmp_path / target.path.name
        shutil.copy(target.path, copy)
        copies.append(tool.Target(copy, target.begin, target.end, target.render))
    monkeypatch.setattr(tool, "TARGETS", tuple(copies))
    assert tool.stale() == []
    # Someone edits the README's game list by hand: the check names the file, writing puts the source back.
    readme = copies[0].path
    readme.write_text(readme.read_text(encoding="utf-8").replace("(2-6 players", "(2-5 players"), encoding="utf-8")
    assert tool.stale() == [readme]
    assert tool.main(["--check"]) == 1
    assert tool.main([]) == 0 and tool.stale() == []


def test_the_readme_says_what_the_app_does_and_lists_every_game() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    intro = readme.split("![", 1)[0]  # the pitch and the game list, above the screenshots
    assert names_every_game(intro) == []
    assert "LAN" in intro and APP_PITCH["en"] in intro
    assert all(metadata.credit(game_id, "en") in intro for game_id in GAME_INFO)


def test_the_deb_description_lists_every_game_with_its_players_and_the_lan() -> None:
    description: str = load(ROOT / "packaging" / "deb.py", "packaging_deb").DEB_DESCRIPTION
    synopsis, *extended = description.split("\n")
    assert len(synopsis) <= 80 and all(line.startswith(" ") and len(line) <= 80 for line in extended)
    text = " ".join(line.strip() for line in extended)
    assert names_every_game(text, "players") == []
    assert "LAN" in synopsis and "LAN" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_appstream_description_lists_every_game_with_its_players_and_the_lan(lang: str) -> None:
    root = ET.parse(ROOT / "packaging" / "linux" / "io.github.tabletopqt.TabletopQt.metainfo.xml").getroot()
    description = root.find("description")
    assert description is not None
    parts = [e for e in description.iter() if e.tag in ("p", "li") and (e.get(XML_LANG) or "en") == lang]
    text = " ".join(" ".join((e.text or "").split()) for e in parts)
    assert names_every_game(text, PLAYERS[lang]) == []
    assert any(word in text for word in NETWORK[lang])
    english = [e for e in description.iter() if e.tag in ("p", "li") and e.get(XML_LANG) is None]
    assert len(parts) == len(english)  # every paragraph and item has its Italian and Dutch text


def test_the_desktop_file_says_lan_and_finds_every_game_by_name() -> None:
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "linux" / "tabletop-qt.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    for suffix in ("", "[it]", "[nl]"):
        assert "LAN" in entry[f"Comment{suffix}"]
        keywords = entry[f"Keywords{suffix}"].split(";")
        assert all(info.name.lower() in keywords for info in GAME_INFO.values()), suffix


def test_the_python_package_description_names_every_game_and_the_lan() -> None:
    import tomllib

    description = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["description"]
    assert all(info.name in description for info in GAME_INFO.values()) and "LAN" in description


# --------------------------------------------------------------------------------------- what the app reads itself
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_pages_names_and_lines_are_the_sources_in_the_interfaces_language(lang: str) -> None:
    from PySide6.QtCore import QLocale

    from tabletop_qt.ui.texts import game_blurb, game_name

    saved = QLocale()
    QLocale.setDefault(QLocale(lang))  # what LanguageManager.set_language does
    try:
        for game_id, info in GAME_INFO.items():
            assert game_name(game_id) == info.name
            assert game_blurb(game_id) == metadata.blurb(game_id, lang)
            assert game_blurb(game_id).startswith(f"{player_count(game_id)} {PLAYERS[lang]}")
    finally:
        QLocale.setDefault(saved)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_describes_the_app_and_every_game_in_its_language(lang: str) -> None:
    from tabletop_qt.cli import Words, build_parser
    from tabletop_qt.i18n.languages import Language

    flat = " ".join(build_parser(Words(Language(lang))).format_help().split())
    assert " ".join(APP_PITCH[lang].split()) in flat
    for game_id in GAME_INFO:
        assert " ".join(metadata.listing(game_id, lang).split()) in flat


def test_the_licence_the_about_dialog_names_is_the_packages() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"]["text"] == metadata.LICENCE
    root = ET.parse(ROOT / "packaging" / "linux" / "io.github.tabletopqt.TabletopQt.metainfo.xml").getroot()
    assert root.findtext("project_license") == metadata.LICENCE
