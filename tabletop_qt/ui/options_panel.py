"""A game's own rows in the new-game dialog: its options panel, named by its GameSpec (``options_panel``).

The dialog holds what every game has (the game, the players, the seats' names, kinds and bot levels, the bots'
speed, the local network); a game with options of its own adds its rows to the dialog's form, its columns to the
seats' grid and its hints under them through one of these, and the dialog asks it for the setup's options, the
settings it keeps for next time and any reason the table cannot start. Built for each listed game when the dialog
is, so the dialog's one width fits every game's rows; shown only while its game is chosen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFormLayout, QGridLayout, QWidget

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.table.seats import SeatKind


class OptionsPanel(QObject):
    """The interface the new-game dialog knows a game's options by. ``changed``: a choice changed that may change
    what the seats show or whether the table can start (the dialog checks the seats and its OK button again)."""

    changed = Signal()
    resized = Signal()  # rows or columns grew or shrank: the dialog lays itself out again

    def __init__(self, data_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir

    def add_rows(self, form: QFormLayout) -> None:
        """Add the game's rows to the dialog's form (under the rows every game has)."""

    def add_seat_columns(self, grid: QGridLayout, first: int, seats: int) -> int:
        """Add the game's widgets for each seat (row ``seat + 1``; row 0 is for headers) from column ``first``;
        return how many columns it took."""
        return 0

    def hints(self) -> Sequence[QWidget]:
        """Labels the dialog shows under the seats (each hidden until it has something to say)."""
        return ()

    def set_shown(self, shown: bool, form: QFormLayout) -> None:
        """Show or hide the game's rows and columns: its game was chosen, or another one."""

    def sync(self, players: int) -> None:
        """The seats changed (their number, a kind) or a language: follow them (only while the game is shown)."""

    def seat_kind_changed(self, seat: int, kind: SeatKind) -> None:
        """A seat's kind was changed by a person (or a restore)."""

    def options(self, players: int) -> dict[str, Any]:
        """The setup's options the panel chooses."""
        return {}

    def problem(self, players: int) -> str:
        """Why the table cannot start with these choices (translated), or ""."""
        return ""

    def settings(self) -> dict[str, Any]:
        """What the dialog keeps for next time (merged into its own settings: keys of their own)."""
        return {}

    def restore(self, last: Mapping[str, Any]) -> None:
        """Restore ``settings()`` before the seats are (the seats may depend on them)."""

    def restore_seats(self, last: Mapping[str, Any]) -> None:
        """Restore what depends on the seats' kinds, after them."""

    def retranslate(self) -> None:
        """Word the rows in the language now in use."""


def make_options_panels(data_dir: Path | None, parent: QObject | None = None) -> dict[str, OptionsPanel]:
    """An options panel for each listed game whose spec names one, by game id."""
    return {
        spec.game_id: resolve(spec.options_panel)(data_dir, parent)
        for spec in LISTED_SPECS
        if spec.options_panel is not None
    }
