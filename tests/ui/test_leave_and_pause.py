"""Leaving a game leaves it (its table stops, nothing brings the page back), the host of a game under way is
asked first, and a real-time game pauses: everything stands still, it is saved, and it goes on from there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tabletop_qt.rules_thread import controller as rules_controller
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import scaled_controller, wait_for_turn_or_end
from tests.ui.test_lan_host import open_table_through_dialog
from tests.ui.test_lan_support import BotGuest, aio, lan_window, run  # noqa: F401 (fixtures)


def _ff(person: bool = True) -> GameSetup:
    seats = [SeatSpec(SeatKind.BOT, f"Bot {i}", "normal:fast") for i in range(3)]
    if person:
        seats[0] = SeatSpec(SeatKind.HUMAN, "Ada")
    return GameSetup("frantic_frankfurt", tuple(seats), 12)


def test_leaving_a_real_time_game_stays_left_and_continue_picks_it_up(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.1))
    window.start_game(_ff(person=False))
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None and page.update_shown.version > 3, timeout=10000)
    window.home_action.trigger()
    assert window.pages.currentWidget() is window.home
    left_at = page.update_shown.version  # type: ignore[union-attr]
    # Fast bots would have made many moves by now: the table stopped, and no position brings the page back.
    qtbot.wait(1500)
    assert window.pages.currentWidget() is window.home
    assert page.update_shown.version <= left_at + 1  # type: ignore[union-attr]  (one may have been on its way)
    qtbot.waitUntil(lambda: window.home._continue.isEnabled(), timeout=5000)
    window.continue_action.trigger()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page, timeout=5000)
    qtbot.waitUntil(lambda: page.update_shown.version > left_at + 2, timeout=10000)  # type: ignore[union-attr]


def test_leaving_a_turn_based_game_of_bots_stops_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "easy") for i in range(3))
    window.start_game(GameSetup("tea_time", seats, 3))
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None and page.update_shown.version > 2, timeout=10000)
    window.show_home()
    left_at = page.update_shown.version  # type: ignore[union-attr]
    qtbot.wait(800)
    assert window.pages.currentWidget() is window.home
    assert page.update_shown.version <= left_at + 1  # type: ignore[union-attr]
    assert window.autosave_path.exists()


def test_pausing_a_real_time_game_stops_everything_saves_it_and_resumes(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.3))
    window.start_game(_ff())
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None, timeout=5000)
    pause: QPushButton = page._pause
    assert pause.isVisible() and pause.text() == "Pause"
    assert window.pause_action.isEnabled() and window.pause_action.text().replace("&", "") == "Pause"
    assert not page._undo.isVisible()
    qtbot.mouseClick(pause, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(page.is_paused, timeout=5000)
    assert page._table_stack.currentWidget() is page._paused_label
    assert "paused" in page._paused_label.text()
    assert pause.text() == "Resume" and window.pause_action.text().replace("&", "") == "Resume"
    qtbot.waitUntil(window.autosave_path.exists, timeout=2000)
    version = page.update_shown.version  # type: ignore[union-attr]
    qtbot.wait(1500)  # the opening countdown (0.9 s here) and three fast bots would all have acted
    assert page.update_shown.version == version  # type: ignore[union-attr]
    window.pause_action.trigger()  # Ctrl+P's action resumes
    qtbot.waitUntil(lambda: not page.is_paused(), timeout=5000)
    assert page._table_stack.currentWidget() is page.view
    qtbot.waitUntil(lambda: page.update_shown.version > version, timeout=10000)  # type: ignore[union-attr]


def test_turn_based_games_offer_no_pause(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game(GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy")), 1))
    wait_for_turn_or_end(qtbot, window)
    assert not window.game._pause.isVisible() and not window.pause_action.isEnabled()


def test_the_host_of_a_game_under_way_is_asked_before_the_table_closes(qtbot, lan_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "")
    port = window.lan.session.port  # type: ignore[union-attr]
    guest = BotGuest("Bea")
    run(qtbot, guest.client.connect("127.0.0.1", port))
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None, timeout=5000)
    window.home_action.trigger()
    box = window.lan.leave_box
    assert box is not None and box.isVisible()
    assert window.pages.currentWidget() is page and window.lan.session is not None
    qtbot.mouseClick(box.findChild(QPushButton, "leave_stay"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lan.leave_box is None)
    assert window.pages.currentWidget() is page and window.lan.session is not None and not guest.closed
    window.home_action.trigger()
    box = window.lan.leave_box
    assert isinstance(box, QMessageBox)
    qtbot.mouseClick(box.findChild(QPushButton, "leave_close"), Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home and window.lan.session is None
    qtbot.waitUntil(lambda: guest.closed == ["lan.host_quit"], timeout=5000)
    run(qtbot, guest.client.close())


def test_a_guest_sees_why_the_hosts_game_stands_still(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.table.ff_support import register
    from tests.ui.test_lan_join import open_lobby_from_the_menu, type_into
    from tests.ui.test_lan_support import in_process_host, stop_host

    register(monkeypatch)
    window = lan_window
    table = in_process_host(qtbot, game_id="frantic_frankfurt")
    try:
        dialog = open_lobby_from_the_menu(qtbot, window)
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: page.update_shown is not None, timeout=10000)
        assert not page._pause.isVisible() and not window.pause_action.isEnabled()  # only the host pauses
        table.controller.set_paused(True)
        qtbot.waitUntil(page.is_paused, timeout=5000)
        assert page._table_stack.currentWidget() is page._paused_label
        assert "host has paused" in page._paused_label.text()
        assert page._turn.text() == "The game is paused."
        page.toggle_pause()  # a guest's page cannot pause or resume anything
        qtbot.wait(300)
        assert page.is_paused()
        table.controller.set_paused(False)
        qtbot.waitUntil(lambda: not page.is_paused(), timeout=5000)
        assert page._table_stack.currentWidget() is page.view
    finally:
        stop_host(qtbot, table)
