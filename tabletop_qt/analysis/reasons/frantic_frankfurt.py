"""Frantic Frankfurt's reasons: the cards a seat still has to get rid of (its score, fewer is better), the hidden
cards of its columns turned up, and at a round's end the cards a slapped pile puts under its draw pile."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from tabletop_qt.analysis.explain import QT_TRANSLATE_NOOP, Reason
from tabletop_qt.analysis.reasons.common import margin, scores, won

CONTEXT = "HintFranticFrankfurt"


class Kind(enum.Enum):
    WINS = "wins"
    TAKES_LEAD = "takes_lead"
    FEWEST_ADDED = "fewest_added"
    TURNS_UP = "turns_up"
    SHEDS = "sheds"


SENTENCES: dict[str, str] = {
    Kind.WINS.value: QT_TRANSLATE_NOOP("HintFranticFrankfurt", "This wins the game (you win {win}% of the time)."),
    Kind.TAKES_LEAD.value: QT_TRANSLATE_NOOP(
        "HintFranticFrankfurt",
        "After this you have the fewest cards left: %n card(s) ahead of the next player (you win {win}% of the time).",
    ),
    Kind.FEWEST_ADDED.value: QT_TRANSLATE_NOOP(
        "HintFranticFrankfurt",
        "Slap this pile: only %n card(s) go under your draw pile, fewer than with any other (you win {win}% of the time).",
    ),
    Kind.TURNS_UP.value: QT_TRANSLATE_NOOP(
        "HintFranticFrankfurt",
        "This turns up a hidden card of your columns, so you have more cards to play (you win {win}% of the time).",
    ),
    Kind.SHEDS.value: QT_TRANSLATE_NOOP(
        "HintFranticFrankfurt", "This leaves you %n card(s) to get rid of (you win {win}% of the time)."
    ),
}


def _hidden(view: Any, seat: int) -> int:
    try:
        return sum(int(column["hidden"]) for column in view["seats"][seat]["columns"])
    except (KeyError, IndexError, TypeError):
        return 0


def reason(before: Any, after: Any, seat: int, others: Sequence[Any]) -> Reason | None:
    if won(after, seat):
        return Reason(Kind.WINS.value)
    was, now = scores(before), scores(after)
    if len(was) != len(now) or not now:
        return None
    if now[seat] > was[seat]:  # a slap: the pile goes under the draw pile
        added = now[seat] - was[seat]
        rivals = [scores(v)[seat] - was[seat] for v in others if len(scores(v)) == len(was)]
        if rivals and added < min(rivals):
            return Reason(Kind.FEWEST_ADDED.value, added)
        return None
    lead_before, lead_after = margin(was, seat, False), margin(now, seat, False)
    if lead_before <= 0 < lead_after:
        return Reason(Kind.TAKES_LEAD.value, lead_after)
    if _hidden(after, seat) < _hidden(before, seat):
        return Reason(Kind.TURNS_UP.value)
    if now[seat] < was[seat]:
        return Reason(Kind.SHEDS.value, now[seat])
    return None
