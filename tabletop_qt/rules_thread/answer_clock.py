"""The answer clock: a person's time to answer an out-of-turn window (High Noon Saloon's blocks, counterattacks,
teammates' help), after which the table passes for them, so an absent player never stalls the game.

Owned by TableWorker (worker.py) in the "rules" QThread. The countdown runs here whoever looks at the screen; it
stands still while the table is held (a dialog open over it) and goes on from where it stood.
"""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tabletop_qt.table.answers import DEFAULT_ANSWER_MS, AnswerWindow, pending_window
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table


class AnswerClock(QObject):
    # A person's time ran out on the window opened at this table version: the worker passes for them.
    ran_out = Signal(object, int)  # AnswerWindow, table version

    def __init__(self, answer_ms: int = DEFAULT_ANSWER_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answer_ms = answer_ms
        self._window: AnswerWindow | None = None
        self._version = -1  # the table version the window (and its countdown) belongs to
        self._timer: QTimer | None = None
        self._held_since: float | None = None

    @property
    def window(self) -> AnswerWindow | None:
        """The window the table waits on, as last armed (with its deadline when a person's)."""
        return self._window

    def window_at(self, version: int) -> AnswerWindow | None:
        """The window open at table version ``version`` (None if none, or it belongs to another position)."""
        return self._window if self._version == version else None

    def set_answer_ms(self, ms: int) -> None:
        """A person's time to answer from the next window on (the one open keeps its own)."""
        self._answer_ms = max(1, ms)

    def arm(self, table: Table | None) -> AnswerWindow | None:
        """The window the table waits on after this change; a person's (here or on the LAN) gets a countdown."""
        window = None
        if table is not None and not table.real_time and not table.outcome.finished:
            window = pending_window(table.setup.game_id, table.game, table.state)
        if window is None or table is None or table.setup.seats[window.seat].kind is SeatKind.BOT:
            if self._timer is not None:
                self._timer.stop()
            self._window = window
            self._version = table.version if table is not None else -1
            return window
        old = self._window
        if old is not None and old.deadline is not None and self._version == table.version and old.seat == window.seat:
            return old  # the same position published again (a seat given to someone else): the same countdown
        deadline = time.monotonic() + self._answer_ms / 1000
        self._window = AnswerWindow(window.seat, window.kind, window.details, window.pass_action, deadline, self._answer_ms)
        self._version = table.version
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.setTimerType(Qt.TimerType.PreciseTimer)
            self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start(self._answer_ms)
        return self._window

    def hold(self) -> None:
        """The table is held: the countdown stands still."""
        self._held_since = time.monotonic()
        self.stop()

    def release(self, version: int | None) -> bool:
        """The hold is over: a countdown of the window open at ``version`` goes on from the time it had left.
        True if there was one (the screen's countdown must be told its new deadline)."""
        now = time.monotonic()
        waited, self._held_since = now - (self._held_since or now), None
        window = self._window
        if version is None or window is None or window.deadline is None or self._version != version:
            return False
        self._window = replace(window, deadline=window.deadline + waited)
        if self._timer is not None:
            self._timer.start(self._window.remaining_ms(now))
        return True

    def clear(self) -> None:
        """A new or closed table: no window."""
        self._window = None
        self._version = -1

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    def is_running(self) -> bool:
        return self._timer is not None and self._timer.isActive()

    def remaining_timer_ms(self) -> int:
        """What the countdown's timer has left (-1 if it is not running)."""
        return self._timer.remainingTime() if self._timer is not None else -1

    def _on_timer_timeout(self) -> None:
        window = self._window
        if window is not None and window.deadline is not None:
            self.ran_out.emit(window, self._version)
