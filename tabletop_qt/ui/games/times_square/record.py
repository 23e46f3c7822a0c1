"""How a finished or replayed game of Times Square reads: each player's figures on the winner screen, what
stays the same through one turn (the replay's turn marks).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.table import LogEntry
from tabletop_qt.ui.winner_figures import Figure


def figures(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    figures = view["figures"]
    entrances = view["entrances"]

    def distance(position: int, seat: int) -> int:
        return min(abs(position - e) for e in entrances[seat])

    seats = range(len(entrances))
    at_entrance = tuple(
        str(sum(1 for name, where in figures.items() if name != "charlie" and where in entrances[s])) for s in seats
    )
    return [
        Figure(
            QCoreApplication.translate("TimesSquare", "Saucy Sue: spaces from the club"),
            tuple(str(distance(figures["sue"], s)) for s in seats),
        ),
        Figure(
            QCoreApplication.translate("TimesSquare", "Champagne Charlie: spaces from the club"),
            tuple(str(distance(figures["charlie"], s)) for s in seats),
        ),
        Figure(QCoreApplication.translate("TimesSquare", "Figures on the club's entrance"), at_entrance),
    ]


def turn_key(view: dict[str, Any]) -> Hashable:
    return (view.get("turn") or {}).get("number")
