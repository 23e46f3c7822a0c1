"""The real-time side of a Table: bots that look and then move, the referee's countdowns, host-side intents held
back to make up for the guests' network trip.

Plain Python with the clock passed in (``now``: ``time.monotonic()`` seconds), so the rules thread drives it
with one QTimer and the tests and benchmarks can drive it with a clock of their own. It never applies anything
itself: ``pop_due`` hands out the intents whose time has come, the owner submits them to the Table in that
order (arrival order is the only arbitration) and calls ``changed`` after each one, accepted or not.

What it schedules (docs/rules/frantic_frankfurt.md, "For the Table"):

- **Bots, like people.** Each bot seat that may act and has nothing under way starts *looking*
  (``notice_ms`` of its speed). When that time comes it reads its view and legal actions as they are *then*,
  chooses, and its hand travels (``move_ms``); the intent is handed out at the end of that, against whatever
  the table is by then. A refused intent (too late) simply ends the plan: the seat looks again.
- **Hard bots look while they think.** A hard bot's look sends its search (its view and legal actions as they
  are when the look starts, a budget of the look's length capped at the owner's budget) through the owner's
  ``ask``; its move goes out once the look has ended *and* the answer is here (``answered``), so its reaction
  speed stays its speed setting. An answer no longer legal by then is dropped and the seat looks again; no
  answer (the worker process failed) and no ``ask`` at all play the look with the normal bot.
- **The referee.** While the game waits for every seat's ``ready`` (``game.waiting_for(state)``: the opening
  and the stuck reveal) a countdown runs; when it ends the table says ready for every seat still waited for,
  so nobody can stall the table. In the race at a round's end, a seat that may slap and does not for
  ``race_grace_ms`` is served by the table with the choice the normal bot makes (the smallest pile).
- **Scripted pace.** A tutorial's table (``scripted``) has neither: its bots act only when the lesson hands the
  rules thread their scripted moves, and nobody is said ready or slapped for, so the learner meets exactly the
  situations the steps describe (tutorials/script.py, ``Script.paced``).
- **No host advantage.** Intents made on the host's computer (its people and its bots) are held back by
  ``local_delay_ms`` (the guests' measured round trip, see ``net/host.py``) before they join the queue, as
  if they too had crossed the network.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from tabletop_qt.bots import Bot, bot_speed, make_bot
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import spec_of
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table

COUNTDOWN_MS = 3000  # "ready to reveal": long enough to see it coming, short enough not to bore
RACE_GRACE_MS = 4000  # the finisher slaps at once in practice; past this the table slaps for them
RACE = "race"  # the phase in which seats race to slap (a real-time game's state names its phase)
# Refusals nobody needs to hear about: a "ready" that arrives just after the countdown (or the last seat) set
# off the reveal has nothing left to do.
QUIET_REFUSALS = frozenset({"ff.no_reveal_pending"})


@dataclass(frozen=True)
class Countdown:
    """A visible countdown: when ``deadline`` comes the table acts for ``seats`` (says ready, or slaps).

    Plain values, safe to hand to the GUI thread. ``deadline`` is ``time.monotonic()`` seconds: one clock for
    every thread of this process, so the interface computes what is left with ``remaining_ms()``; it means
    nothing on another computer (send ``remaining_ms()`` instead)."""

    phase: str  # the game's phase: "opening" or "stuck" (the table says ready), "race" (the table slaps)
    round: int
    seats: tuple[int, ...]  # whom the table will act for
    deadline: float
    total_ms: int

    def remaining_ms(self, now: float | None = None) -> int:
        left = self.deadline - (time.monotonic() if now is None else now)
        return max(0, round(left * 1000))


@dataclass(frozen=True)
class Intent:
    """An action whose time has come, for the owner to submit to the Table."""

    seat: int
    action: Any
    source: str  # "bot", "referee" (refusals ignored quietly) or "local" (a person here; refusals shown)


@dataclass
class _Plan:
    """One bot seat's action under way: looking until ``due`` (action None), then its hand moving."""

    due: float
    action: Any = None
    thinking: bool = False  # a hard bot's search is under way: the look cannot end before ``answered``
    answered: bool = False
    answer: Any = None  # the search's action (None: it failed)


def _phase(table: Table) -> str:
    phase = getattr(table.state, "phase", "")
    return str(getattr(phase, "value", phase))


class RealtimeScheduler:
    def __init__(
        self,
        table: Table,
        rng: random.Random,
        countdown_ms: int = COUNTDOWN_MS,
        race_grace_ms: int = RACE_GRACE_MS,
        local_delay_ms: float = 0.0,
        time_scale: float = 1.0,
        ask: Callable[[int, Any], bool] | None = None,
        forget: Callable[[int], None] | None = None,
        search_seconds: float = 1.0,
    ) -> None:
        self.table = table
        # A hard bot's search goes out through ``ask(seat, request)`` (True: the answer will come to
        # ``answered``), and ``forget(seat)`` says its answer is no longer wanted (the seat stopped looking).
        # Without ``ask`` hard bots look like normal ones: choose() would search on the calling thread.
        self._ask = ask
        self._forget = forget
        self.search_seconds = search_seconds
        # time_scale shrinks every think time and countdown alike (tests and benchmarks play a whole game in
        # seconds); the local delay is real network time and is never scaled.
        self.time_scale = time_scale
        self.countdown_ms = round(countdown_ms * time_scale)
        self.race_grace_ms = round(race_grace_ms * time_scale)
        self.local_delay_ms = local_delay_ms
        self._rng = rng
        self._bots: dict[int, Bot] = {}
        self._fallback: dict[int, Bot] = {}  # hard seats' normal bots: when their search cannot answer
        self._speeds: dict[int, str] = {}
        self._plans: dict[int, _Plan] = {}
        self._held: list[tuple[float, int, Intent]] = []  # host-side intents waiting out local_delay_ms
        self._held_count = 0  # keeps held intents of equal time in the order they came
        self._countdown: Countdown | None = None
        self._waiting: tuple[int, ...] = ()
        self._race_seats: tuple[int, ...] = ()
        self._referee = make_bot(table.setup.game_id, "normal")  # what the table chooses for a stalling seat
        self._paused_at: float | None = None  # when the game was paused; None while it runs
        self._scripted = False  # a tutorial's table: no bot looks and no referee steps in by itself
        self.seats_changed()

    # ------------------------------------------------------------------ reading
    @property
    def countdown(self) -> Countdown | None:
        return self._countdown

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def next_due(self) -> float | None:
        """When ``pop_due`` will next have something to do (None: nothing is scheduled, or the game is paused)."""
        if self._paused_at is not None:
            return None
        times = [p.due for p in self._plans.values() if not (p.thinking and not p.answered)]
        times.extend(due for due, _, _ in self._held)
        if self._countdown is not None:
            times.append(self._countdown.deadline)
        return min(times) if times else None

    @property
    def scripted(self) -> bool:
        return self._scripted

    def set_scripted(self, scripted: bool, now: float) -> None:
        """A tutorial's scripted pace on or off: on, what bots and referee had under way is dropped; off, they
        start as at any change."""
        self._scripted = scripted
        self.changed(now)

    def busy(self, seat: int) -> bool:
        """The seat has a bot's action under way (looking or moving)."""
        return seat in self._plans

    # ------------------------------------------------------------------ told by the owner
    def seats_changed(self) -> None:
        """The table's seats changed (start, or a seat given to a bot): (re)make the bots."""
        setup = self.table.setup
        old = self._bots
        self._bots, self._speeds, self._fallback = {}, {}, {}
        for i, spec in enumerate(setup.seats):
            if spec.kind is SeatKind.BOT:
                level = spec.level or "normal"
                self._bots[i] = make_bot(setup.game_id, level, setup.options)
                self._speeds[i] = bot_speed(setup.game_id, level) or "medium"
                if isinstance(self._bots[i], HardBot):
                    self._fallback[i] = make_bot(setup.game_id, "normal")
        for seat in [s for s in self._plans if s not in self._bots or type(old.get(s)) is not type(self._bots[s])]:
            self._drop_plan(seat)

    @property
    def hard_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._fallback))

    def pause(self, now: float) -> None:
        """Stop the clock: bots stop looking and moving, the referee's countdown and held intents wait."""
        if self._paused_at is None:
            self._paused_at = now
            # A search under way is cancelled; the seat looks afresh when the game resumes.
            for seat in [s for s, p in self._plans.items() if p.thinking]:
                self._drop_plan(seat)

    def resume(self, now: float) -> None:
        """Start the clock again: everything scheduled moves on by the pause's length, so a countdown with 1.8 s
        left when the game was paused has 1.8 s left now, and a bot halfway through its look goes on from there."""
        if self._paused_at is None:
            return
        shift = max(0.0, now - self._paused_at)
        self._paused_at = None
        for plan in self._plans.values():
            plan.due += shift
        self._held = [(due + shift, order, intent) for due, order, intent in self._held]
        if self._countdown is not None:
            self._countdown = replace(self._countdown, deadline=self._countdown.deadline + shift)
        self._start_looking(now)  # the hard bots whose search the pause cancelled

    def hold_local(self, seat: int, action: Any, now: float) -> bool:
        """A person at this computer acted: True if the intent waits out the local delay (``pop_due`` hands it
        out later), False if there is no delay and the owner should submit it at once."""
        if self.local_delay_ms <= 0 and not self._held:
            return False
        due = now + max(0.0, self.local_delay_ms) / 1000
        self._held_count += 1
        self._held.append((due, self._held_count, Intent(seat, action, "local")))
        self._held.sort(key=lambda h: (h[0], h[1]))
        return True

    def changed(self, now: float) -> None:
        """After every submission (accepted or refused) and at the start: start the bots that may act and are
        idle, and start, keep or end the referee's countdown."""
        table = self.table
        if self._paused_at is not None:
            now = self._paused_at  # the clock stands still: what starts now starts when the game resumes
        if table.outcome.finished or self._scripted:
            for seat in list(self._plans):
                self._drop_plan(seat)
            self._countdown = None
            return
        self._start_looking(now)
        self._update_countdown(now)

    def answered(self, seat: int, action: Any, now: float) -> None:
        """The owner's answer to a hard bot's ``ask``: its action, or None when the search failed. The move goes
        out once the look has ended too."""
        plan = self._plans.get(seat)
        if plan is None or not plan.thinking or plan.answered:
            return  # the seat stopped looking meanwhile
        plan.answered, plan.answer = True, action
        if self._paused_at is None:
            plan.due = max(plan.due, now)

    def pop_due(self, now: float) -> Intent | None:
        """The next intent whose time has come (earliest first), or None. Bots whose looking is over choose
        here, from the table as it is now."""
        if self._paused_at is not None:
            return None
        while True:
            ready = [s for s, p in self._plans.items() if not (p.thinking and not p.answered)]
            plan_seat = min(ready, key=lambda s: (self._plans[s].due, s), default=None)
            candidates: list[tuple[float, int, str]] = []
            if plan_seat is not None:
                candidates.append((self._plans[plan_seat].due, 0, "plan"))
            if self._held:
                candidates.append((self._held[0][0], 1, "held"))
            if self._countdown is not None:
                candidates.append((self._countdown.deadline, 2, "referee"))
            if not candidates:
                return None
            due, _, kind = min(candidates)
            if due > now:
                return None
            if kind == "held":
                return self._held.pop(0)[2]
            if kind == "referee":
                intent = self._referee_intent()
                if intent is not None:
                    return intent
                continue
            assert plan_seat is not None
            plan = self._plans[plan_seat]
            if plan.action is not None:
                del self._plans[plan_seat]
                return Intent(plan_seat, plan.action, "bot")
            self._look(plan_seat, plan, now)

    # ------------------------------------------------------------------ inside
    def _start_looking(self, now: float) -> None:
        """Every bot seat that may act and has nothing under way starts looking (a hard one asks its search)."""
        if self._scripted:
            return  # a tutorial's bots wait for their scripted moves
        table = self.table
        for seat in table.current_seats():
            if seat not in self._bots or seat in self._plans:
                continue
            notice = self._notice_ms(seat)
            plan = _Plan(now + notice / 1000)
            self._plans[seat] = plan
            bot = self._bots[seat]
            if isinstance(bot, HardBot) and self._ask is not None:
                legal = table.legal(seat)
                if len(legal) < 2:
                    continue  # nothing to weigh: the look ends with the only move (or none)
                seconds = max(0.001, min(notice / 1000, self.search_seconds))
                request = bot.request(seat, table.view(seat), legal, self._rng, seconds)
                plan.thinking = self._ask(seat, request)

    def _drop_plan(self, seat: int) -> None:
        plan = self._plans.pop(seat, None)
        if plan is not None and plan.thinking and not plan.answered and self._forget is not None:
            self._forget(seat)

    def _pacing(self) -> Any:
        """The game's bot pacing module (its GameSpec's ``pacing``): how soon a bot of each speed notices and moves."""
        pacing = spec_of(self.table.setup.game_id).pacing
        if pacing is None:
            raise ValueError(f"{self.table.setup.game_id!r} is not a real-time game")
        return resolve(pacing)

    def _notice_ms(self, seat: int) -> float:
        return self._pacing().notice_ms(self._speeds[seat], self._rng) * self.time_scale

    def _move_ms(self, seat: int, action_type: str) -> float:
        return self._pacing().move_ms(self._speeds[seat], action_type, self._rng) * self.time_scale

    def _look(self, seat: int, plan: _Plan, now: float) -> None:
        table = self.table
        legal = table.legal(seat)
        if not legal:
            del self._plans[seat]  # nothing to do any more; the next change starts it looking again
            return
        bot = self._bots[seat]
        if plan.thinking:
            if plan.answer is not None and plan.answer not in legal:
                # The table moved on while it thought: the answer is stale, the seat looks again.
                del self._plans[seat]
                self._start_looking(now)
                return
            action = plan.answer
            if action is None:
                action = self._fallback[seat].choose(table.view(seat), legal, self._rng)
        elif isinstance(bot, HardBot):
            # No worker process to think in: the normal bot's choice, never a search on the rules thread.
            action = self._fallback[seat].choose(table.view(seat), legal, self._rng)
        else:
            action = bot.choose(table.view(seat), legal, self._rng)
        # The hand leaves when the looking ended, whenever the timer actually fired; it is a host-side hand,
        # so it also waits out the local delay.
        plan.due += (self._move_ms(seat, str(action.get("type", ""))) + max(0.0, self.local_delay_ms)) / 1000
        plan.action = action

    def _update_countdown(self, now: float) -> None:
        table = self.table
        waiting_for = getattr(table.game, "waiting_for", None)
        waiting = tuple(waiting_for(table.state)) if waiting_for is not None else ()
        phase = _phase(table)
        round_ = int(getattr(table.state, "round", 0))
        if waiting:
            # A new reveal begins when someone is waited for who was not before (a round opening, everyone
            # stuck, or stuck again right after a stuck reveal); a seat saying ready only shortens the list.
            current = self._countdown
            if current is None or not set(waiting) <= set(self._waiting):
                self._countdown = Countdown(phase, round_, waiting, now + self.countdown_ms / 1000, self.countdown_ms)
            else:
                # The same reveal: keep the deadline; a seat the table already answered for stays answered
                # (were its ready refused, the table would not ask again before the next countdown).
                seats = tuple(s for s in waiting if s in current.seats)
                self._countdown = Countdown(phase, round_, seats, current.deadline, current.total_ms)
            self._waiting = waiting
            self._race_seats = ()
            return
        self._waiting = ()
        if phase == RACE:
            seats = table.current_seats()
            if not seats:
                self._countdown = None
                return
            if self._countdown is None or seats != self._race_seats:
                # The clock restarts whenever someone slaps: the table only steps in when the race has stalled.
                self._countdown = Countdown(phase, round_, seats[:1], now + self.race_grace_ms / 1000, self.race_grace_ms)
            self._race_seats = seats
            return
        self._race_seats = ()
        self._countdown = None

    def _referee_intent(self) -> Intent | None:
        countdown = self._countdown
        assert countdown is not None
        table = self.table
        for seat in countdown.seats:
            legal = table.legal(seat)
            if not legal:
                continue
            if countdown.phase == RACE:
                action = self._referee.choose(table.view(seat), legal, self._rng)
            else:
                action = next((a for a in legal if a.get("type") == "ready"), None)
                if action is None:
                    continue
            # Handed out once: the owner's changed() after submitting it moves the countdown on.
            self._countdown = Countdown(
                countdown.phase,
                countdown.round,
                tuple(s for s in countdown.seats if s != seat),
                countdown.deadline,
                countdown.total_ms,
            )
            return Intent(seat, action, "referee")
        self._countdown = None
        return None
