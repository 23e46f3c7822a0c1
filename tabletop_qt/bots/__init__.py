"""Computer players. Plain Python like the rules: nothing under this package may import Qt."""

from __future__ import annotations

from collections.abc import Callable

from tabletop_qt.bots import tea_time
from tabletop_qt.bots.base import Bot, Level

LEVELS: tuple[str, ...] = tuple(level.value for level in Level)


def _times_square(level: str) -> Bot:
    # Imported when first asked for, like the rules modules: the new-game dialog imports this package for LEVELS.
    from tabletop_qt.bots import times_square

    return times_square.make(level)


def _frantic_frankfurt(level: str) -> Bot:
    from tabletop_qt.bots import frantic_frankfurt

    return frantic_frankfurt.make(level)


_FACTORIES: dict[str, Callable[[str], Bot]] = {
    "tea_time": tea_time.make,
    "times_square": _times_square,
    "frantic_frankfurt": _frantic_frankfurt,
}


def make_bot(game_id: str, level: str) -> Bot:
    """A bot for ``game_id`` at ``level``; ValueError if either is unknown."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")
    try:
        factory = _FACTORIES[game_id]
    except KeyError:
        raise ValueError(f"no bots for game {game_id!r}") from None
    return factory(level)


__all__ = ["LEVELS", "Bot", "make_bot"]
