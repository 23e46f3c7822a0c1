"""Learn to play: one scripted tutorial per game (a module of data each, named by the game's spec), the Qt-free
step engine that runs them (`engine.py`), and the look-up below. The window's side is `ui/tutorial_coach.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the home screen asks tutorial_games() before its first frame: the scripts' types wait
    from tabletop_qt.tutorials.script import Script

# The games that have a tutorial, in the home screen's order: the listed games whose GameSpec names a ``tutorial``
# module (tests/core/test_game_specs.py checks the two agree). Said here, not read from the specs, so the home
# screen's first frame (its "Learn to play" buttons) builds no spec.
TUTORIAL_GAMES: tuple[str, ...] = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")


def tutorial_games() -> tuple[str, ...]:
    """The games that have a tutorial (their spec names its module), in the home screen's order."""
    return TUTORIAL_GAMES


def script_for(game_id: str) -> Script:
    """The tutorial of ``game_id``, its module imported now; KeyError for a game without one."""
    from tabletop_qt.core.games.spec import resolve
    from tabletop_qt.core.games.specs import spec_of

    path = spec_of(game_id).tutorial
    if path is None:
        raise KeyError(game_id)
    return resolve(path).SCRIPT  # type: ignore[no-any-return]
