"""One search from one seat's information set, kept whole: every weighed move's visits and estimated win chance.

The hard bot's search (``bots/search``) keeps only its choice; a hint and an analysis need what it measured. A
move's *estimated win chance* is the seat's mean reward over the search's iterations through that move: the
adapter's reward, which pays a finished game's winners 1 (shared) and values a cut-off position by the game's own
margin (a logistic of it), so it reads as a chance of winning (tested for honesty in benchmarks/analysis.py).

The search sees only ``view`` -- what the seat sees -- and guesses the rest afresh every iteration, so nothing
hidden from the seat can change what it measures. A request names its seed and iteration budget: the same
request gives the same measure (its ``seconds``, if set, is a ceiling for the hint, whose time matters more).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.bots.search import adapter_for
from tabletop_qt.core.errors import InvalidActionError

# The move played is measured on its own (a search that may only play it) when the main search gave it fewer than
# this share of its iterations: a mean of a handful of rewards is no estimate.
PLAYED_MIN_SHARE = 0.1
# ... and that search gets this share of the main budget (at least PLAYED_MIN_ITERATIONS).
PLAYED_SHARE = 0.5
PLAYED_MIN_ITERATIONS = 8
# A hint's reason compares its move with this many of the best others (each is applied once: a bounded cost).
EXPLAIN_COMPARED = 16


def canonical(action: Any) -> str:
    """One text per action JSON, whatever the key order: legal lists are sorted by it, so the order a list came
    in (the rules' own, or a guessed state's) never changes a search."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class MoveValue:
    action: Any  # the legal action's JSON
    visits: int
    win: float  # the seat's estimated win chance after this move, in [0, 1]


@dataclass(frozen=True)
class Measure:
    seat: int
    moves: tuple[MoveValue, ...]  # the weighed moves, the search's choice first (most visited, then best reward)
    played: MoveValue | None = None  # the move played, when one was named (it may also be one of ``moves``)
    played_rank: int | None = None  # its place in ``moves`` (0: the search's choice); None if not weighed
    iterations: int = 0  # how many the main search made
    # Why: a reason (analysis/explain.py) for each of the first ``MeasureRequest.explain`` moves (None: no fact
    # stands out); empty when none was asked.
    reasons: tuple[Any, ...] = ()

    @property
    def best(self) -> MoveValue:
        return self.moves[0]

    def ranked(self, index: int) -> MoveValue:
        """The ``index``-th best move (0: the search's choice), wrapping round past the last."""
        return self.moves[index % len(self.moves)]


@dataclass(frozen=True)
class MeasureRequest:
    """Plain, picklable values (the worker process runs it): like ``SearchRequest``, plus the move played."""

    game_id: str
    seat: int
    view: Any
    legal: tuple[Any, ...]
    seed: int
    iterations: int
    seconds: float | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    played: Any = None  # a legal action's JSON to measure too (the analysis); None for a hint
    explain: int = 0  # how many of the best moves to give a reason (the hint's), worked out here in the worker

    def run(
        self, cancelled: Callable[[], bool] | None = None, progress: Callable[[int, int], None] | None = None
    ) -> Measure:
        """What the worker process calls (table/search_child.py); a measure is short, so no progress."""
        return measure(self, cancelled)


def measure(request: MeasureRequest, cancelled: Callable[[], bool] | None = None) -> Measure:
    from tabletop_qt.bots.search.ismcts import distinct_moves, root_stats
    from tabletop_qt.core.games import game_for

    if not request.legal:
        raise ValueError("nothing to measure: no legal action")
    game = game_for(request.game_id, request.options)
    adapter = adapter_for(request.game_id)
    by_text: dict[str, Any] = {}
    for candidate in request.legal:
        try:
            by_text[canonical(candidate)] = (candidate, game.action_from_json(candidate))
        except InvalidActionError:
            continue  # a kind of move this version cannot read: never weighed
    if not by_text:
        raise ValueError("nothing to measure: no legal action this version reads")
    ordered = [by_text[text] for text in sorted(by_text)]
    jsons = [j for j, _ in ordered]
    actions = [a for _, a in ordered]
    weighed = distinct_moves(game, adapter, list(adapter.root_actions(game, request.view, request.seat, actions)) or actions)
    rng = random.Random(request.seed)
    deadline = None if request.seconds is None else time.perf_counter() + request.seconds
    stats = root_stats(game, adapter, request.view, request.seat, weighed, rng, request.iterations, deadline, cancelled)
    order = sorted(weighed, key=lambda a: (-stats[a][0], -stats[a][1]))
    honest = Calibration.of(adapter, request.view)
    moves = tuple(_value(jsons[actions.index(a)], *stats[a], honest) for a in order)
    done = sum(stats[a][0] for a in weighed)
    played = rank = None
    if request.played is not None:
        action = game.action_from_json(request.played)
        key = adapter.move_key(game, action)
        rank = next((i for i, a in enumerate(order) if adapter.move_key(game, a) == key), None)
        played = _measure_played(
            request, game, adapter, action, None if rank is None else order[rank], stats, done, cancelled, honest
        )
    reasons: tuple[Any, ...] = ()
    if request.explain and not (cancelled is not None and cancelled()):
        from tabletop_qt.analysis.explain import explain_moves

        compared = order[:EXPLAIN_COMPARED]
        reasons = explain_moves(
            request.game_id, request.options, request.view, request.seat, compared, request.seed, request.explain
        )
    return Measure(request.seat, moves, played, rank, done, reasons)


@dataclass(frozen=True)
class Calibration:
    """The one place a mean reward becomes the win chance said: pulled toward an even share by the game's
    ``confidence`` (SearchAdapter), since a reward valuing a margin is bolder than the results bear out."""

    share: float
    confidence: float

    @classmethod
    def of(cls, adapter: Any, view: Any) -> Calibration:
        players = view.get("players") if isinstance(view, Mapping) else None
        count = players if isinstance(players, int) else len(players) if isinstance(players, list) else 2
        return cls(1.0 / max(1, count), float(getattr(adapter, "confidence", 1.0)))

    def win(self, mean: float) -> float:
        return min(1.0, max(0.0, self.share + self.confidence * (mean - self.share)))


def _value(action: Any, visits: int, reward: float, honest: Calibration) -> MoveValue:
    return MoveValue(action, visits, honest.win(reward / visits) if visits else 0.0)


def _measure_played(
    request: MeasureRequest,
    game: Any,
    adapter: Any,
    action: Any,
    same: Any,
    stats: dict[Any, tuple[int, float]],
    done: int,
    cancelled: Callable[[], bool] | None,
    honest: Calibration,
) -> MoveValue:
    """The move played's value: from the main search when it looked at it enough, else from a search of its own."""
    from tabletop_qt.bots.search.ismcts import root_stats

    visits, reward = stats[same] if same is not None else (0, 0.0)
    if same is not None and visits >= max(1, PLAYED_MIN_SHARE * done):
        return _value(request.played, visits, reward, honest)
    # Hardly looked at (or left out at the root, like a High Noon Saloon quick draw the normal bot would not
    # make): a search of its own, seeded apart from the main one, and its rewards added to what there was.
    budget = max(PLAYED_MIN_ITERATIONS, int(request.iterations * PLAYED_SHARE))
    rng = random.Random(request.seed ^ 0x5EED_F00D)
    own = root_stats(game, adapter, request.view, request.seat, [action], rng, budget, None, cancelled)[action]
    return _value(request.played, visits + own[0], reward + own[1], honest)
