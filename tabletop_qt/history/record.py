"""A finished game as it is kept in the history: its setup, names, result and steps, and its JSON form.

Plain Python (never imports Qt). Two kinds of steps:

- LOCAL / HOT_SEAT: the table's full log. Every position is recomputed from ``setup.seed`` and the logged actions
  (history/replay.py), so any seat's view, or every hand at once, can be shown exactly.
- NETWORK: what one seat of a table on the LAN saw -- its view after each change and the log as it could read it
  (redacted). Nothing else is known here, and nothing else is kept.
"""

from __future__ import annotations

import enum
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_qt.core.game import JSON, Outcome
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import LogEntry

FORMAT = "tabletop-qt-history"
FORMAT_VERSION = 1
# A record's id names its file: letters, digits, "-" and "_" only, so an imported record cannot name a path.
_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")


class HistoryMode(enum.Enum):
    LOCAL = "local"  # one person (or nobody: bots only) at this computer
    HOT_SEAT = "hot_seat"  # several people sharing this computer
    NETWORK = "network"  # a table on the LAN, hosted or joined: one seat's point of view


class HistoryProblem(enum.Enum):
    """Why a history file or record cannot be used; the interface words each code (ui/texts.py)."""

    NOT_JSON = "history.not_json"  # truncated or garbage bytes
    NOT_A_REPLAY = "history.not_a_replay"  # JSON, but not one of our records
    TOO_NEW = "history.too_new"  # written by a newer version of the app (format or rules)
    UNKNOWN_GAME = "history.unknown_game"
    DAMAGED = "history.damaged"  # ours, but it does not hold together (an action the rules refuse, a wrong count)
    UNREADABLE = "history.unreadable"  # the file system refused
    PACK_MISSING = "history.pack_missing"  # played with a content pack this computer does not have


class HistoryError(Exception):
    def __init__(self, problem: HistoryProblem, path: Path | None = None, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {path or '-'}: {detail}")
        self.problem = problem
        self.path = path
        self.detail = detail


def new_record_id(finished_at: float) -> str:
    """Time first (files sort by it), then random hex so two games ending in one second never collide."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime(finished_at)) + "-" + secrets.token_hex(4)


def valid_record_id(record_id: object) -> bool:
    return isinstance(record_id, str) and _ID.match(record_id) is not None


@dataclass(frozen=True)
class HistoryRecord:
    id: str
    game_id: str
    finished_at: float
    mode: HistoryMode
    viewer: int | None  # NETWORK: the seat this computer played (None: a spectator); else None
    setup: GameSetup
    outcome: Outcome
    app_version: str
    log: tuple[LogEntry, ...]  # LOCAL/HOT_SEAT: the full log; NETWORK: as the viewer could read it
    views: tuple[JSON, ...] = ()  # NETWORK only: the viewer's view at each position (0 = the start)
    log_lengths: tuple[int, ...] = ()  # NETWORK only: how many log entries were known at each position
    rules_version: int = 1  # the engine's rules version the game was played under

    # ------------------------------------------------------------------ reading
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.setup.seats)

    def people(self) -> tuple[int, ...]:
        """The seats of the people at this computer (those the statistics count)."""
        if self.mode is HistoryMode.NETWORK:
            return () if self.viewer is None else (self.viewer,)
        return tuple(i for i, seat in enumerate(self.setup.seats) if seat.kind is SeatKind.HUMAN)

    @property
    def winners(self) -> tuple[int, ...]:
        return self.outcome.winners

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "app_version": self.app_version,
            "id": self.id,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "finished_at": self.finished_at,
            "mode": self.mode.value,
            "viewer": self.viewer,
            "setup": self.setup.to_json(),
            "outcome": self.outcome.to_json(),
            "log": [entry.to_json() for entry in self.log],
        }
        if self.mode is HistoryMode.NETWORK:
            data["views"] = list(self.views)
            data["log_lengths"] = list(self.log_lengths)
        return data

    @classmethod
    def from_json(cls, data: Any, path: Path | None = None) -> HistoryRecord:
        """Strict: NOT_A_REPLAY for anything not ours, TOO_NEW for a newer format, UNKNOWN_GAME, else DAMAGED for
        a record that does not hold together (replay.py checks the steps themselves)."""
        check_envelope(data, path)
        from tabletop_qt.core.games import ALL_GAMES

        game_id = data.get("game")
        if not isinstance(game_id, str):
            raise HistoryError(HistoryProblem.DAMAGED, path, "game id is not a string")
        if game_id not in ALL_GAMES:
            raise HistoryError(HistoryProblem.UNKNOWN_GAME, path, game_id)
        rules_version = data.get("rules_version", 1)
        if not _is_int(rules_version):
            raise HistoryError(HistoryProblem.DAMAGED, path, "rules version")
        if rules_version > ALL_GAMES[game_id].rules_version:
            raise HistoryError(HistoryProblem.TOO_NEW, path, f"rules version {rules_version}")
        try:
            return cls._parse(data, game_id, rules_version)
        except HistoryError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise HistoryError(HistoryProblem.DAMAGED, path, str(exc) or type(exc).__name__) from exc

    @classmethod
    def _parse(cls, data: dict[str, Any], game_id: str, rules_version: int) -> HistoryRecord:
        record_id = data["id"]
        if not valid_record_id(record_id):
            raise ValueError("record id is not a file-name-safe string")
        finished_at = data["finished_at"]
        if not isinstance(finished_at, (int, float)) or isinstance(finished_at, bool):
            raise ValueError("finished_at is not a number")
        mode = HistoryMode(data["mode"])
        setup = GameSetup.from_json(data["setup"])
        if setup.game_id != game_id:
            raise ValueError("the setup names another game")
        viewer = data.get("viewer")
        if viewer is not None and not (_is_int(viewer) and 0 <= viewer < setup.players):
            raise ValueError("viewer is not a seat")
        if mode is not HistoryMode.NETWORK and viewer is not None:
            raise ValueError("only a network record has a viewer")
        outcome = outcome_from_json(data["outcome"], setup.players)
        log_data = data["log"]
        if not isinstance(log_data, list):
            raise ValueError("log is not a list")
        log = tuple(LogEntry.from_json(entry) for entry in log_data)
        for entry in log:
            if entry.seat is not None and not 0 <= entry.seat < setup.players:
                raise ValueError("a log entry names no seat of this table")
        views: tuple[JSON, ...] = ()
        lengths: tuple[int, ...] = ()
        if mode is HistoryMode.NETWORK:
            views_data, lengths_data = data["views"], data["log_lengths"]
            if not isinstance(views_data, list) or not isinstance(lengths_data, list):
                raise ValueError("views or log lengths are not lists")
            if not views_data or len(views_data) != len(lengths_data):
                raise ValueError("one log length per view expected")
            if not all(_is_int(n) for n in lengths_data):
                raise ValueError("log lengths are not whole numbers")
            views, lengths = tuple(views_data), tuple(lengths_data)
        app_version = data.get("app_version", "")
        if not isinstance(app_version, str):
            raise ValueError("app version is not a string")
        return cls(
            record_id, game_id, float(finished_at), mode, viewer, setup, outcome, app_version, log, views, lengths,
            rules_version,
        )


def check_envelope(data: Any, path: Path | None = None) -> None:
    """NOT_A_REPLAY unless ``data`` says it is one of our history records; TOO_NEW for a newer format."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryError(HistoryProblem.NOT_A_REPLAY, path)
    version = data.get("format_version")
    if not _is_int(version):
        raise HistoryError(HistoryProblem.NOT_A_REPLAY, path, "no format version")
    if version > FORMAT_VERSION:
        raise HistoryError(HistoryProblem.TOO_NEW, path, f"format version {version}")


def outcome_from_json(data: Any, players: int) -> Outcome:
    if not isinstance(data, dict) or not isinstance(data.get("finished"), bool):
        raise ValueError("malformed outcome")
    winners, scores = data.get("winners", []), data.get("scores", [])
    if not isinstance(winners, list) or not all(_is_int(w) and 0 <= w < players for w in winners):
        raise ValueError("malformed winners")
    if not isinstance(scores, list) or not all(_is_int(s) for s in scores):
        raise ValueError("malformed scores")
    reason = data.get("reason", "")
    if not isinstance(reason, str):
        raise ValueError("malformed outcome reason")
    return Outcome(data["finished"], tuple(winners), tuple(scores), reason)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
