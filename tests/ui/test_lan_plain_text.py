"""Names and chat from other computers are plain text everywhere: markup stays characters, bidi controls and line
breaks go, and a name of 10,000 characters is cut short. One test per place: the host's lobby, the join dialog's
list, the side panel's seats, the game log, the chat (on the hosting and on the joining computer)."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel

from tabletop_qt.net.peer_text import BIDI_CONTROLS, CHAT_CHARS, NAME_CHARS, peer_text
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import take_by_clicking, wait_for_turn_or_end
from tests.ui.test_lan_host import open_table_through_dialog
from tests.ui.test_lan_join import open_lobby_from_the_menu, type_into
from tests.ui.test_lan_support import (  # noqa: F401 (aio and lan_window are fixtures)
    BotGuest,
    aio,
    in_process_host,
    lan_window,
    make_ad,
    run,
    stop_host,
)

HOSTILE = "<b>X</b><img src=x> \u202eevil" + "A" * 10000
SHOWN = "<b>X</b><img src=x> evi…"  # HOSTILE as a name is shown: 24 characters, the last an ellipsis
# Within what the wire carries (a longer name is refused there): a guest's client sends its first 24 characters,
# of which the host keeps the printable ones.
HELLO = "<b>X</b><img src=x> \u202eevil" + "A" * 60
SEATED = "<b>X</b><img src=x> evi"


def assert_inert(text: str, limit: int) -> None:
    """Shown as characters: the markup is there to read, nothing is hidden or reordered, and it is short."""
    assert "<b>X</b><img src=x>" in text
    assert not BIDI_CONTROLS & set(text)
    assert not any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in text)
    assert len(text) <= limit


def assert_plain_label(label: QLabel, limit: int) -> None:
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert QtGui.mightBeRichText(label.text())  # as Qt's default AutoText, this would have been rendered as HTML
    assert_inert(label.text(), limit)


def test_peer_text_cuts_a_long_hostile_name_and_keeps_the_markup_as_characters() -> None:
    assert peer_text(HOSTILE, NAME_CHARS) == SHOWN
    assert peer_text(SHOWN, NAME_CHARS) == SHOWN


def test_the_hosting_computer_shows_a_guests_hostile_name_and_chat_as_plain_text(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    lobby = open_table_through_dialog(qtbot, window, "")
    session = window.lan.session
    assert session is not None
    guest = BotGuest(HELLO)
    run(qtbot, guest.client.connect("127.0.0.1", session.port))

    # The lobby's seat list.
    label = lobby.findChild(QLabel, "lobby_seat_name_1")
    qtbot.waitUntil(lambda: label.text() == SEATED, timeout=5000)
    assert_plain_label(label, NAME_CHARS)
    # A name that came past every check of the wire (10,000 characters, a bidi override) is cut and cleaned here.
    session.core.seats[1].name = HOSTILE
    session.seats_changed.emit(session.seats())
    assert label.text() == SHOWN
    assert_plain_label(label, NAME_CHARS)
    # ... and it is the name the game is played under.
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    page = window.game
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=5000)
    assert page.update_shown.setup.seats[1].name == HOSTILE

    # The side panel's seats.
    line = page.lan.seat_lines()[1]
    assert line == f"{SHOWN} — On the network"
    assert_inert(line, NAME_CHARS + 20)

    # The game log and the turn line, once the guest has played.
    for _ in range(20):
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        if any(line.startswith(f"{SHOWN} takes") for line in page.log_lines()):
            break
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
    played = [line for line in page.log_lines() if line.startswith(SHOWN)]
    assert played
    for line in played:
        assert_inert(line, 400)
    assert page.findChild(QLabel, "turn_label").textFormat() == Qt.TextFormat.PlainText
    assert all(name == SHOWN or "<" not in name for name in page.names())

    # The chat: what the guest wrote, and a line far longer than the wire allows.
    guest.client.chat("<i>hi</i> \u202edlrow \u2028 olleh")
    expected = f"{SEATED}: <i>hi</i> dlrow olleh"
    qtbot.waitUntil(lambda: expected in page.lan.chat_lines(), timeout=5000)
    page.lan.add_chat(HOSTILE, HOSTILE)
    longest = page.lan.chat_lines()[-1]
    assert longest.startswith(f"{SHOWN}: <b>X</b><img src=x> evilAAAA") and longest.endswith("A…")
    assert_inert(longest, NAME_CHARS + 2 + CHAT_CHARS)
    run(qtbot, guest.client.close())


def test_the_joining_computer_shows_a_hostile_hosts_names_and_chat_as_plain_text(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    table = in_process_host(qtbot)
    table.core.seats[0].name = HOSTILE  # the host's bot seat: a host may send any name at all
    try:
        dialog = open_lobby_from_the_menu(qtbot, window)
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert [s.name for s in page.update_shown.setup.seats] == [SHOWN, "Ada"]  # cut as it arrived

        # The side panel's seats.
        line = page.lan.seat_lines()[0]
        assert line == f"{SHOWN} — Bot"
        assert_inert(line, NAME_CHARS + 20)

        # The game log: the host's bot has played, under its name.
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
        qtbot.waitUntil(lambda: sum(line.startswith(f"{SHOWN} takes") for line in page.log_lines()) >= 1, timeout=10000)
        for line in page.log_lines():
            assert not BIDI_CONTROLS & set(line) and len(line) < 400

        # The chat: the host's name and line (as long as the wire carries) are cut and cleaned here.
        table.host._apply(table.core.post_chat(HELLO, HOSTILE))
        qtbot.waitUntil(lambda: len(page.lan.chat_lines()) == 1, timeout=5000)
        chat = page.lan.chat_lines()[0]
        assert chat == f"{SHOWN}: <b>X</b><img src=x> evil" + "A" * 275  # the host sent 300 characters; one was U+202E
        assert_inert(chat, NAME_CHARS + 2 + CHAT_CHARS)
    finally:
        stop_host(qtbot, table)


def test_the_join_dialog_lists_a_hostile_announcement_as_plain_trimmed_text(qtbot, lan_window: MainWindow) -> None:
    dialog = open_lobby_from_the_menu(qtbot, lan_window)
    dialog.browser.table_found.emit(make_ad("a" * 32, table_name=HOSTILE, host_name=HOSTILE))
    text = dialog.table_item(0).text()
    first, host = text.splitlines()[:2]
    assert first == f"{SHOWN} — Tea Time"
    assert host.startswith("Host: <b>X</b><img src=x> evilAAAA") and host.endswith("… at 127.0.0.1:50123")
    for line in (first, host):
        assert_inert(line, 120)
    # The status line repeats an address as typed: plain text too.
    status = dialog.findChild(QLabel, "join_status")
    assert status.textFormat() == Qt.TextFormat.PlainText
    dialog.reject()


def test_the_join_dialog_tells_two_tables_of_one_name_apart(qtbot, lan_window: MainWindow) -> None:
    dialog = open_lobby_from_the_menu(qtbot, lan_window)
    shared = "Another table here has the same name: ask the host which computer and address are theirs."
    browser = dialog.browser
    browser.table_found.emit(make_ad("a" * 32, table_name="Kitchen", host_name="anna-pc", port=50001))
    assert shared not in dialog.table_item(0).text() and dialog.table_item(0).icon().isNull()
    # Another announcer takes the same name, written a little differently: both are listed, both are marked.
    browser.table_found.emit(
        make_ad("b" * 32, table_name=" KITCHEN", host_name="mallory", addresses=("10.0.0.9",), port=50002)
    )
    browser.table_found.emit(make_ad("c" * 32, table_name="Attic", host_name="bruno", port=50003))
    assert dialog.table_count() == 3
    texts = [dialog.table_item(row).text().splitlines() for row in range(3)]
    assert texts[0][:2] == ["Kitchen — Tea Time", "Host: anna-pc at 127.0.0.1:50001"]
    assert texts[1][:2] == ["KITCHEN — Tea Time", "Host: mallory at 10.0.0.9:50002"]
    assert [shared in lines for lines in texts] == [True, True, False]
    assert [not dialog.table_item(row).icon().isNull() for row in range(3)] == [True, True, False]
    # Nothing is chosen for the person: the list taking the focus makes a row current, which chooses nothing.
    dialog._tables.setFocus()
    qtbot.waitUntil(dialog._tables.hasFocus)
    qtbot.wait(20)
    assert dialog._address.text() == "" and not dialog.join_button.isEnabled()
    # Choosing one fills in its own address: the impostor's is not the real one's.
    dialog._tables.setCurrentRow(1)
    assert dialog._address.text() == "10.0.0.9:50002"
    browser.table_lost.emit("b" * 32)
    assert dialog.table_count() == 2
    assert shared not in dialog.table_item(0).text() and dialog.table_item(0).icon().isNull()
    dialog.reject()
