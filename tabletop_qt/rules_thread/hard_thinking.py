"""The hard bots' thinking, the rules thread's side: what is asked of the search service (search_service.py, a
worker process) and what comes back.

Owned by TableWorker (worker.py) in the "rules" QThread. A turn-based hard seat's decision is asked as soon as
the table waits on it, while the bots' pace runs; the worker takes the answer when the pace is over (``take``),
or is told by ``move_ready`` if the pace ended first. A real-time table's hard bots ask through ``ask_realtime``
and ``forget_realtime`` (the scheduler's callbacks) and hear back through ``realtime_answered``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_qt.bots import split_level
from tabletop_qt.bots.base import Level
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.rules_thread.search_service import SEARCH_SECONDS, SearchService
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table


@dataclass
class Thinking:
    """A turn-based hard bot's decision under way: asked of the worker process for the position ``version``."""

    ticket: int
    seat: int
    version: int
    answered: bool = False
    action: Any = None  # the answer, once here (None with ``answered``: the search failed)
    due: bool = False  # the bots' pace has passed: the move is made as soon as the answer is here


class Answer(Enum):
    """What ``take`` found for the seat whose pace is over."""

    READY = "ready"  # the search's move: play it
    PENDING = "pending"  # still thinking: move_ready says when the answer is here
    MISSING = "missing"  # nothing asked, or the search failed: the normal bot plays this decision


class HardThinking(QObject):
    """Hard seats' decisions through the worker process (started with the first table that has a hard seat)."""

    move_ready = Signal()  # the answer of a turn-based decision whose pace was already over is here
    realtime_answered = Signal(int, object)  # seat, action (None: its search failed) of a real-time hard bot

    def __init__(
        self, table: Callable[[], Table | None], search_seconds: float = SEARCH_SECONDS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._seconds = search_seconds
        self._service: SearchService | None = None
        self._thinking: Thinking | None = None
        self._realtime_tickets: dict[int, int] = {}  # ticket -> seat
        self.stale_results = 0  # answers dropped because the table had moved on (tests and benchmarks read it)

    @property
    def service(self) -> SearchService | None:
        """The worker process's service, once a table with a hard seat started it."""
        return self._service

    @property
    def search_seconds(self) -> float:
        return self._seconds

    def start_if_hard(self) -> None:
        """Start the worker process if the table has a hard seat (its start-up is paid before the first decision)."""
        table = self._table()
        if table is None:
            return
        hard = any(
            seat.kind is SeatKind.BOT and split_level(seat.level or "")[0] == Level.HARD.value
            for seat in table.setup.seats
        )
        if not hard:
            return
        if self._service is None:
            from tabletop_qt.content import data_dir

            self._service = SearchService(data_dir(), self)
            self._service.finished.connect(self._on_service_finished)
            self._service.failed.connect(self._on_service_failed)
        self._service.start()

    def think(self, seat: int, bot: HardBot) -> None:
        """Ask the worker process for ``seat``'s move in the current position, unless already asked."""
        table = self._table()
        if table is None:
            return
        thinking = self._thinking
        if thinking is not None and thinking.seat == seat and thinking.version == table.version:
            return
        self.cancel()
        legal = table.legal(seat)
        if len(legal) == 1:
            self._thinking = Thinking(0, seat, table.version, answered=True, action=legal[0])  # nothing to weigh
            return
        self.start_if_hard()
        if self._service is None:
            return
        rng = random.Random(table.setup.seed * 1_000_003 + table.version)
        request = bot.request(seat, table.view(seat), legal, rng, self._seconds)
        ticket = self._service.submit(request)
        if ticket is not None:
            self._thinking = Thinking(ticket, seat, table.version)

    def take(self, seat: int, version: int) -> tuple[Answer, Any]:
        """The bots' pace for ``seat`` is over at ``version``: its move if here (then forgotten), else whether to
        wait for it (move_ready) or let the normal bot play."""
        thinking = self._thinking
        if thinking is None or thinking.seat != seat or thinking.version != version:
            return Answer.MISSING, None
        if not thinking.answered:
            thinking.due = True  # played when the answer comes (_answered)
            return Answer.PENDING, None
        self._thinking = None
        if thinking.action is None:
            return Answer.MISSING, None
        return Answer.READY, thinking.action

    def drop_seat(self, seat: int) -> None:
        """``seat`` is someone else's now: its decision under way is moot."""
        if self._thinking is not None and self._thinking.seat == seat:
            self.cancel()

    def drop_unless_at(self, version: int | None) -> None:
        """The game moved on (a move, undo, a seat replaced; None: no table): a decision for another position is moot."""
        if self._thinking is not None and (version is None or self._thinking.version != version):
            self.cancel()

    def cancel(self) -> None:
        """Cancel the turn-based decision under way."""
        thinking, self._thinking = self._thinking, None
        if thinking is not None and self._service is not None:
            self._service.cancel(thinking.ticket)

    def cancel_all(self) -> None:
        """A new or closed table: every search under way is moot."""
        self.cancel()
        if self._service is not None:
            for ticket in self._realtime_tickets:
                self._service.cancel(ticket)
        self._realtime_tickets.clear()

    def stop(self) -> None:
        """At quit: nothing more is asked, and the worker process ends."""
        self._thinking = None
        self._realtime_tickets.clear()
        if self._service is not None:
            self._service.stop()

    def ask_realtime(self, seat: int, request: Any) -> bool:
        """The real-time scheduler's hard bot starts looking: its search goes to the worker process."""
        self.forget_realtime(seat)
        self.start_if_hard()
        if self._service is None:
            return False
        ticket = self._service.submit(request)
        if ticket is None:
            return False
        self._realtime_tickets[ticket] = seat
        return True

    def forget_realtime(self, seat: int) -> None:
        for ticket in [t for t, s in self._realtime_tickets.items() if s == seat]:
            del self._realtime_tickets[ticket]
            if self._service is not None:
                self._service.cancel(ticket)

    def _on_service_finished(self, ticket: int, action: Any) -> None:
        self._search_answered(ticket, action)

    def _on_service_failed(self, ticket: int) -> None:
        self._search_answered(ticket, None)

    def _search_answered(self, ticket: int, action: Any) -> None:
        """A hard bot's answer (None: its search failed and the normal bot plays the decision)."""
        seat = self._realtime_tickets.pop(ticket, None)
        if seat is not None:
            self.realtime_answered.emit(seat, action)
            return
        table, thinking = self._table(), self._thinking
        if table is None or thinking is None or thinking.ticket != ticket or thinking.version != table.version:
            self.stale_results += 1  # the game moved on: the answer is for a position that is gone
            return
        thinking.answered, thinking.action = True, action
        if thinking.due:
            self.move_ready.emit()
