"""How fast the High Noon Saloon rules are: microseconds per action (legal_actions + apply) and milliseconds per
whole random game, over seeded random games.

    python benchmarks/high_noon_saloon_rules.py [--games N] [--seed S] [--players 4] [--profile]

The random player is the one tests/core/high_noon_saloon/test_random_games.py uses: any legal action of the
seat that must decide, attacks, targets, passes, draws and phase ends four times as likely as the rest (weapon
fiddling), so games end the way played ones do. Half the games are advanced, every fifth long. Only the rules'
time is counted (the random player's own choice is not). A trivial baseline (building list(range(100))) is
timed in the same run, so figures from different machines compare through the ratio. ``--profile`` prints where
the rules spend their time (cProfile, sorted by own time).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from _rules_timing import percentile, time_baseline  # noqa: E402
from _rules_timing import time_games as time_rules  # noqa: E402
from tabletop_qt.core.games import get_game  # noqa: E402

BUSY = {"declare", "target", "end_phase", "draw", "pass"}
MAX_ACTIONS = 20_000


def options_for(game_index: int) -> dict[str, bool]:
    return {"advanced": game_index % 2 == 0, "long": game_index % 5 == 0}


def busy_first(legal: Sequence[Any], rng: random.Random) -> Any:
    """The random-games tests' player: fights, passes, draws and phase ends four times as likely as the rest."""
    return rng.choices(legal, [4 if a.kind.value in BUSY else 1 for a in legal])[0]


def time_games(players: int, games: int, seed: int) -> tuple[list[float], list[float], list[int]]:
    """Per-action times (µs), per-game times (ms, the rules' share only: new_state and every action, whose turn
    it is included) and actions per game."""
    game = get_game("high_noon_saloon")
    times = time_rules(
        game,
        games,
        seed,
        new_state=lambda i: game.new_state(players, seed + i, options_for(i)),
        finished=lambda state: state.over,
        choose=busy_first,
        max_actions=MAX_ACTIONS,
    )
    return times.per_action, times.per_game, times.lengths


def profile(players: int, games: int, seed: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    time_games(players, games, seed)
    profiler.disable()
    pstats.Stats(profiler).strip_dirs().sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="random games per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,4,6", help="comma-separated player counts (default 2,4,6)")
    parser.add_argument("--profile", action="store_true", help="profile 4-player games instead of timing them")
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    if args.profile:
        profile(4, args.games, args.seed)
        return

    baseline = sorted(time_baseline(200_000))
    base_median = statistics.median(baseline)
    print(f"baseline list(range(100)): median {base_median:.2f} µs, p90 {percentile(baseline, 0.9):.2f} µs")
    print()
    print("High Noon Saloon, legal_actions + apply per action; whole random games (the rules' time only)")
    print(
        f"{'players':>7} {'games':>6} {'actions':>8} {'median µs':>10} {'p99 µs':>8} {'x baseline':>10} "
        f"{'median ms/game':>14} {'x baseline':>10} {'max ms':>7} {'actions/game':>12}"
    )
    figures: dict[str, dict[str, float]] = {}
    for players in counts:
        per_action, per_game, lengths = time_games(players, args.games, args.seed)
        per_action.sort()
        median, p99 = statistics.median(per_action), percentile(per_action, 0.99)
        game_median = statistics.median(per_game)
        figures[str(players)] = {
            "median_us_per_action": round(median, 2),
            "p99_us_per_action": round(p99, 2),
            "median_ms_per_game": round(game_median, 3),
            "max_ms_per_game": round(max(per_game), 3),
            "median_actions_per_game": statistics.median(lengths),
            "unfinished_games": sum(1 for n in lengths if n >= MAX_ACTIONS),
        }
        print(
            f"{players:>7} {args.games:>6} {len(per_action):>8} {median:>10.1f} {p99:>8.1f} {median / base_median:>10.1f} "
            f"{game_median:>14.2f} {game_median * 1000 / base_median:>10.0f} {max(per_game):>7.2f} "
            f"{statistics.median(lengths):>12.0f}"
        )
    print()
    print("aims: median per action < 100 µs, a whole random 4-player game < 20 ms (median)")
    print(json.dumps({"baseline_median_us": round(base_median, 3), "high_noon_saloon": figures}))


if __name__ == "__main__":
    main()
