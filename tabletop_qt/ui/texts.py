"""Every name, reason and log line the interface words from codes, through Qt's translation functions.

Tables hold untranslated source texts marked with QT_TRANSLATE_NOOP so lupdate finds them; they are translated
when shown, so a language switch re-words everything already on screen.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

if TYPE_CHECKING:  # (the home screen's first frame names games, not events: core.game waits)
    from tabletop_qt.core.game import Event
from tabletop_qt.core.games.metadata import ABOUT_GAMES, language_or_english
from tabletop_qt.core.games.metadata import blurb as metadata_blurb

# The games' names and lines come from the one description of the app (core/games/metadata.py), which has their
# Italian and Dutch texts itself; names are the games' own, the same in every language.
GAME_NAMES: dict[str, str] = {game_id: about["name"] for game_id, about in ABOUT_GAMES.items()}


CHARACTER_NAMES: dict[str, str] = {
    "caterpillar": QT_TRANSLATE_NOOP("TeaTime", "Caterpillar"),
    "cheshire_cat": QT_TRANSLATE_NOOP("TeaTime", "Cheshire Cat"),
    "tweedles": QT_TRANSLATE_NOOP("TeaTime", "Tweedledum and Tweedledee"),
    "mad_hatter": QT_TRANSLATE_NOOP("TeaTime", "Mad Hatter"),
    "queen_of_hearts": QT_TRANSLATE_NOOP("TeaTime", "Queen of Hearts"),
    "white_rabbit": QT_TRANSLATE_NOOP("TeaTime", "White Rabbit"),
    "alice": QT_TRANSLATE_NOOP("TeaTime", "Alice"),
}

CARD_WITH_FACE: dict[str, str] = {
    "normal": QT_TRANSLATE_NOOP("TeaTime", "{character} (normal face)"),
    "mirror": QT_TRANSLATE_NOOP("TeaTime", "{character} (mirror face)"),
}

REASONS: dict[str, str] = {
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "malformed_action": QT_TRANSLATE_NOOP("Reasons", "That move was not understood."),
    "table.not_your_seat": QT_TRANSLATE_NOOP("Reasons", "That seat is not played from this computer."),
    "table.no_such_seat": QT_TRANSLATE_NOOP("Reasons", "There is no such seat at this table."),
    "table.paused": QT_TRANSLATE_NOOP("Reasons", "The game is paused: nothing can be played until it goes on."),
    "table.timed_out": QT_TRANSLATE_NOOP("Reasons", "Time ran out: {player} passes automatically."),
    "tt.empty_cell": QT_TRANSLATE_NOOP("Reasons", "That space of the grid is empty."),
    "tt.too_many_cards": QT_TRANSLATE_NOOP("Reasons", "You may take at most %n cards this turn."),
    "tt.first_take_one": QT_TRANSLATE_NOOP(
        "Reasons", "The player with Alice opens the round by taking exactly one card."
    ),
    "tt.not_a_line": QT_TRANSLATE_NOOP(
        "Reasons",
        "The cards must be adjacent and in a straight line (row, column or diagonal); an empty space breaks the line.",
    ),
    "tt.take_at_least_one": QT_TRANSLATE_NOOP("Reasons", "You must take at least one card."),
    # Answers to a move sent over the network.
    "lan.too_late": QT_TRANSLATE_NOOP("Reasons", "Too late: the table changed before your move arrived."),
    "lan.not_started": QT_TRANSLATE_NOOP("Reasons", "The game has not started yet."),
    "lan.replayed": QT_TRANSLATE_NOOP("Reasons", "That move had already been sent."),
    "lan.no_seat": QT_TRANSLATE_NOOP("Reasons", "You are watching: you have no seat at this table."),
    "lan.bad_field": QT_TRANSLATE_NOOP("Reasons", "That move was not understood."),
    "lan.too_fast": QT_TRANSLATE_NOOP("Reasons", "Too many moves at once: wait a moment and try again."),
    "lan.bad_view": QT_TRANSLATE_NOOP(
        "Reasons", "The host sent a position this computer cannot show; waiting for the next one."
    ),
    # A chat message the host did not relay.
    "lan.chat_too_fast": QT_TRANSLATE_NOOP("Reasons", "You are writing too fast: wait a moment before the next message."),
    "lan.chat_no_seat": QT_TRANSLATE_NOOP("Reasons", "Only a player on a team can write to a team, not a spectator."),
    "lan.chat_no_teams": QT_TRANSLATE_NOOP("Reasons", "This game has no teams (or has not started): write to the table."),
}

# Why a table cannot be joined, or why the host ended the connection.
LAN_REASONS: dict[str, str] = {
    "lan.wrong_code": QT_TRANSLATE_NOOP("Lan", "The join code is not right."),
    "lan.try_later": QT_TRANSLATE_NOOP(
        "Lan", "Too many wrong join codes came from this computer. Wait a few minutes, then try again."
    ),
    "lan.host_busy": QT_TRANSLATE_NOOP("Lan", "The host has too many connections just now. Try again in a moment."),
    "lan.too_many_connections": QT_TRANSLATE_NOOP("Lan", "This computer already has too many connections to the host."),
    "lan.table_full": QT_TRANSLATE_NOOP("Lan", "Every seat at this table is taken."),
    "lan.seat_taken": QT_TRANSLATE_NOOP("Lan", "That seat is already taken."),
    "lan.name_taken": QT_TRANSLATE_NOOP(
        "Lan", "Another player at this table has that name, or one that looks the same. Choose another name."
    ),
    "lan.no_code_here": QT_TRANSLATE_NOOP(
        "Lan", "This table has no join code: join it without one. Anyone on the network can join it and read what is sent."
    ),
    "lan.host_newer": QT_TRANSLATE_NOOP("Lan", "The host runs a newer version of the protocol."),
    "lan.host_older": QT_TRANSLATE_NOOP("Lan", "The host runs an older version of the protocol."),
    "lan.wrong_game": QT_TRANSLATE_NOOP("Lan", "The table plays another game."),
    "lan.rules_differ": QT_TRANSLATE_NOOP("Lan", "The host has another version of this game's rules."),
    "lan.unknown_game": QT_TRANSLATE_NOOP("Lan", "The table plays a game this version does not know."),
    "lan.pack_missing": QT_TRANSLATE_NOOP(
        "Lan", "This table plays with a content pack this computer does not have (or has in another version)."
    ),
    "lan.table_closed": QT_TRANSLATE_NOOP("Lan", "The table is closed."),
    "lan.unknown_token": QT_TRANSLATE_NOOP("Lan", "The host no longer holds this seat."),
    "lan.replaced": QT_TRANSLATE_NOOP("Lan", "This seat was taken up from another connection."),
    "lan.host_quit": QT_TRANSLATE_NOOP("Lan", "The host closed the table."),
    "lan.game_over": QT_TRANSLATE_NOOP("Lan", "The game is over and the host closed the table."),
    "lan.connection_lost": QT_TRANSLATE_NOOP("Lan", "The connection to the host was lost."),
    "lan.unreachable": QT_TRANSLATE_NOOP("Lan", "No table answers at that address."),
    "lan.bad_address": QT_TRANSLATE_NOOP("Lan", "Write the address as host:port, for example 192.168.1.20:50000."),
}

# What each seat of a table on the network is doing, seen from the host ("hosting") or from a guest.
SEAT_STATES: dict[str, str] = {
    "open": QT_TRANSLATE_NOOP("Lan", "Open: waiting for a player"),
    "bot": QT_TRANSLATE_NOOP("Lan", "Bot"),
    "remote": QT_TRANSLATE_NOOP("Lan", "On the network"),
    "reconnecting": QT_TRANSLATE_NOOP("Lan", "Reconnecting…"),
    "away": QT_TRANSLATE_NOOP("Lan", "Away: did not come back"),
}
LOCAL_SEAT_HOSTING = QT_TRANSLATE_NOOP("Lan", "At this computer")
LOCAL_SEAT_GUEST = QT_TRANSLATE_NOOP("Lan", "At the host's computer")

SAVE_PROBLEMS: dict[str, str] = {
    "save.unreadable": QT_TRANSLATE_NOOP("Saves", "The saved game could not be read from the disk."),
    "save.not_json": QT_TRANSLATE_NOOP("Saves", "The saved game is damaged (it was cut short or overwritten)."),
    "save.not_a_save": QT_TRANSLATE_NOOP("Saves", "The file is not a saved game of Tabletop Qt."),
    "save.too_new": QT_TRANSLATE_NOOP("Saves", "The saved game was made by a newer version of Tabletop Qt."),
    "save.unknown_game": QT_TRANSLATE_NOOP("Saves", "The saved game is of a game this version does not know."),
    "save.damaged": QT_TRANSLATE_NOOP("Saves", "The saved game is damaged: the position inside it is not possible."),
    "save.pack_missing": QT_TRANSLATE_NOOP(
        "Saves",
        "The saved game is played with a content pack that is no longer in the packs folder, or that has changed "
        "since the game was saved.",
    ),
}

# Why a finished game's record cannot be listed, replayed or imported (history/record.py: HistoryProblem).
HISTORY_PROBLEMS: dict[str, str] = {
    "history.unreadable": QT_TRANSLATE_NOOP("History", "The game record could not be read from the disk."),
    "history.not_json": QT_TRANSLATE_NOOP("History", "The game record is damaged (it was cut short or overwritten)."),
    "history.not_a_replay": QT_TRANSLATE_NOOP("History", "The file is not a game record of Tabletop Qt."),
    "history.too_new": QT_TRANSLATE_NOOP("History", "The game record was made by a newer version of Tabletop Qt."),
    "history.unknown_game": QT_TRANSLATE_NOOP("History", "The game record is of a game this version does not know."),
    "history.damaged": QT_TRANSLATE_NOOP(
        "History", "The game record is damaged: its moves do not lead to the game it recorded."
    ),
    "history.pack_missing": QT_TRANSLATE_NOOP(
        "History",
        "The recorded game was played with a content pack that is not in the packs folder, or that has changed "
        "since.",
    ),
}

OUTCOME_REASONS: dict[str, str] = {
    "tt.most_points": QT_TRANSLATE_NOOP("TeaTime", "Most points."),
    "tt.tie_alice": QT_TRANSLATE_NOOP("TeaTime", "Tied on points: the player holding Alice wins the tie."),
    "tt.shared": QT_TRANSLATE_NOOP("TeaTime", "Tied on points: the victory is shared."),
}


def interface_language() -> str:
    """The interface's language code (en, it, nl): LanguageManager.set_language sets the default QLocale with the
    translators, before it tells the widgets to re-word themselves."""
    return language_or_english(QLocale().name().split("_")[0])


def game_name(game_id: str) -> str:
    return GAME_NAMES.get(game_id, game_id)


def game_blurb(game_id: str) -> str:
    """The game's players, minutes and one line of what it is about, in the interface's language."""
    return metadata_blurb(game_id, interface_language()) if game_id in ABOUT_GAMES else ""


def character_name(character: str) -> str:
    return QCoreApplication.translate("TeaTime", CHARACTER_NAMES.get(character, character))


def card_name(card: Mapping[str, Any]) -> str:
    name = character_name(str(card.get("card", "")))
    face = card.get("face")
    if face in CARD_WITH_FACE:
        return QCoreApplication.translate("TeaTime", CARD_WITH_FACE[face]).format(character=name)
    return name


def reason_text(reason: str, details: Mapping[str, Any] | None = None) -> str:
    details = dict(details or {})
    source = REASONS.get(reason)
    game = _game_texts(reason) if source is None else None
    if game is not None:
        # A reason whose sentence depends on a detail has one per value, under "<code>.<value>".
        key = game.REASON_DETAIL.get(reason)
        source = game.REASONS.get(f"{reason}.{details.get(key)}" if key else reason)
        prepare = getattr(game, "reason_details", None)
        if prepare is not None:
            details = prepare(details)
    if source is None:
        return QCoreApplication.translate("Reasons", "That move is not allowed now.")
    if "%n" in source:  # a counted reason: its count is the detail REASON_COUNTS names
        count = int(details.get(REASON_COUNTS.get(reason, "count"), 0))
        return QCoreApplication.translate("Reasons", source, None, count).format(**details)
    return QCoreApplication.translate("Reasons", source).format(**details)


# The detail that counts in a counted reason ("%n" in its source), where it is not "count".
REASON_COUNTS: dict[str, str] = {"hns.characters_count": "given"}


def lan_reason_text(reason: str) -> str:
    source = LAN_REASONS.get(reason)
    if source is None:
        return QCoreApplication.translate("Lan", "The host ended the connection ({code}).").format(code=reason)
    return QCoreApplication.translate("Lan", source)


# A bot's level (bots.LEVELS), as the new-game dialog and the host's lobby name it.
LEVEL_NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("NewGame", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGame", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGame", "Hard"),
}


def level_text(level: str) -> str:
    return QCoreApplication.translate("NewGame", LEVEL_NAMES.get(level, level))


def seat_state_text(state: str, hosting: bool) -> str:
    if state == "local":
        return QCoreApplication.translate("Lan", LOCAL_SEAT_HOSTING if hosting else LOCAL_SEAT_GUEST)
    return QCoreApplication.translate("Lan", SEAT_STATES.get(state, state))


def save_problem_text(problem: str) -> str:
    return QCoreApplication.translate("Saves", SAVE_PROBLEMS.get(problem, SAVE_PROBLEMS["save.damaged"]))


def history_problem_text(problem: str) -> str:
    """A HistoryProblem's code (``error.problem.value``) in the reader's language."""
    return QCoreApplication.translate("History", HISTORY_PROBLEMS.get(problem, HISTORY_PROBLEMS["history.damaged"]))


# From the GameSpecs, made on first use (the home page's first frame words no event: it builds no spec).
@cache
def _from_specs() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """The translation context of each game's texts, by the prefix of its codes; the modules holding a game's words
    (REASONS, REASON_DETAIL, OUTCOME_REASONS, event_text), by the prefix of its codes (Tea Time's are in this one;
    imported when first needed: they use joined() from here); the modules of the games whose content is data, by
    the module of their content (a GameSpec's ``packs``): their texts word the log with one content pack at a time
    (use_catalog, table_catalog)."""
    from tabletop_qt.core.games.specs import SPECS

    contexts = {spec.code_prefix: spec.text_context for spec in SPECS}
    texts = {spec.code_prefix: spec.texts for spec in SPECS if spec.texts is not None}
    catalogs = {spec.packs: spec.texts for spec in SPECS if spec.packs is not None and spec.texts is not None}
    return contexts, texts, catalogs


def _game_texts(code: str) -> Any:
    name = _from_specs()[1].get(code.partition(".")[0])
    return importlib.import_module(name) if name is not None else None


@contextmanager
def words_of_catalog(catalog: Any) -> Iterator[None]:
    """Word the log with ``catalog`` (an engine's look-ups over a content pack; None: nothing to change) while the
    block runs, then put back the catalog the table on the screen set: a replay words its record's pack, and a game
    going on at the game page keeps its own card and area names. The game is the one whose ``packs`` module made
    the catalog's content."""
    name = _from_specs()[2].get(type(catalog.content).__module__) if catalog is not None else None
    if name is None:
        yield
        return
    texts = importlib.import_module(name)
    before = texts.table_catalog()
    texts.use_catalog(catalog)
    try:
        yield
    finally:
        texts.use_catalog(before)


def outcome_reason_text(reason: str) -> str:
    game = _game_texts(reason)
    source = OUTCOME_REASONS.get(reason) or (game.OUTCOME_REASONS.get(reason) if game is not None else None)
    context = _from_specs()[0].get(reason.partition(".")[0], "Game")
    return QCoreApplication.translate(context, source) if source else ""


def joined(items: Sequence[str]) -> str:
    """A list in the current language's own way ("a, b and c" / "a, b e c" / "a, b en c")."""
    return QLocale().createSeparatedList(list(items))


def winners_text(winners: Sequence[str]) -> str:
    """The log's last line; a team or a shared win has several winners, and the verb agrees ("Vincono")."""
    if len(winners) == 1:
        return QCoreApplication.translate("Log", "The game is over. Winner: {winners}.").format(winners=winners[0])
    return QCoreApplication.translate("Log", "The game is over. Winners: {winners}.").format(winners=joined(winners))


def event_text(event: Event, names: Sequence[str]) -> str | None:
    """One log line for an event, or None for events the log does not show."""
    a = event.args

    def who(key: str = "seat") -> str:
        seat = a.get(key)
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    code = event.code
    game = _game_texts(code)
    if game is not None:
        return game.event_text(event, who, names)
    if code == "tt.first_player":
        return QCoreApplication.translate("Log", "{player} is drawn to start and takes Alice.").format(player=who())
    if code == "tt.cards_removed":
        count = int(a.get("count", 0))
        return QCoreApplication.translate("Log", "%n cards are removed unseen (two of each character).", None, count)
    if code == "tt.grid_dealt":
        return QCoreApplication.translate("Log", "Round {round}: a new grid is laid out; {player} opens it.").format(
            round=a.get("round", "?"), player=who("first_seat")
        )
    if code == "tt.cards_taken":
        cards = [card_name(c) for c in a.get("cards", [])]
        return QCoreApplication.translate("Log", "{player} takes {cards}.").format(player=who(), cards=joined(cards))
    if code == "tt.alice_placed":
        return QCoreApplication.translate("Log", "{player} puts Alice in the grid.").format(player=who())
    if code == "tt.cards_cancelled":
        pairs = int(a.get("pairs", 1))
        character = character_name(str(a.get("character", "")))
        if pairs == 1:
            return QCoreApplication.translate("Log", "{player} discards a pair of {character}: a normal and a mirror face cancel out.").format(
                player=who(), character=character
            )
        return QCoreApplication.translate("Log", "{player} discards %n pairs of {character}: normal and mirror faces cancel out.", None, pairs).format(
            player=who(), character=character
        )
    if code == "tt.round_ended":
        return QCoreApplication.translate("Log", "Round {round} is over.").format(round=a.get("round", "?"))
    if code == "tt.game_ended":
        winners = [names[w] for w in a.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
        return winners_text(winners)
    if code == "table.undone":
        return QCoreApplication.translate("Log", "{player} takes back the last move.").format(player=who())
    if code == "table.hint_used":
        return QCoreApplication.translate("Log", "{player} asks for a hint.").format(player=who())
    return None
