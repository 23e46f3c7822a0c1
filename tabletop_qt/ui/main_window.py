"""The main window: menus, the home page and the game page, settings and the language; tables on the network."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
from collections.abc import Callable, Coroutine, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.paths import resources_dir
from tabletop_qt.history import HISTORY_FOLDER
from tabletop_qt.table import AUTOSAVE_NAME
from tabletop_qt.ui.home_page import HomePage
from tabletop_qt.ui.texts import LAN_REASONS, game_name, lan_reason_text, save_problem_text

if TYPE_CHECKING:
    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import Welcomed
    from tabletop_qt.net.remote_table import RemoteTableController
    from tabletop_qt.table.seats import GameSetup
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.table.worker import TableController
    from tabletop_qt.ui.about_dialog import AboutDialog
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.help_dialog import HelpDialog
    from tabletop_qt.ui.history_dialog import HistoryDialog
    from tabletop_qt.ui.host_lobby import HostLobbyDialog
    from tabletop_qt.ui.join_dialog import JoinDialog
    from tabletop_qt.ui.lan_session import HostSession
    from tabletop_qt.ui.new_game_dialog import NetworkOptions, NewGameDialog
    from tabletop_qt.ui.rematch_dialog import RematchDialog
    from tabletop_qt.ui.replay_page import ReplayPage
    from tabletop_qt.ui.score_dialog import ScoreDialog

log = logging.getLogger(__name__)


# Milliseconds a bot waits before it plays, by the name the Game menu gives the pace.
BOT_PACES: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("Main", "Slow"), 1500),
    (QT_TRANSLATE_NOOP("Main", "Normal"), 700),
    (QT_TRANSLATE_NOOP("Main", "Fast"), 250),
    (QT_TRANSLATE_NOOP("Main", "Instant"), 0),
)
# A person's time to answer an out-of-turn window (High Noon Saloon's blocks...) before the table passes for them.
ANSWER_TIMES_S: tuple[int, ...] = (10, 20, 40, 60)

# The status line of a table on the network, in the game page's side panel.
LAN_HOSTING = QT_TRANSLATE_NOOP("Lan", "Open on the network at {address}.")
LAN_RECONNECTING = QT_TRANSLATE_NOOP("Lan", "Reconnecting to the host…")
LAN_WATCHING = QT_TRANSLATE_NOOP("Lan", "You are watching this table.")
LAN_REMATCH_WAITING = QT_TRANSLATE_NOOP("Lan", "You play again: waiting for the host to start the new game…")


# Discovery (zeroconf) is imported only when a table is opened or looked for.
def _default_advertiser() -> Any:
    from tabletop_qt.ui.lan_session import default_advertiser

    return default_advertiser()


def _default_browser() -> Any:
    from tabletop_qt.ui.join_dialog import default_browser

    return default_browser()


def _default_addresses() -> list[str]:
    from tabletop_qt.ui.lan_session import default_addresses

    return default_addresses()


class MainWindow(QMainWindow):
    closed = Signal()  # the window was closed: time to await shutdown()

    def __init__(
        self,
        languages: LanguageManager,
        settings: QSettings,
        data_dir: Path,
        bot_delay_ms: int = 700,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self._languages = languages
        self._settings = settings
        self._data_dir = data_dir
        from tabletop_qt.content import use_data_dir

        use_data_dir(data_dir)  # a table set up with a content pack finds it in the data folder's packs/
        self.autosave_path = data_dir / AUTOSAVE_NAME
        # Finished games (local ones through the rules thread beside the autosave, LAN ones here) go to history/.
        self.history_dir = data_dir / HISTORY_FOLDER
        self._bot_delay_ms = bot_delay_ms
        self._answer_ms = _stored_answer_ms(settings)
        # The rules thread and the game page are made on first use: the home page shows sooner without them.
        self._controller: TableController | None = None
        self._game: GamePage | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.score_dialog: ScoreDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self._replay: ReplayPage | None = None  # a page of its own: the game page's table is never replaced
        self._before_replay: QWidget | None = None  # the page the person opened the replay from
        self._replay_from_history = False  # the History list comes back when the replay closes
        self.message_box: QMessageBox | None = None
        self._last_setup: GameSetup | None = None
        self._told_saving_fails = False
        # Tables on the network (issue 3): hosting one, or seated at one; never both.
        self._tasks: set[asyncio.Future[Any]] = set()
        self._lan_host: HostSession | None = None
        self._remote: RemoteTableController | None = None
        self.host_lobby: HostLobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.away_boxes: dict[int, QMessageBox] = {}
        self.leave_box: QMessageBox | None = None  # the host asked whether to close a game under way
        self._quitting = False  # the app is closing: a seat held at a table on the network stays to rejoin
        self.rematch_dialog: RematchDialog | None = None  # hosting: "Play again" offered, the guests' answers
        self.rematch_box: QMessageBox | None = None  # a guest: the host offers another game
        # Where tables listen and how they are announced and found; tests replace these.
        self.lan_bind = "::"  # every card, IPv4 and IPv6 (net/addresses.py)
        self.advertiser_factory: Callable[[], Any] | None = _default_advertiser
        self.browser_factory: Callable[[], Any] | None = _default_browser
        self.lan_addresses: Callable[[], list[str]] = _default_addresses

        self.home = HomePage()
        self.home.new_game_requested.connect(self._on_home_new_game_requested)
        self.home.continue_requested.connect(self._on_home_continue_requested)
        self.home.join_requested.connect(self.open_join_dialog)
        self.home.table_chosen.connect(self._on_home_table_chosen)
        self.home.welcome.dismissed.connect(self._on_welcome_dismissed)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.home)
        self.setCentralWidget(self.pages)
        # Tables on the network are looked for while the home page is shown, and only then.
        self.pages.currentChanged.connect(self._on_pages_current_changed)
        self._build_menus()
        languages.language_changed.connect(self._on_languages_language_changed)
        self._restore_geometry()
        self._refresh_continue()
        self.retranslate_ui()
        # Card art is drawn ahead in idle time, one picture per turn of the event loop, once the window is up:
        # starting a table then only scales pictures instead of drawing SVGs.
        self._warm_steps = self._art_steps()
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._on_warm_timer_timeout)
        QTimer.singleShot(0, self._on_first_turn)
        QTimer.singleShot(300, self._warm_timer.start)

    # ------------------------------------------------------------------ made on first use
    @property
    def controller(self) -> TableController:
        if self._controller is None:
            from tabletop_qt.table.worker import TableController

            controller = TableController(
                self.autosave_path, self._bot_delay_ms, self, paced_by_view=True, answer_ms=self._answer_ms
            )
            controller.table_updated.connect(self._on_controller_table_updated)
            controller.load_failed.connect(self._on_controller_load_failed)
            controller.save_failed.connect(self._on_controller_save_failed)
            controller.save_recovered.connect(self._on_controller_save_recovered)
            controller.table_closed.connect(self._refresh_continue)
            self._controller = controller
        return self._controller

    @property
    def game(self) -> GamePage:
        if self._game is None:
            from tabletop_qt.ui.game_page import GamePage

            page = GamePage()
            page.game_finished.connect(self._on_game_game_finished)
            page.undo_available.connect(self._on_game_undo_available)
            page.pause_changed.connect(self._on_game_pause_changed)
            page.lan.chat_sent.connect(self._on_lan_chat_sent)
            page.lan.team_chat_sent.connect(self._on_lan_team_chat_sent)
            page.lan.give_to_bot_requested.connect(self._on_lan_give_to_bot_requested)
            self.pages.addWidget(page)
            self._game = page
        return self._game

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.open_new_game_dialog(self.home.selected_game()))
        self.continue_action = QAction(self)
        self.continue_action.triggered.connect(self._on_home_continue_requested)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.open_join_dialog)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self._on_undo_triggered)
        self.pause_action = QAction(self)
        self.pause_action.setShortcuts([QKeySequence("Ctrl+P"), QKeySequence(Qt.Key.Key_Pause)])
        self.pause_action.setEnabled(False)
        self.pause_action.triggered.connect(self._on_pause_triggered)
        self.home_action = QAction(self)
        self.home_action.triggered.connect(self.show_home)
        self.history_action = QAction(self)
        self.history_action.triggered.connect(self.open_history)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (
            self.new_action,
            self.join_action,
            self.continue_action,
            self.undo_action,
            self.pause_action,
            self.home_action,
            self.history_action,
        ):
            self.game_menu.addAction(action)
        self.pace_menu = self.game_menu.addMenu("")
        self.pace_actions: list[tuple[QAction, str, int]] = []
        pace_group = QActionGroup(self)
        for name, ms in BOT_PACES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(ms == self._bot_delay_ms)
            action.triggered.connect(lambda _=False, delay=ms: self.set_bot_delay(delay))
            pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions.append((action, name, ms))
        self.answer_menu = self.game_menu.addMenu("")
        self.answer_menu.setObjectName("answer_menu")
        self.answer_actions: list[tuple[QAction, int]] = []
        answer_group = QActionGroup(self)
        for seconds in ANSWER_TIMES_S:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(seconds * 1000 == self._answer_ms)
            action.triggered.connect(lambda _=False, ms=seconds * 1000: self.set_answer_time(ms))
            answer_group.addAction(action)
            self.answer_menu.addAction(action)
            self.answer_actions.append((action, seconds))
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.language_menu = bar.addMenu("")
        self.language_actions: dict[Language, QAction] = {}
        group = QActionGroup(self)
        for language in Language:
            action = QAction(language.native_name, self)
            action.setCheckable(True)
            action.setChecked(language is self._languages.language)
            action.triggered.connect(lambda _=False, lang=language: self.set_language(lang))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[language] = action

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.open_help)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._on_about_triggered)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    # ------------------------------------------------------------------ actions
    def set_language(self, language: Language) -> None:
        self._languages.set_language(language)
        self._settings.setValue("language", language.value)

    def _on_pause_triggered(self) -> None:
        if self._game is not None:
            self._game.toggle_pause()

    def _on_undo_triggered(self) -> None:
        if self._controller is not None:
            self._controller.undo()

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = ms
        if self._controller is not None:
            self._controller.set_bot_delay(ms)
        if self._lan_host is not None:
            self._lan_host.controller.set_bot_delay(ms)
        self._settings.setValue("bot_delay", ms)
        for action, _, delay in self.pace_actions:
            action.setChecked(delay == ms)

    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window, from the next window on (kept in the settings)."""
        self._answer_ms = max(1, int(ms))
        if self._controller is not None:
            self._controller.set_answer_time(self._answer_ms)
        if self._lan_host is not None:
            self._lan_host.controller.set_answer_time(self._answer_ms)
        self._settings.setValue("answer_time", self._answer_ms)
        for action, seconds in self.answer_actions:
            action.setChecked(seconds * 1000 == self._answer_ms)

    @property
    def answer_ms(self) -> int:
        return self._answer_ms

    def open_new_game_dialog(self, game_id: str | None = None) -> NewGameDialog:
        from tabletop_qt.ui.new_game_dialog import NewGameDialog

        last = self._load_last_settings()
        dialog = NewGameDialog(self, last, self._data_dir)
        if game_id:
            index = dialog._game.findData(game_id)
            if index >= 0:
                dialog._game.setCurrentIndex(index)
        dialog.accepted.connect(lambda: self._on_new_game_dialog_accepted(dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def start_game(self, setup: GameSetup) -> None:
        self._leave_lan()
        self._last_setup = setup
        self._close_score_dialog()
        self._follow(self.controller)
        self.pages.setCurrentWidget(self.game)  # the page listens before the first position can arrive
        self.game.prepare_table(setup)
        self.controller.start(setup)

    def show_home(self) -> None:
        """Leave the table shown: a table on this computer stops (saved first, so Continue picks it up), a table
        on the network is left; the host of a game under way is asked first, since it ends for everyone."""
        session = self._lan_host
        page = self._game
        update = page.update_shown if page is not None else None
        if (
            session is not None
            and session.started
            and page is not None
            and page.controller is session.controller
            and update is not None
            and not update.outcome.finished
        ):
            self._ask_to_close_the_table()
            return
        self.leave_table()

    def leave_table(self) -> None:
        self._close_leave_box()
        self._leave_lan()
        if self._controller is not None:
            self._controller.close_table()
        self._refresh_continue()
        self.pages.setCurrentWidget(self.home)

    def _ask_to_close_the_table(self) -> None:
        if self.leave_box is not None:
            self.leave_box.raise_()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("Lan", "Close the table?"),
            QCoreApplication.translate(
                "Lan", "The game is still going on. Leaving closes the table for everyone who plays at it."
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("leave_box")
        close = box.addButton(QCoreApplication.translate("Lan", "Close the table"), QMessageBox.ButtonRole.AcceptRole)
        close.setObjectName("leave_close")
        stay = box.addButton(QCoreApplication.translate("Lan", "Stay at the table"), QMessageBox.ButtonRole.RejectRole)
        stay.setObjectName("leave_stay")
        close.clicked.connect(self.leave_table)
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

    def _follow(self, controller: Any) -> None:
        """The game page plays ``controller``'s table from now on."""
        page = self.game
        page.set_controller(controller)
        page.set_lan(controller is not self._controller)

    # ------------------------------------------------------------------ tables on the network
    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
        """Run a coroutine on the GUI thread's asyncio loop; shutdown() waits for whatever is still running."""
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

    def _player_name(self) -> str:
        saved = self._settings.value("player_name")
        if isinstance(saved, str) and saved.strip():
            return saved.strip()
        last = self._load_last_settings() or {}
        seats = last.get("seats")
        if isinstance(seats, list) and seats and isinstance(seats[0], dict) and seats[0].get("kind") == "human":
            name = seats[0].get("name")
            if isinstance(name, str):
                return name.strip()
        return ""

    def open_help(self) -> None:
        game_id = self._current_game_id()
        from tabletop_qt.ui.help_dialog import HelpDialog

        if self.help_dialog is None or self.help_dialog.property("game") != game_id:
            if self.help_dialog is not None:
                self.help_dialog.close()
            self.help_dialog = HelpDialog(game_id, self._languages.language.value, self)
            self.help_dialog.setProperty("game", game_id)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def _current_game_id(self) -> str:
        update = self._game.update_shown if self._game is not None else None
        if self.pages.currentWidget() is self._game and update is not None:
            return update.setup.game_id
        return self.home.selected_game()

    def _show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("message_box")
        box.finished.connect(box.deleteLater)
        self.message_box = box
        box.open()

    # ------------------------------------------------------------------ slots
    def _on_home_new_game_requested(self, game_id: str) -> None:
        self.open_new_game_dialog(game_id)

    def _on_home_continue_requested(self) -> None:
        self.continue_last_game()

    def _on_home_table_chosen(self, ad: Any) -> None:
        self.open_join_dialog().offer_table(ad)

    def _on_pages_current_changed(self, _: int) -> None:
        self._sync_home_browsing()

    def _sync_home_browsing(self) -> None:
        network = self.home.network
        if self.pages.currentWidget() is self.home and self.isVisible() and not self._quitting:
            network.set_browser_factory(self.browser_factory)
            network.start()
        else:
            network.stop()

    def _on_welcome_dismissed(self) -> None:
        self.home.welcome.hide()

    def continue_last_game(self) -> None:
        if self.autosave_path.exists():
            self._leave_lan()
            self._close_score_dialog()
            self._follow(self.controller)
            self.pages.setCurrentWidget(self.game)
            self.controller.resume(self.autosave_path)

    def _on_new_game_dialog_accepted(self, dialog: NewGameDialog) -> None:
        self._settings.setValue("last_game", json.dumps(dialog.settings()))
        options = dialog.network_options()
        if options is None:
            self.start_game(dialog.setup())
        else:
            self.host_table(dialog.setup(), options)

    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        if self._game is not None and self._game.controller is not self._controller:
            return  # the page plays a table on the network; this computer's own table waits
        # The page was shown when the game was started or continued: an update never brings it back by itself
        # (after "Back to the games", a position still on its way must not).
        self._last_setup = update.setup

    def _on_controller_load_failed(self, problem: str, path: str, moved_to: str) -> None:
        self.show_home()
        text = save_problem_text(problem)
        if moved_to:
            text += "\n\n" + QCoreApplication.translate("Saves", "The file was kept as {path}.").format(path=moved_to)
        self._show_message(QMessageBox.Icon.Warning, QCoreApplication.translate("Saves", "Cannot continue the game"), text)

    def _on_controller_save_failed(self, folder: str) -> None:
        self.game.set_unsaved(True)
        self.tell_saving_fails(folder)

    def _on_controller_save_recovered(self) -> None:
        self.game.set_unsaved(False)

    def tell_settings_reset(self, notes: Sequence[str]) -> None:
        """Stored settings that could not be read (each note a whole translated sentence) are back to defaults."""
        self._show_message(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Startup", "Some settings were reset"),
            "\n\n".join(notes),
        )

    def tell_saving_fails(self, folder: str) -> None:
        """Say once in this run of the app that games cannot be saved; the game page's marker says it after."""
        if self._told_saving_fails:
            return
        self._told_saving_fails = True
        self._show_message(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Saves", "Games cannot be saved"),
            QCoreApplication.translate(
                "Saves",
                "The folder {folder} does not let the app write its files. You can go on playing, but a game that is "
                "not saved is lost when the app closes. “Not saved” shows beside the table until saving works again.",
            ).format(folder=folder),
        )

    def _on_game_game_finished(self, update: TableUpdate) -> None:
        from tabletop_qt.core import ranking
        from tabletop_qt.ui.peer_text import peer_name
        from tabletop_qt.ui.score_dialog import ScoreDialog

        self._close_score_dialog()
        view = update.view_for(None)
        names = [peer_name(s.name) for s in update.setup.seats]
        board = self.game.board
        outcome = update.outcome
        places = ranking.places(len(names), outcome.winners, outcome.scores, board.scores_better)
        people = sorted(s for s in update.views if s != update.PUBLIC)  # the seats of the people at this screen
        dialog = ScoreDialog(view, names, lambda: board.score_table(view, names), self, places=places, people=people)
        dialog.play_again_requested.connect(self._on_score_dialog_play_again_requested)
        if self._game is not None and self._game.controller is not self._controller and not self._hosting_shown():
            # At a table on the network only its host offers another game (the guests are asked).
            dialog.set_play_again_available(False)
        self.score_dialog = dialog
        self._refresh_continue()
        dialog.open()

    def _on_score_dialog_play_again_requested(self) -> None:
        if self._hosting_shown():
            self.offer_rematch()
            return
        if self._last_setup is not None:
            import secrets
            from dataclasses import replace

            self.start_game(replace(self._last_setup, seed=secrets.randbits(31)))

    def _on_game_undo_available(self, available: bool) -> None:
        self.undo_action.setEnabled(available)

    def _on_game_pause_changed(self, available: bool, paused: bool) -> None:
        self.pause_action.setEnabled(available)
        self._retranslate_pause_action(paused)

    def _retranslate_pause_action(self, paused: bool | None = None) -> None:
        if paused is None:
            paused = self._game is not None and self._game.is_paused()
        self.pause_action.setText(
            QCoreApplication.translate("Main", "&Resume") if paused else QCoreApplication.translate("Main", "&Pause")
        )

    def _on_languages_language_changed(self, code: str) -> None:
        for language, action in self.language_actions.items():
            action.setChecked(language.value == code)
        if self.help_dialog is not None:
            self.help_dialog.set_language(code)
        if self.about_dialog is not None:
            self.about_dialog.retranslate_ui()  # its texts from the one description follow the language too

    # ------------------------------------------------------------------ history and replays
    def open_history(self) -> HistoryDialog:
        """Game ▸ History: one dialog, shown without blocking; opened again it reads the folder afresh."""
        if self.history_dialog is None:
            from tabletop_qt.history.store import HistoryStore
            from tabletop_qt.ui.history_dialog import HistoryDialog

            dialog = HistoryDialog(HistoryStore(self.history_dir), self)
            dialog.replay_requested.connect(self.open_replay)
            self.history_dialog = dialog
        else:
            self.history_dialog.refresh()
        self.history_dialog.show()
        self.history_dialog.raise_()
        return self.history_dialog

    @property
    def replay_page(self) -> ReplayPage:
        if self._replay is None:
            from tabletop_qt.ui.replay_page import ReplayPage

            page = ReplayPage()
            page.closed.connect(self._on_replay_page_closed)
            self.pages.addWidget(page)
            self._replay = page
        return self._replay

    def open_replay(self, record: Any) -> ReplayPage:
        """Step through a finished game on a page of its own; the page shown before (home, or a game going on)
        comes back when the replay closes."""
        page = self.replay_page
        if self.pages.currentWidget() is not page:
            self._before_replay = self.pages.currentWidget()
        game = self._game
        if game is not None and game.can_pause() and not game.is_paused():
            # A race at this computer must not run on unseen while its player looks back at another game: it
            # stands still (saved, like Game > Pause) and the player resumes it on coming back.
            game.toggle_pause()
        page.open_record(record)
        self.pages.setCurrentWidget(page)
        dialog = self.history_dialog
        self._replay_from_history = dialog is not None and dialog.isVisible()
        if dialog is not None:
            dialog.hide()
        return page

    def _on_replay_page_closed(self) -> None:
        back, self._before_replay = self._before_replay, None
        if self.pages.currentWidget() is self._replay:
            self.pages.setCurrentWidget(back if back is not None and back is not self._replay else self.home)
            if self._replay_from_history and self.history_dialog is not None:
                self.open_history()  # back to the list the replay was chosen from
        self._replay_from_history = False

    def _on_about_triggered(self) -> None:
        self.open_about()

    def open_about(self) -> AboutDialog:
        """Help ▸ About: one dialog, shown without blocking the window (never exec(): the app runs on qasync)."""
        from tabletop_qt.ui.about_dialog import AboutDialog

        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.show()
        self.about_dialog.raise_()
        self.about_dialog.activateWindow()
        return self.about_dialog

    # ------------------------------------------------------------------ helpers
    def _on_first_turn(self) -> None:
        # Pictures load the SVG plugin; the window is shown and painted without waiting for them.
        icon = resources_dir() / "icons" / "tabletop-qt.svg"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.home.load_icons()
        self._sync_home_browsing()
        from tabletop_qt.ui.welcome import remember_welcome, welcome_due

        if welcome_due(self._settings):  # the very first start: a note on the home page, once
            self.home.welcome.show()
            remember_welcome(self._settings)

    def _art_steps(self) -> Iterator[None]:
        from tabletop_qt.core.games import GAMES
        from tabletop_qt.ui.items.art import card_art
        from tabletop_qt.ui.scenes.tea_time_scene import warm_up_text

        warm_up_text()
        yield
        for game_id in GAMES:
            if (resources_dir() / game_id / "cards").is_dir():
                yield from card_art(game_id).warm_up()
        # Each game's board too (its scene, items and pictures take tens of milliseconds to build): made now, in
        # idle time, the first position of a game is drawn without that wait.
        for game_id in GAMES:
            self.game.prepare_board(game_id)
            yield
        # What exists now lives as long as the app: out of the collector's sight, a full collection (which holds
        # the interpreter lock, so the GUI thread waits) scans only what games make, not tens of milliseconds'
        # worth of modules, widgets and pictures.
        gc.freeze()

    def _on_warm_timer_timeout(self) -> None:
        if next(self._warm_steps, StopIteration) is StopIteration:
            self._warm_timer.stop()

    def _close_score_dialog(self) -> None:
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog.deleteLater()
            self.score_dialog = None

    def _refresh_continue(self) -> None:
        can = self.autosave_path.exists()
        self.home.set_can_continue(can, self.autosave_path)
        self.continue_action.setEnabled(can)

    def _load_last_settings(self) -> dict[str, Any] | None:
        raw = self._settings.value("last_game")
        if not isinstance(raw, str):
            return None
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            return None
        return data if isinstance(data, dict) else None

    def _restore_geometry(self) -> None:
        geometry = self._settings.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 760)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Main", "Tabletop Qt"))
        self.game_menu.setTitle(QCoreApplication.translate("Main", "&Game"))
        self.new_action.setText(QCoreApplication.translate("Main", "&New game…"))
        self.join_action.setText(QCoreApplication.translate("Main", "&Join a table on the network…"))
        self.continue_action.setText(QCoreApplication.translate("Main", "&Continue the last game"))
        self.undo_action.setText(QCoreApplication.translate("Main", "&Undo"))
        self.home_action.setText(QCoreApplication.translate("Main", "&Back to the games"))
        self.history_action.setText(QCoreApplication.translate("Main", "Hi&story…"))
        self._retranslate_pause_action()
        self.pace_menu.setTitle(QCoreApplication.translate("Main", "Bo&t pace"))
        for action, name, _ in self.pace_actions:
            action.setText(QCoreApplication.translate("Main", name))
        self.answer_menu.setTitle(QCoreApplication.translate("Main", "Time to &answer"))
        for action, seconds in self.answer_actions:
            action.setText(QCoreApplication.translate("Main", "{seconds} seconds").format(seconds=seconds))
        self.quit_action.setText(QCoreApplication.translate("Main", "&Quit"))
        self.language_menu.setTitle(QCoreApplication.translate("Main", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("Main", "&Help"))
        self.rules_action.setText(QCoreApplication.translate("Main", "&Rules of {game}").format(game=game_name(self._current_game_id())))
        self.about_action.setText(QCoreApplication.translate("Main", "&About Tabletop Qt"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._settings.setValue("geometry", self.saveGeometry())
        if self.join_dialog is not None:
            self.join_dialog.reject()  # stops looking for tables and hangs up a connection under way
        self._quitting = True
        self.home.network.stop()
        self._leave_lan()
        if self._controller is not None:
            self._controller.shutdown()
        super().closeEvent(event)
        self.closed.emit()


def _stored_answer_ms(settings: QSettings) -> int:
    """The time to answer kept in the settings, or the default (a damaged value reads as the default)."""
    from tabletop_qt.table.answers import DEFAULT_ANSWER_MS

    try:
        ms = int(settings.value("answer_time", DEFAULT_ANSWER_MS))  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return DEFAULT_ANSWER_MS
    return ms if 1 <= ms <= 600_000 else DEFAULT_ANSWER_MS
