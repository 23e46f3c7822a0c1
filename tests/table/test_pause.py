"""Pausing a real-time game in the rules thread: everything stops (bots, the referee's countdown, held intents),
intents are refused with table.paused, the game is saved at once, and it resumes with the countdown it had."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.net.host_core import Submit
from tabletop_qt.table.realtime import RealtimeScheduler
from tabletop_qt.table.saves import read_save
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table
from tabletop_qt.rules_thread.controller import TableController
from tests.table.ff_support import ff_setup, register
from tests.table.test_worker import Recorder

HUMAN, BOT, REMOTE = SeatKind.HUMAN, SeatKind.BOT, SeatKind.REMOTE


@pytest.fixture(autouse=True)
def _ff(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


def test_a_paused_scheduler_hands_out_nothing_and_resumes_with_the_time_it_had() -> None:
    import random

    table = Table.new(ff_setup(HUMAN, BOT, BOT, seed=4))
    scheduler = RealtimeScheduler(table, random.Random(1))
    scheduler.changed(100.0)
    countdown = scheduler.countdown
    assert countdown is not None and countdown.phase == "opening"
    left = countdown.remaining_ms(101.2)
    due = scheduler.next_due()
    assert due is not None
    scheduler.pause(101.2)
    assert scheduler.next_due() is None
    assert scheduler.pop_due(200.0) is None  # long past every due time: nothing while paused
    scheduler.resume(161.2)  # a minute later
    assert scheduler.countdown is not None and scheduler.countdown.remaining_ms(161.2) == left
    assert scheduler.next_due() == pytest.approx(due + 60.0)


def test_pausing_stops_the_bots_and_the_countdown_refuses_intents_saves_and_resumes(qtbot: Any, tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    controller = TableController(autosave_path=autosave, bot_delay_ms=0, realtime_scale=0.2)
    recorder = Recorder().attach(controller)
    answers: list[tuple[Any, ...]] = []
    controller.remote_answered.connect(lambda *a: answers.append(a))
    try:
        controller.start(ff_setup(HUMAN, REMOTE, BOT, BOT, seed=5))
        qtbot.waitUntil(lambda: bool(recorder.updates) and recorder.updates[-1].countdown is not None, timeout=5000)
        controller.set_paused(True)
        qtbot.waitUntil(lambda: recorder.updates[-1].paused, timeout=5000)
        paused = recorder.updates[-1]
        remaining_at_pause = [u for u in recorder.updates if u.countdown is not None][-1].countdown.remaining_ms()  # type: ignore[union-attr]
        assert paused.countdown is None and paused.legal[0] == [] and paused.legal[1] == []
        # Saved at once (a real-time game otherwise gathers its saves for two seconds).
        qtbot.waitUntil(autosave.exists, timeout=2000)
        assert read_save(autosave).version == paused.version
        count = len(recorder.updates)
        # The opening countdown (0.6 s at this scale) and every bot would have acted by now.
        qtbot.wait(1500)
        assert len(recorder.updates) == count
        assert recorder.updates[-1].version == paused.version
        # People here and on the network are told why nothing happens.
        controller.submit(0, {"type": "ready"})
        controller.submit_remote(Submit(conn=7, seat=1, seq=3, version=paused.version, action={"type": "ready"}))
        qtbot.waitUntil(lambda: bool(recorder.rejections) and bool(answers), timeout=2000)
        assert recorder.rejections[-1][:2] == (0, "table.paused")
        assert answers[-1][:4] == (7, 3, False, "table.paused")
        controller.set_paused(False)
        qtbot.waitUntil(lambda: not recorder.updates[-1].paused, timeout=2000)
        resumed = recorder.updates[-1]
        assert resumed.countdown is not None
        # The countdown goes on from what it had (give or take the threads' hand-over).
        assert abs(resumed.countdown.remaining_ms() - remaining_at_pause) < 150
        assert resumed.legal[0]
        qtbot.waitUntil(lambda: recorder.updates[-1].version > resumed.version, timeout=5000)
    finally:
        controller.close_table()
        controller.shutdown()
