"""How strong the hard bots are: hard against normal over seeded 2-player games, seats alternating, per game.

    python benchmarks/hard_vs_normal.py [--games 300] [--seed 1] [--jobs 2] [--game tea_time ...]

The hard bot plays with its fixed iteration budget (the adapter's ITERATIONS, as in the headless tools and the
seeded tests), so a run replays identically; the app's bot thinks for a time budget instead. "hard share" is
hard's wins over the games anyone won (draws apart). The issue's aim: at least 0.60 in every game.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tabletop_qt.sim import play_games  # noqa: E402

GAMES = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")


def _chunk(game_id: str, seed: int, games: int) -> dict[str, object]:
    # Seats alternate by game number inside play_games; chunks start on even offsets so the rotation holds.
    return play_games(game_id, 2, games, seed, ["hard", "normal"])


def measure(game_id: str, games: int, seed: int, jobs: int) -> dict[str, object]:
    size = max(2, (games // jobs) // 2 * 2)
    chunks = [(seed + start, min(size, games - start)) for start in range(0, games, size)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_chunk, [game_id] * len(chunks), [c[0] for c in chunks], [c[1] for c in chunks]))
    elapsed = time.perf_counter() - started
    hard = sum(r["wins"]["by_level"]["hard"] for r in results)  # type: ignore[index]
    normal = sum(r["wins"]["by_level"]["normal"] for r in results)  # type: ignore[index]
    draws = sum(int(r["draws"]) for r in results)  # type: ignore[arg-type]
    decided = hard + normal
    return {
        "game": game_id,
        "games": games,
        "hard": hard,
        "normal": normal,
        "draws": draws,
        "hard_share": hard / decided if decided else 0.0,
        "seconds": elapsed,
        "seconds_per_game": elapsed * jobs / games,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", action="append", choices=GAMES, help="repeatable; default: all four")
    args = parser.parse_args()
    figures = []
    print(f"hard against normal, {args.games} seeded 2-player games per game, seats alternating")
    print(f"{'game':<18} {'hard':>5} {'normal':>6} {'draws':>5} {'hard share':>10} {'s/game':>7}")
    for game_id in args.game or GAMES:
        row = measure(game_id, args.games, args.seed, args.jobs)
        figures.append(row)
        print(
            f"{game_id:<18} {row['hard']:>5} {row['normal']:>6} {row['draws']:>5} {row['hard_share']:>10.2f} "
            f"{row['seconds_per_game']:>7.2f}",
            flush=True,
        )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
