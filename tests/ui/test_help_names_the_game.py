"""The Help menu names the game on the table (review High Noon Saloon #8: "Rules of Tea Time" during a High Noon
Saloon game, corrected only by a language switch)."""

from __future__ import annotations

import pytest

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.texts import game_name
from tests.ui.helpers import start_game_through_dialog


def _open_help_menu(qtbot, window: MainWindow) -> str:  # type: ignore[no-untyped-def]
    bar = window.menuBar()
    # As a click on "Help" opens it, below its title (a click on the bar itself grabs the offscreen pointer).
    window.help_menu.popup(bar.mapToGlobal(bar.actionGeometry(window.help_menu.menuAction()).bottomLeft()))
    qtbot.waitUntil(window.help_menu.isVisible)
    text = window.rules_action.text().replace("&", "")
    window.help_menu.close()
    qtbot.waitUntil(lambda: not window.help_menu.isVisible())
    return text


# A menu open on the offscreen platform grabs a keyboard it does not have, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")
def test_the_help_menu_names_the_game_being_played(qtbot, window: MainWindow) -> None:
    assert _open_help_menu(qtbot, window) == "Rules of Tea Time"  # the home page's chosen game
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")], game_id="times_square"
    )
    assert _open_help_menu(qtbot, window) == "Rules of Times Square"
    window.show_home()  # back home: the game chosen there
    assert _open_help_menu(qtbot, window) == f"Rules of {game_name(window.home.selected_game())}"
