"""Learn to play: one scripted tutorial per game (a module of data each), the Qt-free step engine that runs them
(`engine.py`), and the registry below. The window's side is `ui/tutorial_coach.py`."""

from __future__ import annotations

import importlib

from tabletop_qt.tutorials.script import Script

# game id -> the module holding its SCRIPT; a module is imported only when its tutorial is first asked for.
_MODULES: dict[str, str] = {
    "high_noon_saloon": "tabletop_qt.tutorials.high_noon_saloon",
    "tea_time": "tabletop_qt.tutorials.tea_time",
    "times_square": "tabletop_qt.tutorials.times_square",
}


def tutorial_games() -> tuple[str, ...]:
    """The games that have a tutorial, in the order the welcome offers them."""
    return tuple(_MODULES)


def script_for(game_id: str) -> Script:
    """The tutorial of ``game_id``; KeyError for a game without one."""
    return importlib.import_module(_MODULES[game_id]).SCRIPT  # type: ignore[no-any-return]
