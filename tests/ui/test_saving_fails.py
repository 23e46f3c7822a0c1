"""A data folder the autosave cannot be written to: said once, in the person's language, the game goes on, and a
quiet "Not saved" marker shows until saving works again."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from tabletop_qt.i18n.languages import Language
from tabletop_qt.startup import read_stored_settings
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def _open_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def _play_one_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    update = page.update_shown
    assert update is not None and not update.outcome.finished
    page.controller.submit(0, update.legal[0][0])
    qtbot.waitUntil(lambda: page.update_shown.version > update.version, timeout=5000)  # type: ignore[union-attr]
    wait_for_turn_or_end(qtbot, window)


def test_a_folder_that_refuses_saves_is_said_once_and_marked_until_saving_works(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_language(Language.ITALIAN)
    # The autosave's place is taken by a folder: every write fails in the operating system, as on a read-only disk
    # (permission bits would not stop root, who runs the tests).
    window.autosave_path.mkdir()
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    page = window.game
    qtbot.waitUntil(lambda: len(_open_boxes(window)) == 1, timeout=5000)
    for _ in range(3):
        _play_one_move(qtbot, window)
    qtbot.wait(100)
    boxes = _open_boxes(window)
    assert len(boxes) == 1, "said once, not at every save"
    text = boxes[0].text()
    assert "salvat" in text and str(window.autosave_path.parent) in text
    assert "Is a directory" not in text and "Errno" not in text
    assert page.is_unsaved_shown()
    assert page._unsaved.text() == "Non salvata"
    boxes[0].close()
    # The way is clear again: the next save works and the marker goes.
    shutil.rmtree(window.autosave_path)
    _play_one_move(qtbot, window)
    qtbot.waitUntil(lambda: not page.is_unsaved_shown(), timeout=5000)
    assert window.autosave_path.is_file()
    assert not _open_boxes(window)


def test_stored_settings_that_cannot_be_read_fall_back_with_a_note(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.set_language(Language.DUTCH)
    path = tmp_path / "bad.ini"
    path.write_text("[General]\nbot_delay=fast\nlanguage=xx\n")
    stored = read_stored_settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert stored.bot_delay_ms == 700 and stored.language is None
    assert len(stored.notes) == 2
    assert all("„" in note for note in stored.notes)  # the Dutch quotes: the notes are in Dutch
    window.tell_settings_reset(stored.notes)
    qtbot.waitUntil(lambda: len(_open_boxes(window)) == 1)
    box = _open_boxes(window)[0]
    assert "fast" in box.text() and "xx" in box.text()
    assert "Normaal" in box.text()
    again = read_stored_settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert again.notes == ()
