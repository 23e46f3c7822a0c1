"""What the search needs to know of one game beyond its rules: how to guess what it cannot see, and how to play on
quickly from a guessed position. One adapter per game (``tabletop_qt/bots/search/<game id>.py``)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any


class GuessError(ValueError):
    """A view whose counts no full state can agree with (a hand-made or damaged view): nothing to search over."""


class SearchAdapter:
    """The defaults suit a turn-based game played to its end with uniformly random moves; a game overrides what it
    knows better. Every method is a pure function of its arguments (and ``rng``): the search runs in a worker
    process and in the headless tools alike."""

    # A playout stops after this many moves and asks ``evaluate`` (None: always play to the end).
    max_playout: int | None = None
    # UCB's exploration constant, for rewards in [0, 1].
    exploration: float = 0.7
    # How far a move's mean reward strays from an even share (1 / players) as an honest win chance: the hint and the
    # analysis say share + confidence * (mean - share) (analysis/measure.py). 1: as measured. Below 1 where the
    # rewards (a game's margin through a logistic) are bolder than the results: benchmarks/analysis.py's "shrink".
    confidence: float = 1.0

    def determinise(self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random) -> Any:
        """A full state of ``game`` that agrees with everything ``seat`` sees in ``view``, its hidden parts (other
        hands, the order of the decks...) drawn at random from what they may be."""
        raise NotImplementedError

    def root_actions(self, game: Any, view: Mapping[str, Any], seat: int, legal: Sequence[Any]) -> Sequence[Any]:
        """The legal moves the search weighs at the root (default: all of them; a game may leave out moves that
        only go round in circles). The search's answer is always one of these."""
        return legal

    def actor(self, game: Any, state: Any) -> int:
        """The seat whose choice comes next in the tree (several seats may act at once in some games)."""
        return game.current_seats(state)[0]

    def actions(self, game: Any, state: Any, seat: int) -> Sequence[Any]:
        """The moves the tree considers for ``seat`` (default: all its legal actions)."""
        return game.legal_actions(state, seat)

    def move_key(self, game: Any, action: Any) -> Any:
        """What tells a root move apart: legal moves with equal keys are one move to the search, which plays the
        first of them (default: every move is its own)."""
        return action

    def playout_action(self, game: Any, state: Any, seat: int, rng: random.Random) -> Any:
        """One quick move for ``seat`` in a playout (default: uniformly random)."""
        return rng.choice(game.legal_actions(state, seat))

    def is_over(self, game: Any, state: Any) -> bool:
        return not game.current_seats(state)

    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        """Each seat's reward in [0, 1] at ``state``: at the end, the winners share 1; before it (a playout cut at
        ``max_playout``), an even share unless the game says better."""
        outcome = game.outcome(state)
        if not outcome.finished:
            return [1.0 / players] * players
        if not outcome.winners:
            return [1.0 / players] * players
        share = 1.0 / len(outcome.winners)
        return [share if s in outcome.winners else 0.0 for s in range(players)]

    def players(self, game: Any, state: Any, view: Mapping[str, Any]) -> int:
        """How many seats the game has (the view usually says; states say it in each game's own way)."""
        count = getattr(state, "players", None)
        if isinstance(count, int):
            return count
        if count is not None:
            return len(count)
        raise ValueError("the adapter must say how many players the state has")
