"""Modules the first game needs, imported ahead while the home screen idles: the Qt-free ones on a plain Python
thread, then the rest on the GUI thread.

An import is Python work under the GIL, but on a thread of its own the interpreter hands the GIL back to the GUI
thread every switch interval (5 ms), so the home screen keeps its frames; imported in an idle step of the GUI
thread, the rules thread's modules (the history store, the search service's multiprocessing and pickle) held it
for ~50 ms at once, and on the first start of a game they were that game's first frame's largest part.

Each game's own rules modules (its engine, bots and their pacing, its out-of-turn windows) and its engine itself
(High Noon Saloon's parses its house set) are made ahead the same way (``games_in_background``): the rules thread
otherwise makes them when that game's first table starts, 25-90 ms under the GIL while the GUI thread draws the
table's first frame (it then waits for the lock at every hand-over).

Only modules that name no PySide class go on the thread: a class PySide makes on first use, and making one on
another thread while the GUI thread makes another crashes the process (ui/qt_classes.py). The modules that do
(the rules thread, the search service: QObject subclasses) are imported by the GUI thread afterwards
(ui/warm_up.py, one module a step), the heavy part of their imports already loaded.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Sequence

log = logging.getLogger(__name__)

# What MainWindow.controller and the first table import, but for the modules that use Qt. Checked by
# tests/test_startup.py: importing these on the thread makes no PySide class.
QT_FREE = (
    "multiprocessing.context",
    "multiprocessing.reduction",
    "secrets",
    "tabletop_qt.bots",
    "tabletop_qt.bots.hard",
    "tabletop_qt.core.ranking",
    "tabletop_qt.history.record",
    "tabletop_qt.history.recorder",  # a game's end makes its record on the rules thread (rules_thread/history_keeper.py)
    "tabletop_qt.table.answers",
    "tabletop_qt.table.realtime",
    "tabletop_qt.table.saves",
    "tabletop_qt.table.seats",
    "tabletop_qt.table.table",
    "tabletop_qt.table.update",
)
# The rest of the first game's modules, on the GUI thread (they subclass QObject).
WITH_QT = ("tabletop_qt.rules_thread.controller", "tabletop_qt.history.store")


def import_in_background(names: Sequence[str] = QT_FREE) -> threading.Thread:
    """Import ``names`` (none may name a PySide class) on a new thread (not a daemon: the interpreter's exit waits
    for an import under way rather than cutting it off) and return the thread."""
    thread = threading.Thread(target=_import_all, args=(tuple(names),), name="import-ahead")
    thread.start()
    return thread


def game_modules() -> tuple[str, ...]:
    """Each listed game's modules the rules thread loads when its first table starts: the engine, the bots and
    their pacing, the out-of-turn windows (core and bots: no Qt, tests/test_layers.py)."""
    from tabletop_qt.core.games.spec import split_path
    from tabletop_qt.core.games.specs import LISTED_SPECS

    names: list[str] = []
    for spec in LISTED_SPECS:
        for path in (spec.engine, spec.bots, spec.pacing, spec.windows):
            if path is not None and (module := split_path(path)[0]) not in names:
                names.append(module)
    return tuple(names)


def games_in_background() -> threading.Thread:
    """Import every listed game's rules modules and make its engine (the registry keeps it) on a new thread, and
    return the thread."""
    thread = threading.Thread(target=_make_games, name="games-ahead")
    thread.start()
    return thread


def _make_games() -> None:
    from tabletop_qt.core.games import GAMES

    _import_all(game_modules())
    for game_id in GAMES:
        try:
            # A game whose content is data parses it on first use (its ``catalog``, as game_for reads it).
            getattr(GAMES[game_id], "catalog", None)
        except Exception:  # the rules thread makes it again for the first table and meets the error there
            log.debug("making %s's engine ahead failed", game_id, exc_info=True)


def _import_all(names: tuple[str, ...]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # the GUI thread imports it again on first use and meets the error there
            log.debug("importing %s ahead failed", name, exc_info=True)
