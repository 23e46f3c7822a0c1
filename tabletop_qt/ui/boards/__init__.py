"""One board per game: the scene, the controls beside it and the words of its turn, behind one interface.

Boards load on first use, so the game page costs no game's scene until that game is played.
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop_qt.core.games.spec import split_path
from tabletop_qt.core.games.specs import LISTED_SPECS
from tabletop_qt.ui.boards.base import GameBoard, ScoreTable

# id -> (module, class) of each game's board: from the GameSpecs.
_BOARDS: dict[str, tuple[str, str]] = {
    spec.game_id: (module, name or "") for spec in LISTED_SPECS for module, name in [split_path(spec.board)]
}


def make_board(game_id: str, parent: Any = None) -> GameBoard:
    """A new board for ``game_id``; KeyError if the game has none."""
    module, name = _BOARDS[game_id]
    board: GameBoard = getattr(importlib.import_module(module), name)(parent)
    return board


def board_module(game_id: str) -> str | None:
    """The module of ``game_id``'s board (not imported), None if the game has none."""
    found = _BOARDS.get(game_id)
    return None if found is None else found[0]


def has_board(game_id: str) -> bool:
    return game_id in _BOARDS


__all__ = ["GameBoard", "ScoreTable", "board_module", "has_board", "make_board"]
