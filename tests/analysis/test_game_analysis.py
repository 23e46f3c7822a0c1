"""The analysis of a finished game (tabletop_qt/analysis/): from one seat's view only, deterministic, graded by the
fixed thresholds, and printed by ``python -m tabletop_qt.history DIR analyse ID``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_qt.analysis.game import analyse, decisions_of
from tabletop_qt.analysis.grading import BLUNDER_LOSS, INACCURACY_LOSS, MISTAKE_LOSS, Grade, grade_of
from tabletop_qt.history.record import HistoryMode
from tabletop_qt.history.recorder import record_from_table
from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table
from tests.history.support import PLAYERS, play_to_end, setup_for
from tests.tiers import sample

HUMAN, BOT = SeatKind.HUMAN, SeatKind.BOT
ITERATIONS = 6  # small: what is tested (the view is all the search reads, the same seed the same result) holds at any budget


def finished_table(game_id: str, seed: int = 3) -> Table:
    table = Table.new(setup_for(game_id, (HUMAN,) + (BOT,) * (PLAYERS[game_id] - 1), seed))
    play_to_end(table, seed=seed)
    return table


@pytest.mark.parametrize("game_id", ["tea_time", "times_square", "high_noon_saloon", "frantic_frankfurt"])
def test_others_hidden_cards_cannot_change_the_analysis(game_id: str) -> None:
    """The local record holds every hand (its seed deals them all); the network record of seat 0 holds only what
    seat 0 saw -- the same for every deal of the others' hidden cards that agrees with it. Both analyses agree."""
    for seed in range(3, 3 + sample(1, 4)):
        table = finished_table(game_id, seed)
        local = record_from_table(table, HistoryMode.LOCAL)
        network = record_from_table(table, HistoryMode.NETWORK, viewer=0)
        assert network.setup.seed == 0 and network.mode is HistoryMode.NETWORK
        a = analyse(local, 0, seed=5, iterations=ITERATIONS)
        b = analyse(network, 0, seed=5, iterations=ITERATIONS)
        assert a.decisions, "the seat made no decision to analyse"
        assert [d.to_json() for d in a.decisions] == [d.to_json() for d in b.decisions]


def test_the_same_seed_gives_the_same_analysis_and_every_decision_of_the_seat_is_in_it() -> None:
    table = finished_table("times_square", 4)
    record = record_from_table(table, HistoryMode.LOCAL)
    first = analyse(record, 0, seed=9, iterations=ITERATIONS)
    again = analyse(record, 0, seed=9, iterations=ITERATIONS)
    assert first.to_json() == again.to_json()
    replay = Replay(record)
    mine = [p for p in range(replay.positions - 1) if replay.played(p + 1)[0] == 0  # type: ignore[index]
            and len(table.game.legal_actions(replay.state(p), 0)) > 1]
    assert [d.position for d in first.decisions] == mine
    for d in first.decisions:
        assert replay.played(d.position + 1) == (0, d.played)
        assert 0.0 <= d.win_after <= d.win_before <= 1.0
        assert d.grade is grade_of(d.win_before - d.win_after)
        if d.played == d.choice:
            assert d.grade is Grade.GOOD


def test_the_grades_follow_the_documented_thresholds() -> None:
    assert INACCURACY_LOSS < MISTAKE_LOSS < BLUNDER_LOSS
    assert grade_of(INACCURACY_LOSS - 1e-9) is Grade.GOOD
    assert grade_of(INACCURACY_LOSS) is Grade.INACCURACY
    assert grade_of(MISTAKE_LOSS) is Grade.MISTAKE
    assert grade_of(BLUNDER_LOSS) is Grade.BLUNDER
    assert grade_of(1.0) is Grade.BLUNDER


def test_a_network_record_is_analysed_only_from_its_own_seat() -> None:
    table = finished_table("tea_time")
    network = record_from_table(table, HistoryMode.NETWORK, viewer=0)
    with pytest.raises(ValueError):
        decisions_of(Replay(network), 1)
    assert analyse(network, iterations=ITERATIONS).seat == 0


def test_the_command_line_prints_the_analysis_as_json(tmp_path: Path) -> None:
    table = finished_table("tea_time")
    record = record_from_table(table, HistoryMode.LOCAL)
    store = HistoryStore(tmp_path)
    store.write(record)
    args = [sys.executable, "-m", "tabletop_qt.history", str(tmp_path), "analyse", record.id, "--seed", "2",
            "--iterations", str(ITERATIONS)]
    out = subprocess.run(args, capture_output=True, text=True, check=True)
    printed = json.loads(out.stdout)
    assert printed == json.loads(json.dumps(analyse(record, 0, seed=2, iterations=ITERATIONS).to_json()))
    assert printed["seat"] == 0 and printed["decisions"]
    refused = subprocess.run(
        [sys.executable, "-m", "tabletop_qt.history", str(tmp_path), "analyse", record.id, "--seat", "7"],
        capture_output=True, text=True,
    )
    assert refused.returncode == 1 and json.loads(refused.stdout)["error"] == "analysis.seat"


def test_a_kept_analysis_is_read_back_and_deleted_with_its_record(tmp_path: Path) -> None:
    from tabletop_qt.analysis.store import AnalysisStore

    record = record_from_table(finished_table("tea_time"), HistoryMode.LOCAL)
    history = HistoryStore(tmp_path)
    history.write(record)
    store = AnalysisStore(tmp_path)
    result = analyse(record, 0, seed=1, iterations=ITERATIONS)
    store.save(result)
    assert store.load(record.id, 0) == result and store.load(record.id, 1) is None
    assert [s.id for s in history.list()] == [record.id]  # never listed as a record
    history.delete(record.id)
    assert store.load(record.id, 0) is None
