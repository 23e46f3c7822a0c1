"""A finished game graded move by move, from one seat's view: per decision the search's choice, the estimated win
chance before the move (after the search's choice) and after the move played, and a grade (grading.py).

Only what the seat saw goes in. A record kept here (LOCAL / HOT_SEAT) is replayed, and each decision is measured
from ``Replay.view(position, seat)`` -- the seat's view, never the state -- with the seat's legal actions, which the
rules derive from what the seat holds and sees. A NETWORK record keeps only its own seat's views: its legal actions
are read from a guess of the hidden parts that agrees with the view (the rules' legal actions for a seat never
depend on others' hidden cards). Either way two games that differ only in others' hidden cards get the same
analysis (tests/analysis/test_game_analysis.py).

Deterministic: each decision's search is seeded from the analysis seed and the position, with an iteration budget
(never a time budget), so the same record, seat, seed and budget always give the same analysis.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_qt.analysis.grading import Grade, grade_of
from tabletop_qt.analysis.measure import MeasureRequest, canonical, measure
from tabletop_qt.bots.search import GuessError, adapter_for, default_iterations
from tabletop_qt.history.record import HistoryMode, HistoryRecord
from tabletop_qt.history.replay import Replay

ANALYSIS_VERSION = 1  # of the JSON form below; a stored analysis of another version is computed again


class AnalysisCancelled(Exception):
    """The caller's ``cancelled()`` said stop: no partial analysis is given."""


@dataclass(frozen=True)
class DecisionInput:
    """One decision of the seat, as the seat saw it: the position it decided at, its view and legal actions
    there (JSON, in canonical order) and the move it played."""

    position: int
    view: Any
    legal: tuple[Any, ...]
    played: Any


@dataclass(frozen=True)
class Decision:
    position: int  # the position the seat decided at (the move played leads to position + 1)
    played: Any  # JSON
    choice: Any  # the search's choice (JSON)
    win_before: float  # the estimated win chance with the search's choice
    win_after: float  # ... after the move played
    grade: Grade
    moves: int  # how many moves the search weighed

    @property
    def loss(self) -> float:
        return max(0.0, self.win_before - self.win_after)

    def to_json(self) -> dict[str, Any]:
        return {
            "position": self.position,
            "played": self.played,
            "choice": self.choice,
            "win_before": round(self.win_before, 4),
            "win_after": round(self.win_after, 4),
            "loss": round(self.loss, 4),
            "grade": self.grade.value,
            "moves": self.moves,
        }

    @classmethod
    def from_json(cls, data: Any) -> Decision:
        return cls(
            int(data["position"]),
            data["played"],
            data["choice"],
            float(data["win_before"]),
            float(data["win_after"]),
            Grade(data["grade"]),
            int(data["moves"]),
        )


@dataclass(frozen=True)
class GameAnalysis:
    record_id: str
    game_id: str
    seat: int
    seed: int
    iterations: int
    positions: int  # of the replay (the graph's x axis runs over them)
    decisions: tuple[Decision, ...]

    def counts(self) -> dict[Grade, int]:
        out = {grade: 0 for grade in Grade}
        for decision in self.decisions:
            out[decision.grade] += 1
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "version": ANALYSIS_VERSION,
            "record": self.record_id,
            "game": self.game_id,
            "seat": self.seat,
            "seed": self.seed,
            "iterations": self.iterations,
            "positions": self.positions,
            "counts": {grade.value: n for grade, n in self.counts().items()},
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameAnalysis:
        """ValueError (or KeyError, TypeError) for anything that is not an analysis of this version."""
        if not isinstance(data, dict) or data.get("version") != ANALYSIS_VERSION:
            raise ValueError("not an analysis of this version")
        return cls(
            str(data["record"]),
            str(data["game"]),
            int(data["seat"]),
            int(data["seed"]),
            int(data["iterations"]),
            int(data["positions"]),
            tuple(Decision.from_json(d) for d in data["decisions"]),
        )


@dataclass(frozen=True)
class AnalysisRequest:
    """A whole game's analysis for the worker process (plain, picklable values; table/search_child.py runs it).
    ``seconds`` only tells the service how long one decision may take before the child counts as stuck: every
    decision's progress message tells it the child is alive."""

    record: HistoryRecord
    seat: int
    seed: int = 0
    iterations: int | None = None
    seconds: float = 60.0

    def run(
        self, cancelled: Callable[[], bool] | None = None, progress: Callable[[int, int], None] | None = None
    ) -> GameAnalysis:
        return analyse(self.record, self.seat, self.seed, self.iterations, progress, cancelled)


def default_seat(record: HistoryRecord) -> int | None:
    """The seat an analysis looks from unless told: a network record's own seat, else the first person's (or seat
    0 when only bots played). None: a spectator's network record, which has no decisions."""
    if record.mode is HistoryMode.NETWORK:
        return record.viewer
    people = record.people()
    return people[0] if people else 0


def analysable_seats(record: HistoryRecord) -> tuple[int, ...]:
    if record.mode is HistoryMode.NETWORK:
        return () if record.viewer is None else (record.viewer,)
    return tuple(range(record.setup.players))


def decision_seed(seed: int, position: int) -> int:
    return (seed * 1_000_003 + position * 7_919 + 1) & ((1 << 63) - 1)


def decisions_of(replay: Replay, seat: int, seed: int = 0) -> list[DecisionInput]:
    """Every decision of ``seat`` with a choice to make (two or more legal actions), oldest first."""
    record = replay.record
    if seat not in analysable_seats(record):
        raise ValueError(f"seat {seat} cannot be analysed in this record")
    game = replay.game
    out: list[DecisionInput] = []
    for position in range(replay.positions - 1):
        played = replay.played(position + 1)
        if played is None or played[0] != seat:
            continue
        view = replay.view(position, seat)
        if replay.network:
            legal = _legal_from_view(game, record.game_id, view, seat, decision_seed(seed, position))
            if legal is None:
                continue  # no guess agrees with the view: nothing to measure from
        else:
            legal = [game.action_to_json(a) for a in game.legal_actions(replay.state(position), seat)]
        texts = {canonical(a): a for a in legal}
        texts.setdefault(canonical(played[1]), played[1])
        if len(texts) < 2:
            continue  # a forced move is no decision
        out.append(DecisionInput(position, view, tuple(texts[t] for t in sorted(texts)), played[1]))
    return out


def _legal_from_view(game: Any, game_id: str, view: Any, seat: int, seed: int) -> list[Any] | None:
    try:
        state = adapter_for(game_id).determinise(game, view, seat, random.Random(seed))
    except (GuessError, KeyError, ValueError, TypeError):
        return None
    return [game.action_to_json(a) for a in game.legal_actions(state, seat)]


def analyse(
    record: HistoryRecord,
    seat: int | None = None,
    seed: int = 0,
    iterations: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    replay: Replay | None = None,
) -> GameAnalysis:
    """The analysis of ``record`` from ``seat`` (``default_seat`` if None). ``progress(done, total)`` is called
    after each decision; ``cancelled()`` is asked between and within decisions (AnalysisCancelled)."""
    replay = replay if replay is not None else Replay(record)
    if seat is None:
        seat = default_seat(record)
    if seat is None:
        raise ValueError("a spectator's record has no decisions to analyse")
    budget = iterations if iterations is not None else default_iterations(record.game_id)
    inputs = decisions_of(replay, seat, seed)
    decisions: list[Decision] = []
    if progress is not None:
        progress(0, len(inputs))
    for done, item in enumerate(inputs, start=1):
        if cancelled is not None and cancelled():
            raise AnalysisCancelled()
        decisions.append(analyse_decision(record, item, seat, seed, budget, cancelled))
        if cancelled is not None and cancelled():
            raise AnalysisCancelled()
        if progress is not None:
            progress(done, len(inputs))
    return GameAnalysis(record.id, record.game_id, seat, seed, budget, replay.positions, tuple(decisions))


def analyse_decision(
    record: HistoryRecord, item: DecisionInput, seat: int, seed: int, iterations: int,
    cancelled: Callable[[], bool] | None = None,
) -> Decision:
    request = MeasureRequest(
        record.game_id, seat, item.view, item.legal, decision_seed(seed, item.position), iterations, None,
        record.setup.options, item.played,
    )
    result = measure(request, cancelled)
    best = result.best
    played = result.played
    assert played is not None
    same = result.played_rank == 0  # the search's choice, or a move it calls the same (an equal card)
    win_after = best.win if same else played.win
    # The search's choice is worth at least what the move played is: when the played move measured better (the
    # estimates' noise, or the search's choice was a near tie), the move lost nothing.
    win_before = max(best.win, win_after)
    # Kept to four places, as the JSON form keeps them: an analysis read back equals the one computed.
    win_before, win_after = round(win_before, 4), round(win_after, 4)
    return Decision(
        item.position, item.played, best.action, win_before, win_after, grade_of(win_before - win_after),
        len(result.moves),
    )
