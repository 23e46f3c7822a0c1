"""High Noon Saloon's reasons: grit -- an opponent knocked out, grit taken from the others, grit the seat keeps
that the other moves would lose -- and bullets loaded. An attack resolves over several answers (blocks, the
quick draw), so its view is read once it has settled (``unsettled``: analysis/explain.py plays it on)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from tabletop_qt.analysis.explain import QT_TRANSLATE_NOOP, Reason
from tabletop_qt.analysis.reasons.common import won

CONTEXT = "HintHighNoonSaloon"


class Kind(enum.Enum):
    WINS = "wins"
    KNOCKS_OUT = "knocks_out"
    DEALS_DAMAGE = "deals_damage"
    SAVES_GRIT = "saves_grit"
    LOADS = "loads"
    EQUIPS = "equips"


SENTENCES: dict[str, str] = {
    Kind.WINS.value: QT_TRANSLATE_NOOP("HintHighNoonSaloon", "This wins the game (you win {win}% of the time)."),
    Kind.KNOCKS_OUT.value: QT_TRANSLATE_NOOP(
        "HintHighNoonSaloon", "This knocks an opponent out of the game (you win {win}% of the time)."
    ),
    Kind.DEALS_DAMAGE.value: QT_TRANSLATE_NOOP(
        "HintHighNoonSaloon", "This costs your opponents %n grit (you win {win}% of the time)."
    ),
    Kind.SAVES_GRIT.value: QT_TRANSLATE_NOOP(
        "HintHighNoonSaloon", "This saves you %n grit that the other moves would lose (you win {win}% of the time)."
    ),
    Kind.LOADS.value: QT_TRANSLATE_NOOP(
        "HintHighNoonSaloon", "This loads %n more bullet(s) into your guns (you win {win}% of the time)."
    ),
    Kind.EQUIPS.value: QT_TRANSLATE_NOOP(
        "HintHighNoonSaloon", "This equips a weapon you had not got ready (you win {win}% of the time)."
    ),
}


def unsettled(view: Any) -> bool:
    """An attack is under way: its damage is not dealt yet."""
    return view.get("attack") is not None and not view.get("finished")


def _grit(view: Any) -> list[int]:
    return [int(p["grit"]) for p in view["players"]]


def _out(view: Any) -> list[bool]:
    return [bool(p["out"]) for p in view["players"]]


def _bullets(view: Any, seat: int) -> int:
    player = view["players"][seat]
    return int(player["fist_bullets"]) + int(player["holster_bullets"])


def reason(before: Any, after: Any, seat: int, others: Sequence[Any]) -> Reason | None:
    if won(after, seat):
        return Reason(Kind.WINS.value)
    if "players" not in after or len(after["players"]) != len(before["players"]):
        return None
    was_out, now_out = _out(before), _out(after)
    rivals = [i for i in range(len(was_out)) if i != seat]
    if any(now_out[i] and not was_out[i] for i in rivals):
        return Reason(Kind.KNOCKS_OUT.value)
    was, now = _grit(before), _grit(after)
    dealt = sum(max(0, was[i] - now[i]) for i in rivals)
    if dealt > 0:
        return Reason(Kind.DEALS_DAMAGE.value, dealt)
    kept = [_grit(v)[seat] for v in others if "players" in v and len(v["players"]) == len(now)]
    if kept and now[seat] > min(kept):
        return Reason(Kind.SAVES_GRIT.value, now[seat] - min(kept))
    loaded = _bullets(after, seat) - _bullets(before, seat)
    if loaded > 0:
        return Reason(Kind.LOADS.value, loaded)
    if _weapons(after, seat) > _weapons(before, seat):
        return Reason(Kind.EQUIPS.value)
    return None


def _weapons(view: Any, seat: int) -> int:
    player = view["players"][seat]
    return int(player["fist"] is not None) + int(player["holster"] is not None)
