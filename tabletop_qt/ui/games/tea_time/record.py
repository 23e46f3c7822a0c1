"""How a finished or replayed game of Tea Time reads: each player's figures on the winner screen, what
stays the same through one turn (the replay's turn marks).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.table import LogEntry
from tabletop_qt.ui.winner_figures import Figure


def figures(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    points = tuple(str(c["score"]) for c in view["collections"])
    return [Figure(QCoreApplication.translate("TeaTime", "Points"), points)]


def turn_key(view: dict[str, Any]) -> Hashable:
    return (view.get("round"), view.get("turn_in_round"))
