"""How a finished or replayed game of Frantic Frankfurt reads: each player's figures on the winner screen, what
stays the same through one turn (the replay's turn marks).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.table import LogEntry
from tabletop_qt.ui.winner_figures import Figure, events


def figures(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    seats = view["seats"]
    first = [0] * len(seats)
    for args in events(log, "ff.round_ended"):
        finisher = args.get("finisher")
        if isinstance(finisher, int) and 0 <= finisher < len(first):
            first[finisher] += 1
    return [
        Figure(
            QCoreApplication.translate("FranticFrankfurt", "Cards in the draw pile"),
            tuple(str(s["draw_count"]) for s in seats),
        ),
        Figure(
            QCoreApplication.translate("FranticFrankfurt", "Cards still to shed"),
            tuple(str(s["cards_left"]) for s in seats),
        ),
        Figure(
            QCoreApplication.translate("FranticFrankfurt", "Rounds with the columns emptied first"),
            tuple(str(n) for n in first),
        ),
    ]


def turn_key(view: dict[str, Any]) -> Hashable:
    return view.get("round")
