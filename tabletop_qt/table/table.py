"""The Table: the one place a game's actions are judged, applied, logged and undone.

Plain Python: the rules thread wraps it in a QObject (rules_thread/worker.py), the headless tools and the LAN host use
it directly. Every mode of play goes through here, so the rules run in one place.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.core.errors import InvalidActionError, RulesError
from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games import game_for
from tabletop_qt.core.games.specs import is_real_time
from tabletop_qt.table.seats import GameSetup, SeatKind

UNDONE = "table.undone"
# A person asked for a hint: kept in the log (and so in the history), for everyone at the table to read.
HINT_USED = "table.hint_used"


@dataclass(frozen=True)
class LogEntry:
    """One step of the game: who acted (None for set-up), what they did, and what it caused."""

    number: int
    seat: int | None
    action: Any
    events: tuple[Event, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "seat": self.seat,
            "action": self.action,
            "events": [e.to_json() for e in self.events],
        }

    @classmethod
    def from_json(cls, data: Any) -> LogEntry:
        seat = data["seat"]
        number = data["number"]
        if (seat is not None and not isinstance(seat, int)) or not isinstance(number, int):
            raise ValueError("malformed log entry")
        return cls(number, seat, data.get("action"), tuple(Event.from_json(e) for e in data["events"]))


def redact_entry(entry: LogEntry, seat: int | None, redact: Any, redact_action: Any = None) -> LogEntry:
    events = tuple(e for e in (redact(event, seat) for event in entry.events) if e is not None)
    action = entry.action
    if redact_action is not None and action is not None and entry.seat is not None:
        # The action itself may name what the reader may not see (a card passed face down to a teammate).
        action = redact_action(action, entry.seat, seat)
    if (
        action is entry.action
        and len(events) == len(entry.events)
        and all(a is b for a, b in zip(events, entry.events))
    ):
        return entry  # nothing hidden: the same object, so unchanged logs compare by identity
    return LogEntry(entry.number, entry.seat, action, events)


@dataclass(frozen=True)
class Verdict:
    """The answer to an intent: accepted with what it caused, or refused with a reason code."""

    accepted: bool
    reason: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class _UndoPoint:
    state: Any
    log_length: int


class Table:
    def __init__(
        self,
        setup: GameSetup,
        state: Any,
        log: list[LogEntry],
        undo_points: list[_UndoPoint] | None = None,
        version: int = 0,
    ) -> None:
        self.setup = setup
        # The engine of the setup's content pack (the house set unless the options name another).
        self.game = game_for(setup.game_id, setup.options)
        self.state = state
        self.log = log
        self.version = version  # grows by one with every change, undo included
        self._undo_points = undo_points or []
        # Each reader's redacted log, extended as the log grows: every change sends every seat its log, and
        # redacting the whole log each time made that grow with the game (milliseconds per change by its end).
        self._seat_logs: dict[int | None, list[LogEntry]] = {}

    @classmethod
    def new(cls, setup: GameSetup) -> Table:
        game = game_for(setup.game_id, setup.options)
        if not game.min_players <= setup.players <= game.max_players:
            raise InvalidActionError("table.players", players=setup.players)
        state, events = game.new_state_with_events(setup.players, setup.seed, setup.options)
        return cls(setup, state, [LogEntry(0, None, None, tuple(events))])

    # ------------------------------------------------------------------ reading
    @property
    def outcome(self) -> Outcome:
        return self.game.outcome(self.state)

    def current_seats(self) -> tuple[int, ...]:
        return tuple(self.game.current_seats(self.state))

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def log_for(self, seat: int | None) -> tuple[LogEntry, ...]:
        """The log as ``seat`` may read it (None: a spectator): events it may not see are redacted or left out."""
        redact = getattr(self.game, "redact", None)
        if redact is None:
            return tuple(self.log)
        redact_action = getattr(self.game, "redact_action", None)
        entries = self._seat_logs.setdefault(seat, [])  # undo, which cuts the log back, empties these
        entries.extend(redact_entry(entry, seat, redact, redact_action) for entry in self.log[len(entries) :])
        return tuple(entries)

    def legal(self, seat: int) -> list[Any]:
        return [self.game.action_to_json(a) for a in self.game.legal_actions(self.state, seat)]

    def view_hash(self, seat: int | None) -> str:
        """A short hash of what ``seat`` sees: equal on every peer that holds the same view."""
        text = json.dumps(self.view(seat), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    @property
    def real_time(self) -> bool:
        """Every seat may act at any moment (the game says so): intents are judged in arrival order, no undo."""
        return is_real_time(self.setup.game_id)

    @property
    def has_remote_seats(self) -> bool:
        return any(s.kind is SeatKind.REMOTE for s in self.setup.seats)

    def can_undo(self) -> bool:
        # A finished game stays finished: its result is shown and its autosave is gone (ruling, issue 12).
        return (
            bool(self._undo_points)
            and not self.outcome.finished
            and not self.has_remote_seats
            and not self.real_time
        )

    def undo_seat(self) -> int | None:
        """The seat whose action the next undo takes back (None: nothing to take back)."""
        if not self._undo_points:
            return None
        point = self._undo_points[-1]
        return self.log[point.log_length].seat if point.log_length < len(self.log) else None

    # ------------------------------------------------------------------ changing
    def check(self, seat: int, action_json: Any) -> Verdict:
        """Judge an intent without applying it (the UI asks why a choice is not allowed)."""
        try:
            action = self.game.action_from_json(action_json)
            self.game.check(self.state, seat, action)
        except RulesError as exc:
            return Verdict(False, exc.reason, exc.details)
        return Verdict(True)

    def submit(self, seat: int, action_json: Any) -> Verdict:
        if not (0 <= seat < self.setup.players):
            return Verdict(False, "table.no_such_seat")
        try:
            action = self.game.action_from_json(action_json)
            new_state, events = self.game.apply(self.state, seat, action)
        except RulesError as exc:
            return Verdict(False, exc.reason, exc.details)
        if self.setup.seats[seat].kind is SeatKind.HUMAN and not self.real_time:
            # Taking an action back while the other seats play on cannot be fair: real-time games have no undo.
            self._undo_points.append(_UndoPoint(self.state, len(self.log)))
        if self.game.reveals_information(events):
            # Undo must never take a player back to a position where they can use what was just revealed.
            self._undo_points.clear()
        self.state = new_state
        self.version += 1
        self.log.append(LogEntry(len(self.log), seat, self.game.action_to_json(action), tuple(events)))
        return Verdict(True, events=tuple(events))

    def undo(self, seat: int | None = None) -> bool:
        """Go back to before the last local human's action, taking the bots' replies back with it. With ``seat``
        (hot-seat with hidden hands), only when that action was ``seat``'s own: nobody takes back another's move."""
        if not self.can_undo():
            return False
        undone_by = self.undo_seat()
        if seat is not None and undone_by != seat:
            return False
        point = self._undo_points.pop()
        self.state = point.state
        del self.log[point.log_length :]
        self._seat_logs.clear()
        self.log.append(LogEntry(len(self.log), undone_by, None, (Event(UNDONE, {"seat": undone_by}),)))
        self.version += 1
        return True

    def note_hint(self, seat: int) -> bool:
        """Log that ``seat`` (a person) was shown a hint. Not a move: the state and its version stay, so nothing
        that waits on the position (a bot's search, a countdown) starts again."""
        if not (0 <= seat < self.setup.players) or self.outcome.finished:
            return False
        last = self.log[-1] if self.log else None
        if last is not None and last.action is None and last.seat == seat and any(e.code == HINT_USED for e in last.events):
            return False  # noted already since the last change: one note says it (and a flood of them adds nothing)
        self.log.append(LogEntry(len(self.log), seat, None, (Event(HINT_USED, {"seat": seat}),)))
        return True

    # ------------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        return {
            "setup": self.setup.to_json(),
            "rules_version": self.game.rules_version,
            "version": self.version,
            "state": self.game.state_to_json(self.state),
            "log": [e.to_json() for e in self.log],
            "undo": [
                {"state": self.game.state_to_json(p.state), "log_length": p.log_length} for p in self._undo_points
            ],
        }

    @classmethod
    def from_json(cls, data: Any) -> Table:
        """Raises ValueError, KeyError, TypeError or InvalidStateError on anything that is not a table."""
        setup = GameSetup.from_json(data["setup"])
        game = game_for(setup.game_id, setup.options)  # UnknownPackError: the save's pack is not here
        state = game.state_from_json(data["state"])
        log = [LogEntry.from_json(e) for e in data["log"]]
        points = [_UndoPoint(game.state_from_json(p["state"]), p["log_length"]) for p in data.get("undo", [])]
        if not all(isinstance(p.log_length, int) and 0 < p.log_length <= len(log) for p in points):
            raise ValueError("malformed undo point")
        version = data["version"]
        if not isinstance(version, int):
            raise ValueError("malformed version")
        # A state says its players as a count (most games) or as one entry per seat (High Noon Saloon).
        players = getattr(state, "players", setup.players)
        if (players if isinstance(players, int) else len(players)) != setup.players:
            raise ValueError("seats and state disagree")
        return cls(setup, state, log, points, version)
