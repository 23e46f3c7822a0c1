"""Another game at the same table on the network, over real TCP: the host offers "Play again" with the same seats,
each guest accepts or leaves, a seat left is given to a bot, and the new game is played to the end on both sides."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.net.views import view_hash
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.new_game_dialog import NetworkOptions
from tests.ui.test_lan_support import (  # noqa: F401 (aio and lan_window are fixtures)
    BotGuest,
    aio,
    in_process_host,
    lan_window,
    run,
    stop_host,
)


class AnsweringGuest(BotGuest):
    """A bot guest that answers the host's offer of another game: yes, or no and goodbye."""

    def __init__(self, name: str, accept: bool) -> None:
        super().__init__(name)
        self.offers = 0
        self.started = 0
        self.accept = accept
        self.client.rematch_offered.connect(self._on_offer)
        self.client.rematch_started.connect(self._on_started)

    def _on_offer(self) -> None:
        self.offers += 1
        self.client.answer_rematch(self.accept)
        if not self.accept:
            self.client._write(self.client.core.bye())

    def _on_started(self) -> None:
        self.started += 1
        self.views.clear()
        self._acted = -1


def test_the_host_offers_another_game_one_guest_accepts_one_leaves_and_a_bot_takes_that_seat(
    qtbot, lan_window: MainWindow
) -> None:
    window = lan_window
    setup = GameSetup(
        "tea_time",
        (SeatSpec(SeatKind.BOT, "Robo", "easy"), SeatSpec(SeatKind.REMOTE, ""), SeatSpec(SeatKind.REMOTE, "")),
        11,
    )
    lobby = window.lan.host_table(setup, NetworkOptions("Again", None))
    qtbot.waitUntil(lambda: window.lan.session is not None and window.lan.session.port is not None, timeout=5000)
    session = window.lan.session
    stays, goes = AnsweringGuest("Bea", accept=True), AnsweringGuest("Cid", accept=False)
    for guest in (stays, goes):
        run(qtbot, guest.client.connect("127.0.0.1", session.port))
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)

    # The first game, to the end; the host's score dialog now offers "Play again" at a table on the network.
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=30000)
    play_again = window.score_dialog._play_again
    assert play_again.isVisible()
    first_version = window.game.update_shown.version
    qtbot.mouseClick(play_again, Qt.MouseButton.LeftButton)
    dialog = window.lan.rematch_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.start_button.isEnabled()
    assert dialog.answer_text(0) == "Bot"

    qtbot.waitUntil(lambda: dialog.answer_text(1) == "Plays again" and dialog.answer_text(2) == "Left the table", timeout=5000)
    assert stays.offers == goes.offers == 1
    assert not dialog.start_button.isEnabled()  # a seat is still without a player
    assert dialog.bot_buttons[2].isVisible() and not dialog.bot_buttons[1].isVisible()
    qtbot.mouseClick(dialog.bot_buttons[2], Qt.MouseButton.LeftButton)
    assert session.core.seats[2].state is SeatState.BOT and session.core.seats[2].name == "Cid"
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.lan.rematch_dialog is None

    # The new game: the same seats (a bot in Cid's), a new deal, played to the end by the guest that stayed.
    qtbot.waitUntil(lambda: stays.started == 1 and bool(stays.views), timeout=10000)
    first = stays.views[0]
    assert first.full_log and not first.view.get("finished") and first.version < first_version
    updates: list[TableUpdate] = []
    session.controller.table_updated.connect(updates.append)
    qtbot.waitUntil(lambda: stays.finished, timeout=30000)
    qtbot.waitUntil(lambda: bool(updates) and updates[-1].outcome.finished, timeout=5000)
    last = updates[-1]
    assert [s.kind for s in last.setup.seats] == [SeatKind.BOT, SeatKind.REMOTE, SeatKind.BOT]
    assert [s.name for s in last.setup.seats] == ["Robo", "Bea", "Cid"]
    assert view_hash(stays.views[-1].public, []) == view_hash(last.views[TableUpdate.PUBLIC], [])
    assert goes.started == 0 and goes.closed == []  # it left: nothing of the new game reached it
    for guest in (stays, goes):
        run(qtbot, guest.client.close())


def _play_first_legal(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The guest window's seat plays its first legal action each turn, through the page's controller."""
    page = window.game

    def my_turn_or_end() -> bool:
        update: Any = page.update_shown
        return update is not None and (update.outcome.finished or bool(update.legal.get(1)))

    for _ in range(400):
        qtbot.waitUntil(my_turn_or_end, timeout=15000)
        update = page.update_shown
        if update.outcome.finished:
            return
        version = update.version
        page.controller.submit(1, update.legal[1][0])
        qtbot.waitUntil(lambda: page.update_shown.version != version, timeout=15000)
    raise AssertionError("the game did not end")


def test_a_guest_window_is_asked_plays_again_and_sees_the_new_game(qtbot, lan_window: MainWindow) -> None:
    window = lan_window
    table = in_process_host(qtbot)
    try:
        dialog = window.lan.open_join_dialog()
        dialog._name.setText("Ada")
        dialog._address.setText(f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=10000)
        _play_first_legal(qtbot, window)
        qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
        assert not window.score_dialog._play_again.isVisible()  # a guest does not offer: its host does

        table.host._apply(table.core.offer_rematch())
        qtbot.waitUntil(lambda: window.lan.rematch_box is not None and window.lan.rematch_box.isVisible(), timeout=5000)
        box = window.lan.rematch_box
        assert box.text() == "The host of “Robo's table” offers another game with the same seats."
        accept = next(b for b in box.buttons() if b.objectName() == "rematch_accept")
        qtbot.mouseClick(accept, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.core.rematch is not None and table.core.rematch.ready(), timeout=5000)
        assert "waiting for the host" in window.game.lan.status_text()

        table.host._apply(table.core.start_rematch())
        table.start_game()  # the same seats, dealt again by the host's rules thread
        qtbot.waitUntil(
            lambda: window.score_dialog is None
            and window.game.update_shown is not None
            and not window.game.update_shown.outcome.finished,
            timeout=10000,
        )
        assert window.game.update_shown.setup.seats[1].name == "Ada"
        assert [line.split(" — ")[0] for line in window.game.lan.seat_lines()] == ["Robo", "Ada"]
        _play_first_legal(qtbot, window)  # the new game plays to its end too
    finally:
        stop_host(qtbot, table)
