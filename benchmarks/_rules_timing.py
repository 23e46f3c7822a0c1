"""The timing loop the turn-based rules benchmarks share (times_square_rules_speed.py, high_noon_saloon_rules.py):
seeded games played to the end by a random player, the rules' time per action and per game, and a trivial
baseline timed in the same run so figures from different machines compare through the ratio.

Only the rules' time is counted: setting a game up, working out the legal actions and applying the chosen one
(and, unless the benchmark looks the seat up itself, asking whose turn it is). The random player's own choice
is timed apart and taken off.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

# The random player: the legal actions and the game's generator -> the action to play.
Chooser = Callable[[Sequence[Any], random.Random], Any]


@dataclass(frozen=True)
class GameTimes:
    per_action: list[float]  # µs, every action of every game in order
    per_game: list[float]  # ms, each game's setup and actions
    lengths: list[int]  # actions per game


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def time_baseline(samples: int) -> list[float]:
    """µs to build list(range(100)), ``samples`` times: the machine's speed, to compare figures through."""
    clock = time.perf_counter_ns
    out: list[float] = []
    for _ in range(samples):
        start = clock()
        list(range(100))
        out.append((clock() - start) / 1000)
    return out


def time_games(
    game: Any,
    games: int,
    seed: int,
    new_state: Callable[[int], Any],
    finished: Callable[[Any], bool],
    choose: Chooser,
    whose_turn: Callable[[Any], int] | None = None,
    max_actions: int | None = None,
) -> GameTimes:
    """Play ``games`` games, game i from ``new_state(i)`` with the player's generator seeded ``seed + i``, until
    ``finished`` (or ``max_actions``). The seat to act is ``whose_turn(state)``, looked up outside the timing,
    or, without it, ``game.current_seats(state)[0]``, timed with the action."""
    clock = time.perf_counter_ns
    per_action: list[float] = []
    per_game: list[float] = []
    lengths: list[int] = []
    for i in range(games):
        rng = random.Random(seed + i)
        start = clock()
        state = new_state(i)
        game_ns = clock() - start
        actions = 0
        while not finished(state) and (max_actions is None or actions < max_actions):
            if whose_turn is not None:
                seat = whose_turn(state)
                start = clock()
            else:
                start = clock()
                seat = game.current_seats(state)[0]
            legal = game.legal_actions(state, seat)
            pick_start = clock()
            action = choose(legal, rng)
            pick_ns = clock() - pick_start
            state, _ = game.apply(state, seat, action)
            spent = clock() - start - pick_ns  # the random player's own time is not the rules'
            per_action.append(spent / 1000)
            game_ns += spent
            actions += 1
        per_game.append(game_ns / 1e6)
        lengths.append(actions)
    return GameTimes(per_action, per_game, lengths)
