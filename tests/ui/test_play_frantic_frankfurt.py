"""Frantic Frankfurt through the real window: a person plays cards with the mouse against bots that play at the
same time, in the rules thread; and a whole game against bots reaches its end.

Bots think in real time; the tests shrink every think time and countdown by ``realtime_scale`` (the rules
thread's own knob), so a game that takes a quarter of an hour at the table takes seconds here.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from tabletop_qt.rules_thread import controller as rules_controller
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.games.frantic_frankfurt.board import FranticFrankfurtBoard
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NewGameDialog
from tests.ui.helpers import scaled_controller


def _start(qtbot: Any, window: MainWindow, bots: int, speed: str) -> FranticFrankfurtBoard:
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog: NewGameDialog = window.new_game_dialog  # type: ignore[assignment]
    dialog.set_game("frantic_frankfurt")
    dialog.set_speed(speed)
    seats = [(SeatKind.HUMAN, "Anna", "normal")] + [(SeatKind.BOT, f"Bot {i + 2}", "normal") for i in range(bots)]
    dialog.set_players(len(seats))
    for index, (kind, name, level) in enumerate(seats):
        dialog.set_seat(index, kind, name, level)
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=5000)
    board = window.game.board
    assert isinstance(board, FranticFrankfurtBoard)
    setup = window.game.update_shown.setup  # type: ignore[union-attr]
    assert setup.game_id == "frantic_frankfurt"
    assert all(s.level == f"normal:{speed}" for s in setup.seats if s.kind is SeatKind.BOT)
    return board


def _viewport_point(window: MainWindow, scene_point: Any) -> QPoint:
    return window.game.view.mapFromScene(scene_point)


@pytest.mark.parametrize("bots", [1, 3])
def test_a_person_plays_cards_by_mouse_against_bots(qtbot: Any, window: MainWindow, monkeypatch: Any, bots: int) -> None:
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.5))
    board = _start(qtbot, window, bots, "slow")
    scene = board.ff_scene
    page = window.game
    assert not page._undo.isVisible()  # a real-time game takes nothing back
    viewport = page.view.viewport()
    # The opening: the person says ready with the button on the table (the referee would after its countdown).
    qtbot.waitUntil(lambda: not scene.ready_button_rect().isEmpty() or page.update_shown.view_for(0)["phase"] != "opening", timeout=5000)  # type: ignore[union-attr]
    if not scene.ready_button_rect().isEmpty():
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_viewport_point(window, scene.ready_button_rect().center()))
    played = 0
    refused = 0
    deadline = time.monotonic() + 40
    while played < 3 and time.monotonic() < deadline:
        update = page.update_shown
        assert update is not None
        if update.outcome.finished:
            break
        plays = [a for a in update.legal.get(0, []) if a["type"] == "play"]
        if not plays or scene.pending is not None:
            qtbot.wait(30)
            continue
        play = plays[0]
        column = next(c for c in range(4) if scene.table.columns[c].card == play["card"])
        card_at = _viewport_point(window, scene.column_top_item(column).sceneBoundingRect().center())
        pile_at = _viewport_point(window, scene.pile_rect(play["pile"]).center())
        before = update.version
        # Drag it there, the way a person does.
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=card_at)
        for step in range(1, 7):
            qtbot.mouseMove(viewport, card_at + (pile_at - card_at) * (step / 6))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=pile_at)
        # Either the play lands (the card leaves the layout) or someone was faster and it comes back.
        qtbot.waitUntil(lambda: scene.pending is None, timeout=5000)
        now = page.update_shown
        assert now is not None
        tops = {c["top"]["id"] for c in now.view_for(0)["seats"][0]["columns"] if c["top"]}
        if play["card"] not in tops and now.version > before:
            played += 1
        else:
            refused += 1
    assert played >= 3, (played, refused)
    # The log tells who played what, in words.
    assert any("Anna lays" in line for line in page.log_lines())


def test_a_game_against_three_fast_bots_reaches_its_end(qtbot: Any, window: MainWindow, monkeypatch: Any) -> None:
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.02))
    board = _start(qtbot, window, 3, "fast")
    scene = board.ff_scene
    page = window.game
    # The person's part is played by the test through the board, as quickly as the rules allow.
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        update = page.update_shown
        assert update is not None
        if update.outcome.finished:
            break
        legal = update.legal.get(0, [])
        slaps = [a for a in legal if a["type"] == "slap"]
        plays = [a for a in legal if a["type"] in ("play", "move")]
        if slaps:
            scene.choose_pile(slaps[0]["pile"])
        elif any(a["type"] in ("ready", "reveal") for a in legal):
            board.confirm()
        elif plays and scene.pending is None:
            action = plays[0]
            column = next((c for c in range(4) if scene.table.columns[c].card == action["card"]), None)
            if column is not None:
                scene.pick_column(column)
                if action["type"] == "play":
                    scene.choose_pile(action["pile"])
                else:
                    scene.pick_column(action["column"])
        qtbot.wait(5)
    update = page.update_shown
    assert update is not None and update.outcome.finished
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=5000)
    assert scene.summary_visible()
    assert scene.banner_text().startswith("The game is over")
    assert any(line.startswith("The game is over. Winner:") for line in page.log_lines())


def test_the_new_game_dialog_seats_only_one_person_at_this_computer_in_a_real_time_game(
    qtbot: Any, window: MainWindow
) -> None:
    dialog = window.open_new_game_dialog()
    ok = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    hint = dialog.findChild(QLabel, "one_person_hint")
    dialog.set_game("frantic_frankfurt")
    dialog.set_players(3)
    dialog.set_seat(0, SeatKind.HUMAN, "Ada")
    dialog.set_seat(1, SeatKind.BOT, "Robo")
    dialog.set_seat(2, SeatKind.BOT, "Zed")
    assert ok.isEnabled() and not hint.isVisible()
    dialog.set_seat(1, SeatKind.HUMAN, "Bea")
    assert not ok.isEnabled() and hint.isVisible() and "only one person" in hint.text()
    # Turn-based games share the screen gladly.
    dialog.set_game("times_square")
    dialog.set_players(2)
    assert ok.isEnabled() and not hint.isVisible()
    dialog.reject()
