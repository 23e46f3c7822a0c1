"""The rules thread's history sink: a finished game's record(s) written into the history folder, once per table,
after its last update went out (history/recorder.py says what a local, hot-seat or hosted LAN game keeps).

Owned by TableWorker (worker.py) in the "rules" QThread; history/ itself knows nothing of threads.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tabletop_qt.table.table import Table

log = logging.getLogger(__name__)


class HistoryKeeper(QObject):
    written = Signal(str)  # a finished game's record was written to this file (history/store.py)

    def __init__(self, history_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dir = history_dir  # None: a table that keeps no history (a headless peer)
        self._kept: Table | None = None  # the table whose finished game is in the history already

    def keep(self, table: Table | None) -> None:
        """Write ``table``'s records if its game is finished and they are not written yet."""
        if table is None or self._dir is None or not table.outcome.finished or self._kept is table:
            return
        self._kept = table
        from tabletop_qt.history.record import HistoryError
        from tabletop_qt.history.recorder import records_for_table
        from tabletop_qt.history.store import HistoryStore

        try:
            records = records_for_table(table)
        except HistoryError as exc:
            # The table's own log does not replay to its result: a bug to report, not a reason to stop the game.
            log.error("the finished game cannot be kept in the history: %s", exc)
            return
        store = HistoryStore(self._dir)
        for record in records:
            try:
                path = store.write(record)
            except OSError as exc:
                log.warning("cannot write the history record %s: %s", record.id, exc)
                continue
            self.written.emit(str(path))
