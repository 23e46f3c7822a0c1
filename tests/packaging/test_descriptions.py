"""Every place that describes the app to someone who has not opened it (the README's game list, the .deb's
description, the AppStream metainfo in its three languages, the desktop file, the home page's game blurbs) names
every game of the registry with the players the engine allows, and says the app plays over the LAN. The registry
(tabletop_qt.core.games.GAMES: ids, engines' min_players/max_players) and the games' names (ui/texts.py GAME_NAMES)
are the one source; these fail when a text disagrees with it (a game added, a player count changed)."""

from __future__ import annotations

import configparser
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop_qt.core.games import GAMES
from tabletop_qt.ui.texts import GAME_BLURBS, GAME_NAMES

ROOT = Path(__file__).resolve().parents[2]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# The word for "players" beside a count, and a word for play over the local network, in each language.
PLAYERS = {"en": "players", "it": "giocatori", "nl": "spelers"}
NETWORK = {"en": ("LAN",), "it": ("LAN", "rete"), "nl": ("LAN", "netwerk")}


def player_count(game_id: str) -> str:
    game = GAMES[game_id]
    return str(game.min_players) if game.min_players == game.max_players else f"{game.min_players}-{game.max_players}"


def names_every_game(text: str, players_word: str | None = None) -> list[str]:
    """The games the text does not name with their count: "Tea Time (2-4 players)", "**Times Square** (2)"."""
    missing = []
    for game_id in GAMES:
        count = re.escape(player_count(game_id))
        word = rf"\s+{players_word}" if players_word else ""
        pattern = rf"{re.escape(GAME_NAMES[game_id])}\**\s*\(\s*{count}(?![\d-]){word}"
        if not re.search(pattern, text):
            missing.append(f"{GAME_NAMES[game_id]} ({player_count(game_id)}{' ' + players_word if players_word else ''})")
    return missing


def test_the_readme_lists_every_game_with_its_players_and_the_lan() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    intro = readme.split("![", 1)[0]  # the pitch and the game list, above the screenshot
    assert names_every_game(intro) == []
    assert "LAN" in intro


def test_the_deb_description_lists_every_game_with_its_players_and_the_lan() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("packaging_deb", ROOT / "packaging" / "deb.py")
    assert spec is not None and spec.loader is not None
    deb = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(deb)
    description: str = deb.DEB_DESCRIPTION
    synopsis, *extended = description.split("\n")
    assert len(synopsis) <= 80 and all(line.startswith(" ") and len(line) <= 80 for line in extended)
    text = " ".join(line.strip() for line in extended)
    assert names_every_game(text, "players") == []
    assert "LAN" in synopsis and "LAN" in text


@pytest.mark.parametrize("lang", ["en", "it", "nl"])
def test_the_appstream_description_lists_every_game_with_its_players_and_the_lan(lang: str) -> None:
    root = ET.parse(ROOT / "packaging" / "linux" / "io.github.tabletopqt.TabletopQt.metainfo.xml").getroot()
    description = root.find("description")
    assert description is not None
    parts = [e for e in description.iter() if e.tag in ("p", "li") and (e.get(XML_LANG) or "en") == lang]
    text = " ".join(" ".join((e.text or "").split()) for e in parts)
    assert names_every_game(text, PLAYERS[lang]) == []
    assert any(word in text for word in NETWORK[lang])
    # Every paragraph and item has its Italian and Dutch text.
    english = [e for e in description.iter() if e.tag in ("p", "li") and e.get(XML_LANG) is None]
    assert len(parts) == len(english)


def test_the_desktop_file_says_lan_and_finds_every_game_by_name() -> None:
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "linux" / "tabletop-qt.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    for suffix in ("", "[it]", "[nl]"):
        assert "LAN" in entry[f"Comment{suffix}"]
        keywords = entry[f"Keywords{suffix}"].split(";")
        assert all(GAME_NAMES[g].lower() in keywords for g in GAMES), suffix


def test_the_home_pages_blurbs_give_each_games_players_in_every_language() -> None:
    for game_id in GAMES:
        assert GAME_BLURBS[game_id].startswith(f"{player_count(game_id)} players"), game_id
    for lang in ("it", "nl"):
        ts = ET.parse(ROOT / "translations" / f"tabletop_qt_{lang}.ts").getroot()
        translated = {m.findtext("source"): m.findtext("translation") for m in ts.iter("message")}
        for game_id in GAMES:
            text = translated[GAME_BLURBS[game_id]] or ""
            assert text.startswith(f"{player_count(game_id)} {PLAYERS[lang]}"), (lang, game_id, text)


def test_the_python_package_description_names_every_game_and_the_lan() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    description = project["description"]
    assert all(GAME_NAMES[g] in description for g in GAMES) and "LAN" in description
