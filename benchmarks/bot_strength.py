"""How strong the bots are: win rates of normal against easy over seeded games, with seats rotating.

    python benchmarks/bot_strength.py [--games N] [--seed S]

A level's "win rate per seat" is its wins divided by the games times the seats it had: 0.5 in a 2-player game
and 1/players in general mean no better than the others.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tabletop_qt.sim import play_games  # noqa: E402

MIXES: tuple[tuple[str, ...], ...] = (
    ("normal", "easy"),
    ("normal", "easy", "easy"),
    ("normal", "normal", "easy"),
    ("normal", "easy", "easy", "easy"),
    ("normal", "normal", "easy", "easy"),
    ("normal", "normal"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per mix")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    print(f"Tea Time bots, {args.games} seeded games per mix, seats rotating")
    print(
        f"{'mix':<28} {'normal wins':>11} {'per seat':>9} {'easy per seat':>13} {'draws':>6} {'games/s':>8} "
        f"{'actions':>8}"
    )
    for mix in MIXES:
        result = play_games("tea_time", len(mix), args.games, args.seed, list(mix))
        seats = Counter(mix)
        wins = result["wins"]["by_level"]
        games = result["games"]
        normal = wins.get("normal", 0)
        easy_rate = f"{wins['easy'] / (games * seats['easy']):.3f}" if "easy" in seats else "-"
        print(
            f"{','.join(mix):<28} {normal / games:>11.3f} {normal / (games * seats['normal']):>9.3f} "
            f"{easy_rate:>13} {result['draws']:>6} {result['games_per_second']:>8.1f} "
            f"{result['mean_actions']:>8.1f}"
        )
        if mix == ("normal", "normal"):
            print(f"{'':<28} by seat (first seat, second seat): {result['wins']['by_seat']}")


if __name__ == "__main__":
    main()
