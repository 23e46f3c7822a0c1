"""Starting a new game over an unfinished one asks first, and the table stands still while a dialog is open over it
(reviews G-1 and High Noon Saloon #3: Game › New game… silently replaced the game in progress)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.rules_thread import controller as rules_controller
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import scaled_controller, start_game_through_dialog, take_by_clicking, wait_for_turn_or_end


def _start_from_the_menu(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window.new_action.trigger()
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.set_game(game_id)
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_a_new_game_asks_before_it_replaces_the_unfinished_one(qtbot, window: MainWindow, languages: LanguageManager) -> None:
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    take_by_clicking(qtbot, window, sorted(page.scene.legal_takes())[0])
    wait_for_turn_or_end(qtbot, window)
    playing = page.update_shown
    _start_from_the_menu(qtbot, window, "times_square")
    qtbot.waitUntil(lambda: window.replace_box is not None and window.replace_box.isVisible())
    box: QMessageBox = window.replace_box
    assert box.text() == "Start a new game?" and "not finished" in box.informativeText()
    qtbot.mouseClick(box.findChild(type(box.defaultButton()), "replace_game_keep"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert page.update_shown.setup == playing.setup and window.pages.currentWidget() is page  # type: ignore[union-attr]
    # Asked in the person's language; and this time they say yes.
    languages.set_language(Language.ITALIAN)
    _start_from_the_menu(qtbot, window, "times_square")
    qtbot.waitUntil(lambda: window.replace_box is not None and window.replace_box is not box and window.replace_box.isVisible())
    box = window.replace_box
    assert box.text() == "Iniziare una nuova partita?" and "non è ancora finita" in box.informativeText()
    qtbot.mouseClick(box.findChild(type(box.defaultButton()), "replace_game_start"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.update_shown is not None and page.update_shown.setup.game_id == "times_square", timeout=5000)


def test_a_game_that_is_over_is_replaced_without_a_question(qtbot, window: MainWindow) -> None:
    assert not window.has_unfinished_game()
    _start_from_the_menu(qtbot, window, "tea_time")
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=5000)
    assert window.replace_box is None


def test_a_real_time_table_stands_still_while_the_new_game_dialog_is_open(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.3))
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"),) + tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal:fast") for i in (1, 2))
    window.start_game(GameSetup("frantic_frankfurt", seats, 12))
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None, timeout=5000)
    assert not page.is_paused()
    dialog = window.open_new_game_dialog()
    qtbot.waitUntil(page.is_paused, timeout=5000)
    dialog.reject()
    qtbot.waitUntil(lambda: not page.is_paused(), timeout=5000)


def test_a_turn_based_table_of_bots_holds_while_the_new_game_dialog_is_open(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "easy") for i in range(3))
    window.start_game(GameSetup("tea_time", seats, 3))
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None and page.update_shown.version > 2, timeout=10000)
    dialog = window.open_new_game_dialog()
    held_at = page.update_shown.version  # type: ignore[union-attr]
    # Bots at full speed move every frame: over this while they would have made many moves (a quiet spell has no
    # signal to wait for).
    qtbot.wait(400)
    assert page.update_shown.version <= held_at + 1  # type: ignore[union-attr]  (one may have been on its way)
    dialog.reject()
    qtbot.waitUntil(lambda: page.update_shown.version > held_at + 3, timeout=10000)  # type: ignore[union-attr]
