"""Learn to play: one scripted tutorial per game (a module of data each, named by the game's spec), the Qt-free
step engine that runs them (`engine.py`), and the look-up below. The window's side is `ui/tutorial_coach.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import LISTED_SPECS, spec_of

if TYPE_CHECKING:  # the home screen asks tutorial_games() before its first frame: the scripts' types wait
    from tabletop_qt.tutorials.script import Script


def tutorial_games() -> tuple[str, ...]:
    """The games that have a tutorial (their spec names its module), in the home screen's order."""
    return tuple(spec.game_id for spec in LISTED_SPECS if spec.tutorial is not None)


def script_for(game_id: str) -> Script:
    """The tutorial of ``game_id``, its module imported now; KeyError for a game without one."""
    path = spec_of(game_id).tutorial
    if path is None:
        raise KeyError(game_id)
    return resolve(path).SCRIPT  # type: ignore[no-any-return]
