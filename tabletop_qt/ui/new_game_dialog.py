"""The new-game dialog: which game, how many seats, and who sits in each (a person here, a bot and its level, or,
for a table open to the local network, a player on another computer)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, QTimer
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.bots import DEFAULT_SPEED, LEVELS, game_levels, game_speeds, join_level
from tabletop_qt.core.games import GAMES
from tabletop_qt.core.games.specs import is_real_time
from tabletop_qt.net.guard import propose_join_code
from tabletop_qt.net.messages import MAX_CODE, MAX_NAME
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.options_panel import OptionsPanel, make_options_panels
from tabletop_qt.ui.texts import game_name, level_text
from tabletop_qt.ui.wrap_check import WrapCheckBox

SPEED_NAMES: dict[str, str] = {
    "slow": QT_TRANSLATE_NOOP("NewGame", "Slow"),
    "medium": QT_TRANSLATE_NOOP("NewGame", "Medium"),
    "fast": QT_TRANSLATE_NOOP("NewGame", "Fast"),
}
MAX_SEATS = 6
NETWORK = SeatKind.REMOTE.value  # the seat kind "Player on the network", offered when the table is open to the LAN


@dataclass(frozen=True)
class NetworkOptions:
    """How a table opened to the local network presents itself."""

    table_name: str
    join_code: str | None


class NewGameDialog(QDialog):
    def __init__(
        self, parent: QWidget | None = None, last: dict[str, Any] | None = None, data_dir: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._data_dir = data_dir  # its packs/ holds the content packs offered beside the house set
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
        # Real-time games: how quickly the bots react.
        self._speed = QComboBox()
        self._speed.setObjectName("bot_speed")
        self._speed_label = QLabel()
        form.addRow(self._speed_label, self._speed)
        # Each game's own options (its GameSpec's options_panel): rows here, columns in the seats, hints under them.
        self._panels: dict[str, OptionsPanel] = make_options_panels(data_dir, self)
        for panel in self._panels.values():
            panel.add_rows(form)
        self._form = form

        self._lan_box = QGroupBox()
        self._lan = WrapCheckBox()
        self._lan.setObjectName("lan_check")
        self._lan.toggled.connect(self._on_lan_toggled)
        self._table_name = QLineEdit()
        self._table_name.setObjectName("lan_table_name")
        self._table_name.setMaxLength(MAX_NAME)
        self._code = QLineEdit()
        self._code.setObjectName("lan_code")
        self._code.setMaxLength(MAX_CODE)
        # A proposed code is long enough that the host's back-off makes guessing it hopeless (net/guard.py).
        self._new_code = QPushButton()
        self._new_code.setObjectName("lan_new_code")
        self._new_code.setAutoDefault(False)
        self._new_code.clicked.connect(self._on_new_code_clicked)
        code_row = QHBoxLayout()
        code_row.setContentsMargins(0, 0, 0, 0)
        code_row.addWidget(self._code, 1)
        code_row.addWidget(self._new_code)
        self._table_name_label = QLabel()
        self._code_label = QLabel()
        self._lan_hint = QLabel()
        self._lan_hint.setWordWrap(True)
        lan_form = QFormLayout(self._lan_box)
        lan_form.addRow(self._lan)
        lan_form.addRow(self._table_name_label, self._table_name)
        lan_form.addRow(self._code_label, code_row)
        lan_form.addRow(self._lan_hint)
        # The host decides whether people at this table may ask for hints (each use is in everyone's log).
        self._lan_hints = WrapCheckBox()
        self._lan_hints.setObjectName("lan_hints")
        self._lan_hints.setChecked(True)
        lan_form.addRow(self._lan_hints)

        # Made before the seats: changing a seat's kind checks them (see _sync_levels).
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        self._one_person_hint = QLabel()
        self._one_person_hint.setObjectName("one_person_hint")
        self._one_person_hint.setWordWrap(True)
        self._one_person_hint.setVisible(False)

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
            name.setMinimumWidth(110)  # "Giocatore 1", "Speler 1" and a typed name stay readable
            name.setObjectName(f"seat_name_{seat}")
            kind = QComboBox()
            kind.setObjectName(f"seat_kind_{seat}")
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # "Player on the network" comes later
            kind.addItem("", SeatKind.HUMAN.value)
            kind.addItem("", SeatKind.BOT.value)
            level = QComboBox()
            level.setObjectName(f"seat_level_{seat}")
            level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for lvl in LEVELS:
                level.addItem("", lvl)
            level.setCurrentIndex(level.findData("normal"))
            kind.currentIndexChanged.connect(self._sync_levels)
            kind.currentIndexChanged.connect(lambda _=0, s=seat: self._on_seat_kind_current_index_changed(s))
            name.textChanged.connect(self._on_name_text_changed)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(kind, seat + 1, 2)
            grid.addWidget(level, seat + 1, 3)
            self._seat_labels.append(label)
            self._names.append(name)
            self._kinds.append(kind)
            self._levels.append(level)
        column = 4  # the games' own columns follow name, kind and level
        for panel in self._panels.values():
            column += panel.add_seat_columns(grid, column, MAX_SEATS)
        # A sensible first table: you against one normal bot.
        self._kinds[1].setCurrentIndex(1)
        self._kinds[2].setCurrentIndex(1)
        for seat in range(1, MAX_SEATS):
            self._kinds[seat].setCurrentIndex(1)

        # Each seat's row holds a name, a kind, a level and (in team play) the team: the name gives way first.
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._one_person_hint)
        for panel in self._panels.values():
            for hint in panel.hints():
                layout.addWidget(hint)
        layout.addWidget(self._lan_box)
        layout.addWidget(self._buttons)
        for panel in self._panels.values():
            panel.changed.connect(self._sync_levels)
            panel.resized.connect(self._on_panel_resized)
        self._on_game_current_index_changed()
        self._on_lan_toggled(False)
        self.retranslate_ui()  # the words are in before the widths are measured
        self._keep_one_width()
        if last:
            self.restore(last)
        self._sync_levels()
        self.retranslate_ui()

    def _keep_one_width(self) -> None:
        """As wide as the widest game needs (its own options' rows and columns), so choosing another game does not
        make the dialog jump wider or narrower under the person's pointer."""
        first = self._game.currentIndex()
        widest = 0
        for index in range(self._game.count()):
            self._game.setCurrentIndex(index)
            # Each box and its layout keep their sizes until told: tell them, as a shown dialog would.
            for layout in self.findChildren(QLayout):
                layout.invalidate()
            for widget in self.findChildren(QWidget):
                widget.updateGeometry()
            widest = max(widest, super().sizeHint().width())
        self._game.setCurrentIndex(first)
        self._widest = widest

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        return QSize(max(hint.width(), getattr(self, "_widest", 0)), hint.height())

    # ------------------------------------------------------------------ values
    def game_id(self) -> str:
        return str(self._game.currentData())

    def select_game(self, game_id: str) -> None:
        """Show ``game_id``'s options (the game a home tile was clicked for); an unknown id changes nothing."""
        index = self._game.findData(game_id)
        if index >= 0:
            self._game.setCurrentIndex(index)

    def setup(self) -> GameSetup:
        seats = []
        speed = str(self._speed.currentData()) if self._speed.count() else None
        for seat in range(self._players.value()):
            kind = SeatKind(self._kinds[seat].currentData())
            name = self._names[seat].text().strip() or self._default_name(seat, kind)
            level = join_level(str(self._levels[seat].currentData()), speed) if kind is SeatKind.BOT else None
            seats.append(SeatSpec(kind, name, level))
        options: dict[str, Any] = {}
        panel = self.options_panel()
        if panel is not None:
            options.update(panel.options(self._players.value()))
        hints = not self._lan.isChecked() or self._lan_hints.isChecked()
        return GameSetup(self.game_id(), tuple(seats), secrets.randbits(31), options, hints)

    def set_speed(self, speed: str) -> None:
        self._speed.setCurrentIndex(self._speed.findData(speed))

    def options_panel(self, game_id: str | None = None) -> OptionsPanel | None:
        """The options panel of ``game_id`` (default: the chosen game), None for a game without options of its own."""
        return self._panels.get(game_id or self.game_id())

    def network_options(self) -> NetworkOptions | None:
        """None for a table at this computer only; else the name and join code of a table open to the network."""
        if not self._lan.isChecked():
            return None
        name = self._table_name.text().strip() or self._default_table_name()
        return NetworkOptions(name, self._code.text().strip() or None)

    def _on_new_code_clicked(self) -> None:
        self._code.setText(propose_join_code())

    def set_network(self, enabled: bool, table_name: str = "", code: str = "") -> None:
        self._lan.setChecked(enabled)
        self._table_name.setText(table_name)
        self._code.setText(code)

    def settings(self) -> dict[str, Any]:
        kept: dict[str, Any] = {}
        for panel in self._panels.values():  # every game's, chosen or not: the next table may be of another
            kept.update(panel.settings())
        return kept | {
            "game": self.game_id(),
            "players": self._players.value(),
            "network": self._lan.isChecked(),
            "speed": self._speed.currentData(),
            "table_name": self._table_name.text(),
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
        speed = self._speed.findData(last.get("speed"))
        if speed >= 0:
            self._speed.setCurrentIndex(speed)
        for panel in self._panels.values():
            panel.restore(last)
        # The network first: it offers the seat kind "Player on the network" the seats may ask for.
        self._lan.setChecked(last.get("network") is True)
        if isinstance(last.get("table_name"), str):
            self._table_name.setText(last["table_name"])
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
        for panel in self._panels.values():
            panel.restore_seats(last)  # after the seats' kinds (a seat made a bot may reset the panel's choice)

    def set_seat(self, seat: int, kind: SeatKind, name: str = "", level: str = "normal") -> None:
        self._kinds[seat].setCurrentIndex(self._kinds[seat].findData(kind.value))
        self._names[seat].setText(name)
        self._levels[seat].setCurrentIndex(self._levels[seat].findData(level))

    def set_game(self, game_id: str) -> None:
        self._game.setCurrentIndex(self._game.findData(game_id))

    def set_players(self, players: int) -> None:
        self._players.setValue(players)

    # ------------------------------------------------------------------ behaviour
    def _default_name(self, seat: int, kind: SeatKind) -> str:
        if kind is SeatKind.BOT:
            return QCoreApplication.translate("NewGame", "Bot {number}").format(number=seat + 1)
        if kind is SeatKind.REMOTE:
            return QCoreApplication.translate("NewGame", "Whoever joins")
        return QCoreApplication.translate("NewGame", "Player {number}").format(number=seat + 1)

    def _default_table_name(self) -> str:
        for seat in range(self._players.value()):
            if self._kinds[seat].currentData() == SeatKind.HUMAN.value:
                name = self._names[seat].text().strip() or self._default_name(seat, SeatKind.HUMAN)
                return QCoreApplication.translate("NewGame", "Table of {name}").format(name=name)[:MAX_NAME]
        return QCoreApplication.translate("NewGame", "Tabletop Qt")

    def _on_lan_toggled(self, checked: bool) -> None:
        for widget in (
            self._table_name_label, self._table_name, self._code_label, self._code, self._new_code, self._lan_hint,
            self._lan_hints,
        ):
            widget.setVisible(checked)
        for kind in self._kinds:
            index = kind.findData(NETWORK)
            if checked and index < 0:
                kind.addItem(QCoreApplication.translate("NewGame", "Player on the network"), NETWORK)
            elif not checked and index >= 0:
                if kind.currentIndex() == index:
                    kind.setCurrentIndex(kind.findData(SeatKind.HUMAN.value))
                kind.removeItem(index)
        self._sync_levels()
        self._retranslate_ok()
        # The dialog grows and shrinks with the network's fields, once the layout has taken them in.
        QTimer.singleShot(0, self, self.adjustSize)

    def _on_name_text_changed(self, *_: Any) -> None:
        self._table_name.setPlaceholderText(self._default_table_name())

    def _on_game_current_index_changed(self, *_: Any) -> None:
        game = GAMES[self.game_id()]
        self._players.setRange(game.min_players, game.max_players)
        speeds = game_speeds(self.game_id())
        if tuple(str(self._speed.itemData(i)) for i in range(self._speed.count())) != speeds:
            chosen = self._speed.currentData() or DEFAULT_SPEED
            self._speed.clear()
            for speed in speeds:
                self._speed.addItem(QCoreApplication.translate("NewGame", SPEED_NAMES.get(speed, speed)), speed)
            self._speed.setCurrentIndex(max(0, self._speed.findData(chosen)))
        self._form.setRowVisible(self._speed, bool(speeds))
        # The levels this game's bots have (hard only where its search exists); a seat on one it lacks: normal.
        offered = game_levels(self.game_id())
        for level in self._levels:
            model = level.model()
            for i in range(level.count()):
                lacking = level.itemData(i) not in offered
                level.view().setRowHidden(i, lacking)
                item = model.item(i) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(not lacking)  # nor reached with the keyboard or the wheel
            if level.currentData() not in offered:
                level.setCurrentIndex(level.findData("normal"))
        for game_id, panel in self._panels.items():
            panel.set_shown(game_id == self.game_id(), self._form)
        self._sync_levels()
        # One width for every game (sizeHint): only the height follows the game's rows, once laid out.
        QTimer.singleShot(0, self, self.adjustSize)

    def _on_panel_resized(self) -> None:
        QTimer.singleShot(0, self, self.adjustSize)

    def _on_seat_kind_current_index_changed(self, seat: int) -> None:
        kind = SeatKind(self._kinds[seat].currentData())
        for panel in self._panels.values():
            panel.seat_kind_changed(seat, kind)

    def _on_players_value_changed(self, *_: Any) -> None:
        self._sync_levels()

    def _sync_levels(self, *_: Any) -> None:
        players = self._players.value()
        for seat in range(MAX_SEATS):
            shown = seat < players
            for widget in (self._seat_labels[seat], self._names[seat], self._kinds[seat], self._levels[seat]):
                widget.setVisible(shown)
            self._levels[seat].setEnabled(self._kinds[seat].currentData() == SeatKind.BOT.value)
            # Whoever joins from another computer brings their own name.
            self._names[seat].setEnabled(self._kinds[seat].currentData() != NETWORK)
        # The chosen game's own options follow the seats, and may say why the table cannot start yet.
        panel = self.options_panel()
        problem = ""
        if panel is not None:
            panel.sync(players)
            problem = panel.problem(players)
        # In a real-time game everyone plays at once: one mouse and one keyboard serve one person.
        people = sum(1 for seat in range(players) if self._kinds[seat].currentData() == SeatKind.HUMAN.value)
        crowded = is_real_time(self.game_id()) and people > 1
        self._one_person_hint.setVisible(crowded)
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not crowded and not problem)
        self.retranslate_placeholders()

    def retranslate_placeholders(self) -> None:
        for seat in range(MAX_SEATS):
            kind = SeatKind(self._kinds[seat].currentData())
            self._names[seat].setPlaceholderText(self._default_name(seat, kind))
        self._table_name.setPlaceholderText(self._default_table_name())
        self._code.setPlaceholderText(QCoreApplication.translate("NewGame", "Optional"))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self._game_label.setText(QCoreApplication.translate("NewGame", "Game:"))
        self._players_label.setText(QCoreApplication.translate("NewGame", "Players:"))
        self._seats_box.setTitle(QCoreApplication.translate("NewGame", "Seats"))
        self._speed_label.setText(QCoreApplication.translate("NewGame", "Bots react:"))
        for i in range(self._speed.count()):
            speed = str(self._speed.itemData(i))
            self._speed.setItemText(i, QCoreApplication.translate("NewGame", SPEED_NAMES.get(speed, speed)))
        for panel in self._panels.values():
            panel.retranslate()
        for i in range(self._game.count()):
            self._game.setItemText(i, game_name(str(self._game.itemData(i))))
        for seat in range(MAX_SEATS):
            self._seat_labels[seat].setText(QCoreApplication.translate("NewGame", "Seat {number}").format(number=seat + 1))
            self._kinds[seat].setItemText(0, QCoreApplication.translate("NewGame", "Person"))
            self._kinds[seat].setItemText(1, QCoreApplication.translate("NewGame", "Bot"))
            network = self._kinds[seat].findData(NETWORK)
            if network >= 0:
                self._kinds[seat].setItemText(network, QCoreApplication.translate("NewGame", "Player on the network"))
            for i in range(self._levels[seat].count()):
                level = str(self._levels[seat].itemData(i))
                self._levels[seat].setItemText(i, level_text(level))
        self._lan_box.setTitle(QCoreApplication.translate("NewGame", "Local network"))
        self._lan.setText(QCoreApplication.translate("NewGame", "Open to the local network"))
        self._lan_hints.setText(
            QCoreApplication.translate("NewGame", "Allow hints at this table (the game log shows who asked for one)")
        )
        self._table_name_label.setText(QCoreApplication.translate("NewGame", "Table name:"))
        self._code_label.setText(QCoreApplication.translate("NewGame", "Join code:"))
        self._new_code.setText(QCoreApplication.translate("NewGame", "New code"))
        self._new_code.setToolTip(
            QCoreApplication.translate("NewGame", "Propose a join code that nobody on the network can guess.")
        )
        self._lan_hint.setText(
            QCoreApplication.translate(
                "NewGame",
                "Seats for players on the network wait for people on other computers on this network. "
                "With a join code, only those who know it can sit down.",
            )
        )
        self._one_person_hint.setText(
            QCoreApplication.translate(
                "NewGame",
                "Everyone plays at once in this game, so only one person can sit at this computer: make the other "
                "seats bots or players on the network.",
            )
        )
        self._retranslate_ok()
        self._sync_levels()  # the seats' team labels and placeholders

    def _retranslate_ok(self) -> None:
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self._lan.isChecked():
            ok.setText(QCoreApplication.translate("NewGame", "Open the table"))
        else:
            ok.setText(QCoreApplication.translate("NewGame", "Start"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
