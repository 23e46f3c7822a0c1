"""How fast the Tea Time rules are: microseconds per action (legal_actions + apply) over many random games.

    python benchmarks/rules_speed.py [--games N] [--seed S]

A trivial baseline (building list(range(100))) is timed in the same run, so figures from different machines
can be compared through the ratio.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tabletop_qt.core.games import get_game  # noqa: E402


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def time_actions(players: int, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Per-action times (µs) and per-game times (ms) of random games."""
    game = get_game("tea_time")
    per_action: list[float] = []
    per_game: list[float] = []
    clock = time.perf_counter_ns
    for i in range(games):
        rng = random.Random(seed + i)
        state = game.new_state(players, seed + i)
        game_ns = 0
        while not state.finished:
            seat = state.current
            start = clock()
            legal = game.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
            state, _ = game.apply(state, seat, action)
            spent = clock() - start
            per_action.append(spent / 1000)
            game_ns += spent
        per_game.append(game_ns / 1e6)
    return per_action, per_game


def time_baseline(samples: int) -> list[float]:
    clock = time.perf_counter_ns
    out: list[float] = []
    for _ in range(samples):
        start = clock()
        list(range(100))
        out.append((clock() - start) / 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="random games per player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    baseline = sorted(time_baseline(200_000))
    base_median = statistics.median(baseline)
    print(f"baseline list(range(100)): median {base_median:.2f} µs, p90 {percentile(baseline, 0.9):.2f} µs")
    print()
    print("Tea Time, legal_actions + apply per action (random legal takes)")
    print(
        f"{'players':>7} {'games':>6} {'actions':>8} {'median µs':>10} {'p90 µs':>8} {'x baseline':>10} "
        f"{'ms/game':>8}"
    )
    mean_game_ms: dict[int, float] = {}
    for players in (2, 3, 4):
        per_action, per_game = time_actions(players, args.games, args.seed)
        mean_game_ms[players] = statistics.mean(per_game)
        per_action.sort()
        median, p90 = statistics.median(per_action), percentile(per_action, 0.9)
        print(
            f"{players:>7} {args.games:>6} {len(per_action):>8} {median:>10.1f} {p90:>8.1f} "
            f"{median / base_median:>10.1f} {mean_game_ms[players]:>8.2f}"
        )
    print()
    four = mean_game_ms[4]
    print(f"full random 4-player game: mean {four:.2f} ms = {four * 1000 / base_median:.0f} x baseline")


if __name__ == "__main__":
    main()
