"""What the authority tells the local interface after every change: plain values, safe to pass between threads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.table import LogEntry, Table


@dataclass(frozen=True)
class TableUpdate:
    version: int
    setup: GameSetup
    views: dict[int, Any]  # one per local human seat; the public view under -1
    legal: dict[int, list[Any]]  # legal actions of each local human seat
    current_seats: tuple[int, ...]
    log: tuple[LogEntry, ...]
    events: tuple[Event, ...]  # what the latest change caused, for animation
    can_undo: bool
    outcome: Outcome

    PUBLIC = -1

    def view_for(self, seat: int | None) -> Any:
        if seat is None or seat not in self.views:
            return self.views[self.PUBLIC]
        return self.views[seat]


def make_update(table: Table, local_seats: tuple[int, ...], events: tuple[Event, ...]) -> TableUpdate:
    views: dict[int, Any] = {TableUpdate.PUBLIC: table.view(None)}
    legal: dict[int, list[Any]] = {}
    for seat in local_seats:
        views[seat] = table.view(seat)
        legal[seat] = table.legal(seat)
    return TableUpdate(
        version=table.version,
        setup=table.setup,
        views=views,
        legal=legal,
        current_seats=table.current_seats(),
        log=tuple(table.log),
        events=events,
        can_undo=table.can_undo(),
        outcome=table.outcome,
    )
