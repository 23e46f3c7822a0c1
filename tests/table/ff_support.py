"""Frantic Frankfurt at the Table, for the real-time tests: set-ups, race positions, card counting.

The game is not in the registry yet (its board registers it), so the tests register it for themselves.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_qt.core.games import _engines
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table

FF = "frantic_frankfurt"
CARDS = 132
ENGINE = ("tabletop_qt.core.games.frantic_frankfurt.rules", "FranticFrankfurt")


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``get_game("frantic_frankfurt")`` work for this test (undone afterwards)."""
    monkeypatch.setitem(_engines(True), FF, ENGINE)


def ff_setup(*kinds: SeatKind, seed: int = 1, level: str = "normal:fast") -> GameSetup:
    seats = tuple(
        SeatSpec(kind, f"Seat {i + 1}", level if kind is SeatKind.BOT else None) for i, kind in enumerate(kinds)
    )
    return GameSetup(FF, seats, seed)


def cards_in_view(view: dict[str, Any]) -> int:
    """Every card a view accounts for: draw piles, columns (face down and up), held cards, piles, the box."""
    total = view["box_count"] + sum(p["count"] for p in view["piles"])
    for seat in view["seats"]:
        total += seat["draw_count"] + int(seat["holding"])
        total += sum(c["hidden"] + (c["top"] is not None) for c in seat["columns"])
    return total


def say_ready_for_all(table: Table) -> None:
    round_ = table.view(None)["round"]
    for seat in range(table.setup.players):
        if {"type": "ready", "round": round_} in table.legal(seat):
            assert table.submit(seat, {"type": "ready", "round": round_}).accepted


def shared_pile(table: Table) -> tuple[int, dict[str, Any], dict[str, Any]] | None:
    """A pile onto which both seat 0 and seat 1 have a legal play now, with those plays."""
    plays = [[a for a in table.legal(s) if a["type"] == "play"] for s in (0, 1)]
    for a in plays[0]:
        b = next((b for b in plays[1] if b["pile"] == a["pile"]), None)
        if b is not None:
            return a["pile"], a, b
    return None


def race_positions(setup: GameSetup, count: int, rng_seed: int = 0, limit: int = 20_000) -> list[Table]:
    """``count`` distinct positions (as Tables) where seats 0 and 1 can both play onto the same pile, met while
    random legal actions play the game from ``setup``."""
    rng = random.Random(rng_seed)
    table = Table.new(setup)
    found: list[Table] = []
    for _ in range(limit):
        if table.outcome.finished:
            table = Table.new(GameSetup(setup.game_id, setup.seats, setup.seed + len(found) + 1))
            continue
        if shared_pile(table) is not None:
            found.append(Table.from_json(table.to_json()))
            if len(found) == count:
                return found
        seats = table.current_seats()
        seat = rng.choice(seats)
        assert table.submit(seat, rng.choice(table.legal(seat))).accepted
    raise AssertionError(f"only {len(found)} race positions found")
