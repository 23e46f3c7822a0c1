"""How fast the Times Square rules are: microseconds per action (legal_actions + apply) and milliseconds per
whole game, over seeded random games.

    python benchmarks/times_square_rules_speed.py [--games N] [--seed S]

Two kinds of random player: "by type" picks a kind of action (play, lure, discard, end the turn) and then
one of that kind, so every part of the rules gets its share; "uniform" picks any legal action. A trivial
baseline (building list(range(100))) is timed in the same run, so figures from different machines compare
through the ratio. The engine is built directly (the game is not in the menus' registry yet).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from _rules_timing import percentile, time_baseline  # noqa: E402
from _rules_timing import time_games as time_rules  # noqa: E402
from tabletop_qt.core.games.times_square.rules import Action, TimesSquare  # noqa: E402

Chooser = Callable[[list[Action], random.Random], Action]


def by_type(legal: list[Action], rng: random.Random) -> Action:
    kinds: dict[str, list[Action]] = {}
    for action in legal:
        kinds.setdefault(type(action).__name__, []).append(action)
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def uniform(legal: list[Action], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


def time_games(games: int, seed: int, choose: Chooser) -> tuple[list[float], list[float], list[int]]:
    """Per-action times (µs), per-game times (ms, the rules' share only) and actions per game."""
    game = TimesSquare()
    times = time_rules(
        game,
        games,
        seed,
        new_state=lambda i: game.new_state(2, seed + i),
        finished=lambda state: state.finished,
        choose=choose,
        whose_turn=lambda state: state.current,  # looked up outside the timing, as this benchmark always has
    )
    return times.per_action, times.per_game, times.lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="random games per kind of random player")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    baseline = sorted(time_baseline(200_000))
    base_median = statistics.median(baseline)
    print(f"baseline list(range(100)): median {base_median:.2f} µs, p90 {percentile(baseline, 0.9):.2f} µs")
    print()
    print("Times Square, legal_actions + apply per action; whole games (the rules' time only)")
    print(
        f"{'player':<8} {'games':>6} {'actions':>8} {'median µs':>10} {'p90 µs':>8} {'p99 µs':>8} "
        f"{'x baseline':>10} {'ms/game':>8} {'max ms':>7} {'actions/game':>12}"
    )
    figures: dict[str, dict[str, float]] = {}
    for name, choose in (("by type", by_type), ("uniform", uniform)):
        per_action, per_game, lengths = time_games(args.games, args.seed, choose)
        per_action.sort()
        median = statistics.median(per_action)
        mean_game = statistics.mean(per_game)
        figures[name] = {
            "median_us_per_action": round(median, 2),
            "p90_us_per_action": round(percentile(per_action, 0.9), 2),
            "p99_us_per_action": round(percentile(per_action, 0.99), 2),
            "mean_ms_per_game": round(mean_game, 3),
            "max_ms_per_game": round(max(per_game), 3),
            "mean_actions_per_game": round(statistics.mean(lengths), 1),
        }
        print(
            f"{name:<8} {args.games:>6} {len(per_action):>8} {median:>10.1f} {percentile(per_action, 0.9):>8.1f} "
            f"{percentile(per_action, 0.99):>8.1f} {median / base_median:>10.1f} {mean_game:>8.2f} "
            f"{max(per_game):>7.2f} {statistics.mean(lengths):>12.1f}"
        )
    print()
    print("aims: median per action < 100 µs, a whole random game < 20 ms")
    print(json.dumps({"baseline_median_us": round(base_median, 3), "times_square": figures}))


if __name__ == "__main__":
    main()
