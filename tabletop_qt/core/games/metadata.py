"""The one description of the app and its games, in every interface language (en, it, nl).

Everything that tells a person what Tabletop Qt is and what its games are comes from here: the home page's game
names and lines (ui/texts.py game_name, game_blurb), `tabletop-qt --help`, the About dialog's credits, and -- written
by `python tools/write_descriptions.py` -- the README's intro and game list, the .deb's description, the AppStream
metainfo (with its Italian and Dutch texts), the desktop file's comment and keywords and pyproject's description.
tests/packaging/test_descriptions.py fails when any of them disagrees with this module, or when a player count here
disagrees with the game's rules engine.

Plain data, no Qt (core never imports Qt), so the packaging tools read it without a display. The texts use the
rulebooks' words (grinta, pugno; Saucy Sue, Champagne Charlie) as the .ts files do.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping

from tabletop_qt.core.games.spec import GameInfo  # noqa: F401  (re-exported: its first home)
from tabletop_qt.core.games.specs import LISTED_SPECS

# The interface languages, English first (the source language). Kept in step with i18n.languages.Language, which
# core cannot import (it is Qt); the descriptions test checks the two agree.
LANGUAGES: tuple[str, ...] = ("en", "it", "nl")

APP_NAME = "Tabletop Qt"
# The app's licence, as an SPDX id: pyproject.toml's and the AppStream project_license (the descriptions test checks).
LICENCE = "GPL-3.0-or-later"

# One line: the .deb's synopsis, the AppStream summary, the desktop file's comment.
APP_SUMMARY: Mapping[str, str] = {
    "en": "Tabletop games against bots, at one screen or over the LAN",
    "it": "Giochi da tavolo contro i bot, allo stesso schermo o in LAN",
    "nl": "Bordspellen tegen bots, aan één scherm of via het LAN",
}

# What the app does, in one paragraph: the README's intro, the .deb, AppStream, --help, the About dialog.
APP_PITCH: Mapping[str, str] = {
    "en": "Tabletop games on the desktop: play alone against bots, with friends side by side at one screen, or "
    "across the local network (LAN) between two or more computers, where the app finds the tables open on the "
    "network by itself. In English, Italian or Dutch. The rules are exact, the table is drawn by the project, "
    "and the bots are worth playing.",
    "it": "Giochi da tavolo sul computer: in solitario contro i bot, con gli amici allo stesso schermo, o in rete "
    "locale (LAN) tra due o più computer, dove l'app trova da sola i tavoli aperti in rete. In inglese, italiano o "
    "olandese. Le regole sono esatte, il tavolo è disegnato dal progetto e giocare contro i bot ne vale la pena.",
    "nl": "Bordspellen op de computer: alleen tegen bots, met vrienden aan hetzelfde scherm, of over het lokale "
    "netwerk (LAN) tussen twee of meer computers, waar de app de open tafels op het netwerk zelf vindt. In het "
    "Engels, Italiaans of Nederlands. De regels kloppen precies, de tafel tekent het project zelf en de bots zijn "
    "het spelen waard.",
}

# The art, and High Noon Saloon's content, are the project's own: said in the About dialog and the README.
HOUSE_SET_NOTE: Mapping[str, str] = {
    "en": "The art of every table, and High Noon Saloon's cards and saloon map (the “Tabletop Qt house set”), "
    "are the project's own work; owners of the box can load its printed cards as a content pack.",
    "it": "La grafica di ogni tavolo, e le carte e la mappa del saloon di High Noon Saloon (il «set della casa di "
    "Tabletop Qt»), sono opera del progetto; chi possiede la scatola può caricarne le carte stampate come "
    "pacchetto di contenuti.",
    "nl": "De tekeningen van elke tafel, en de kaarten en de saloonplattegrond van High Noon Saloon (de "
    "‘Tabletop Qt-huisset’), zijn eigen werk van het project; wie de doos heeft, kan de gedrukte kaarten als "
    "inhoudspakket laden.",
}

# The heading of a list of the games.
THE_GAMES: Mapping[str, str] = {"en": "The games:", "it": "I giochi:", "nl": "De spellen:"}

# "2-4 players, 15-30 minutes" and, for a game with a way of playing worth naming first, ", everybody at once".
_FACTS: Mapping[str, str] = {
    "en": "{players} players, {minutes} minutes",
    "it": "{players} giocatori, {minutes} minuti",
    "nl": "{players} spelers, {minutes} minuten",
}
_FACTS_WITH_STYLE: Mapping[str, str] = {
    "en": "{players} players, {minutes} minutes, {style}",
    "it": "{players} giocatori, {minutes} minuti, {style}",
    "nl": "{players} spelers, {minutes} minuten, {style}",
}
# The home page's line: "2-4 players, 15-30 minutes. Collect ...".
_BLURB: Mapping[str, str] = {lang: "{facts}. {pitch}" for lang in LANGUAGES}
# A game in a list (README, .deb, AppStream): "Tea Time (2-4 players, 15-30 minutes): collect ...".
_LISTING: Mapping[str, str] = {lang: "{name} ({facts}): {pitch}" for lang in LANGUAGES}

# The credits, as the rulebooks name the games' designers and publishers.
_CREDIT_BOTH: Mapping[str, str] = {
    "en": "{game}: a game by {designer}, published by {publisher}.",
    "it": "{game}: un gioco di {designer}, pubblicato da {publisher}.",
    "nl": "{game}: een spel van {designer}, uitgegeven door {publisher}.",
}
_CREDIT_DESIGNER: Mapping[str, str] = {
    "en": "{game}: a game by {designer}.",
    "it": "{game}: un gioco di {designer}.",
    "nl": "{game}: een spel van {designer}.",
}
_CREDIT_PUBLISHER: Mapping[str, str] = {
    "en": "{game}: published by {publisher}.",
    "it": "{game}: pubblicato da {publisher}.",
    "nl": "{game}: uitgegeven door {publisher}.",
}


# In the order the games are listed: each game's description is its GameSpec's (core/games/<game>/spec.py).
GAME_INFO: Mapping[str, GameInfo] = {spec.game_id: spec.info for spec in LISTED_SPECS}


def language_or_english(lang: str | None) -> str:
    """``lang`` if it is one of ours, else English (a system locale such as "C" or "de")."""
    return lang if lang in LANGUAGES else "en"


def game_info(game_id: str) -> GameInfo:
    """KeyError for a game the app does not describe."""
    return GAME_INFO[game_id]


def facts(game_id: str, lang: str) -> str:
    """"2-4 players, 15-20 minutes, everybody at once"."""
    info = GAME_INFO[game_id]
    lang = language_or_english(lang)
    if info.style is None:
        return _FACTS[lang].format(players=info.players, minutes=info.minutes)
    return _FACTS_WITH_STYLE[lang].format(players=info.players, minutes=info.minutes, style=info.style[lang])


def blurb(game_id: str, lang: str) -> str:
    """The home page's line for a game: its players, minutes and what it is about."""
    lang = language_or_english(lang)
    return _BLURB[lang].format(facts=facts(game_id, lang), pitch=GAME_INFO[game_id].pitch[lang])


def listing(game_id: str, lang: str) -> str:
    """A game as an entry of a list of the games: "Tea Time (2-4 players, 15-30 minutes): collect ..."."""
    lang = language_or_english(lang)
    info = GAME_INFO[game_id]
    pitch = info.pitch[lang]
    # After the colon the pitch goes on the sentence: its first word is a verb or an article, never a name.
    return _LISTING[lang].format(name=info.name, facts=facts(game_id, lang), pitch=pitch[:1].lower() + pitch[1:])


def credit(game_id: str, lang: str) -> str:
    """Who made the game, as its rulebook names them."""
    lang = language_or_english(lang)
    info = GAME_INFO[game_id]
    if info.designer and info.publisher:
        return _CREDIT_BOTH[lang].format(game=info.name, designer=info.designer, publisher=info.publisher)
    if info.designer:
        return _CREDIT_DESIGNER[lang].format(game=info.name, designer=info.designer)
    assert info.publisher, game_id  # every game names at least one of the two
    return _CREDIT_PUBLISHER[lang].format(game=info.name, publisher=info.publisher)


def overview(lang: str, width: int = 78) -> str:
    """What the app is and its games, as plain text in lines of at most ``width`` characters (`--help`)."""
    lang = language_or_english(lang)
    lines = wrapped(APP_PITCH[lang], width) + ["", THE_GAMES[lang]]
    for game_id in GAME_INFO:
        lines += wrapped(listing(game_id, lang), width, "    ", "  * ")
    return "\n".join(lines)


def wrapped(text: str, width: int, indent: str = "", first_indent: str | None = None) -> list[str]:
    """``text`` cut into lines of at most ``width`` characters (for the .deb's description)."""
    return textwrap.wrap(
        text,
        width=width,
        initial_indent=indent if first_indent is None else first_indent,
        subsequent_indent=indent,
        break_on_hyphens=False,
    )
