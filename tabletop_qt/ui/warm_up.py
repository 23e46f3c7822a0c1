"""The main window's idle warm-up, one step per turn of the event loop once the window is up: what the first game
would otherwise make in its first frames (card art, boards, modules) is made ahead, so starting a table only
scales pictures."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from tabletop_qt.paths import resources_dir

if TYPE_CHECKING:
    from tabletop_qt.ui.game_page import GamePage


def warm_up_steps(game_page: Callable[[], GamePage]) -> Iterator[None]:
    """The steps; ``game_page`` gives the window's game page (made on its first call)."""
    from tabletop_qt.core.games import GAMES
    from tabletop_qt.ui.import_ahead import import_in_background, import_on_gui_thread
    from tabletop_qt.ui.items.art import card_art
    from tabletop_qt.ui.boards import warm_up_games

    warm_up_games()
    importing = import_in_background()  # the rules thread's modules, off the first game's first frame
    yield
    for game_id in GAMES:
        if (resources_dir() / game_id / "cards").is_dir():
            yield from card_art(game_id).warm_up()
    # Each game's board too (its scene, items and pictures take tens of milliseconds to build), and translated:
    # made now, in idle time, the first position of a game is drawn without that wait.
    for game_id in GAMES:
        game_page().prepare_board(game_id)
        yield
    # The rules thread's modules that use Qt, once the thread has loaded what they import (importing beside it
    # would hold the GUI thread on an import's lock). Usually long done by now; else a step waits 2 ms at most
    # (the timer's interval is 0: a bare yield would spin against the thread for the GIL).
    while importing.is_alive():
        importing.join(0.002)
        yield
    import_on_gui_thread()
    yield
    # The end of a game's score dialog: its module and Qt's classes it uses (the table widget, its header, the
    # button box: PySide makes each class and its enums on first use) made ahead, not in the frame after the
    # last move.
    import tabletop_qt.core.ranking  # noqa: F401
    import tabletop_qt.ui.winner_screen  # noqa: F401

    yield
    # What exists now lives as long as the app: out of the collector's sight, a full collection (which holds
    # the interpreter lock, so the GUI thread waits) scans only what games make, not tens of milliseconds'
    # worth of modules, widgets and pictures.
    gc.freeze()
