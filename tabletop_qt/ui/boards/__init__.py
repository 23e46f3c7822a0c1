"""One board per game: the scene, the controls beside it and the words of its turn, behind one interface.

Boards load on first use, so the game page costs no game's scene until that game is played.
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop_qt.ui.boards.base import GameBoard, ScoreTable

# id -> (module, class) of each game's board.
_BOARDS: dict[str, tuple[str, str]] = {
    "tea_time": ("tabletop_qt.ui.boards.tea_time", "TeaTimeBoard"),
    "times_square": ("tabletop_qt.ui.boards.times_square", "TimesSquareBoard"),
    "frantic_frankfurt": ("tabletop_qt.ui.boards.frantic_frankfurt", "FranticFrankfurtBoard"),
    "high_noon_saloon": ("tabletop_qt.ui.boards.high_noon_saloon", "HighNoonSaloonBoard"),
}


def make_board(game_id: str, parent: Any = None) -> GameBoard:
    """A new board for ``game_id``; KeyError if the game has none."""
    module, name = _BOARDS[game_id]
    board: GameBoard = getattr(importlib.import_module(module), name)(parent)
    return board


def has_board(game_id: str) -> bool:
    return game_id in _BOARDS


__all__ = ["GameBoard", "ScoreTable", "has_board", "make_board"]
