"""How fast the Frantic Frankfurt rules are, and how the bots fare in simulated real time.

    python benchmarks/frantic_frankfurt_rules.py [--games N] [--seed S] [--bot-games N]

Per action: legal_actions for the acting seat + apply (random seat among current_seats, random legal action),
and separately what a real-time Table adds after every change: current_seats and every seat's view. Per game:
the sum of legal_actions + apply. Then seeded bot games in simulated real time (bots/frantic_frankfurt/normal.py:
simulate): normal against easy at the same speed, and fast against slow at the same level. A trivial baseline
(building list(range(100))) is timed in the same run, so figures from different machines compare by the ratio.
Prints a report and, last, one JSON line with the numbers.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from _rules_timing import percentile, time_baseline  # noqa: E402
from tabletop_qt.bots.frantic_frankfurt.normal import simulate  # noqa: E402
from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt  # noqa: E402


def time_games(players: int, games: int, seed: int) -> tuple[list[float], list[float], list[float], list[int]]:
    """Per-action rules time (µs), per-action table time (µs), per-game rules time (ms), actions per game.

    Its own loop, not _rules_timing.time_games: in real time any of several seats acts (one drawn at random), and
    what a real-time table adds after every change (who may act, every seat's view) is timed apart."""
    game = FranticFrankfurt()
    rules_us: list[float] = []
    table_us: list[float] = []
    game_ms: list[float] = []
    lengths: list[int] = []
    clock = time.perf_counter_ns
    for i in range(games):
        rng = random.Random(seed + i)
        state = game.new_state(players, seed + i, {"continuous_stress": i % 2 == 1})
        spent_game = 0
        actions = 0
        seats = game.current_seats(state)
        while seats:
            seat = seats[rng.randrange(len(seats))]
            start = clock()
            legal = game.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
            state, _ = game.apply(state, seat, action)
            spent = clock() - start
            rules_us.append(spent / 1000)
            spent_game += spent
            actions += 1
            start = clock()
            seats = game.current_seats(state)
            for s in range(players):
                game.view(state, s)
            table_us.append((clock() - start) / 1000)
        game_ms.append(spent_game / 1e6)
        lengths.append(actions)
    return rules_us, table_us, game_ms, lengths


def bot_share(levels: list[str], speeds: list[str], games: int, seed: int) -> tuple[float, float, float]:
    """Share of 2-player games won by the player with levels[0]/speeds[0] (seats alternate), median minutes
    at the table, and mean too-late intents per game."""
    wins = 0
    minutes: list[float] = []
    late = 0
    for i in range(games):
        swap = i % 2 == 1
        lv = levels[::-1] if swap else levels
        sp = speeds[::-1] if swap else speeds
        result = simulate(2, seed + i, lv, sp)
        wins += result.outcome.winners == ((1,) if swap else (0,))
        minutes.append(result.table_ms / 60_000)
        late += result.too_late
    return wins / games, statistics.median(minutes), late / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="random games per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-games", type=int, default=200, help="simulated real-time bot games per match-up")
    args = parser.parse_args()

    baseline = sorted(time_baseline(200_000))
    base_median = statistics.median(baseline)
    print(f"baseline list(range(100)): median {base_median:.2f} µs, p90 {percentile(baseline, 0.9):.2f} µs")
    print()
    print("Frantic Frankfurt, random seat and random legal action (half the games with stress continuo)")
    print(
        f"{'players':>7} {'games':>6} {'actions':>8} {'rules median µs':>16} {'p90 µs':>8} {'x baseline':>10} "
        f"{'table median µs':>16} {'ms/game':>8} {'actions/game':>12}"
    )
    figures: dict[str, object] = {"baseline_us": base_median}
    for players in (2, 3, 4):
        rules_us, table_us, game_ms, lengths = time_games(players, args.games, args.seed)
        rules_us.sort()
        table_us.sort()
        median, p90 = statistics.median(rules_us), percentile(rules_us, 0.9)
        table_median = statistics.median(table_us)
        mean_game = statistics.mean(game_ms)
        print(
            f"{players:>7} {args.games:>6} {len(rules_us):>8} {median:>16.1f} {p90:>8.1f} "
            f"{median / base_median:>10.1f} {table_median:>16.1f} {mean_game:>8.2f} "
            f"{statistics.median(lengths):>12.0f}"
        )
        figures[f"{players}p"] = {
            "rules_median_us": round(median, 2),
            "rules_p90_us": round(p90, 2),
            "table_median_us": round(table_median, 2),
            "game_mean_ms": round(mean_game, 3),
            "actions_median": statistics.median(lengths),
        }
    print()
    print("Bots in simulated real time, 2 players (seats alternate)")
    for name, levels, speeds in (
        ("normal vs easy, both medium", ["normal", "easy"], ["medium", "medium"]),
        ("fast vs slow, both easy", ["easy", "easy"], ["fast", "slow"]),
        ("fast vs medium, both normal", ["normal", "normal"], ["fast", "medium"]),
    ):
        share, minutes, late = bot_share(levels, speeds, args.bot_games, args.seed * 1000)
        print(
            f"  {name:<30} first wins {share:6.1%}  median {minutes:4.1f} min at the table  {late:5.1f} too late/game"
        )
        figures[name] = {
            "share": round(share, 3),
            "minutes": round(minutes, 2),
            "too_late_per_game": round(late, 1),
        }
    print()
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
