"""The joining side's stand-in for TableController: the game page plays a table on another computer unchanged.

The host's rules thread is the authority; here a NetClient carries intents there and brings back this seat's
view, its legal actions and the new log entries, which become the same TableUpdate a local table sends.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import (
    AnswerLeft,
    CountdownLeft,
    Explained,
    IntentAnswered,
    LobbyChanged,
    ViewChanged,
    Welcomed,
)
from tabletop_qt.net.peer_text import NAME_CHARS, peer_text
from tabletop_qt.table.answers import AnswerWindow
from tabletop_qt.table.realtime import Countdown
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry
from tabletop_qt.table.update import TableUpdate

log = logging.getLogger(__name__)


class RemoteTableController(QObject):
    # The same signals as TableController, so GamePage cannot tell the difference.
    table_updated = Signal(object)  # TableUpdate
    intent_rejected = Signal(int, str, object)  # seat, reason code, details
    intent_explained = Signal(int, object, str, object)  # seat, action, reason code ("" if allowed), details
    load_failed = Signal(str, str, str)  # never emitted: nothing is loaded from disk
    save_failed = Signal(str)  # never emitted: the host keeps the game

    #: What arrives was made by another computer: a view the board cannot read is the host's fault, not a bug
    #: here, and the game page says so instead of failing.
    remote = True
    # What only a table on the network has.
    seats_changed = Signal(object)  # tuple of seat dicts {"name", "state", "level"}
    chat_received = Signal(str, str)  # name, text
    team_chat_received = Signal(str, str)  # name, text: a message the host sent only to our team
    chat_refused = Signal(str)  # reason code: the host did not relay our team message
    connection_dropped = Signal()  # trying to reach the host again
    reconnected = Signal()
    closed = Signal(str)  # reason code: the host closed the table, or could not be reached again
    rematch_offered = Signal()  # the host offers another game with the same seats (net/rematch.py)
    rematch_started = Signal(object)  # GameSetup: the new game begins; its first position follows
    history_written = Signal(str)  # the finished game's record (this seat's views) was written to this file

    def __init__(
        self, client: NetClient, welcome: Welcomed, parent: QObject | None = None, history_dir: Path | None = None
    ) -> None:
        super().__init__(parent)
        # The history keeps what this seat saw (a spectator: the public view), fed as each view arrives and
        # written when the game finishes; None keeps nothing.
        from tabletop_qt.history.recorder import ViewRecorder

        self._history_dir = history_dir
        self._recorder = ViewRecorder(welcome.game, welcome.seat)
        self._history_kept = False
        self._history_thread: threading.Thread | None = None
        self.client = client
        self.table_name = welcome.table
        self.game_id = welcome.game
        # The table's content pack by hash (the host checked we have it): our board draws it with our own copy.
        self.pack = welcome.pack
        self.seat: int | None = welcome.seat
        self._seats: tuple[dict[str, Any], ...] = tuple(welcome.seats)
        self._log: list[LogEntry] = []
        self._update: TableUpdate | None = None
        self._pending: dict[int, tuple[int, Any]] = {}  # sequence number -> (seat, action)
        self._closed = False
        self._listening = True
        client.view_changed.connect(self._on_client_view_changed)
        client.lobby_changed.connect(self._on_client_lobby_changed)
        client.intent_answered.connect(self._on_client_intent_answered)
        client.explained.connect(self._on_client_explained)
        client.chat_received.connect(self.chat_received)
        client.team_chat_received.connect(self.team_chat_received)
        client.chat_refused.connect(self.chat_refused)
        client.host_closed.connect(self._on_client_host_closed)
        client.connection_dropped.connect(self.connection_dropped)
        client.reconnected.connect(self.reconnected)
        client.rematch_offered.connect(self.rematch_offered)
        client.rematch_started.connect(self._on_client_rematch_started)
        if client.core.view is not None:
            # The first position came with the welcome, before anyone listened: show it on the next turn.
            QTimer.singleShot(0, self, self._publish_core)

    # ------------------------------------------------------------------ reading
    @property
    def seats(self) -> tuple[dict[str, Any], ...]:
        return self._seats

    @property
    def spectator(self) -> bool:
        return self.seat is None

    @property
    def started(self) -> bool:
        return self._update is not None

    @property
    def update(self) -> TableUpdate | None:
        return self._update

    # ------------------------------------------------------------------ TableController's interface
    def submit(self, seat: int, action: Any) -> None:
        if seat != self.seat or self._closed:
            self.intent_rejected.emit(seat, "table.not_your_seat", {})
            return
        seq = self.client.submit(action)
        self._pending[seq] = (seat, action)

    def explain(self, seat: int, action: Any) -> None:
        if seat != self.seat or self._closed:
            return
        seq = self.client.probe(action)
        self._pending[seq] = (seat, action)

    def undo(self, seat: int | None = None) -> None:
        """Nothing is taken back at a table on the network."""

    def acknowledge(self, version: int) -> None:
        """The host's bots are paced by the host's own screen."""

    def set_bot_delay(self, ms: int) -> None:
        """The host sets its bots' pace."""

    def chat(self, text: str) -> None:
        if not self._closed:
            self.client.chat(text)

    def team_chat(self, text: str) -> bool:
        """Write to our team only (False: not sent, the host cannot keep it to the team)."""
        if self._closed or self.team() is None:
            return False
        return self.client.team_chat(text)

    def team(self) -> int | None:
        """Our seat's team in a team game under way whose host relays team messages, else None: the chat then
        offers no "to my team". The team is the public part of our view ("teams", one per seat)."""
        update = self._update
        if self.seat is None or update is None or not self.client.core.team_chat_supported:
            return None
        view = update.view_for(self.seat)
        teams = view.get("teams") if isinstance(view, dict) else None
        if not isinstance(teams, list) or not 0 <= self.seat < len(teams) or not isinstance(teams[self.seat], int):
            return None
        return teams[self.seat]

    def answer_rematch(self, accept: bool) -> None:
        if not self._closed:
            self.client.answer_rematch(accept)

    def shutdown(self) -> None:
        """Stop listening; the connection itself ends with ``await close()``."""
        self._closed = True
        if not self._listening:
            return
        self._listening = False
        for signal, slot in (
            (self.client.view_changed, self._on_client_view_changed),
            (self.client.lobby_changed, self._on_client_lobby_changed),
            (self.client.intent_answered, self._on_client_intent_answered),
            (self.client.explained, self._on_client_explained),
            (self.client.chat_received, self.chat_received),
            (self.client.team_chat_received, self.team_chat_received),
            (self.client.chat_refused, self.chat_refused),
            (self.client.host_closed, self._on_client_host_closed),
            (self.client.connection_dropped, self.connection_dropped),
            (self.client.reconnected, self.reconnected),
            (self.client.rematch_offered, self.rematch_offered),
            (self.client.rematch_started, self._on_client_rematch_started),
        ):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    async def close(self) -> None:
        """Leave the table: say goodbye to the host and close the connection."""
        self.shutdown()
        await self.client.close()

    # ------------------------------------------------------------------ from the host
    def _on_client_lobby_changed(self, event: LobbyChanged) -> None:
        self._seats = tuple(event.seats)
        self.seats_changed.emit(self._seats)
        if self._update is not None and self._setup() != self._update.setup:
            # A seat changed hands (a bot took over for someone who left): the names follow.
            self._update = self._make_update(
                self._update.version,
                self.client.core.view,
                self.client.core.legal,
                (),
                self._update.countdown,
                self._update.paused,
                self._update.answer,
                None,
                self._update.current_seats,
            )
            self.table_updated.emit(self._update)

    def _on_client_view_changed(self, event: ViewChanged) -> None:
        previous = len(self._log)
        try:
            entries = [LogEntry.from_json(e) for e in event.new_log]
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("unreadable log entry from the host: %s", exc)
            entries = []
        if event.full_log:
            self._log = entries
            fresh = entries[previous:] if previous else entries[-1:]
        else:
            self._log.extend(entries)
            fresh = entries
        events = tuple(e for entry in fresh for e in entry.events)
        countdown = _local_countdown(event.countdown)
        answer = _local_answer(event.answer)
        current = event.current if event.current is not None else _current_seats(event.view)
        self._update = self._make_update(
            event.version, event.view, event.legal, events, countdown, event.paused, answer, event.timed_out, current
        )
        self.table_updated.emit(self._update)
        self._keep_history(event.version, event.view, self._update.outcome)

    def _publish_core(self) -> None:
        core = self.client.core
        if self._update is not None or core.view is None or self._closed:
            return
        self._on_client_view_changed(
            ViewChanged(
                core.version,
                core.view,
                core.legal,
                list(core.log),
                True,
                countdown=core.countdown,
                paused=core.paused,
                answer=core.answer,
                current=core.current,
            )
        )

    def _on_client_rematch_started(self) -> None:
        # The finished game's log, position and pending intents belong to it: the new one starts from nothing.
        self._log = []
        self._update = None
        self._pending.clear()
        self._recorder.reset()
        self._history_kept = False
        self.rematch_started.emit(self._setup())

    def _on_client_intent_answered(self, event: IntentAnswered) -> None:
        seat, _ = self._pending.pop(event.seq, (self.seat, None))
        if not event.accepted and seat is not None:
            self.intent_rejected.emit(seat, event.reason, dict(event.details))

    def _on_client_explained(self, event: Explained) -> None:
        seat, action = self._pending.pop(event.seq, (self.seat, None))
        if seat is not None:
            self.intent_explained.emit(seat, action, event.reason, dict(event.details))

    def _on_client_host_closed(self, reason: str) -> None:
        self._closed = True
        self.closed.emit(reason)

    # ------------------------------------------------------------------ history
    def _keep_history(self, version: int, view: Any, outcome: Outcome) -> None:
        if self._history_dir is None or self._history_kept:
            return
        self._recorder.feed(version, view, self._log)
        if not outcome.finished:
            return
        self._history_kept = True
        from tabletop_qt.core.games import ALL_GAMES

        game = ALL_GAMES.get(self.game_id)
        record = self._recorder.record(self._setup(), outcome, getattr(game, "rules_version", 1))
        # Encoding and writing a long game's views takes milliseconds: a thread of its own, never the GUI's turn.
        # The thread holds no reference to this controller (its last one dropped there would destroy a QObject
        # on the wrong thread), only a child notice object whose C++ side this controller owns.
        notice = _HistoryNotice(self)
        notice.written.connect(self.history_written)
        thread = threading.Thread(
            target=_write_history, args=(self._history_dir, record, notice), name="history-write", daemon=False
        )
        self._history_thread = thread
        thread.start()

    def wait_for_history(self, timeout: float | None = None) -> bool:
        """Wait for the finished game's record to be written (tests, and the app's quit); True when none is pending."""
        thread = self._history_thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    # ------------------------------------------------------------------ building updates
    def _setup(self) -> GameSetup:
        specs = []
        for index, seat in enumerate(self._seats):
            # The host's word for a name: kept short and one-line before any part of this app holds it.
            name = peer_text(seat.get("name"), NAME_CHARS) or "?"
            kind = SeatKind.HUMAN if index == self.seat else SeatKind.REMOTE
            specs.append(SeatSpec(kind, name))
        from tabletop_qt.content import digest_option

        hints = bool(getattr(self.client.core, "hints_allowed", False))  # the host's choice, named in its welcome
        return GameSetup(self.game_id, tuple(specs), 0, digest_option(self.game_id, self.pack), hints)

    def note_hint(self, seat: int) -> None:
        """We were shown a hint (ui/hint_control.py): the host logs it for everyone."""
        if seat == self.seat:
            self.client.hint_used()

    def _make_update(
        self,
        version: int,
        view: Any,
        legal: list[Any],
        events: tuple[Event, ...],
        countdown: Countdown | None = None,
        paused: bool = False,
        answer: AnswerWindow | None = None,
        timed_out: int | None = None,
        current: tuple[int, ...] | None = None,
    ) -> TableUpdate:
        views: dict[int, Any] = {TableUpdate.PUBLIC: view}
        legal_by_seat: dict[int, list[Any]] = {}
        if self.seat is not None:
            views[self.seat] = view
            legal_by_seat[self.seat] = list(legal)
        return TableUpdate(
            version=version,
            setup=self._setup(),
            views=views,
            legal=legal_by_seat,
            current_seats=_current_seats(view) if current is None else current,
            log=tuple(self._log),
            events=events,
            can_undo=False,
            outcome=_outcome(view),
            countdown=countdown,
            paused=paused,
            answer=answer,
            timed_out=timed_out if timed_out is not None and 0 <= timed_out < len(self._seats) else None,
        )


class _HistoryNotice(QObject):
    """Says from the writing thread that a record is on disk (queued to the controller on the GUI thread)."""

    written = Signal(str)


def _write_history(folder: Path, record: Any, notice: _HistoryNotice) -> None:
    from tabletop_qt.history.store import HistoryStore

    try:
        path = HistoryStore(folder).write(record)
    except OSError as exc:
        log.warning("cannot write the history record %s: %s", record.id, exc)
        return
    try:
        notice.written.emit(str(path))
    except RuntimeError:
        pass  # the table was left and its controller deleted meanwhile: the record is written all the same


def _local_countdown(left: CountdownLeft | None) -> Countdown | None:
    """The host's countdown as the board reads a local one: its deadline on this computer's monotonic clock."""
    if left is None:
        return None
    return Countdown(left.phase, left.round, left.seats, left.deadline(time.monotonic()), left.total_ms)


def _local_answer(left: AnswerLeft | None) -> AnswerWindow | None:
    """The host's out-of-turn window as the board reads a local one: the host's deadline on this computer's
    monotonic clock, as for the referee's countdown (no second clock). The table passes, not us: no pass action."""
    if left is None:
        return None
    deadline = left.deadline(time.monotonic())
    return AnswerWindow(left.seat, left.kind, dict(left.details), None, deadline, left.total_ms if deadline is not None else 0)


def _current_seats(view: Any) -> tuple[int, ...]:
    current = view.get("current") if isinstance(view, dict) else None
    if isinstance(current, bool):
        return ()
    if isinstance(current, int):
        return (current,)
    if isinstance(current, list):
        return tuple(c for c in current if isinstance(c, int) and not isinstance(c, bool))
    return ()


def _outcome(view: Any) -> Outcome:
    data = view.get("outcome") if isinstance(view, dict) else None
    if not isinstance(data, dict):
        return Outcome(False)

    def ints(key: str) -> tuple[int, ...]:
        values = data.get(key)
        return tuple(v for v in values if isinstance(v, int)) if isinstance(values, list) else ()

    return Outcome(data.get("finished") is True, ints("winners"), ints("scores"), str(data.get("reason") or ""))
