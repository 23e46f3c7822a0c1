"""What the authority tells the local interface after every change: plain values, safe to pass between threads."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.table.answers import AnswerWindow
from tabletop_qt.table.realtime import Countdown
from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.table import LogEntry, Table


@dataclass(frozen=True)
class TableUpdate:
    version: int
    setup: GameSetup
    views: dict[int, Any]  # one per local human seat; the public view under -1
    legal: dict[int, list[Any]]  # legal actions of each local human seat
    current_seats: tuple[int, ...]
    log: tuple[LogEntry, ...]  # as this screen may show it: its one local person's, else the public log
    events: tuple[Event, ...]  # what the latest change caused, for animation, redacted like ``log``
    can_undo: bool
    outcome: Outcome
    logs: dict[int, tuple[LogEntry, ...]] = field(default_factory=dict)  # each seat of ``views``' own log
    # Real-time games only: the referee's running countdown (a reveal waiting for ready, a stalled race), or
    # None. Its ``deadline`` is time.monotonic() seconds; ``countdown.remaining_ms()`` is what is left now.
    countdown: Countdown | None = None
    # Real-time games only: the game stands still (its clock stopped, no intent accepted, nobody may act).
    paused: bool = False
    # Turn-based games with out-of-turn windows (High Noon Saloon): the seat the table waits on outside its turn
    # and, for a person, when the table will pass for them; None when no window is open.
    answer: AnswerWindow | None = None
    # The seat the table just passed for because its time to answer ran out (on that change's update only).
    timed_out: int | None = None
    # The seat whose action Undo would take back (hot-seat: only that person may take it back).
    undo_seat: int | None = None

    PUBLIC = -1

    def log_for(self, seat: int | None) -> tuple[LogEntry, ...]:
        if seat is None or seat not in self.logs:
            return self.logs.get(self.PUBLIC, self.log)
        return self.logs[seat]

    def view_for(self, seat: int | None) -> Any:
        if seat is None or seat not in self.views:
            return self.views[self.PUBLIC]
        return self.views[seat]


def make_update(
    table: Table,
    local_seats: tuple[int, ...],
    events: tuple[Event, ...],
    screen_seat: int | None = None,
    countdown: Countdown | None = None,
    paused: bool = False,
    answer: AnswerWindow | None = None,
    timed_out: int | None = None,
) -> TableUpdate:
    """Views, legal actions and logs for ``local_seats`` (this computer's people and the LAN's seats) and the
    public; ``screen_seat`` is the one person reading this computer's screen, if only one does."""
    views: dict[int, Any] = {TableUpdate.PUBLIC: table.view(None)}
    legal: dict[int, list[Any]] = {}
    logs: dict[int, tuple[LogEntry, ...]] = {TableUpdate.PUBLIC: table.log_for(None)}
    for seat in local_seats:
        views[seat] = table.view(seat)
        legal[seat] = [] if paused else table.legal(seat)
        logs[seat] = table.log_for(seat)
    screen_log = logs[screen_seat] if screen_seat in logs else logs[TableUpdate.PUBLIC]
    redact = getattr(table.game, "redact", None)
    if redact is not None:
        events = tuple(e for e in (redact(event, screen_seat) for event in events) if e is not None)
    return TableUpdate(
        version=table.version,
        setup=table.setup,
        views=views,
        legal=legal,
        current_seats=table.current_seats(),
        log=screen_log,
        events=events,
        can_undo=table.can_undo(),
        outcome=table.outcome,
        logs=logs,
        countdown=None if paused else countdown,
        paused=paused,
        answer=answer,
        timed_out=timed_out,
        undo_seat=table.undo_seat(),
    )
