"""The analysis of finished games (tabletop_qt/analysis/): its time, and the honesty of its win chances.

    python benchmarks/analysis.py [--games 200] [--timed 3] [--game GAME ...] [--players 2] [--seed 1]

For each game, 2 players, normal bots playing seeded games through a real Table:

- **Time**: ``--timed`` games analysed whole from seat 0 at the hard bot's budget (the replay window's analysis):
  seconds per decision and per game, beside a baseline (``list(range(100))`` x 10,000) timed in the same run.
- **Honesty**: ``--games`` games; at mid-game (the first position at or past half of the game where the seat has
  a choice) each seat's win chance is measured from its own view, at the hard bot's budget, as the analysis does;
  the seat called ahead (the higher chance) is checked against the result: how often it went on to win (a shared
  win counts; a game whose seats were called equal is not counted).

Prints a report, then one JSON line. Runs on one core (the machine is shared: the report says its load).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAMES = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")


def finished(game_id: str, players: int, seed: int) -> Any:
    from tabletop_qt.bots import make_bot
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.table import Table

    seats = tuple(SeatSpec(SeatKind.HUMAN if i == 0 else SeatKind.BOT, f"P{i}", "normal") for i in range(players))
    table = Table.new(GameSetup(game_id, seats, seed))
    rng = random.Random(seed)
    bots = [make_bot(game_id, "normal") for _ in range(players)]
    for _ in range(200_000):
        if table.outcome.finished:
            return table
        current = table.current_seats()
        seat = rng.choice(current) if len(current) > 1 else current[0]
        legal = table.legal(seat)
        if legal:
            table.submit(seat, bots[seat].choose(table.view(seat), legal, rng))
    raise RuntimeError("a game did not end")


def baseline_s() -> float:
    start = time.perf_counter()
    for _ in range(10_000):
        list(range(100))
    return time.perf_counter() - start


def time_analysis(game_id: str, players: int, games: int, seed: int) -> dict[str, Any]:
    from tabletop_qt.analysis.game import analyse
    from tabletop_qt.history.record import HistoryMode
    from tabletop_qt.history.recorder import record_from_table

    per_game, per_decision, decisions, cpu_times = [], [], [], []
    for g in range(games):
        record = record_from_table(finished(game_id, players, seed + g), HistoryMode.LOCAL)
        start, cpu = time.perf_counter(), time.process_time()
        result = analyse(record, 0, 0)
        took = time.perf_counter() - start
        cpu_times.append(time.process_time() - cpu)
        per_game.append(took)
        decisions.append(len(result.decisions))
        per_decision.append(took / max(1, len(result.decisions)))
    return {
        "game_s_mean": sum(per_game) / len(per_game),
        "game_s_max": max(per_game),
        "decision_ms_mean": 1000 * sum(per_decision) / len(per_decision),
        "decisions_mean": sum(decisions) / len(decisions),
        # The process's own CPU: on a shared machine the wall time is mostly waiting for a core.
        "game_cpu_s_mean": sum(cpu_times) / len(cpu_times),
        "decision_cpu_ms_mean": 1000 * sum(cpu_times) / max(1, sum(decisions)),
    }


def honesty(game_id: str, players: int, games: int, seed: int) -> dict[str, Any]:
    from tabletop_qt.analysis.game import decision_seed
    from tabletop_qt.analysis.measure import MeasureRequest, measure
    from tabletop_qt.bots.search import default_iterations
    from tabletop_qt.history.replay import Replay
    from tabletop_qt.history.record import HistoryMode
    from tabletop_qt.history.recorder import record_from_table

    right = counted = ties = 0
    calibration: list[tuple[float, bool]] = []
    iterations = default_iterations(game_id)
    for g in range(games):
        table = finished(game_id, players, seed + 1000 + g)
        replay = Replay(record_from_table(table, HistoryMode.LOCAL))
        game = replay.game
        middle = replay.positions // 2
        chances = []
        for seat in range(players):
            for position in range(middle, replay.positions - 1):
                legal = [game.action_to_json(a) for a in game.legal_actions(replay.state(position), seat)]
                if len(legal) >= 2:
                    view = replay.view(position, seat)
                    request = MeasureRequest(
                        game_id, seat, view, tuple(legal), decision_seed(7, position), iterations, None,
                        table.setup.options,
                    )
                    chances.append(measure(request).best.win)
                    break
            else:
                chances.append(None)
        known = [(c, s) for s, c in enumerate(chances) if c is not None]
        if len(known) < players:
            continue
        winners = set(table.outcome.winners)
        for chance, seat in known:
            calibration.append((chance, seat in winners))
        best = max(c for c, _ in known)
        leaders = [s for c, s in known if c == best]
        if len(leaders) > 1:
            ties += 1
            continue
        counted += 1
        right += leaders[0] in winners
    # Calibration: the chances said in bands, against how often those seats won.
    bands = []
    for low in (0.0, 0.3, 0.45, 0.55, 0.7):
        high = {0.0: 0.3, 0.3: 0.45, 0.45: 0.55, 0.55: 0.7, 0.7: 1.01}[low]
        inside = [won for c, won in calibration if low <= c < high]
        if inside:
            bands.append({"said": f"{low:.2f}-{min(high, 1.0):.2f}", "seats": len(inside), "won": sum(inside) / len(inside)})
    return {"games": games, "counted": counted, "ties": ties, "ahead_won": right / counted if counted else None,
            "bands": bands, "shrink": shrink(calibration)}


def shrink(calibration: list[tuple[float, bool]]) -> float | None:
    """The factor k that makes 0.5 + k * (chance - 0.5) best match the results (least squares): below 1, the
    chances said are over-confident by that much (a seat's reward is the game's margin, not a frequency)."""
    spread = sum((c - 0.5) ** 2 for c, _ in calibration)
    if not spread:
        return None
    return sum((c - 0.5) * (float(won) - 0.5) for c, won in calibration) / spread


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--timed", type=int, default=3)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    results: dict[str, Any] = {"load": os.getloadavg()[0], "baseline_ms": 1000 * baseline_s()}
    for game_id in args.game or GAMES:
        row: dict[str, Any] = {}
        if args.timed:
            row["time"] = time_analysis(game_id, args.players, args.timed, args.seed)
        if args.games:
            row["honesty"] = honesty(game_id, args.players, args.games, args.seed)
        results[game_id] = row
        print(game_id, json.dumps(row), flush=True)
    results["baseline_ms_end"] = 1000 * baseline_s()
    results["load_end"] = os.getloadavg()[0]
    print(json.dumps(results))


if __name__ == "__main__":
    main()
