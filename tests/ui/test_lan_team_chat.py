"""The team chat in the window, over real TCP: a guest's panel in a 2x2 High Noon Saloon offers "To my team only";
what it writes there reaches its teammate as a team message and neither the other team's guest nor a spectator
(every byte they receive is read); team lines are marked, coloured and re-worded on a language switch."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt

from tabletop_qt.i18n.languages import Language
from tabletop_qt.net.client_core import ClientCore
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.lan_panel import TEAM_LINE
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NetworkOptions
from tests.ui.hns_lan_support import HnsHost, Listener, QuietGuest, join_by_address
from tests.ui.hns_support import use_quick_bots
from tests.ui.test_lan_support import aio, lan_window, run  # noqa: F401 (fixtures)

SECRET = "Dodge in hand, I will block for you"


def test_a_guest_writes_to_its_team_and_only_its_teammate_reads_it(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    # Teams alternate: Bix (bot) and Cy are team 0, Gina (this window) and Dot team 1.
    host = HnsHost(qtbot, ["Bix", "", "", ""], answer_ms=20_000, seed=9, options={"teams": "2x2"})
    window = lan_window
    cy, dot, eve = QuietGuest("Cy"), QuietGuest("Dot"), Listener()
    heard: dict[str, list[tuple[str, str]]] = {"Cy": [], "Dot": []}
    team_heard: dict[str, list[tuple[str, str]]] = {"Cy": [], "Dot": []}
    for guest in (cy, dot):
        name = guest.client.core.name
        guest.client.chat_received.connect(lambda n, t, name=name: heard[name].append((n, t)))
        guest.client.team_chat_received.connect(lambda n, t, name=name: team_heard[name].append((n, t)))
    try:
        run(qtbot, eve.connect(host.port))
        join_by_address(qtbot, window, host.port, "Gina")
        qtbot.waitUntil(lambda: host.core.seats[1].state is SeatState.REMOTE, timeout=10000)
        run(qtbot, cy.client.connect("127.0.0.1", host.port))
        qtbot.waitUntil(lambda: host.core.seats[2].state is SeatState.REMOTE, timeout=5000)
        run(qtbot, dot.client.connect("127.0.0.1", host.port))
        page = window.game
        qtbot.waitUntil(lambda: page.update_shown is not None, timeout=10000)
        assert page.update_shown.view_for(1)["teams"] == [0, 1, 0, 1]
        panel = page.lan
        qtbot.waitUntil(panel.team_chat_offered, timeout=5000)
        team_box = panel._team
        assert team_box.isVisible() and team_box.text() == "To my team only"
        assert panel._input.placeholderText() == "Write to the table…"

        # Gina ticks "To my team only" and writes.
        qtbot.mouseClick(team_box, Qt.MouseButton.LeftButton, pos=QPoint(8, team_box.height() // 2))
        assert team_box.isChecked() and panel._input.placeholderText() == "Write to your team…"
        qtbot.keyClicks(panel._input, SECRET)
        qtbot.keyClick(panel._input, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ("Gina", SECRET) in team_heard["Dot"], timeout=5000)
        qtbot.waitUntil(lambda: f"Gina (to the team): {SECRET}" in panel.chat_lines(), timeout=5000)
        row = panel.chat_lines().index(f"Gina (to the team): {SECRET}")
        assert panel._chat.item(row).foreground().color() == TEAM_LINE
        # Then to the table: once the other team and the spectator read that, the team line was dealt with too.
        qtbot.mouseClick(team_box, Qt.MouseButton.LeftButton, pos=QPoint(8, team_box.height() // 2))
        qtbot.keyClicks(panel._input, "Howdy, all")
        qtbot.keyClick(panel._input, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ("Gina", "Howdy, all") in heard["Cy"] and ("Gina", "Howdy, all") in heard["Dot"], timeout=5000)
        qtbot.waitUntil(lambda: any(f.get("text") == "Howdy, all" for f in eve.frames()), timeout=5000)
        assert team_heard["Cy"] == [] and all(SECRET not in t for _, t in heard["Cy"])
        for data in (bytes(eve.raw),):
            assert SECRET.encode() not in data and b"Dodge in hand" not in data
        assert all(f.get("t") != "chat" or f.get("text") == "Howdy, all" for f in eve.frames())

        # Dot answers the team; Cy writes to his own team: Gina's window shows Dot's line, never Cy's.
        dot.client.team_chat("Thanks, partner")
        cy.client.team_chat("Bix, she holds a Dodge")
        cy.client.chat("Nice hat, Gina")
        qtbot.waitUntil(lambda: "Cy: Nice hat, Gina" in panel.chat_lines(), timeout=5000)
        qtbot.waitUntil(lambda: "Dot (to the team): Thanks, partner" in panel.chat_lines(), timeout=5000)
        assert not any("she holds" in line for line in panel.chat_lines())

        # A language switch re-words the team marks.
        window.set_language(Language.ITALIAN)
        qtbot.waitUntil(lambda: f"Gina (al team): {SECRET}" in panel.chat_lines(), timeout=2000)
        assert team_box.text() == "Solo al mio team"
        window.set_language(Language.DUTCH)
        qtbot.waitUntil(lambda: "Dot (aan het team): Thanks, partner" in panel.chat_lines(), timeout=2000)
        window.set_language(Language.ENGLISH)
    finally:
        run(qtbot, eve.close())
        for guest in (cy, dot):
            run(qtbot, guest.client.close())
        host.stop(qtbot)


def test_no_team_chat_is_offered_without_teams(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=20_000, seed=3)
    window = lan_window
    try:
        join_by_address(qtbot, window, host.port, "Gina")
        page = window.game
        qtbot.waitUntil(lambda: page.update_shown is not None, timeout=10000)
        assert not page.lan.team_chat_offered() and not page.lan._team.isVisible()
    finally:
        host.stop(qtbot)


def test_the_host_writes_to_its_team_and_reads_only_its_teams_messages(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    received: dict[str, bytearray] = {}
    real_received = ClientCore.received

    def keep(core: ClientCore, data: bytes, now: float | None = None) -> list[Any]:
        received.setdefault(core.name, bytearray()).extend(data)
        return real_received(core, data, now)

    monkeypatch.setattr(ClientCore, "received", keep)
    window = lan_window
    # Ada at this computer and Cy are team 0; Bo and the bot team 1.
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.REMOTE, ""), SeatSpec(SeatKind.REMOTE, ""),
             SeatSpec(SeatKind.BOT, "Bix", "normal"))
    lobby = window.lan.host_table(GameSetup("high_noon_saloon", seats, 5, {"teams": "2x2"}), NetworkOptions("Saloon", None))
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    session = window.lan.session
    bo, cy, eve = QuietGuest("Bo"), QuietGuest("Cy"), Listener()
    shown_to: dict[str, list[tuple[str, str]]] = {"Bo": [], "Cy": []}
    for guest in (bo, cy):
        name = guest.client.core.name
        guest.client.team_chat_received.connect(lambda n, t, name=name: shown_to[name].append((n, t)))
    try:
        run(qtbot, eve.connect(session.port))
        run(qtbot, bo.client.connect("127.0.0.1", session.port))
        qtbot.waitUntil(lambda: session.core.seats[1].state is SeatState.REMOTE, timeout=5000)
        run(qtbot, cy.client.connect("127.0.0.1", session.port))
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        page = window.game
        qtbot.waitUntil(lambda: page.update_shown is not None, timeout=10000)
        panel = page.lan
        qtbot.waitUntil(panel.team_chat_offered, timeout=5000)
        assert session.team() == 0
        panel.set_to_team(True)
        qtbot.keyClicks(panel._input, SECRET)
        qtbot.keyClick(panel._input, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ("Ada", SECRET) in shown_to["Cy"], timeout=5000)
        assert panel.chat_lines() == [f"Ada (to the team): {SECRET}"]
        # Bo writes to his team (the bot's): not for this screen. Cy writes to hers: shown here.
        bo.client.team_chat("Ada is low on bullets")
        cy.client.team_chat("Got it")
        qtbot.waitUntil(lambda: "Cy (to the team): Got it" in panel.chat_lines(), timeout=5000)
        bo.client.chat("Draw!")
        qtbot.waitUntil(lambda: "Bo: Draw!" in panel.chat_lines(), timeout=5000)
        qtbot.waitUntil(lambda: any(f.get("text") == "Draw!" for f in eve.frames()), timeout=5000)
        assert not any("low on bullets" in line for line in panel.chat_lines())
        assert SECRET.encode() not in bytes(received["Bo"]) and SECRET.encode() not in bytes(eve.raw)
        assert b"low on bullets" not in bytes(received["Cy"]) and b"low on bullets" not in bytes(eve.raw)
        assert shown_to["Bo"] == [("Bo", "Ada is low on bullets")] and ("Bo", "Ada is low on bullets") not in shown_to["Cy"]
    finally:
        run(qtbot, eve.close())
        for guest in (bo, cy):
            run(qtbot, guest.client.close())
