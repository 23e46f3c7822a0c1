"""Saved tables on disk: written atomically, read with a clear reason when they cannot be used.

A save that cannot be read is never deleted: it is set aside under a new name so nothing is lost, and the
reason code is given to the UI to word.
"""

from __future__ import annotations

import enum
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tabletop_qt import __version__
from tabletop_qt.bots import LEVELS, bot_speed, split_level
from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.table import AUTOSAVE_NAME  # noqa: F401  (re-exported: where saves are named)
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table

FORMAT = "tabletop-qt-save"
FORMAT_VERSION = 1
# json's C encoder holds the interpreter lock for a whole call: a long game's table (its log grows all game) in
# one call kept the GUI thread from painting for milliseconds. The save is encoded a piece at a time instead --
# the envelope's and the table's fields one by one, a list among them (the log, the undo points) item by item --
# so Python can hand the lock over between pieces. The text is the same as one json.dumps would give.
_ENCODER = json.JSONEncoder(separators=(",", ":"))
_PIECE_DEPTH = 3  # the envelope, the table, their lists; anything deeper is encoded whole


class SaveProblem(enum.Enum):
    UNREADABLE = "save.unreadable"  # the file system refused
    NOT_JSON = "save.not_json"  # truncated or garbage bytes
    NOT_A_SAVE = "save.not_a_save"  # JSON, but not ours
    TOO_NEW = "save.too_new"  # written by a newer version of the app
    UNKNOWN_GAME = "save.unknown_game"
    DAMAGED = "save.damaged"  # ours, but the game inside does not hold together
    PACK_MISSING = "save.pack_missing"  # its content pack is gone from the data folder, or changed since


class SaveError(Exception):
    def __init__(self, problem: SaveProblem, path: Path, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {path}: {detail}")
        self.problem = problem
        self.path = path
        self.detail = detail


def table_to_save(table: Table) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "saved_at": time.time(),
        "table": table.to_json(),
    }


def encode_pieces(value: Any, depth: int = _PIECE_DEPTH) -> Iterator[str]:
    """``value`` as compact JSON, in pieces whose concatenation is ``json.dumps(value, separators=(",", ":"))``."""
    if depth > 0 and isinstance(value, dict) and all(isinstance(key, str) for key in value):
        yield "{"
        for i, (key, item) in enumerate(value.items()):
            yield ("," if i else "") + _ENCODER.encode(key) + ":"
            yield from encode_pieces(item, depth - 1)
        yield "}"
    elif depth > 0 and isinstance(value, list):
        yield "["
        for i, item in enumerate(value):
            yield ("," if i else "") + _ENCODER.encode(item)
        yield "]"
    else:
        yield _ENCODER.encode(value)


def write_save(table: Table, path: Path) -> None:
    """Write to a temporary file and rename it over the old one: a crash mid-write never leaves half a save."""
    write_text_atomically(path, "".join(encode_pieces(table_to_save(table))))


def write_text_atomically(path: Path, text: str) -> None:
    """``text`` into ``path`` through a temporary file renamed over it (saves, history records, their index)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        # A disk that filled up or a rename that was refused must not leave half a file lying about.
        tmp.unlink(missing_ok=True)
        raise


def read_save(path: Path) -> Table:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(SaveProblem.UNREADABLE, path, str(exc)) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # ValueError: bad UTF-8, bad JSON, an integer too long to convert
        raise SaveError(SaveProblem.NOT_JSON, path, str(exc)) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(SaveProblem.NOT_A_SAVE, path)
    version = data.get("format_version")
    if not isinstance(version, int):
        raise SaveError(SaveProblem.NOT_A_SAVE, path)
    if version > FORMAT_VERSION:
        raise SaveError(SaveProblem.TOO_NEW, path, str(version))
    table_data = data.get("table")
    try:
        game_id = table_data["setup"]["game"]  # type: ignore[index]
    except (TypeError, KeyError) as exc:
        raise SaveError(SaveProblem.DAMAGED, path, "no game") from exc
    from tabletop_qt.core.games import GAMES, UnknownPackError

    if not isinstance(game_id, str):
        raise SaveError(SaveProblem.DAMAGED, path, "game id is not a string")
    if game_id not in GAMES:
        raise SaveError(SaveProblem.UNKNOWN_GAME, path, str(game_id))
    try:
        table = Table.from_json(table_data)
    except UnknownPackError as exc:
        # The detail is the pack's hash: the interface says the pack is missing, the file keeps the game.
        raise SaveError(SaveProblem.PACK_MISSING, path, exc.digest) from exc
    except (InvalidStateError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveError(SaveProblem.DAMAGED, path, str(exc)) from exc
    for seat in table.setup.seats:
        # The rules thread could not seat a bot of a level (or, in a real-time game, a speed) this app lacks.
        if seat.kind is SeatKind.BOT and seat.level is not None:
            level, _speed = split_level(seat.level)
            try:
                bot_speed(table.setup.game_id, seat.level)
            except ValueError as exc:
                raise SaveError(SaveProblem.DAMAGED, path, str(exc)) from exc
            if level not in LEVELS:
                raise SaveError(SaveProblem.DAMAGED, path, f"unknown bot level {seat.level!r}")
    return table


def set_aside(path: Path) -> Path | None:
    """Move an unusable save out of the way under a new name, keeping its bytes for the user."""
    target = path.with_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
