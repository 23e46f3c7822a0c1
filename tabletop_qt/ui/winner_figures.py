"""Each player's figures on the winner screen, per game, from the final public view and the game's log.

High Noon Saloon: the grit left (the team's grit in team play) and the damage dealt over the game (the log's
``hns.damage`` events; an undone move's events are no longer in the log). Tea Time: the points. Times Square: how
far Saucy Sue and Champagne Charlie stand from each player's club and the figures on its entrance spaces (the two
ways the rulebook lets a club win). Frantic Frankfurt: the cards left in the draw pile (the rulebook's measure: at
most one wins), the cards still to shed, and the rounds a player emptied their columns first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.table.table import LogEntry


@dataclass(frozen=True)
class Figure:
    """One line of figures: its translated label and each seat's value as shown."""

    label: str
    values: tuple[str, ...]  # values[seat]


def _events(log: Sequence[LogEntry], code: str) -> list[dict[str, Any]]:
    return [dict(e.args) for entry in log for e in entry.events if e.code == code]


def _high_noon_saloon(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
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
    for args in _events(log, "hns.damage"):
        attacker = args.get("attacker")
        if isinstance(attacker, int) and 0 <= attacker < len(dealt):
            dealt[attacker] += int(args.get("grit", 0))
    return [
        Figure(grit_label, grit),
        Figure(QCoreApplication.translate("HighNoonSaloon", "Damage dealt"), tuple(str(d) for d in dealt)),
    ]


def _tea_time(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    points = tuple(str(c["score"]) for c in view["collections"])
    return [Figure(QCoreApplication.translate("TeaTime", "Points"), points)]


def _times_square(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
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


def _frantic_frankfurt(view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    seats = view["seats"]
    first = [0] * len(seats)
    for args in _events(log, "ff.round_ended"):
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


_BY_GAME: dict[str, Callable[[dict[str, Any], Sequence[LogEntry]], list[Figure]]] = {
    "high_noon_saloon": _high_noon_saloon,
    "tea_time": _tea_time,
    "times_square": _times_square,
    "frantic_frankfurt": _frantic_frankfurt,
}


def refine_places(game_id: str, places: Sequence[int], log: Sequence[LogEntry]) -> list[int]:
    """High Noon Saloon: players who lost with no grit left are ranked by how long they lasted (the later out, the
    better), not all tied; other games' places are kept."""
    if game_id != "high_noon_saloon":
        return list(places)
    order = {int(a["seat"]): i for i, a in enumerate(_events(log, "hns.player_out")) if isinstance(a.get("seat"), int)}
    lasted = len(order) + 1  # still in at the end: longer than anyone out
    keys = [(places[s], -order.get(s, lasted)) for s in range(len(places))]
    return [1 + sum(1 for k in keys if k < keys[s]) for s in range(len(places))]


def player_figures(game_id: str, view: dict[str, Any], log: Sequence[LogEntry]) -> list[Figure]:
    """The figures the winner screen shows under each player (none for a game it does not know)."""
    figures = _BY_GAME.get(game_id)
    return figures(view, log) if figures is not None else []
