"""Computer players. Plain Python like the rules: nothing under this package may import Qt."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from tabletop_qt.bots.base import Bot, Level
from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import SPECS, SPECS_BY_ID

LEVELS: tuple[str, ...] = tuple(level.value for level in Level)


def _factory(module: str) -> Callable[[str], Bot]:
    # The bots' module is imported when first asked for, like the rules modules: the new-game dialog imports this
    # package for LEVELS.
    def make(level: str) -> Bot:
        return importlib.import_module(module).make(level)  # type: ignore[no-any-return]

    return make


# game id -> make(level) of its easy and normal bots: from the GameSpecs.
_FACTORIES: dict[str, Callable[[str], Bot]] = {spec.game_id: _factory(spec.bots) for spec in SPECS}


# A real-time game's bots also have a reaction speed. It travels inside the level string, "<level>:<speed>"
# (e.g. "normal:fast"), so every place that already carries a seat's level (saves, the LAN lobby, replacing a
# seat) carries the speed too, and old saves and peers, which never write a colon, read as before.
SPEED_SEPARATOR = ":"
DEFAULT_SPEED = "medium"


def game_speeds(game_id: str) -> tuple[str, ...]:
    """The reaction speeds of ``game_id``'s bots, slowest first; empty for a turn-based game."""
    spec = SPECS_BY_ID.get(game_id)
    if spec is None or spec.pacing is None:
        return ()
    return tuple(resolve(spec.pacing).SPEEDS)


def game_levels(game_id: str) -> tuple[str, ...]:
    """The levels offered for ``game_id``: every level, less "hard" while the game has no search adapter (its
    module under bots/search/ not there yet): a level that cannot play stays out of the menus."""
    import importlib.util

    from tabletop_qt.bots.search import _ADAPTER_MODULES

    module = _ADAPTER_MODULES.get(game_id)
    if module is not None and importlib.util.find_spec(module) is not None:
        return LEVELS
    return tuple(level for level in LEVELS if level != Level.HARD.value)


def split_level(level: str) -> tuple[str, str | None]:
    """"normal:fast" -> ("normal", "fast"); "normal" -> ("normal", None). Nothing is checked here."""
    base, sep, speed = level.partition(SPEED_SEPARATOR)
    return base, (speed if sep else None)


def join_level(level: str, speed: str | None) -> str:
    """The level string a SeatSpec stores for ``level`` at ``speed`` (None: the game has no speeds)."""
    return level if speed is None else f"{level}{SPEED_SEPARATOR}{speed}"


def bot_speed(game_id: str, level: str) -> str | None:
    """The reaction speed a seat's level string asks for: its own, the default for a real-time game that names
    none, None for a turn-based game. ValueError on a speed the game does not have."""
    speeds = game_speeds(game_id)
    _, speed = split_level(level)
    if speed is None:
        return DEFAULT_SPEED if speeds else None
    if speed not in speeds:
        raise ValueError(f"unknown reaction speed {speed!r} for {game_id!r}")
    return speed


def make_bot(game_id: str, level: str, options: Mapping[str, Any] | None = None) -> Bot:
    """A bot for ``game_id`` at ``level`` ("normal", or "normal:fast" for a game with reaction speeds);
    ValueError if the game, the level or the speed is unknown. ``options`` are the setup's (its content pack):
    the hard bot's search plays the rules it is set up with."""
    bot_speed(game_id, level)  # refuses a speed the game lacks, so a damaged save fails here, not mid-game
    level, _ = split_level(level)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")
    try:
        factory = _FACTORIES[game_id]
    except KeyError:
        raise ValueError(f"no bots for game {game_id!r}") from None
    if level == Level.HARD.value:
        from tabletop_qt.bots.hard import HardBot

        return HardBot(game_id, options)
    return factory(level)


__all__ = ["DEFAULT_SPEED", "LEVELS", "Bot", "bot_speed", "game_levels", "game_speeds", "join_level", "make_bot", "split_level"]
