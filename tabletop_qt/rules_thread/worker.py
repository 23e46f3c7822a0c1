"""The rules thread: a QObject living in its own QThread (controller.py starts it) that owns the Table and
orchestrates each change: judge, apply, publish one TableUpdate, then the next bot.

Everything reaches it as a queued signal and leaves it as one, so the GUI thread never waits on rules, bots or
the disk. The rest is components it owns and calls: TurnBots (turn_bots.py, which bot moves and what),
HardThinking (hard_thinking.py, hard seats' searches in a worker process), AnswerClock (answer_clock.py,
out-of-turn countdowns), Autosaver (autosave.py) and HistoryKeeper (history_keeper.py).
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from tabletop_qt.table.bot_pace import FRAME_MS
from tabletop_qt.table.answers import BOT_ANSWER_FACTOR, DEFAULT_ANSWER_MS, AnswerWindow
from tabletop_qt.table.realtime import QUIET_REFUSALS, Intent, RealtimeScheduler
from tabletop_qt.table.saves import SaveError, read_save, set_aside
from tabletop_qt.rules_thread.answer_clock import AnswerClock
from tabletop_qt.rules_thread.autosave import Autosaver
from tabletop_qt.rules_thread.hard_thinking import Answer, HardThinking
from tabletop_qt.rules_thread.history_keeper import HistoryKeeper
from tabletop_qt.rules_thread.turn_bots import TurnBots, move_rng
from tabletop_qt.rules_thread.search_service import SEARCH_SECONDS
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import Table, Verdict
from tabletop_qt.table.update import TableUpdate, make_update

log = logging.getLogger(__name__)

# A real-time timer tick hands out at most this many intents before it lets other events in (queued intents
# from the GUI thread and the network must not wait behind a burst).
REALTIME_BURST = 32
PAUSED = "table.paused"  # the refusal of an intent made while a real-time game is paused


class TableWorker(QObject):
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
    history_kept = Signal(object)  # ... and the HistoryRecord itself (HistoryKeeper.kept)

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
        self.history = HistoryKeeper(history_dir, self)
        self.history.written.connect(self.history_written)
        self.history.kept.connect(self.history_kept)
        # Hard bots: their worker process (started with the first table that has one, stopped with this thread),
        # each decision's time budget, the turn-based decision under way and a real-time table's searches.
        self.hard = HardThinking(self._current_table, search_seconds, self)
        self.hard.move_ready.connect(self._on_bot_timer_timeout)
        self.hard.realtime_answered.connect(self._on_hard_realtime_answered)
        # Out-of-turn windows (High Noon Saloon's blocks, counterattacks, teammates' help): a person's time to
        # answer, after which the table passes for them, so an absent player never stalls the game.
        self.answer_clock = AnswerClock(answer_ms, self)
        self.answer_clock.ran_out.connect(self._on_answer_clock_ran_out)
        self._timed_out: int | None = None  # the seat the table just passed for (the next update says so)
        self._realtime_scale = realtime_scale  # real-time games: bots' think times and countdowns times this
        self.autosave = Autosaver(autosave_path, self._current_table, self)
        self.autosave.failed.connect(self.save_failed)
        self.autosave.recovered.connect(self.save_recovered)
        self._bot_delay_ms = bot_delay_ms
        # Paced by the view, a bot plays only once the interface has shown the last position: bots at full
        # speed can then never flood the GUI thread with positions it has no time to draw.
        self._paced_by_view = paced_by_view
        self._shown_version = -1
        self._bot_waiting = False
        # A turn-based table held while a dialog is open over it: bots wait, an answer's countdown stands still.
        self._held = False
        self._table: Table | None = None
        self.bots = TurnBots()  # a turn-based table's bots; a real-time table's are its scheduler's
        self._bot_timer: QTimer | None = None
        # Real-time games: the scheduler of bots, referee and held host-side intents, and its one timer.
        self._realtime: RealtimeScheduler | None = None
        self._realtime_timer: QTimer | None = None
        self._local_delay_ms = 0.0
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
        else:
            self.bots.set_seat(table.setup, seat, spec)
        self.hard.drop_seat(seat)  # the seat is someone else's now
        self.hard.start_if_hard()
        self.autosave.now()
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
        self.autosave.now()
        self._publish(())

    @Slot(object)
    def undo(self, seat: int | None = None) -> None:
        table = self._table
        if table is None or not table.undo(seat):
            return
        self.autosave.now()
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
            self.autosave.now()
        else:
            realtime.resume(now)
            self._arm_realtime()
        self._publish(())

    @Slot(bool)
    def set_held(self, held: bool) -> None:
        """Hold a turn-based table while a dialog is open over it (nobody there can act): no bot moves, and the
        time to answer a window stands still; released, the countdown goes on from where it stood."""
        if held == self._held:
            return
        self._held = held
        if held:
            if self._bot_timer is not None:
                self._bot_timer.stop()
            self.answer_clock.hold()
            return
        table = self._table
        resumed = self.answer_clock.release(table.version if table is not None else None)
        if table is None:
            return
        if resumed:
            self._publish(())  # the screen's countdown goes on from the time it had left
        self._schedule_bot()

    @Slot(int)
    def acknowledge(self, version: int) -> None:
        """The interface has shown the position of ``version``."""
        self._shown_version = max(self._shown_version, version)
        self.autosave.shown()  # the GUI thread has just painted: a gathered save due now takes no frame's time
        if self._bot_waiting:
            self._schedule_bot()

    @Slot(int)
    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = max(0, ms)

    @Slot(int)
    def set_answer_time(self, ms: int) -> None:
        """A person's time to answer an out-of-turn window from the next window on (the one open keeps its own)."""
        self.answer_clock.set_answer_ms(ms)

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
        self.hard.cancel_all()
        self.answer_clock.clear()
        self._realtime = None
        self._table = None
        self.bots.clear()
        self.table_closed.emit()

    # ------------------------------------------------------------------ inside the rules thread
    def _current_table(self) -> Table | None:
        return self._table

    def _install(self, table: Table) -> None:
        self.flush()
        self._stop_bot_timer()
        self.hard.cancel_all()
        self._table = table
        self._shown_version = -1
        self.answer_clock.clear()
        self.bots.install(table)  # none for a real-time table: its scheduler's (RealtimeScheduler.seats_changed)
        self._realtime = None
        self.hard.start_if_hard()  # before the first decision: the child's start-up is paid now
        if table.real_time:
            self._realtime = RealtimeScheduler(
                table,
                move_rng(table),
                local_delay_ms=self._local_delay_ms,
                time_scale=self._realtime_scale,
                ask=self.hard.ask_realtime,
                forget=self.hard.forget_realtime,
                search_seconds=self.hard.search_seconds,
            )
            if table.setup == self._scripted_setup:
                self._realtime.set_scripted(True, time.monotonic())
            self._realtime.changed(time.monotonic())
            self.autosave.later()  # a game's start is busy enough on the GUI thread (see Autosaver.later)
        else:
            self.autosave.now()
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
        self.autosave.after_move(seat)
        self.history.prepare(table)  # a finished game's record made while the GUI thread is idle (history_keeper.py)
        self._publish(verdict.events)
        self.history.keep(self._table)
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
        answer = self.answer_clock.arm(table)
        timed_out, self._timed_out = self._timed_out, None
        # Several people sharing the screen read the public log.
        update: TableUpdate = make_update(
            table, local, events, table.setup.screen_seat(), countdown, paused, answer, timed_out
        )
        self.table_updated.emit(update)

    @Slot(object, int)
    def _on_answer_clock_ran_out(self, answer: AnswerWindow, version: int) -> None:
        table = self._table
        if table is None or table.version != version:
            return  # answered (or the table changed) meanwhile
        self._timed_out = answer.seat
        verdict = self._apply(answer.seat, answer.pass_action)
        if not verdict.accepted:
            self._timed_out = None
            log.warning("the table could not pass for seat %s: %s", answer.seat, verdict.reason)

    def _schedule_bot(self) -> None:
        table = self._table
        if self._realtime is not None:
            # Real time paces itself: each bot's think time is its pace, whatever the interface shows.
            self._arm_realtime()
            return
        # The game moved on (a move, undo, a seat replaced): a decision asked for another position is moot.
        self.hard.drop_unless_at(table.version if table is not None else None)
        if table is None or table.outcome.finished:
            return
        seat = self.bots.seat(table)
        if seat is None:
            return
        # A hard bot starts thinking at once; the bots' pace below runs meanwhile, so its move is made when both
        # the pace and the thinking are over.
        hard = self.bots.hard_bot(seat)
        if hard is not None:
            self.hard.think(seat, hard)
        if self._held:
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
        answer = self.answer_clock.window_at(table.version)
        if answer is not None and self.bots.owns(answer.seat):
            # An out-of-turn window: the same, longer wait whether the bot will answer or pass.
            delay = int(delay * BOT_ANSWER_FACTOR)
        else:
            delay = self.bots.pace_ms(table, delay)
        if self._paced_by_view:
            # Even "instant" bots leave a frame between moves, so the interface paints every position once.
            delay = max(delay, FRAME_MS)
        self._bot_timer.start(delay)

    def _stop_bot_timer(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
        self.answer_clock.stop()
        if self._realtime_timer is not None:
            self._realtime_timer.stop()

    @Slot()
    def flush(self) -> None:
        """Write the autosave still gathering changes (a real-time game's, a run of bot moves), now."""
        self.autosave.flush()

    @Slot()
    def stop(self) -> None:
        """At quit: no more moves (a bot's timer firing between the last write and the thread's end would
        leave a move unsaved), and whatever is gathered written now; the hard bots' worker process ends."""
        self._stop_bot_timer()
        self.flush()
        self.hard.stop()

    # ------------------------------------------------------------------ real time
    def _apply_realtime(self, intent: Intent) -> Verdict:
        """Submit one intent of a real-time game, from whichever source, in the order intents come."""
        table = self._table
        realtime = self._realtime
        assert table is not None and realtime is not None
        verdict = table.submit(intent.seat, intent.action)
        realtime.changed(time.monotonic())  # refused too: a bot that was too late looks again
        if verdict.accepted:
            self.history.prepare(table)
            self._publish(verdict.events)
            if table.outcome.finished:
                self.autosave.now()
                self.history.keep(self._table)
            else:
                self.autosave.later()
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
        seat = self.bots.seat(table)
        if seat is None:
            return
        if self.bots.hard_bot(seat) is not None:
            answer, action = self.hard.take(seat, table.version)
            if answer is Answer.PENDING:
                return  # played when the answer comes (HardThinking.move_ready)
            if answer is Answer.READY:
                self._apply(seat, action)
                return
            # No worker process to think in (or it failed): the normal bot plays this decision (TurnBots.move).
        self._apply(seat, self.bots.move(table, seat))

    @Slot(int, object)
    def _on_hard_realtime_answered(self, seat: int, action: Any) -> None:
        if self._realtime is not None:
            self._realtime.answered(seat, action, time.monotonic())
            self._arm_realtime()
