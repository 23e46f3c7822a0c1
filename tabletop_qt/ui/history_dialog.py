"""Game ▸ History: the finished games kept in the data folder's history, the statistics of the people at this
computer, replays to open, files to export and import, and what could not be read (reported, never deleted)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDateTime,
    QEvent,
    QFileSystemWatcher,
    QLocale,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.core.games import GAMES
from tabletop_qt.history.record import HistoryError, HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.history.store import HistoryStore, HistorySummary
from tabletop_qt.ui.peer_text import peer_name, plain_label
from tabletop_qt.ui.texts import game_name, history_problem_text, joined

if TYPE_CHECKING:
    from tabletop_qt.history.store import PersonStats

MODES: dict[HistoryMode, str] = {
    HistoryMode.LOCAL: QT_TRANSLATE_NOOP("History", "Against bots"),
    HistoryMode.HOT_SEAT: QT_TRANSLATE_NOOP("History", "Hot-seat"),
    HistoryMode.NETWORK: QT_TRANSLATE_NOOP("History", "On the network"),
}
FILE_FILTER = QT_TRANSLATE_NOOP("History", "Tabletop Qt replays (*.json)")


def problem_text(problem: HistoryProblem) -> str:
    """Why a history file cannot be used, in the reader's language (the words are ui/texts.py's)."""
    return history_problem_text(problem.value)


def mode_text(mode: HistoryMode) -> str:
    return QCoreApplication.translate("History", MODES[mode])


def when_text(finished_at: float) -> str:
    """The date and time a game finished, in the interface language's short format."""
    moment = QDateTime.fromSecsSinceEpoch(int(finished_at))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def names_text(names: Sequence[str]) -> str:
    """Names typed on other computers: each one plain, short, one line."""
    return joined([peer_name(name) for name in names])


class HistoryDialog(QDialog):
    """Non-modal (shown, never exec()'d). Reads the store when opened, on every change it makes, and on
    ``refresh``; a replay is opened by the main window (``replay_requested`` with the record)."""

    replay_requested = Signal(object)  # a HistoryRecord

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.store = store
        self._summaries: list[HistorySummary] = []
        self._problems: list[HistoryError] = []
        self._notice: tuple[str, dict[str, str]] | None = None  # the last import's or export's result
        self.message_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None

        self._filter_label = QLabel()
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("history_filter")
        self.game_filter.addItem("", None)
        for game_id in GAMES:
            self.game_filter.addItem("", game_id)
        self.game_filter.currentIndexChanged.connect(self._on_game_filter_current_index_changed)
        filter_line = QHBoxLayout()
        filter_line.addWidget(self._filter_label)
        filter_line.addWidget(self.game_filter, 1)

        self.games = QTreeWidget()
        self.games.setObjectName("history_games")
        self.games.setRootIsDecorated(False)
        self.games.setColumnCount(5)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setMinimumHeight(220)
        self.games.itemSelectionChanged.connect(self._on_games_item_selection_changed)
        self.games.itemActivated.connect(self._on_games_item_activated)  # a double click, or Enter
        header = self.games.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self._empty = plain_label(QLabel())
        self._empty.setObjectName("history_empty")
        self._empty.setWordWrap(True)

        self.replay_button = QPushButton()
        self.replay_button.setObjectName("history_replay")
        self.replay_button.clicked.connect(self._on_replay_button_clicked)
        self.export_button = QPushButton()
        self.export_button.setObjectName("history_export")
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("history_delete")
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.import_button = QPushButton()
        self.import_button.setObjectName("history_import")
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.close_button = QPushButton()
        self.close_button.setObjectName("history_close")
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.export_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.close_button)

        self._notice_label = plain_label(QLabel())
        self._notice_label.setObjectName("history_notice")
        self._notice_label.setWordWrap(True)

        self._stats_box = QGroupBox()
        self.stats = QTableWidget(0, 5)
        self.stats.setObjectName("history_stats")
        self.stats.verticalHeader().setVisible(False)
        self.stats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stats.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.stats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.stats.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.stats.setMinimumHeight(120)
        stats_layout = QVBoxLayout(self._stats_box)
        stats_layout.addWidget(self.stats)

        # Files of the history folder that cannot be read: said plainly, with their names; they stay where they are.
        self.problems_label = plain_label(QLabel())
        self.problems_label.setObjectName("history_problems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setStyleSheet("color: #c0392b;")
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.addLayout(filter_line)
        layout.addWidget(self.games, 3)
        layout.addWidget(self._empty)
        layout.addLayout(buttons)
        layout.addWidget(self._notice_label)
        layout.addWidget(self._stats_box, 2)
        layout.addWidget(self.problems_label)
        # Roomy for the list, yet inside the smallest screen the app is made for (1024x640), title bar included.
        room = self.screen().availableGeometry()
        self.resize(min(780, room.width()), min(560, room.height() - 40))
        # A game that ends (here, at a table on the network) or a file put in the folder while the list is open
        # shows up: the folder is watched, and read again once its changes have rested for a moment.
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._on_watcher_directory_changed)
        self._reread = QTimer(self)
        self._reread.setSingleShot(True)
        self._reread.setInterval(300)
        self._reread.timeout.connect(self._on_reread_timeout)
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ reading the store
    def selected_game(self) -> str | None:
        game_id: str | None = self.game_filter.currentData()
        return game_id

    def set_game_filter(self, game_id: str | None) -> None:
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game_id)))

    def refresh(self, select: str | None = None) -> None:
        """Read the history folder again (another game may have finished since) and list it newest first."""
        keep = select or self.selected_id()
        folder = str(self.store.folder)
        if folder not in self._watcher.directories() and self.store.folder.is_dir():
            self._watcher.addPath(folder)
        self._summaries = self.store.list(self.selected_game())
        self._problems = list(self.store.problems())  # list() leaves them; stats() below lists again
        self.games.clear()
        for summary in self._summaries:
            item = QTreeWidgetItem(self._row(summary))
            item.setData(0, Qt.ItemDataRole.UserRole, summary.id)
            self.games.addTopLevelItem(item)
            if summary.id == keep:
                item.setSelected(True)
                self.games.setCurrentItem(item)
        self._fill_stats(self.store.stats(self.selected_game()))
        self._retranslate_dynamic()
        self._on_games_item_selection_changed()

    def summaries(self) -> list[HistorySummary]:
        return list(self._summaries)

    def selected_id(self) -> str | None:
        items = self.games.selectedItems() if hasattr(self, "games") else []
        return str(items[0].data(0, Qt.ItemDataRole.UserRole)) if items else None

    def select(self, record_id: str) -> None:
        for index in range(self.games.topLevelItemCount()):
            item = self.games.topLevelItem(index)
            if item.data(0, Qt.ItemDataRole.UserRole) == record_id:
                self.games.setCurrentItem(item)
                item.setSelected(True)
                return

    def _row(self, summary: HistorySummary) -> list[str]:
        winners = names_text(summary.winners) if summary.winners else QCoreApplication.translate("History", "Nobody")
        return [
            game_name(summary.game_id),
            when_text(summary.finished_at),
            names_text(summary.players),
            winners,
            mode_text(summary.mode),
        ]

    def _fill_stats(self, rows: Sequence[PersonStats]) -> None:
        self._stats_rows = list(rows)
        self.stats.setRowCount(len(rows))
        for row, person in enumerate(rows):
            best = "–" if person.best_score is None else str(person.best_score)
            cells = (game_name(person.game_id), peer_name(person.name), str(person.played), str(person.won), best)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.stats.setItem(row, column, item)

    def stats_rows(self) -> list[list[str]]:
        """The statistics as shown, row by row (tests read it as a person would)."""
        return [
            [self.stats.item(r, c).text() for c in range(self.stats.columnCount())] for r in range(self.stats.rowCount())
        ]

    def problems_text(self) -> str:
        return self.problems_label.text()

    def notice_text(self) -> str:
        return self._notice_label.text()

    # ------------------------------------------------------------------ actions
    def replay_selected(self) -> None:
        record_id = self.selected_id()
        if record_id is None:
            return
        try:
            record = self.store.load(record_id)
        except HistoryError as error:
            self._tell(error)
            self.refresh()
            return
        self.replay_requested.emit(record)

    def delete_selected(self) -> None:
        """Asks first; the file goes only when the person says yes."""
        record_id = self.selected_id()
        if record_id is None:
            return
        summary = next(s for s in self._summaries if s.id == record_id)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("History", "Delete this game?"),
            QCoreApplication.translate(
                "History", "Delete the game of {game} of {date} from the history? Its replay is lost."
            ).format(game=game_name(summary.game_id), date=when_text(summary.finished_at)),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("history_delete_box")
        delete = box.addButton(QCoreApplication.translate("History", "Delete"), QMessageBox.ButtonRole.DestructiveRole)
        delete.setObjectName("history_delete_yes")
        keep = box.addButton(QCoreApplication.translate("History", "Keep"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("history_delete_no")
        box.setDefaultButton(keep)
        delete.clicked.connect(lambda: self._delete(record_id))
        self._show_box(box)

    def _delete(self, record_id: str) -> None:
        try:
            self.store.delete(record_id)
        except HistoryError as error:
            self._tell(error)
        self.refresh()

    def export_to(self, path: Path) -> None:
        record_id = self.selected_id()
        if record_id is None:
            return
        try:
            self.store.export(record_id, path)
        except HistoryError as error:
            self._tell(error)
            return
        except OSError as error:
            self._tell(HistoryError(HistoryProblem.UNREADABLE, path, str(error)), writing=True)
            return
        self._notice = (QT_TRANSLATE_NOOP("History", "Saved as {file}."), {"file": str(path)})
        self._retranslate_dynamic()

    def import_from(self, path: Path) -> HistoryRecord | None:
        """Checks the file first: a damaged or newer one is refused with the reason and changes nothing."""
        known = {summary.id for summary in self.store.list()}
        try:
            record = self.store.import_file(path)
        except HistoryError as error:
            self._tell(error, path=path)
            return None
        if record.id in known:
            # The same game again: nothing was added, and saying so would leave the person looking for a new row.
            self._notice = (
                QT_TRANSLATE_NOOP("History", "This game is already in the history: {file}."),
                {"file": path.name},
            )
        else:
            self._notice = (QT_TRANSLATE_NOOP("History", "Added to the history: {file}."), {"file": path.name})
        if self.selected_game() not in (None, record.game_id):
            self.set_game_filter(None)
        self.refresh(select=record.id)
        return record

    def _tell(self, error: HistoryError, path: Path | None = None, writing: bool = False) -> None:
        where = path or error.path
        if writing:
            title = QCoreApplication.translate("History", "The replay cannot be saved")
            text = QCoreApplication.translate("History", "{file} cannot be written.").format(file=str(where))
        else:
            title = QCoreApplication.translate("History", "The replay cannot be opened")
            text = QCoreApplication.translate("History", "{file}: {problem}").format(
                file=where.name if where is not None else "?", problem=problem_text(error.problem)
            )
        box = plain_label(QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self))
        box.setObjectName("history_error_box")
        if error.detail:
            box.setDetailedText(error.detail)
        self._show_box(box)

    def _show_box(self, box: QMessageBox) -> None:
        if self.message_box is not None:
            self.message_box.close()
        self.message_box = box
        box.finished.connect(lambda _: self._on_box_finished(box))
        box.open()

    def _on_box_finished(self, box: QMessageBox) -> None:
        if self.message_box is box:
            self.message_box = None
        box.deleteLater()

    def _open_file_dialog(self, saving: bool) -> QFileDialog:
        if self.file_dialog is not None:
            self.file_dialog.close()
            self.file_dialog.deleteLater()
        dialog = QFileDialog(self)
        dialog.setObjectName("history_file_dialog")
        dialog.setNameFilter(QCoreApplication.translate("History", FILE_FILTER))
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("json")
            dialog.setWindowTitle(QCoreApplication.translate("History", "Export the replay"))
            summary = next((s for s in self._summaries if s.id == self.selected_id()), None)
            if summary is not None:
                dialog.selectFile(f"{summary.game_id}-{summary.id}.json")
            dialog.fileSelected.connect(lambda name: self.export_to(Path(name)))
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            dialog.setWindowTitle(QCoreApplication.translate("History", "Import a replay"))
            dialog.fileSelected.connect(lambda name: self.import_from(Path(name)))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ slots
    def _on_watcher_directory_changed(self, _: str) -> None:
        self._reread.start()

    def _on_reread_timeout(self) -> None:
        if self.isVisible():
            self.refresh()

    def _on_game_filter_current_index_changed(self, _: int) -> None:
        if hasattr(self, "stats"):
            self.refresh()

    def _on_games_item_selection_changed(self) -> None:
        chosen = self.selected_id() is not None
        for button in (self.replay_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)

    def _on_games_item_activated(self, *_: object) -> None:
        self.replay_selected()

    def _on_replay_button_clicked(self) -> None:
        self.replay_selected()

    def _on_delete_button_clicked(self) -> None:
        self.delete_selected()

    def _on_export_button_clicked(self) -> None:
        self._open_file_dialog(saving=True)

    def _on_import_button_clicked(self) -> None:
        self._open_file_dialog(saving=False)

    # ------------------------------------------------------------------ text
    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("History", "Game history"))
        self._filter_label.setText(QCoreApplication.translate("History", "Show:"))
        self.game_filter.setItemText(0, QCoreApplication.translate("History", "All games"))
        for index in range(1, self.game_filter.count()):
            self.game_filter.setItemText(index, game_name(self.game_filter.itemData(index)))
        self.games.setHeaderLabels(
            [
                QCoreApplication.translate("History", "Game"),
                QCoreApplication.translate("History", "Finished"),
                QCoreApplication.translate("History", "Players"),
                QCoreApplication.translate("History", "Winner"),
                QCoreApplication.translate("History", "Mode"),
            ]
        )
        self.replay_button.setText(QCoreApplication.translate("History", "Replay"))
        self.export_button.setText(QCoreApplication.translate("History", "Export…"))
        self.delete_button.setText(QCoreApplication.translate("History", "Delete…"))
        self.import_button.setText(QCoreApplication.translate("History", "Import…"))
        self.close_button.setText(QCoreApplication.translate("History", "Close"))
        self._stats_box.setTitle(QCoreApplication.translate("History", "Your statistics"))
        self.stats.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("History", "Game"),
                QCoreApplication.translate("History", "Player"),
                QCoreApplication.translate("History", "Played"),
                QCoreApplication.translate("History", "Won"),
                QCoreApplication.translate("History", "Best score"),
            ]
        )
        if self._summaries:
            for index, summary in enumerate(self._summaries):
                item = self.games.topLevelItem(index)
                for column, text in enumerate(self._row(summary)):
                    item.setText(column, text)
        if getattr(self, "_stats_rows", None) is not None:
            self._fill_stats(self._stats_rows)
        self._retranslate_dynamic()

    def _retranslate_dynamic(self) -> None:
        self._empty.setText(
            QCoreApplication.translate("History", "No finished game yet: games are kept here when they end.")
        )
        self._empty.setVisible(not self._summaries)
        if self._notice is not None:
            source, values = self._notice
            self._notice_label.setText(QCoreApplication.translate("History", source).format(**values))
        self._notice_label.setVisible(self._notice is not None)
        lines = [
            QCoreApplication.translate("History", "{file}: {problem}").format(
                file=error.path.name if error.path is not None else "?", problem=problem_text(error.problem)
            )
            for error in self._problems
        ]
        if lines:
            lines.insert(
                0,
                QCoreApplication.translate(
                    "History", "These files in {folder} cannot be read; they are left as they are:"
                ).format(folder=str(self.store.folder)),
            )
        self.problems_label.setText("\n".join(lines))
        self.problems_label.setVisible(bool(lines))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
