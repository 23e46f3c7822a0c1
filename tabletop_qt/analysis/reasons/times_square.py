"""Times Square's reasons: where Sue and Charlie stand against the seat's club after the move (Sue's distance to
the seat's end of the street, her half, Charlie's coming steps), read from the views' figures."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from tabletop_qt.analysis.explain import QT_TRANSLATE_NOOP, Reason
from tabletop_qt.analysis.reasons.common import won

CONTEXT = "HintTimesSquare"


class Kind(enum.Enum):
    WINS = "wins"
    SUE_TO_HALF = "sue_to_half"
    SUE_CLOSER = "sue_closer"
    CHARLIE_CLOSER = "charlie_closer"
    CHARLIE_HELD = "charlie_held"
    SUE_KEPT = "sue_kept"
    AT_ENTRANCE = "at_entrance"
    ROOM_MADE = "room_made"
    WAY_CLOSED = "way_closed"


SENTENCES: dict[str, str] = {
    Kind.WINS.value: QT_TRANSLATE_NOOP("HintTimesSquare", "This move wins the game (you win {win}% of the time)."),
    Kind.SUE_TO_HALF.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare", "This brings Saucy Sue over to your half of the street (you win {win}% of the time)."
    ),
    Kind.SUE_CLOSER.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare", "This moves Saucy Sue %n space(s) closer to your club (you win {win}% of the time)."
    ),
    Kind.CHARLIE_CLOSER.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare",
        "Champagne Charlie will move %n space(s) towards your club at the end of your turn (you win {win}% of the time).",
    ),
    Kind.CHARLIE_HELD.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare", "This keeps Champagne Charlie from moving towards your opponent's club (you win {win}% of the time)."
    ),
    Kind.SUE_KEPT.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare",
        "This keeps Saucy Sue %n space(s) away from the centre on your side (you win {win}% of the time).",
    ),
    Kind.AT_ENTRANCE.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare",
        "This puts %n figure(s) on your club's entrance spaces, where they pull Champagne Charlie your way (you win {win}% of "
        "the time).",
    ),
    Kind.ROOM_MADE.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare",
        "This moves the Bodyguard on your side away: Saucy Sue has %n space(s) of room towards your club (you win {win}% "
        "of the time).",
    ),
    Kind.WAY_CLOSED.value: QT_TRANSLATE_NOOP(
        "HintTimesSquare",
        "This moves the Bodyguard on your opponent's side up to Saucy Sue: she has only %n space(s) of room that way (you "
        "win {win}% of the time).",
    ),
}

_GUARD_TOWARDS = ("guard_low", "guard_high")  # the Bodyguard between Sue and seat 0's club, and seat 1's


def _room(view: Any, seat: int) -> int:
    """Free spaces between Sue and the Bodyguard on ``seat``'s side."""
    figures = view["figures"]
    return abs(int(figures[_GUARD_TOWARDS[seat]]) - int(figures["sue"])) - 1


def _at_entrance(view: Any, seat: int) -> int:
    """Figures on the seat's club entrance spaces (what pulls Charlie its way; he himself is beside the street)."""
    spaces = {int(space) for space in view["entrances"][seat]}
    return sum(1 for name, space in view["figures"].items() if name != "charlie" and int(space) in spaces)


def _sue(view: Any, seat: int) -> int:
    """How far past the centre Sue stands on the seat's side (negative: on the other side)."""
    space, centre = int(view["figures"]["sue"]), int(view["centre"])
    return centre - space if seat == 0 else space - centre


def _charlie_steps(view: Any, seat: int) -> int:
    """Charlie's steps at the end of the turn towards ``seat`` (0 when his steps go to the other seat)."""
    coming = view.get("charlie_next") or {}
    return int(coming.get("steps", 0)) if coming.get("seat") == seat else 0


def reason(before: Any, after: Any, seat: int, others: Sequence[Any]) -> Reason | None:
    if won(after, seat):
        return Reason(Kind.WINS.value)
    if "figures" not in after:
        return None
    rival = 1 - seat
    was, now = _sue(before, seat), _sue(after, seat)
    if was <= 0 < now:
        return Reason(Kind.SUE_TO_HALF.value)
    if now > was:
        return Reason(Kind.SUE_CLOSER.value, now - was)
    steps = _charlie_steps(after, seat)
    if steps > _charlie_steps(before, seat) and steps > 0:
        return Reason(Kind.CHARLIE_CLOSER.value, steps)
    if _charlie_steps(before, rival) > 0 and _charlie_steps(after, rival) == 0:
        return Reason(Kind.CHARLIE_HELD.value)
    if _at_entrance(after, seat) > _at_entrance(before, seat):
        return Reason(Kind.AT_ENTRANCE.value, _at_entrance(after, seat))
    if _room(after, seat) > _room(before, seat):
        return Reason(Kind.ROOM_MADE.value, _room(after, seat))
    if _room(after, rival) < _room(before, rival):
        return Reason(Kind.WAY_CLOSED.value, _room(after, rival))
    rival_sue = [_sue(v, seat) for v in others if "figures" in v]
    if now > 0 and rival_sue and now > min(rival_sue):
        return Reason(Kind.SUE_KEPT.value, now)
    return None
