"""Each player's figures on the winner screen: the Figure they are made of, and the look-up of each game's own
(``ui/games/<game>/record.py``, named by its spec's ``record``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import SPECS_BY_ID
from tabletop_qt.table.table import LogEntry


@dataclass(frozen=True)
class Figure:
    """One line of figures: its translated label and each seat's value as shown."""

    label: str
    values: tuple[str, ...]  # values[seat]


def events(log: Sequence[LogEntry], code: str) -> list[dict[str, Any]]:
    """The arguments of every ``code`` event in ``log``, oldest first."""
    return [dict(e.args) for entry in log for e in entry.events if e.code == code]


def _record(game_id: str) -> Any:
    """The game's ``record`` module (its figures, turns and places), or None."""
    path = SPECS_BY_ID[game_id].record if game_id in SPECS_BY_ID else None
    return resolve(path) if path is not None else None


def refine_places(game_id: str, places: Sequence[int], log: Sequence[LogEntry]) -> list[int]:
    """The places as the game ranks them at its end: a game may part ties its outcome leaves (High Noon Saloon: by
    how long each lasted); other games' places are kept."""
    record = _record(game_id)
    refine = getattr(record, "refine_places", None)
    return refine(places, log) if refine is not None else list(places)


def player_figures(game_id: str, view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    """The figures the winner screen shows under each player (none for a game it does not know)."""
    record = _record(game_id)
    return record.figures(view, log) if record is not None else []
