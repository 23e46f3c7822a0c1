"""The host's half of the join code's exchange, worked out in a worker process instead of on the loop.

``secure.host_answer`` is SPAKE2 in pure Python: ~12 ms of one core for each exchange (34 ms measured on a busy
machine). On the host's loop, which in the app is the GUI thread, each one held up every seated guest's frames for
that long; a flooder cut off that rejoins at once with its token, or guests joining one after another, turned it
into the table's worst latency (issue 24's chat flood with rejoin: intent p99 4.5x a quiet run). In a thread it
would still hold the interpreter lock. So it goes to one worker process, started with "spawn" (never fork a Qt
process), shared by every host of this process; the module the worker runs imports no Qt.

Failure never stops a join: until the worker has answered its first request (it is starting) or once it broke,
the answer is worked out on the spot, as before.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from tabletop_qt.net.frames import ProtocolError
from tabletop_qt.net.secure import HostAnswer, host_answer

log = logging.getLogger(__name__)

Answer = HostAnswer | ProtocolError
Outcome = HostAnswer | tuple[str, str]  # what crosses the process boundary: the answer, or (reason, detail)


def answer_outcome(code: str, message: object) -> Outcome:
    """In the worker: ``host_answer``, a refusal as plain strings (ProtocolError does not survive pickling)."""
    try:
        return host_answer(code, message)
    except ProtocolError as exc:
        return (exc.reason, exc.detail)


def _started() -> bool:
    return True


def _leave_with_parent() -> None:
    """In the worker, first thing: end when the host's process ends, however it ends. A pool's worker holds both
    ends of its request queue, so a parent killed outright never closes it: it would wait forever, orphaned."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # the parent's sentinel: returns when it is gone
        os._exit(0)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def _answer_of(outcome: Outcome) -> Answer:
    return outcome if isinstance(outcome, HostAnswer) else ProtocolError(*outcome)


def answer_here(code: str, message: object) -> Answer:
    try:
        return host_answer(code, message)
    except ProtocolError as exc:
        return exc


class ExchangeWorker:
    """One worker process answering exchanges in the order asked. ``answer`` calls its ``done`` with the answer,
    on the worker's result thread or, when it answered on the spot, at once: the caller hops to its loop."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pool: ProcessPoolExecutor | None = None
        self._ready = threading.Event()  # the worker answered: it is up (until then answers are made here)
        self._broken = False
        self.answered_here = 0  # answers made on the caller's thread (worker starting, or broken)
        self.answered_there = 0

    def start(self) -> None:
        """Start the worker process, if it is not running (its start-up is paid now, not by a guest's join)."""
        with self._lock:
            if self._pool is not None or self._broken:
                return
            try:
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=_leave_with_parent
                )
                self._pool.submit(_started).add_done_callback(self._on_started)
            except (OSError, RuntimeError) as exc:
                self._failed(exc)

    def _on_started(self, future: Future[bool]) -> None:
        if future.exception() is None:
            self._ready.set()
        else:
            self._failed(future.exception())

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def answer(self, code: str, message: object, done: Callable[[Answer], None]) -> None:
        pool = self._pool
        if pool is None or not self._ready.is_set():
            self.start()
            self.answered_here += 1
            done(answer_here(code, message))
            return
        try:
            future = pool.submit(answer_outcome, code, message)
        except (BrokenProcessPool, RuntimeError) as exc:
            self._failed(exc)
            self.answered_here += 1
            done(answer_here(code, message))
            return

        def finished(future: Future[Outcome]) -> None:
            try:
                outcome = future.result()
            except Exception as exc:  # the worker died under this request: answered here, never lost
                self._failed(exc)
                self.answered_here += 1
                done(answer_here(code, message))
                return
            self.answered_there += 1
            done(_answer_of(outcome))

        future.add_done_callback(finished)

    def _failed(self, exc: BaseException | None) -> None:
        log.warning("the join code's worker process failed (%s); exchanges are worked out on the loop", exc)
        with self._lock:
            self._broken = True
            self._ready.clear()
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def stop(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
            self._ready.clear()
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


_shared: ExchangeWorker | None = None


def shared_worker() -> ExchangeWorker:
    """The process's worker: every host of this process shares it (one start-up, one process)."""
    global _shared
    if _shared is None:
        _shared = ExchangeWorker()
    return _shared
