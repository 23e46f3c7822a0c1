"""The hard bots' thinking, in a worker process of its own.

A hard bot's search (``tabletop_qt.bots.search.run_search``) is pure Python and busy for about a second; run on
the rules thread it would hold the interpreter lock from the GUI thread for all of that time. So the rules thread
hands the request (plain picklable values) to a child process started with the "spawn" method -- never fork a Qt
process -- whose module imports no Qt and opens no window, and goes on with its own work.

- **The child** (``search_child.child_main``) answers requests one at a time, in the order they came. While it
  searches it polls its request pipe between iterations (the search's ``cancelled``): a cancel or the end of the
  pipe stops the search at once, so the child is free again within one iteration. A parent that dies closes the pipe, and the
  child, idle or searching, ends with it: no orphan process.
- **The parent side** (``SearchService``, a QObject of the rules thread) writes requests and cancels; a plain
  Python thread blocks on the answer pipe (which releases the interpreter lock) and hands every message to the
  rules thread as a queued signal, which re-emits it as ``finished`` or ``failed``.
- **Failure never stalls a game.** A child that dies (or cannot start, or does not answer within its budget and a
  grace) fails the request under way: the owner plays that decision with the normal bot, and the service starts
  the child again once. Each failure is logged to stderr.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from tabletop_qt.table.search_child import Message, child_main

log = logging.getLogger(__name__)

SEARCH_SECONDS = 1.0  # a hard bot's thinking time per decision (its adapter's iteration cap is the other ceiling)
# Past a request's budget plus this, an unanswered request counts as the child's failure (a child stuck in a
# search that stopped polling): the decision goes to the normal bot, the child is replaced.
ANSWER_GRACE_S = 5.0
RESTARTS = 1  # how many times a dead child is started again before the hard bots play as normal ones
STOP_WAIT_S = 2.0  # at stop, how long the child may take to leave before it is killed


# ---------------------------------------------------------------------------------------------------- the parent
@dataclass(frozen=True)
class _Pending:
    ticket: int
    generation: int  # the child it was sent to
    seconds: float  # its time budget


class SearchService(QObject):
    """The rules thread's handle on the worker process. Create it in the thread that uses it.

    Several requests may be under way (a real-time table's hard bots look at once); the child serves them in
    the order they came, each within its own budget."""

    finished = Signal(int, object)  # ticket, the chosen legal action (JSON)
    failed = Signal(int)  # ticket: no answer will come; play the decision another way
    cancel_acknowledged = Signal(int, float)  # ticket, seconds from the cancel to the child being free again
    progressed = Signal(int, int, int)  # ticket, done, total: a long request's progress (an analysis)
    ready = Signal(object)  # the child's facts ({"pid", "qt_loaded", "qt_modules"}) when it has started or pinged

    _received = Signal(int, object)  # generation, message: from the reader thread, queued to this object's thread

    def __init__(self, data_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._data_dir = data_dir
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None  # our end of the child's request pipe
        self._reader: threading.Thread | None = None
        self._generation = 0
        self._restarts_left = RESTARTS
        self._available = True
        self._stopping = False
        self._tickets = itertools.count(1)
        self._pending: dict[int, _Pending] = {}  # in the order sent
        self._cancels: dict[int, float] = {}  # ticket -> when its cancel was sent (time.monotonic())
        self._facts: dict[str, Any] = {}
        self.answered = 0  # results handed on
        self.dropped = 0  # results that crossed their cancel (the game had moved on) and were dropped
        # Armed while something is asked: past every pending budget plus a grace with no word from the child,
        # the child counts as stuck.
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_watchdog_timeout)
        self._received.connect(self._on_reader_received)

    # ------------------------------------------------------------------ reading
    @property
    def available(self) -> bool:
        """False once the child has failed past its restarts (or never started): hard bots play as normal ones."""
        return self._available

    @property
    def pid(self) -> int | None:
        process = self._process
        return process.pid if process is not None else None

    @property
    def facts(self) -> dict[str, Any]:
        """What the child said of itself when it started (its pid, whether it has Qt loaded: it must not)."""
        return dict(self._facts)

    @property
    def pending(self) -> tuple[int, ...]:
        return tuple(self._pending)

    # ------------------------------------------------------------------ telling
    def start(self) -> bool:
        """Start the child if it is not running (its import time is paid now, not at the first decision)."""
        if self._process is not None:
            return True
        if not self._available:
            return False
        self._stopping = False
        return self._spawn()

    def submit(self, request: Any) -> int | None:
        """Send ``request`` (a SearchRequest, its ``seconds`` set) and return its ticket; None when the service is
        not available (the caller plays the decision another way)."""
        if not self.start():
            return None
        ticket = next(self._tickets)
        seconds = request.seconds if request.seconds is not None else SEARCH_SECONDS
        try:
            self._requests.send((Message.SEARCH, ticket, request))
        except (OSError, ValueError) as exc:
            log.warning("the hard bots' worker process could not be asked: %s", exc)
            self._child_failed()
            return self.submit(request) if self._available else None
        self._pending[ticket] = _Pending(ticket, self._generation, seconds)
        self._arm_watchdog()
        return ticket

    def cancel(self, ticket: int) -> None:
        """Stop the search of ``ticket`` (begun or waiting); its result, if already on its way, is dropped here."""
        pending = self._pending.pop(ticket, None)
        if pending is None:
            return
        self._arm_watchdog()
        if pending.generation != self._generation or self._requests is None:
            return
        self._cancels[ticket] = time.monotonic()
        try:
            self._requests.send((Message.CANCEL, ticket))
        except (OSError, ValueError):
            pass  # the reader sees the child's end and starts another

    def cancel_all(self) -> None:
        for ticket in list(self._pending):
            self.cancel(ticket)

    def ping(self) -> None:
        if self._requests is not None:
            self._requests.send((Message.PING,))

    @Slot()
    def stop(self) -> None:
        """End the child and its reader; waits at most STOP_WAIT_S before killing it. Nothing pending is answered;
        the service can start again."""
        self._stopping = True
        self._watchdog.stop()
        self._pending.clear()
        self._end_child()

    # ------------------------------------------------------------------ inside
    def _spawn(self) -> bool:
        self._generation += 1
        generation = self._generation
        try:
            child_requests, requests = self._context.Pipe(duplex=False)
            answers, child_answers = self._context.Pipe(duplex=False)
            process = self._context.Process(
                target=child_main,
                args=(child_requests, child_answers, str(self._data_dir) if self._data_dir is not None else None),
                name="tabletop-qt-search",
                daemon=True,  # ended by multiprocessing at the interpreter's exit, should stop() be missed
            )
            process.start()
        except Exception as exc:  # noqa: BLE001 (whatever keeps it from starting, the game plays on)
            log.warning("the hard bots' worker process cannot start (%s): hard bots play as normal ones", exc)
            self._process = None
            self._available = False
            return False
        # Our copies of the child's ends closed, so the child's exit shows here as the end of the answer pipe.
        child_requests.close()
        child_answers.close()
        self._process, self._requests = process, requests
        reader = threading.Thread(target=self._read, args=(answers, generation), name="search-reader", daemon=True)
        self._reader = reader
        reader.start()
        return True

    def _read(self, answers: Any, generation: int) -> None:
        """The reader thread: blocks on the pipe (no interpreter lock held while it waits)."""
        while True:
            try:
                message = answers.recv()
            except (EOFError, OSError):
                message = None
            try:
                self._received.emit(generation, message)
            except RuntimeError:
                message = None  # the service is gone
            if message is None:
                answers.close()
                return

    @Slot(int, object)
    def _on_reader_received(self, generation: int, message: Any) -> None:
        if generation != self._generation:
            return  # from a child that was replaced or stopped
        if message is None:
            if not self._stopping:
                code = self._process.exitcode if self._process is not None else None
                log.warning("the hard bots' worker process ended (exit code %s)", code)
                self._child_failed()
            return
        self._arm_watchdog()  # the child is alive
        kind = message[0]
        if kind == Message.READY:
            self._facts = dict(message[1])
            self.ready.emit(dict(message[1]))
            return
        ticket = message[1]
        if kind == Message.PROGRESS:
            if ticket in self._pending:
                self.progressed.emit(ticket, int(message[2]), int(message[3]))
            return
        if kind == Message.CANCELLED:
            sent = self._cancels.pop(ticket, None)
            if sent is not None:
                self.cancel_acknowledged.emit(ticket, time.monotonic() - sent)
            return
        if self._pending.pop(ticket, None) is None:
            self._cancels.pop(ticket, None)
            self.dropped += 1
            return  # a result that crossed its cancel: dropped
        self._arm_watchdog()
        if kind == Message.RESULT:
            self.answered += 1
            self.finished.emit(ticket, message[2])
        else:
            log.warning("a hard bot's search failed: %s", message[2])
            self.failed.emit(ticket)

    def _arm_watchdog(self) -> None:
        if not self._pending:
            self._watchdog.stop()
            return
        budget = sum(p.seconds for p in self._pending.values())
        self._watchdog.start(int((budget + ANSWER_GRACE_S) * 1000))

    @Slot()
    def _on_watchdog_timeout(self) -> None:
        if self._pending:
            log.warning("the hard bots' worker process did not answer in time")
            self._child_failed()

    def _child_failed(self) -> None:
        """The child died or hung: fail what was under way, and start a new child if a restart is left."""
        failed = list(self._pending)
        self._pending.clear()
        self._watchdog.stop()
        self._end_child()
        if self._restarts_left > 0:
            self._restarts_left -= 1
            log.warning("starting the hard bots' worker process again")
            self._spawn()
        else:
            log.warning("the hard bots' worker process failed again: hard bots play as normal ones")
            self._available = False
        for ticket in failed:
            self.failed.emit(ticket)

    def _end_child(self) -> None:
        process, requests, reader = self._process, self._requests, self._reader
        self._process = self._requests = self._reader = None
        self._generation += 1  # whatever the old reader still says is ignored
        self._cancels.clear()
        if requests is not None:
            try:
                requests.send((Message.STOP,))
            except (OSError, ValueError):
                pass
            requests.close()  # a child that missed the stop sees the end of its pipe
        if process is not None:
            process.join(STOP_WAIT_S)
            if process.is_alive():
                process.kill()
                process.join(STOP_WAIT_S)
            try:
                process.close()
            except ValueError:
                pass  # still running after a kill: the interpreter's exit reaps it
        if reader is not None and reader is not threading.current_thread():
            reader.join(STOP_WAIT_S)
