"""The rules thread: a QObject living in its own QThread that owns the Table, plays the bots and autosaves.

Everything reaches it as a queued signal and leaves it as one, so the GUI thread never waits on rules, bots or
the disk. Hard bots think in a worker process (search_service.py): their seat's request goes out, the rules
thread goes on, and the answer comes back as a queued signal.
"""

from __future__ import annotations

import logging
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from tabletop_qt import gui_gc
from tabletop_qt.bots import make_bot
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.table import bot_pace
from tabletop_qt.table.bot_pace import FRAME_MS
from tabletop_qt.table.answers import BOT_ANSWER_FACTOR, DEFAULT_ANSWER_MS, AnswerWindow, pending_window
from tabletop_qt.table.realtime import QUIET_REFUSALS, Intent, RealtimeScheduler
from tabletop_qt.table.saves import SaveError, read_save, set_aside, write_save
from tabletop_qt.rules_thread.search_service import SEARCH_SECONDS, SearchService
from tabletop_qt.rules_thread.worker_hard import HardBots, Thinking
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import Table, Verdict
from tabletop_qt.table.update import TableUpdate, make_update

log = logging.getLogger(__name__)

# A gathered autosave waits this long after a change, gathering the changes since: a real-time game's, and a
# turn-based game's run of bot moves (see _autosave_after).
SAVE_EVERY_MS = 2000
SWITCH_INTERVAL_S = 0.001  # how long one Python thread may hold the interpreter lock while another waits
# A real-time timer tick hands out at most this many intents before it lets other events in (queued intents
# from the GUI thread and the network must not wait behind a burst).
REALTIME_BURST = 32
PAUSED = "table.paused"  # the refusal of an intent made while a real-time game is paused


class TableWorker(HardBots, QObject):
    table_updated = Signal(object)  # TableUpdate
    intent_rejected = Signal(int, str, object)  # seat, reason code, details
    intent_explained = Signal(int, object, str, object)  # seat, action, reason code ("" if allowed), details
    load_failed = Signal(str, str, str)  # reason code, path, where the unreadable file was set aside ("" if not)
    save_failed = Signal(str)  # the folder that refused the autosave; said when saving starts failing, not per save
    save_recovered = Signal()  # an autosave worked again after failing
    table_closed = Signal()
    remote_answered = Signal(int, int, bool, str, object)  # connection, sequence, accepted, reason, details
    remote_explained = Signal(int, int, str, object)  # connection, sequence, reason ("" if allowed), details
    history_written = Signal(str)  # a finished game's record was written to this file (history/store.py)

    def __init__(
        self,
        autosave_path: Path | None,
        bot_delay_ms: int = 700,
        paced_by_view: bool = False,
        realtime_scale: float = 1.0,
        answer_ms: int = DEFAULT_ANSWER_MS,
        history_dir: Path | None = None,
        search_seconds: float = SEARCH_SECONDS,
    ) -> None:
        super().__init__()
        # Where finished games are kept: given, else the history folder beside the autosave (both in the data
        # folder); a table with neither (a headless peer) keeps no history.
        if history_dir is None and autosave_path is not None:
            from tabletop_qt.history.store import HISTORY_FOLDER

            history_dir = autosave_path.parent / HISTORY_FOLDER
        self._history_dir = history_dir
        self._history_kept: Table | None = None  # the table whose finished game is in the history already
        # Hard bots: their worker process (started with the first table that has one, stopped with this thread),
        # each decision's time budget, the turn-based decision under way and a real-time table's searches.
        self._search: SearchService | None = None
        self._search_seconds = search_seconds
        self._thinking: Thinking | None = None
        self._realtime_tickets: dict[int, int] = {}  # ticket -> seat
        self.stale_results = 0  # answers dropped because the table had moved on (tests and benchmarks read it)
        # Out-of-turn windows (High Noon Saloon's blocks, counterattacks, teammates' help): a person's time to
        # answer, after which the table passes for them, so an absent player never stalls the game.
        self._answer_ms = answer_ms
        self._answer: AnswerWindow | None = None
        self._answer_version = -1
        self._answer_timer: QTimer | None = None
        self._timed_out: int | None = None
        self._realtime_scale = realtime_scale  # real-time games: bots' think times and countdowns times this
        self._autosave_path = autosave_path
        self._bot_delay_ms = bot_delay_ms
        # (version, seat, bot, action): a bot's move chosen ahead; a new table or a replaced seat has another key.
        self._bot_plan: tuple[int, int, Any, Any] | None = None
        # Paced by the view, a bot plays only once the interface has shown the last position: bots at full
        # speed can then never flood the GUI thread with positions it has no time to draw.
        self._paced_by_view = paced_by_view
        self._shown_version = -1
        self._bot_waiting = False
        # A turn-based table held while a dialog is open over it: bots wait, an answer's countdown stands still.
        self._held_since: float | None = None
        self._table: Table | None = None
        self._bots: dict[int, Any] = {}
        self._bot_timer: QTimer | None = None
        # Real-time games: the scheduler of bots, referee and held host-side intents, and its one timer.
        self._realtime: RealtimeScheduler | None = None
        self._realtime_timer: QTimer | None = None
        self._save_timer: QTimer | None = None  # the gathered autosave (see _autosave_later)
        self._local_delay_ms = 0.0
        self._save_failing = False
        self._scripted_setup: GameSetup | None = None  # a tutorial's table: its bots wait for their scripted moves

    # ------------------------------------------------------------------ slots (queued from the GUI thread)
    @Slot(object)
    def start(self, setup: GameSetup) -> None:
        self._install(Table.new(setup))

    @Slot(str)
    def resume(self, path: str) -> None:
        try:
            table = read_save(Path(path))
        except SaveError as exc:
            moved = set_aside(exc.path) if exc.path.exists() else None
            self.load_failed.emit(exc.problem.value, str(exc.path), str(moved or ""))
            return
        self._install(table)

    @Slot(int, object)
    def submit(self, seat: int, action: Any) -> None:
        table = self._table
        if table is None:
            return
        if not (0 <= seat < table.setup.players) or table.setup.seats[seat].kind is not SeatKind.HUMAN:
            self.intent_rejected.emit(seat, "table.not_your_seat", {})
            return
        realtime = self._realtime
        if realtime is not None and realtime.paused:
            self.intent_rejected.emit(seat, PAUSED, {})
            return
        if realtime is not None:
            # The same path as a guest's intent, held back by the guests' trip so the host's seat gains nothing.
            if realtime.hold_local(seat, action, time.monotonic()):
                self._arm_realtime()
                return
            self._apply_realtime(Intent(seat, action, "local"))
            return
        self._apply(seat, action)

    @Slot(object)
    def submit_remote(self, intent: Any) -> None:
        """An intent from a peer on the LAN (a net.host_core.Submit): judged like any other, answered to its sender."""
        table = self._table
        if table is None:
            self.remote_answered.emit(intent.conn, intent.seq, False, "lan.not_started", {})
            return
        seat = intent.seat
        if not (0 <= seat < table.setup.players) or table.setup.seats[seat].kind is not SeatKind.REMOTE:
            self.remote_answered.emit(intent.conn, intent.seq, False, "table.not_your_seat", {})
            return
        stale = intent.version != table.version
        if self._realtime is not None and self._realtime.paused:
            self.remote_answered.emit(intent.conn, intent.seq, False, PAUSED, {})
            return
        if self._realtime is not None:
            # Arrival order against the current state: a real-time game's actions name what they aimed at, and
            # its own refusal (ff.too_late) says better than a version could whether the intent was overtaken.
            verdict = self._apply_realtime(Intent(seat, intent.action, "remote"))
            self.remote_answered.emit(intent.conn, intent.seq, verdict.accepted, verdict.reason, dict(verdict.details))
            return
        verdict = self._apply(seat, intent.action)
        reason = verdict.reason
        if not verdict.accepted and stale:
            # The move was made on an older position: someone else changed the table first.
            reason = "lan.too_late"
        self.remote_answered.emit(intent.conn, intent.seq, verdict.accepted, reason, dict(verdict.details))

    @Slot(object)
    def probe_remote(self, probe: Any) -> None:
        table = self._table
        if table is None:
            return
        verdict = table.check(probe.seat, probe.action)
        self.remote_explained.emit(probe.conn, probe.seq, verdict.reason, dict(verdict.details))

    @Slot(int, object)
    def replace_seat(self, seat: int, spec: Any) -> None:
        """Give a seat to someone else mid-game (a bot for a player who did not come back)."""
        table = self._table
        if table is None or not (0 <= seat < table.setup.players):
            return
        seats = list(table.setup.seats)
        seats[seat] = spec
        table.setup = replace(table.setup, seats=tuple(seats))
        if self._realtime is not None:
            # The real-time scheduler keeps the bots of a real-time table.
            self._realtime.seats_changed()
            self._realtime.changed(time.monotonic())
        elif spec.kind is SeatKind.BOT:
            self._bots[seat] = make_bot(table.setup.game_id, spec.level or "normal", table.setup.options)
        else:
            self._bots.pop(seat, None)
        if self._thinking is not None and self._thinking.seat == seat:
            self._cancel_thinking()  # the seat is someone else's now
        self._start_search_if_hard()
        self._autosave()
        self._publish(())
        self._schedule_bot()

    @Slot(int, object)
    def explain(self, seat: int, action: Any) -> None:
        if self._table is None:
            return
        verdict = self._table.check(seat, action)
        self.intent_explained.emit(seat, action, verdict.reason, dict(verdict.details))

    @Slot(int)
    def note_hint(self, seat: int) -> None:
        """A person here was shown a hint: the log says so (ui/hint_control.py); the position stays the same."""
        table = self._table
        if table is None or not table.setup.hints or not 0 <= seat < table.setup.players:
            return
        if table.setup.seats[seat].kind not in (SeatKind.HUMAN, SeatKind.REMOTE):
            return
        if not table.note_hint(seat):
            return
        self._autosave()
        self._publish(())

    @Slot(object)
    def undo(self, seat: int | None = None) -> None:
        table = self._table
        if table is None or not table.undo(seat):
            return
        self._autosave()
        self._publish(())
        self._schedule_bot()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause or resume a real-time game (a turn-based one simply waits for its person)."""
        table, realtime = self._table, self._realtime
        if table is None or realtime is None or table.outcome.finished or paused == realtime.paused:
            return
        now = time.monotonic()
        if paused:
            realtime.pause(now)
            if self._realtime_timer is not None:
                self._realtime_timer.stop()
            # A paused game is saved now: the person may well be leaving.
            if self._save_timer is not None:
                self._save_timer.stop()
            self._autosave()
        else:
            realtime.resume(now)
            self._arm_realtime()
        self._publish(())

    @Slot(bool)
    def set_held(self, held: bool) -> None:
        """Hold a turn-based table while a dialog is open over it (nobody there can act): no bot moves, and the
        time to answer a window stands still; released, the countdown goes on from where it stood."""
        if held == (self._held_since is not None):
            return
        now = time.monotonic()
        if held:
            self._held_since = now
            if self._bot_timer is not None:
                self._bot_timer.stop()
            if self._answer_timer is not None:
                self._answer_timer.stop()
            return
        waited, self._held_since = now - (self._held_since or now), None
        table, answer = self._table, self._answer
        if table is None:
            return
        if answer is not None and answer.deadline is not None and self._answer_version == table.version:
            self._answer = replace(answer, deadline=answer.deadline + waited)
            if self._answer_timer is not None:
                self._answer_timer.start(self._answer.remaining_ms(now))
            self._publish(())  # the screen's countdown goes on from the time it had left
        self._schedule_bot()

    @Slot(int)
    def acknowledge(self, version: int) -> None:
        """The interface has shown the position of ``version``."""
        self._shown_version = max(self._shown_version, version)
        if self._bot_waiting:
            self._schedule_bot()

    @Slot(int)
    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = max(0, ms)

    @Slot(int)
    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window from the next window on (the one open keeps its own)."""
        self._answer_ms = max(1, ms)

    @Slot(float)
    def set_local_delay(self, ms: float) -> None:
        """Hold this computer's intents in a real-time game back by ``ms`` (the guests' measured round trip)."""
        self._local_delay_ms = max(0.0, ms)
        if self._realtime is not None:
            self._realtime.local_delay_ms = self._local_delay_ms

    @Slot(object)
    def pace_by_script(self, setup: GameSetup | None) -> None:
        """A tutorial (real-time): the bots of the table with ``setup`` act only through ``play_scripted`` and the
        referee stays out (None: every table plays at its own pace again)."""
        self._scripted_setup = setup
        table, realtime = self._table, self._realtime
        if table is not None and realtime is not None and realtime.scripted != (table.setup == setup):
            realtime.set_scripted(table.setup == setup, time.monotonic())
            self._arm_realtime()
            self._publish(())  # the referee's countdown, gone or back

    @Slot(int, object)
    def play_scripted(self, seat: int, action: Any) -> None:
        """A tutorial's scripted bot move, judged by the rules like any bot's intent."""
        table, realtime = self._table, self._realtime
        if table is None or realtime is None or not realtime.scripted or realtime.paused:
            return  # paused, the lesson hands it over again once the game goes on
        if not 0 <= seat < table.setup.players or table.setup.seats[seat].kind is not SeatKind.BOT:
            return
        verdict = self._apply_realtime(Intent(seat, action, "bot"))
        if not verdict.accepted:
            log.warning("a scripted move of seat %s was refused: %s", seat, verdict.reason)

    @Slot()
    def close_table(self) -> None:
        self.flush()
        self._stop_bot_timer()
        self._cancel_searches()
        self._answer = None
        self._realtime = None
        self._table = None
        self._bots = {}
        self.table_closed.emit()

    # ------------------------------------------------------------------ inside the rules thread
    def _install(self, table: Table) -> None:
        self.flush()
        self._stop_bot_timer()
        self._cancel_searches()
        self._table = table
        self._shown_version = -1
        self._answer = None
        self._answer_version = -1
        # Turn-based bots; a real-time table's are its scheduler's (RealtimeScheduler.seats_changed).
        self._bots = {
            i: make_bot(table.setup.game_id, seat.level or "normal", table.setup.options)
            for i, seat in enumerate(table.setup.seats)
            if seat.kind is SeatKind.BOT and not table.real_time
        }
        self._realtime = None
        self._start_search_if_hard()  # before the first decision: the child's start-up is paid now
        if table.real_time:
            rng = random.Random(table.setup.seed * 1_000_003 + table.version)
            self._realtime = RealtimeScheduler(
                table,
                rng,
                local_delay_ms=self._local_delay_ms,
                time_scale=self._realtime_scale,
                ask=self._ask_realtime,
                forget=self._forget_realtime,
                search_seconds=self._search_seconds,
            )
            if table.setup == self._scripted_setup:
                self._realtime.set_scripted(True, time.monotonic())
            self._realtime.changed(time.monotonic())
            self._autosave_later()  # a game's start is busy enough on the GUI thread (see _autosave_later)
        else:
            self._autosave()
        events = table.log[-1].events if table.log else ()
        self._publish(tuple(events))
        self._schedule_bot()

    def _apply(self, seat: int, action: Any) -> Verdict:
        table = self._table
        assert table is not None
        verdict = table.submit(seat, action)
        if not verdict.accepted:
            if table.setup.seats[seat].kind is not SeatKind.REMOTE:
                self.intent_rejected.emit(seat, verdict.reason, dict(verdict.details))
            return verdict
        self._autosave_after(seat)
        self._publish(verdict.events)
        self._keep_history()
        self._schedule_bot()
        return verdict

    def _publish(self, events: tuple[Any, ...]) -> None:
        table = self._table
        assert table is not None
        # Views for the people at this computer and for the LAN's seats: each is filtered for its own seat here,
        # in the rules thread, so the network layer never holds anything a seat may not see.
        local = tuple(i for i, s in enumerate(table.setup.seats) if s.kind in (SeatKind.HUMAN, SeatKind.REMOTE))
        countdown = self._realtime.countdown if self._realtime is not None else None
        paused = self._realtime is not None and self._realtime.paused
        answer = self._arm_answer()
        timed_out, self._timed_out = self._timed_out, None
        # Several people sharing the screen read the public log.
        update: TableUpdate = make_update(
            table, local, events, table.setup.screen_seat(), countdown, paused, answer, timed_out
        )
        self.table_updated.emit(update)

    # ------------------------------------------------------------------ out-of-turn windows
    def _arm_answer(self) -> AnswerWindow | None:
        """The window the table waits on after this change; a person's (here or on the LAN) gets a countdown,
        which runs on in the rules thread whoever looks at the screen."""
        table = self._table
        window = None
        if table is not None and not table.real_time and not table.outcome.finished:
            window = pending_window(table.setup.game_id, table.game, table.state)
        if window is None or table is None or table.setup.seats[window.seat].kind is SeatKind.BOT:
            if self._answer_timer is not None:
                self._answer_timer.stop()
            self._answer = window
            self._answer_version = table.version if table is not None else -1
            return window
        old = self._answer
        if old is not None and old.deadline is not None and self._answer_version == table.version and old.seat == window.seat:
            return old  # the same position published again (a seat given to someone else): the same countdown
        deadline = time.monotonic() + self._answer_ms / 1000
        self._answer = AnswerWindow(window.seat, window.kind, window.details, window.pass_action, deadline, self._answer_ms)
        self._answer_version = table.version
        if self._answer_timer is None:
            self._answer_timer = QTimer(self)
            self._answer_timer.setSingleShot(True)
            self._answer_timer.setTimerType(Qt.TimerType.PreciseTimer)
            self._answer_timer.timeout.connect(self._on_answer_timer_timeout)
        self._answer_timer.start(self._answer_ms)
        return self._answer

    @Slot()
    def _on_answer_timer_timeout(self) -> None:
        table, answer = self._table, self._answer
        if table is None or answer is None or answer.deadline is None or table.version != self._answer_version:
            return  # answered (or the table changed) meanwhile
        self._timed_out = answer.seat
        verdict = self._apply(answer.seat, answer.pass_action)
        if not verdict.accepted:
            self._timed_out = None
            log.warning("the table could not pass for seat %s: %s", answer.seat, verdict.reason)

    def _autosave_after(self, seat: int) -> None:
        """Save a turn-based game after ``seat``'s accepted action: at once or gathered.

        The README promises that Continue picks up exactly where the person left off, even after a crash. So the
        save is written at once after a person's move (here, on the LAN, or the table passing for one whose time
        ran out), when the table comes to wait on a person at this computer, and at the game's end. A run of bot
        moves in between is gathered (_autosave_later): writing the whole table after each one held the
        interpreter lock for milliseconds a move in a long game, and a crash mid-run loses only bot moves.
        """
        table = self._table
        assert table is not None
        seats = table.setup.seats
        if (
            seats[seat].kind is not SeatKind.BOT
            or table.outcome.finished
            or any(seats[s].kind is SeatKind.HUMAN for s in table.current_seats())
        ):
            self._autosave()
        else:
            self._autosave_later()

    def _autosave(self) -> None:
        """Write the autosave now (the gathered one, if any, is then moot)."""
        if self._save_timer is not None:
            self._save_timer.stop()
        table = self._table
        if table is None or self._autosave_path is None:
            return
        try:
            if table.outcome.finished:
                # A finished game has nothing left to continue.
                self._autosave_path.unlink(missing_ok=True)
            else:
                write_save(table, self._autosave_path)
        except OSError as exc:
            # The system's words are in its own language and for developers: the log keeps them, the interface
            # says it in the person's language, once per streak of failures.
            log.warning("cannot write the autosave %s: %s", self._autosave_path, exc)
            if not self._save_failing:
                self._save_failing = True
                self.save_failed.emit(str(self._autosave_path.parent))
            return
        if self._save_failing:
            self._save_failing = False
            self.save_recovered.emit()

    def _keep_history(self) -> None:
        """Write the finished game's record(s) into the history folder, once per table, after its last update
        went out (history/recorder.py says what a local, hot-seat or hosted LAN game keeps)."""
        table = self._table
        if table is None or self._history_dir is None or not table.outcome.finished or self._history_kept is table:
            return
        self._history_kept = table
        from tabletop_qt.history.record import HistoryError
        from tabletop_qt.history.recorder import records_for_table
        from tabletop_qt.history.store import HistoryStore

        try:
            records = records_for_table(table)
        except HistoryError as exc:
            # The table's own log does not replay to its result: a bug to report, not a reason to stop the game.
            log.error("the finished game cannot be kept in the history: %s", exc)
            return
        store = HistoryStore(self._history_dir)
        for record in records:
            try:
                path = store.write(record)
            except OSError as exc:
                log.warning("cannot write the history record %s: %s", record.id, exc)
                continue
            self.history_written.emit(str(path))

    def _schedule_bot(self) -> None:
        table = self._table
        if self._realtime is not None:
            # Real time paces itself: each bot's think time is its pace, whatever the interface shows.
            self._arm_realtime()
            return
        if self._thinking is not None and (table is None or self._thinking.version != table.version):
            self._cancel_thinking()  # the game moved on (a move, undo, a seat replaced): its answer is moot
        if table is None or table.outcome.finished:
            return
        if not any(s in self._bots for s in table.current_seats()):
            return
        # A hard bot starts thinking at once; the bots' pace below runs meanwhile, so its move is made when both
        # the pace and the thinking are over.
        self._start_thinking()
        if self._held_since is not None:
            return  # set_held(False) schedules it again
        if self._paced_by_view and self._shown_version < table.version:
            self._bot_waiting = True
            return
        self._bot_waiting = False
        if self._bot_timer is None:
            self._bot_timer = QTimer(self)
            self._bot_timer.setSingleShot(True)
            self._bot_timer.setTimerType(Qt.TimerType.PreciseTimer)
            self._bot_timer.timeout.connect(self._on_bot_timer_timeout)
        delay = self._bot_delay_ms
        answer = self._answer
        if answer is not None and answer.seat in self._bots and self._answer_version == table.version:
            # An out-of-turn window: the same, longer wait whether the bot will answer or pass.
            delay = int(delay * BOT_ANSWER_FACTOR)
        else:
            # Ending a phase or drawing is not worth the pace (table/bot_pace.py): the move is chosen now, made soon.
            plan = self._plan_bot_move(table)
            if plan is not None:
                delay = bot_pace.bot_delay_ms(table.setup.game_id, plan[3], delay)
        if self._paced_by_view:
            # Even "instant" bots leave a frame between moves, so the interface paints every position once.
            delay = max(delay, FRAME_MS)
        self._bot_timer.start(delay)

    def _stop_bot_timer(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
        if self._answer_timer is not None:
            self._answer_timer.stop()
        if self._realtime_timer is not None:
            self._realtime_timer.stop()

    @Slot()
    def flush(self) -> None:
        """Write the autosave still gathering changes (a real-time game's, a run of bot moves), now."""
        if self._save_timer is not None and self._save_timer.isActive():
            self._autosave()

    @Slot()
    def stop(self) -> None:
        """At quit: no more moves (a bot's timer firing between the last write and the thread's end would
        leave a move unsaved), and whatever is gathered written now; the hard bots' worker process ends."""
        self._stop_bot_timer()
        self.flush()
        self._thinking = None
        self._realtime_tickets.clear()
        if self._search is not None:
            self._search.stop()

    def _autosave_later(self) -> None:
        # A real-time game changes several times a second, and so does a turn-based game's run of bots at full
        # speed; writing the whole table (its log growing all game) each time kept the interpreter lock from
        # the GUI thread for milliseconds a change. Changes are gathered for SAVE_EVERY_MS (a timer started by
        # the first, not pushed back by the next), and the game's end, pause, a closed table, the app's quit
        # and -- turn-based -- a person's move or turn write at once.
        if self._save_timer is None:
            self._save_timer = QTimer(self)
            self._save_timer.setSingleShot(True)
            self._save_timer.timeout.connect(self._on_save_timer_timeout)
        if not self._save_timer.isActive():
            self._save_timer.start(SAVE_EVERY_MS)

    def _on_save_timer_timeout(self) -> None:
        self._autosave()

    # ------------------------------------------------------------------ real time
    def _apply_realtime(self, intent: Intent) -> Verdict:
        """Submit one intent of a real-time game, from whichever source, in the order intents come."""
        table = self._table
        realtime = self._realtime
        assert table is not None and realtime is not None
        verdict = table.submit(intent.seat, intent.action)
        realtime.changed(time.monotonic())  # refused too: a bot that was too late looks again
        if verdict.accepted:
            self._publish(verdict.events)
            if table.outcome.finished:
                self._autosave()
                self._keep_history()
            else:
                self._autosave_later()
        elif intent.source == "local" and verdict.reason not in QUIET_REFUSALS:
            # Only people are told: a bot just looks again, and the referee's late "ready" is moot.
            self.intent_rejected.emit(intent.seat, verdict.reason, dict(verdict.details))
        self._arm_realtime()
        return verdict

    def _arm_realtime(self) -> None:
        realtime = self._realtime
        if realtime is None:
            return
        due = realtime.next_due()
        if due is None:
            if self._realtime_timer is not None:
                self._realtime_timer.stop()
            return
        if self._realtime_timer is None:
            self._realtime_timer = QTimer(self)
            self._realtime_timer.setSingleShot(True)
            self._realtime_timer.setTimerType(Qt.TimerType.PreciseTimer)
            self._realtime_timer.timeout.connect(self._on_realtime_timer_timeout)
        # Rounded down: a timer fires in whole milliseconds, and rounding up would hold a host-side intent up
        # to a millisecond longer than the guests' trip. Early, it finds nothing due and waits out the rest.
        self._realtime_timer.start(max(0, int((due - time.monotonic()) * 1000)))

    @Slot()
    def _on_realtime_timer_timeout(self) -> None:
        realtime = self._realtime
        if realtime is None or self._table is None:
            return
        for _ in range(REALTIME_BURST):
            intent = realtime.pop_due(time.monotonic())
            if intent is None:
                break
            self._apply_realtime(intent)
            if self._realtime is not realtime:
                return  # the table was closed or replaced meanwhile
        self._arm_realtime()

    @Slot()
    def _on_bot_timer_timeout(self) -> None:
        table = self._table
        if table is None or table.outcome.finished:
            return
        seat = self._bot_seat()
        if seat is None:
            return
        bot = self._bots[seat]
        rng = random.Random(table.setup.seed * 1_000_003 + table.version)
        if isinstance(bot, HardBot):
            thinking = self._thinking
            if thinking is not None and thinking.seat == seat and thinking.version == table.version:
                if not thinking.answered:
                    thinking.due = True  # played when the answer comes (_on_search_finished)
                    return
                self._thinking = None
                if thinking.action is not None:
                    self._apply(seat, thinking.action)
                    return
            # No worker process to think in (or it failed): the normal bot plays this decision, never a search on
            # the rules thread.
            bot = make_bot(table.setup.game_id, "normal")
        plan = self._bot_plan
        if plan is not None and plan[:3] == (table.version, seat, self._bots[seat]):
            action = plan[3]  # chosen when the wait was set, from this very position and the same generator
        else:
            action = bot.choose(table.view(seat), table.legal(seat), rng)
        self._bot_plan = None
        self._apply(seat, action)

    def _plan_bot_move(self, table: Table) -> tuple[int, int, Any, Any] | None:
        """The move an easy or normal bot on the move will make from this position (version, seat, bot, action), chosen
        ahead so its wait can follow what it is; None for a hard bot, whose move comes from its search."""
        seat = self._bot_seat()
        if seat is None or isinstance(self._bots[seat], HardBot):
            return None
        bot = self._bots[seat]
        plan = self._bot_plan
        if plan is None or plan[:3] != (table.version, seat, bot):
            rng = random.Random(table.setup.seed * 1_000_003 + table.version)
            plan = (table.version, seat, bot, bot.choose(table.view(seat), table.legal(seat), rng))
            self._bot_plan = plan
        return plan


class TableController(QObject):
    """The GUI thread's handle on the rules thread: starts it, forwards intents, re-emits its answers."""

    table_updated = Signal(object)
    intent_rejected = Signal(int, str, object)
    intent_explained = Signal(int, object, str, object)
    load_failed = Signal(str, str, str)
    save_failed = Signal(str)
    save_recovered = Signal()
    table_closed = Signal()  # the table was closed (its autosave written): what Continue offers may have changed
    history_written = Signal(str)  # a finished game's record was written to this file

    _start_requested = Signal(object)
    _resume_requested = Signal(str)
    _submit_requested = Signal(int, object)
    _explain_requested = Signal(int, object)
    _undo_requested = Signal(object)  # the seat asking (None: whoever made the last move)
    _hint_noted = Signal(int)
    _pause_requested = Signal(bool)
    _held_requested = Signal(bool)
    _bot_delay_requested = Signal(int)
    _answer_time_requested = Signal(int)
    _local_delay_requested = Signal(float)
    _acknowledge_requested = Signal(int)
    _close_requested = Signal()
    _stop_requested = Signal()
    _remote_submit_requested = Signal(object)
    _remote_probe_requested = Signal(object)
    _replace_seat_requested = Signal(int, object)
    _pace_requested = Signal(object)
    _scripted_move_requested = Signal(int, object)
    remote_answered = Signal(int, int, bool, str, object)
    remote_explained = Signal(int, int, str, object)

    def __init__(
        self,
        autosave_path: Path | None,
        bot_delay_ms: int = 700,
        parent: QObject | None = None,
        paced_by_view: bool = False,
        realtime_scale: float = 1.0,
        answer_ms: int = DEFAULT_ANSWER_MS,
        history_dir: Path | None = None,
        search_seconds: float = SEARCH_SECONDS,
    ) -> None:
        super().__init__(parent)
        # The rules thread allocates all the time: the cyclic collector must not run there and free the GUI
        # thread's Qt objects.
        gui_gc.install()
        # Two Python threads now share the interpreter lock: the rules thread and the GUI thread, which also
        # carries the network. Python lets a busy thread keep the lock for 5 ms before the other may run, so a
        # frame from a peer could wait that long; a 1 ms hand-over keeps replies and paints prompt.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._local_delay_ms = 0.0
        self._thread = QThread()
        self._thread.setObjectName("rules")
        self._worker = TableWorker(
            autosave_path, bot_delay_ms, paced_by_view, realtime_scale, answer_ms, history_dir, search_seconds
        )
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._start_requested.connect(self._worker.start)
        self._resume_requested.connect(self._worker.resume)
        self._submit_requested.connect(self._worker.submit)
        self._explain_requested.connect(self._worker.explain)
        self._undo_requested.connect(self._worker.undo)
        self._hint_noted.connect(self._worker.note_hint)
        self._pause_requested.connect(self._worker.set_paused)
        self._held_requested.connect(self._worker.set_held)
        self._bot_delay_requested.connect(self._worker.set_bot_delay)
        self._answer_time_requested.connect(self._worker.set_answer_time)
        self._local_delay_requested.connect(self._worker.set_local_delay)
        self._acknowledge_requested.connect(self._worker.acknowledge)
        self._remote_submit_requested.connect(self._worker.submit_remote)
        self._remote_probe_requested.connect(self._worker.probe_remote)
        self._replace_seat_requested.connect(self._worker.replace_seat)
        self._pace_requested.connect(self._worker.pace_by_script)
        self._scripted_move_requested.connect(self._worker.play_scripted)
        self._worker.remote_answered.connect(self.remote_answered)
        self._worker.remote_explained.connect(self.remote_explained)
        self._close_requested.connect(self._worker.close_table)
        # Blocking: at quit the GUI thread waits for the play to stop and the gathered autosave to be written
        # before the thread ends.
        self._stop_requested.connect(self._worker.stop, Qt.ConnectionType.BlockingQueuedConnection)
        self._worker.table_updated.connect(self.table_updated)
        self._worker.intent_rejected.connect(self.intent_rejected)
        self._worker.intent_explained.connect(self.intent_explained)
        self._worker.load_failed.connect(self.load_failed)
        self._worker.save_failed.connect(self.save_failed)
        self._worker.save_recovered.connect(self.save_recovered)
        self._worker.table_closed.connect(self.table_closed)
        self._worker.history_written.connect(self.history_written)
        self._thread.start()

    def start(self, setup: GameSetup) -> None:
        self._start_requested.emit(setup)

    def resume(self, path: Path) -> None:
        self._resume_requested.emit(str(path))

    def submit(self, seat: int, action: Any) -> None:
        self._submit_requested.emit(seat, action)

    def explain(self, seat: int, action: Any) -> None:
        self._explain_requested.emit(seat, action)

    def undo(self, seat: int | None = None) -> None:
        """Take back the last person's move; with ``seat``, only if that move was ``seat``'s."""
        self._undo_requested.emit(seat)

    def note_hint(self, seat: int) -> None:
        """Log that ``seat`` was shown a hint (the history keeps it)."""
        self._hint_noted.emit(seat)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume a real-time game; every update says whether it is paused."""
        self._pause_requested.emit(paused)

    def set_held(self, held: bool) -> None:
        """Hold a turn-based table (bots and answer countdowns) while a dialog is open over it."""
        self._held_requested.emit(held)

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_requested.emit(ms)

    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window (the table passes for them when it runs out)."""
        self._answer_time_requested.emit(ms)

    def set_local_delay(self, ms: float) -> None:
        """Real-time games: hold this computer's intents back by ``ms`` (the LAN host sets the guests' round
        trip), so a seat here gains nothing over a guest's."""
        self._local_delay_ms = max(0.0, ms)
        self._local_delay_requested.emit(self._local_delay_ms)

    @property
    def local_delay_ms(self) -> float:
        return self._local_delay_ms

    def submit_remote(self, intent: Any) -> None:
        self._remote_submit_requested.emit(intent)

    def probe_remote(self, probe: Any) -> None:
        self._remote_probe_requested.emit(probe)

    def replace_seat(self, seat: int, spec: Any) -> None:
        self._replace_seat_requested.emit(seat, spec)

    def pace_by_script(self, setup: GameSetup | None) -> None:
        """A tutorial: the bots of the real-time table with ``setup`` wait for ``play_scripted`` (None: no table's)."""
        self._pace_requested.emit(setup)

    def play_scripted(self, seat: int, action: Any) -> None:
        """A tutorial's scripted move for bot ``seat``, as the lesson releases it."""
        self._scripted_move_requested.emit(seat, action)

    def acknowledge(self, version: int) -> None:
        """Tell the rules thread the interface has shown ``version`` (bots wait for it when paced by the view)."""
        self._acknowledge_requested.emit(version)

    def close_table(self) -> None:
        self._close_requested.emit()

    def shutdown(self) -> None:
        if self._thread.isRunning():
            self._stop_requested.emit()
            self._thread.quit()
            self._thread.wait()
