"""A move's animation is deleted once it stops: a game's scene lives as long as the window, and Times Square's and
High Noon Saloon's kept every finished animation (and the closures it held) as a child until the window closed,
900 of them after 15 s of bots."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QVariantAnimation

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow

# Players, and positions to play: High Noon Saloon's figures move in a few of its turns only.
GAMES = {"times_square": (2, 24), "high_noon_saloon": (6, 150), "tea_time": (2, 24)}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_finished_animation_is_kept_by_the_scene(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    players, moves = GAMES[game_id]
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i + 1}", "normal") for i in range(players))
    positions: list[object] = []
    window.controller.table_updated.connect(positions.append)
    window.start_game(GameSetup(game_id, seats, 7))
    page = window.game
    qtbot.waitUntil(lambda: len(positions) >= moves, timeout=20000)
    window.controller.table_updated.disconnect(positions.append)
    window.leave_table()
    scene = page.board.scene

    def kept() -> int:
        # A stopped animation is deleted at the next turn of the loop (a deferred delete).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(scene.findChildren(QVariantAnimation))

    # The longest (a damage number's rise) runs 1.1 s; without the deletion every finished one stayed.
    qtbot.waitUntil(lambda: kept() == 0, timeout=4000)
