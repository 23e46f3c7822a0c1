"""Cyclic garbage is collected on the GUI thread only, never on the rules thread or another Python thread.

A collection run by another thread frees the GUI thread's Qt objects there (a scene, a widget, a timer held in a
reference cycle): a data race inside Qt, which once killed a run of the suite with a segmentation fault.
"""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from tabletop_qt import gui_gc
from tabletop_qt.rules_thread.controller import TableController


class _Witness:
    """Part of a reference cycle with a Qt timer of the GUI thread; notes which thread frees it."""

    freed_on: list[int] = []

    def __init__(self) -> None:
        self.timer = QTimer()
        self.itself = self

    def __del__(self) -> None:
        _Witness.freed_on.append(threading.get_ident())


def _allocate_cycles(count: int) -> None:
    for n in range(count):
        a: list[Any] = [n]
        a.append([a])


def test_a_collection_asked_for_by_another_thread_happens_on_the_gui_thread(qtbot: Any, tmp_path: Path) -> None:
    # Starting a table (the rules thread) is what moves collection to the GUI thread, as in the app.
    controller = TableController(None, bot_delay_ms=0)
    try:
        assert gui_gc.installed() and not gc.isenabled()
        gc.collect()
        _Witness.freed_on.clear()
        _Witness()  # unreachable at once: only a collection frees it
        # Another thread allocates past every generation's threshold: CPython would collect right there.
        busy = threading.Thread(target=_allocate_cycles, args=(sum(gc.get_threshold()) * 20,))
        busy.start()
        busy.join()
        qtbot.waitUntil(lambda: bool(_Witness.freed_on), timeout=5000)
        assert _Witness.freed_on == [threading.main_thread().ident]
    finally:
        controller.shutdown()


def test_collect_due_follows_the_thresholds() -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        assert gui_gc.collect_due() is None  # nothing allocated since: nothing due
        _allocate_cycles(gc.get_threshold()[0] + 10)
        assert gui_gc.collect_due() == 0
        assert gc.get_count()[0] < gc.get_threshold()[0]
    finally:
        if was_enabled:
            gc.enable()


def test_the_collector_is_installed_only_on_the_gui_thread(qapp: Any) -> None:
    errors: list[BaseException] = []

    def install_elsewhere() -> None:
        try:
            gui_gc.install()
        except RuntimeError as exc:
            errors.append(exc)

    thread = threading.Thread(target=install_elsewhere)
    thread.start()
    thread.join()
    assert len(errors) == 1
