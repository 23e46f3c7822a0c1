"""Driving the real window like a person: clicks on scene items and buttons, waiting for the rules thread."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NewGameDialog


def click_scene_item(qtbot, window: MainWindow, item) -> None:  # type: ignore[no-untyped-def]
    view = window.game.view
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def start_game_through_dialog(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    seats: list[tuple[SeatKind, str, str]],
    players: int | None = None,
    game_id: str = "tea_time",
) -> None:
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog: NewGameDialog = window.new_game_dialog  # type: ignore[assignment]
    dialog.set_game(game_id)
    dialog.set_players(players or len(seats))
    for index, (kind, name, level) in enumerate(seats):
        dialog.set_seat(index, kind, name, level)
    ok = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=5000)


def wait_for_turn_or_end(qtbot, window: MainWindow, timeout: int = 10000) -> None:  # type: ignore[no-untyped-def]
    page = window.game

    def ready() -> bool:
        update = page.update_shown
        return update is not None and (update.outcome.finished or page.acting_seat() is not None)

    qtbot.waitUntil(ready, timeout=timeout)


def take_by_clicking(qtbot, window: MainWindow, cells: tuple[int, ...]) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    before = page.update_shown.version  # type: ignore[union-attr]
    for cell in cells:
        item = page.scene.cell_item(cell)
        assert item is not None and item.isVisible()
        click_scene_item(qtbot, window, item)
    assert sorted(page.scene.selection) == sorted(cells)
    assert page.board.take_button.isEnabled()
    qtbot.mouseClick(page.board.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.update_shown.version > before, timeout=5000)  # type: ignore[union-attr]


def play_person_to_the_end(qtbot, window: MainWindow, turns: int = 400) -> None:  # type: ignore[no-untyped-def]
    """The person at the screen plays the first legal action each turn (through the page's controller, as the
    board would) until the game ends."""
    page = window.game
    for _ in range(turns):
        wait_for_turn_or_end(qtbot, window)
        update = page.update_shown
        assert update is not None
        if update.outcome.finished:
            return
        seat = page.acting_seat()
        assert seat is not None
        version = update.version
        page.controller.submit(seat, update.legal[seat][0])
        qtbot.waitUntil(lambda: page.update_shown.version > version, timeout=5000)  # type: ignore[union-attr]
    raise AssertionError(f"the game did not end in {turns} turns")


def scaled_controller(scale: float) -> type:
    """The rules thread's controller with every real-time think time and countdown shrunk by ``scale`` (patch it
    over ``tabletop_qt.rules_thread.controller.TableController`` before the window makes its controller)."""
    from tabletop_qt.rules_thread import controller

    class ScaledController(controller.TableController):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs["realtime_scale"] = scale
            super().__init__(*args, **kwargs)

    return ScaledController
