"""Modules the first game needs, imported ahead on a plain Python thread while the home screen idles.

An import is Python work under the GIL, but on a thread of its own the interpreter hands the GIL back to the GUI
thread every switch interval (5 ms), so the home screen keeps its frames; imported in an idle step of the GUI
thread, the rules thread's modules (the history store, the search service's multiprocessing and pickle) held it
for ~50 ms at once, and on the first start of a game they were that game's first frame's largest part.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Sequence

log = logging.getLogger(__name__)

# What MainWindow.controller and the first table import: the rules thread and what it loads.
FIRST_GAME = ("tabletop_qt.table.worker", "tabletop_qt.history.store")


def import_in_background(names: Sequence[str] = FIRST_GAME) -> threading.Thread:
    """Import ``names`` on a new thread (not a daemon: the interpreter's exit waits for an import under way
    rather than cutting it off) and return the thread."""
    thread = threading.Thread(target=_import_all, args=(tuple(names),), name="import-ahead")
    thread.start()
    return thread


def _import_all(names: tuple[str, ...]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # the GUI thread imports it again on first use and meets the error there
            log.debug("importing %s ahead failed", name, exc_info=True)
