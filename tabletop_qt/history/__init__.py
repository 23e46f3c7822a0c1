"""Finished games kept in the data folder's history/: records, replays, the store. Plain Python, never Qt."""

from __future__ import annotations

from tabletop_qt.history.record import (
    FORMAT,
    FORMAT_VERSION,
    HistoryError,
    HistoryMode,
    HistoryProblem,
    HistoryRecord,
)
from tabletop_qt.history.store import HISTORY_FOLDER, HistoryStore, HistorySummary, PersonStats

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "HISTORY_FOLDER",
    "HistoryError",
    "HistoryMode",
    "HistoryProblem",
    "HistoryRecord",
    "HistoryStore",
    "HistorySummary",
    "PersonStats",
]
