"""Qt's raster painting stays on the GUI thread: no hand-off of big fills to Qt's GUI thread pool.

Qt's raster engine splits every fill or blit of 96 spans (lines) or more into pieces for a thread pool of its own
and waits for them (qtbase, qdrawhelper.cpp). For a table's partial repaints the hand-off costs far more than the
fill: a whole mid-game Tea Time table repainted cost 9.7 ms of the process's CPU and 11.5 ms by the wall clock with
the pool, 2.0 ms of both without it (offscreen, 2 cores; the High Noon Saloon table 6.4 against 3.1 ms CPU), and a
GUI thread waiting on pool threads that the system has not yet run stalls for as long as they wait. Qt's own switch,
``QT_NO_GUI_THREADPOOL``, is read once, at the first big fill, so it is set before the application object exists.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

QT_SWITCH = "QT_NO_GUI_THREADPOOL"  # set to anything: Qt's GUI thread pool is never made
KEEP_QT_POOL_ENV = "TABLETOP_QT_PAINT_POOL"  # set: leave Qt's pool on (the benchmarks' control)


def paint_on_the_gui_thread(environ: MutableMapping[str, str] = os.environ) -> bool:
    """Turn Qt's GUI thread pool off for this process unless ``KEEP_QT_POOL_ENV`` asks to keep it; True if off."""
    if environ.get(KEEP_QT_POOL_ENV):
        environ.pop(QT_SWITCH, None)
        return False
    environ.setdefault(QT_SWITCH, "1")
    return True
