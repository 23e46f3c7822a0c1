"""The history folder: one JSON file per finished game, written atomically, listed, counted, exported, imported.

A file that cannot be read is skipped and reported (``problems()``), never deleted: it may be a newer app's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_qt.core.games.specs import SPECS
from tabletop_qt.core.ranking import Better
from tabletop_qt.history import HISTORY_FOLDER  # noqa: F401  (re-exported: the folder's name)
from tabletop_qt.history.record import (
    HistoryError,
    HistoryMode,
    HistoryProblem,
    HistoryRecord,
    valid_record_id,
)
from tabletop_qt.table.saves import encode_pieces, write_text_atomically

SUFFIX = ".json"
# Where the analyses of the records are kept (tabletop_qt/analysis/store.py): a dot folder, never listed as records.
ANALYSIS_FOLDER = ".analysis"
# The summaries of the records, by file (with its size and time): listing a long history then reads one small file
# instead of every record (a network game's record keeps a view per change: up to about a megabyte). Rebuilt from
# the records whenever it is missing, damaged, or a file changed.
INDEX_NAME = ".index.json"
INDEX_VERSION = 1
# Which way each game's Outcome.scores point: its GameSpec's scores_better.
SCORES_BETTER: dict[str, Better] = {spec.game_id: spec.scores_better for spec in SPECS}


@dataclass(frozen=True)
class HistorySummary:
    id: str
    game_id: str
    finished_at: float
    mode: HistoryMode
    players: tuple[str, ...]
    winners: tuple[str, ...]
    viewer: int | None
    # Also known, for the list's sake: which seats were the people here, and their scores if the game keeps any.
    people: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    winner_seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class PersonStats:
    game_id: str
    name: str
    played: int
    won: int
    best_score: int | None  # None when the game keeps no scores


def summary_to_json(summary: HistorySummary) -> dict[str, Any]:
    return {
        "id": summary.id,
        "game": summary.game_id,
        "finished_at": summary.finished_at,
        "mode": summary.mode.value,
        "players": list(summary.players),
        "winners": list(summary.winners),
        "viewer": summary.viewer,
        "people": list(summary.people),
        "scores": list(summary.scores),
        "winner_seats": list(summary.winner_seats),
    }


def summary_from_json(data: Any) -> HistorySummary:
    """ValueError/KeyError/TypeError on anything that is not a summary (the index is then rebuilt)."""

    def strings(key: str) -> tuple[str, ...]:
        values = data[key]
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise ValueError(key)
        return tuple(values)

    def ints(key: str) -> tuple[int, ...]:
        values = data[key]
        if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise ValueError(key)
        return tuple(values)

    viewer = data["viewer"]
    if not (viewer is None or (isinstance(viewer, int) and not isinstance(viewer, bool))):
        raise ValueError("viewer")
    if not valid_record_id(data["id"]) or not isinstance(data["game"], str):
        raise ValueError("id")
    finished_at = data["finished_at"]
    if not isinstance(finished_at, (int, float)) or isinstance(finished_at, bool):
        raise ValueError("finished_at")
    return HistorySummary(
        data["id"],
        data["game"],
        float(finished_at),
        HistoryMode(data["mode"]),
        strings("players"),
        strings("winners"),
        viewer,
        ints("people"),
        ints("scores"),
        ints("winner_seats"),
    )


def summary_of(record: HistoryRecord) -> HistorySummary:
    names = record.names
    return HistorySummary(
        record.id,
        record.game_id,
        record.finished_at,
        record.mode,
        names,
        tuple(names[w] for w in record.winners if 0 <= w < len(names)),
        record.viewer,
        record.people(),
        record.outcome.scores,
        record.winners,
    )


def record_text(record: HistoryRecord) -> str:
    """The record's file content. Encoded a piece at a time (table/saves.py's encode_pieces) so a long game's views
    never hold the interpreter lock at once."""
    return "".join(encode_pieces(record.to_json()))


def write_record(record: HistoryRecord, path: Path, text: str | None = None) -> None:
    """Write to a temporary file and rename it over: a crash mid-write never leaves half a record. ``text``: the
    record's content encoded already (``record_text``), so that only the file's writing is left."""
    write_text_atomically(path, record_text(record) if text is None else text)


def read_record(path: Path) -> HistoryRecord:
    """The record in ``path``, checked as far as its form goes (HistoryError otherwise); the replay checks its
    steps (history/replay.py)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise HistoryError(HistoryProblem.UNREADABLE, path, str(exc)) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # bad UTF-8, bad JSON, an integer too long to convert
        raise HistoryError(HistoryProblem.NOT_JSON, path, str(exc)) from exc
    try:
        return HistoryRecord.from_json(data, path)
    except HistoryError as exc:
        if exc.path is None:
            raise HistoryError(exc.problem, path, exc.detail) from exc
        raise


class HistoryStore:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._problems: list[HistoryError] = []
        # Summaries by file, kept while the file's size and time stay the same: listing again reads only new files.
        self._cache: dict[str, tuple[int, int, HistorySummary]] = {}

    def path_of(self, record_id: str) -> Path:
        if not valid_record_id(record_id):
            raise ValueError(f"not a history record id: {record_id!r}")
        return self.folder / f"{record_id}{SUFFIX}"

    # ------------------------------------------------------------------ writing
    def write(self, record: HistoryRecord, text: str | None = None) -> Path:
        path = self.path_of(record.id)
        write_record(record, path, text)
        return path

    def delete(self, record_id: str) -> None:
        self.path_of(record_id).unlink(missing_ok=True)
        # Its analyses go with it (analysis/store.py keeps them in this folder's ANALYSIS_FOLDER).
        analyses = self.folder / ANALYSIS_FOLDER
        if analyses.is_dir():
            for path in analyses.glob(f"{record_id}.*.json"):
                path.unlink(missing_ok=True)
        self._cache.pop(f"{record_id}{SUFFIX}", None)

    # ------------------------------------------------------------------ reading
    def load(self, record_id: str) -> HistoryRecord:
        return read_record(self.path_of(record_id))

    def list(self, game_id: str | None = None) -> list[HistorySummary]:
        """Every readable record (of ``game_id``), newest first; the unreadable ones go to ``problems()``."""
        self._problems = []
        summaries: list[HistorySummary] = []
        try:
            files = sorted(
                p for p in self.folder.iterdir() if p.suffix == SUFFIX and not p.name.startswith(".") and p.is_file()
            )
        except FileNotFoundError:
            files = []
        except OSError as exc:
            self._problems.append(HistoryError(HistoryProblem.UNREADABLE, self.folder, str(exc)))
            files = []
        if not self._cache and files:
            self._read_index()
        known = dict(self._cache)
        seen = set()
        for path in files:
            seen.add(path.name)
            summary = self._summary(path)
            if summary is not None and game_id in (None, summary.game_id):
                summaries.append(summary)
        for name in list(self._cache):
            if name not in seen:
                del self._cache[name]
        if self._cache != known:
            self._write_index()
        summaries.sort(key=lambda s: (s.finished_at, s.id), reverse=True)
        return summaries

    def _read_index(self) -> None:
        try:
            data = json.loads((self.folder / INDEX_NAME).read_text(encoding="utf-8"))
            if data.get("version") != INDEX_VERSION:
                return
            for name, (mtime_ns, size, summary) in data["files"].items():
                entry = summary_from_json(summary)
                if isinstance(mtime_ns, int) and isinstance(size, int) and name == f"{entry.id}{SUFFIX}":
                    self._cache[name] = (mtime_ns, size, entry)
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            self._cache.clear()  # no index, or not one we can trust: the records themselves are read

    def _write_index(self) -> None:
        files = {name: [m, n, summary_to_json(summary)] for name, (m, n, summary) in self._cache.items()}
        try:
            write_text_atomically(self.folder / INDEX_NAME, json.dumps({"version": INDEX_VERSION, "files": files}))
        except OSError:
            pass  # only a shortcut: the next listing reads the records again

    def problems(self) -> list[HistoryError]:
        """The files the last ``list()`` skipped, each with why."""
        return list(self._problems)

    def _summary(self, path: Path) -> HistorySummary | None:
        try:
            stat = path.stat()
        except OSError as exc:
            self._problems.append(HistoryError(HistoryProblem.UNREADABLE, path, str(exc)))
            return None
        cached = self._cache.get(path.name)
        if cached is not None and cached[:2] == (stat.st_mtime_ns, stat.st_size):
            return cached[2]
        try:
            record = read_record(path)
        except HistoryError as exc:
            self._problems.append(exc)
            return None
        if path.stem != record.id:
            self._problems.append(HistoryError(HistoryProblem.DAMAGED, path, "the file name is not its id"))
            return None
        summary = summary_of(record)
        self._cache[path.name] = (stat.st_mtime_ns, stat.st_size, summary)
        return summary

    def stats(self, game_id: str | None = None) -> list[PersonStats]:
        """Per game and per person at this computer (``record.people()``): games played, won, best score. Sorted
        by game, then by most played."""
        table: dict[tuple[str, str], list[int | None]] = {}
        for summary in self.list(game_id):
            better = SCORES_BETTER.get(summary.game_id, Better.HIGHER)
            for seat in summary.people:
                if not 0 <= seat < len(summary.players):
                    continue
                key = (summary.game_id, summary.players[seat])
                row = table.setdefault(key, [0, 0, None])
                row[0] = (row[0] or 0) + 1
                if seat in summary.winner_seats:
                    row[1] = (row[1] or 0) + 1
                if seat < len(summary.scores):
                    score = summary.scores[seat]
                    best = row[2]
                    if best is None or (score > best if better is Better.HIGHER else score < best):
                        row[2] = score
        out = [
            PersonStats(game, name, int(row[0] or 0), int(row[1] or 0), row[2]) for (game, name), row in table.items()
        ]
        out.sort(key=lambda s: (s.game_id, -s.played, s.name))
        return out

    # ------------------------------------------------------------------ one file out and in
    def export(self, record_id: str, path: Path) -> None:
        write_record(self.load(record_id), Path(path))

    def import_file(self, path: Path) -> HistoryRecord:
        """Read one exported record, check it through and through (its replay is built once), keep it in this
        history like the others and return it. HistoryError says why a file is refused."""
        from tabletop_qt.history.replay import Replay

        path = Path(path)
        record = read_record(path)
        try:
            Replay(record)
        except HistoryError as exc:
            raise HistoryError(exc.problem, path, exc.detail) from exc
        self.write(record)
        return record

