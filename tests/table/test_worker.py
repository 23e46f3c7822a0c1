"""The rules thread: a Table in its own QThread, bots on a timer, autosave after every action."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThread

from tabletop_qt.bots import make_bot
from tabletop_qt.rules_thread import autosave as autosave_module
from tabletop_qt.table.saves import read_save, write_save
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
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


# ---------------------------------------------------------------------- when the autosave is written
# A turn-based game's save is written at once after a person's move and when the table comes to wait on a person,
# and a run of bot moves is gathered (at most one write every SAVE_EVERY_MS), written at once at the game's end,
# a closed table and quit. High Noon Saloon: six seats, long runs of bot moves between a person's turns.


def hns_setup(person: bool, seed: int) -> GameSetup:
    seats = tuple(
        SeatSpec(HUMAN, "Anna", None) if person and i == 0 else SeatSpec(BOT, f"Bot {i}", "normal") for i in range(6)
    )
    return GameSetup("high_noon_saloon", seats, seed)


@dataclass
class WriteCounter:
    """Every autosave the rules thread writes (the table's version), each still written to disk."""

    versions: list[int] = field(default_factory=list)

    def install(self, monkeypatch: pytest.MonkeyPatch) -> WriteCounter:
        real = autosave_module.write_save

        def counting(table: Table, path: Path) -> None:
            self.versions.append(table.version)
            real(table, path)

        monkeypatch.setattr(autosave_module, "write_save", counting)
        return self


def play_person(controller: TableController, update: TableUpdate, seed: int) -> None:
    """The person at seat 0 plays what a normal bot would (a real, legal move that moves the game on)."""
    rng = random.Random(seed * 7919 + update.version)
    controller.submit(0, make_bot("high_noon_saloon", "normal").choose(update.views[0], update.legal[0], rng))


def test_a_persons_move_is_on_disk_before_the_bots_answer(qtbot: Any, tmp_path: Path, make_controller: Any) -> None:
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave, 60_000)  # the bot would answer only a minute later
    controller.start(setup_where_first(HUMAN, BOT, first=0))
    start = wait_for_update(qtbot, recorder, lambda u: u.version == 0)

    controller.submit(0, start.legal[0][0])
    moved = wait_for_update(qtbot, recorder, lambda u: u.version == 1)

    assert moved.current_seats == (1,)  # the bot's turn, not yet taken
    saved = read_save(autosave)
    assert saved.log[-1].seat == 0
    assert saved.log[-1].action == start.legal[0][0]
    assert_update_matches_table(moved, saved, (0,))


def test_a_run_of_bot_moves_is_gathered_and_the_save_is_current_whenever_a_person_is_to_play(
    qtbot: Any, tmp_path: Path, make_controller: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "SAVE_EVERY_MS", 60_000)  # no gathered write comes due during the test
    writes = WriteCounter().install(monkeypatch)
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave)
    # Seen in the rules thread as each update leaves it: what was on disk at that moment.
    on_disk: list[tuple[TableUpdate, int | None]] = []
    controller._worker.table_updated.connect(
        lambda u: on_disk.append((u, read_save(autosave).version if autosave.exists() else None)),
        Qt.ConnectionType.DirectConnection,
    )
    seed = 11
    controller.start(hns_setup(person=True, seed=seed))

    person_turns = 0
    seen = 0
    while person_turns < 12:
        qtbot.waitUntil(lambda: len(recorder.updates) > seen, timeout=TIMEOUT_MS)
        seen = len(recorder.updates)
        latest = recorder.updates[-1]
        assert not latest.outcome.finished, "the person should still be in the game"
        if 0 in latest.current_seats:
            person_turns += 1
            play_person(controller, latest, seed)
            qtbot.waitUntil(lambda: recorder.updates[-1].version > latest.version, timeout=TIMEOUT_MS)

    qtbot.waitUntil(lambda: len(on_disk) >= len(recorder.updates), timeout=TIMEOUT_MS)
    bot_moves = 0
    for update, version in on_disk[: len(recorder.updates)]:
        mover = update.log[-1].seat
        if 0 in update.current_seats or mover == 0:
            # A person's move, or a position that waits on the person: already on disk as the update leaves.
            assert version == update.version, f"version {update.version} (moved: seat {mover}) not saved"
        else:
            bot_moves += 1
    assert bot_moves > 20
    # Gathered: the bots' positions between the person's turns were not written one by one.
    assert len(writes.versions) <= len(recorder.updates) - bot_moves + 1


def test_a_crash_mid_run_of_bot_moves_loses_no_persons_move(tmp_path: Path) -> None:
    """The rules thread's process killed outright (SIGKILL: no flush) while bots play: every move the person
    made is in the autosave it leaves, which reads back as a table ready to go on."""
    autosave = tmp_path / "autosave.json"
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.table.autosave_crash_child", str(autosave), "3", "5", "60000"],
        cwd=Path(__file__).resolve().parents[2],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    watchdog = threading.Timer(60, child.kill)
    watchdog.start()
    lines: list[dict[str, Any]] = []
    person_moves = bots_since_person = 0
    try:
        assert child.stdout is not None
        for raw in child.stdout:
            line = json.loads(raw)
            lines.append(line)
            assert not line["finished"], "the game ended before the crash"
            if line["last_seat"] == 0:
                person_moves += 1
                bots_since_person = 0
            else:
                bots_since_person += 1
            # Mid-run: the person has played several times, and the bots have moved a few times since.
            if person_moves >= 5 and bots_since_person >= 3 and not line["person_turn"]:
                child.send_signal(signal.SIGKILL)
                break
        # What the child printed before it died: each line came after that update reached its GUI thread.
        lines.extend(json.loads(raw) for raw in child.stdout if raw.strip())
    finally:
        watchdog.cancel()
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL

    saved = read_save(autosave)
    persons = {line["last_number"]: line["last_action"] for line in lines if line["last_seat"] == 0}
    assert len(persons) >= 5
    for number, action in persons.items():
        assert saved.log[number].seat == 0
        assert saved.log[number].action == action
    assert not saved.outcome.finished
    # With the gathered write a minute away, what is on disk is a person's move or a position waiting on one:
    # the bots' moves since were being gathered when the process died.
    assert saved.log[-1].seat == 0 or 0 in saved.current_seats()


def test_the_end_of_the_game_is_written_at_once(
    qtbot: Any, tmp_path: Path, make_controller: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "SAVE_EVERY_MS", 60_000)
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave)
    at_the_end: list[bool] = []
    controller._worker.table_updated.connect(
        lambda u: at_the_end.append(autosave.exists()) if u.outcome.finished else None,
        Qt.ConnectionType.DirectConnection,
    )
    controller.start(hns_setup(person=False, seed=4))
    wait_for_update(qtbot, recorder, lambda u: u.version > 5)
    assert autosave.exists()  # the start's save, then a gathered run

    wait_for_update(qtbot, recorder, lambda u: u.outcome.finished)

    # A finished game has nothing to continue: its save is gone the moment the last move is published.
    assert at_the_end == [False]
    assert not autosave.exists()


@pytest.mark.parametrize("how", ["close", "quit"])
def test_closing_the_table_or_quitting_writes_the_gathered_bot_moves(
    qtbot: Any, tmp_path: Path, make_controller: Any, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    monkeypatch.setattr(autosave_module, "SAVE_EVERY_MS", 60_000)
    autosave = tmp_path / "autosave.json"
    controller, recorder = make_controller(autosave, 5)
    closed: list[bool] = []
    controller.table_closed.connect(lambda: closed.append(True))
    controller.start(hns_setup(person=False, seed=8))
    wait_for_update(qtbot, recorder, lambda u: u.version >= 20)
    assert read_save(autosave).version < recorder.updates[-1].version  # the bots' moves are being gathered

    if how == "close":
        controller.close_table()
        qtbot.waitUntil(lambda: bool(closed), timeout=TIMEOUT_MS)  # after every update the table sent
    else:
        controller.shutdown()
        qtbot.wait(50)  # the updates sent before the quit reach the GUI thread

    last = recorder.updates[-1]
    assert not last.outcome.finished
    saved = read_save(autosave)
    assert saved.version == last.version
    assert saved.view(None) == last.views[TableUpdate.PUBLIC]
    assert saved.current_seats() == last.current_seats
