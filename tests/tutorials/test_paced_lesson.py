"""A paced lesson (Frantic Frankfurt's, real time): its bots never act ahead of their scripted step.

The scheduler of a scripted table hands out no bot move and no referee "ready", on a clock of the test's own; the
real rules thread, with bots a thousand times faster than people, applies exactly the script's moves, in order,
when the lesson hands them over (and a table that is not the lesson's plays by itself, as the control shows); and
the script teaches what a first game needs.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop_qt.core.games.frantic_frankfurt.cards import CARDS
from tabletop_qt.rules_thread.controller import TableController
from tabletop_qt.table.realtime import RealtimeScheduler
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.tutorials import script_for
from tabletop_qt.tutorials.engine import LEARNER, replay_steps
from tests.table.test_worker import Recorder

FF = "frantic_frankfurt"
SCALE = 0.001  # bots notice and move in about a millisecond: free, they would be far ahead of any script
TIMEOUT_MS = 20_000


def _scheduled(table: Table, scheduler: RealtimeScheduler, until: float) -> list[Any]:
    """Every intent the scheduler hands out up to ``until`` on the test's clock, each submitted."""
    done = []
    now = 0.0
    scheduler.changed(now)
    while (due := scheduler.next_due()) is not None and due <= until and not table.outcome.finished:
        now = max(now, due)
        while (intent := scheduler.pop_due(now)) is not None:
            table.submit(intent.seat, intent.action)
            scheduler.changed(now)
            done.append(intent)
    return done


@pytest.mark.parametrize("steps", [0, 3, 7])
def test_a_scripted_table_hands_out_no_bot_move_and_no_referee_ready_however_long_one_waits(steps: int) -> None:
    script = script_for(FF)
    table = replay_steps(script, steps)  # the opening, a position in play, the stuck reveal's wait
    version = table.version
    scheduler = RealtimeScheduler(table, random.Random(1))
    scheduler.set_scripted(True, 0.0)
    assert _scheduled(table, scheduler, until=3600.0) == []
    assert table.version == version and scheduler.countdown is None
    # The control: the same table at its own pace has bots (or the referee) acting within seconds.
    scheduler.set_scripted(False, 0.0)
    assert _scheduled(table, scheduler, until=60.0)


@pytest.fixture
def controller(qtbot: Any) -> Iterator[TableController]:
    made = TableController(autosave_path=None, bot_delay_ms=0, realtime_scale=SCALE)
    yield made
    made.close_table()
    made.shutdown()


def _entries(update: TableUpdate) -> list[tuple[int | None, Any]]:
    return [(entry.seat, entry.action) for entry in update.log]


def test_the_rules_thread_applies_exactly_the_scripts_moves_as_the_lesson_hands_them_over(
    qtbot: Any, controller: TableController
) -> None:
    script = script_for(FF)
    setup = script.setup("Anna")
    recorder = Recorder().attach(controller)
    controller.pace_by_script(setup)  # before the table starts, as the coach does
    controller.start(setup)
    expected: list[tuple[int | None, Any]] = [(None, None)]
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    for step in script.steps:
        moves = ([(LEARNER, step.action)] if step.action is not None else []) + [(m.seat, m.action) for m in step.bots]
        for seat, action in moves:
            # Everything the table did so far is the script's: no bot went ahead, and the referee said nothing.
            assert _entries(recorder.updates[-1]) == expected
            if seat == LEARNER:
                controller.submit(seat, dict(action))
            else:
                controller.play_scripted(seat, dict(action))
            expected.append((seat, dict(action)))
            qtbot.waitUntil(lambda: len(recorder.updates[-1].log) == len(expected), timeout=TIMEOUT_MS)
    assert _entries(recorder.updates[-1]) == expected
    assert not recorder.rejections
    final = recorder.updates[-1].views[LEARNER]
    assert final == replay_steps(script, len(script.steps), "Anna").view(LEARNER)
    # The lesson over, the same table plays on at its own pace: the bots say ready by themselves.
    controller.pace_by_script(None)
    qtbot.waitUntil(lambda: len(recorder.updates[-1].log) > len(expected), timeout=TIMEOUT_MS)
    assert {entry.seat for entry in recorder.updates[-1].log[len(expected):]} - {LEARNER}


def test_a_table_that_is_not_the_lessons_plays_at_its_own_pace(qtbot: Any, controller: TableController) -> None:
    script = script_for(FF)
    recorder = Recorder().attach(controller)
    controller.pace_by_script(script.setup("Anna"))
    controller.start(script.setup("Someone else"))  # another table: its bots and referee act by themselves
    qtbot.waitUntil(lambda: bool(recorder.updates) and any(e.seat not in (None, LEARNER) for e in recorder.updates[-1].log),
                    timeout=TIMEOUT_MS)


def test_the_lesson_teaches_what_a_first_game_needs() -> None:
    """The round's opening reveal, both laying rules, a move into an empty column, everyone stuck and the reveal
    from the draw piles, the end of the round (the finisher's slap into the box, the learner's slap, the last pile
    given), each made by the learner or shown by the bots, in the rulebook's words."""
    script = script_for(FF)
    table = replay_steps(script, len(script.steps))
    codes = [event.code for entry in table.log for event in entry.events]
    for code in ("ff.piles_opened", "ff.card_turned", "ff.card_moved", "ff.everyone_stuck", "ff.stuck_revealed",
                 "ff.columns_emptied", "ff.round_ended", "ff.round_started"):
        assert code in codes, code
    mine = [entry for entry in table.log if entry.seat == LEARNER]
    kinds = {entry.action["type"] for entry in mine}
    assert {"ready", "play", "move", "slap"} <= kinds
    plays = [(CARDS[e.action["card"]], CARDS[e.action["onto"]]) for e in mine if e.action["type"] == "play"]
    assert any(c.colour is not o.colour and c.value > o.value for c, o in plays)  # higher on lower
    assert any(c.colour is o.colour and c.odd and not o.odd for c, o in plays)  # odd on even
    moved = next(e for e in mine if e.action["type"] == "move")
    assert any(ev.code == "ff.card_turned" for ev in moved.events)  # the move turned a card up
    slaps = [ev.args for entry in table.log for ev in entry.events if ev.code == "ff.pile_slapped"]
    assert [s["to"] for s in slaps] == ["box", "draw", "draw"] and slaps[-1]["auto"]
    assert [s["seat"] for s in slaps][1] == LEARNER
    texts = " ".join([s.text for s in script.steps] + [s.after for s in script.steps])
    for words in ("higher on lower", "odd on even", "empty column", "everyone is stuck", "slap", "lid of the box",
                  "under their draw pile", "no more than one card left"):
        assert words in texts, words


def test_a_scripted_move_waits_while_the_game_is_paused(qtbot: Any, controller: TableController) -> None:
    script = script_for(FF)
    setup = script.setup("Anna")
    recorder = Recorder().attach(controller)
    controller.pace_by_script(setup)
    controller.start(setup)
    qtbot.waitUntil(lambda: bool(recorder.updates), timeout=TIMEOUT_MS)
    first = script.steps[1].bots[0]
    controller.set_paused(True)
    controller.play_scripted(first.seat, dict(first.action))  # dropped: nobody moves in a paused game
    controller.set_paused(False)  # answered after the move above was handled (one queue, in order)
    qtbot.waitUntil(lambda: not recorder.updates[-1].paused and len(recorder.updates) >= 3, timeout=TIMEOUT_MS)
    assert [entry.seat for entry in recorder.updates[-1].log] == [None]
    controller.play_scripted(first.seat, dict(first.action))  # handed over again: now it counts
    qtbot.waitUntil(lambda: [e.seat for e in recorder.updates[-1].log] == [None, first.seat], timeout=TIMEOUT_MS)
