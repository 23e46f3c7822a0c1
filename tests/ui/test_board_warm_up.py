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


def _count_translations(window: MainWindow, board) -> list[int]:  # type: ignore[no-untyped-def]
    """The board's translations made while the page takes the board up for a game (``_use_board``): a language
    change announced meanwhile (another test's translators going away) translates it too, and is not counted."""
    calls: list[int] = []
    taking: list[bool] = []
    real, real_use = board.retranslate, window.game._use_board

    def counted() -> None:
        if taking:
            calls.append(1)
        real()

    def use(game_id: str) -> None:
        taking.append(True)
        try:
            real_use(game_id)
        finally:
            taking.clear()

    board.retranslate = counted
    window.game._use_board = use
    return calls


def test_a_board_translated_ahead_is_not_translated_again_by_its_first_game(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, languages, data_dir)
    window.game.prepare_board(GAME)  # as the idle warm-up does
    calls = _count_translations(window, window.game._boards[GAME])
    window.show()
    start_game_through_dialog(qtbot, window, SEATS, game_id=GAME)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=10_000)
    assert calls == []
    window.close()


def test_a_board_translated_ahead_in_another_language_is_translated_at_its_first_game(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, languages, data_dir)
    window.game.prepare_board(GAME)
    calls = _count_translations(window, window.game._boards[GAME])
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
    board = window.game.board
    calls: list[int] = []
    real = board.retranslate
    board.retranslate = lambda: (calls.append(1), real())
    window.game.prepare_board(GAME)  # the warm-up reaching this game's board while its game is on (no event runs)
    assert calls == []
    window.close()
