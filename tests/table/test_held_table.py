"""A turn-based table held while a dialog is open over it: bots wait, and a person's time to answer a window
stands still, going on from where it stood once the dialog is closed."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop_qt.rules_thread import answer_clock as answer_clock_module
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry, Table
from tabletop_qt.rules_thread.worker import TableWorker
from tests.table.test_answer_windows import GAME_ID, _block_window, _positions


def test_held_bots_wait_and_go_on_when_released(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "easy") for i in range(3))
    worker = TableWorker(None, bot_delay_ms=50)
    worker._install(Table.new(GameSetup("tea_time", seats, 3)))
    try:
        assert worker._bot_timer is not None and worker._bot_timer.isActive()
        worker.set_held(True)
        assert not worker._bot_timer.isActive()
        worker.acknowledge(10_000)  # the screen showing a position schedules nothing while held
        assert not worker._bot_timer.isActive()
        worker.set_held(False)
        assert worker._bot_timer.isActive()
    finally:
        worker.close_table()
        worker.deleteLater()


def test_a_held_answer_countdown_stands_still(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    clock = SimpleNamespace(now=1000.0)
    monkeypatch.setattr(answer_clock_module, "time", SimpleNamespace(monotonic=lambda: clock.now))
    state = _positions(3, 5, _block_window(True))
    seats = tuple(SeatSpec(SeatKind.HUMAN, f"P{i}") for i in range(3))
    table = Table(GameSetup(GAME_ID, seats, 5), state, [LogEntry(0, None, None, ())])
    worker = TableWorker(None, bot_delay_ms=0, answer_ms=20_000)
    published = []
    worker.table_updated.connect(published.append)
    worker._install(table)
    try:
        answer = worker.answer_clock.window
        assert answer is not None and answer.deadline == 1020.0 and worker.answer_clock.is_running()
        clock.now = 1005.0
        worker.set_held(True)
        assert not worker.answer_clock.is_running()
        clock.now = 1065.0  # a minute reading a dialog
        worker.set_held(False)
        assert worker.answer_clock.window.deadline == 1080.0  # the 15 s left before the dialog are left after it
        assert worker.answer_clock.is_running() and worker.answer_clock.remaining_timer_ms() > 10_000
        assert published[-1].answer.deadline == 1080.0  # the screen's countdown says so too
    finally:
        worker.close_table()
        worker.deleteLater()
