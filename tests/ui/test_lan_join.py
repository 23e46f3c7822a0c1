"""Joining a table on the network from the window, as a person would: the Game menu, the lobby, the game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_qt.i18n.languages import Language
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.join_dialog import JoinDialog
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import take_by_clicking, wait_for_turn_or_end
from tests.ui.test_lan_support import (  # noqa: F401 (aio and lan_window are fixtures)
    BotGuest,
    aio,
    in_process_host,
    lan_window,
    make_ad,
    run,
    stop_host,
)


def open_lobby_from_the_menu(qtbot, window: MainWindow) -> JoinDialog:  # type: ignore[no-untyped-def]
    action = next(a for a in window.game_menu.actions() if a.text().replace("&", "") == "Join a table on the network…")
    action.trigger()
    qtbot.waitUntil(lambda: window.lan.join_dialog is not None and window.lan.join_dialog.isVisible())
    return window.lan.join_dialog  # type: ignore[return-value]


def type_into(qtbot, field, text: str) -> None:  # type: ignore[no-untyped-def]
    field.setFocus()
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


def test_a_person_joins_a_table_by_address_and_plays_it_to_the_end(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    table = in_process_host(qtbot)
    try:
        dialog = open_lobby_from_the_menu(qtbot, window)
        assert dialog.code_shown()  # an address typed by hand may need a code: the field is there, optional
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        assert dialog.join_button.isEnabled()
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)

        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert window.lan.join_dialog is None
        update = page.update_shown
        assert [(s.kind, s.name) for s in update.setup.seats] == [(SeatKind.REMOTE, "Robo"), (SeatKind.HUMAN, "Ada")]
        assert page.lan.isVisible() and not page._undo.isVisible()
        assert any(line.startswith("Ada") for line in page.lan.seat_lines())

        # A card that cannot join the selection is explained by the host's rules, in this computer's language.
        while True:
            wait_for_turn_or_end(qtbot, window, timeout=15000)
            view = page.update_shown.view_for(1)
            if view["max_take"] >= 2:
                break
            take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
        cols = view["cols"]
        occupied = [c for c, card in enumerate(view["grid"]) if card is not None]
        far = next(
            (a, b)
            for a in occupied
            for b in occupied
            if sorted((abs(a % cols - b % cols), abs(a // cols - b // cols))) == [1, 2]
        )
        page.scene.click_cell(far[0])
        page.scene.click_cell(far[1])
        qtbot.waitUntil(lambda: "straight line" in page.status_text(), timeout=5000)
        page.scene.clear_selection()

        turns = 0
        dropped = False
        for _ in range(200):
            wait_for_turn_or_end(qtbot, window, timeout=15000)
            update = page.update_shown
            if update.outcome.finished:
                break
            assert page.acting_seat() == 1
            takes = sorted(page.scene.legal_takes(), key=lambda t: (-len(t), t))
            take_by_clicking(qtbot, window, takes[0])
            turns += 1
            if turns == 3 and not dropped:
                # The connection breaks mid-game: the page says so, the client takes its seat back by itself.
                dropped = True
                conn = table.core.seats[1].conn
                table.host._writers[conn].transport.abort()
                qtbot.waitUntil(lambda: page.lan.status_text() == "Reconnecting to the host…", timeout=5000)
                qtbot.waitUntil(lambda: page.lan.status_text() == "", timeout=10000)
                qtbot.waitUntil(lambda: table.core.seats[1].state is SeatState.REMOTE, timeout=5000)
        assert page.update_shown.outcome.finished
        assert dropped and turns >= 10
        # Both computers end on the same table.
        qtbot.waitUntil(lambda: bool(table.updates) and table.updates[-1].outcome.finished)
        assert page.update_shown.outcome == table.updates[-1].outcome
        assert page.update_shown.view_for(1) == table.updates[-1].views[1]
        qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
        assert not window.score_dialog._play_again.isVisible()  # only the host can deal again
        assert any("takes" in line for line in page.log_lines())
        # The guest keeps the game in its history: its own seat's views, one per position even across the dropped
        # connection (the position sent again on reconnecting is not a new step).
        from tabletop_qt.history.replay import Replay
        from tabletop_qt.history.store import HistoryStore

        assert window.lan.remote is not None and window.lan.remote.wait_for_history(10)
        (kept,) = HistoryStore(window.history_dir).list()
        assert (kept.mode.value, kept.viewer, kept.people) == ("network", 1, (1,))
        replay = Replay(HistoryStore(window.history_dir).load(kept.id))
        views = [replay.view(p, 1) for p in range(replay.positions)]
        assert views[-1] == table.updates[-1].views[1]
        # In order, each as the host's table gave it to seat 1 (a position passed while away is simply not there).
        hosted = iter({u.version: u.views[1] for u in table.updates}.values())
        assert all(any(view == given for given in hosted) for view in views)
        assert replay.positions > turns
    finally:
        stop_host(qtbot, table)


def test_the_lobby_lists_announced_tables_and_greys_those_it_cannot_join(qtbot, lan_window: MainWindow, languages) -> None:  # type: ignore[no-untyped-def]
    dialog = open_lobby_from_the_menu(qtbot, lan_window)
    assert dialog.table_count() == 0
    good = make_ad("a" * 32, table_name="Kitchen table", host_name="kitchen-pc", free_seats=2, seats=3, code_required=True)
    newer = make_ad("b" * 32, table_name="Attic", protocol=99, protocol_min=99)
    dialog.browser.table_found.emit(good)
    dialog.browser.table_found.emit(newer)
    assert dialog.table_count() == 2
    first, second = dialog.table_item(0), dialog.table_item(1)
    assert first.text().splitlines()[:3] == [
        "Kitchen table — Tea Time",
        "Host: kitchen-pc at 127.0.0.1:50123",
        "Free seats: 2 of 3",
    ]
    assert "A join code is needed." in first.text()
    assert first.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "The host runs a newer version of the protocol." in second.text()
    assert not second.flags() & Qt.ItemFlag.ItemIsEnabled and not second.flags() & Qt.ItemFlag.ItemIsSelectable

    # Choosing the table fills in its address and asks for its code.
    dialog._tables.setCurrentRow(0)
    assert dialog._address.text() == "127.0.0.1:50123"
    assert dialog.code_shown()
    assert dialog.join_button.isEnabled() and dialog.watch_button.isEnabled()
    # Its seats fill up: it may still be watched, not joined.
    dialog.browser.table_updated.emit(make_ad("a" * 32, free_seats=0, seats=3, code_required=False))
    assert "Every seat is taken." in dialog.table_item(0).text()
    assert not dialog.code_shown()
    assert not dialog.join_button.isEnabled() and dialog.watch_button.isEnabled()

    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: dialog.join_button.text() == "Siediti")
    assert "L'host usa una versione più recente del protocollo." in dialog.table_item(1).text()
    assert dialog.table_item(0).text().splitlines()[1:3] == [
        "Host: kitchen-pc all'indirizzo 127.0.0.1:50123",
        "Tutti i posti sono occupati.",
    ]
    languages.set_language(Language.ENGLISH)
    qtbot.waitUntil(lambda: dialog.join_button.text() == "Join")

    dialog.browser.table_lost.emit("a" * 32)
    assert dialog.table_count() == 1
    # The chosen table is gone: the address stays, typed as if by hand, and the code field is offered again.
    assert dialog.code_shown()
    dialog.browser.table_lost.emit("b" * 32)
    assert dialog.table_count() == 0
    dialog.reject()


def test_a_wrong_join_code_is_explained_and_the_right_one_lets_the_person_in(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    table = in_process_host(qtbot, code="4321")
    try:
        dialog = open_lobby_from_the_menu(qtbot, window)
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        type_into(qtbot, dialog._code, "1111")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.status_text() == "The join code is not right.", timeout=5000)
        assert dialog.isVisible() and not dialog.busy()
        assert dialog.join_button.isEnabled()
        assert table.core.seats[1].state is SeatState.OPEN

        type_into(qtbot, dialog._code, "4321")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert table.core.seats[1].name == "Ada"

        # The host leaves: the person is told why and is back at the list of games.
        stop_host(qtbot, table)
        qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home, timeout=5000)
        qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible())
        assert window.message_box.text() == "The host closed the table."
    finally:
        if not table.core.closed:
            stop_host(qtbot, table)


def test_an_address_that_answers_nothing_is_explained(qtbot, lan_window: MainWindow) -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free_port = probe.getsockname()[1]
    dialog = open_lobby_from_the_menu(qtbot, lan_window)
    type_into(qtbot, dialog._address, "not an address")
    assert not dialog.join_button.isEnabled()
    type_into(qtbot, dialog._address, f"127.0.0.1:{free_port}")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status_text() == "No table answers at that address.", timeout=8000)
    assert dialog.join_button.isEnabled()
    dialog.reject()


def test_watching_a_table_shows_the_public_view_to_the_end(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    table = in_process_host(qtbot)
    guest = BotGuest("Bea")
    try:
        run(qtbot, guest.client.connect("127.0.0.1", table.port))
        qtbot.waitUntil(lambda: bool(table.started), timeout=5000)
        dialog = open_lobby_from_the_menu(qtbot, window)
        type_into(qtbot, dialog._name, "Zoe")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert window.lan.remote.spectator  # type: ignore[union-attr]
        assert page.lan.status_text() == "You are watching this table."
        assert all(s.kind is SeatKind.REMOTE for s in page.update_shown.setup.seats)
        assert page.acting_seat() is None and not page.scene.legal_takes()
        qtbot.waitUntil(lambda: page.update_shown.outcome.finished, timeout=30000)
        qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
        assert page.update_shown.outcome == table.updates[-1].outcome
    finally:
        run(qtbot, guest.client.close())
        stop_host(qtbot, table)
