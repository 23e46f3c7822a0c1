"""The instruction above the side panel's buttons has its lines kept: a longer instruction never moves a button
under the pointer (review High Noon Saloon #9: a 3-line end-of-turn prompt pushed "End phase" down 34 px, and the
third click at the same spot missed it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from tabletop_qt.i18n.languages import Language
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end
from tests.ui.test_side_panel_layout import _button_places, _same_places


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.DUTCH])
def test_the_longest_instruction_moves_no_button_and_is_shown_whole(qtbot, window: MainWindow, language: Language) -> None:
    window.set_language(language)
    window.resize(1024, 700)  # a small window: a narrow side panel, where instructions wrap most
    start_game_through_dialog(
        qtbot,
        window,
        [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal"), (SeatKind.BOT, "Zed", "normal"), (SeatKind.BOT, "Kit", "normal")],
        game_id="high_noon_saloon",
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    qtbot.waitUntil(lambda: page._turn.text() != "")
    qtbot.wait(50)
    before = _button_places(window)
    assert before
    # The board's own longest line: a team game's end of turn (pass a card, use your cover, or end the turn).
    view = {"current": 0, "turn": 3, "phase": "end", "teams": [[0, 2], [1, 3]], "passed_card": None, "attack": None}
    _, longest = page.board.headline(view, ["Bartholomew Featherstonehaugh", "Robo", "Zed", "Kit"], 0)
    assert longest.count(" ") > 15
    label = page._turn
    label.setText(longest)
    qtbot.wait(50)
    assert _same_places(_button_places(window), before)
    # ... and none of it is cut off.
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = label.fontMetrics().boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), flags, longest)
    assert needed.height() <= label.contentsRect().height()
