"""Boards made and translated in the window's idle warm-up: their first game does not translate them again (High
Noon Saloon's translation rebuilds its map, milliseconds of the game's first frame), unless the language changed
meanwhile; and the warm-up never touches a board already in use."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog

GAME = "high_noon_saloon"
SEATS = [(SeatKind.BOT, "Bea", "normal"), (SeatKind.BOT, "Bob", "normal")]


def _window(qtbot, languages: LanguageManager, data_dir) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(languages, QSettings(str(data_dir / "s.ini"), QSettings.Format.IniFormat), data_dir, 60_000)
    window.browser_factory = None
    qtbot.addWidget(window)
    window.resize(1200, 760)
    return window


def _count_translations(board) -> list[int]:  # type: ignore[no-untyped-def]
    calls: list[int] = []
    real = board.retranslate

    def counted() -> None:
        calls.append(1)
        real()

    board.retranslate = counted
    return calls


def test_a_board_translated_ahead_is_not_translated_again_by_its_first_game(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, languages, data_dir)
    window.game.prepare_board(GAME)  # as the idle warm-up does
    calls = _count_translations(window.game._boards[GAME])
    window.show()
    start_game_through_dialog(qtbot, window, SEATS, game_id=GAME)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=10_000)
    assert calls == []
    window.close()


def test_a_board_translated_ahead_in_another_language_is_translated_at_its_first_game(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, languages, data_dir)
    window.game.prepare_board(GAME)
    calls = _count_translations(window.game._boards[GAME])
    languages.set_language(Language.ITALIAN)
    window.show()
    start_game_through_dialog(qtbot, window, SEATS, game_id=GAME)
    assert calls  # its words were English
    window.close()


def test_the_warm_up_leaves_a_board_in_use_alone(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, languages, data_dir)
    window.show()
    start_game_through_dialog(qtbot, window, SEATS, game_id=GAME)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=10_000)
    calls = _count_translations(window.game.board)
    window.game.prepare_board(GAME)  # the warm-up reaching this game's board while its game is on
    assert calls == []
    window.close()
