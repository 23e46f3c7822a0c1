"""The host's lobby gives an open seat to a hard bot, which then plays through the rules thread's worker process."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from tabletop_qt.ui.main_window import MainWindow
from tests.ui.test_lan_host import open_table_through_dialog
from tests.ui.test_lan_support import aio, lan_window, run  # noqa: F401 (fixtures)
from tests.ui.helpers import take_by_clicking, wait_for_turn_or_end


def test_the_lobby_gives_an_open_seat_to_a_hard_bot_that_thinks_in_the_worker_process(
    qtbot, lan_window: MainWindow  # type: ignore[no-untyped-def]
) -> None:
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "")
    level = lobby.bot_levels[1]
    assert level.isVisible() and not lobby.bot_levels[0].isVisible()
    assert [level.itemText(i) for i in range(level.count())] == ["Easy", "Normal", "Hard"]
    assert level.currentData() == "normal"
    level.setCurrentIndex(level.findData("hard"))
    lobby.grab().save(os.environ.get("LOBBY_PNG", "/tmp/lobby_hard.png"))
    qtbot.mouseClick(lobby.bot_buttons[1], Qt.MouseButton.LeftButton)
    session = window.lan.session
    assert session is not None
    assert session.core.seats[1].level == "hard"
    assert lobby.seat_state(1) == "Bot" and not level.isVisible()
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=5000)
    assert page.update_shown.setup.seats[1].level == "hard"
    worker = session.controller._worker
    for _ in range(3):  # a few of the person's moves, each answered by the hard bot
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        if page.update_shown.outcome.finished:
            break
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
    wait_for_turn_or_end(qtbot, window, timeout=15000)
    service = worker.hard.service
    assert service is not None and service.answered >= 2
