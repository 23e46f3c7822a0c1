"""A refusal's red reason never moves the buttons a person is about to click again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QPushButton

from tabletop_qt.i18n.languages import Language
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def _button_places(window: MainWindow) -> dict[str, tuple[QPoint, int, int]]:
    page = window.game
    places = {}
    for button in page.findChildren(QPushButton):
        if button.isVisible() and button.window() is window:
            key = button.objectName() or button.text()
            places[key] = (button.mapTo(window, QPoint(0, 0)), button.width(), button.height())
    return places


@pytest.mark.parametrize("game_id", ["tea_time", "times_square", "frantic_frankfurt"])
@pytest.mark.parametrize("language", [Language.ENGLISH, Language.ITALIAN, Language.DUTCH])
def test_a_refusal_keeps_every_button_where_it_was(qtbot, window: MainWindow, game_id: str, language: Language) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")], game_id=game_id
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    qtbot.wait(50)
    before = _button_places(window)
    assert before, "the side panel shows buttons"
    seat = page.acting_seat()
    assert seat is not None
    # A move the rules refuse, through the same path as a click: the reason is shown in red.
    page.controller.submit(seat, {"type": "nonsense"})
    qtbot.waitUntil(lambda: page.status_text() != "", timeout=3000)
    qtbot.wait(50)
    assert _same_places(_button_places(window), before)
    # The longest refusal the rules thread sends, over several lines in a narrow side panel.
    page.controller.intent_rejected.emit(seat, "tt.not_a_line", {})
    qtbot.wait(50)
    assert page.status_text().count(" ") > 10
    assert _same_places(_button_places(window), before)


def _same_places(after: dict[str, tuple[QPoint, int, int]], before: dict[str, tuple[QPoint, int, int]]) -> bool:
    return {k: v for k, v in after.items() if k in before} == {k: v for k, v in before.items() if k in after}
