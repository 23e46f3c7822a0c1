"""The registry of playable games, by their stable id."""

from __future__ import annotations

from typing import Any

from tabletop_qt.core.games.tea_time.rules import TeaTime

GAMES: dict[str, Any] = {game.id: game for game in (TeaTime(),)}


def get_game(game_id: str) -> Any:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
