"""The rules thread's out-of-turn windows (High Noon Saloon): a person's time to answer runs in the rules thread
and passes for them when it runs out; a bot answers a window after the same longer wait whether it holds an
answer or not."""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.table.answers import BOT_ANSWER_FACTOR, pending_window
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry, Table
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tabletop_qt.rules_thread.worker import TableWorker

GAME_ID = "high_noon_saloon"
GAME = get_game(GAME_ID)


def _positions(players: int, seed: int, wanted: Any, limit: int = 4000) -> Any:
    """Seeded random play until ``wanted(state)`` holds; returns that state."""
    state = GAME.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(state):
            return state
        assert not state.over
        seat = GAME.current_seats(state)[0]
        legal = [a for a in GAME.legal_actions(state, seat) if a.kind is not Kind.QUICK_DRAW]
        busy = [a for a in legal if a.kind not in (Kind.END_PHASE, Kind.PASS)]
        state, _ = GAME.apply(state, seat, rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(legal))
    raise AssertionError("the wanted position never came")


def _block_window(holding: bool) -> Any:
    def wanted(state: Any) -> bool:
        window = pending_window(GAME_ID, GAME, state)
        if window is None or window.kind != "block":
            return False
        blocks = [a for a in GAME.legal_actions(state, window.seat) if a.kind is Kind.BLOCK]
        return bool(blocks) == holding

    return wanted


class _FirstBot:
    def choose(self, view: Any, legal: list[Any], rng: random.Random) -> Any:
        return legal[0]


def test_a_bot_waits_as_long_in_a_window_whether_it_can_block_or_not(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.rules_thread import turn_bots

    monkeypatch.setattr(turn_bots, "make_bot", lambda game_id, level, options=None: _FirstBot())
    delay = 300
    intervals = {}
    for name, wanted in (("can block", _block_window(True)), ("cannot", _block_window(False)),
                         ("own turn", lambda s: s.phase.value == "weapon" and s.attack is None and not s.counters)):
        state = _positions(3, 5, wanted)
        seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(3))
        table = Table(GameSetup(GAME_ID, seats, 5), state, [LogEntry(0, None, None, ())])
        worker = TableWorker(None, bot_delay_ms=delay)
        worker._install(table)
        assert worker._bot_timer is not None and worker._bot_timer.isActive()
        intervals[name] = worker._bot_timer.interval()
        worker.close_table()
        worker.deleteLater()
    assert intervals == {"can block": BOT_ANSWER_FACTOR * delay, "cannot": BOT_ANSWER_FACTOR * delay, "own turn": delay}


def test_the_rules_thread_passes_for_a_person_whose_time_runs_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (SeatSpec(SeatKind.HUMAN, "Ann"), SeatSpec(SeatKind.HUMAN, "Bob"))
    controller = TableController(None, bot_delay_ms=0, answer_ms=60_000)
    updates: list[TableUpdate] = []
    controller.table_updated.connect(updates.append)
    rng = random.Random(4)
    try:
        controller.start(GameSetup(GAME_ID, seats, 4))
        qtbot.waitUntil(lambda: bool(updates), timeout=5000)
        # Both people play at random (busy moves first) until a window asks one of them.
        for _ in range(3000):
            update = updates[-1]
            assert not update.outcome.finished
            if update.answer is not None:
                break
            seat = update.current_seats[0]
            legal = [a for a in update.legal[seat] if a["type"] != "quick_draw"]
            busy = [a for a in legal if a["type"] not in ("end_phase", "pass")]
            count = len(updates)
            controller.submit(seat, rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(legal))
            qtbot.waitUntil(lambda: len(updates) > count, timeout=5000)
        window = updates[-1].answer
        assert window is not None and window.total_ms == 60_000 and window.deadline is not None
        # The next window gets a short time; this one keeps its own. The person answers nothing now.
        controller.set_answer_time(150)
        controller.submit(window.seat, window.pass_action)  # this one is answered by hand
        qtbot.waitUntil(lambda: updates[-1].version > updates[-2].version and updates[-1].answer != window, timeout=5000)
        for _ in range(3000):
            update = updates[-1]
            if update.answer is not None and update.answer.total_ms == 150:
                break
            seat = update.current_seats[0]
            legal = [a for a in update.legal[seat] if a["type"] != "quick_draw"]
            busy = [a for a in legal if a["type"] not in ("end_phase", "pass")]
            count = len(updates)
            controller.submit(seat, rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(legal))
            qtbot.waitUntil(lambda: len(updates) > count, timeout=5000)
        short = updates[-1]
        assert short.answer is not None and short.answer.total_ms == 150
        qtbot.waitUntil(lambda: updates[-1].version > short.version, timeout=5000)
        passed = updates[-1]
        assert passed.timed_out == short.answer.seat and passed.version == short.version + 1
        assert passed.log[-1].action == {"type": "pass"} and passed.log[-1].seat == short.answer.seat
    finally:
        controller.shutdown()
