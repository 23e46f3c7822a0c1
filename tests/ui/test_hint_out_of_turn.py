"""Hint when the table asks the person out of turn (a High Noon Saloon block): the search measures the window's
answers from the person's view and lights one of them; its sentence names the win chance."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import tabletop_qt.ui.hint_control as hint_control
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.hns_driver import HnsPerson
from tests.ui.test_high_noon_saloon_windows import _asked_to_answer, _until_window


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hint_control, "HINT_SECONDS", 0.1)  # what is tested does not depend on the budget


def test_hint_in_a_block_window_lights_one_of_its_answers(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    seats = (SeatSpec(SeatKind.HUMAN, "Ann"), SeatSpec(SeatKind.BOT, "Bix", "normal"))
    window.start_game(GameSetup("high_noon_saloon", seats, 11))
    page = window.game
    person = HnsPerson(qtbot, window)
    update = _until_window(qtbot, window, person, lambda p: _asked_to_answer(p) and not p.is_covered())
    assert update.answer.kind == "block" and update.answer.seat == 0  # asked out of turn: the bot attacks
    assert page.hint.button.isEnabled()
    with qtbot.waitSignal(page.hint.hint_shown, timeout=30_000) as shown:
        qtbot.keyClick(page.view, Qt.Key.Key_H)
    action = shown.args[0]
    assert action in page.update_shown.legal[0]
    assert "%" in page.hint.text()
