"""The registry of playable games, by their stable id.

Rules modules load on first use, so listing the games (the home page, at start-up) costs no rules import.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any

# id -> (module, class) of each playable game's rules engine, in the order games are listed.
_ENGINES: dict[str, tuple[str, str]] = {
    "tea_time": ("tabletop_qt.core.games.tea_time.rules", "TeaTime"),
    "times_square": ("tabletop_qt.core.games.times_square.rules", "TimesSquare"),
    "frantic_frankfurt": ("tabletop_qt.core.games.frantic_frankfurt.rules", "FranticFrankfurt"),
    "high_noon_saloon": ("tabletop_qt.core.games.high_noon_saloon.rules", "HighNoonSaloon"),
}

# Games whose rules, bots and headless tools (sim, benchmarks) are ready but which the window does not offer
# yet (no table scene): listing them would put an unplayable entry in the menus. None at the moment.
_HEADLESS_ENGINES: dict[str, tuple[str, str]] = {}


_loaded: dict[str, Any] = {}


class _Registry(Mapping[str, Any]):
    def __init__(self, engines: Mapping[str, tuple[str, str]]) -> None:
        self._engines = engines

    def __getitem__(self, game_id: str) -> Any:
        game = _loaded.get(game_id)
        if game is None:
            module, name = self._engines[game_id]
            game = _loaded[game_id] = getattr(importlib.import_module(module), name)()
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._engines)

    def __len__(self) -> int:
        return len(self._engines)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._engines


# What the window, saves and the LAN offer.
GAMES: Mapping[str, Any] = _Registry(_ENGINES)
# Every engine, for the headless tools (sim, benchmarks, content checks) and tests.
ALL_GAMES: Mapping[str, Any] = _Registry({**_ENGINES, **_HEADLESS_ENGINES})


def get_game(game_id: str) -> Any:
    """Any engine by id, listed in the window or not; KeyError for an unknown id."""
    try:
        return ALL_GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
