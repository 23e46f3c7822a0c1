"""How fast the Tea Time rules are: microseconds per action (legal_actions + apply) over many random games.

    python benchmarks/rules_speed.py [--games N] [--seed S]

A trivial baseline (building list(range(100))) is timed in the same run, so figures from different machines
can be compared through the ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from _rules_timing import percentile, time_baseline, time_games  # noqa: E402

from tabletop_qt.core.games import get_game  # noqa: E402


def time_actions(players: int, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Per-action times (µs) and per-game times (ms) of random games (the random player's own time taken off)."""
    game = get_game("tea_time")
    times = time_games(
        game,
        games,
        seed,
        new_state=lambda i: game.new_state(players, seed + i),
        finished=lambda state: state.finished,
        choose=lambda legal, rng: legal[rng.randrange(len(legal))],
        whose_turn=lambda state: state.current,
    )
    return times.per_action, times.per_game


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
