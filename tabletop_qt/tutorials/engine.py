"""The tutorial's step engine (no Qt): where the learner is, what they may do, and the replay of a script.

`TutorialRun` is a small state machine over a `Script`: a step is READING (a note, or a move's text shown while
the table is not yet at that move), then, for a move, waiting for exactly that action; once it is made, AFTER (its
consequence) until Next. Any other action is refused with a reason code the coach words (`why_not`).
`replay` plays a script headless on a `Table` the way the window's rules thread would (the same bots, the same
seeded generator per table version), so a test checks that every step's move is legal when its turn comes, and
a learner who comes back resumes at the step they left (the table rebuilt to that point). A paced script (a
real-time game's) has no free bots: its steps' scripted bot moves are applied in their place (`replay_steps`).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import Table
from tabletop_qt.tutorials.script import Script, Step

LEARNER = 0  # the learner's seat in every script


class Phase(enum.Enum):
    READ = "read"  # the step's text is shown; a move step waits for its move
    AFTER = "after"  # the move was made; its consequence is shown until Next
    DONE = "done"  # every step is done


class Refusal(enum.Enum):
    """Why the tutorial does not let an action through (each worded by the coach)."""

    READ_FIRST = "read_first"  # the step is a note, or the consequence is shown: Next first
    NOT_TAUGHT = "not_taught"  # another move than the one taught now


def same_action(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Two action JSONs mean the same move (lists and tuples alike)."""
    return _plain(a) == _plain(b)


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@dataclass
class TutorialRun:
    script: Script
    index: int = 0
    phase: Phase = Phase.READ

    @property
    def step(self) -> Step | None:
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    @property
    def finished(self) -> bool:
        return self.phase is Phase.DONE

    def wants_move(self) -> bool:
        step = self.step
        return self.phase is Phase.READ and step is not None and step.action is not None

    def can_go_on(self) -> bool:
        """Next is offered: a note, or a move's consequence."""
        step = self.step
        return step is not None and (self.phase is Phase.AFTER or (self.phase is Phase.READ and step.action is None))

    def judge(self, action: Mapping[str, Any]) -> Refusal | None:
        """None when ``action`` is the move taught now (then call `made`), else why it is refused."""
        if self.phase is Phase.DONE:
            return None
        step = self.step
        if step is None or step.action is None or self.phase is not Phase.READ:
            return Refusal.READ_FIRST
        return None if same_action(action, step.action) else Refusal.NOT_TAUGHT

    def made(self) -> None:
        """The taught move was made: show its consequence (or go straight on when the step says none)."""
        if self.step is not None and self.step.after:
            self.phase = Phase.AFTER
        else:
            self.go_on()

    def go_on(self) -> None:
        """Next: the following step; on a note whose bots move (a paced script's), first their moves' consequence."""
        step = self.step
        if step is not None and self.phase is Phase.READ and step.action is None and step.bots:
            self.phase = Phase.AFTER
            return
        self.index += 1
        self.phase = Phase.READ if self.index < len(self.script.steps) else Phase.DONE

    def moves_done(self) -> int:
        """How many of the script's moves the table already holds (a move step in AFTER is done)."""
        done = sum(1 for s in self.script.steps[: self.index] if s.action is not None)
        step = self.step
        if self.phase is Phase.AFTER and step is not None and step.action is not None:
            done += 1
        return done

    def steps_done(self) -> int:
        """The steps whose moves (the learner's and their bots') the table should hold by now."""
        return self.index + (1 if self.phase is Phase.AFTER else 0)

    def bot_moves_due(self) -> int:
        """How many scripted bot moves the table should hold by now (a paced script's)."""
        return len(self.script.bot_moves(self.steps_done()))

    @classmethod
    def at(cls, script: Script, index: int) -> TutorialRun:
        """A run resumed at step ``index`` (its text shown again, its move not yet made)."""
        index = max(0, min(index, len(script.steps)))
        return cls(script, index, Phase.READ if index < len(script.steps) else Phase.DONE)


class ReplayError(AssertionError):
    """A script's move is not legal when its turn comes: the deal or the bots no longer give the taught situation."""


def play_bots(table: Table) -> None:
    """Let the bots move until the learner is asked (or the game ends), as the window's rules thread would."""
    bots = {
        i: make_bot(table.setup.game_id, seat.level or "normal", table.setup.options)
        for i, seat in enumerate(table.setup.seats)
        if seat.kind is SeatKind.BOT
    }
    while not table.outcome.finished:
        current = table.current_seats()
        if LEARNER in current:
            return
        seat = next((s for s in current if s in bots), None)
        if seat is None:
            return
        rng = random.Random(table.setup.seed * 1_000_003 + table.version)  # rules_thread/turn_bots.py's move_rng
        action = bots[seat].choose(table.view(seat), table.legal(seat), rng)
        verdict = table.submit(seat, action)
        if not verdict.accepted:
            raise ReplayError(f"bot {seat} move {action} refused: {verdict.reason}")


def _learner_move(table: Table, index: int, action: Mapping[str, Any]) -> None:
    if LEARNER not in table.current_seats() or not any(same_action(action, a) for a in table.legal(LEARNER)):
        raise ReplayError(f"step {index}: {dict(action)} is not legal now (legal: {table.legal(LEARNER)})")
    verdict = table.submit(LEARNER, dict(action))
    if not verdict.accepted:
        raise ReplayError(f"step {index}: {dict(action)} refused: {verdict.reason}")


def replay_steps(script: Script, steps: int, learner: str = "You") -> Table:
    """A paced script's table after its first ``steps`` steps: each step's learner move, then its bots' moves, all
    judged by the rules. Raises ReplayError when one is not legal when its turn comes."""
    table = Table.new(script.setup(learner))
    for index, step in enumerate(script.steps[:steps]):
        if step.action is not None:
            _learner_move(table, index, step.action)
        for move in step.bots:
            if table.setup.seats[move.seat].kind is not SeatKind.BOT:
                raise ReplayError(f"step {index}: seat {move.seat} is not a bot")
            verdict = table.submit(move.seat, dict(move.action))
            if not verdict.accepted:
                raise ReplayError(f"step {index}: bot {move.seat} move {dict(move.action)} refused: {verdict.reason}")
    return table


def rebuild(script: Script, steps: int, learner: str = "You") -> Table:
    """The table of a learner coming back at step ``steps`` (its text shown again, its move not yet made)."""
    if script.paced:
        return replay_steps(script, steps, learner)
    return replay(script, TutorialRun.at(script, steps).moves_done(), learner)


def replay(script: Script, moves: int, learner: str = "You") -> Table:
    """The table after the script's first ``moves`` moves, each followed by the bots' answers, and the bots'
    moves before the next one. Raises ReplayError when a move is not legal when its turn comes."""
    if script.paced:
        # The bots' answers are the scripted ones of the steps up to the learner's next move.
        following = script.moves()[moves] if moves < len(script.moves()) else len(script.steps)
        return replay_steps(script, following, learner)
    table = Table.new(script.setup(learner))
    play_bots(table)
    for count, index in enumerate(script.moves()):
        if count >= moves:
            break
        action = script.steps[index].action
        assert action is not None
        _learner_move(table, index, action)
        play_bots(table)
    return table
