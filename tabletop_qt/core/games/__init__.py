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
}


class _Registry(Mapping[str, Any]):
    def __init__(self) -> None:
        self._loaded: dict[str, Any] = {}

    def __getitem__(self, game_id: str) -> Any:
        game = self._loaded.get(game_id)
        if game is None:
            module, name = _ENGINES[game_id]
            game = self._loaded[game_id] = getattr(importlib.import_module(module), name)()
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(_ENGINES)

    def __len__(self) -> int:
        return len(_ENGINES)

    def __contains__(self, game_id: object) -> bool:
        return game_id in _ENGINES


GAMES: Mapping[str, Any] = _Registry()


def get_game(game_id: str) -> Any:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
