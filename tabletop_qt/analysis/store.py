"""Analyses kept beside the history records (``<history>/.analysis/<record id>.<seat>.json``), so a game is analysed
once per seat: the replay window shows a kept analysis at once. The folder starts with a dot, so the history's
listing never takes these files for records; deleting a record deletes its analyses (HistoryStore.delete)."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop_qt.analysis.game import GameAnalysis
from tabletop_qt.history.record import valid_record_id
from tabletop_qt.history.store import ANALYSIS_FOLDER
from tabletop_qt.table.saves import write_text_atomically

FOLDER = ANALYSIS_FOLDER  # named by the history, which deletes a record's analyses with it


class AnalysisStore:
    def __init__(self, history_folder: Path) -> None:
        self.folder = Path(history_folder) / FOLDER

    def path_of(self, record_id: str, seat: int) -> Path:
        if not valid_record_id(record_id) or not isinstance(seat, int):
            raise ValueError(f"not a record id and seat: {record_id!r}, {seat!r}")
        return self.folder / f"{record_id}.{seat}.json"

    def load(self, record_id: str, seat: int) -> GameAnalysis | None:
        """The kept analysis, or None (none kept, or one this version cannot read: it is computed again)."""
        try:
            data = json.loads(self.path_of(record_id, seat).read_text(encoding="utf-8"))
            analysis = GameAnalysis.from_json(data)
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            return None
        return analysis if (analysis.record_id, analysis.seat) == (record_id, seat) else None

    def save(self, analysis: GameAnalysis) -> Path:
        path = self.path_of(analysis.record_id, analysis.seat)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomically(path, json.dumps(analysis.to_json()))
        return path

    def delete(self, record_id: str) -> None:
        if not valid_record_id(record_id) or not self.folder.is_dir():
            return
        for path in self.folder.glob(f"{record_id}.*.json"):
            path.unlink(missing_ok=True)
