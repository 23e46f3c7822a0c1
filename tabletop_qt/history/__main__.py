"""python -m tabletop_qt.history DIR list [--game ID] | show ID | stats [--game ID] | analyse ID: the history as JSON.

``analyse ID [--seat N] [--seed S] [--iterations N]`` grades one seat's decisions with the hard bots' search from
that seat's view only (tabletop_qt/analysis/game.py): a network record only from its own seat.

``show`` replays the record (so a damaged one says why) and prints its summary and every position's state hash.
A refused record prints {"error": <reason code>, "detail": ...} and exits with 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from tabletop_qt.history.record import HistoryError
from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore, HistorySummary, summary_of


def summary_json(summary: HistorySummary) -> dict[str, Any]:
    data = asdict(summary)
    data["mode"] = summary.mode.value
    for key in ("players", "winners", "people", "scores", "winner_seats"):
        data[key] = list(data[key])
    return data


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.history", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="a history folder (the app's is <data folder>/history)")
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("list", help="the finished games, newest first")
    listing.add_argument("--game", help="only this game's")
    show = commands.add_parser("show", help="one game: its summary and its positions' state hashes")
    show.add_argument("id")
    stats = commands.add_parser("stats", help="per game and person at this computer: played, won, best score")
    stats.add_argument("--game", help="only this game's")
    analyse = commands.add_parser("analyse", help="one seat's decisions graded by the search, from its view only")
    analyse.add_argument("id")
    analyse.add_argument("--seat", type=int, help="the seat to look from (default: the first person's)")
    analyse.add_argument("--seed", type=int, default=0, help="the searches' seed (same seed, same analysis)")
    analyse.add_argument("--iterations", type=int, help="each decision's search budget (default: the hard bot's)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    store = HistoryStore(args.folder)
    result: Any
    if args.command == "list":
        games = store.list(args.game)
        result = {
            "games": [summary_json(s) for s in games],
            "problems": [{"error": p.problem.value, "path": str(p.path), "detail": p.detail} for p in store.problems()],
        }
    elif args.command == "stats":
        result = {"stats": [asdict(s) for s in store.stats(args.game)]}
    else:
        try:
            record = store.load(args.id)
            replay = Replay(record)
        except HistoryError as exc:
            json.dump({"error": exc.problem.value, "detail": exc.detail}, sys.stdout)
            sys.stdout.write("\n")
            return 1
        except ValueError as exc:  # not an id at all
            json.dump({"error": "history.not_a_replay", "detail": str(exc)}, sys.stdout)
            sys.stdout.write("\n")
            return 1
        if args.command == "analyse":
            return _analyse(record, replay, args.seat, args.seed, args.iterations)
        result = {
            **summary_json(summary_of(record)),
            "app_version": record.app_version,
            "outcome": record.outcome.to_json(),
            "positions": replay.positions,
            "actors": [replay.actor(p) for p in range(replay.positions)],
            "hashes": replay.hashes(),
        }
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


def _analyse(record: Any, replay: Replay, seat: int | None, seed: int, iterations: int | None) -> int:
    from tabletop_qt.analysis.game import analysable_seats, analyse

    if seat is not None and seat not in analysable_seats(record):
        json.dump({"error": "analysis.seat", "detail": f"seat {seat} cannot be analysed in this record"}, sys.stdout)
        sys.stdout.write("\n")
        return 1
    try:
        result = analyse(record, seat, seed, iterations, replay=replay)
    except ValueError as exc:
        json.dump({"error": "analysis.seat", "detail": str(exc)}, sys.stdout)
        sys.stdout.write("\n")
        return 1
    json.dump(result.to_json(), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
