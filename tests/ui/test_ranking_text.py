"""The end of a game says each person's place: "You finished 2nd" for the one person at the screen, every place
for hot-seat, with proper ordinals in Italian and Dutch; Frantic Frankfurt's table has no repeated row."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_qt.core.ranking import Better, places
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.games.frantic_frankfurt.board import FranticFrankfurtBoard
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.winner_screen import WinnerScreen
from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog

NAMES = ["Anna", "Bruno", "Carla"]


def _view(winners: list[int]) -> dict[str, Any]:
    return {"outcome": {"finished": True, "winners": winners, "scores": [], "reason": "tt.most_points"}}


@pytest.mark.parametrize(
    ("language", "you", "second"),
    [
        (Language.ENGLISH, "You finished 2nd.", "2nd place: Anna and Carla"),
        (Language.ITALIAN, "Hai concluso al 2º posto.", "2º posto: Anna e Carla"),
        (Language.DUTCH, "Je bent 2e geworden.", "2e plaats: Anna en Carla"),
    ],
)
def test_the_one_person_reads_their_place(qtbot, languages: LanguageManager, language: Language, you: str, second: str) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    dialog = WinnerScreen(_view([1]), NAMES, lambda: None, places=places(3, [1], [20, 30, 20]), people=[0])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.you_text() == you
    lines = dialog.ranking_text().split("\n")
    assert len(lines) == 2 and lines[0].endswith(": Bruno")
    assert lines[1] == second


def test_hot_seat_shows_each_persons_place_and_no_you(qtbot, languages: LanguageManager) -> None:  # type: ignore[no-untyped-def]
    dialog = WinnerScreen(_view([2]), NAMES, lambda: None, places=places(3, [2], [5, 9, 0], Better.LOWER), people=[0, 1, 2])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.you_text() == ""
    assert dialog.ranking_text() == "1st place: Carla\n2nd place: Anna\n3rd place: Bruno"
    languages.set_language(Language.ITALIAN)  # the dialog follows the language switch
    qtbot.waitUntil(lambda: dialog.ranking_text() == "1º posto: Carla\n2º posto: Anna\n3º posto: Bruno")


def test_frantic_frankfurts_end_table_has_no_repeated_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = FranticFrankfurtBoard()
    view = {"seats": [{"cards_left": 12, "draw_count": 12}, {"cards_left": 3, "draw_count": 3}]}
    table = board.score_table(view, NAMES[:2])
    assert table.rows == ("Cards still to shed",) and table.cells == (("12", "3"),)
    # Cards still in the columns (a game ended another way) show as their own row, the total last.
    view = {"seats": [{"cards_left": 12, "draw_count": 10}, {"cards_left": 3, "draw_count": 3}]}
    table = board.score_table(view, NAMES[:2])
    assert table.cells == (("10", "3"), ("2", "0"), ("12", "3")) and table.total_row == 2


def test_a_whole_game_ends_with_the_persons_place(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    outcome = window.game.update_shown.outcome  # type: ignore[union-attr]
    mine = places(2, outcome.winners, outcome.scores)[0]
    assert window.score_dialog.you_text() == {1: "You finished 1st.", 2: "You finished 2nd."}[mine]
