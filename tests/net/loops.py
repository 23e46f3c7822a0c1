"""The event loops the asyncio adapters (net host, client, discovery) are tested on: qasync's, as the app and the
headless peers run them, and plain asyncio where both matter. (No tests here.)

``run_on(kind, coroutine)`` runs a coroutine to its end on a fresh loop of that kind, as ``asyncio.run`` does,
and leaves nothing running behind it. qasync's loop runs over the test process's QApplication; ending it
ends that run of the Qt event loop only (the app's later turns, qtbot's, are not touched).
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Coroutine
from typing import Any, TypeVar

import pytest

QASYNC = "qasync"
PLAIN = "asyncio"
LOOPS = (QASYNC, PLAIN)

R = TypeVar("R")

# ``@both_loops`` on a test taking ``loop_kind``: it runs once on each.
both_loops = pytest.mark.parametrize("loop_kind", LOOPS)


def run_on(kind: str, coroutine: Coroutine[Any, Any, R]) -> R:
    if kind == PLAIN:
        return asyncio.run(coroutine)
    assert kind == QASYNC, kind
    import qasync
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        return loop.run_until_complete(coroutine)
    finally:
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        asyncio.set_event_loop(None)
        loop.close()
        # The loop's timers and socket notifiers are Qt objects held in reference cycles: collect them now, on
        # this thread, rather than in some later collection elsewhere.
        del loop
        gc.collect()
