"""The main window: menus, the home page and the game page, settings and the language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

import json
from pathlib import Path
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QSettings, QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from tabletop_qt import __version__
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.paths import resources_dir
from tabletop_qt.table import AUTOSAVE_NAME
from tabletop_qt.ui.home_page import HomePage
from tabletop_qt.ui.texts import game_name, save_problem_text

if TYPE_CHECKING:
    from tabletop_qt.table.seats import GameSetup
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.table.worker import TableController
    from tabletop_qt.ui.game_page import GamePage
    from tabletop_qt.ui.help_dialog import HelpDialog
    from tabletop_qt.ui.new_game_dialog import NewGameDialog
    from tabletop_qt.ui.score_dialog import ScoreDialog


# Milliseconds a bot waits before it plays, by the name the Game menu gives the pace.
BOT_PACES: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("Main", "Slow"), 1500),
    (QT_TRANSLATE_NOOP("Main", "Normal"), 700),
    (QT_TRANSLATE_NOOP("Main", "Fast"), 250),
    (QT_TRANSLATE_NOOP("Main", "Instant"), 0),
)


class MainWindow(QMainWindow):
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
        self.autosave_path = data_dir / AUTOSAVE_NAME
        self._bot_delay_ms = bot_delay_ms
        # The rules thread and the game page are made on first use: the home page shows sooner without them.
        self._controller: TableController | None = None
        self._game: GamePage | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.score_dialog: ScoreDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.message_box: QMessageBox | None = None
        self._last_setup: GameSetup | None = None

        self.home = HomePage()
        self.home.new_game_requested.connect(self._on_home_new_game_requested)
        self.home.continue_requested.connect(self._on_home_continue_requested)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.home)
        self.setCentralWidget(self.pages)
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

            controller = TableController(self.autosave_path, self._bot_delay_ms, self, paced_by_view=True)
            controller.table_updated.connect(self._on_controller_table_updated)
            controller.load_failed.connect(self._on_controller_load_failed)
            controller.save_failed.connect(self._on_controller_save_failed)
            self._controller = controller
        return self._controller

    @property
    def game(self) -> GamePage:
        if self._game is None:
            from tabletop_qt.ui.game_page import GamePage

            page = GamePage(self.controller)
            page.game_finished.connect(self._on_game_game_finished)
            page.undo_available.connect(self._on_game_undo_available)
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
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self._on_undo_triggered)
        self.home_action = QAction(self)
        self.home_action.triggered.connect(self.show_home)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.continue_action, self.undo_action, self.home_action):
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

    def _on_undo_triggered(self) -> None:
        if self._controller is not None:
            self._controller.undo()

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = ms
        if self._controller is not None:
            self._controller.set_bot_delay(ms)
        self._settings.setValue("bot_delay", ms)
        for action, _, delay in self.pace_actions:
            action.setChecked(delay == ms)

    def open_new_game_dialog(self, game_id: str | None = None) -> NewGameDialog:
        from tabletop_qt.ui.new_game_dialog import NewGameDialog

        last = self._load_last_settings()
        dialog = NewGameDialog(self, last)
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
        self._last_setup = setup
        self._close_score_dialog()
        self.pages.setCurrentWidget(self.game)  # the page listens before the first position can arrive
        self.controller.start(setup)

    def show_home(self) -> None:
        self._refresh_continue()
        self.pages.setCurrentWidget(self.home)

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

    def continue_last_game(self) -> None:
        if self.autosave_path.exists():
            self._close_score_dialog()
            self.pages.setCurrentWidget(self.game)
            self.controller.resume(self.autosave_path)

    def _on_new_game_dialog_accepted(self, dialog: NewGameDialog) -> None:
        self._settings.setValue("last_game", json.dumps(dialog.settings()))
        self.start_game(dialog.setup())

    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        self._last_setup = update.setup
        if self.pages.currentWidget() is not self.game:
            self.pages.setCurrentWidget(self.game)

    def _on_controller_load_failed(self, problem: str, path: str, moved_to: str) -> None:
        self.show_home()
        text = save_problem_text(problem)
        if moved_to:
            text += "\n\n" + QCoreApplication.translate("Saves", "The file was kept as {path}.").format(path=moved_to)
        self._show_message(QMessageBox.Icon.Warning, QCoreApplication.translate("Saves", "Cannot continue the game"), text)

    def _on_controller_save_failed(self, detail: str) -> None:
        self._show_message(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Saves", "Cannot save the game"),
            QCoreApplication.translate("Saves", "The game goes on, but it could not be saved: {detail}").format(detail=detail),
        )

    def _on_game_game_finished(self, update: TableUpdate) -> None:
        from tabletop_qt.ui.score_dialog import ScoreDialog

        self._close_score_dialog()
        view = update.view_for(None)
        dialog = ScoreDialog(view, [s.name for s in update.setup.seats], self)
        dialog.play_again_requested.connect(self._on_score_dialog_play_again_requested)
        self.score_dialog = dialog
        self._refresh_continue()
        dialog.open()

    def _on_score_dialog_play_again_requested(self) -> None:
        if self._last_setup is not None:
            import secrets

            from dataclasses import replace

            self.start_game(replace(self._last_setup, seed=secrets.randbits(31)))

    def _on_game_undo_available(self, available: bool) -> None:
        self.undo_action.setEnabled(available)

    def _on_languages_language_changed(self, code: str) -> None:
        for language, action in self.language_actions.items():
            action.setChecked(language.value == code)
        if self.help_dialog is not None:
            self.help_dialog.set_language(code)

    def _on_about_triggered(self) -> None:
        self._show_message(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Main", "About Tabletop Qt"),
            QCoreApplication.translate("Main", "Tabletop Qt {version}\nTabletop games on the desktop: against bots or with friends.").format(
                version=__version__
            ),
        )

    # ------------------------------------------------------------------ helpers
    def _on_first_turn(self) -> None:
        # Pictures load the SVG plugin; the window is shown and painted without waiting for them.
        icon = resources_dir() / "icons" / "tabletop-qt.svg"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.home.load_icons()

    def _art_steps(self) -> Iterator[None]:
        from tabletop_qt.core.games import GAMES
        from tabletop_qt.ui.items.art import card_art
        from tabletop_qt.ui.scenes.tea_time_scene import warm_up_text

        warm_up_text()
        yield
        for game_id in GAMES:
            if (resources_dir() / game_id / "cards").is_dir():
                yield from card_art(game_id).warm_up()

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
        self.home.set_can_continue(can)
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
        self.continue_action.setText(QCoreApplication.translate("Main", "&Continue the last game"))
        self.undo_action.setText(QCoreApplication.translate("Main", "&Undo"))
        self.home_action.setText(QCoreApplication.translate("Main", "&Back to the games"))
        self.pace_menu.setTitle(QCoreApplication.translate("Main", "Bot &pace"))
        for action, name, _ in self.pace_actions:
            action.setText(QCoreApplication.translate("Main", name))
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
        if self._controller is not None:
            self._controller.shutdown()
        super().closeEvent(event)
