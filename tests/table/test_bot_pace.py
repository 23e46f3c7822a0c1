"""The bots' pace is for what a person wants to watch (issue 26): a High Noon Saloon bot ends a phase, draws,
discards and declares without waiting the pace; its other moves wait it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.table.bot_pace import FRAME_MS, bot_delay_ms, is_quick
from tabletop_qt.table.saves import write_save
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.rules_thread.controller import TableController

GAME_ID = "high_noon_saloon"
A_MINUTE = 60_000


def test_only_the_moves_worth_nothing_to_watch_skip_the_pace() -> None:
    for kind in ("end_phase", "draw", "discard", "declare"):
        assert is_quick(GAME_ID, {"type": kind}) and bot_delay_ms(GAME_ID, {"type": kind}, 700) == FRAME_MS
    for kind in ("equip", "jump", "move", "target", "block", "enhance", "reload", "team_card", "pass"):
        assert bot_delay_ms(GAME_ID, {"type": kind}, 700) == 700
    assert bot_delay_ms("tea_time", {"type": "take"}, 700) == 700  # other games pace every move
    assert bot_delay_ms(GAME_ID, {"type": "draw"}, 0) == 0  # never slower than the pace itself


def _table_where_the_bot_will(kinds: set[str]) -> Table:
    """A 2-bot table stopped where the bot on the move (its own turn, no window open) chooses one of ``kinds``."""
    setup = GameSetup(GAME_ID, (SeatSpec(SeatKind.BOT, "A", "normal"), SeatSpec(SeatKind.BOT, "B", "normal")), 5)
    table = Table.new(setup)
    bot = make_bot(GAME_ID, "normal")
    for _ in range(5_000):
        seat = table.current_seats()[0]
        action = bot.choose(table.view(seat), table.legal(seat), random.Random(setup.seed * 1_000_003 + table.version))
        if action["type"] in kinds and table.state.attack is None and table.state.turn > 0:
            return table
        table.submit(seat, action)
    raise AssertionError("no such position")


def _first_move(qtbot: Any, tmp_path: Path, table: Table) -> list[Any]:
    path = tmp_path / "start.json"
    write_save(table, path)
    controller = TableController(autosave_path=tmp_path / "autosave.json", bot_delay_ms=A_MINUTE)
    updates: list[Any] = []
    controller.table_updated.connect(updates.append)
    try:
        controller.resume(path)
        qtbot.waitUntil(lambda: any(u.version > table.version for u in updates), timeout=20_000)
    finally:
        controller.shutdown()
    return [u for u in updates if u.version > table.version]


def test_a_bot_ends_a_phase_without_waiting_the_pace(qtbot: Any, tmp_path: Path) -> None:
    table = _table_where_the_bot_will({"end_phase"})
    after = _first_move(qtbot, tmp_path, table)  # at a pace of a minute a move, it came long before
    assert after[0].log[-1].action["type"] == "end_phase"
