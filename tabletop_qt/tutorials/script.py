"""A tutorial as data: the fixed deal (a GameSetup's seed, seats and options) and its steps.

Plain Python (no Qt): the headless check replays a script against the engine, and the window's coach
(`ui/tutorial_coach.py`) shows it. A step's texts are English source texts in the script's translation context,
marked with ``QT_TRANSLATE_NOOP`` (defined here as the identity, under the name pyside6-lupdate looks for, so the
texts reach the .ts files without this module importing Qt); the coach translates them when shown.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate finds)
    """Marks ``source`` for translation in ``context``; the text itself is returned unchanged."""
    return source


class TargetKind(enum.Enum):
    """What a pointer can rest on. Each game's locator (`ui/tutorial_targets.py`) finds the item for a kind."""

    HAND = "hand"  # a card of the learner's hand (key: its instance id)
    SLOT = "slot"  # a slot of the learner's board (key: fist / holster)
    SPACE = "space"  # a space of the map (key: its id)
    FIGURE = "figure"  # a player's figure (key: the seat)
    CHIP = "chip"  # a choice offered on the table (key: the action it stands for)
    BUTTON = "button"  # a button beside the table (key: the board's button name)
    CELL = "cell"  # a cell or space of a grid or street (key: its index)
    CARD = "card"  # a card on the table, not in a hand (key: the board's own id for it)
    COLUMN = "column"  # a column of the learner's layout, its face-up card or its empty place (key: its index)
    PILE = "pile"  # a discard pile on the table (key: its number)


@dataclass(frozen=True)
class Target:
    kind: TargetKind
    key: Any


@dataclass(frozen=True)
class BotMove:
    """A bot's move in a paced tutorial (`Script.paced`): the coach hands it to the rules thread when its step comes,
    and the rules judge it like any other intent."""

    seat: int
    action: Mapping[str, Any]


@dataclass(frozen=True)
class Step:
    """One thing the learner is taught.

    ``text`` says what to do and why (the rulebook's words). With an ``action`` the learner must make exactly
    that move (its JSON; None for a note read and passed with Next), by clicking ``targets`` in order; ``after``
    is the consequence, shown once the move is made, with Next (the bots play meanwhile, in view).

    In a paced script ``bots`` are the bots' moves of this step, played once the learner's move is made (for a note:
    once Next is pressed, and ``after`` then tells what they did); in the others the bots play by themselves."""

    text: str
    action: Mapping[str, Any] | None = None
    targets: tuple[Target, ...] = ()
    after: str = ""
    bots: tuple[BotMove, ...] = ()


@dataclass(frozen=True)
class Script:
    game_id: str
    context: str  # the translation context of its texts
    seed: int
    bots: tuple[tuple[str, str], ...]  # (name, level) of each bot seat after the learner's seat 0
    options: Mapping[str, Any]
    title: str
    steps: tuple[Step, ...]
    finish: str  # said at the end, before a real game is offered
    # A real-time game's tutorial: its bots act only through the steps' ``bots``, never by themselves, so the
    # learner meets exactly the situations the steps describe (the rules thread is told, see ui/tutorial_pace.py).
    paced: bool = False

    def setup(self, learner: str) -> GameSetup:
        """The fixed deal: the learner in seat 0, the bots after."""
        seats = (SeatSpec(SeatKind.HUMAN, learner), *(SeatSpec(SeatKind.BOT, n, lv) for n, lv in self.bots))
        return GameSetup(self.game_id, seats, self.seed, dict(self.options))

    def moves(self) -> list[int]:
        """The indices of the steps with a move to make."""
        return [i for i, s in enumerate(self.steps) if s.action is not None]

    def bot_moves(self, steps: int) -> tuple[BotMove, ...]:
        """The bots' moves of the first ``steps`` steps, in order (a paced script's)."""
        return tuple(move for step in self.steps[:steps] for move in step.bots)
