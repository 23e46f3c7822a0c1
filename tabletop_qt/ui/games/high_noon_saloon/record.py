"""How a finished or replayed game of High Noon Saloon reads: each player's figures on the winner screen, what
stays the same through one turn (the replay's turn marks).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.table import LogEntry
from tabletop_qt.ui.winner_figures import Figure, events


def figures(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    players = view["players"]
    out = QCoreApplication.translate("HighNoonSaloon", "Out of the game")
    teams = view.get("teams") or []
    if teams:
        team_grit = view.get("team_grit") or []
        grit = tuple(str(team_grit[teams[s]]) if teams[s] < len(team_grit) else "0" for s in range(len(players)))
        grit_label = QCoreApplication.translate("HighNoonSaloon", "Team grit left")
    else:
        grit = tuple(out if p.get("out") else str(p.get("grit", 0)) for p in players)
        grit_label = QCoreApplication.translate("HighNoonSaloon", "Grit left")
    dealt = [0] * len(players)
    for args in events(log, "hns.damage"):
        attacker = args.get("attacker")
        if isinstance(attacker, int) and 0 <= attacker < len(dealt):
            dealt[attacker] += int(args.get("grit", 0))
    return [
        Figure(grit_label, grit),
        Figure(QCoreApplication.translate("HighNoonSaloon", "Damage dealt"), tuple(str(d) for d in dealt)),
    ]


# A spectator's table shows the player in turn's hand in its hand row: Open cards in a replay turns it face up.
HAND_ROW_IN_TURN = True


def turn_key(view: dict[str, Any]) -> Hashable:
    turn = view.get("turn", 0)
    return (turn, view.get("current")) if turn == 0 else turn  # the setup round: each player's own turn


def refine_places(places: Sequence[int], log: Sequence[LogEntry]) -> list[int]:
    """Players who lost with no grit left are ranked by how long they lasted (the later out, the better), not all
    tied."""
    order = {int(a["seat"]): i for i, a in enumerate(events(log, "hns.player_out")) if isinstance(a.get("seat"), int)}
    lasted = len(order) + 1  # still in at the end: longer than anyone out
    keys = [(places[s], -order.get(s, lasted)) for s in range(len(places))]
    return [1 + sum(1 for k in keys if k < keys[s]) for s in range(len(places))]
