"""For a test script that runs the real app (`tabletop_qt.app.main`) in a child process and drives it from inside."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QTimer


def start_when_the_loop_runs(scenario: Callable[[], Coroutine[Any, Any, Any]], keep: list[Any]) -> None:
    """Run ``scenario()`` as a task once the app's asyncio loop runs: the app paints its first frame under Qt's own
    loop first, so a timer set before main() fires before there is an asyncio loop. The task goes into ``keep``."""

    def start() -> None:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            QTimer.singleShot(5, start)
            return
        keep.append(asyncio.ensure_future(scenario()))

    QTimer.singleShot(0, start)
