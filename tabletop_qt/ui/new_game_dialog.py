"""The new-game dialog: which game, how many seats, and who sits in each (a person here, or a bot and its level)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

import secrets
from typing import Any

from PySide6.QtCore import QEvent, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.bots import LEVELS
from tabletop_qt.core.games import GAMES
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.texts import game_name

LEVEL_NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("NewGame", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGame", "Normal"),
}
MAX_SEATS = 4


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, last: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._game = QComboBox()
        for game_id in GAMES:
            self._game.addItem(game_name(game_id), game_id)
        self._players = QSpinBox()
        self._players.valueChanged.connect(self._on_players_value_changed)
        self._game.currentIndexChanged.connect(self._on_game_current_index_changed)
        form = QFormLayout()
        self._game_label = QLabel()
        self._players_label = QLabel()
        form.addRow(self._game_label, self._game)
        form.addRow(self._players_label, self._players)

        self._seats_box = QGroupBox()
        grid = QGridLayout(self._seats_box)
        self._seat_labels: list[QLabel] = []
        self._names: list[QLineEdit] = []
        self._kinds: list[QComboBox] = []
        self._levels: list[QComboBox] = []
        for seat in range(MAX_SEATS):
            label = QLabel()
            name = QLineEdit()
            name.setMaxLength(24)
            name.setObjectName(f"seat_name_{seat}")
            kind = QComboBox()
            kind.setObjectName(f"seat_kind_{seat}")
            kind.addItem("", SeatKind.HUMAN.value)
            kind.addItem("", SeatKind.BOT.value)
            level = QComboBox()
            level.setObjectName(f"seat_level_{seat}")
            for lvl in LEVELS:
                level.addItem("", lvl)
            level.setCurrentIndex(level.findData("normal"))
            kind.currentIndexChanged.connect(self._sync_levels)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            grid.addWidget(level, seat, 3)
            self._seat_labels.append(label)
            self._names.append(name)
            self._kinds.append(kind)
            self._levels.append(level)
        # A sensible first table: you against one normal bot.
        self._kinds[1].setCurrentIndex(1)
        self._kinds[2].setCurrentIndex(1)
        self._kinds[3].setCurrentIndex(1)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._buttons)
        self._on_game_current_index_changed()
        if last:
            self.restore(last)
        self._sync_levels()
        self.retranslate_ui()

    # ------------------------------------------------------------------ values
    def game_id(self) -> str:
        return str(self._game.currentData())

    def setup(self) -> GameSetup:
        seats = []
        for seat in range(self._players.value()):
            kind = SeatKind(self._kinds[seat].currentData())
            name = self._names[seat].text().strip() or self._default_name(seat, kind)
            level = str(self._levels[seat].currentData()) if kind is SeatKind.BOT else None
            seats.append(SeatSpec(kind, name, level))
        return GameSetup(self.game_id(), tuple(seats), secrets.randbits(31))

    def settings(self) -> dict[str, Any]:
        return {
            "game": self.game_id(),
            "players": self._players.value(),
            "seats": [
                {"name": self._names[s].text(), "kind": self._kinds[s].currentData(), "level": self._levels[s].currentData()}
                for s in range(MAX_SEATS)
            ],
        }

    def restore(self, last: dict[str, Any]) -> None:
        index = self._game.findData(last.get("game"))
        if index >= 0:
            self._game.setCurrentIndex(index)
        players = last.get("players")
        if isinstance(players, int):
            self._players.setValue(players)
        seats = last.get("seats")
        if isinstance(seats, list):
            for s, data in enumerate(seats[:MAX_SEATS]):
                if not isinstance(data, dict):
                    continue
                if isinstance(data.get("name"), str):
                    self._names[s].setText(data["name"])
                for combo, key in ((self._kinds[s], "kind"), (self._levels[s], "level")):
                    i = combo.findData(data.get(key))
                    if i >= 0:
                        combo.setCurrentIndex(i)

    def set_seat(self, seat: int, kind: SeatKind, name: str = "", level: str = "normal") -> None:
        self._kinds[seat].setCurrentIndex(self._kinds[seat].findData(kind.value))
        self._names[seat].setText(name)
        self._levels[seat].setCurrentIndex(self._levels[seat].findData(level))

    def set_players(self, players: int) -> None:
        self._players.setValue(players)

    # ------------------------------------------------------------------ behaviour
    def _default_name(self, seat: int, kind: SeatKind) -> str:
        if kind is SeatKind.BOT:
            return QCoreApplication.translate("NewGame", "Bot {number}").format(number=seat + 1)
        return QCoreApplication.translate("NewGame", "Player {number}").format(number=seat + 1)

    def _on_game_current_index_changed(self, *_: Any) -> None:
        game = GAMES[self.game_id()]
        self._players.setRange(game.min_players, game.max_players)
        self._sync_levels()

    def _on_players_value_changed(self, *_: Any) -> None:
        self._sync_levels()

    def _sync_levels(self, *_: Any) -> None:
        players = self._players.value()
        for seat in range(MAX_SEATS):
            shown = seat < players
            for widget in (self._seat_labels[seat], self._names[seat], self._kinds[seat], self._levels[seat]):
                widget.setVisible(shown)
            self._levels[seat].setEnabled(self._kinds[seat].currentData() == SeatKind.BOT.value)
        self.retranslate_placeholders()

    def retranslate_placeholders(self) -> None:
        for seat in range(MAX_SEATS):
            kind = SeatKind(self._kinds[seat].currentData())
            self._names[seat].setPlaceholderText(self._default_name(seat, kind))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self._game_label.setText(QCoreApplication.translate("NewGame", "Game:"))
        self._players_label.setText(QCoreApplication.translate("NewGame", "Players:"))
        self._seats_box.setTitle(QCoreApplication.translate("NewGame", "Seats"))
        for i in range(self._game.count()):
            self._game.setItemText(i, game_name(str(self._game.itemData(i))))
        for seat in range(MAX_SEATS):
            self._seat_labels[seat].setText(QCoreApplication.translate("NewGame", "Seat {number}").format(number=seat + 1))
            self._kinds[seat].setItemText(0, QCoreApplication.translate("NewGame", "Person"))
            self._kinds[seat].setItemText(1, QCoreApplication.translate("NewGame", "Bot"))
            for i in range(self._levels[seat].count()):
                level = str(self._levels[seat].itemData(i))
                self._levels[seat].setItemText(i, QCoreApplication.translate("NewGame", LEVEL_NAMES.get(level, level)))
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(QCoreApplication.translate("NewGame", "Start"))
        self.retranslate_placeholders()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
