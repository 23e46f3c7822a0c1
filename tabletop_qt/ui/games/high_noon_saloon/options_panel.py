"""High Noon Saloon's rows in the new-game dialog: a longer game, the characters' advanced side, teams, the cards
and map it is played with (ui/pack_row.py), and each seat's character and team.

Its words stay in the dialog's "NewGame" translation context: they are the dialog's rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QLabel, QWidget

from tabletop_qt.core.errors import InvalidOptionError
from tabletop_qt.core.games.high_noon_saloon.characters import RANDOM, join_characters, parse_characters
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.games.high_noon_saloon import words
from tabletop_qt.ui.options_panel import OptionsPanel
from tabletop_qt.ui.pack_row import PackRow
from tabletop_qt.ui.texts import reason_text
from tabletop_qt.ui.wrap_check import WrapCheckBox

GAME = "high_noon_saloon"
# Its options (core option names): a longer game (30 grit), the characters' advanced side, teams, and each seat's
# character (an id, or "random": dealt from those nobody chose).
LONG_OPTION = "long"
ADVANCED_OPTION = "advanced"
TEAMS_OPTION = "teams"
CHARACTERS_OPTION = "characters"
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


class HighNoonSaloonOptions(OptionsPanel):
    def __init__(self, data_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(data_dir, parent)
        self._players = 0
        self._shown = False
        self._long = WrapCheckBox()  # a long option wraps: the dialog keeps its width
        self._long.setObjectName("long_option")
        self._advanced = WrapCheckBox()
        self._advanced.setObjectName("advanced_option")
        self._advanced.toggled.connect(self._on_advanced_toggled)  # the characters' tooltips show that side
        self._teams = QComboBox()
        self._teams.setObjectName("teams_option")
        self._teams.currentIndexChanged.connect(self._on_teams_current_index_changed)
        self._teams_label = QLabel()
        self._pack_row = PackRow(data_dir, self)  # the cards and map it is played with
        self._pack_row.pack_changed.connect(self._on_pack_row_pack_changed)  # the characters are the pack's
        self._characters_hint = QLabel()  # why the table cannot start with these characters (two seats, one card)
        self._characters_hint.setObjectName("characters_hint")
        self._characters_hint.setWordWrap(True)
        self._characters_hint.setStyleSheet("color: #b3261e;")
        self._characters_hint.setVisible(False)
        # Row 0 names the column of the characters (the other columns say what they are by their values).
        self._character_header = QLabel()
        self._characters: list[QComboBox] = []
        self._seat_teams: list[QLabel] = []
        self._character_ids: tuple[str, ...] = ()  # filled when the game is first chosen
        self._characters_pack = ""  # the hash of the content pack the lists were filled from

    # ------------------------------------------------------------------ the dialog's side
    def add_rows(self, form: QFormLayout) -> None:
        form.addRow(self._long)
        form.addRow(self._advanced)
        form.addRow(self._teams_label, self._teams)
        form.addRow(self._pack_row.label, self._pack_row.combo)
        form.addRow(self._pack_row.problems)

    def add_seat_columns(self, grid: QGridLayout, first: int, seats: int) -> int:
        grid.addWidget(self._character_header, 0, first)
        for seat in range(seats):
            # The character this seat plays ("Random", or one chosen: the rulebook lets each player choose).
            character = QComboBox()
            character.setObjectName(f"seat_character_{seat}")
            character.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            character.addItem("", RANDOM)
            character.currentIndexChanged.connect(self._on_character_current_index_changed)
            grid.addWidget(character, seat + 1, first)
            self._characters.append(character)
            team = QLabel()
            team.setObjectName(f"seat_team_{seat}")
            grid.addWidget(team, seat + 1, first + 1)
            self._seat_teams.append(team)
        return 2

    def hints(self) -> Sequence[QWidget]:
        return (self._characters_hint,)

    def set_shown(self, shown: bool, form: QFormLayout) -> None:
        self._shown = shown
        for row in (self._long, self._advanced, self._teams):
            form.setRowVisible(row, shown)
        offered = shown and self._pack_row.offered(GAME)
        form.setRowVisible(self._pack_row.combo, offered)
        form.setRowVisible(self._pack_row.problems, offered and self._pack_row.has_problems())
        if shown:
            self._sync_characters()
        else:
            self._show_seats(0)

    def sync(self, players: int) -> None:
        self._players = players
        self._sync_teams()
        self._show_seats(players)
        # A longer game has no effect in team play (the teams' grit is 30).
        self._long.setEnabled(self.teams() == "off")
        # Two seats with one character: the engine's reason, and no start until it is mended.
        problem = self.problem(players)
        self._characters_hint.setText(problem)
        self._characters_hint.setVisible(bool(problem))

    def seat_kind_changed(self, seat: int, kind: SeatKind) -> None:
        # A bot's seat is dealt a character at random unless someone picks one for it afterwards.
        if kind is SeatKind.BOT:
            self._characters[seat].setCurrentIndex(0)

    def options(self, players: int) -> dict[str, Any]:
        options: dict[str, Any] = {
            LONG_OPTION: self._long.isChecked() and self.teams() == "off",
            ADVANCED_OPTION: self._advanced.isChecked(),
            TEAMS_OPTION: self.teams(),
            CHARACTERS_OPTION: self._characters_value(players),
        }
        options.update(self._pack_row.options(GAME))
        return options

    def problem(self, players: int) -> str:
        """Why these characters cannot start a game (the engine's reason, translated), or ""."""
        try:
            parse_characters(self._characters_value(players), players, self._character_ids)
        except InvalidOptionError as exc:
            return reason_text(exc.reason, exc.details)
        return ""

    def settings(self) -> dict[str, Any]:
        return {
            "long": self._long.isChecked(),
            "advanced": self._advanced.isChecked(),
            "teams": self._teams.currentData() or "off",
            "pack": self._pack_row.chosen_digest(),
            "characters": [self.character(s) for s in range(len(self._characters))],  # seat by seat
        }

    def restore(self, last: Mapping[str, Any]) -> None:
        self._long.setChecked(last.get("long") is True)
        self._advanced.setChecked(last.get("advanced") is True)
        if isinstance(last.get("teams"), str):
            self.set_teams(last["teams"])
        if isinstance(last.get("pack"), str):
            self._pack_row.choose(last["pack"])

    def restore_seats(self, last: Mapping[str, Any]) -> None:
        # After the seats' kinds: making a seat a bot sets its character back to random.
        characters = last.get("characters")
        if isinstance(characters, list):
            for s, character in enumerate(characters[: len(self._characters)]):
                if isinstance(character, str):
                    self.set_character(s, character)

    def retranslate(self) -> None:
        self._long.setText(QCoreApplication.translate("NewGame", "Longer game: 30 grit each"))
        self._advanced.setText(QCoreApplication.translate("NewGame", "Advanced characters (their abilities)"))
        self._teams_label.setText(QCoreApplication.translate("NewGame", "Teams:"))
        self._pack_row.retranslate()
        for i in range(self._teams.count()):
            self._teams.setItemText(i, QCoreApplication.translate("NewGame", TEAM_NAMES[str(self._teams.itemData(i))]))
        self._retranslate_characters()

    # ------------------------------------------------------------------ values (tests and the dialog's callers)
    @property
    def pack_row(self) -> PackRow:
        """The "Cards and map" row: the house set or a content pack of the data folder."""
        return self._pack_row

    def character(self, seat: int) -> str:
        """The character chosen for ``seat``: an id, or "random"."""
        return str(self._characters[seat].currentData() or RANDOM)

    def set_character(self, seat: int, character: str) -> None:
        self._characters[seat].setCurrentIndex(max(0, self._characters[seat].findData(character)))

    def character_combo(self, seat: int) -> QComboBox:
        return self._characters[seat]

    def teams(self) -> str:
        """The team play chosen ("off", or e.g. "2x2"), among those the number of players allows."""
        return str(self._teams.currentData() or "off")

    def set_teams(self, teams: str) -> None:
        self._teams.setCurrentIndex(max(0, self._teams.findData(teams)))

    def set_long(self, enabled: bool) -> None:
        self._long.setChecked(enabled)

    def set_advanced(self, enabled: bool) -> None:
        self._advanced.setChecked(enabled)

    def seat_team_text(self, seat: int) -> str:
        return self._seat_teams[seat].text()

    # ------------------------------------------------------------------ behaviour
    def _characters_value(self, players: int) -> str:
        return join_characters([self.character(seat) for seat in range(players)])

    def _show_seats(self, players: int) -> None:
        """The characters of the seats at the table, and in team play each seat's team (seats alternate teams)."""
        for seat, combo in enumerate(self._characters):
            combo.setVisible(seat < players and bool(self._character_ids))
        self._character_header.setVisible(players > 0 and bool(self._character_ids))
        teams = TEAM_CHOICES.get(self.teams())
        for seat, label in enumerate(self._seat_teams):
            if teams is None or seat >= players:
                label.setVisible(False)
                label.clear()
                continue
            team = seat % teams[1]
            label.setText(QCoreApplication.translate("NewGame", TEAM_COLOUR_NAMES[team]))
            label.setStyleSheet(f"color: {TEAM_COLOURS[team]}; font-weight: bold;")
            label.setVisible(True)

    def _sync_teams(self) -> None:
        """Offer only the team plays this many players allow (2x2 at 4, 2x3 and 3x2 at 6), keeping the choice
        when it still fits."""
        wanted = ["off"] + [value for value, (count, _) in TEAM_CHOICES.items() if count == self._players]
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

    def _sync_characters(self) -> None:
        """Fill the seats' character lists from the chosen content pack (its own names) when the game is chosen,
        and again when another pack is: a seat keeps its character if the pack has it."""
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

    def _retranslate_characters(self) -> None:
        """"Random" in the reader's language; each character's tooltip its ability on the side the game plays
        (the advanced side's ability, or the basic side, which has none)."""
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

    def _on_pack_row_pack_changed(self) -> None:
        if self._shown:
            self._sync_characters()
        self.changed.emit()
        self.resized.emit()  # another pack's character names may be longer

    def _on_character_current_index_changed(self, *_: Any) -> None:
        for combo in self._characters:
            combo.setToolTip(str(combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) or ""))
        self.changed.emit()

    def _on_advanced_toggled(self, *_: Any) -> None:
        self._retranslate_characters()

    def _on_teams_current_index_changed(self, *_: Any) -> None:
        self.changed.emit()
