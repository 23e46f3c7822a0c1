"""The rules thread's history sink: a finished game's record(s) written into the history folder, once per table
(history/recorder.py says what a local, hot-seat or hosted LAN game keeps).

A record is made and encoded (``prepare``) before the game's last update goes out, and only written to its file
(``keep``) after. Making and encoding it is the rules thread's Python: done after the update, it ran while the GUI
thread handled and painted the last position and opened the winner screen, and held the interpreter lock against
them (gui_stall.py: 2-6 ms of CPU over 6-20 ms of wall time at a Tea Time game's end, 15 ms of CPU over 82 ms at
High Noon Saloon's, the last position's handler waiting). Before the update goes out the GUI thread is idle: it has
painted the position before, and the bots leave a frame between moves. Writing the file and its fsync let go of the
lock.

Owned by TableWorker (worker.py) in the "rules" QThread; history/ itself knows nothing of threads.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_qt.table.table import Table

log = logging.getLogger(__name__)


class HistoryKeeper(QObject):
    written = Signal(str)  # a finished game's record was written to this file (history/store.py)
    # The record just written, as its file holds it: the winner screen's Replay takes it without reading the file
    # back (parsing a long game's record held the GUI thread 5 ms at High Noon Saloon's end).
    kept = Signal(object)

    def __init__(self, history_dir: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dir = history_dir  # None: a table that keeps no history (a headless peer)
        self._kept: Table | None = None  # the table whose finished game is in the history already
        # The table whose records are made and encoded, waiting for ``keep``: (table, [(record, text), ...]).
        self._prepared: tuple[Table, list[tuple[Any, str]]] | None = None

    def _due(self, table: Table | None) -> bool:
        return table is not None and self._dir is not None and table.outcome.finished and self._kept is not table

    def prepare(self, table: Table | None) -> None:
        """Make and encode ``table``'s records now if its game is finished and they are not written yet: call it
        before the update that shows the end goes out, then ``keep`` after."""
        if not self._due(table) or (self._prepared is not None and self._prepared[0] is table):
            return
        assert table is not None
        from tabletop_qt.history.record import HistoryError
        from tabletop_qt.history.recorder import records_for_table
        from tabletop_qt.history.store import record_text

        try:
            records = records_for_table(table)
        except HistoryError as exc:
            # The table's own log does not replay to its result: a bug to report, not a reason to stop the game.
            log.error("the finished game cannot be kept in the history: %s", exc)
            self._kept = table
            return
        self._prepared = (table, [(record, record_text(record)) for record in records])

    def keep(self, table: Table | None) -> None:
        """Write ``table``'s records if its game is finished and they are not written yet (made now if ``prepare``
        did not make them)."""
        if not self._due(table):
            return
        assert table is not None
        self.prepare(table)
        prepared, self._prepared = self._prepared, None
        self._kept = table
        if prepared is None or prepared[0] is not table:
            return  # its records could not be made (logged)
        from tabletop_qt.history.store import HistoryStore

        store = HistoryStore(self._dir)
        for record, text in prepared[1]:
            try:
                path = store.write(record, text)
            except OSError as exc:
                log.warning("cannot write the history record %s: %s", record.id, exc)
                continue
            self.written.emit(str(path))
            self.kept.emit(record)
