"""Games played through a real Table by the real bots, with the state hash of every position taken as they go."""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.history.replay import json_hash
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table

# Seat counts each game is played with here (High Noon Saloon takes 3 or more).
PLAYERS = {"tea_time": 2, "times_square": 2, "frantic_frankfurt": 2, "high_noon_saloon": 3}
GAME_IDS = tuple(PLAYERS)


def setup_for(game_id: str, kinds: tuple[SeatKind, ...], seed: int = 3) -> GameSetup:
    seats = tuple(
        SeatSpec(kind, f"Player {i + 1}", "normal" if kind is SeatKind.BOT else None) for i, kind in enumerate(kinds)
    )
    return GameSetup(game_id, seats, seed)


def state_hash(table: Table) -> str:
    return json_hash(table.game.state_to_json(table.state))


def play_to_end(table: Table, seed: int = 0, undo_at: tuple[int, ...] = (), limit: int = 20_000) -> list[str]:
    """Every seat played by a normal bot (people's seats too) until the game ends; returns the state hash of every
    position of the final line, in order. After the ``undo_at``-th accepted moves a person's move is taken back
    (when the table allows it), so the log holds undo markers and the dropped moves are not in the line."""
    rng = random.Random(seed)
    bots: dict[int, Any] = {}
    lines = [state_hash(table)]  # the final line: cut back on undo
    moves = 0
    for _ in range(limit):
        if table.outcome.finished:
            return lines
        seats = table.current_seats()
        seat = rng.choice(seats) if len(seats) > 1 else seats[0]
        legal = table.legal(seat)
        if not legal:
            continue
        bot = bots.setdefault(seat, make_bot(table.setup.game_id, "normal"))
        action = bot.choose(table.view(seat), legal, rng)
        if table.submit(seat, action).accepted:
            moves += 1
            lines.append(state_hash(table))
            if moves in undo_at and table.can_undo():
                assert table.undo()
                lines = _cut_to(lines, table)
    raise AssertionError("the game did not end")


def _cut_to(lines: list[str], table: Table) -> list[str]:
    """After an undo: the line up to the position the table went back to (its hash is somewhere in the line)."""
    now = state_hash(table)
    index = max(i for i, h in enumerate(lines) if h == now)
    return lines[: index + 1]
