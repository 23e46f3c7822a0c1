"""A paced tutorial's bots (a real-time game's, `Script.paced`): they move only when the lesson lets them.

In Frantic Frankfurt everybody plays at once, so bots left to themselves would never meet the situations a script
describes. For the lesson's table the rules thread is told to hold its bots and its referee back
(`TableController.pace_by_script`); this pacer then hands it the steps' scripted bot moves, one at a time, each
once the table holds the one before and the window's bot delay has passed, so the learner sees every card land.
The rules thread judges them like any bot's intent: the rules stay the only judge of what is legal.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.tutorials.engine import LEARNER, TutorialRun


def learner_moves(update: TableUpdate) -> int:
    """How many moves the learner's seat has made at this table (the log names each entry's seat)."""
    return sum(1 for entry in update.log if entry.seat == LEARNER)


def bot_moves(update: TableUpdate) -> int:
    """How many moves the other seats have made at this table (at a paced lesson's table, all scripted)."""
    return sum(1 for entry in update.log if entry.seat is not None and entry.seat != LEARNER)


class ScriptedBots(QObject):
    """Releases a paced script's bot moves to the rules thread as the learner's steps reach them."""

    def __init__(self, window: Any, run: TutorialRun, setup: GameSetup) -> None:
        super().__init__(window)
        self.window = window
        self.run = run
        self.setup = setup
        self.active = False
        self._sent: int | None = None  # the index (among the script's bot moves) handed out and not yet shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)

    def hold(self) -> None:
        """Before the lesson's table starts: its bots wait for this pacer."""
        self.active = True
        self.window.controller.pace_by_script(self.setup)

    def release(self) -> None:
        """The lesson is over (or left for another table): every table plays at its own pace again."""
        if self.active:
            self.active = False
            self._timer.stop()
            self.window.controller.pace_by_script(None)

    def caught_up(self, update: TableUpdate | None) -> bool:
        """The table holds every move of the steps done so far: the learner's and the bots'."""
        if not self.active:
            return True
        if update is None or update.setup != self.setup:
            return False
        return learner_moves(update) == self.run.moves_done() and bot_moves(update) == self.run.bot_moves_due()

    def follow(self, update: TableUpdate | None) -> None:
        """After every position shown and every step: hand out the next bot move when its time has come."""
        if not self.active or update is None or update.setup != self.setup:
            return
        shown = bot_moves(update)
        if update.paused:
            # Nobody moves while the game is paused (a move on its way is dropped): handed over again after.
            self._sent = None
            self._timer.stop()
            return
        if self._sent is not None and shown > self._sent:
            self._sent = None
        if self._sent is not None or self._timer.isActive():
            return
        # A step's bots answer its learner's move: they wait until the table holds it.
        if learner_moves(update) != self.run.moves_done() or shown >= self.run.bot_moves_due():
            return
        self._timer.start(max(0, int(self.window.bot_delay_ms)))

    def _on_timer_timeout(self) -> None:
        update = self.window.game.update_shown
        if not self.active or update is None or update.setup != self.setup or update.paused:
            return
        shown = bot_moves(update)
        due = self.run.script.bot_moves(self.run.steps_done())
        if shown >= len(due) or learner_moves(update) != self.run.moves_done():
            return
        move = due[shown]
        self._sent = shown
        self.window.controller.play_scripted(move.seat, dict(move.action))
