"""How strong and how quick the Times Square bots are: normal against easy over seeded games (seats
alternating), normal against itself (seat balance), and the normal bot's time per decision.

    python benchmarks/times_square_bots.py [--games N] [--seed S]

The engine is built directly (the game is not in the menus' registry yet, so tabletop_qt.sim cannot run it).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tabletop_qt.bots import make_bot  # noqa: E402
from tabletop_qt.core.games.times_square.rules import TimesSquare  # noqa: E402

GAME = TimesSquare()


def play_game(seed: int, levels: tuple[str, str], clock: dict[str, list[float]]) -> tuple[Any, int]:
    """One game, seat s played at levels[s]; each decision's time is added to clock[level]."""
    bots = [make_bot("times_square", level) for level in levels]
    rng = random.Random(seed)
    state = GAME.new_state(2, seed)
    actions = 0
    while not state.finished:
        seat = state.current
        legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
        view = GAME.view(state, seat)
        start = time.perf_counter()
        choice = bots[seat].choose(view, legal, rng)
        clock[levels[seat]].append((time.perf_counter() - start) * 1000)
        state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))
        actions += 1
    return GAME.outcome(state), actions


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    clock: dict[str, list[float]] = {"easy": [], "normal": []}
    print(f"Times Square bots, {args.games} seeded games per pairing, seats alternating")
    print(f"{'pairing':<14} {'normal wins':>11} {'easy wins':>9} {'draws':>6} {'by seat 0/1':>12} {'actions':>8}")
    report: dict[str, Any] = {}
    for pairing in (("normal", "easy"), ("normal", "normal")):
        wins = {"normal": 0, "easy": 0}
        by_seat = [0, 0]
        draws = 0
        lengths = []
        reasons: dict[str, int] = {}
        for i in range(args.games):
            levels = pairing if i % 2 == 0 else (pairing[1], pairing[0])
            outcome, actions = play_game(args.seed + i, levels, clock)
            lengths.append(actions)
            reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
            if outcome.winners:
                winner = outcome.winners[0]
                by_seat[winner] += 1
                wins[levels[winner]] += 1
            else:
                draws += 1
        name = ",".join(pairing)
        mixed = "easy" in pairing  # against itself "normal wins" means nothing: the seats tell the story
        normal = f"{wins['normal'] / args.games:.3f}" if mixed else "-"
        easy = f"{wins['easy'] / args.games:.3f}" if mixed else "-"
        print(
            f"{name:<14} {normal:>11} {easy:>9} {draws:>6} {by_seat!s:>12} "
            f"{statistics.mean(lengths):>8.1f}"
        )
        print(f"{'':<14} endings: {', '.join(f'{k} {v}' for k, v in sorted(reasons.items()))}")
        report[name] = {
            **(
                {"normal_win_rate": round(wins["normal"] / args.games, 3),
                 "easy_win_rate": round(wins["easy"] / args.games, 3)}
                if mixed
                else {}
            ),
            "draws": draws,
            "wins_by_seat": by_seat,
            "endings": reasons,
            "mean_actions": round(statistics.mean(lengths), 1),
        }
    print()
    print("time per decision (ms)")
    for level, times in clock.items():
        times.sort()
        print(
            f"  {level:<7} median {statistics.median(times):.3f}  p99 {percentile(times, 0.99):.2f}  "
            f"max {times[-1]:.1f}  ({len(times)} decisions)"
        )
        report[f"{level}_ms_per_decision"] = {
            "median": round(statistics.median(times), 3),
            "p99": round(percentile(times, 0.99), 2),
            "max": round(times[-1], 1),
        }
    print("aims: normal clearly beats easy; a normal decision well under 1 s")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
