"""Switching the language mid-game re-words every open window, the scene, dialogs and the log at once."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from tabletop_qt.i18n.languages import Language
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, take_by_clicking, wait_for_turn_or_end


def scene_texts(window: MainWindow) -> list[str]:
    return [i.text() for i in window.game.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_switching_language_mid_game_retranslates_everything_visible(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    page = window.game
    for _ in range(3):
        wait_for_turn_or_end(qtbot, window)
        take_by_clicking(qtbot, window, sorted(page.scene.legal_takes())[0])
    wait_for_turn_or_end(qtbot, window)
    window.open_help()
    dialog = window.open_new_game_dialog()
    english_log = page.log_lines()
    assert any(" takes " in line for line in english_log)
    assert any(t.endswith(" points") for t in scene_texts(window))
    assert "Game" == window.game_menu.title().replace("&", "")

    window.language_actions[Language.ITALIAN].trigger()
    # Qt delivers LanguageChange through the event loop: the next turn of it re-words everything.
    qtbot.waitUntil(lambda: window.game_menu.title().replace("&", "") == "Partita")
    assert window.game_menu.title().replace("&", "") == "Partita"
    assert window.language_menu.title().replace("&", "") == "Lingua"
    assert page.board.take_button.text() == "Prendi le carte"
    assert page._round.text().startswith("Round ") and " di " in page._round.text()
    assert "tocca a te" in page._turn.text()
    italian_log = page.log_lines()
    assert len(italian_log) == len(english_log)
    assert any(" prende " in line for line in italian_log)
    assert not any(" takes " in line for line in italian_log)
    assert any(t.endswith(" punti") for t in scene_texts(window))
    assert dialog.windowTitle() == "Nuova partita"
    assert window.help_dialog is not None and "Decisioni di questa app" in window.help_dialog.text()
    assert window.help_dialog.windowTitle() == "Regole di Tea Time"

    window.language_actions[Language.DUTCH].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().replace("&", "") == "Spel")
    assert window.game_menu.title().replace("&", "") == "Spel"
    assert page.board.take_button.text() == "Kaarten nemen"
    assert any(" neemt " in line for line in page.log_lines())
    assert any(t.endswith(" punten") for t in scene_texts(window))
    assert dialog.windowTitle() == "Nieuw spel"
    assert "Beslissingen van deze app" in window.help_dialog.text()
    dialog.reject()

    window.language_actions[Language.ENGLISH].trigger()
    qtbot.waitUntil(lambda: page.log_lines() == english_log)


def test_the_chosen_language_is_remembered(qtbot, window: MainWindow, data_dir) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    window.language_actions[Language.DUTCH].trigger()
    qtbot.waitUntil(lambda: window.home._new.text() == "Nieuw spel…")
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("language") == "nl"
    assert window.language_actions[Language.DUTCH].isChecked()
    assert window.home._new.text() == "Nieuw spel…"
