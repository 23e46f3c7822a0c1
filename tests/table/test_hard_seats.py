"""Hard bots at a table: their search runs in a real spawned worker process, answered to the real rules thread.

Tea Time is the game (its search adapter is on main); budgets are small so a whole game takes seconds.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.saves import read_save, write_save
from tabletop_qt.rules_thread.search_service import SearchService
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tabletop_qt.rules_thread.worker import TableWorker
from tests.table.support import single_take

HUMAN, BOT = SeatKind.HUMAN, SeatKind.BOT
TIMEOUT_MS = 60_000
ROOT = Path(__file__).resolve().parents[2]


def hard_setup(first: SeatSpec, second: SeatSpec, want_first: int | None = None) -> GameSetup:
    for seed in range(200):
        setup = GameSetup("tea_time", (first, second), seed)
        if want_first is None or Table.new(setup).current_seats() == (want_first,):
            return setup
    raise AssertionError("no seed lets that seat open")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A child that ended but is not yet reaped is a zombie: gone for our purpose.
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


@pytest.fixture
def controllers(qtbot: Any) -> Iterator[Callable[..., tuple[TableController, list[TableUpdate]]]]:
    made: list[TableController] = []

    def make(search_seconds: float, bot_delay_ms: int = 0) -> tuple[TableController, list[TableUpdate]]:
        controller = TableController(None, bot_delay_ms=bot_delay_ms, search_seconds=search_seconds)
        made.append(controller)
        updates: list[TableUpdate] = []
        controller.table_updated.connect(updates.append)
        return controller, updates

    yield make
    for controller in made:
        controller.shutdown()


def service_of(controller: TableController) -> SearchService:
    service = controller._worker.hard.service
    assert service is not None, "no worker process was started for the hard seat"
    return service


def wait_for_child(qtbot: Any, service: SearchService) -> dict[str, Any]:
    qtbot.waitUntil(lambda: bool(service.facts), timeout=TIMEOUT_MS)
    return service.facts


def test_hard_against_normal_plays_to_the_end_through_the_worker_process(qtbot: Any, controllers: Any) -> None:
    controller, updates = controllers(search_seconds=0.03)
    setup = hard_setup(SeatSpec(BOT, "Hard", "hard"), SeatSpec(BOT, "Normal", "normal"))
    controller.start(setup)
    qtbot.waitUntil(lambda: bool(updates) and updates[-1].outcome.finished, timeout=TIMEOUT_MS)
    service = service_of(controller)
    facts = wait_for_child(qtbot, service)
    assert facts["pid"] == service.pid != os.getpid()
    assert facts["qt_loaded"] is False  # the child imports no Qt
    hard_moves = [u for u in updates if u.log and u.log[-1].seat == 0 and u.log[-1].action is not None]
    assert len(hard_moves) > 5
    # Every hard move with a choice came from the child (a move with one legal action is made without asking).
    assert service.answered > len(hard_moves) // 2
    assert controller._worker.hard.stale_results == 0


def human_vs_hard(qtbot: Any, controllers: Any, search_seconds: float) -> tuple[TableController, list[TableUpdate], SearchService]:
    """A game where the person (seat 0) has just moved and the hard bot (seat 1) is thinking."""
    controller, updates = controllers(search_seconds=search_seconds)
    setup = hard_setup(SeatSpec(HUMAN, "Anna"), SeatSpec(BOT, "Hard", "hard"), want_first=0)
    controller.start(setup)
    qtbot.waitUntil(lambda: bool(updates), timeout=TIMEOUT_MS)
    service = service_of(controller)
    wait_for_child(qtbot, service)
    table = Table.new(setup)
    controller.submit(0, single_take(table, 0))
    qtbot.waitUntil(lambda: bool(service.pending), timeout=TIMEOUT_MS)
    return controller, updates, service


@pytest.mark.parametrize("how", ["undo", "close"])
def test_the_search_is_cancelled_when_the_game_moves_on_and_the_child_is_free_again_quickly(
    qtbot: Any, controllers: Any, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A search long enough to be cut: the request's iteration ceiling (the adapter's, ~60 ms of thinking) lifted,
    # so only the 30 s budget or the cancel ends it.
    monkeypatch.setattr("tabletop_qt.bots.tea_time.search.ITERATIONS", 10**9)
    controller, updates, service = human_vs_hard(qtbot, controllers, search_seconds=30.0)
    acks: list[float] = []
    service.cancel_acknowledged.connect(lambda _ticket, seconds: acks.append(seconds))
    time.sleep(0.2)  # well into the search
    if how == "undo":
        controller.undo()
    else:
        controller.close_table()
    qtbot.waitUntil(lambda: bool(acks), timeout=5_000)
    print(f"cancel on {how}: the child was free again {acks[0] * 1000:.1f} ms after the cancel")
    assert acks[0] < 0.5
    assert not service.pending
    if how == "undo":
        qtbot.waitUntil(lambda: updates[-1].current_seats == (0,), timeout=5_000)
        version = updates[-1].version
        qtbot.wait(300)
        assert updates[-1].version == version  # the bot plays nothing for the position that is gone


def test_a_result_that_crosses_the_game_moving_on_is_dropped(qtbot: Any) -> None:
    """The worker in this thread, so the answer can be made to wait in the event queue while the person undoes."""
    worker = TableWorker(None, bot_delay_ms=0, search_seconds=0.05)
    try:
        setup = hard_setup(SeatSpec(HUMAN, "Anna"), SeatSpec(BOT, "Hard", "hard"), want_first=0)
        worker.start(setup)
        service = worker.hard.service
        assert service is not None
        qtbot.waitUntil(lambda: bool(service.facts), timeout=TIMEOUT_MS)
        table = worker._table
        assert table is not None
        worker.submit(0, single_take(table, 0))
        assert service.pending
        time.sleep(1.0)  # the answer arrives meanwhile and waits, queued, for this thread
        worker.undo()  # the game moves on before the answer is read
        version = table.version
        QCoreApplication.processEvents()
        qtbot.waitUntil(lambda: service.dropped == 1, timeout=5_000)
        qtbot.wait(100)
        assert table.version == version and table.current_seats() == (0,)
        assert worker.hard.stale_results == 0  # the service dropped it before the table saw it
    finally:
        worker.stop()


def test_the_worker_process_is_gone_after_the_rules_thread_stops(qtbot: Any, controllers: Any) -> None:
    controller, _updates, service = human_vs_hard(qtbot, controllers, search_seconds=30.0)
    pid = service.pid
    assert pid is not None and alive(pid)
    started = time.monotonic()
    controller.shutdown()
    print(f"shutdown with a search under way: {(time.monotonic() - started) * 1000:.0f} ms")
    assert not alive(pid)


def test_a_killed_worker_process_does_not_stall_the_game(qtbot: Any, controllers: Any, caplog: Any) -> None:
    caplog.set_level(logging.WARNING)
    controller, updates, service = human_vs_hard(qtbot, controllers, search_seconds=20.0)
    version = updates[-1].version
    pid = service.pid
    assert pid is not None
    killed = time.monotonic()
    os.kill(pid, signal.SIGKILL)
    # The normal bot plays the decision at once, long before the 20 s budget.
    qtbot.waitUntil(lambda: updates[-1].version > version and updates[-1].current_seats == (0,), timeout=10_000)
    print(f"killed worker: the bot's move came {(time.monotonic() - killed) * 1000:.0f} ms later")
    assert time.monotonic() - killed < 5.0
    assert "worker process ended" in caplog.text
    # Started again once: the next hard decision goes to a new child.
    second = service.pid
    assert second is not None and second != pid
    assert service.available
    # A second death: no restart left; the hard bot plays as a normal one from now on, and the game goes on.
    qtbot.waitUntil(lambda: service.facts.get("pid") == second, timeout=TIMEOUT_MS)
    version = updates[-1].version
    controller.submit(0, next(a for a in updates[-1].legal[0] if len(a["cells"]) == 1))
    qtbot.waitUntil(lambda: bool(service.pending), timeout=10_000)
    os.kill(second, signal.SIGKILL)
    qtbot.waitUntil(lambda: updates[-1].version > version + 1 or updates[-1].outcome.finished, timeout=10_000)
    assert not service.available and service.pid is None


def test_the_child_ends_when_its_parent_dies(tmp_path: Path) -> None:
    """No orphans even when the app is killed: the child sees its pipe close."""
    script = tmp_path / "parent.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys, time
            from PySide6.QtCore import QCoreApplication
            from tabletop_qt.rules_thread.search_service import SearchService

            if __name__ == "__main__":
                app = QCoreApplication([])
                service = SearchService()
                service.start()
                while not service.facts:
                    app.processEvents()
                    time.sleep(0.01)
                print(service.pid, flush=True)
                time.sleep(60)
            """
        )
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        assert alive(child)
        parent.kill()
        parent.wait(10)
        deadline = time.monotonic() + 10
        while alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(child)
    finally:
        parent.kill()


def test_saves_with_a_hard_seat_round_trip(tmp_path: Path) -> None:
    setup = hard_setup(SeatSpec(HUMAN, "Anna"), SeatSpec(BOT, "Hard", "hard"), want_first=0)
    table = Table.new(setup)
    table.submit(0, single_take(table, 0))
    path = tmp_path / "autosave.json"
    write_save(table, path)
    again = read_save(path)
    assert again.setup == setup
    assert again.setup.seats[1].level == "hard"
    assert again.version == table.version


def test_a_real_time_hard_bot_looks_while_it_thinks_and_plays_a_whole_game(qtbot: Any) -> None:
    """Frantic Frankfurt: the hard bot's look sends its search, its move goes out once both are over."""
    pytest.importorskip("tabletop_qt.bots.frantic_frankfurt.search", exc_type=ImportError)
    from tests.table.ff_support import ff_setup

    controller = TableController(None, bot_delay_ms=0, realtime_scale=0.05, search_seconds=0.05)
    updates: list[TableUpdate] = []
    controller.table_updated.connect(updates.append)
    try:
        setup = ff_setup(BOT, BOT, seed=3)
        seats = (SeatSpec(BOT, "Hard", "hard:fast"), setup.seats[1])
        controller.start(GameSetup(setup.game_id, seats, setup.seed))
        qtbot.waitUntil(lambda: bool(updates) and updates[-1].outcome.finished, timeout=120_000)
        service = service_of(controller)
        assert service.available
        assert service.answered > 5
        hard_moves = [u for u in updates if u.log and u.log[-1].seat == 0 and u.log[-1].action is not None]
        assert len(hard_moves) > 5
    finally:
        controller.shutdown()


def test_requests_queue_in_the_child_and_a_waiting_one_can_be_cancelled(qtbot: Any) -> None:
    import random
    from dataclasses import replace

    from tabletop_qt.bots import make_bot

    service = SearchService()
    try:
        setup = hard_setup(SeatSpec(BOT, "Hard", "hard"), SeatSpec(BOT, "Other", "hard"))
        table = Table.new(setup)
        (seat,) = table.current_seats()
        bot = make_bot("tea_time", "hard")
        request = bot.request(seat, table.view(seat), table.legal(seat), random.Random(1), 0.3)
        finished: list[tuple[int, Any]] = []
        acks: list[int] = []
        service.finished.connect(lambda ticket, action: finished.append((ticket, action)))
        service.cancel_acknowledged.connect(lambda ticket, _s: acks.append(ticket))
        first = service.submit(request)
        second = service.submit(replace(request, seed=2))
        third = service.submit(replace(request, seed=3))
        assert first is not None and second is not None and third is not None
        service.cancel(second)  # waiting behind the first: dropped in the child, never searched
        qtbot.waitUntil(lambda: len(finished) == 2, timeout=TIMEOUT_MS)
        assert [t for t, _ in finished] == [first, third]
        assert all(action in table.legal(seat) for _, action in finished)
        assert acks == [second]
        assert service.dropped == 0 and not service.pending
    finally:
        service.stop()


def test_giving_the_thinking_seat_to_someone_else_cancels_its_search(qtbot: Any, controllers: Any) -> None:
    controller, updates, service = human_vs_hard(qtbot, controllers, search_seconds=30.0)
    acks: list[float] = []
    service.cancel_acknowledged.connect(lambda _ticket, seconds: acks.append(seconds))
    version = updates[-1].version
    controller.replace_seat(1, SeatSpec(BOT, "Normal", "normal"))
    qtbot.waitUntil(lambda: bool(acks), timeout=5_000)
    assert acks[0] < 0.5 and not service.pending
    # The normal bot now in the seat plays at once.
    qtbot.waitUntil(lambda: updates[-1].version > version and updates[-1].current_seats == (0,), timeout=10_000)


def test_a_hard_bot_answers_high_noon_saloons_out_of_turn_windows_through_the_worker(qtbot: Any) -> None:
    """Blocks and counterattacks are asked of the hard seat outside its turn: the same path as its turns."""
    pytest.importorskip("tabletop_qt.bots.high_noon_saloon.search", exc_type=ImportError)
    controller = TableController(None, bot_delay_ms=0, search_seconds=0.02)
    updates: list[TableUpdate] = []
    controller.table_updated.connect(updates.append)
    try:
        seats = (SeatSpec(BOT, "Hard", "hard"), SeatSpec(BOT, "Normal", "normal"))
        controller.start(GameSetup("high_noon_saloon", seats, 4))

        def hard_answered() -> bool:
            # A window of the hard seat's, then a later position: it answered (or passed) through its search.
            asked = [u.version for u in updates if u.answer is not None and u.answer.seat == 0]
            return bool(asked) and updates[-1].version > asked[0]

        qtbot.waitUntil(lambda: hard_answered() or (bool(updates) and updates[-1].outcome.finished), timeout=120_000)
        assert hard_answered()
        service = service_of(controller)
        assert service.answered > 0 and service.available
    finally:
        controller.shutdown()


def test_the_real_time_scheduler_moves_a_hard_bot_once_its_look_and_its_answer_are_both_over() -> None:
    """RealtimeScheduler alone, with its clock in hand: the look asks, the move waits for the answer."""
    import random

    pytest.importorskip("tabletop_qt.bots.frantic_frankfurt.search", exc_type=ImportError)
    from tabletop_qt.table.realtime import RealtimeScheduler

    setup = GameSetup("frantic_frankfurt", (SeatSpec(BOT, "Hard", "hard:fast"), SeatSpec(HUMAN, "Anna")), 4)
    table = Table.new(setup)
    # The opening offers only "ready", and a seat with one legal move asks no search: start the race first.
    for seat in range(setup.players):
        assert table.submit(seat, table.legal(seat)[0]).accepted  # the opening's one move: ready
    assert len(table.legal(0)) > 1
    asks: list[tuple[int, Any]] = []
    forgotten: list[int] = []
    scheduler = RealtimeScheduler(
        table, random.Random(1), ask=lambda seat, request: asks.append((seat, request)) or True,
        forget=forgotten.append, search_seconds=1.0,
    )
    scheduler.changed(0.0)
    assert 0 in table.current_seats() and [seat for seat, _ in asks] == [0]
    request = asks[0][1]
    assert 0 < request.seconds <= 1.0 and request.legal == tuple(table.legal(0))
    # The look is over long before the answer: nothing of the hard seat's is due, however late it is.
    intents = []
    while (intent := scheduler.pop_due(100.0)) is not None:
        intents.append(intent)
    assert not [i for i in intents if i.seat == 0 and i.source == "bot"]  # (the referee may say ready for it)
    assert scheduler.busy(0)
    # Pause cancels the search; resume asks again with the position as it is then.
    scheduler.pause(100.0)
    assert forgotten == [0] and not scheduler.busy(0)
    scheduler.resume(101.0)
    assert [seat for seat, _ in asks] == [0, 0]
    answer = asks[-1][1].legal[0]
    scheduler.answered(0, answer, 101.0)
    due = scheduler.next_due()
    assert due is not None and due >= 101.0
    intent = scheduler.pop_due(200.0)
    assert intent is not None and intent.seat == 0 and intent.action == answer
