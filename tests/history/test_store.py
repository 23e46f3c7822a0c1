"""The history folder: written atomically, listed newest first, counted per person, exported and imported with a
clear reason for every file it refuses."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop_qt.core.games import PACK_OPTION
from tabletop_qt.history.record import FORMAT_VERSION, HistoryError, HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.history.recorder import record_from_table, records_for_table
from tabletop_qt.history.store import HistoryStore
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import LogEntry, Table
from tests.history.support import play_to_end, setup_for

HUMAN, BOT = SeatKind.HUMAN, SeatKind.BOT


def finished(game_id: str, kinds: tuple[SeatKind, ...], seed: int, at: float) -> HistoryRecord:
    table = Table.new(setup_for(game_id, kinds, seed))
    play_to_end(table)
    (record,) = records_for_table(table, finished_at=at)
    return record


@pytest.fixture(scope="module")
def records() -> list[HistoryRecord]:
    return [
        finished("tea_time", (HUMAN, BOT), 1, 1000.0),
        finished("tea_time", (HUMAN, BOT), 2, 3000.0),
        finished("frantic_frankfurt", (HUMAN, BOT), 3, 2000.0),
        finished("times_square", (HUMAN, HUMAN), 4, 4000.0),
    ]


def test_records_are_listed_newest_first_filtered_by_game_and_deleted(records: list[HistoryRecord], tmp_path: Path) -> None:
    store = HistoryStore(tmp_path)
    assert store.list() == []  # no folder yet
    for record in records:
        store.write(record)
    assert not list(tmp_path.glob("*.tmp"))
    listed = store.list()
    assert [s.finished_at for s in listed] == [4000.0, 3000.0, 2000.0, 1000.0]
    assert [s.game_id for s in store.list("tea_time")] == ["tea_time", "tea_time"]
    first = listed[0]
    assert (first.mode, first.players, first.viewer) == (HistoryMode.HOT_SEAT, ("Player 1", "Player 2"), None)
    assert first.winners == tuple(first.players[w] for w in records[3].winners)
    assert store.load(first.id) == records[3]
    store.delete(first.id)
    assert [s.id for s in store.list()] == [s.id for s in listed[1:]]
    assert store.problems() == []


def test_a_damaged_file_is_skipped_reported_and_kept(records: list[HistoryRecord], tmp_path: Path) -> None:
    store = HistoryStore(tmp_path)
    store.write(records[0])
    bad = tmp_path / "20200101-000000-deadbeef.json"
    bad.write_text('{"format": "tabletop-qt-history", "format_ver')
    newer = tmp_path / "20200101-000000-cafecafe.json"
    newer.write_text(json.dumps({**records[1].to_json(), "id": newer.stem, "format_version": FORMAT_VERSION + 1}))
    assert [s.id for s in store.list()] == [records[0].id]
    assert {(p.problem, p.path) for p in store.problems()} == {
        (HistoryProblem.NOT_JSON, bad),
        (HistoryProblem.TOO_NEW, newer),
    }
    assert bad.exists() and newer.exists()


def test_statistics_per_game_and_person_here(records: list[HistoryRecord], tmp_path: Path) -> None:
    store = HistoryStore(tmp_path)
    for record in records:
        store.write(record)
    stats = {(s.game_id, s.name): s for s in store.stats()}
    # Only the people at this computer: seat 0 ("Player 1") everywhere, both seats of the hot-seat game.
    assert set(stats) == {
        ("tea_time", "Player 1"),
        ("frantic_frankfurt", "Player 1"),
        ("times_square", "Player 1"),
        ("times_square", "Player 2"),
    }
    tea = stats[("tea_time", "Player 1")]
    assert tea.played == 2
    assert tea.won == sum(0 in r.winners for r in records[:2])
    assert tea.best_score == max(r.outcome.scores[0] for r in records[:2])
    # Frantic Frankfurt's score is the cards still to shed: the best is the fewest.
    assert stats[("frantic_frankfurt", "Player 1")].best_score == records[2].outcome.scores[0]
    assert stats[("times_square", "Player 2")].best_score is None  # no scores in Times Square
    assert [s.game_id for s in store.stats("tea_time")] == ["tea_time"]


def test_export_and_import_bring_the_same_record_back(records: list[HistoryRecord], tmp_path: Path) -> None:
    home, away = HistoryStore(tmp_path / "home"), HistoryStore(tmp_path / "away")
    home.write(records[2])
    exported = tmp_path / "game.json"
    home.export(records[2].id, exported)
    assert away.import_file(exported) == records[2]
    assert [s.id for s in away.list()] == [records[2].id]


def _import_problem(tmp_path: Path, content: bytes | str) -> HistoryProblem:
    path = tmp_path / "in.json"
    if isinstance(content, str):
        path.write_text(content)
    else:
        path.write_bytes(content)
    store = HistoryStore(tmp_path / "history")
    with pytest.raises(HistoryError) as caught:
        store.import_file(path)
    assert caught.value.path == path
    assert store.list() == []  # a refused file is not kept
    return caught.value.problem


def test_an_import_says_why_a_file_is_refused(records: list[HistoryRecord], tmp_path: Path) -> None:
    good = records[0].to_json()
    text = json.dumps(good)
    first_action = next(i for i, e in enumerate(records[0].log) if e.action is not None)
    log = [e.to_json() for e in records[0].log]
    log[first_action] = {**log[first_action], "action": {"type": "take", "cells": [999]}}
    cases: list[tuple[bytes | str, HistoryProblem]] = [
        (text[: len(text) // 2], HistoryProblem.NOT_JSON),  # cut short
        (b"\x89PNG\r\n\x1a\n\x00\x00garbage", HistoryProblem.NOT_JSON),
        (json.dumps({"format": "tabletop-qt-save", "format_version": 1}), HistoryProblem.NOT_A_REPLAY),
        (json.dumps([1, 2, 3]), HistoryProblem.NOT_A_REPLAY),
        (json.dumps({**good, "format_version": FORMAT_VERSION + 1}), HistoryProblem.TOO_NEW),
        (json.dumps({**good, "rules_version": 999}), HistoryProblem.TOO_NEW),
        (json.dumps({**good, "game": "chess", "setup": {**good["setup"], "game": "chess"}}), HistoryProblem.UNKNOWN_GAME),
        (json.dumps({**good, "log": log}), HistoryProblem.DAMAGED),  # an action the rules refuse
        (json.dumps({**good, "log": good["log"][:-3]}), HistoryProblem.DAMAGED),  # stops short of the result
        (json.dumps({**good, "id": "../../escape"}), HistoryProblem.DAMAGED),  # not a file name
        (json.dumps({**good, "mode": "telepathy"}), HistoryProblem.DAMAGED),
        (json.dumps({**good, "setup": {**good["setup"], "options": {PACK_OPTION: "f" * 64}}}), HistoryProblem.PACK_MISSING),
    ]
    for content, problem in cases:
        assert _import_problem(tmp_path, content) is problem, (problem, str(content)[:80])


def test_a_record_reads_back_equal_from_its_json(records: list[HistoryRecord]) -> None:
    for record in records:
        assert HistoryRecord.from_json(json.loads(json.dumps(record.to_json()))) == record
    net = record_from_table(_table_with_remote(), HistoryMode.NETWORK, viewer=0)
    assert HistoryRecord.from_json(json.loads(json.dumps(net.to_json()))) == net
    assert replace(net, views=()) != net


def _table_with_remote() -> Table:
    table = Table.new(setup_for("tea_time", (HUMAN, SeatKind.REMOTE), 5))
    play_to_end(table)
    return table


def test_log_entries_keep_their_numbers(records: list[HistoryRecord]) -> None:
    assert all(isinstance(e, LogEntry) for e in records[0].log)
    assert [e.number for e in records[0].log] == list(range(len(records[0].log)))


def test_a_second_listing_reads_the_index_not_the_records(
    records: list[HistoryRecord], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_qt.history import store as store_module

    first = HistoryStore(tmp_path)
    for record in records:
        first.write(record)
    listed = first.list()
    assert (tmp_path / store_module.INDEX_NAME).exists()
    read: list[Path] = []
    real = store_module.read_record
    monkeypatch.setattr(store_module, "read_record", lambda path: read.append(path) or real(path))
    assert HistoryStore(tmp_path).list() == listed  # a new store (the app started again): from the index
    assert read == []
    # A record written since is read, the others still come from the index.
    extra = replace(records[0], id="20300101-000000-0000abcd", finished_at=9000.0)
    HistoryStore(tmp_path).write(extra)
    assert [s.id for s in HistoryStore(tmp_path).list()] == [extra.id] + [s.id for s in listed]
    assert read == [tmp_path / f"{extra.id}.json"]
    # A damaged index is no index: every record is read again, and the listing is the same.
    (tmp_path / store_module.INDEX_NAME).write_text('{"version": 1, "files": {"x.json": [1, 2, {"id": 3}]}}')
    read.clear()
    assert [s.id for s in HistoryStore(tmp_path).list()] == [extra.id] + [s.id for s in listed]
    assert len(read) == len(records) + 1
