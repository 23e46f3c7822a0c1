"""The hard level of every game: a search over guesses of what the seat cannot see (bots/search/)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tabletop_qt.bots.base import Bot, Level, require_legal
from tabletop_qt.bots.search import SearchRequest, default_iterations, run_search


class HardBot(Bot):
    """``choose`` searches in the calling thread with a fixed iteration budget, so a seeded game replays
    identically (the headless tools, tests). The rules thread never calls it: it asks ``request`` for the same
    search and runs it in a worker process with a time budget instead."""

    def __init__(self, game_id: str, options: Mapping[str, Any] | None = None, iterations: int | None = None) -> None:
        super().__init__(Level.HARD)
        self.game_id = game_id
        self.options = dict(options or {})
        self.iterations = iterations if iterations is not None else default_iterations(game_id)

    def request(
        self, seat: int, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random,
        seconds: float | None = None,
    ) -> SearchRequest:
        return SearchRequest(
            self.game_id, seat, view, tuple(legal), rng.getrandbits(63), self.iterations, seconds, self.options
        )

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        seat = view_seat(view)
        return run_search(self.request(seat, view, legal, rng))


def view_seat(view: Mapping[str, Any]) -> int:
    """The seat a view was made for: most games' views name it as ``you`` or ``seat``; High Noon Saloon's shows
    one player's hand, its own, and counts only for the others."""
    for key in ("you", "seat", "viewer"):
        value = view.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    players = view.get("players")
    if isinstance(players, list):
        mine = [i for i, p in enumerate(players) if isinstance(p, Mapping) and "hand" in p]
        if len(mine) == 1:
            return mine[0]
    raise ValueError("the view does not say whose it is")
