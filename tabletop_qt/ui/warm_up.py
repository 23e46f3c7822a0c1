"""The main window's idle warm-up, one step per turn of the event loop once the window is up: what the first game
would otherwise make in its first frames (card art, boards, modules) is made ahead, so starting a table only
scales pictures."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from tabletop_qt.paths import resources_dir

if TYPE_CHECKING:
    from tabletop_qt.ui.game_page import GamePage


def warm_up_steps(game_page: Callable[[], GamePage]) -> Iterator[None]:
    """The steps; ``game_page`` gives the window's game page (made on its first call). Each step holds the GUI
    thread a few milliseconds: modules are imported one per step (``import_stepwise``), a game's own warm-up and
    board one step each."""
    from tabletop_qt.ui.import_steps import import_stepwise

    yield from import_stepwise("tabletop_qt.ui.import_ahead")
    from tabletop_qt.ui.import_ahead import WITH_QT, import_in_background

    importing = import_in_background()  # the rules thread's modules, off the first game's first frame
    yield
    yield from _game_warm_ups(import_stepwise)
    yield from import_stepwise("tabletop_qt.ui.items.art")
    from tabletop_qt.core.games import GAMES
    from tabletop_qt.ui.items.art import card_art

    for game_id in GAMES:
        if (resources_dir() / game_id / "cards").is_dir():
            yield from card_art(game_id).warm_up()
    # Each game's board too (its scene, items and pictures take tens of milliseconds to build), and translated:
    # made now, in idle time, the first position of a game is drawn without that wait. Its modules first, one a
    # step: imported with the board they held one step 10-45 ms.
    from tabletop_qt.ui.boards import board_module

    # The game page in a step of its own: its modules first, and the hint's, which its constructor imports
    # (tests/ui/test_warm_up_steps.py names a step importing many).
    yield from import_stepwise("tabletop_qt.ui.game_page")
    yield from import_stepwise("tabletop_qt.ui.hint_control")
    game_page()
    yield
    game_page().lay_out_ahead()  # the boards below then draw at the size their table will have
    yield
    game_page().paint_side_ahead()  # its labels, buttons and log polished and drawn once
    yield
    for game_id in GAMES:
        module = board_module(game_id)
        if module is not None:
            yield from import_stepwise(module)
        game_page().prepare_board(game_id)
        yield
        yield from game_page().draw_ahead(game_id)  # its first position's card faces; its scene painted once
    # The rules thread's modules that use Qt, once the thread has loaded what they import (importing beside it
    # would hold the GUI thread on an import's lock). Usually long done by now; else a step waits 2 ms at most
    # (the timer's interval is 0: a bare yield would spin against the thread for the GIL).
    yield from _joined(importing)
    for name in WITH_QT:
        yield from import_stepwise(name)
    # Each game's rules modules and engine, which its first table would make on the rules thread while the GUI
    # thread draws that table's first frame: on a thread of their own, once the boards (which import parts of
    # them) are made, so the GUI thread's steps never wait on a module lock the thread holds.
    from tabletop_qt.ui.import_ahead import games_in_background

    making = games_in_background()
    # The end of a game's score dialog: its module and Qt's classes it uses (the table widget, its header, the
    # button box: PySide makes each class and its enums on first use) made ahead, not in the frame after the
    # last move.
    yield from import_stepwise("tabletop_qt.core.ranking")
    yield from import_stepwise("tabletop_qt.ui.winner_screen")
    yield from _game_modules_ahead(import_stepwise)
    yield from _joined(making)
    # What exists now lives as long as the app: out of the collector's sight, a full collection (which holds
    # the interpreter lock, so the GUI thread waits) scans only what games make, not tens of milliseconds'
    # worth of modules, widgets and pictures.
    gc.freeze()


def _joined(thread: threading.Thread) -> Iterator[None]:
    """Steps until ``thread`` has ended, each waiting 2 ms at most (the timer's interval is 0: a bare yield would
    spin against the thread for the GIL)."""
    while thread.is_alive():
        thread.join(0.002)
        yield


def _game_warm_ups(import_stepwise: Callable[[str], Iterator[None]]) -> Iterator[None]:
    """Each game's own warm-up (its spec's ``warm_up``: Tea Time's fonts drawn once, Times Square's figures), one
    step each or the steps it gives, its module imported stepwise before it."""
    from tabletop_qt.core.games.spec import resolve, split_path
    from tabletop_qt.core.games.specs import LISTED_SPECS

    for spec in LISTED_SPECS:
        if spec.warm_up is not None:
            yield from import_stepwise(split_path(spec.warm_up)[0])
            steps = resolve(spec.warm_up)()
            if isinstance(steps, Iterator):
                yield from steps
            yield


def _game_modules_ahead(import_stepwise: Callable[[str], Iterator[None]]) -> Iterator[None]:
    """Each game's modules a game would otherwise import on the GUI thread: its ``record`` module (the winner screen's
    figures and places: a first end imported it in the turn that fills the screen, ~1 ms) and its texts module (its
    log lines and reasons: the log imported it for a first position, 2-3 ms of Times Square's and Frantic Frankfurt's
    first frame, ui/texts.py's ``_game_texts``)."""
    from tabletop_qt.core.games.spec import split_path
    from tabletop_qt.core.games.specs import LISTED_SPECS

    for spec in LISTED_SPECS:
        for module in (split_path(spec.record)[0] if spec.record else None, spec.texts):
            if module is not None:
                yield from import_stepwise(module)
