"""How long the Frantic Frankfurt table takes to show a new position (the GUI thread's share of a real-time game).

    python benchmarks/frantic_frankfurt_scene.py [--players 4] [--changes 600] [--seed 3]

A seeded 4-player game is played by random legal actions of random current seats (the rules engine, no bots);
every change's view for seat 0, seat 0's legal actions and the change's events are recorded first. Then the
real board (FranticFrankfurtBoard in the app's TableView, offscreen, 1000x740) shows them one after another,
as the game page does for every TableUpdate, and each ``show_view`` is timed: once with nothing in hand, once
with a card of seat 0 picked up (the lit targets are recomputed on every view). The first show (the items are
built) is reported apart. Prints a report, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any


def _positions(players: int, changes: int, seed: int) -> list[tuple[Any, list[Any], list[Any]]]:
    from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt

    rules = FranticFrankfurt()
    rng = random.Random(seed)
    state, events = rules.new_state_with_events(players, seed)
    out = []
    while len(out) < changes:
        if state.finished:
            state, events = rules.new_state_with_events(players, rng.getrandbits(31))
        legal = [rules.action_to_json(a) for a in rules.legal_actions(state, 0)]
        out.append((rules.view(state, 0), legal, list(events)))
        seats = list(rules.current_seats(state))
        seat = rng.choice(seats)
        state, events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--changes", type=int, default=600)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.ui.games.frantic_frankfurt.board import FranticFrankfurtBoard
    from tabletop_qt.ui.table_view import TableView

    app = QApplication.instance() or QApplication([sys.argv[0]])
    positions = _positions(args.players, args.changes, args.seed)
    names = ["Anna", "Bruno", "Carla", "Daan"][: args.players]
    figures: dict[str, Any] = {"players": args.players, "changes": len(positions)}
    for mode in ("empty hand", "card in hand"):
        board = FranticFrankfurtBoard()
        view = TableView(board.scene)
        view.resize(1000, 740)
        view.show()
        app.processEvents()
        scene = board.ff_scene
        times: list[float] = []
        first = None
        for index, (v, legal, events) in enumerate(positions):
            if mode == "card in hand" and scene.picked is None:
                plays = [a for a in legal if a["type"] in ("play", "move")]
                if plays:
                    scene._set_picked(plays[0]["card"])
            start = time.perf_counter()
            board.show_view(v, names, legal, events)
            elapsed = (time.perf_counter() - start) * 1000
            if index == 0:
                first = elapsed
            else:
                times.append(elapsed)
            app.processEvents()  # paint and run the flights, as the event loop would between two updates
        times.sort()
        key = mode.replace(" ", "_")
        figures[key] = {
            "first_ms": round(first or 0.0, 3),
            "median_ms": round(statistics.median(times), 3),
            "p90_ms": round(times[int(len(times) * 0.9)], 3),
            "max_ms": round(times[-1], 3),
        }
        print(
            f"{args.players} players, {mode}: show_view median {figures[key]['median_ms']:.3f} ms, "
            f"p90 {figures[key]['p90_ms']:.3f} ms, max {figures[key]['max_ms']:.3f} ms "
            f"(first show, building the items: {figures[key]['first_ms']:.1f} ms) over {len(times)} changes"
        )
        view.close()
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
