"""The one description of the app and its games, in every interface language (en, it, nl).

Everything that tells a person what Tabletop Qt is and what its games are comes from here: the home page's game
names and lines (ui/texts.py game_name, game_blurb), `tabletop-qt --help`, the About dialog's credits, and -- written
by `python tools/write_descriptions.py` -- the README's intro and game list, the .deb's description, the AppStream
metainfo (with its Italian and Dutch texts), the desktop file's comment and keywords and pyproject's description.
tests/packaging/test_descriptions.py fails when any of them disagrees with this module, or when a player count here
disagrees with the game's rules engine.

Plain data, no Qt (core never imports Qt), so the packaging tools read it without a display. The texts use the
rulebooks' words (grinta, pugno; Saucy Sue, Champagne Charlie) as the .ts files do.

The games' own descriptions (ABOUT_GAMES) are plain dicts, imported with nothing else: the home page's first frame
shows every game's name, counts and pitch from here without building the registry (core/games/spec.py's frozen
dataclasses, ~7 ms). Each GameSpec's ``info`` is made from its entry (spec.described), so the two cannot differ.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop_qt.core.games.spec import GameInfo

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


# What each game the window offers is, in the order the games are listed (core/games/specs.py lists their GameSpecs
# in the same order; tests/core/test_game_specs.py checks): the fields of its GameInfo but the id. Names are the
# games' own (the same in every language); the player counts are the rules engine's (the descriptions test checks);
# designer and publisher as the rulebooks name them (None where no rulebook names one); ``style`` a way of playing
# named beside the counts.
ABOUT_GAMES: Mapping[str, Mapping[str, Any]] = {
    "tea_time": {
        "name": "Tea Time",
        "min_players": 2,
        "max_players": 4,
        "min_minutes": 15,
        "max_minutes": 30,
        "pitch": {
            "en": "Collect Wonderland characters from a grid of double-faced cards: a mirror face cancels a "
            "normal one.",
            "it": "Colleziona i personaggi del Paese delle Meraviglie da una griglia di carte a doppia faccia: "
            "una faccia allo specchio annulla una normale.",
            "nl": "Verzamel personages uit Wonderland uit een raster van dubbelzijdige kaarten: een spiegelkant "
            "heft een normale kant op.",
        },
        "designer": "Emanuele Ornella",  # 003_*.txt: "TEA TIME di Emanuele Ornella"; no publisher named
        "publisher": None,
    },
    "times_square": {
        "name": "Times Square",
        "min_players": 2,
        "max_players": 2,
        "min_minutes": 20,
        "max_minutes": 30,
        "pitch": {
            "en": "Lure Saucy Sue into your nightclub, or let Champagne Charlie stumble in: play cards of one "
            "colour to move the figures along the street.",
            "it": "Attira Saucy Sue nel tuo nightclub, o fai entrare Champagne Charlie: gioca carte di un solo "
            "colore per muovere le pedine lungo la strada.",
            "nl": "Lok Saucy Sue naar je nachtclub, of laat Champagne Charlie binnenwandelen: speel kaarten van "
            "één kleur om de karakters door de straat te verplaatsen.",
        },
        "designer": "Reiner Knizia",  # 001_*.txt: "Auteur: Reiner Knizia"
        "publisher": "Kosmos & Rio Grande Games",  # "Uitgegeven bij: Kosmos Verlag & Rio Grande Games"
    },
    "frantic_frankfurt": {
        "name": "Frantic Frankfurt",
        "min_players": 2,
        "max_players": 4,
        "min_minutes": 15,
        "max_minutes": 20,
        "style": {"en": "everybody at once", "it": "tutti contemporaneamente", "nl": "iedereen tegelijk"},
        "pitch": {
            "en": "Empty your four columns onto the discard piles faster than the others: another colour goes "
            "higher on lower, the same colour odd on even.",
            "it": "Svuota le tue quattro colonne sulle pile degli scarti più in fretta degli altri: su un altro "
            "colore si scarta più alto su più basso, sullo stesso colore dispari su pari.",
            "nl": "Leg je vier kolommen sneller dan de anderen af op de aflegstapels: op een andere kleur hoger "
            "op lager, op dezelfde kleur oneven op even.",
        },
        "designer": "Günter Burkhardt",  # rulebooks/README.md; 002_*.txt: "© 2004 Kronberger Spiele"
        "publisher": "Kronberger Spiele",
    },
    "high_noon_saloon": {
        "name": "High Noon Saloon",
        "min_players": 2,
        "max_players": 6,
        "min_minutes": 30,
        "max_minutes": 60,
        "style": {"en": "alone or in teams", "it": "da soli o in team", "nl": "alleen of in teams"},
        "pitch": {
            "en": "A shoot-out in a saloon: take cover, load your guns, attack, block and counterattack; the "
            "last one with grit left wins.",
            "it": "Una sparatoria in un saloon: mettiti in copertura, carica le pistole, attacca, blocca e "
            "contrattacca; vince l'ultimo a cui resta grinta.",
            "nl": "Een vuurgevecht in een saloon: zoek dekking, laad je vuurwapens, val aan, weer af en doe een "
            "tegenaanval; wie als laatste nog lef heeft, wint.",
        },
        "designer": None,  # no rulebook names the designer
        "publisher": "Slugfest Games",  # rulebooks/README.md
    },
}
# The games the window, saves and the LAN offer, in the order they are listed.
LISTED_GAMES: tuple[str, ...] = tuple(ABOUT_GAMES)


def __getattr__(name: str) -> Any:
    """GAME_INFO, each listed game's GameInfo (its GameSpec's), in the order the games are listed: made from the
    registry when first asked for (the home page reads ABOUT_GAMES, and builds no spec)."""
    if name == "GAME_INFO":
        from tabletop_qt.core.games.specs import LISTED_SPECS

        globals()["GAME_INFO"] = {spec.game_id: spec.info for spec in LISTED_SPECS}
        return globals()["GAME_INFO"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def language_or_english(lang: str | None) -> str:
    """``lang`` if it is one of ours, else English (a system locale such as "C" or "de")."""
    return lang if lang in LANGUAGES else "en"


def game_info(game_id: str) -> GameInfo:
    """KeyError for a game the app does not describe (the GameSpec's GameInfo: builds the registry)."""
    infos = globals().get("GAME_INFO") or __getattr__("GAME_INFO")
    return infos[game_id]  # type: ignore[no-any-return]


def span(low: int, high: int) -> str:
    """"2" or "2-4": a count of players or minutes."""
    return str(low) if low == high else f"{low}-{high}"


def facts(game_id: str, lang: str) -> str:
    """"2-4 players, 15-20 minutes, everybody at once"."""
    about = ABOUT_GAMES[game_id]
    lang = language_or_english(lang)
    players = span(about["min_players"], about["max_players"])
    minutes = span(about["min_minutes"], about["max_minutes"])
    style = about.get("style")
    if style is None:
        return _FACTS[lang].format(players=players, minutes=minutes)
    return _FACTS_WITH_STYLE[lang].format(players=players, minutes=minutes, style=style[lang])


def pitch(game_id: str, lang: str) -> str:
    """What the game is about, in one sentence."""
    return ABOUT_GAMES[game_id]["pitch"][language_or_english(lang)]  # type: ignore[no-any-return]


def game_name(game_id: str) -> str:
    """The game's own name (the same in every language); KeyError for a game the app does not describe."""
    return ABOUT_GAMES[game_id]["name"]  # type: ignore[no-any-return]


def blurb(game_id: str, lang: str) -> str:
    """The home page's line for a game: its players, minutes and what it is about."""
    lang = language_or_english(lang)
    return _BLURB[lang].format(facts=facts(game_id, lang), pitch=pitch(game_id, lang))


def listing(game_id: str, lang: str) -> str:
    """A game as an entry of a list of the games: "Tea Time (2-4 players, 15-30 minutes): collect ..."."""
    lang = language_or_english(lang)
    said = pitch(game_id, lang)
    # After the colon the pitch goes on the sentence: its first word is a verb or an article, never a name.
    return _LISTING[lang].format(name=game_name(game_id), facts=facts(game_id, lang), pitch=said[:1].lower() + said[1:])


def credit(game_id: str, lang: str) -> str:
    """Who made the game, as its rulebook names them."""
    lang = language_or_english(lang)
    about = ABOUT_GAMES[game_id]
    name, designer, publisher = about["name"], about["designer"], about["publisher"]
    if designer and publisher:
        return _CREDIT_BOTH[lang].format(game=name, designer=designer, publisher=publisher)
    if designer:
        return _CREDIT_DESIGNER[lang].format(game=name, designer=designer)
    assert publisher, game_id  # every game names at least one of the two
    return _CREDIT_PUBLISHER[lang].format(game=name, publisher=publisher)


def overview(lang: str, width: int = 78) -> str:
    """What the app is and its games, as plain text in lines of at most ``width`` characters (`--help`)."""
    lang = language_or_english(lang)
    lines = wrapped(APP_PITCH[lang], width) + ["", THE_GAMES[lang]]
    for game_id in LISTED_GAMES:
        lines += wrapped(listing(game_id, lang), width, "    ", "  * ")
    return "\n".join(lines)


def wrapped(text: str, width: int, indent: str = "", first_indent: str | None = None) -> list[str]:
    """``text`` cut into lines of at most ``width`` characters (for the .deb's description)."""
    import textwrap  # (--help and the packaging tools: not the home page)

    return textwrap.wrap(
        text,
        width=width,
        initial_indent=indent if first_indent is None else first_indent,
        subsequent_indent=indent,
        break_on_hyphens=False,
    )
