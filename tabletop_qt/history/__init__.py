"""Finished games kept in the data folder's history/: records (record.py), replays (replay.py), the folder
(store.py), and how finished tables become records (recorder.py). Plain Python, never Qt.

Importing the package is cheap (the window names the folder at start-up); the modules load on first use.
"""

from __future__ import annotations

from typing import Any

HISTORY_FOLDER = "history"  # under the app's data folder

_LAZY = {
    "FORMAT": "record",
    "FORMAT_VERSION": "record",
    "HistoryError": "record",
    "HistoryMode": "record",
    "HistoryProblem": "record",
    "HistoryRecord": "record",
    "Replay": "replay",
    "HistoryStore": "store",
    "HistorySummary": "store",
    "PersonStats": "store",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(name)
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
