"""The rules thread: a Table in its own QThread, bots on a timer, autosave after every action."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThread

from tabletop_qt.table.saves import read_save, write_save
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.table.worker import TableController
from tests.table.support import make_setup, setup_where_first

HUMAN, BOT = SeatKind.HUMAN, SeatKind.BOT
TIMEOUT_MS = 15_000


@dataclass
class Recorder:
    """Everything a controller tells the GUI thread, in the order it arrived."""

    updates: list[TableUpdate] = field(default_factory=list)
    rejections: list[tuple[int, str, Any]] = field(default_factory=list)
    explanations: list[tuple[int, Any, str, Any]] = field(default_factory=list)
    load_failures: list[tuple[str, str, str]] = field(default_factory=list)
    save_failures: list[str] = field(default_factory=list)

    def attach(self, controller: TableController) -> Recorder:
        controller.table_updated.connect(lambda u: self.updates.append(u))
        controller.intent_rejected.connect(lambda s, r, d: self.rejections.append((s, r, d)))
        controller.intent_explained.connect(lambda s, a, r, d: self.explanations.append((s, a, r, d)))
        controller.load_failed.connect(lambda r, p, m: self.load_failures.append((r, p, m)))
        controller.save_failed.connect(lambda m: self.save_failures.append(m))
        return self


@pytest.fixture
def make_controller(qtbot: Any) -> Iterator[Callable[[Path | None, int], tuple[TableController, Recorder]]]:
    made: list[TableController] = []

    def make(autosave_path: Path | None, bot_delay_ms: int = 0) -> tuple[TableController, Recorder]:
        controller = TableController(autosave_path=autosave_path, bot_delay_ms=bot_delay_ms)
        made.append(controller)
        return controller, Recorder().attach(controller)

    yield make
    for controller in made:
        controller.shutdown()


def wait_for_update(qtbot: Any, recorder: Recorder, accept: Callable[[TableUpdate], bool]) -> TableUpdate:
    """Wait until an update that ``accept`` likes arrives, and return the latest such update."""
    qtbot.waitUntil(lambda: any(accept(u) for u in recorder.updates), timeout=TIMEOUT_MS)
    return next(u for u in reversed(recorder.updates) if accept(u))


def human_turn_after(version: int, seat: int = 0) -> Callable[[TableUpdate], bool]:
    return lambda u: u.version > version and u.current_seats == (seat,)


def assert_update_matches_table(update: TableUpdate, table: Table, seats: tuple[int, ...]) -> None:
    assert update.version == table.version
    assert update.views == {TableUpdate.PUBLIC: table.view(None), **{s: table.view(s) for s in seats}}
    assert update.legal == {s: table.legal(s) for s in seats}
    assert update.current_seats == table.current_seats()
    assert update.log == tuple(table.log)
    assert update.can_undo == table.can_undo()
    assert update.outcome == table.outcome


# ---------------------------------------------------------------------- bots alone


def test_two_bots_play_to_the_end_on_their_own_and_the_autosave_goes_away(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave)
    autosave_seen: list[bool] = []
    # Runs in the rules thread right after each autosave, before the update crosses to the GUI thread.
    controller._worker.table_updated.connect(
        lambda u: autosave_seen.append(autosave.exists()), Qt.ConnectionType.DirectConnection
    )

    controller.start(make_setup(BOT, BOT, seed=21))
    last = wait_for_update(qtbot, recorder, lambda u: u.outcome.finished)

    versions = [u.version for u in recorder.updates]
    assert versions == list(range(len(versions)))
    assert last is recorder.updates[-1]
    assert last.outcome.winners
    assert len(last.log) == last.version + 1
    assert last.current_seats == ()
    assert not last.can_undo
    assert autosave_seen[0], "the game in progress should have been autosaved"
    assert not autosave.exists(), "a finished game leaves no autosave behind"
    assert recorder.save_failures == []


def test_the_rules_run_in_a_thread_other_than_the_gui_thread(qtbot: Any, make_controller: Any) -> None:
    controller, recorder = make_controller(None)
    gui_ident = threading.get_ident()
    seen: list[tuple[int, bool]] = []
    controller._worker.table_updated.connect(
        lambda u: seen.append((threading.get_ident(), QThread.currentThread() == controller._thread)),
        Qt.ConnectionType.DirectConnection,
    )
    assert controller._worker.thread() is not QThread.currentThread()
    assert controller._worker.thread() == controller._thread

    controller.start(make_setup(BOT, BOT, seed=2))
    wait_for_update(qtbot, recorder, lambda u: u.version >= 1)

    assert seen
    assert all(ident != gui_ident for ident, _ in seen)
    assert all(in_rules_thread for _, in_rules_thread in seen)


# ---------------------------------------------------------------------- a human at the table


def test_after_a_human_move_the_autosave_holds_exactly_the_latest_table(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave)
    controller.start(setup_where_first(HUMAN, BOT, first=1))
    first = wait_for_update(qtbot, recorder, human_turn_after(0))  # the bot opened
    assert first.log[-1].seat == 1

    controller.submit(0, first.legal[0][0])
    latest = wait_for_update(qtbot, recorder, human_turn_after(first.version))

    assert latest.version == first.version + 2  # the human's take and the bot's reply
    assert [e.seat for e in latest.log[-2:]] == [0, 1]
    assert latest.can_undo
    assert autosave.exists()
    assert_update_matches_table(latest, read_save(autosave), (0,))
    assert recorder.rejections == []


def test_resuming_the_autosave_continues_exactly_where_the_game_was(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    original, played = make_controller(tmp_path / "a" / "autosave.json")
    original.start(setup_where_first(HUMAN, BOT, first=0))
    at_start = wait_for_update(qtbot, played, lambda u: u.version == 0)
    original.submit(0, at_start.legal[0][0])
    before = wait_for_update(qtbot, played, human_turn_after(0))

    resumed, replayed = make_controller(tmp_path / "b" / "autosave.json")
    resumed.resume(tmp_path / "a" / "autosave.json")
    again = wait_for_update(qtbot, replayed, lambda u: True)

    assert again.version == before.version
    assert again.views == before.views
    assert again.legal == before.legal
    assert again.log == before.log
    assert again.can_undo == before.can_undo

    # The same move in both continues identically, bot replies included.
    action = before.legal[0][-1]
    original.submit(0, action)
    resumed.submit(0, action)
    next_original = wait_for_update(qtbot, played, human_turn_after(before.version))
    next_resumed = wait_for_update(qtbot, replayed, human_turn_after(before.version))
    assert next_resumed.version == next_original.version
    assert next_resumed.views == next_original.views
    assert next_resumed.log == next_original.log


def test_undo_through_the_controller_returns_to_the_human_turn_and_autosaves_it(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave)
    controller.start(setup_where_first(HUMAN, BOT, first=0))
    start = wait_for_update(qtbot, recorder, lambda u: u.version == 0)
    controller.submit(0, start.legal[0][0])
    moved = wait_for_update(qtbot, recorder, human_turn_after(0))
    assert moved.can_undo

    controller.undo()
    undone = wait_for_update(qtbot, recorder, lambda u: u.version == moved.version + 1)

    assert undone.views == start.views
    assert undone.legal == start.legal
    assert undone.current_seats == (0,)
    assert not undone.can_undo
    assert undone.log[-1].events[0].code == "table.undone"
    assert_update_matches_table(undone, read_save(autosave), (0,))


def test_resuming_a_garbage_file_reports_not_json_and_sets_the_file_aside(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    garbage = b"\x00\x01{not json at all\xff"
    path = tmp_path / "autosave.json"
    path.write_bytes(garbage)
    controller, recorder = make_controller(tmp_path / "new-autosave.json")

    controller.resume(path)
    qtbot.waitUntil(lambda: bool(recorder.load_failures), timeout=TIMEOUT_MS)

    ((reason, failed_path, moved),) = recorder.load_failures
    assert reason == "save.not_json"
    assert Path(failed_path) == path
    assert moved
    assert Path(moved).parent == tmp_path
    assert Path(moved).read_bytes() == garbage
    assert not path.exists()
    assert recorder.updates == []

    # The rules thread is still alive and serves a new game.
    controller.start(make_setup(HUMAN, BOT, seed=4))
    wait_for_update(qtbot, recorder, lambda u: u.version == 0)


def test_resuming_a_save_from_a_newer_app_reports_too_new(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    path = tmp_path / "autosave.json"
    write_save(Table.new(make_setup(HUMAN, BOT, seed=4)), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format_version"] += 1
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    controller, recorder = make_controller(None)

    controller.resume(path)
    qtbot.waitUntil(lambda: bool(recorder.load_failures), timeout=TIMEOUT_MS)

    ((reason, _, moved),) = recorder.load_failures
    assert reason == "save.too_new"
    assert Path(moved).read_bytes() == raw


def test_resuming_a_save_with_a_bot_level_this_app_lacks_fails_cleanly(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    path = tmp_path / "autosave.json"
    write_save(Table.new(make_setup(HUMAN, BOT, seed=4)), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["table"]["setup"]["seats"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(data), encoding="utf-8")
    controller, recorder = make_controller(None)

    controller.resume(path)
    qtbot.waitUntil(lambda: bool(recorder.load_failures), timeout=TIMEOUT_MS)

    ((reason, _, moved),) = recorder.load_failures
    assert reason == "save.damaged"
    assert moved
    assert recorder.updates == []


def test_a_submit_for_a_bot_seat_from_the_gui_is_refused(qtbot: Any, make_controller: Any) -> None:
    # A long bot delay keeps the bot from moving, so its seat is the one to act while the intent arrives.
    controller, recorder = make_controller(None, 60_000)
    controller.start(setup_where_first(HUMAN, BOT, first=1))
    start = wait_for_update(qtbot, recorder, lambda u: u.version == 0)
    assert start.current_seats == (1,)
    legal_for_the_bot = {"type": "take", "cells": [0]}

    controller.submit(1, legal_for_the_bot)
    controller.submit(5, legal_for_the_bot)
    controller.explain(1, legal_for_the_bot)  # answered after both submits: the queue keeps its order
    qtbot.waitUntil(lambda: bool(recorder.explanations), timeout=TIMEOUT_MS)

    assert recorder.explanations[0][2] == "", "the take itself is legal for the bot's seat"
    assert recorder.rejections == [(1, "table.not_your_seat", {}), (5, "table.not_your_seat", {})]
    assert [u.version for u in recorder.updates] == [0]


def test_explain_gives_the_rules_reason_for_an_illegal_take(qtbot: Any, make_controller: Any) -> None:
    controller, recorder = make_controller(None, 60_000)
    controller.start(setup_where_first(HUMAN, BOT, first=0))
    wait_for_update(qtbot, recorder, lambda u: u.version == 0)

    controller.explain(0, {"type": "take", "cells": [0, 1]})
    controller.explain(0, {"type": "take", "cells": [0]})
    controller.explain(1, {"type": "take", "cells": [0]})
    controller.explain(0, "garbage")
    qtbot.waitUntil(lambda: len(recorder.explanations) == 4, timeout=TIMEOUT_MS)

    assert [(seat, reason) for seat, _, reason, _ in recorder.explanations] == [
        (0, "tt.first_take_one"),
        (0, ""),
        (1, "not_your_turn"),
        (0, "malformed_action"),
    ]
    assert recorder.explanations[0][1] == {"type": "take", "cells": [0, 1]}
    assert recorder.explanations[2][3] == {"seat": 0}
    assert [u.version for u in recorder.updates] == [0]


def test_a_refused_human_move_is_reported_with_the_rules_reason(qtbot: Any, make_controller: Any) -> None:
    controller, recorder = make_controller(None, 60_000)
    controller.start(setup_where_first(HUMAN, BOT, first=0))
    wait_for_update(qtbot, recorder, lambda u: u.version == 0)

    controller.submit(0, {"type": "take", "cells": [0, 1]})
    qtbot.waitUntil(lambda: bool(recorder.rejections), timeout=TIMEOUT_MS)

    assert recorder.rejections == [(0, "tt.first_take_one", {})]
    assert [u.version for u in recorder.updates] == [0]


def test_an_autosave_that_cannot_be_written_is_reported_and_play_goes_on(
    qtbot: Any, tmp_path: Path, make_controller: Any
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    controller, recorder = make_controller(blocker / "autosave.json")
    controller.start(setup_where_first(HUMAN, BOT, first=1))

    update = wait_for_update(qtbot, recorder, human_turn_after(0))

    assert recorder.save_failures
    assert update.log[-1].seat == 1
    assert blocker.read_text() == "a file where the data folder should be"


def test_a_setup_reaches_the_rules_thread_unchanged(qtbot: Any, make_controller: Any) -> None:
    controller, recorder = make_controller(None, 60_000)
    setup: GameSetup = make_setup(HUMAN, HUMAN, BOT, seed=99)
    controller.start(setup)
    update = wait_for_update(qtbot, recorder, lambda u: u.version == 0)
    assert update.setup == setup
    assert set(update.views) == {TableUpdate.PUBLIC, 0, 1}
    assert_update_matches_table(update, Table.new(setup), (0, 1))


def test_paced_by_the_view_bots_play_only_after_the_interface_showed_the_last_position(qtbot: Any) -> None:
    controller = TableController(autosave_path=None, bot_delay_ms=0, paced_by_view=True)
    recorder = Recorder().attach(controller)
    try:
        controller.start(make_setup(BOT, BOT))
        qtbot.waitUntil(lambda: len(recorder.updates) == 1, timeout=TIMEOUT_MS)
        qtbot.wait(100)  # ample time for a bot that did not wait
        assert [u.version for u in recorder.updates] == [0]
        for expected in (1, 2, 3):
            controller.acknowledge(recorder.updates[-1].version)
            qtbot.waitUntil(lambda: recorder.updates[-1].version == expected, timeout=TIMEOUT_MS)
            qtbot.wait(50)
            assert recorder.updates[-1].version == expected  # one move per acknowledged position
    finally:
        controller.shutdown()
