"""The hard bots' worker process (see search_service.py): serves search requests from a pipe, one at a time.

This module and everything it imports stay free of Qt: it is what a spawned child imports, and a child that
loaded Qt would pay its start-up and could open nothing useful anyway.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

CANCEL_POLL_S = 0.002  # the search looks at its pipe at most this often (a poll is a system call)
NICENESS = 10  # how much lower the child's scheduling priority is than the app's (POSIX)


class Message:
    """The ids of the messages on the two pipes (stable strings: parent and child may be different builds only
    in tests, but a readable protocol is easier to log)."""

    SEARCH = "search"  # parent -> child: (SEARCH, ticket, SearchRequest)
    CANCEL = "cancel"  # parent -> child: (CANCEL, ticket)
    STOP = "stop"  # parent -> child: (STOP,)
    PING = "ping"  # parent -> child: (PING,) -> (READY, facts)
    READY = "ready"  # child -> parent: (READY, {"pid": ..., "qt_loaded": ...}) at start and after a ping
    RESULT = "result"  # child -> parent: (RESULT, ticket, action) -- or what a request with ``run`` returned
    PROGRESS = "progress"  # child -> parent: (PROGRESS, ticket, done, total) from a long request (an analysis)
    CANCELLED = "cancelled"  # child -> parent: (CANCELLED, ticket): a search stopped or dropped before its end
    ERROR = "error"  # child -> parent: (ERROR, ticket, text): the search raised


# ---------------------------------------------------------------------------------------------------- the child
def child_main(requests: Any, answers: Any, data_dir: str | None) -> None:
    """The worker process: import the search (no Qt), then serve requests in the order they came until told to
    stop or the parent goes."""
    try:
        _serve(requests, answers, data_dir)
    except (BrokenPipeError, ConnectionResetError, EOFError):
        pass  # the parent went while we answered: nothing left to do


def _serve(requests: Any, answers: Any, data_dir: str | None) -> None:
    if hasattr(os, "nice"):
        # Below the app's own threads: on a busy machine the GUI and the rules thread get the processor first,
        # and the search, bounded by its time budget, simply makes fewer iterations.
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    if data_dir is not None:
        from tabletop_qt.content import use_data_dir

        use_data_dir(Path(data_dir))  # a content pack's table builds its own engine here too
    from tabletop_qt.bots.search import run_search

    def facts() -> dict[str, Any]:
        # A frozen app's child has PySide6.QtCore loaded by PyInstaller's run-time hook before any code of ours
        # runs (it sets Qt's paths); what it must never have is a GUI module (a window).
        qt = sorted(m for m in sys.modules if m == "PySide6" or m.startswith("PySide6."))
        return {"pid": os.getpid(), "qt_loaded": bool(qt), "qt_modules": qt}

    answers.send((Message.READY, facts()))
    queue: list[Any] = []  # searches asked for and not begun, oldest first
    current: int | None = None  # the ticket being searched
    stop_current = False
    leaving = False

    def take(message: Any) -> None:
        """One message from the parent, read while idle or between a search's iterations."""
        nonlocal stop_current, leaving
        kind = message[0]
        if kind == Message.SEARCH:
            queue.append(message)
        elif kind == Message.CANCEL:
            if message[1] == current:
                stop_current = True  # said when the search has stopped
            elif any(m[1] == message[1] for m in queue):
                queue[:] = [m for m in queue if m[1] != message[1]]
                answers.send((Message.CANCELLED, message[1]))
        elif kind == Message.STOP:
            leaving = stop_current = True
        elif kind == Message.PING:
            answers.send((Message.READY, facts()))

    def drain() -> None:
        nonlocal leaving, stop_current
        try:
            while requests.poll():
                take(requests.recv())
        except (EOFError, OSError):
            leaving = stop_current = True  # the parent is gone

    last_poll = 0.0

    def cancelled() -> bool:
        nonlocal last_poll
        now = time.perf_counter()
        if not stop_current and now - last_poll >= CANCEL_POLL_S:
            last_poll = now
            drain()
        return stop_current

    while not leaving:
        if not queue:
            try:
                take(requests.recv())
            except (EOFError, OSError):
                return  # the parent is gone
            continue
        drain()  # cancels that came in meanwhile
        if leaving or not queue:
            continue
        _, ticket, request = queue.pop(0)
        current, stop_current = ticket, False
        def progress(done: int, total: int, ticket: int = ticket) -> None:
            answers.send((Message.PROGRESS, ticket, done, total))

        try:
            # A request with its own ``run`` (a hint's measure, a game's analysis: tabletop_qt/analysis/) answers
            # with what it measured; a hard bot's SearchRequest with the move.
            run = getattr(request, "run", None)
            action = run(cancelled, progress) if run is not None else run_search(request, cancelled)
        except Exception as exc:  # noqa: BLE001 (the parent plays the normal bot and logs why)
            # A long request told to stop raises its own "cancelled": that is a cancel, not a failure.
            answers.send((Message.CANCELLED, ticket) if stop_current else (Message.ERROR, ticket, f"{type(exc).__name__}: {exc}"))
            continue
        finally:
            current = None
        answers.send((Message.CANCELLED, ticket) if stop_current else (Message.RESULT, ticket, action))
