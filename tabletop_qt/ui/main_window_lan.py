"""The main window's tables on the network: hosting one (its lobby, its guests away and back), joining one (a seat
kept to rejoin), another game at the same table, chat, and the session's end; the async tasks they run and the
window's shutdown that waits for them. A mixin of MainWindow (ui/main_window.py), kept apart by job so that file
stays readable; the network modules it uses are imported where first used, never on the start path."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QStackedWidget

from tabletop_qt.ui.texts import LAN_REASONS, lan_reason_text

if TYPE_CHECKING:
    import asyncio

    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import Welcomed
    from tabletop_qt.net.remote_table import RemoteTableController
    from tabletop_qt.table.seats import GameSetup
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.rules_thread.controller import TableController
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.host_lobby import HostLobbyDialog
    from tabletop_qt.ui.join_dialog import JoinDialog
    from tabletop_qt.ui.lan_session import HostSession
    from tabletop_qt.ui.new_game_dialog import NetworkOptions
    from tabletop_qt.ui.rematch_dialog import RematchDialog

log = logging.getLogger("tabletop_qt.ui.main_window")

# The status line of a table on the network, in the game page's side panel.
LAN_HOSTING = QT_TRANSLATE_NOOP("Lan", "Open on the network at {address}.")
LAN_RECONNECTING = QT_TRANSLATE_NOOP("Lan", "Reconnecting to the host…")
LAN_WATCHING = QT_TRANSLATE_NOOP("Lan", "You are watching this table.")
LAN_REMATCH_WAITING = QT_TRANSLATE_NOOP("Lan", "You play again: waiting for the host to start the new game…")


class LanTables:
    """MainWindow's part for tables on the network; MainWindow sets the state below in its __init__."""

    # Set by MainWindow.__init__ (declared here for the type checker).
    _settings: QSettings
    _data_dir: Any
    _bot_delay_ms: int
    _answer_ms: int
    _controller: TableController | None
    _game: GamePage | None
    _last_setup: GameSetup | None
    _quitting: bool
    _tasks: set[asyncio.Future[Any]]
    _lan_host: HostSession | None
    _remote: RemoteTableController | None
    host_lobby: HostLobbyDialog | None
    join_dialog: JoinDialog | None
    away_boxes: dict[int, QMessageBox]
    rematch_dialog: RematchDialog | None
    rematch_box: QMessageBox | None
    lan_bind: str
    advertiser_factory: Callable[[], Any] | None
    browser_factory: Callable[[], Any] | None
    lan_addresses: Callable[[], list[str]]
    pages: QStackedWidget

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

    async def shutdown(self) -> None:
        """Leave any table on the network (guests are told), then stop the rules thread."""
        self._quitting = True
        self._leave_lan()
        import asyncio

        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        if self._controller is not None:
            self._controller.shutdown()

    def lan_session(self) -> HostSession | None:
        return self._lan_host

    def remote_table(self) -> RemoteTableController | None:
        return self._remote

    def host_table(self, setup: GameSetup, options: NetworkOptions) -> HostLobbyDialog:
        """Open a table to the local network and show its lobby; the game starts from there."""
        from tabletop_qt.ui.host_lobby import HostLobbyDialog
        from tabletop_qt.ui.lan_session import HostSession

        self._leave_lan()
        self._close_score_dialog()
        session = HostSession(
            setup,
            options.table_name,
            options.join_code,
            self._bot_delay_ms,
            self.advertiser_factory,
            self.lan_addresses,
            self,
            history_dir=self.history_dir,
        )
        session.controller.set_answer_time(self._answer_ms)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.chat_posted.connect(self._on_lan_chat)
        session.team_chat_posted.connect(self._on_lan_team_chat)
        session.seat_away.connect(self._on_session_seat_away)
        session.seat_back.connect(self._on_session_seat_back)
        session.controller.table_updated.connect(self._on_lan_table_updated)
        self._lan_host = session
        lobby = HostLobbyDialog(session, self)
        lobby.start_requested.connect(lambda: self._on_host_lobby_start_requested(lobby))
        lobby.close_requested.connect(lambda: self._on_host_lobby_close_requested(lobby))
        lobby.finished.connect(lambda _: self._on_host_lobby_finished(lobby))
        self.host_lobby = lobby
        lobby.show()
        self._spawn(self._open_host(session, lobby))
        return lobby

    async def _open_host(self, session: HostSession, lobby: HostLobbyDialog) -> None:
        try:
            await session.open(self.lan_bind)
        except OSError as exc:
            log.warning("cannot open the table on the network: %s", exc)
            if self.host_lobby is lobby:
                lobby.failed(exc.strerror or str(exc))
            return
        if self.host_lobby is lobby:
            lobby.listening()

    def _on_host_lobby_start_requested(self, lobby: HostLobbyDialog) -> None:
        session = self._lan_host
        if session is None or self.host_lobby is not lobby or not session.can_start():
            return
        page = self.game
        self._follow(session.controller)
        page.lan.reset(hosting=True, own_seat=None)
        page.lan.set_seats(session.seats())
        from tabletop_qt.net.addresses import address_text

        address = ", ".join(address_text(a, session.port or 0) for a in session.addresses) or f"{session.port}"
        page.lan.set_status(LAN_HOSTING, address=address)
        self.pages.setCurrentWidget(page)  # the page listens before the first position can arrive
        self._last_setup = session.start_game()

    def _on_host_lobby_close_requested(self, lobby: HostLobbyDialog) -> None:
        if self.host_lobby is lobby:
            self.show_home()

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

        ticket = rejoin_store.load(self._settings)
        from tabletop_qt.content import pack_digests

        packs = pack_digests(self._data_dir)
        dialog = JoinDialog(self._spawn, self._player_name(), self.browser_factory, self, rejoin=ticket, packs=packs)
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

        self._settings.setValue("player_name", client.core.name)
        self._leave_lan()
        self._remember_seat(client, welcome)
        self._close_score_dialog()
        remote = RemoteTableController(client, welcome, self, history_dir=self.history_dir)
        remote.table_updated.connect(self._on_lan_table_updated)
        remote.history_written.connect(self._on_table_history_written)
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
        page = self.game
        self._follow(remote)
        page.lan.reset(hosting=False, own_seat=welcome.seat)
        page.lan.set_seats(remote.seats)
        page.lan.set_status(LAN_WATCHING if welcome.seat is None else None)
        if client.core.view is None:
            page.show_waiting(welcome.table, welcome.seat is None)
        self.pages.setCurrentWidget(page)

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
        rejoin_store.save(self._settings, ticket)

    def _forget_rejoin(self) -> None:
        from tabletop_qt.ui import rejoin_store

        rejoin_store.forget(self._settings)

    def _leave_lan(self) -> None:
        """Close the table this window hosts (guests are told) or leave the one it sits at."""
        session, self._lan_host = self._lan_host, None
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
        if self._game is not None and self._game.controller is not self._controller and self._game.controller is not None:
            self._game.set_lan(False)

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
        page = self._game
        if page is None or page.controller is not self.sender():
            return
        self._last_setup = update.setup
        # "To my team" in the chat while this computer's seat is on a team (team games only).
        lan = self._lan_host if self._lan_host is not None else self._remote
        page.lan.set_team_chat(lan is not None and lan.team() is not None)
        if update.outcome.finished and self._remote is not None and self.sender() is self._remote:
            self._forget_rejoin()  # nothing left to come back to

    def _on_session_seats_changed(self, seats: Any) -> None:
        session = self._lan_host
        if session is not None and self._game is not None and self._game.controller is session.controller:
            self._game.lan.set_seats(seats)

    def _on_remote_seats_changed(self, seats: Any) -> None:
        if self._remote is not None and self._game is not None and self._game.controller is self._remote:
            self._game.lan.set_seats(seats)

    def _on_session_seat_away(self, seat: int, name: str) -> None:
        from tabletop_qt.ui.peer_text import peer_name, plain_label

        session = self._lan_host
        if session is None or seat in self.away_boxes:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("Lan", "A player did not come back"),
            QCoreApplication.translate(
                "Lan", "{name} lost the connection and has not come back. Give the seat to a bot, or keep waiting?"
            ).format(name=peer_name(name)),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        plain_label(box)  # the name is a guest's: markup in it stays characters
        box.setObjectName("away_box")
        give = box.addButton(QCoreApplication.translate("Lan", "Give the seat to a bot"), QMessageBox.ButtonRole.AcceptRole)
        give.setObjectName("away_give")
        wait = box.addButton(QCoreApplication.translate("Lan", "Keep waiting"), QMessageBox.ButtonRole.RejectRole)
        wait.setObjectName("away_wait")
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
    def _hosting_shown(self) -> bool:
        session = self._lan_host
        return session is not None and self._game is not None and self._game.controller is session.controller

    def offer_rematch(self) -> RematchDialog | None:
        """The host's "Play again": the guests are asked, and the new game starts from the dialog once they all
        accept (net/rematch.py)."""
        from tabletop_qt.ui.rematch_dialog import RematchDialog

        session = self._lan_host
        if session is None:
            return None
        if self.rematch_dialog is not None:
            self.rematch_dialog.raise_()
            return self.rematch_dialog
        self._close_score_dialog()
        session.offer_rematch()
        dialog = RematchDialog(session, self)
        dialog.start_requested.connect(lambda: self._on_rematch_dialog_start_requested(dialog))
        dialog.close_requested.connect(lambda: self.rematch_dialog is dialog and self.leave_table())
        dialog.finished.connect(lambda _: self._on_rematch_dialog_finished(dialog))
        self.rematch_dialog = dialog
        dialog.show()
        return dialog

    def _on_rematch_dialog_start_requested(self, dialog: RematchDialog) -> None:
        session = self._lan_host
        if session is None or self.rematch_dialog is not dialog or not session.can_start_rematch():
            return
        setup = session.start_rematch()
        self._last_setup = setup
        page = self.game
        page.prepare_table(setup)
        page.lan.set_seats(session.seats())

    def _on_rematch_dialog_finished(self, dialog: RematchDialog) -> None:
        if self.rematch_dialog is dialog:
            self.rematch_dialog = None
        dialog.deleteLater()

    def _on_remote_rematch_offered(self) -> None:
        from tabletop_qt.ui.peer_text import peer_name, plain_label

        remote = self._remote
        if remote is None or remote.spectator or self.rematch_box is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("Lan", "Play again?"),
            QCoreApplication.translate("Lan", "The host of “{table}” offers another game with the same seats.").format(
                table=peer_name(remote.table_name)
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        plain_label(box)  # the table's name is the host's
        box.setObjectName("rematch_box")
        again = box.addButton(QCoreApplication.translate("Lan", "Play again"), QMessageBox.ButtonRole.AcceptRole)
        again.setObjectName("rematch_accept")
        leave = box.addButton(QCoreApplication.translate("Lan", "Leave the table"), QMessageBox.ButtonRole.RejectRole)
        leave.setObjectName("rematch_leave")
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
            self.leave_table()  # declining is leaving: the host gives the seat to a bot
        elif self._game is not None and self._game.controller is remote:
            self._game.lan.set_status(LAN_REMATCH_WAITING)

    def _on_remote_rematch_started(self, setup: GameSetup) -> None:
        remote = self._remote
        page = self._game
        if remote is None or page is None or page.controller is not remote:
            return
        box, self.rematch_box = self.rematch_box, None
        if box is not None:
            box.close()  # not answered in time: the others started without this seat's say
        self._close_score_dialog()
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
        if self._lan_host is not None:
            self._lan_host.give_to_bot(seat)

    def _on_lan_chat_sent(self, text: str) -> None:
        if self._lan_host is not None:
            self._lan_host.post_chat(text)
        elif self._remote is not None:
            self._remote.chat(text)

    def _on_lan_team_chat_sent(self, text: str) -> None:
        if self._lan_host is not None:
            self._lan_host.post_team_chat(text)
        elif self._remote is not None:
            self._remote.team_chat(text)

    def _on_lan_chat(self, name: str, text: str) -> None:
        if self._game is not None:
            self._game.lan.add_chat(name, text)

    def _on_lan_team_chat(self, name: str, text: str) -> None:
        if self._game is not None:
            self._game.lan.add_chat(name, text, team=True)

    def _on_lan_chat_refused(self, reason: str) -> None:
        if self._game is not None:
            self._game.lan.add_chat_notice(reason)

    def _on_remote_connection_dropped(self) -> None:
        if self._game is not None and self._game.controller is self._remote:
            self._game.lan.set_status(LAN_RECONNECTING)

    def _on_remote_reconnected(self) -> None:
        remote = self._remote
        if remote is not None and self._game is not None and self._game.controller is remote:
            self._game.lan.set_status(LAN_WATCHING if remote.spectator else None)

    def _on_remote_closed(self, reason: str) -> None:
        remote = self._remote
        page = self._game
        if remote is None or page is None or page.controller is not remote:
            return
        from tabletop_qt.ui import rejoin_store

        # The host closed the table: nothing to come back to. A connection lost for good may still have its seat
        # held by the host (until it gives the seat away): that ticket is kept, to rejoin from the join dialog.
        kept = rejoin_store.load(self._settings) if reason == "lan.connection_lost" else None
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
        self.show_home()
        if kept is not None:
            rejoin_store.save(self._settings, kept)
        self._show_message(
            QMessageBox.Icon.Information, QCoreApplication.translate("Lan", "The table is closed"), lan_reason_text(reason)
        )

