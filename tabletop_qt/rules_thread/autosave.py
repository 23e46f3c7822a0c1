"""The rules thread's autosave policy: when the table is written to the autosave file, at once or gathered.

Owned by TableWorker (worker.py), which lives in the "rules" QThread; so does this object (its child) and its
timer. It reads the table through the callable it was given, so a gathered save writes the table as it is when
the timer fires.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop_qt.table.saves import write_save
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table

log = logging.getLogger(__name__)

# A gathered autosave waits this long after a change, gathering the changes since: a real-time game's, and a
# turn-based game's run of bot moves (see Autosaver.after_move).
SAVE_EVERY_MS = 2000
# A gathered save that came due waits at most this long for the screen to say it has shown a position (``shown``):
# written then, the GUI thread has just painted and is idle. Written while it paints, the save's Python work (4-11 ms
# for a High Noon Saloon table) and the paint's Python item paints took the interpreter lock in turns: a 40 s
# gui_stall run's only frame over 16 ms (7 ms of GUI CPU in a 17.6 ms gap beside a 12.8 ms save). A table nobody
# watches (no screen acknowledges) is written after the wait.
SHOWN_WAIT_MS = 250


class Autosaver(QObject):
    """Writes the table to ``path`` (None: a table that keeps no autosave, e.g. a LAN host's)."""

    failed = Signal(str)  # the folder that refused the autosave; said when saving starts failing, not per save
    recovered = Signal()  # an autosave worked again after failing

    def __init__(self, path: Path | None, table: Callable[[], Table | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._table = table
        self._timer: QTimer | None = None
        self._due: QTimer | None = None  # a gathered save due, waiting for a shown position (SHOWN_WAIT_MS)
        self._failing = False

    def after_move(self, seat: int) -> None:
        """Save a turn-based game after ``seat``'s accepted action: at once or gathered.

        The README promises that Continue picks up exactly where the person left off, even after a crash. So the
        save is written at once after a person's move (here, on the LAN, or the table passing for one whose time
        ran out), when the table comes to wait on a person at this computer, and at the game's end. A run of bot
        moves in between is gathered (later): writing the whole table after each one held the interpreter lock
        for milliseconds a move in a long game, and a crash mid-run loses only bot moves.
        """
        table = self._table()
        assert table is not None
        seats = table.setup.seats
        if (
            seats[seat].kind is not SeatKind.BOT
            or table.outcome.finished
            or any(seats[s].kind is SeatKind.HUMAN for s in table.current_seats())
        ):
            self.now()
        else:
            self.later()

    def later(self) -> None:
        # A real-time game changes several times a second, and so does a turn-based game's run of bots at full
        # speed; writing the whole table (its log growing all game) each time kept the interpreter lock from
        # the GUI thread for milliseconds a change. Changes are gathered for SAVE_EVERY_MS (a timer started by
        # the first, not pushed back by the next), and the game's end, pause, a closed table, the app's quit
        # and -- turn-based -- a person's move or turn write at once.
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self._on_timer_timeout)
        if not self._timer.isActive():
            self._timer.start(SAVE_EVERY_MS)

    def flush(self) -> None:
        """Write the autosave still gathering changes, now."""
        if (self._timer is not None and self._timer.isActive()) or self.waiting_for_shown():
            self.now()

    def shown(self) -> None:
        """The screen has shown (painted) a position: a gathered save that came due is written now."""
        if self.waiting_for_shown():
            self.now()

    def waiting_for_shown(self) -> bool:
        return self._due is not None and self._due.isActive()

    def now(self) -> None:
        """Write the autosave now (the gathered one, if any, is then moot)."""
        if self._timer is not None:
            self._timer.stop()
        if self._due is not None:
            self._due.stop()
        table = self._table()
        if table is None or self._path is None:
            return
        try:
            if table.outcome.finished:
                # A finished game has nothing left to continue.
                self._path.unlink(missing_ok=True)
            else:
                write_save(table, self._path)
        except OSError as exc:
            # The system's words are in its own language and for developers: the log keeps them, the interface
            # says it in the person's language, once per streak of failures.
            log.warning("cannot write the autosave %s: %s", self._path, exc)
            if not self._failing:
                self._failing = True
                self.failed.emit(str(self._path.parent))
            return
        if self._failing:
            self._failing = False
            self.recovered.emit()

    def _on_timer_timeout(self) -> None:
        if self._due is None:
            self._due = QTimer(self)
            self._due.setSingleShot(True)
            self._due.timeout.connect(self._on_due_timeout)
        self._due.start(SHOWN_WAIT_MS)

    def _on_due_timeout(self) -> None:
        self.now()
