"""The first page: the playable games, to start a new one or continue the last."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from tabletop_qt.core.games import GAMES
from tabletop_qt.paths import resources_dir
from tabletop_qt.ui.texts import game_blurb, game_name


class HomePage(QWidget):
    new_game_requested = Signal(str)  # game id
    continue_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home_page")
        self._title = QLabel()
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self._title.setFont(font)
        self._subtitle = QLabel()
        self._subtitle.setWordWrap(True)
        self._games = QListWidget()
        self._games.setObjectName("game_list")
        self._games.setIconSize(QSize(72, 100))
        self._games.setWordWrap(True)
        self._games.setSpacing(6)
        for game_id in GAMES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, game_id)
            self._games.addItem(item)
        self._games.setCurrentRow(0)
        self._games.itemActivated.connect(self._on_games_item_activated)
        self._new = QPushButton()
        self._new.setObjectName("new_game_button")
        self._new.setDefault(True)
        self._new.clicked.connect(self._on_new_clicked)
        self._continue = QPushButton()
        self._continue.setObjectName("continue_button")
        self._continue.clicked.connect(self.continue_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self._continue)
        buttons.addWidget(self._new)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addWidget(self._title)
        layout.addWidget(self._subtitle)
        layout.addWidget(self._games, 1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def load_icons(self) -> None:
        """The games' pictures (SVG, so the SVG plugin loads): after the first paint, not before it."""
        for i in range(self._games.count()):
            item = self._games.item(i)
            icon = resources_dir() / str(item.data(Qt.ItemDataRole.UserRole)) / "cards" / "alice.svg"
            if icon.is_file():
                item.setIcon(QIcon(str(icon)))

    def set_can_continue(self, can: bool) -> None:
        self._continue.setVisible(can)

    def selected_game(self) -> str:
        item = self._games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else next(iter(GAMES))

    def _on_games_item_activated(self, item: QListWidgetItem) -> None:
        self.new_game_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _on_new_clicked(self) -> None:
        self.new_game_requested.emit(self.selected_game())

    def retranslate_ui(self) -> None:
        self._title.setText(QCoreApplication.translate("Home", "Tabletop Qt"))
        self._subtitle.setText(QCoreApplication.translate("Home", "Choose a game to play against bots or with friends at this computer."))
        for i in range(self._games.count()):
            item = self._games.item(i)
            game_id = str(item.data(Qt.ItemDataRole.UserRole))
            item.setText(QCoreApplication.translate("Home", "{name}\n{description}").format(name=game_name(game_id), description=game_blurb(game_id)))
        self._new.setText(QCoreApplication.translate("Home", "New game…"))
        self._continue.setText(QCoreApplication.translate("Home", "Continue the last game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
