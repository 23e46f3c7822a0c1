"""Continue after a quit or a crash resumes exactly; a damaged save gets a clear message and loses nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, take_by_clicking, wait_for_turn_or_end


def new_window(qtbot, languages: LanguageManager, data_dir: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    return win


def test_continue_resumes_exactly_where_the_game_was_left(qtbot, window: MainWindow, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    for _ in range(2):
        wait_for_turn_or_end(qtbot, window)
        take_by_clicking(qtbot, window, sorted(window.game.scene.legal_takes())[-1])
    wait_for_turn_or_end(qtbot, window)
    left = window.game.update_shown
    assert left is not None
    window.close()  # the player quits

    again = new_window(qtbot, languages, data_dir)
    assert again.home._continue.isVisible()
    qtbot.mouseClick(again.home._continue, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.game.update_shown is not None)
    resumed = again.game.update_shown
    assert resumed.version == left.version
    assert resumed.views == left.views
    assert resumed.legal == left.legal
    assert again.game.log_lines() == window.game.log_lines()
    again.close()


def test_a_damaged_autosave_gives_a_clear_message_and_is_kept(qtbot, window: MainWindow, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    garbage = b'{"format": "tabletop-qt-save", "format_version": 1, "table": {"setup": '
    window.autosave_path.write_bytes(garbage)
    other = data_dir / "my-other-save.json"
    other.write_text("precious")
    languages.set_language(Language.ITALIAN)
    window._refresh_continue()
    qtbot.mouseClick(window.home._continue, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible())
    box = window.message_box
    assert box.icon() == QMessageBox.Icon.Warning
    assert "danneggiata" in box.text()
    assert box.windowTitle() == "Impossibile continuare la partita"
    assert window.pages.currentWidget() is window.home
    kept = [p for p in data_dir.iterdir() if p.name.startswith("autosave.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert other.read_text() == "precious"
    assert not window.autosave_path.exists()
    box.accept()
    # And the app goes on: a new game starts as usual.
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    assert window.game.update_shown is not None
