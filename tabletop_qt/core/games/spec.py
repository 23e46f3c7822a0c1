"""What a game is, once: its GameSpec (as OpenSpiel's GameType or KPat's DealerInfo).

Each game states its spec in its own ``core/games/<game>/spec.py``; ``core/games/specs.py`` lists them in the order
the games are shown. Every per-game table in the app (the engines, bots, search adapters, boards, texts, windows,
speeds, scoring direction, the home screen's art) is derived from these specs, so adding a game means its spec and
its own folders, and its description in metadata.py (plain data: the home page reads it before any spec is built;
each spec's GameInfo is made from it).

The code of a game is named by module paths (strings), imported when first needed: listing the games at start-up
costs no rules, bots or scene import. ``resolve`` imports one; tests/core/test_game_specs.py checks each resolves.
Plain data, no Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tabletop_qt.core.games.home_art import HomeArt  # (named here by the specs' users)
from tabletop_qt.core.games.metadata import ABOUT_GAMES, span
from tabletop_qt.core.ranking import Better


class Dynamics(Enum):
    """How the seats take their moves (OpenSpiel's "dynamics")."""

    TURN_BASED = "turn_based"  # the engine names whose move it is; the table waits for that seat
    REAL_TIME = "real_time"  # every seat may act at any moment: intents are judged in arrival order, no undo


@dataclass(frozen=True)
class GameInfo:
    """One game as the app describes it. Names are the games' own (the same in every language); the player counts
    are the rules engine's (checked by the descriptions test); designer and publisher as the rulebooks name them
    (None where no rulebook names one). A listed game's is ``described(game_id)``: made from metadata.py's plain
    data, which the home page reads before any spec is built."""

    game_id: str
    name: str
    min_players: int
    max_players: int
    min_minutes: int
    max_minutes: int
    pitch: Mapping[str, str]
    designer: str | None
    publisher: str | None
    style: Mapping[str, str] | None = None  # a way of playing named beside the counts ("everybody at once")

    @property
    def players(self) -> str:
        """"2" or "2-4"."""
        return span(self.min_players, self.max_players)

    @property
    def minutes(self) -> str:
        return span(self.min_minutes, self.max_minutes)


def described(game_id: str) -> GameInfo:
    """The GameInfo of a game the window offers, from its entry in metadata.ABOUT_GAMES (the one description)."""
    return GameInfo(game_id=game_id, **ABOUT_GAMES[game_id])


@dataclass(frozen=True)
class Picture:
    """How the README's screenshot of the game is taken (tools: ``python -m tabletop_qt.screenshots``): its
    players and options, and when a position is worth a picture -- the person to move with at least ``min_legal``
    choices after ``min_log`` logged changes, and ``judge(view)`` (a "module:function" path) agreeing."""

    players: int = 3
    options: Mapping[str, Any] = field(default_factory=dict)
    min_legal: int = 20
    min_log: int = 8
    judge: str | None = None


@dataclass(frozen=True)
class GameSpec:
    """Everything the app needs to know to offer, play, show and store one game.

    Paths are "package.module" or "package.module:Name". ``code_prefix`` starts every code the game's events and
    refusals carry ("hns.attack_blocked"); ``text_context`` is the Qt translation context of its words."""

    game_id: str
    info: GameInfo
    engine: str  # "module:Class" of the rules engine (built with no argument: the house set)
    bots: str  # module with make(level) -> Bot for the easy and normal levels
    search: str  # module with ADAPTER (a SearchAdapter) and ITERATIONS: the hard level
    board: str  # "module:Class" of the GameBoard (ui)
    code_prefix: str
    text_context: str
    art: HomeArt  # its home picture: home_art(game_id), from core/games/home_art.py's plain data
    texts: str | None = None  # module of the game's words (REASONS, event_text...); None: ui/texts.py holds them
    dynamics: Dynamics = Dynamics.TURN_BASED
    scores_better: Better = Better.HIGHER  # which way Outcome.scores point
    # A real-time game's bot pacing: a module with SPEEDS (slowest first), notice_ms, move_ms and simulate (the
    # headless race). None for a turn-based game.
    pacing: str | None = None
    windows: str | None = None  # module with game_window(game, state) and PUBLIC_DETAILS: out-of-turn answers
    hands: str | None = None  # module with faces(engine, pictures), ASPECT and keys(view, seat): hidden hands (replay)
    # Its content is data a content pack may replace (see core/games/__init__.py): the module that parses a pack
    # (Content, ContentError, FILES, parse_content(texts by file name), house_set()); tabletop_qt/content.py reads
    # and finds the packs' folders (core reads no files). None: no packs.
    packs: str | None = None
    # "module:function" run once in the window's idle time before any table (a font's first use is slow): ui;
    # a function that returns an iterator is run one step per item (each step a few milliseconds)
    warm_up: str | None = None
    # "module:Class" of the new-game dialog's rows for this game's own options (ui: an OptionsPanel)
    options_panel: str | None = None
    # module (ui) with figures(view, log) for the winner screen, turn_key(view) for the replay's turn marks, and
    # optionally refine_places(places, log) and HAND_ROW_IN_TURN (a spectator's hand row shows the player in turn)
    record: str | None = None
    # module with SCRIPT, the game's Learn to play tutorial (tabletop_qt.tutorials.script.Script); None: none yet
    tutorial: str | None = None
    # module with reason(before, after, seat, others) and SENTENCES: why a hinted move is good (analysis/explain.py)
    explain: str | None = None
    picture: Picture = field(default_factory=Picture)
    listed: bool = True  # offered by the window and the LAN; False: headless tools only (no board yet)

    def __post_init__(self) -> None:
        if (self.dynamics is Dynamics.REAL_TIME) != (self.pacing is not None):
            raise ValueError(f"{self.game_id}: a real-time game, and only one, names its bots' pacing")
        if self.info.game_id != self.game_id:
            raise ValueError(f"{self.game_id}: its GameInfo is {self.info.game_id!r}'s")

    @property
    def real_time(self) -> bool:
        return self.dynamics is Dynamics.REAL_TIME

    def paths(self) -> dict[str, str]:
        """Every module path the spec names, by field: what the resolve test imports."""
        named = {
            "engine": self.engine,
            "bots": self.bots,
            "search": self.search,
            "board": self.board,
            "texts": self.texts,
            "pacing": self.pacing,
            "windows": self.windows,
            "hands": self.hands,
            "art.faces": self.art.faces,
            "packs": self.packs,
            "warm_up": self.warm_up,
            "options_panel": self.options_panel,
            "record": self.record,
            "tutorial": self.tutorial,
            "explain": self.explain,
            "picture.judge": self.picture.judge,
        }
        return {key: path for key, path in named.items() if path is not None}


def split_path(path: str) -> tuple[str, str | None]:
    """"pkg.mod:Name" -> ("pkg.mod", "Name"); "pkg.mod" -> ("pkg.mod", None)."""
    module, _, name = path.partition(":")
    return module, (name or None)


def resolve(path: str) -> Any:
    """The module or the module's attribute a spec path names, imported now."""
    module, name = split_path(path)
    loaded = importlib.import_module(module)
    return loaded if name is None else getattr(loaded, name)
