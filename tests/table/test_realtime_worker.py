"""Frantic Frankfurt through the real rules thread (TableWorker in its QThread): whole bot games, races between a
seat here and a seat on the network, the referee's countdown, the host's delay, and the GUI thread meanwhile."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer, Qt

from tabletop_qt.bots.frantic_frankfurt.normal import REACTIONS, Speed
from tabletop_qt.net.host_core import Submit
from tabletop_qt.table.saves import write_save
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tests.table.ff_support import CARDS, cards_in_view, ff_setup, race_positions, register, shared_pile
from tests.table.test_worker import Recorder

HUMAN, BOT, REMOTE = SeatKind.HUMAN, SeatKind.BOT, SeatKind.REMOTE
TIMEOUT_MS = 60_000
SCALE = 0.02  # bots' think times and countdowns at 1/50: a whole game in a couple of seconds


@pytest.fixture(autouse=True)
def _ff(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


@pytest.fixture
def make_controller(qtbot: Any) -> Iterator[Callable[..., tuple[TableController, Recorder]]]:
    made: list[TableController] = []

    def make(scale: float = SCALE) -> tuple[TableController, Recorder]:
        controller = TableController(autosave_path=None, bot_delay_ms=0, realtime_scale=scale)
        made.append(controller)
        recorder = Recorder().attach(controller)
        answers: list[tuple[int, int, bool, str, Any]] = []
        controller.remote_answered.connect(lambda *a: answers.append(a))
        recorder.answers = answers  # type: ignore[attr-defined]
        return controller, recorder

    yield make
    for controller in made:
        controller.close_table()
        controller.shutdown()


def phase(update: TableUpdate) -> str:
    return str(update.views[TableUpdate.PUBLIC]["phase"])


def test_three_fast_bots_play_a_whole_game_in_the_rules_thread_with_every_card_accounted_for(
    qtbot: Any, make_controller: Any
) -> None:
    controller, recorder = make_controller()
    controller.start(ff_setup(BOT, BOT, BOT, seed=11))
    qtbot.waitUntil(lambda: bool(recorder.updates) and recorder.updates[-1].outcome.finished, timeout=TIMEOUT_MS)

    updates = recorder.updates
    assert [u.version for u in updates] == list(range(len(updates)))  # every change published, in order
    for update in updates:
        assert cards_in_view(update.views[TableUpdate.PUBLIC]) == CARDS
        assert not update.can_undo
    last = updates[-1]
    assert last.outcome.winners and last.current_seats == ()
    assert last.countdown is None
    played = {entry.seat for entry in last.log if entry.action and entry.action["type"] == "play"}
    assert played == {0, 1, 2}
    assert any(u.countdown is not None and u.countdown.phase == "opening" for u in updates)
    assert recorder.rejections == []  # bots' late intents are nobody's business


@pytest.mark.parametrize("remote_first", [False, True])
def test_a_seat_here_and_a_seat_on_the_network_playing_on_one_pile_at_one_version_exactly_one_wins(
    qtbot: Any, tmp_path: Path, make_controller: Any, remote_first: bool
) -> None:
    (table,) = race_positions(ff_setup(HUMAN, REMOTE, HUMAN), 1)
    pile, here, there = shared_pile(table)  # type: ignore[misc]
    path = tmp_path / "race.json"
    write_save(table, path)
    controller, recorder = make_controller(scale=100.0)  # the referee stays out of the way
    controller.resume(path)
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    version = recorder.updates[-1].version

    remote = Submit(conn=7, seat=1, seq=1, version=version, action=there)
    if remote_first:
        controller.submit_remote(remote)
        controller.submit(0, here)
    else:
        controller.submit(0, here)
        controller.submit_remote(remote)
    controller.explain(0, here)  # answered after both intents: the rules thread's queue keeps its order
    qtbot.waitUntil(lambda: bool(recorder.answers) and bool(recorder.explanations), timeout=TIMEOUT_MS)

    ((conn, seq, remote_won, reason, details),) = recorder.answers
    assert (conn, seq) == (7, 1)
    last = recorder.updates[-1]
    winner = last.log[-1].seat
    assert last.version == version + 1  # exactly one play applied
    assert winner == (1 if remote_first else 0)
    assert remote_won == remote_first
    if remote_first:
        assert [(s, r) for s, r, _ in recorder.rejections] == [(0, "ff.too_late")]
    else:
        # The game's own reason, not the turn-based tables' "lan.too_late" for a stale version.
        assert reason == "ff.too_late" and details["pile"] == pile
        assert recorder.rejections == []


def test_the_countdown_is_published_and_says_ready_for_whoever_has_not(qtbot: Any, make_controller: Any) -> None:
    controller, recorder = make_controller(scale=0.1)  # a 300 ms countdown
    controller.start(ff_setup(HUMAN, HUMAN, HUMAN, seed=4))
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    first = recorder.updates[0]
    assert first.countdown is not None
    assert (first.countdown.phase, first.countdown.round, first.countdown.seats) == ("opening", 1, (0, 1, 2))
    assert 0 < first.countdown.remaining_ms() <= first.countdown.total_ms

    controller.submit(1, {"type": "ready", "round": 1})  # a person may say ready before the countdown ends
    qtbot.waitUntil(lambda: phase(recorder.updates[-1]) != "opening", timeout=TIMEOUT_MS)
    said = [(e.seat, e.action) for e in recorder.updates[-1].log if e.action and e.action["type"] == "ready"]
    assert [seat for seat, _ in said] == [1, 0, 2]  # seat 1 itself, then the table for the others
    assert recorder.updates[1].countdown is not None and recorder.updates[1].countdown.seats == (0, 2)
    assert recorder.updates[1].countdown.deadline == first.countdown.deadline

    # A ready that comes after the reveal is moot: nobody is told off for it.
    controller.submit(0, {"type": "ready", "round": 1})
    controller.explain(0, {"type": "ready", "round": 1})  # answered after the submit: the queue keeps order
    qtbot.waitUntil(lambda: bool(recorder.explanations), timeout=TIMEOUT_MS)
    assert recorder.explanations[-1][2] == "ff.no_reveal_pending"
    assert recorder.rejections == []


def test_with_a_local_delay_a_guest_who_acts_just_after_the_host_still_wins(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    (table,) = race_positions(ff_setup(HUMAN, REMOTE, HUMAN), 1, rng_seed=3)
    _, here, there = shared_pile(table)  # type: ignore[misc]
    path = tmp_path / "race.json"
    write_save(table, path)
    controller, recorder = make_controller(scale=100.0)
    controller.set_local_delay(150.0)  # as if the guest's round trip were 150 ms
    controller.resume(path)
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    version = recorder.updates[-1].version

    controller.submit(0, here)
    qtbot.wait(20)  # the guest acts later than the host's person, but sooner than a round trip later
    controller.submit_remote(Submit(conn=1, seat=1, seq=1, version=version, action=there))
    qtbot.waitUntil(lambda: bool(recorder.rejections), timeout=TIMEOUT_MS)

    assert recorder.answers[0][2] is True  # the guest's play was applied
    assert [(s, r) for s, r, _ in recorder.rejections] == [(0, "ff.too_late")]
    assert recorder.updates[-1].log[-1].seat == 1
    assert controller.local_delay_ms == 150.0


def test_the_gui_thread_keeps_its_pace_while_three_fast_bots_play_at_full_speed(
    qtbot: Any, make_controller: Any
) -> None:
    controller, recorder = make_controller(scale=1.0)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(1)
    timer.timeout.connect(tick)
    controller.start(ff_setup(BOT, BOT, BOT, seed=5))
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    last[0] = time.perf_counter()
    timer.start()
    # Until eight cards have been played (a few seconds at fast speed).
    qtbot.waitUntil(
        lambda: sum(1 for e in recorder.updates[-1].log if e.action and e.action["type"] == "play") >= 8,
        timeout=TIMEOUT_MS,
    )
    timer.stop()

    # Relative, not absolute: the GUI thread is never held up as long as the quickest bot takes to act, so
    # every position can be drawn before the next one comes.
    quickest_bot_s = REACTIONS[Speed.FAST].floor / 1000
    assert len(gaps) > 100
    assert max(gaps) < quickest_bot_s, f"GUI thread stalled {max(gaps) * 1000:.1f} ms"


def test_a_real_time_games_autosave_gathers_changes_and_is_written_at_quit(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_qt.rules_thread import autosave as autosave_module
    from tabletop_qt.table.saves import read_save

    writes: list[int] = []
    real_write = autosave_module.write_save

    def counting_write(table: Any, path: Path) -> None:
        writes.append(table.version)
        real_write(table, path)

    monkeypatch.setattr(autosave_module, "write_save", counting_write)
    path = tmp_path / "autosave.json"
    controller = TableController(autosave_path=path, bot_delay_ms=0, realtime_scale=0.05)
    recorder = Recorder().attach(controller)
    try:
        controller.start(ff_setup(BOT, BOT, BOT, seed=5))
        qtbot.waitUntil(lambda: len(recorder.updates) > 40, timeout=TIMEOUT_MS)
        # Dozens of changes, a handful of writes: the start's, then one per gathering.
        assert len(writes) < len(recorder.updates) / 4
    finally:
        controller.shutdown()  # the quit writes what was still gathered
    saved = read_save(path)
    assert saved.version == recorder.updates[-1].version
    assert writes[-1] == saved.version
