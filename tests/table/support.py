"""Small builders shared by the Table, save and rules-thread tests."""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table

GAME_ID = "tea_time"


def make_setup(*kinds: SeatKind, seed: int = 1, level: str = "normal") -> GameSetup:
    seats = tuple(
        SeatSpec(kind, f"Seat {i + 1}", level if kind is SeatKind.BOT else None) for i, kind in enumerate(kinds)
    )
    return GameSetup(GAME_ID, seats, seed)


def setup_where_first(*kinds: SeatKind, first: int) -> GameSetup:
    """The setup with the smallest seed whose first turn belongs to seat ``first``."""
    for seed in range(1000):
        setup = make_setup(*kinds, seed=seed)
        if Table.new(setup).current_seats() == (first,):
            return setup
    raise AssertionError(f"no seed in range lets seat {first} open")


def bot_action(table: Table, seat: int, level: str = "normal") -> Any:
    """What a bot in ``seat`` plays now, with a generator fixed by the table's seed and version."""
    rng = random.Random(table.setup.seed * 7919 + table.version)
    return make_bot(table.setup.game_id, level).choose(table.view(seat), table.legal(seat), rng)


def play_bots_until_human(table: Table, limit: int = 200) -> None:
    """Let every BOT seat play until a HUMAN seat is to act or the game is over."""
    for _ in range(limit):
        if table.outcome.finished:
            return
        (seat,) = table.current_seats()
        if table.setup.seats[seat].kind is not SeatKind.BOT:
            return
        verdict = table.submit(seat, bot_action(table, seat))
        assert verdict.accepted, verdict
    raise AssertionError("the bots did not stop")


def single_take(table: Table, seat: int) -> Any:
    """The first legal action of ``seat`` that takes a single card."""
    return next(a for a in table.legal(seat) if len(a["cells"]) == 1)
