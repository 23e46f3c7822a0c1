"""AssistService: hints and analyses asked from the GUI thread, searched in a worker process.

The process is a ``SearchService`` (rules_thread/search_service.py: spawn, pipes, cancels, watchdog, restart once) of its
own. Starting a process costs the calling thread tens of milliseconds (multiprocessing's set-up), and the GUI
thread may never stall over 16 ms, so the SearchService lives in an "assist" QThread; the GUI thread's
``AssistService`` only emits queued signals to it and receives its answers the same way. Requests are
``tabletop_qt.analysis`` values with a ``run`` method (MeasureRequest, AnalysisRequest).
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from tabletop_qt.rules_thread.search_service import SearchService

STOP_WAIT_MS = 5000


class _AssistWorker(QObject):
    """Lives in the assist thread; owns the SearchService (made there, on the first request)."""

    answered = Signal(int, object)  # request id, result
    progressed = Signal(int, int, int)  # request id, done, total
    failed = Signal(int)  # request id
    stopped = Signal()

    def __init__(self, data_dir: Any) -> None:
        super().__init__()
        self._data_dir = data_dir
        self._service: SearchService | None = None
        self._ids: dict[int, int] = {}  # ticket -> request id
        self._tickets: dict[int, int] = {}  # request id -> ticket

    def _ensure(self) -> SearchService:
        if self._service is None:
            self._service = SearchService(self._data_dir, self)
            self._service.finished.connect(self._on_service_finished)
            self._service.failed.connect(self._on_service_failed)
            self._service.progressed.connect(self._on_service_progressed)
        return self._service

    @Slot()
    def warm(self) -> None:
        self._ensure().start()

    @Slot(int, object)
    def ask(self, request_id: int, request: Any) -> None:
        ticket = self._ensure().submit(request)
        if ticket is None:
            self.failed.emit(request_id)
            return
        self._ids[ticket] = request_id
        self._tickets[request_id] = ticket

    @Slot(int)
    def cancel(self, request_id: int) -> None:
        ticket = self._tickets.pop(request_id, None)
        if ticket is not None:
            self._ids.pop(ticket, None)
            if self._service is not None:
                self._service.cancel(ticket)

    @Slot()
    def stop(self) -> None:
        if self._service is not None:
            self._service.stop()
        self._ids.clear()
        self._tickets.clear()
        self.stopped.emit()

    def _on_service_finished(self, ticket: int, result: Any) -> None:
        request_id = self._ids.pop(ticket, None)
        if request_id is not None:
            self._tickets.pop(request_id, None)
            self.answered.emit(request_id, result)

    def _on_service_failed(self, ticket: int) -> None:
        request_id = self._ids.pop(ticket, None)
        if request_id is not None:
            self._tickets.pop(request_id, None)
            self.failed.emit(request_id)

    def _on_service_progressed(self, ticket: int, done: int, total: int) -> None:
        request_id = self._ids.get(ticket)
        if request_id is not None:
            self.progressed.emit(request_id, done, total)


class AssistService(QObject):
    """The GUI thread's handle. ``ask`` returns an id; ``answered``/``failed`` (and ``progressed``) name it."""

    answered = Signal(int, object)
    progressed = Signal(int, int, int)
    failed = Signal(int)

    _asked = Signal(int, object)
    _cancelled = Signal(int)
    _warmed = Signal()
    _stopping = Signal()

    def __init__(self, data_dir: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._thread = QThread()
        self._thread.setObjectName("assist")
        self._worker = _AssistWorker(data_dir)
        self._worker.moveToThread(self._thread)
        self._asked.connect(self._worker.ask)
        self._cancelled.connect(self._worker.cancel)
        self._warmed.connect(self._worker.warm)
        self._stopping.connect(self._worker.stop)
        self._worker.answered.connect(self.answered)
        self._worker.progressed.connect(self.progressed)
        self._worker.failed.connect(self.failed)
        # Direct: quit() is thread-safe, and stop() blocks the GUI thread in wait() -- queued to the GUI thread, the
        # quit would only run once that wait had timed out (every window's close took STOP_WAIT_MS).
        self._worker.stopped.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)
        self._thread.start()
        self._running = True

    @property
    def running(self) -> bool:
        return self._running

    def warm(self) -> None:
        """Start the worker process now (its imports are paid before the first hint)."""
        self._warmed.emit()

    def ask(self, request: Any) -> int:
        request_id = next(self._ids)
        self._asked.emit(request_id, request)
        return request_id

    def cancel(self, request_id: int) -> None:
        self._cancelled.emit(request_id)

    def stop(self) -> None:
        """End the worker process and the thread (waits for them; called once at the window's shutdown)."""
        if not self._running:
            return
        self._running = False
        self._stopping.emit()
        if not self._thread.wait(STOP_WAIT_MS):
            self._thread.quit()
            self._thread.wait(STOP_WAIT_MS)



# One service for the process: not a child of a window, whose destruction would destroy a running QThread (Qt
# aborts then). It is stopped when the window closes (stop_assist), at the application's end, and at the
# interpreter's exit, whichever comes first; the next ask makes a new one.
_service: AssistService | None = None


def assist_for(window: QObject | None = None) -> AssistService:
    """The running AssistService, made on first use (``window`` is not needed: kept for the callers' reading)."""
    global _service
    if _service is None or not _service.running:
        import atexit

        from PySide6.QtCore import QCoreApplication

        from tabletop_qt.content import data_dir

        _service = AssistService(data_dir())
        atexit.register(_service.stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_service.stop)
    return _service


def stop_assist(window: QObject | None = None) -> None:
    """End the worker process and its thread (the window closes)."""
    global _service
    if _service is not None:
        _service.stop()
        _service = None
