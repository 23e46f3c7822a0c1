"""Hosting a table on the network from the new-game dialog: the lobby, a guest on another "computer", the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.host_lobby import HostLobbyDialog
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NewGameDialog
from tests.ui.helpers import take_by_clicking, wait_for_turn_or_end
from tests.ui.test_lan_support import BotGuest, aio, lan_window, run  # noqa: F401 (fixtures)


def open_table_through_dialog(qtbot, window: MainWindow, code: str) -> HostLobbyDialog:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog: NewGameDialog = window.new_game_dialog  # type: ignore[assignment]
    dialog.set_players(2)
    kind = dialog._kinds[1]
    assert kind.findData(SeatKind.REMOTE.value) < 0  # "Player on the network" only for a table open to it
    qtbot.mouseClick(dialog._lan, Qt.MouseButton.LeftButton)
    assert dialog._lan.isChecked() and dialog._table_name.isVisible() and dialog._code.isVisible()
    dialog.set_seat(0, SeatKind.HUMAN, "Ada")
    kind.setCurrentIndex(kind.findData(SeatKind.REMOTE.value))
    assert not dialog._names[1].isEnabled()  # the guest brings their own name
    qtbot.keyClicks(dialog._table_name, "Ada's den")
    qtbot.keyClicks(dialog._code, code)
    ok = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Open the table"
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lan.host_lobby is not None and window.lan.host_lobby.isVisible())
    lobby = window.lan.host_lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    return lobby


def test_a_hosted_table_seats_a_guest_with_the_code_and_plays_to_the_end(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "7")
    session = window.lan.session
    assert session is not None
    port = session.port
    assert lobby.address_text() == f"127.0.0.1:{port}"
    assert "7" in lobby._code.text()
    assert lobby.seat_name(0) == "Ada" and lobby.seat_state(0) == "At this computer"
    assert lobby.seat_state(1) == "Open: waiting for a player"
    assert lobby.bot_buttons[1].isVisible() and not lobby.bot_buttons[0].isVisible()
    assert not lobby.start_button.isEnabled()
    advertiser = window.advertisers[-1]  # type: ignore[attr-defined]
    assert advertiser.ads[0].table_name == "Ada's den" and advertiser.ads[0].code_required
    assert advertiser.ads[0].free_seats == 1 and advertiser.ads[0].port == port

    guest = BotGuest("Bea", code="7")
    run(qtbot, guest.client.connect("127.0.0.1", port))
    qtbot.waitUntil(lambda: lobby.seat_name(1) == "Bea", timeout=5000)
    assert lobby.seat_state(1) == "On the network"
    assert lobby.start_button.isEnabled()
    qtbot.waitUntil(lambda: advertiser.ads[-1].free_seats == 0)  # the announcement follows the seats

    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=5000)
    assert window.lan.host_lobby is None
    update = page.update_shown
    assert [(s.kind, s.name) for s in update.setup.seats] == [(SeatKind.HUMAN, "Ada"), (SeatKind.REMOTE, "Bea")]
    assert page.lan.isVisible()
    assert page.lan.status_text() == f"Open on the network at 127.0.0.1:{port}."
    assert page.lan.seat_lines() == ["Ada — At this computer", "Bea — On the network"]

    # The table chat, both ways.
    qtbot.keyClicks(page.lan._input, "Good luck!")
    qtbot.keyClick(page.lan._input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("Ada", "Good luck!") in guest.chat, timeout=5000)
    assert page.lan.chat_lines() == ["Ada: Good luck!"]
    guest.client.chat("Thanks")
    qtbot.waitUntil(lambda: "Bea: Thanks" in page.lan.chat_lines(), timeout=5000)

    for _ in range(200):
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        if page.update_shown.outcome.finished:
            break
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
    assert page.update_shown.outcome.finished
    qtbot.waitUntil(lambda: guest.finished, timeout=5000)
    assert guest.views[-1].view["outcome"] == page.update_shown.outcome.to_json()
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    assert window.score_dialog._play_again.isVisible()  # the host offers another game (tests/ui/test_lan_rematch.py)
    # The host keeps the game in its history, from its own person's seat (tests/net/test_history_lan.py).
    from tabletop_qt.history.store import HistoryStore

    qtbot.waitUntil(lambda: len(HistoryStore(window.history_dir).list()) == 1, timeout=5000)
    (kept,) = HistoryStore(window.history_dir).list()
    assert (kept.mode.value, kept.viewer, kept.players) == ("network", 0, ("Ada", "Bea"))
    assert window.history_dir.parent == window.autosave_path.parent  # in the data folder

    # Back to the games: the table closes, the guest is told, the announcement is withdrawn.
    window.home_action.trigger()
    qtbot.waitUntil(lambda: guest.closed == ["lan.host_quit"], timeout=5000)
    qtbot.waitUntil(lambda: advertiser.stopped, timeout=5000)
    assert window.lan.session is None and not page.lan.isVisible()
    run(qtbot, guest.client.close())


def test_a_guest_who_does_not_come_back_can_be_replaced_by_a_bot(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("tabletop_qt.net.host_core.GRACE_SECONDS", 0.3)
    monkeypatch.setattr("tabletop_qt.net.host.TICK_SECONDS", 0.1)
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "")
    port = window.lan.session.port  # type: ignore[union-attr]
    assert lobby._code.text() == "None: an open table. Anyone on the network can join it and read what is sent."
    guest = BotGuest("Bea")
    run(qtbot, guest.client.connect("127.0.0.1", port))
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    take_by_clicking(qtbot, window, min(page.scene.legal_takes()))

    # The guest leaves: first "reconnecting", then, after the grace period, the host is asked.
    run(qtbot, guest.client.close())
    qtbot.waitUntil(lambda: 1 in window.lan.away_boxes, timeout=5000)
    assert any(line == "Bea — Reconnecting…" or line == "Bea — Away: did not come back" for line in page.lan.seat_lines())
    box = window.lan.away_boxes[1]
    assert "Bea" in box.text()
    give = next(b for b in box.buttons() if b.objectName() == "away_give")
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.update_shown.setup.seats[1].kind is SeatKind.BOT, timeout=5000)
    assert window.lan.session.core.seats[1].state is SeatState.BOT  # type: ignore[union-attr]
    assert page.lan.seat_lines()[1] == "Bea — Bot"
    # The bot plays Bea's turns from now on: the game goes on to its end.
    for _ in range(200):
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        if page.update_shown.outcome.finished:
            break
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
    assert page.update_shown.outcome.finished


def test_giving_an_open_seat_to_a_bot_lets_the_host_start_alone(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "")
    qtbot.mouseClick(lobby.bot_buttons[1], Qt.MouseButton.LeftButton)
    assert lobby.seat_state(1) == "Bot" and lobby.seat_name(1) == "Bot 2"
    assert lobby.start_button.isEnabled()
    # Closing the lobby closes the table.
    qtbot.mouseClick(lobby.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lan.session is None and window.lan.host_lobby is None)
    assert window.pages.currentWidget() is window.home
    qtbot.waitUntil(lambda: window.advertisers[-1].stopped, timeout=5000)  # type: ignore[attr-defined]


def test_the_dialog_proposes_a_long_code_and_the_lobby_says_who_is_guessing(qtbot, lan_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    import re

    from tabletop_qt.net.guard import Limits

    window = lan_window
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog: NewGameDialog = window.new_game_dialog  # type: ignore[assignment]
    dialog.set_players(2)
    qtbot.mouseClick(dialog._lan, Qt.MouseButton.LeftButton)
    assert dialog._new_code.isVisible() and dialog._new_code.text() == "New code"
    qtbot.mouseClick(dialog._new_code, Qt.MouseButton.LeftButton)
    first = dialog._code.text()
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}", first)
    qtbot.mouseClick(dialog._new_code, Qt.MouseButton.LeftButton)
    assert dialog._code.text() != first  # a fresh one each time
    dialog.set_seat(0, SeatKind.HUMAN, "Ada")
    dialog._kinds[1].setCurrentIndex(dialog._kinds[1].findData(SeatKind.REMOTE.value))
    qtbot.keyClicks(dialog._table_name, "Guarded")
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lan.host_lobby is not None and window.lan.host_lobby.isVisible())
    lobby = window.lan.host_lobby
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    port = window.lan.session.port
    guessing = lobby.findChild(QLabel, "lobby_guessing")
    assert not guessing.isVisible()
    for n in range(Limits().suspect_after):
        stranger = BotGuest("Eve", code=f"{n:04d}")
        run(qtbot, stranger.client.connect("127.0.0.1", port))
        qtbot.waitUntil(lambda stranger=stranger: stranger.rejected == ["lan.wrong_code"], timeout=5000)
        run(qtbot, stranger.client.close())
    qtbot.waitUntil(guessing.isVisible, timeout=5000)
    assert guessing.text() == f"Someone at 127.0.0.1 has tried {Limits().suspect_after} wrong join codes."
    assert guessing.textFormat() == Qt.TextFormat.PlainText
