"""The rules thread's side of the hard bots: what TableWorker asks of the search service and does with its answers.

A mixin of TableWorker (worker.py), kept apart so each module has one job: the worker's attributes it uses are
set in TableWorker.__init__ (``_table``, ``_bots``, ``_realtime``, ``_search``, ``_search_seconds``,
``_thinking``, ``_realtime_tickets``, ``stale_results``).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from tabletop_qt.bots import split_level
from tabletop_qt.bots.base import Level
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.rules_thread.search_service import SearchService
from tabletop_qt.table.seats import SeatKind


@dataclass
class Thinking:
    """A turn-based hard bot's decision under way: asked of the worker process for the position ``version``."""

    ticket: int
    seat: int
    version: int
    answered: bool = False
    action: Any = None  # the answer, once here (None with ``answered``: the search failed)
    due: bool = False  # the bots' pace has passed: the move is made as soon as the answer is here


class HardBots:
    """Hard seats' decisions through the worker process; the normal bot plays any it cannot answer."""

    _table: Any
    _bots: dict[int, Any]
    _realtime: Any
    _search: SearchService | None
    _search_seconds: float
    _thinking: Thinking | None
    _realtime_tickets: dict[int, int]
    stale_results: int

    # TableWorker's own, called from here.
    def _arm_realtime(self) -> None:
        raise NotImplementedError

    def _on_bot_timer_timeout(self) -> None:
        raise NotImplementedError

    def _bot_seat(self) -> int | None:
        """The bot seat whose move the table waits on (the first, when several may act)."""
        table = self._table
        if table is None:
            return None
        return next((s for s in table.current_seats() if s in self._bots), None)

    def _start_search_if_hard(self) -> None:
        table = self._table
        if table is None:
            return
        hard = any(
            seat.kind is SeatKind.BOT and split_level(seat.level or "")[0] == Level.HARD.value
            for seat in table.setup.seats
        )
        if not hard:
            return
        if self._search is None:
            from tabletop_qt.content import data_dir

            self._search = SearchService(data_dir(), self)
            self._search.finished.connect(self._on_search_finished)
            self._search.failed.connect(self._on_search_failed)
        self._search.start()

    def _start_thinking(self) -> None:
        """Ask the worker process for the move of the hard bot the table waits on, unless already asked."""
        table, seat = self._table, self._bot_seat()
        if table is None or seat is None or not isinstance(self._bots[seat], HardBot):
            return
        thinking = self._thinking
        if thinking is not None and thinking.seat == seat and thinking.version == table.version:
            return
        self._cancel_thinking()
        legal = table.legal(seat)
        if len(legal) == 1:
            self._thinking = Thinking(0, seat, table.version, answered=True, action=legal[0])  # nothing to weigh
            return
        self._start_search_if_hard()
        if self._search is None:
            return
        rng = random.Random(table.setup.seed * 1_000_003 + table.version)
        bot = self._bots[seat]
        assert isinstance(bot, HardBot)
        request = bot.request(seat, table.view(seat), legal, rng, self._search_seconds)
        ticket = self._search.submit(request)
        if ticket is not None:
            self._thinking = Thinking(ticket, seat, table.version)

    def _cancel_thinking(self) -> None:
        thinking, self._thinking = self._thinking, None
        if thinking is not None and self._search is not None:
            self._search.cancel(thinking.ticket)

    def _cancel_searches(self) -> None:
        self._cancel_thinking()
        if self._search is not None:
            for ticket in self._realtime_tickets:
                self._search.cancel(ticket)
        self._realtime_tickets.clear()

    def _ask_realtime(self, seat: int, request: Any) -> bool:
        """The real-time scheduler's hard bot starts looking: its search goes to the worker process."""
        self._forget_realtime(seat)
        self._start_search_if_hard()
        if self._search is None:
            return False
        ticket = self._search.submit(request)
        if ticket is None:
            return False
        self._realtime_tickets[ticket] = seat
        return True

    def _forget_realtime(self, seat: int) -> None:
        for ticket in [t for t, s in self._realtime_tickets.items() if s == seat]:
            del self._realtime_tickets[ticket]
            if self._search is not None:
                self._search.cancel(ticket)

    def _on_search_finished(self, ticket: int, action: Any) -> None:
        self._search_answered(ticket, action)

    def _on_search_failed(self, ticket: int) -> None:
        self._search_answered(ticket, None)

    def _search_answered(self, ticket: int, action: Any) -> None:
        """A hard bot's answer (None: its search failed and the normal bot plays the decision)."""
        table = self._table
        seat = self._realtime_tickets.pop(ticket, None)
        if seat is not None:
            if self._realtime is not None:
                self._realtime.answered(seat, action, time.monotonic())
                self._arm_realtime()
            return
        thinking = self._thinking
        if table is None or thinking is None or thinking.ticket != ticket or thinking.version != table.version:
            self.stale_results += 1  # the game moved on: the answer is for a position that is gone
            return
        thinking.answered, thinking.action = True, action
        if thinking.due:
            self._on_bot_timer_timeout()
