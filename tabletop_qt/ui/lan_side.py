"""The main window's tables on the network, as a component the window owns (``MainWindow.lan``): hosting one (its
lobby, its guests away and back), joining one (a seat kept to rejoin), another game at the same table, chat, and
leaving; the async tasks they run, which the window's shutdown waits for. The network modules it uses are imported
where first used, never on the start path."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from tabletop_qt.ui.ask_box import ask_box
from tabletop_qt.ui.texts import LAN_REASONS, lan_reason_text

if TYPE_CHECKING:
    import asyncio

    from PySide6.QtWidgets import QMessageBox  # (made with the first box: not a class the first frame needs)

    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import Welcomed
    from tabletop_qt.net.remote_table import RemoteTableController
    from tabletop_qt.table.seats import GameSetup
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.host_lobby import HostLobbyDialog
    from tabletop_qt.ui.join_dialog import JoinDialog
    from tabletop_qt.ui.lan_session import HostSession
    from tabletop_qt.ui.main_window import MainWindow
    from tabletop_qt.ui.new_game_dialog import NetworkOptions
    from tabletop_qt.ui.rematch_dialog import RematchDialog

log = logging.getLogger("tabletop_qt.ui.main_window")

# The status line of a table on the network, in the game page's side panel.
LAN_HOSTING = QT_TRANSLATE_NOOP("Lan", "Open on the network at {address}.")
LAN_RECONNECTING = QT_TRANSLATE_NOOP("Lan", "Reconnecting to the host…")
LAN_WATCHING = QT_TRANSLATE_NOOP("Lan", "You are watching this table.")
LAN_REMATCH_WAITING = QT_TRANSLATE_NOOP("Lan", "You play again: waiting for the host to start the new game…")


# Discovery (zeroconf) is imported only when a table is opened.
def _default_advertiser() -> Any:
    from tabletop_qt.ui.lan_session import default_advertiser

    return default_advertiser()


def _default_addresses() -> list[str]:
    from tabletop_qt.ui.lan_session import default_addresses

    return default_addresses()


class LanSide(QObject):
    """The window's tables on the network, a component the window owns (``window.lan``). It asks the window only
    through the window's public interface (its game page, pages, settings, dialogs it closes, messages it shows)
    and tells it through its signals."""

    setup_changed = Signal(object)  # GameSetup: the game at the table on the network (the winner screen's "again")
    history_written = Signal(str)  # a guest's record of the finished game was written to this file

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        # Hosting one, or seated at one; never both.
        self._tasks: set[asyncio.Future[Any]] = set()
        self._session: HostSession | None = None
        self._remote: RemoteTableController | None = None
        self.host_lobby: HostLobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.away_boxes: dict[int, QMessageBox] = {}
        self.rematch_dialog: RematchDialog | None = None  # hosting: "Play again" offered, the guests' answers
        self.rematch_box: QMessageBox | None = None  # a guest: the host offers another game
        self.leave_box: QMessageBox | None = None  # the host asked whether to close a game under way
        self._quitting = False  # the app is closing: a seat held at a table on the network stays to rejoin
        # Where tables listen and how they are announced; tests replace these (the window's browser_factory finds
        # them, for the home page and the join dialog alike).
        self.bind = "::"  # every card, IPv4 and IPv6 (net/addresses.py)
        self.advertiser_factory: Callable[[], Any] | None = _default_advertiser
        self.addresses: Callable[[], list[str]] = _default_addresses

    @property
    def session(self) -> HostSession | None:
        """The table this window hosts, if any."""
        return self._session

    @property
    def remote(self) -> RemoteTableController | None:
        """The table on another computer this window sits at, if any."""
        return self._remote

    def _page_playing(self, controller: Any) -> GamePage | None:
        """The game page, if it plays ``controller``'s table."""
        page = self._window.game_if_made()
        return page if controller is not None and page is not None and page.controller is controller else None

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
        """Run a coroutine on the GUI thread's asyncio loop; shutdown() waits for whatever is still running."""
        import asyncio  # loaded after the window's first frame (app.py), long before a table is opened

        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._on_task_done)
        return task

    def _on_task_done(self, task: asyncio.Future[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("a network task failed", exc_info=task.exception())

    def ask_to_close_the_table(self) -> None:
        """The host leaves a game under way: it ends for everyone, so the host is asked first."""
        if self.leave_box is not None:
            self.leave_box.raise_()
            return
        box, close, _stay = ask_box(
            self._window,
            "leave_box",
            QCoreApplication.translate("Lan", "Close the table?"),
            QCoreApplication.translate(
                "Lan", "The game is still going on. Leaving closes the table for everyone who plays at it."
            ),
            ("leave_close", QCoreApplication.translate("Lan", "Close the table")),
            ("leave_stay", QCoreApplication.translate("Lan", "Stay at the table")),
        )
        close.clicked.connect(self._window.leave_table)
        box.finished.connect(lambda _: self._on_leave_box_finished(box))
        self.leave_box = box
        box.open()

    def _on_leave_box_finished(self, box: QMessageBox) -> None:
        if self.leave_box is box:
            self.leave_box = None
        box.deleteLater()

    def _close_leave_box(self) -> None:
        box, self.leave_box = self.leave_box, None
        if box is not None:
            box.close()

    def attach(self, page: GamePage) -> None:
        """The game page's network panel (chat, a seat given to a bot) speaks to this side."""
        page.lan.chat_sent.connect(self._on_lan_chat_sent)
        page.lan.team_chat_sent.connect(self._on_lan_team_chat_sent)
        page.lan.give_to_bot_requested.connect(self._on_lan_give_to_bot_requested)

    def quit(self) -> None:
        """The app is closing: stop looking for tables, leave any table (a seat held stays, to rejoin)."""
        if self.join_dialog is not None:
            self.join_dialog.reject()  # stops looking for tables and hangs up a connection under way
        self._quitting = True
        self.leave()

    async def shutdown(self) -> None:
        """Leave any table on the network (guests are told) and wait for the network tasks still running."""
        self._quitting = True
        self.leave()
        import asyncio

        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def set_bot_delay(self, ms: int) -> None:
        if self._session is not None:
            self._session.controller.set_bot_delay(ms)

    def set_answer_time(self, ms: int) -> None:
        if self._session is not None:
            self._session.controller.set_answer_time(ms)

    def hosting_game_under_way(self) -> bool:
        """The game page shows a game this window hosts, started and not over (leaving ends it for everyone)."""
        session = self._session
        page = self._window.game_if_made()
        update = page.update_shown if page is not None else None
        return (
            session is not None
            and session.started
            and page is not None
            and page.controller is session.controller
            and update is not None
            and not update.outcome.finished
        )

    def host_table(self, setup: GameSetup, options: NetworkOptions) -> HostLobbyDialog:
        """Open a table to the local network and show its lobby; the game starts from there."""
        from tabletop_qt.ui.host_lobby import HostLobbyDialog
        from tabletop_qt.ui.lan_session import HostSession

        self.leave()
        self._window.close_score_dialog()
        session = HostSession(
            setup,
            options.table_name,
            options.join_code,
            self._window.bot_delay_ms,
            self.advertiser_factory,
            self.addresses,
            self,
            history_dir=self._window.history_dir,
        )
        session.controller.set_answer_time(self._window.answer_ms)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.chat_posted.connect(self._on_lan_chat)
        session.team_chat_posted.connect(self._on_lan_team_chat)
        session.seat_away.connect(self._on_session_seat_away)
        session.seat_back.connect(self._on_session_seat_back)
        session.controller.table_updated.connect(self._on_lan_table_updated)
        self._session = session
        lobby = HostLobbyDialog(session, self._window)
        lobby.start_requested.connect(lambda: self._on_host_lobby_start_requested(lobby))
        lobby.close_requested.connect(lambda: self._on_host_lobby_close_requested(lobby))
        lobby.finished.connect(lambda _: self._on_host_lobby_finished(lobby))
        self.host_lobby = lobby
        lobby.show()
        self._spawn(self._open_host(session, lobby))
        return lobby

    async def _open_host(self, session: HostSession, lobby: HostLobbyDialog) -> None:
        try:
            await session.open(self.bind)
        except OSError as exc:
            log.warning("cannot open the table on the network: %s", exc)
            if self.host_lobby is lobby:
                lobby.failed(exc.strerror or str(exc))
            return
        if self.host_lobby is lobby:
            lobby.listening()

    def _on_host_lobby_start_requested(self, lobby: HostLobbyDialog) -> None:
        session = self._session
        if session is None or self.host_lobby is not lobby or not session.can_start():
            return
        page = self._window.game
        self._window.follow(session.controller)
        page.lan.reset(hosting=True, own_seat=None)
        page.lan.set_seats(session.seats())
        from tabletop_qt.net.addresses import address_text

        address = ", ".join(address_text(a, session.port or 0) for a in session.addresses) or f"{session.port}"
        page.lan.set_status(LAN_HOSTING, address=address)
        self._window.pages.setCurrentWidget(page)  # the page listens before the first position can arrive
        self.setup_changed.emit(session.start_game())

    def _on_host_lobby_close_requested(self, lobby: HostLobbyDialog) -> None:
        if self.host_lobby is lobby:
            self._window.show_home()

    def _on_host_lobby_finished(self, lobby: HostLobbyDialog) -> None:
        if self.host_lobby is lobby:
            self.host_lobby = None
        lobby.deleteLater()

    def open_join_dialog(self) -> JoinDialog:
        from tabletop_qt.ui.join_dialog import JoinDialog

        if self.join_dialog is not None:
            self.join_dialog.raise_()
            return self.join_dialog
        from tabletop_qt.ui import rejoin_store

        ticket = rejoin_store.load(self._window.settings)
        from tabletop_qt.content import pack_digests

        packs = pack_digests(self._window.data_dir)
        window = self._window
        dialog = JoinDialog(self._spawn, window.player_name(), window.browser_factory, window, rejoin=ticket, packs=packs)
        dialog.joined.connect(self._on_join_dialog_joined)
        dialog.rejoin_refused.connect(self._forget_rejoin)
        dialog.finished.connect(lambda _: self._on_join_dialog_finished(dialog))
        self.join_dialog = dialog
        dialog.open()
        dialog.start_browsing()
        return dialog

    def _on_join_dialog_finished(self, dialog: JoinDialog) -> None:
        if self.join_dialog is dialog:
            self.join_dialog = None
        dialog.deleteLater()

    def _on_join_dialog_joined(self, client: NetClient, welcome: Welcomed) -> None:
        from tabletop_qt.net.remote_table import RemoteTableController

        self._window.settings.setValue("player_name", client.core.name)
        self.leave()
        self._remember_seat(client, welcome)
        self._window.close_score_dialog()
        remote = RemoteTableController(client, welcome, self, history_dir=self._window.history_dir)
        remote.table_updated.connect(self._on_lan_table_updated)
        remote.history_written.connect(self.history_written)
        remote.seats_changed.connect(self._on_remote_seats_changed)
        remote.chat_received.connect(self._on_lan_chat)
        remote.team_chat_received.connect(self._on_lan_team_chat)
        remote.chat_refused.connect(self._on_lan_chat_refused)
        remote.connection_dropped.connect(self._on_remote_connection_dropped)
        remote.reconnected.connect(self._on_remote_reconnected)
        remote.closed.connect(self._on_remote_closed)
        remote.rematch_offered.connect(self._on_remote_rematch_offered)
        remote.rematch_started.connect(self._on_remote_rematch_started)
        self._remote = remote
        page = self._window.game
        self._window.follow(remote)
        page.lan.reset(hosting=False, own_seat=welcome.seat)
        page.lan.set_seats(remote.seats)
        page.lan.set_status(LAN_WATCHING if welcome.seat is None else None)
        if client.core.view is None:
            page.show_waiting(welcome.table, welcome.seat is None)
        self._window.pages.setCurrentWidget(page)

    def _remember_seat(self, client: NetClient, welcome: Welcomed) -> None:
        """Seated at a table on the network: keep the seat's token in the settings, to rejoin after a crash."""
        from tabletop_qt.ui import rejoin_store

        token = client.core.token
        if welcome.seat is None or not token:
            return  # watching: there is no seat to come back to
        host, port = client.address
        ticket = rejoin_store.RejoinTicket(
            welcome.table or "?", host, port, token, welcome.game, welcome.seat, client.core.name, client.core.code
        )
        rejoin_store.save(self._window.settings, ticket)

    def _forget_rejoin(self) -> None:
        from tabletop_qt.ui import rejoin_store

        rejoin_store.forget(self._window.settings)

    def leave(self) -> None:
        """Close the table this window hosts (guests are told) or leave the one it sits at."""
        self._close_leave_box()
        session, self._session = self._session, None
        if session is not None:
            session.blockSignals(True)
            session.controller.table_updated.disconnect(self._on_lan_table_updated)
            self._spawn(self._close_host(session))
        lobby, self.host_lobby = self.host_lobby, None
        if lobby is not None:
            lobby.close()
        for box in list(self.away_boxes.values()):
            box.close()
        self.away_boxes.clear()
        self._close_rematch()
        remote, self._remote = self._remote, None
        if remote is not None:
            if not self._quitting:
                self._forget_rejoin()  # left on purpose; an app quit mid-game may come back to the seat
            remote.shutdown()
            self._spawn(self._close_remote(remote))
        page = self._window.game_if_made()
        if page is not None and self._window.follows_lan():
            page.set_lan(False)

    async def _close_host(self, session: HostSession) -> None:
        try:
            await session.close()
        finally:
            session.deleteLater()

    async def _close_remote(self, remote: RemoteTableController) -> None:
        try:
            await remote.close()
        finally:
            remote.deleteLater()

    def _on_lan_table_updated(self, update: TableUpdate) -> None:
        page = self._window.game_if_made()
        if page is None or page.controller is not self.sender():
            return
        self.setup_changed.emit(update.setup)
        # "To my team" in the chat while this computer's seat is on a team (team games only).
        lan = self._session if self._session is not None else self._remote
        page.lan.set_team_chat(lan is not None and lan.team() is not None)
        if update.outcome.finished and self._remote is not None and self.sender() is self._remote:
            self._forget_rejoin()  # nothing left to come back to

    def _on_session_seats_changed(self, seats: Any) -> None:
        page = self._page_playing(self._session.controller if self._session is not None else None)
        if page is not None:
            page.lan.set_seats(seats)

    def _on_remote_seats_changed(self, seats: Any) -> None:
        page = self._page_playing(self._remote)
        if page is not None:
            page.lan.set_seats(seats)

    def _on_session_seat_away(self, seat: int, name: str) -> None:
        from PySide6.QtCore import Qt  # (named after the first frame: ui/qt_names.py)

        from tabletop_qt.ui.peer_text import peer_name

        session = self._session
        if session is None or seat in self.away_boxes:
            return
        box, give, _wait = ask_box(
            self._window,
            "away_box",
            QCoreApplication.translate("Lan", "A player did not come back"),
            QCoreApplication.translate(
                "Lan", "{name} lost the connection and has not come back. Give the seat to a bot, or keep waiting?"
            ).format(name=peer_name(name)),
            ("away_give", QCoreApplication.translate("Lan", "Give the seat to a bot")),
            ("away_wait", QCoreApplication.translate("Lan", "Keep waiting")),
            plain=True,  # the name is a guest's
        )
        box.setWindowModality(Qt.WindowModality.NonModal)
        give.clicked.connect(lambda: self._on_lan_give_to_bot_requested(seat))

        def forget(_: int) -> None:
            if self.away_boxes.get(seat) is box:
                del self.away_boxes[seat]
            box.deleteLater()

        box.finished.connect(forget)
        self.away_boxes[seat] = box
        box.show()

    def _on_session_seat_back(self, seat: int) -> None:
        box = self.away_boxes.pop(seat, None)
        if box is not None:
            box.close()

    # ------------------------------------------------------------------ another game at a table on the network
    def hosting_shown(self) -> bool:
        session = self._session
        page = self._window.game_if_made()
        return session is not None and page is not None and page.controller is session.controller

    def offer_rematch(self) -> RematchDialog | None:
        """The host's "Play again": the guests are asked, and the new game starts from the dialog once they all
        accept (net/rematch.py)."""
        from tabletop_qt.ui.rematch_dialog import RematchDialog

        session = self._session
        if session is None:
            return None
        if self.rematch_dialog is not None:
            self.rematch_dialog.raise_()
            return self.rematch_dialog
        self._window.close_score_dialog()
        session.offer_rematch()
        dialog = RematchDialog(session, self._window)
        dialog.start_requested.connect(lambda: self._on_rematch_dialog_start_requested(dialog))
        dialog.close_requested.connect(lambda: self.rematch_dialog is dialog and self._window.leave_table())
        dialog.finished.connect(lambda _: self._on_rematch_dialog_finished(dialog))
        self.rematch_dialog = dialog
        dialog.show()
        return dialog

    def _on_rematch_dialog_start_requested(self, dialog: RematchDialog) -> None:
        session = self._session
        if session is None or self.rematch_dialog is not dialog or not session.can_start_rematch():
            return
        setup = session.start_rematch()
        self.setup_changed.emit(setup)
        page = self._window.game
        page.prepare_table(setup)
        page.lan.set_seats(session.seats())

    def _on_rematch_dialog_finished(self, dialog: RematchDialog) -> None:
        if self.rematch_dialog is dialog:
            self.rematch_dialog = None
        dialog.deleteLater()

    def _on_remote_rematch_offered(self) -> None:
        from PySide6.QtCore import Qt  # (named after the first frame: ui/qt_names.py)

        from tabletop_qt.ui.peer_text import peer_name

        remote = self._remote
        if remote is None or remote.spectator or self.rematch_box is not None:
            return
        box, again, leave = ask_box(
            self._window,
            "rematch_box",
            QCoreApplication.translate("Lan", "Play again?"),
            QCoreApplication.translate("Lan", "The host of “{table}” offers another game with the same seats.").format(
                table=peer_name(remote.table_name)
            ),
            ("rematch_accept", QCoreApplication.translate("Lan", "Play again")),
            ("rematch_leave", QCoreApplication.translate("Lan", "Leave the table")),
            plain=True,  # the table's name is the host's
        )
        box.setWindowModality(Qt.WindowModality.NonModal)
        again.clicked.connect(lambda: self._on_rematch_box_answered(remote, True))
        leave.clicked.connect(lambda: self._on_rematch_box_answered(remote, False))

        def forget(_: int) -> None:
            if self.rematch_box is box:
                self.rematch_box = None
            box.deleteLater()

        box.finished.connect(forget)
        self.rematch_box = box
        box.show()

    def _on_rematch_box_answered(self, remote: RemoteTableController, accept: bool) -> None:
        if remote is not self._remote:
            return
        remote.answer_rematch(accept)
        if not accept:
            self._window.leave_table()  # declining is leaving: the host gives the seat to a bot
        else:
            page = self._page_playing(remote)
            if page is not None:
                page.lan.set_status(LAN_REMATCH_WAITING)

    def _on_remote_rematch_started(self, setup: GameSetup) -> None:
        remote = self._remote
        page = self._window.game_if_made()
        if remote is None or page is None or page.controller is not remote:
            return
        box, self.rematch_box = self.rematch_box, None
        if box is not None:
            box.close()  # not answered in time: the others started without this seat's say
        self._window.close_score_dialog()
        page.prepare_table(setup)
        page.lan.set_status(LAN_WATCHING if remote.spectator else None)

    def _close_rematch(self) -> None:
        dialog, self.rematch_dialog = self.rematch_dialog, None
        if dialog is not None:
            dialog.close()
        box, self.rematch_box = self.rematch_box, None
        if box is not None:
            box.close()

    def _on_lan_give_to_bot_requested(self, seat: int) -> None:
        if self._session is not None:
            self._session.give_to_bot(seat)

    def _on_lan_chat_sent(self, text: str) -> None:
        if self._session is not None:
            self._session.post_chat(text)
        elif self._remote is not None:
            self._remote.chat(text)

    def _on_lan_team_chat_sent(self, text: str) -> None:
        if self._session is not None:
            self._session.post_team_chat(text)
        elif self._remote is not None:
            self._remote.team_chat(text)

    def _on_lan_chat(self, name: str, text: str) -> None:
        page = self._window.game_if_made()
        if page is not None:
            page.lan.add_chat(name, text)

    def _on_lan_team_chat(self, name: str, text: str) -> None:
        page = self._window.game_if_made()
        if page is not None:
            page.lan.add_chat(name, text, team=True)

    def _on_lan_chat_refused(self, reason: str) -> None:
        page = self._window.game_if_made()
        if page is not None:
            page.lan.add_chat_notice(reason)

    def _on_remote_connection_dropped(self) -> None:
        page = self._page_playing(self._remote)
        if page is not None:
            page.lan.set_status(LAN_RECONNECTING)

    def _on_remote_reconnected(self) -> None:
        remote = self._remote
        page = self._page_playing(remote)
        if remote is not None and page is not None:
            page.lan.set_status(LAN_WATCHING if remote.spectator else None)

    def _on_remote_closed(self, reason: str) -> None:
        remote = self._remote
        page = self._window.game_if_made()
        if remote is None or page is None or page.controller is not remote:
            return
        from tabletop_qt.ui import rejoin_store

        # The host closed the table: nothing to come back to. A connection lost for good may still have its seat
        # held by the host (until it gives the seat away): that ticket is kept, to rejoin from the join dialog.
        kept = rejoin_store.load(self._window.settings) if reason == "lan.connection_lost" else None
        self._forget_rejoin()
        update = page.update_shown
        if update is not None and update.outcome.finished:
            # The game is over: the final position and the score stay on screen.
            self._remote = None
            remote.shutdown()
            self._spawn(self._close_remote(remote))
            page.lan.set_status(LAN_REASONS.get(reason, LAN_REASONS["lan.host_quit"]))
            page.lan.set_chat_enabled(False)
            return
        self._window.show_home()
        if kept is not None:
            rejoin_store.save(self._window.settings, kept)
        from PySide6.QtWidgets import QMessageBox

        self._window.show_message(
            QMessageBox.Icon.Information, QCoreApplication.translate("Lan", "The table is closed"), lan_reason_text(reason)
        )

