"""The new-game dialog: which game, how many seats, and who sits in each (a person here, a bot and its level, or,
for a table open to the local network, a player on another computer)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt, QTimer
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
from tabletop_qt.ui.pack_row import PackRow
from tabletop_qt.ui.texts import game_name, level_text, reason_text
from tabletop_qt.ui.wrap_check import WrapCheckBox

SPEED_NAMES: dict[str, str] = {
    "slow": QT_TRANSLATE_NOOP("NewGame", "Slow"),
    "medium": QT_TRANSLATE_NOOP("NewGame", "Medium"),
    "fast": QT_TRANSLATE_NOOP("NewGame", "Fast"),
}
STRESS_OPTION = "continuous_stress"  # Frantic Frankfurt's "stress continuo" variant (core option name)
# High Noon Saloon's options (core option names): a longer game (30 grit), the characters' advanced side, teams,
# and each seat's character (an id, or "random": dealt from those nobody chose).
LONG_OPTION = "long"
ADVANCED_OPTION = "advanced"
TEAMS_OPTION = "teams"
CHARACTERS_OPTION = "characters"
RANDOM_CHARACTER = "random"
# Each team play the table may offer, by its players: (option value, how many teams); seats alternate teams.
TEAM_CHOICES: dict[str, tuple[int, int]] = {"2x2": (4, 2), "2x3": (6, 2), "3x2": (6, 3)}
TEAM_NAMES: dict[str, str] = {
    "off": QT_TRANSLATE_NOOP("NewGame", "No teams"),
    "2x2": QT_TRANSLATE_NOOP("NewGame", "Two teams of two"),
    "2x3": QT_TRANSLATE_NOOP("NewGame", "Two teams of three"),
    "3x2": QT_TRANSLATE_NOOP("NewGame", "Three teams of two"),
}
# The teams' colours, as the table shows them (rings round the figures, stripes on the boards).
TEAM_COLOURS = ("#e0483e", "#3f8ce0", "#3fb55a")
TEAM_COLOUR_NAMES = (
    QT_TRANSLATE_NOOP("NewGame", "Red team"),
    QT_TRANSLATE_NOOP("NewGame", "Blue team"),
    QT_TRANSLATE_NOOP("NewGame", "Green team"),
)
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
        # Real-time games: how quickly the bots react, and Frantic Frankfurt's "stress continuo" variant.
        self._speed = QComboBox()
        self._speed.setObjectName("bot_speed")
        self._speed_label = QLabel()
        self._stress = WrapCheckBox()  # a long option wraps: the dialog keeps its width
        self._stress.setObjectName("stress_option")
        form.addRow(self._speed_label, self._speed)
        form.addRow(self._stress)
        # High Noon Saloon: a longer game, advanced characters, and teams (only at 4 and 6 players).
        self._long = WrapCheckBox()  # a long option wraps: the dialog keeps its width
        self._long.setObjectName("long_option")
        self._advanced = WrapCheckBox()  # a long option wraps: the dialog keeps its width
        self._advanced.setObjectName("advanced_option")
        self._advanced.toggled.connect(self._on_advanced_toggled)  # the characters' tooltips show that side
        self._teams = QComboBox()
        self._teams.setObjectName("teams_option")
        self._teams.currentIndexChanged.connect(self._on_teams_current_index_changed)
        self._teams_label = QLabel()
        form.addRow(self._long)
        form.addRow(self._advanced)
        form.addRow(self._teams_label, self._teams)
        # High Noon Saloon: the cards and map it is played with (ui/pack_row.py).
        self._pack_row = PackRow(data_dir)
        form.addRow(self._pack_row.label, self._pack_row.combo)
        form.addRow(self._pack_row.problems)
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
        self._characters_hint = QLabel()  # why the table cannot start with these characters (two seats, one card)
        self._characters_hint.setObjectName("characters_hint")
        self._characters_hint.setWordWrap(True)
        self._characters_hint.setStyleSheet("color: #b3261e;")
        self._characters_hint.setVisible(False)

        self._seats_box = QGroupBox()
        grid = QGridLayout(self._seats_box)
        self._seat_labels: list[QLabel] = []
        self._names: list[QLineEdit] = []
        self._kinds: list[QComboBox] = []
        self._levels: list[QComboBox] = []
        self._seat_teams: list[QLabel] = []
        self._characters: list[QComboBox] = []
        # Row 0 names the column of the characters (the other columns say what they are by their values).
        self._character_header = QLabel()
        grid.addWidget(self._character_header, 0, 4)
        self._character_ids: tuple[str, ...] = ()  # filled when a game with characters is first chosen
        self._characters_pack = ""  # the hash of the content pack the lists were filled from
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
            # High Noon Saloon: the character this seat plays ("Random", or one chosen: the rulebook lets each
            # player choose).
            character = QComboBox()
            character.setObjectName(f"seat_character_{seat}")
            character.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            character.addItem("", RANDOM_CHARACTER)
            character.currentIndexChanged.connect(self._on_character_current_index_changed)
            grid.addWidget(character, seat + 1, 4)
            self._characters.append(character)
            team = QLabel()
            team.setObjectName(f"seat_team_{seat}")
            grid.addWidget(team, seat + 1, 5)
            self._seat_teams.append(team)
            self._seat_labels.append(label)
            self._names.append(name)
            self._kinds.append(kind)
            self._levels.append(level)
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
        layout.addWidget(self._characters_hint)
        layout.addWidget(self._lan_box)
        layout.addWidget(self._buttons)
        self._pack_row.pack_changed.connect(self._on_pack_row_pack_changed)  # the characters are the pack's
        self._on_game_current_index_changed()
        self._on_lan_toggled(False)
        self.retranslate_ui()  # the words are in before the widths are measured
        self._keep_one_width()
        if last:
            self.restore(last)
        self._sync_levels()
        self.retranslate_ui()

    def _keep_one_width(self) -> None:
        """As wide as the widest game needs (High Noon Saloon's characters), so choosing another game does not
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

    def setup(self) -> GameSetup:
        seats = []
        speed = str(self._speed.currentData()) if self._speed.count() else None
        for seat in range(self._players.value()):
            kind = SeatKind(self._kinds[seat].currentData())
            name = self._names[seat].text().strip() or self._default_name(seat, kind)
            level = join_level(str(self._levels[seat].currentData()), speed) if kind is SeatKind.BOT else None
            seats.append(SeatSpec(kind, name, level))
        options: dict[str, Any] = {STRESS_OPTION: True} if self._has_stress() and self._stress.isChecked() else {}
        if self._has_option(TEAMS_OPTION):
            options[LONG_OPTION] = self._long.isChecked() and self.teams() == "off"
            options[ADVANCED_OPTION] = self._advanced.isChecked()
            options[TEAMS_OPTION] = self.teams()
        if self._has_option(CHARACTERS_OPTION):
            options[CHARACTERS_OPTION] = self._characters_value()
        options.update(self._pack_row.options(self.game_id()))
        hints = not self._lan.isChecked() or self._lan_hints.isChecked()
        return GameSetup(self.game_id(), tuple(seats), secrets.randbits(31), options, hints)

    def set_speed(self, speed: str) -> None:
        self._speed.setCurrentIndex(self._speed.findData(speed))

    def set_stress(self, enabled: bool) -> None:
        self._stress.setChecked(enabled)

    def _has_stress(self) -> bool:
        return self._has_option(STRESS_OPTION)

    def _has_option(self, option: str) -> bool:
        game = GAMES[self.game_id()]
        return option in game.default_options(game.min_players)

    def character(self, seat: int) -> str:
        """The character chosen for ``seat``: an id, or "random"."""
        return str(self._characters[seat].currentData() or RANDOM_CHARACTER)

    def set_character(self, seat: int, character: str) -> None:
        self._characters[seat].setCurrentIndex(max(0, self._characters[seat].findData(character)))

    @property
    def pack_row(self) -> PackRow:
        """High Noon Saloon's "Cards and map" row: the house set or a content pack of the data folder."""
        return self._pack_row

    def character_combo(self, seat: int) -> QComboBox:
        return self._characters[seat]

    def characters_problem(self) -> str:
        """Why these characters cannot start a game (the engine's reason, translated), or ""."""
        if not self._has_option(CHARACTERS_OPTION):
            return ""
        from tabletop_qt.core.errors import InvalidOptionError
        from tabletop_qt.core.games.high_noon_saloon.characters import parse_characters

        try:
            parse_characters(self._characters_value(), self._players.value(), self._character_ids)
        except InvalidOptionError as exc:
            return reason_text(exc.reason, exc.details)
        return ""

    def _characters_value(self) -> str:
        from tabletop_qt.core.games.high_noon_saloon.characters import join_characters

        return join_characters([self.character(seat) for seat in range(self._players.value())])

    def teams(self) -> str:
        """The team play chosen ("off", or e.g. "2x2"), among those the number of players allows."""
        return str(self._teams.currentData() or "off") if self._has_option(TEAMS_OPTION) else "off"

    def set_teams(self, teams: str) -> None:
        self._teams.setCurrentIndex(max(0, self._teams.findData(teams)))

    def set_long(self, enabled: bool) -> None:
        self._long.setChecked(enabled)

    def set_advanced(self, enabled: bool) -> None:
        self._advanced.setChecked(enabled)

    def seat_team_text(self, seat: int) -> str:
        return self._seat_teams[seat].text()

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
        return {
            "game": self.game_id(),
            "players": self._players.value(),
            "network": self._lan.isChecked(),
            "speed": self._speed.currentData(),
            "stress": self._stress.isChecked(),
            "long": self._long.isChecked(),
            "advanced": self._advanced.isChecked(),
            "teams": self._teams.currentData() or "off",
            "pack": self._pack_row.chosen_digest(),
            "table_name": self._table_name.text(),
            "characters": [self.character(s) for s in range(MAX_SEATS)],  # High Noon Saloon's, seat by seat
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
        self._stress.setChecked(last.get("stress") is True)
        self._long.setChecked(last.get("long") is True)
        self._advanced.setChecked(last.get("advanced") is True)
        if isinstance(last.get("teams"), str):
            self.set_teams(last["teams"])
        if isinstance(last.get("pack"), str):
            self._pack_row.choose(last["pack"])
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
        # After the seats' kinds: making a seat a bot sets its character back to random.
        characters = last.get("characters")
        if isinstance(characters, list):
            for s, character in enumerate(characters[:MAX_SEATS]):
                if isinstance(character, str):
                    self.set_character(s, character)

    def set_seat(self, seat: int, kind: SeatKind, name: str = "", level: str = "normal") -> None:
        self._kinds[seat].setCurrentIndex(self._kinds[seat].findData(kind.value))  # a bot's seat: random character
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
        self._form.setRowVisible(self._stress, self._has_stress())
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
        hns = self._has_option(TEAMS_OPTION)
        for row in (self._long, self._advanced, self._teams):
            self._form.setRowVisible(row, hns)
        self._form.setRowVisible(self._pack_row.combo, self._pack_row.offered(self.game_id()))
        self._form.setRowVisible(self._pack_row.problems, self._pack_row.offered(self.game_id()) and self._pack_row.has_problems())
        self._sync_characters()
        self._sync_teams()
        self._sync_levels()
        # One width for every game (sizeHint): only the height follows the game's rows, once laid out.
        QTimer.singleShot(0, self, self.adjustSize)

    def _sync_characters(self) -> None:
        """Fill the seats' character lists from the chosen content pack (its own names) when a game with
        characters is chosen, and again when another pack is: a seat keeps its character if the pack has it."""
        if not self._has_option(CHARACTERS_OPTION):
            return
        content = self._pack_row.content()  # the house set's unless a pack is chosen (read once)
        characters = sorted(content.characters, key=lambda c: c.name)
        if self._character_ids and self._characters_pack == content.digest:
            return
        self._characters_pack = content.digest
        self._character_ids = tuple(c.id for c in characters)
        for combo in self._characters:
            chosen = combo.currentData()
            combo.blockSignals(True)
            while combo.count() > 1:  # item 0 is "Random"
                combo.removeItem(1)
            for character in characters:
                combo.addItem(character.name, character.id)
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
            combo.blockSignals(False)
        self._retranslate_characters()

    def _on_pack_row_pack_changed(self) -> None:
        self._sync_characters()
        self._sync_levels()
        QTimer.singleShot(0, self, self.adjustSize)  # another pack's character names may be longer

    def _on_character_current_index_changed(self, *_: Any) -> None:
        for combo in self._characters:
            combo.setToolTip(str(combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) or ""))
        self._sync_levels()

    def _on_seat_kind_current_index_changed(self, seat: int) -> None:
        # A bot's seat is dealt a character at random unless someone picks one for it afterwards.
        if self._kinds[seat].currentData() == SeatKind.BOT.value:
            self._characters[seat].setCurrentIndex(0)

    def _on_advanced_toggled(self, *_: Any) -> None:
        self._retranslate_characters()

    def _retranslate_characters(self) -> None:
        """"Random" in the reader's language; each character's tooltip its ability on the side the game plays
        (the advanced side's ability, or the basic side, which has none)."""
        from tabletop_qt.ui.games.high_noon_saloon import words as words

        # The chosen pack's characters (their names and abilities are the pack's own).
        by_id = {c.id: c for c in self._pack_row.content().characters} if self._character_ids else {}
        self._character_header.setText(QCoreApplication.translate("NewGame", "Character"))
        for combo in self._characters:
            combo.setItemText(0, QCoreApplication.translate("NewGame", "Random"))
            combo.setItemData(0, QCoreApplication.translate(
                "NewGame", "Dealt at random from the characters nobody chose."), Qt.ItemDataRole.ToolTipRole)
            for i in range(1, combo.count()):
                character = by_id.get(str(combo.itemData(i)))
                if character is None:
                    continue
                if self._advanced.isChecked():
                    tip = words.ability_text(character.ability.value, character.amount)
                else:
                    tip = QCoreApplication.translate(
                        "NewGame", "Basic side: no ability (the advanced characters option turns the card over).")
                combo.setItemData(i, f"{character.name}\n{tip}", Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip(str(combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) or ""))

    def _on_players_value_changed(self, *_: Any) -> None:
        self._sync_teams()
        self._sync_levels()

    def _on_teams_current_index_changed(self, *_: Any) -> None:
        self._sync_levels()

    def _sync_teams(self) -> None:
        """Offer only the team plays this many players allow (2x2 at 4, 2x3 and 3x2 at 6), keeping the choice
        when it still fits."""
        players = self._players.value()
        wanted = ["off"] + [value for value, (count, _) in TEAM_CHOICES.items() if count == players]
        if [self._teams.itemData(i) for i in range(self._teams.count())] == wanted:
            return
        chosen = self._teams.currentData()
        self._teams.blockSignals(True)
        self._teams.clear()
        for value in wanted:
            self._teams.addItem(QCoreApplication.translate("NewGame", TEAM_NAMES[value]), value)
        self._teams.setCurrentIndex(max(0, self._teams.findData(chosen)))
        self._teams.blockSignals(False)
        self._teams.setEnabled(len(wanted) > 1)

    def _sync_levels(self, *_: Any) -> None:
        players = self._players.value()
        for seat in range(MAX_SEATS):
            shown = seat < players
            for widget in (self._seat_labels[seat], self._names[seat], self._kinds[seat], self._levels[seat]):
                widget.setVisible(shown)
            self._characters[seat].setVisible(shown and bool(self._character_ids) and self._has_option(CHARACTERS_OPTION))
            self._levels[seat].setEnabled(self._kinds[seat].currentData() == SeatKind.BOT.value)
            # Whoever joins from another computer brings their own name.
            self._names[seat].setEnabled(self._kinds[seat].currentData() != NETWORK)
        self._character_header.setVisible(bool(self._character_ids) and self._has_option(CHARACTERS_OPTION))
        # Team play: the seats alternate teams round the table; each seat says which team it sits in.
        teams = TEAM_CHOICES.get(self.teams())
        for seat in range(MAX_SEATS):
            label = self._seat_teams[seat]
            if teams is None or seat >= players:
                label.setVisible(False)
                label.clear()
                continue
            team = seat % teams[1]
            label.setText(QCoreApplication.translate("NewGame", TEAM_COLOUR_NAMES[team]))
            label.setStyleSheet(f"color: {TEAM_COLOURS[team]}; font-weight: bold;")
            label.setVisible(True)
        # A longer game has no effect in team play (the teams' grit is 30).
        self._long.setEnabled(self.teams() == "off")
        # In a real-time game everyone plays at once: one mouse and one keyboard serve one person.
        people = sum(1 for seat in range(players) if self._kinds[seat].currentData() == SeatKind.HUMAN.value)
        crowded = is_real_time(self.game_id()) and people > 1
        self._one_person_hint.setVisible(crowded)
        # Two seats with one character: the engine's reason, and no start until it is mended.
        problem = self.characters_problem()
        self._characters_hint.setText(problem)
        self._characters_hint.setVisible(bool(problem))
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
        self._stress.setText(
            QCoreApplication.translate(
                "NewGame", "“Stress continuo”: each player turns up their own card to open a round, nobody waits"
            )
        )
        self._long.setText(QCoreApplication.translate("NewGame", "Longer game: 30 grit each"))
        self._advanced.setText(QCoreApplication.translate("NewGame", "Advanced characters (their abilities)"))
        self._teams_label.setText(QCoreApplication.translate("NewGame", "Teams:"))
        self._pack_row.retranslate()
        for i in range(self._teams.count()):
            self._teams.setItemText(i, QCoreApplication.translate("NewGame", TEAM_NAMES[str(self._teams.itemData(i))]))
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
        self._retranslate_characters()
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
