"""The GUI thread's handle on the rules thread (worker.py): it starts the "rules" QThread, forwards intents to the
TableWorker living there as queued signals and re-emits the worker's answers, so the GUI thread never waits on
rules, bots or the disk."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal

from tabletop_qt import gui_gc
from tabletop_qt.rules_thread.search_service import SEARCH_SECONDS
from tabletop_qt.rules_thread.worker import TableWorker
from tabletop_qt.table.answers import DEFAULT_ANSWER_MS
from tabletop_qt.table.seats import GameSetup

SWITCH_INTERVAL_S = 0.001  # how long one Python thread may hold the interpreter lock while another waits


class TableController(QObject):
    """The GUI thread's handle on the rules thread: starts it, forwards intents, re-emits its answers."""

    table_updated = Signal(object)
    intent_rejected = Signal(int, str, object)
    intent_explained = Signal(int, object, str, object)
    load_failed = Signal(str, str, str)
    save_failed = Signal(str)
    save_recovered = Signal()
    table_closed = Signal()  # the table was closed (its autosave written): what Continue offers may have changed
    history_written = Signal(str)  # a finished game's record was written to this file
    history_kept = Signal(object)  # ... and the HistoryRecord itself, as the file holds it

    _start_requested = Signal(object)
    _resume_requested = Signal(str)
    _submit_requested = Signal(int, object)
    _explain_requested = Signal(int, object)
    _undo_requested = Signal(object)  # the seat asking (None: whoever made the last move)
    _hint_noted = Signal(int)
    _pause_requested = Signal(bool)
    _held_requested = Signal(bool)
    _bot_delay_requested = Signal(int)
    _answer_time_requested = Signal(int)
    _local_delay_requested = Signal(float)
    _acknowledge_requested = Signal(int)
    _close_requested = Signal()
    _stop_requested = Signal()
    _remote_submit_requested = Signal(object)
    _remote_probe_requested = Signal(object)
    _replace_seat_requested = Signal(int, object)
    _pace_requested = Signal(object)
    _scripted_move_requested = Signal(int, object)
    remote_answered = Signal(int, int, bool, str, object)
    remote_explained = Signal(int, int, str, object)

    def __init__(
        self,
        autosave_path: Path | None,
        bot_delay_ms: int = 700,
        parent: QObject | None = None,
        paced_by_view: bool = False,
        realtime_scale: float = 1.0,
        answer_ms: int = DEFAULT_ANSWER_MS,
        history_dir: Path | None = None,
        search_seconds: float = SEARCH_SECONDS,
    ) -> None:
        super().__init__(parent)
        # The rules thread allocates all the time: the cyclic collector must not run there and free the GUI
        # thread's Qt objects.
        gui_gc.install()
        # Two Python threads now share the interpreter lock: the rules thread and the GUI thread, which also
        # carries the network. Python lets a busy thread keep the lock for 5 ms before the other may run, so a
        # frame from a peer could wait that long; a 1 ms hand-over keeps replies and paints prompt.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._local_delay_ms = 0.0
        self._thread = QThread()
        self._thread.setObjectName("rules")
        self._worker = TableWorker(
            autosave_path, bot_delay_ms, paced_by_view, realtime_scale, answer_ms, history_dir, search_seconds
        )
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._start_requested.connect(self._worker.start)
        self._resume_requested.connect(self._worker.resume)
        self._submit_requested.connect(self._worker.submit)
        self._explain_requested.connect(self._worker.explain)
        self._undo_requested.connect(self._worker.undo)
        self._hint_noted.connect(self._worker.note_hint)
        self._pause_requested.connect(self._worker.set_paused)
        self._held_requested.connect(self._worker.set_held)
        self._bot_delay_requested.connect(self._worker.set_bot_delay)
        self._answer_time_requested.connect(self._worker.set_answer_time)
        self._local_delay_requested.connect(self._worker.set_local_delay)
        self._acknowledge_requested.connect(self._worker.acknowledge)
        self._remote_submit_requested.connect(self._worker.submit_remote)
        self._remote_probe_requested.connect(self._worker.probe_remote)
        self._replace_seat_requested.connect(self._worker.replace_seat)
        self._pace_requested.connect(self._worker.pace_by_script)
        self._scripted_move_requested.connect(self._worker.play_scripted)
        self._worker.remote_answered.connect(self.remote_answered)
        self._worker.remote_explained.connect(self.remote_explained)
        self._close_requested.connect(self._worker.close_table)
        # Blocking: at quit the GUI thread waits for the play to stop and the gathered autosave to be written
        # before the thread ends.
        self._stop_requested.connect(self._worker.stop, Qt.ConnectionType.BlockingQueuedConnection)
        self._worker.table_updated.connect(self.table_updated)
        self._worker.intent_rejected.connect(self.intent_rejected)
        self._worker.intent_explained.connect(self.intent_explained)
        self._worker.load_failed.connect(self.load_failed)
        self._worker.save_failed.connect(self.save_failed)
        self._worker.save_recovered.connect(self.save_recovered)
        self._worker.table_closed.connect(self.table_closed)
        self._worker.history_written.connect(self.history_written)
        self._worker.history_kept.connect(self.history_kept)
        self._thread.start()

    def start(self, setup: GameSetup) -> None:
        self._start_requested.emit(setup)

    def resume(self, path: Path) -> None:
        self._resume_requested.emit(str(path))

    def submit(self, seat: int, action: Any) -> None:
        self._submit_requested.emit(seat, action)

    def explain(self, seat: int, action: Any) -> None:
        self._explain_requested.emit(seat, action)

    def undo(self, seat: int | None = None) -> None:
        """Take back the last person's move; with ``seat``, only if that move was ``seat``'s."""
        self._undo_requested.emit(seat)

    def note_hint(self, seat: int) -> None:
        """Log that ``seat`` was shown a hint (the history keeps it)."""
        self._hint_noted.emit(seat)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume a real-time game; every update says whether it is paused."""
        self._pause_requested.emit(paused)

    def set_held(self, held: bool) -> None:
        """Hold a turn-based table (bots and answer countdowns) while a dialog is open over it."""
        self._held_requested.emit(held)

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_requested.emit(ms)

    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window (the table passes for them when it runs out)."""
        self._answer_time_requested.emit(ms)

    def set_local_delay(self, ms: float) -> None:
        """Real-time games: hold this computer's intents back by ``ms`` (the LAN host sets the guests' round
        trip), so a seat here gains nothing over a guest's."""
        self._local_delay_ms = max(0.0, ms)
        self._local_delay_requested.emit(self._local_delay_ms)

    @property
    def local_delay_ms(self) -> float:
        return self._local_delay_ms

    def submit_remote(self, intent: Any) -> None:
        self._remote_submit_requested.emit(intent)

    def probe_remote(self, probe: Any) -> None:
        self._remote_probe_requested.emit(probe)

    def replace_seat(self, seat: int, spec: Any) -> None:
        self._replace_seat_requested.emit(seat, spec)

    def pace_by_script(self, setup: GameSetup | None) -> None:
        """A tutorial: the bots of the real-time table with ``setup`` wait for ``play_scripted`` (None: no table's)."""
        self._pace_requested.emit(setup)

    def play_scripted(self, seat: int, action: Any) -> None:
        """A tutorial's scripted move for bot ``seat``, as the lesson releases it."""
        self._scripted_move_requested.emit(seat, action)

    def acknowledge(self, version: int) -> None:
        """Tell the rules thread the interface has shown ``version`` (bots wait for it when paced by the view)."""
        self._acknowledge_requested.emit(version)

    def close_table(self) -> None:
        self._close_requested.emit()

    def shutdown(self) -> None:
        if self._thread.isRunning():
            self._stop_requested.emit()
            self._thread.quit()
            self._thread.wait()
