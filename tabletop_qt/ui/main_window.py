"""The main window: menus, the home page and the game page, settings and the language; tables on the network."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QEvent, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.paths import resources_dir
from tabletop_qt.history import HISTORY_FOLDER
from tabletop_qt.table import AUTOSAVE_NAME
from tabletop_qt.table.answer_time import stored_answer_ms
from tabletop_qt.ui.first_frame import FirstFrame
from tabletop_qt.ui.first_position import PageOnFirstPosition
from tabletop_qt.ui.home_fit import add_home_laid_out
from tabletop_qt.ui.home_page import HomePage
from tabletop_qt.ui.lan_side import LanSide
from tabletop_qt.ui.winner_side import WinnerSide
from tabletop_qt.ui.texts import game_name, save_problem_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox  # (made with the first message: not a class the first frame needs)

    from tabletop_qt.table.seats import GameSetup
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.rules_thread.controller import TableController
    from tabletop_qt.ui.about_dialog import AboutDialog
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.help_dialog import HelpDialog
    from tabletop_qt.ui.history_dialog import HistoryDialog
    from tabletop_qt.ui.new_game_dialog import NewGameDialog
    from tabletop_qt.ui.replay_page import ReplayPage
    from tabletop_qt.ui.winner_screen import WinnerScreen

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

# Discovery (zeroconf) is imported only when tables are looked for.
def _default_browser() -> Any:
    from tabletop_qt.ui.join_dialog import default_browser

    return default_browser()


# The very first start: how long looking for tables on the network may wait for the home screen's pictures.
PICTURES_FIRST_MS = 1000


class MainWindow(QMainWindow):
    closed = Signal()  # the window was closed: time to await shutdown()
    first_frame_painted = Signal()  # the window's first paint pass is over (once)

    def __init__(
        self,
        languages: LanguageManager,
        settings: QSettings,
        data_dir: Path,
        bot_delay_ms: int = 700,
        parent: QWidget | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        from tabletop_qt.ui.home_art import use_disk_cache

        # The home tiles' pictures of the last run: the first frame shows them without drawing an SVG.
        use_disk_cache((cache_dir if cache_dir is not None else data_dir / "cache") / "home-art")
        self._languages = languages
        self._settings = settings
        self._data_dir = data_dir
        from tabletop_qt.content import use_data_dir

        use_data_dir(data_dir)  # a table set up with a content pack finds it in the data folder's packs/
        self.autosave_path = data_dir / AUTOSAVE_NAME
        # Finished games (local ones through the rules thread beside the autosave, LAN ones here) go to history/.
        self.history_dir = data_dir / HISTORY_FOLDER
        self._bot_delay_ms = bot_delay_ms
        self._answer_ms = stored_answer_ms(settings.value("answer_time"))
        # The rules thread and the game page are made on first use: the home page shows sooner without them.
        self._controller: TableController | None = None
        self._game: GamePage | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.winner = WinnerSide(self)  # the end of a game: the winner screen, Replay, Rematch
        self.help_dialog: HelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self._replay: ReplayPage | None = None  # a page of its own: the game page's table is never replaced
        self._before_replay: QWidget | None = None  # the page the person opened the replay from
        self._replay_from_history = False  # the History list comes back when the replay closes
        self.message_box: QMessageBox | None = None
        self._last_setup: GameSetup | None = None
        self._told_saving_fails = False
        self.replace_box: QMessageBox | None = None  # a new game asked to replace an unfinished one
        self._quitting = False  # the app is closing: no more looking for tables
        self._browsing_waits = False  # the first look for tables waits for the home screen's pictures
        # How tables on the network are found (the home page's list and the join dialog); tests replace it.
        self.browser_factory: Callable[[], Any] | None = _default_browser
        # Tables on the network (issue 3): hosting one, or seated at one; never both.
        self.lan = LanSide(self)
        self.lan.setup_changed.connect(self._on_lan_setup_changed)
        self.lan.history_written.connect(self.winner.history_written)

        self.home = HomePage()
        self.home.new_game_requested.connect(self._on_home_new_game_requested)
        self.home.continue_requested.connect(self._on_home_continue_requested)
        self.home.join_requested.connect(self.lan.open_join_dialog)
        self.home.table_chosen.connect(self._on_home_table_chosen)
        self.home.welcome.dismissed.connect(self._on_welcome_dismissed)
        self.home.learn_requested.connect(self.start_tutorial)
        self.tutorial: Any = None  # the coach of the tutorial under way (ui/tutorial_coach.py), if any
        self.pages = QStackedWidget()
        self._first_position = PageOnFirstPosition(self.pages, self)
        self.setCentralWidget(self.pages)
        self._build_menus()
        languages.language_changed.connect(self._on_languages_language_changed)
        self._restore_geometry()
        self._refresh_continue()
        from tabletop_qt.ui.welcome import remember_welcome, welcome_due

        if welcome_due(self._settings):  # the very first start: a note on the home page, once, in the first frame
            self.home.welcome.show()
            remember_welcome(self._settings)
        self.retranslate_ui()
        add_home_laid_out(self, self.pages, self.home)  # its one layout before the first frame: at its size
        # Tables on the network are looked for while the home page is shown, and only then.
        self.pages.currentChanged.connect(self._on_pages_current_changed)
        # Card art is drawn ahead in idle time, one picture per turn of the event loop, once the window is up:
        # starting a table then only scales pictures instead of drawing SVGs.
        self._warm_steps = self._art_steps()
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._on_warm_timer_timeout)
        # What the first frame does not show (the saved game, the window's icon, tables on the network) waits for
        # the first frame.
        self.first_frame = FirstFrame(self)
        self.first_frame.painted.connect(self._on_first_frame_painted)

    def _on_first_frame_painted(self) -> None:
        # (Counted from the first frame, not from here: a first frame slower than that, on a busy machine, must not
        # share its time with the warm-up's imports.)
        from tabletop_qt.ui.warm_up_switch import warm_up_wanted

        if warm_up_wanted():  # (tests not of the warm-up turn it off)
            QTimer.singleShot(300, self, self._warm_timer.start)
        self.first_frame_painted.emit()
        self.home.draw_pictures_ahead()  # the very first start's pictures: on worker threads, beside asyncio's import
        QTimer.singleShot(0, self, self._on_first_turn)

    # ------------------------------------------------------------------ made on first use
    @property
    def controller(self) -> TableController:
        if self._controller is None:
            from tabletop_qt.rules_thread.controller import TableController

            controller = TableController(
                self.autosave_path, self._bot_delay_ms, self, paced_by_view=True, answer_ms=self._answer_ms
            )
            controller.table_updated.connect(self._on_controller_table_updated)
            controller.load_failed.connect(self._on_controller_load_failed)
            controller.save_failed.connect(self._on_controller_save_failed)
            controller.save_recovered.connect(self._on_controller_save_recovered)
            controller.table_closed.connect(self._refresh_continue)
            controller.history_kept.connect(self.winner.history_kept)
            self._controller = controller
        return self._controller

    @property
    def game(self) -> GamePage:
        if self._game is None:
            from tabletop_qt.ui.game_page import GamePage

            page = GamePage()
            page.use_settings(self._settings)
            page.game_finished.connect(self._on_game_game_finished)
            page.undo_available.connect(self._on_game_undo_available)
            page.pause_changed.connect(self._on_game_pause_changed)
            self.lan.attach(page)
            self.pages.addWidget(page)
            self._game = page
        return self._game

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.triggered.connect(lambda: self.open_new_game_dialog(self.home.selected_game()))
        self.continue_action = QAction(self)
        self.continue_action.triggered.connect(self._on_home_continue_requested)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.lan.open_join_dialog)
        self.undo_action = QAction(self)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self._on_undo_triggered)
        self.pause_action = QAction(self)
        self.pause_action.setEnabled(False)
        self.pause_action.triggered.connect(self._on_pause_triggered)
        self.home_action = QAction(self)
        self.home_action.triggered.connect(self.show_home)
        self.history_action = QAction(self)
        self.history_action.triggered.connect(self.open_history)
        self.quit_action = QAction(self)
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
            action = QAction(self)  # (QAction(text, self) would make PySide build QIcon, to try its other overload)
            action.setText(language.native_name)
            action.setCheckable(True)
            action.setChecked(language is self._languages.language)
            action.triggered.connect(lambda _=False, lang=language: self.set_language(lang))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[language] = action

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.triggered.connect(self.open_help)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._on_about_triggered)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.aboutToShow.connect(self._retranslate_rules_action)
        self.help_menu.addAction(self.about_action)

    # ------------------------------------------------------------------ actions
    def set_language(self, language: Language) -> None:
        self._languages.set_language(language)
        self._settings.setValue("language", language.value)

    def _on_pause_triggered(self) -> None:
        if self._game is not None:
            self._game.toggle_pause()

    def _on_undo_triggered(self) -> None:
        if self._game is not None and self._game.controller is self._controller:
            self._game.undo()  # the page knows who holds the screen, and whether a cover is up

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = ms
        if self._controller is not None:
            self._controller.set_bot_delay(ms)
        self.lan.set_bot_delay(ms)
        self._settings.setValue("bot_delay", ms)
        for action, _, delay in self.pace_actions:
            action.setChecked(delay == ms)

    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window, from the next window on (kept in the settings)."""
        self._answer_ms = max(1, int(ms))
        if self._controller is not None:
            self._controller.set_answer_time(self._answer_ms)
        self.lan.set_answer_time(self._answer_ms)
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
            dialog.select_game(game_id)
        dialog.accepted.connect(lambda: self._on_new_game_dialog_accepted(dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.new_game_dialog = dialog
        self._hold_local_table_while(dialog)
        dialog.open()
        return dialog

    def _hold_local_table_while(self, dialog: Any) -> None:
        from tabletop_qt.ui.table_guard import hold_table_while

        if self._game is not None and self._game.controller is self._controller:
            hold_table_while(self._game, dialog)

    @property
    def bot_delay_ms(self) -> int:
        """The bots' pace the person chose (Game › Bot speed); a paced tutorial's bots keep it too."""
        return self._bot_delay_ms

    def has_unfinished_game(self) -> bool:
        """A game on this computer that is not over: on the table, or waiting to be continued."""
        page = self._game
        update = page.update_shown if page is not None and page.controller is self._controller else None
        if update is not None and self.pages.currentWidget() is page:
            return not update.outcome.finished
        return self.autosave_path.is_file()

    def start_game(self, setup: GameSetup) -> None:
        self.lan.leave()
        self._last_setup = setup
        self.close_score_dialog()
        self.follow(self.controller)  # the page listens before the first position can arrive
        self.game.prepare_table(setup)  # (laid out at its size first if it is hidden)
        self._first_position.arm(self.game, self.controller)  # (ui/first_position.py) and painted in the next turn
        self.controller.start(setup)

    def show_home(self) -> None:
        """Leave the table shown: a table on this computer stops (saved first, so Continue picks it up), a table
        on the network is left; the host of a game under way is asked first, since it ends for everyone."""
        if self.lan.hosting_game_under_way():
            self.lan.ask_to_close_the_table()
            return
        self.leave_table()

    def leave_table(self) -> None:
        self._first_position.cancel()
        if self._game is not None:
            self._game.leave_table()
        self.lan.leave()
        if self._controller is not None:
            self._controller.close_table()
        self._refresh_continue()
        self.pages.setCurrentWidget(self.home)

    def follow(self, controller: Any) -> None:
        """The game page plays ``controller``'s table from now on."""
        self._first_position.cancel()
        page = self.game
        page.set_controller(controller)
        page.set_lan(controller is not self._controller)

    def follows_lan(self) -> bool:
        """The game page plays a table on the network (not this computer's own)."""
        page = self._game
        return page is not None and page.controller is not None and page.controller is not self._controller

    def player_name(self) -> str:
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

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

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
        self.lan.open_join_dialog().offer_table(ad)

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
            from tabletop_qt.ui.tutorial_coach import tutorial_in_autosave

            game_id = tutorial_in_autosave(self)
            if game_id is not None:  # a tutorial left half way goes on as a tutorial, at its step
                self.start_tutorial(game_id)
                return
            self.resume_table(self.autosave_path)

    def resume_table(self, path: Path) -> None:
        """Play on the table saved at ``path`` (the autosave, or a tutorial rebuilt to the step it was left at)."""
        self.lan.leave()
        self.close_score_dialog()
        self.follow(self.controller)
        self.pages.setCurrentWidget(self.game)
        self.controller.resume(path)

    @property
    def settings(self) -> QSettings:
        return self._settings

    @property
    def data_dir(self) -> Path:
        return self._data_dir

    def game_if_made(self) -> GamePage | None:
        """The game page if made already (``game`` makes it)."""
        return self._game

    async def shutdown(self) -> None:
        """Leave any table on the network (guests are told), then stop the rules thread."""
        self._quitting = True
        await self.lan.shutdown()
        if self._controller is not None:
            self._controller.shutdown()

    def _on_lan_setup_changed(self, setup: GameSetup) -> None:
        self._last_setup = setup

    def start_tutorial(self, game_id: str) -> None:
        """Learn to play ``game_id`` (the home tile's and the welcome's offer): its guided game, resumed where left;
        an unfinished game that is not this tutorial's own is replaced only if the person agrees."""
        from tabletop_qt.ui.tutorial_coach import open_tutorial, owns_autosave

        start = lambda: open_tutorial(self, game_id, self.player_name())  # noqa: E731
        if self.has_unfinished_game() and not owns_autosave(self, game_id):
            from tabletop_qt.ui.table_guard import ask_to_replace_the_game

            self.replace_box = ask_to_replace_the_game(self, start)
            self._hold_local_table_while(self.replace_box)
        else:
            start()

    def _on_new_game_dialog_accepted(self, dialog: NewGameDialog) -> None:
        import json

        self._settings.setValue("last_game", json.dumps(dialog.settings()))
        options = dialog.network_options()
        if options is None:
            setup = dialog.setup()
            if self.has_unfinished_game():
                from tabletop_qt.ui.table_guard import ask_to_replace_the_game

                self.replace_box = ask_to_replace_the_game(self, lambda: self.start_game(setup))
                self._hold_local_table_while(self.replace_box)
            else:
                self.start_game(setup)
        else:
            self.lan.host_table(dialog.setup(), options)

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
        from PySide6.QtWidgets import QMessageBox

        self.show_message(QMessageBox.Icon.Warning, QCoreApplication.translate("Saves", "Cannot continue the game"), text)

    def _on_controller_save_failed(self, folder: str) -> None:
        self.game.set_unsaved(True)
        self.tell_saving_fails(folder)

    def _on_controller_save_recovered(self) -> None:
        self.game.set_unsaved(False)

    def tell_settings_reset(self, notes: Sequence[str]) -> None:
        """Stored settings that could not be read (each note a whole translated sentence) are back to defaults."""
        from PySide6.QtWidgets import QMessageBox

        self.show_message(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Startup", "Some settings were reset"),
            "\n\n".join(notes),
        )

    def tell_saving_fails(self, folder: str) -> None:
        """Say once in this run of the app that games cannot be saved; the game page's marker says it after."""
        if self._told_saving_fails:
            return
        self._told_saving_fails = True
        from PySide6.QtWidgets import QMessageBox

        self.show_message(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Saves", "Games cannot be saved"),
            QCoreApplication.translate(
                "Saves",
                "The folder {folder} does not let the app write its files. You can go on playing, but a game that is "
                "not saved is lost when the app closes. “Not saved” shows beside the table until saving works again.",
            ).format(folder=folder),
        )

    @property
    def score_dialog(self) -> WinnerScreen | None:
        """The winner screen while it shows a finished game."""
        return self.winner.shown

    @property
    def last_setup(self) -> GameSetup | None:
        """The setup of the last table started or shown here (Rematch starts it again with a new deal)."""
        return self._last_setup

    def _on_game_game_finished(self, update: TableUpdate) -> None:
        self._refresh_continue()
        self.winner.show_end(update, self.game.board)

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
        self.home.load_icons()
        if self.home.pictures_shown():
            self._after_home_pictures()
            return
        # The very first start: looking for tables on the network (zeroconf's import and start, ~90 ms of the GUI
        # thread) waits until the pictures drawn on worker threads are painted, PICTURES_FIRST_MS at most.
        self._browsing_waits = True
        self.home.all_pictures_shown.connect(self._on_home_all_pictures_shown)
        QTimer.singleShot(PICTURES_FIRST_MS, self, self._on_home_all_pictures_shown)

    def _on_home_all_pictures_shown(self) -> None:
        if self._browsing_waits:
            self._browsing_waits = False
            self.home.all_pictures_shown.disconnect(self._on_home_all_pictures_shown)
            QTimer.singleShot(0, self, self._after_home_pictures)  # after the paint pass that showed the last picture

    def _after_home_pictures(self) -> None:
        """The home screen is whole (a later start: at its first turn): the window's icon, the shortcuts (no key
        reaches the window before, app.py holds them), then tables on the network."""
        from tabletop_qt.ui.menu_shortcuts import set_shortcuts

        icon = resources_dir() / "icons" / "tabletop-qt.svg"  # (its SVG, 4-7 ms: not before a first start's pictures)
        if icon.is_file():
            from PySide6.QtGui import QIcon

            self.setWindowIcon(QIcon(str(icon)))
        set_shortcuts(self.new_action, self.undo_action, self.pause_action, self.quit_action, self.rules_action)
        self._sync_home_browsing()

    def _art_steps(self) -> Iterator[None]:
        from tabletop_qt.ui.warm_up import warm_up_steps  # (a generator: imported at the first idle step)

        yield from warm_up_steps(lambda: self.game)
        self.winner.prepare()
        yield

    def _on_warm_timer_timeout(self) -> None:
        if next(self._warm_steps, StopIteration) is StopIteration:
            self._warm_timer.stop()
            self.warmed_up = True

    warmed_up = False  # the idle warm-up has made everything it makes (tests and benchmarks wait for it)

    def close_score_dialog(self) -> None:
        self.winner.close()

    def _refresh_continue(self) -> None:
        can = self.autosave_path.exists()
        self.home.set_can_continue(can, self.autosave_path)
        self.continue_action.setEnabled(can)

    def _load_last_settings(self) -> dict[str, Any] | None:
        raw = self._settings.value("last_game")
        if not isinstance(raw, str):
            return None
        import json  # not before the first frame: nothing on it needs it

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
            action.setText(QCoreApplication.translate("Main", "%n seconds", None, seconds))
        self.quit_action.setText(QCoreApplication.translate("Main", "&Quit"))
        self.language_menu.setTitle(QCoreApplication.translate("Main", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("Main", "&Help"))
        self._retranslate_rules_action()
        self.about_action.setText(QCoreApplication.translate("Main", "&About Tabletop Qt"))

    def _retranslate_rules_action(self) -> None:
        """Help names the game on the table, else the home page's choice: relabelled as the menu opens, so it
        follows every game shown, started, continued or joined."""
        name = game_name(self._current_game_id())
        self.rules_action.setText(QCoreApplication.translate("Main", "&Rules of {game}").format(game=name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._settings.setValue("geometry", self.saveGeometry())
        self._quitting = True
        self.home.network.stop()
        self.lan.quit()
        if self._controller is not None:
            self._controller.shutdown()
        from tabletop_qt.assist.service import stop_assist

        stop_assist(self)  # the hints' and analyses' worker process
        super().closeEvent(event)
        self.closed.emit()
