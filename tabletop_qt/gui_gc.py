"""Python's cyclic garbage collector, run on the GUI thread only.

CPython runs a collection in whichever thread happens to allocate past the collector's threshold. In this app
that is often the rules thread (the table and the bots allocate all the time), a replay builder or a zeroconf
thread. A collection frees every unreachable cycle, and a cycle may hold Qt objects of the GUI thread: a scene
and its items, a widget, a timer connected to a lambda. Destroying those from another thread while the GUI thread
paints or dispatches their timers is a data race inside Qt: warnings such as "Timers cannot be stopped from
another thread" at best, a segmentation fault at worst (one killed a run of the test suite).

So the automatic collector is switched off and a timer on the GUI thread does its work instead: each tick collects
the oldest generation whose count has passed its threshold, the rule CPython itself follows. Reference counting
still frees everything that is not in a cycle, on whatever thread drops the last reference, as before.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

# Often enough that the young generation stays small (a collection of it costs well under a millisecond), seldom
# enough that an idle app does not wake for it.
TICK_MS = 200

_collector: GuiThreadCollector | None = None


def collect_due() -> int | None:
    """Collect the oldest generation whose allocation count passed its threshold; the generation, or None."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    for generation in (2, 1, 0):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            gc.collect(generation)
            return generation
    return None


class GuiThreadCollector(QObject):
    """Owns the timer that collects on the GUI thread while automatic collection is off."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()

    def _on_timer_timeout(self) -> None:
        collect_due()


def install() -> None:
    """Move cyclic collection to the GUI thread (at most once; call it on the GUI thread, before a second Python
    thread that could allocate starts). The app calls it at start, and so does whatever starts another thread, so
    a window made by a test is covered too."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        raise RuntimeError("the collector is installed on the GUI thread, after the application is made")
    if _collector is not None:
        return
    _collector = GuiThreadCollector(app)
    gc.disable()


def installed() -> bool:
    return _collector is not None
