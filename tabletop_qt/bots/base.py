"""What every bot is: a level name and a choice among the legal actions, made from the seat's view only."""

from __future__ import annotations

import abc
import enum
import random
from typing import Any


class Level(enum.Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"  # a search over guesses of the hidden cards (bots/hard.py, bots/search/)


class Bot(abc.ABC):
    """A computer player for one game at one level.

    ``choose`` sees exactly what a human in the same seat sees (the game's ``view`` for that seat) and the
    legal actions in their JSON form; it never gets the state itself, so it cannot peek at hidden cards.
    All of its randomness comes from ``rng`` so a seeded game replays identically.
    """

    def __init__(self, level: Level) -> None:
        self._level = level

    @property
    def level(self) -> str:
        return self._level.value

    @abc.abstractmethod
    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        """One element of ``legal``."""


class RandomBot(Bot):
    """Picks uniformly among the legal actions: the floor every game's bots must beat."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        return rng.choice(legal)


def require_legal(legal: list[dict[str, Any]]) -> None:
    if not legal:
        raise ValueError("a bot was asked to act with no legal action")
