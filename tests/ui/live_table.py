"""A rules thread stand-in for High Noon Saloon turns played by clicks: the page's intents are applied to a real
Table at once, the other seats are played by the tests' QuickBot until the person is asked again, and the new
position goes to the page from the event loop (as the rules thread's would). Deterministic: no threads, no pace."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QTimer

from tabletop_qt.table.answers import pending_window
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate, make_update
from tests.ui.hns_support import QuickBot
from tests.ui.reachability import RecordingController


class LiveController(RecordingController):
    def __init__(self, players: int, seed: int, options: dict[str, Any] | None = None, person: int = 0) -> None:
        super().__init__()
        seats = tuple(SeatSpec(SeatKind.HUMAN if i == person else SeatKind.BOT, ("Ada", "Bruno", "Carla", "Daan")[i], "normal")
                      for i in range(players))
        self.table = Table.new(GameSetup("high_noon_saloon", seats, seed, dict(options or {})))
        self.person = person
        self._bot = QuickBot()
        self._rng = random.Random(seed)
        self.refused: list[Any] = []

    def start(self) -> None:
        self._send(list(self._play_bots()))

    def submit(self, seat: int, action: Any) -> None:
        super().submit(seat, action)
        verdict = self.table.submit(seat, action)
        if not verdict.accepted:
            self.refused.append((action, verdict.reason))
            return
        events = list(verdict.events) + list(self._play_bots())
        QTimer.singleShot(0, lambda: self._send(events))

    def _play_bots(self) -> list[Any]:
        events: list[Any] = []
        table = self.table
        while not table.outcome.finished and self.person not in table.current_seats():
            seat = table.current_seats()[0]
            action = self._bot.choose(table.view(seat), table.legal(seat), self._rng)
            verdict = table.submit(seat, action)
            assert verdict.accepted, (seat, action, verdict.reason)
            events += verdict.events
        return events

    def update(self, events: list[Any]) -> TableUpdate:
        table = self.table
        answer = pending_window("high_noon_saloon", table.game, table.state)
        return make_update(table, (self.person,), tuple(events), screen_seat=self.person, answer=answer)

    def _send(self, events: list[Any]) -> None:
        self.table_updated.emit(self.update(events))
