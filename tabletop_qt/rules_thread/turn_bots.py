"""A turn-based table's bot seats, for the rules thread's worker (worker.py): which bot the table waits on, and
the move an easy or normal bot makes, chosen ahead so its wait can follow what it is (table/bot_pace.py).

Plain Python (the worker owns the timers). A real-time table's bots are its scheduler's (table/realtime.py). Every
move comes from the same generator, ``seed * 1_000_003 + version``, so a seeded game is the same game whether a
move was chosen ahead or when it was made.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.table import bot_pace
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table


def move_rng(table: Table) -> random.Random:
    """The generator of a bot's move in the table's current position."""
    return random.Random(table.setup.seed * 1_000_003 + table.version)


class TurnBots:
    def __init__(self) -> None:
        self._bots: dict[int, Any] = {}
        # (version, seat, bot, action): a bot's move chosen ahead; a new table or a replaced seat has another key.
        self._plan: tuple[int, int, Any, Any] | None = None

    def install(self, table: Table) -> None:
        """The bots of ``table``'s bot seats (none for a real-time table)."""
        self._bots = {
            i: make_bot(table.setup.game_id, seat.level or "normal", table.setup.options)
            for i, seat in enumerate(table.setup.seats)
            if seat.kind is SeatKind.BOT and not table.real_time
        }

    def clear(self) -> None:
        self._bots = {}

    def set_seat(self, setup: GameSetup, seat: int, spec: SeatSpec) -> None:
        """``seat`` is given to ``spec`` mid-game: a bot of its level, or nobody's bot any more."""
        if spec.kind is SeatKind.BOT:
            self._bots[seat] = make_bot(setup.game_id, spec.level or "normal", setup.options)
        else:
            self._bots.pop(seat, None)

    def owns(self, seat: int) -> bool:
        return seat in self._bots

    def seat(self, table: Table) -> int | None:
        """The bot seat whose move the table waits on (the first, when several may act)."""
        return next((s for s in table.current_seats() if s in self._bots), None)

    def hard_bot(self, seat: int) -> HardBot | None:
        """``seat``'s bot if it is a hard one (its move comes from a search, rules_thread/hard_thinking.py)."""
        bot = self._bots.get(seat)
        return bot if isinstance(bot, HardBot) else None

    def pace_ms(self, table: Table, delay_ms: int) -> int:
        """The wait before the bot on the move plays: the pace, or less for a move not worth it (ending a phase,
        drawing: table/bot_pace.py); the move is chosen now, from this very position."""
        plan = self._planned(table)
        return delay_ms if plan is None else bot_pace.bot_delay_ms(table.setup.game_id, plan[3], delay_ms)

    def move(self, table: Table, seat: int) -> Any:
        """The move of ``seat``'s bot now; a hard bot without an answer is played by the normal bot, never a search
        on the rules thread."""
        bot = self._bots[seat]
        if isinstance(bot, HardBot):
            bot = make_bot(table.setup.game_id, "normal")
        plan = self._plan
        if plan is not None and plan[:3] == (table.version, seat, self._bots[seat]):
            action = plan[3]  # chosen when the wait was set, from this very position and the same generator
        else:
            action = bot.choose(table.view(seat), table.legal(seat), move_rng(table))
        self._plan = None
        return action

    def _planned(self, table: Table) -> tuple[int, int, Any, Any] | None:
        """The move an easy or normal bot on the move will make (version, seat, bot, action); None for a hard bot."""
        seat = self.seat(table)
        if seat is None or isinstance(self._bots[seat], HardBot):
            return None
        bot = self._bots[seat]
        plan = self._plan
        if plan is None or plan[:3] != (table.version, seat, bot):
            plan = (table.version, seat, bot, bot.choose(table.view(seat), table.legal(seat), move_rng(table)))
            self._plan = plan
        return plan
