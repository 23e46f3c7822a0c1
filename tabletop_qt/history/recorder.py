"""How a finished game becomes a history record: from the table that ran it, or from what a guest received."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any
from tabletop_qt import __version__
from tabletop_qt.core.game import JSON, Outcome
from tabletop_qt.history.record import HistoryMode, HistoryRecord, new_record_id
from tabletop_qt.history.replay import Replay
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import LogEntry, Table


def table_mode(table: Table) -> HistoryMode:
    """LOCAL for one person (or none) at this computer, HOT_SEAT for several, NETWORK for a table on the LAN."""
    if table.has_remote_seats:
        return HistoryMode.NETWORK
    return HistoryMode.HOT_SEAT if len(table.setup.people()) > 1 else HistoryMode.LOCAL


def record_from_table(
    table: Table, mode: HistoryMode, viewer: int | None = None, finished_at: float | None = None
) -> HistoryRecord:
    """The record of ``table``'s game. LOCAL/HOT_SEAT keep its full log. NETWORK (the host of a LAN table) keeps
    only what ``viewer`` -- a seat played at this computer -- saw: its views, computed by replaying the full log,
    and its redacted log; the seed is dropped (it would let the whole deal be recomputed)."""
    finished_at = time.time() if finished_at is None else finished_at
    full = HistoryRecord(
        new_record_id(finished_at),
        table.setup.game_id,
        finished_at,
        HistoryMode.LOCAL if mode is HistoryMode.NETWORK else mode,
        None,
        table.setup,
        table.outcome,
        __version__,
        tuple(table.log),
        rules_version=table.game.rules_version,
    )
    if mode is not HistoryMode.NETWORK:
        return replace(full, mode=mode)
    if viewer is None:
        people = table.setup.people()
        viewer = people[0] if people else None  # the host's own person
    if viewer is None or not 0 <= viewer < table.setup.players:
        raise ValueError("a network record at the host is kept for a seat played here")
    replay = Replay(full)  # also checks that the log replays to the table's own result
    views = tuple(replay.view(p, viewer) for p in range(replay.positions))
    lengths = tuple(len(replay.log(p, viewer)) for p in range(replay.positions))
    return replace(
        full,
        mode=HistoryMode.NETWORK,
        viewer=viewer,
        setup=replace(table.setup, seed=0),
        log=tuple(table.log_for(viewer)),
        views=views,
        log_lengths=lengths,
    )


def record_from_steps(
    setup: GameSetup,
    setup_events: Sequence[Any],
    steps: Sequence[tuple[int, Any, Sequence[Any]]],
    outcome: Outcome,
    rules_version: int,
    finished_at: float | None = None,
) -> HistoryRecord:
    """A LOCAL record of a game played without a Table (the sim): its set-up events and every applied action as
    (seat, action JSON, events), in order -- the log a Table would have kept."""
    finished_at = time.time() if finished_at is None else finished_at
    log = [LogEntry(0, None, None, tuple(setup_events))]
    log.extend(LogEntry(i, seat, action, tuple(events)) for i, (seat, action, events) in enumerate(steps, start=1))
    return HistoryRecord(
        new_record_id(finished_at),
        setup.game_id,
        finished_at,
        HistoryMode.LOCAL,
        None,
        setup,
        outcome,
        __version__,
        tuple(log),
        rules_version=rules_version,
    )


def records_for_table(table: Table, finished_at: float | None = None) -> list[HistoryRecord]:
    """What this computer keeps of ``table``'s finished game: one record for a local or hot-seat game; at the
    host of a LAN table one NETWORK record per person seated here (none when only guests and bots played)."""
    mode = table_mode(table)
    if mode is not HistoryMode.NETWORK:
        return [record_from_table(table, mode, finished_at=finished_at)]
    return [record_from_table(table, mode, seat, finished_at) for seat in table.setup.people()]


class ViewRecorder:
    """A guest's side: fed every view and log as they arrive from the host, gives a NETWORK record at the end.

    It holds only what the host sent this seat: the views are kept as received (the same objects, never copied
    again), and the log is the redacted log as the guest knows it."""

    def __init__(self, game_id: str, viewer: int | None) -> None:
        self.game_id = game_id
        self.viewer = viewer
        self._versions: list[int] = []
        self._views: list[JSON] = []
        self._lengths: list[int] = []
        self._log: list[LogEntry] = []

    def reset(self) -> None:
        """A new game at the same table (a rematch): the finished one's steps are no longer ours."""
        self._versions.clear()
        self._views.clear()
        self._lengths.clear()
        self._log = []

    @property
    def positions(self) -> int:
        return len(self._views)

    def feed(self, version: int, view: JSON, log: Sequence[LogEntry]) -> None:
        """One update from the host: the position of ``version`` and the log known then. The same version again
        (a reconnection sends the position anew) replaces the last step instead of adding one."""
        self._log = list(log)
        if self._versions and self._versions[-1] == version:
            self._views[-1] = view
            self._lengths[-1] = len(self._log)
            return
        self._versions.append(version)
        self._views.append(view)
        self._lengths.append(len(self._log))

    def record(
        self, setup: GameSetup, outcome: Outcome, rules_version: int, finished_at: float | None = None
    ) -> HistoryRecord:
        finished_at = time.time() if finished_at is None else finished_at
        lengths = [min(n, len(self._log)) for n in self._lengths]
        # The guest's setup names its own seat HUMAN and every other REMOTE; the seed is not known here.
        seats = tuple(
            replace(seat, kind=SeatKind.HUMAN if index == self.viewer else SeatKind.REMOTE)
            for index, seat in enumerate(setup.seats)
        )
        return HistoryRecord(
            new_record_id(finished_at),
            self.game_id,
            finished_at,
            HistoryMode.NETWORK,
            self.viewer,
            replace(setup, seats=seats, seed=0),
            outcome,
            __version__,
            tuple(self._log),
            tuple(self._views),
            tuple(lengths),
            rules_version,
        )

