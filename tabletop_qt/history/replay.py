"""Step through a finished game: every position, as any seat saw it (or only the one seat a network record kept).

A LOCAL / HOT_SEAT record keeps the table's full log: the positions are recomputed here from the setup's seed and
the logged actions, applied in order through the game's own rules (a real-time game's too: the referee's "ready"
and the slaps the table made are actions in its log). Entries without an action are the set-up and undo markers
(``table.undone``): the log keeps only the actions that stood, so replaying them gives the game's final line. Every
action must be accepted and cause the very events the log recorded, and the last position must have the recorded
result; otherwise the record is DAMAGED.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from tabletop_qt.core.errors import RulesError
from tabletop_qt.core.game import JSON, Outcome
from tabletop_qt.history.record import HistoryError, HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.table import LogEntry, redact_entry


def json_hash(value: JSON) -> str:
    """sha256 of compact, key-sorted JSON: the first 16 hex digits (as Table.view_hash)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _normal(value: Any) -> Any:
    """``value`` as it reads back from JSON (tuples become lists), to compare what the rules say with the log."""
    return json.loads(json.dumps(value))


class Replay:
    def __init__(self, record: HistoryRecord) -> None:
        self.record = record
        from tabletop_qt.core.games import UnknownPackError, game_for

        try:
            self.game: Any = game_for(record.game_id, record.setup.options)
        except UnknownPackError as exc:
            raise HistoryError(HistoryProblem.PACK_MISSING, None, exc.digest) from exc
        except KeyError as exc:
            raise HistoryError(HistoryProblem.UNKNOWN_GAME, None, record.game_id) from exc
        if not record.outcome.finished:
            raise HistoryError(HistoryProblem.DAMAGED, None, "the game did not finish")
        self._states: list[Any] = []
        self._entry_of: list[int | None] = []  # per position: the log index of the action that led to it
        self._log_end: list[int] = []  # per position: how many log entries were known there
        self._seat_logs: dict[int | None, list[LogEntry]] = {}
        self._actors_network: list[int | None] = []  # NETWORK: who made the change that led to each position
        if record.mode is HistoryMode.NETWORK:
            self._check_network()
        else:
            self._recompute()

    # ------------------------------------------------------------------ building
    def _recompute(self) -> None:
        record, game = self.record, self.game
        log = record.log
        if not log or log[0].action is not None or log[0].seat is not None:
            raise HistoryError(HistoryProblem.DAMAGED, None, "the log does not start with the set-up")
        try:
            state, events = game.new_state_with_events(record.setup.players, record.setup.seed, record.setup.options)
        except (RulesError, ValueError, KeyError, TypeError) as exc:
            raise HistoryError(HistoryProblem.DAMAGED, None, f"set-up: {exc}") from exc
        if _normal([e.to_json() for e in events]) != _normal([e.to_json() for e in log[0].events]):
            raise HistoryError(HistoryProblem.DAMAGED, None, "the set-up differs from the log's")
        self._states.append(state)
        self._entry_of.append(None)
        for index, entry in enumerate(log[1:], start=1):
            if entry.action is None:
                continue  # an undo marker: what it took back is no longer in the log
            if entry.seat is None:
                raise HistoryError(HistoryProblem.DAMAGED, None, f"entry {index}: an action without a seat")
            try:
                action = game.action_from_json(entry.action)
                state, events = game.apply(state, entry.seat, action)
            except (RulesError, ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
                raise HistoryError(HistoryProblem.DAMAGED, None, f"entry {index}: {exc}") from exc
            if _normal([e.to_json() for e in events]) != _normal([e.to_json() for e in entry.events]):
                raise HistoryError(HistoryProblem.DAMAGED, None, f"entry {index}: other events than the log's")
            self._states.append(state)
            self._entry_of.append(index)
        # Position k knows the log up to its own action's entry; an undo marker after it (what was taken back is no
        # longer in the log) is read with the next action, and the last position reads the whole log.
        ends = [1] + [i + 1 for i in self._entry_of[1:] if i is not None]
        ends[-1] = len(log)
        self._log_end = ends
        final = game.outcome(self._states[-1])
        if _normal(final.to_json()) != _normal(record.outcome.to_json()):
            raise HistoryError(HistoryProblem.DAMAGED, None, "the replay ends with another result")

    def _check_network(self) -> None:
        record = self.record
        if record.viewer is not None and record.viewer >= record.setup.players:
            raise HistoryError(HistoryProblem.DAMAGED, None, "viewer")
        if not record.views or len(record.views) != len(record.log_lengths):
            raise HistoryError(HistoryProblem.DAMAGED, None, "one log length per view expected")
        previous = 0
        for n in record.log_lengths:
            if n < previous or n > len(record.log):
                raise HistoryError(HistoryProblem.DAMAGED, None, "log lengths out of order")
            previous = n
        self._log_end = list(record.log_lengths)
        for position in range(len(record.views)):
            start = record.log_lengths[position - 1] if position else 0
            acted = [e.seat for e in record.log[start : record.log_lengths[position]] if e.action is not None]
            self._entry_of.append(None)
            self._actors_network.append(acted[-1] if position and acted else None)

    # ------------------------------------------------------------------ reading
    @property
    def outcome(self) -> Outcome:
        return self.record.outcome

    @property
    def setup(self) -> GameSetup:
        return self.record.setup

    @property
    def network(self) -> bool:
        return self.record.mode is HistoryMode.NETWORK

    @property
    def positions(self) -> int:
        return len(self.record.views) if self.network else len(self._states)

    @property
    def can_open_cards(self) -> bool:
        return not self.network

    def seats_to_show(self) -> tuple[int | None, ...]:
        if self.network:
            return (self.record.viewer,)
        return (*range(self.setup.players), None)

    def state(self, position: int) -> Any:
        """The game's state at ``position`` (LOCAL/HOT_SEAT only)."""
        if self.network:
            raise ValueError("a network record keeps only one seat's views")
        return self._states[self._position(position)]

    def view(self, position: int, seat: int | None) -> JSON:
        position = self._position(position)
        if self.network:
            if seat != self.record.viewer:
                raise ValueError(f"this record keeps only seat {self.record.viewer}'s view")
            return self.record.views[position]
        self._check_seat(seat)
        return self.game.view(self._states[position], seat)

    def open_views(self, position: int) -> dict[int, JSON]:
        if self.network:
            raise ValueError("a network record keeps only one seat's views")
        state = self._states[self._position(position)]
        return {seat: self.game.view(state, seat) for seat in range(self.setup.players)}

    def log(self, position: int, seat: int | None) -> tuple[LogEntry, ...]:
        position = self._position(position)
        end = self._log_end[position]
        if self.network:
            if seat != self.record.viewer:
                raise ValueError(f"this record keeps only seat {self.record.viewer}'s log")
            return self.record.log[:end]
        self._check_seat(seat)
        return tuple(self._seat_log(seat)[:end])

    def actor(self, position: int) -> int | None:
        position = self._position(position)
        if self.network:
            return self._actors_network[position]
        index = self._entry_of[position]
        return None if index is None else self.record.log[index].seat

    def played(self, position: int) -> tuple[int, JSON] | None:
        """The seat and the action (JSON) that led to ``position``; None for the start (or a network change that
        held no action). A network record's change may hold several actions: its first is the one made at the
        position before (the analysis reads decisions from it, history's users need nothing private)."""
        position = self._position(position)
        if self.network:
            if position == 0:
                return None
            log, lengths = self.record.log, self.record.log_lengths
            entry = next((e for e in log[lengths[position - 1] : lengths[position]] if e.action is not None), None)
        else:
            index = self._entry_of[position]
            entry = None if index is None else self.record.log[index]
        if entry is None or entry.seat is None or entry.action is None:
            return None
        return entry.seat, entry.action

    def state_hash(self, position: int) -> str:
        position = self._position(position)
        if self.network:
            return json_hash(self.record.views[position])
        return json_hash(self.game.state_to_json(self._states[position]))

    def hashes(self) -> list[str]:
        return [self.state_hash(p) for p in range(self.positions)]

    # ------------------------------------------------------------------ inside
    def _position(self, position: int) -> int:
        if not isinstance(position, int) or not 0 <= position < self.positions:
            raise IndexError(f"no position {position!r} (0..{self.positions - 1})")
        return position

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and not 0 <= seat < self.setup.players:
            raise ValueError(f"no seat {seat}")

    def _seat_log(self, seat: int | None) -> list[LogEntry]:
        """The whole log as ``seat`` may read it, redacted once (the table's own redaction)."""
        cached = self._seat_logs.get(seat)
        if cached is not None:
            return cached
        redact = getattr(self.game, "redact", None)
        if redact is None:
            entries = list(self.record.log)
        else:
            redact_action = getattr(self.game, "redact_action", None)
            entries = [redact_entry(entry, seat, redact, redact_action) for entry in self.record.log]
        self._seat_logs[seat] = entries
        return entries
