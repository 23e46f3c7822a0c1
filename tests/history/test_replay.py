"""Replays recomputed from the seed and the logged actions equal the games as they were played, for every game;
a network record keeps only its seat's views; a record that does not hold together is DAMAGED."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop_qt.history.record import HistoryError, HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.history.recorder import record_from_table, records_for_table
from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import LogEntry, Table
from tests.history.support import GAME_IDS, PLAYERS, play_to_end, setup_for

HUMAN, BOT, REMOTE = SeatKind.HUMAN, SeatKind.BOT, SeatKind.REMOTE


def played(game_id: str, kinds: tuple[SeatKind, ...] | None = None, seed: int = 3) -> tuple[Table, list[str]]:
    kinds = kinds or (HUMAN,) + (BOT,) * (PLAYERS[game_id] - 1)
    table = Table.new(setup_for(game_id, kinds, seed))
    return table, play_to_end(table, undo_at=(4, 9))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_stepped_to_every_position_equals_the_game_as_it_was_played(game_id: str, tmp_path: Path) -> None:
    table, hashes = played(game_id)
    store = HistoryStore(tmp_path)
    (record,) = records_for_table(table)
    assert record.mode is HistoryMode.LOCAL
    replay = Replay(store.load(store.write(record).stem))  # through the file, as the app reads it
    assert replay.positions == len(hashes)
    assert [replay.state_hash(p) for p in range(replay.positions)] == hashes
    last = replay.positions - 1
    assert replay.outcome == table.outcome and replay.outcome.finished
    for seat in replay.seats_to_show():
        assert replay.view(last, seat) == table.view(seat)
        assert replay.log(last, seat) == table.log_for(seat)
    assert replay.open_views(last) == {s: table.view(s) for s in range(table.setup.players)}
    assert replay.actor(0) is None
    actions = [e for e in table.log if e.action is not None]
    assert [replay.actor(p) for p in range(1, replay.positions)] == [e.seat for e in actions]
    if not table.real_time:
        # The person's moves taken back are not in the line, only the markers that say so.
        assert any(e.action is None and e.events[0].code == "table.undone" for e in table.log[1:])


def test_a_hosts_network_record_keeps_only_its_seats_views_and_never_the_other_hand() -> None:
    table, hashes = played("times_square", (HUMAN, REMOTE), seed=8)
    full = Replay(record_from_table(table, HistoryMode.LOCAL))
    (record,) = records_for_table(table)  # a REMOTE seat: the host's record is of its own person's seat
    assert (record.mode, record.viewer, record.people(), record.setup.seed) == (HistoryMode.NETWORK, 0, (0,), 0)
    replay = Replay(HistoryRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert replay.positions == full.positions == len(hashes)
    assert replay.seats_to_show() == (0,) and not replay.can_open_cards
    for position in range(replay.positions):
        view = replay.view(position, 0)
        assert view == full.view(position, 0)
        other_hand = {card["id"] for card in full.view(position, 1)["hand"]}
        assert other_hand and not other_hand & set(json.dumps(view).split('"'))
        assert replay.log(position, 0) == full.log(position, 0)
    with pytest.raises(ValueError):
        replay.view(0, 1)
    with pytest.raises(ValueError):
        replay.view(0, None)
    with pytest.raises(ValueError):
        replay.open_views(0)
    with pytest.raises(ValueError):
        replay.log(0, 1)
    assert replay.actor(1) == full.actor(1)


def test_a_host_with_nobody_of_its_own_at_the_table_keeps_nothing() -> None:
    table, _ = played("tea_time", (BOT, REMOTE))
    assert records_for_table(table) == []


def test_a_hot_seat_game_counts_every_person_here() -> None:
    table, _ = played("tea_time", (HUMAN, HUMAN, BOT))
    (record,) = records_for_table(table)
    assert record.mode is HistoryMode.HOT_SEAT and record.people() == (0, 1)


def _tampered(record: HistoryRecord, index: int, action: object) -> HistoryRecord:
    log = list(record.log)
    entry = log[index]
    log[index] = LogEntry(entry.number, entry.seat, action, entry.events)
    return replace(record, log=tuple(log))


def test_a_record_that_does_not_hold_together_is_damaged() -> None:
    table, _ = played("times_square")
    record = record_from_table(table, HistoryMode.LOCAL)
    first_action = next(i for i, e in enumerate(record.log) if e.action is not None)
    cases = {
        "an action the rules refuse": _tampered(record, first_action, {"type": "no_such_action"}),
        "another seed": replace(record, setup=replace(record.setup, seed=record.setup.seed + 1)),
        "an entry missing": replace(record, log=record.log[:first_action] + record.log[first_action + 1 :]),
        "another result": replace(record, outcome=replace(record.outcome, winners=(9,))),
        "unfinished": replace(record, outcome=replace(record.outcome, finished=False)),
        "no set-up": replace(record, log=record.log[1:]),
    }
    for what, bad in cases.items():
        with pytest.raises(HistoryError) as caught:
            Replay(bad)
        assert caught.value.problem is HistoryProblem.DAMAGED, what


def test_a_network_record_whose_log_lengths_do_not_fit_is_damaged() -> None:
    table, _ = played("tea_time", (HUMAN, REMOTE))
    (record,) = records_for_table(table)
    for lengths in (
        record.log_lengths[:-1],  # one fewer than the views
        (len(record.log) + 1,) * len(record.views),  # more than the log
        tuple(reversed(record.log_lengths)),  # going back
    ):
        with pytest.raises(HistoryError) as caught:
            Replay(replace(record, log_lengths=lengths))
        assert caught.value.problem is HistoryProblem.DAMAGED
