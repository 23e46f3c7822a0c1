"""The new-game dialog offers the hard level where the game's search exists, and a table set up with it."""

from __future__ import annotations

from typing import Any

from tabletop_qt.bots import search
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NewGameDialog


def level_texts(dialog: NewGameDialog, seat: int) -> list[str]:
    combo = dialog._levels[seat]
    return [combo.itemText(i) for i in range(combo.count()) if not combo.view().isRowHidden(i)]


def test_hard_is_offered_in_every_language_where_the_game_can_search(
    qtbot: Any, window: MainWindow, languages: Any, monkeypatch: Any
) -> None:
    from tabletop_qt.i18n.languages import Language

    dialog = NewGameDialog(window, None, None)
    qtbot.addWidget(dialog)
    dialog.set_game("tea_time")
    for language, words in (
        (Language.ENGLISH, ["Easy", "Normal", "Hard"]),
        (Language.ITALIAN, ["Facile", "Normale", "Difficile"]),
        (Language.DUTCH, ["Makkelijk", "Normaal", "Moeilijk"]),
    ):
        languages.set_language(language)
        qtbot.wait(1)
        assert level_texts(dialog, 1) == words
    dialog.set_seat(1, SeatKind.BOT, "Bruno", "hard")
    assert dialog.setup().seats[1].level == "hard"
    # A game whose search adapter is not there: its bots have no hard level, and a seat on it falls to normal.
    monkeypatch.setitem(search._ADAPTER_MODULES, "times_square", "tabletop_qt.bots.search.no_such_adapter")
    dialog.set_game("times_square")
    assert level_texts(dialog, 1) == ["Makkelijk", "Normaal"]
    assert dialog.setup().seats[1].level == "normal"
