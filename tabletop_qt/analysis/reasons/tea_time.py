"""Tea Time's reasons: the points a take gains and what it does to the lead (Alice and the cancelling faces are in
the points: a collection's score counts them), read from the views' running scores."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from tabletop_qt.analysis.explain import QT_TRANSLATE_NOOP, Reason
from tabletop_qt.analysis.reasons.common import margin, scores, won

CONTEXT = "HintTeaTime"


class Kind(enum.Enum):
    WINS = "wins"
    TAKES_LEAD = "takes_lead"
    TAKES_ALICE = "takes_alice"
    MOST_POINTS = "most_points"
    KEEPS_LEAD = "keeps_lead"
    CLOSES_GAP = "closes_gap"
    GAINS = "gains"
    CANCELS = "cancels"
    LEAVES_LESS = "leaves_less"
    COSTS_LEAST = "costs_least"


SENTENCES: dict[str, str] = {
    Kind.WINS.value: QT_TRANSLATE_NOOP("HintTeaTime", "This take wins the game (you win {win}% of the time)."),
    Kind.TAKES_LEAD.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "This take puts you in the lead by %n point(s) (you win {win}% of the time)."
    ),
    Kind.TAKES_ALICE.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "Take Alice: she is worth %n point(s) to you now (you win {win}% of the time)."
    ),
    Kind.MOST_POINTS.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "This take gains you %n point(s), more than any other take (you win {win}% of the time)."
    ),
    Kind.KEEPS_LEAD.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "This take keeps you in the lead by %n point(s) (you win {win}% of the time)."
    ),
    Kind.CLOSES_GAP.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "This take closes the gap to the leader to %n point(s) (you win {win}% of the time)."
    ),
    Kind.GAINS.value: QT_TRANSLATE_NOOP(
        "HintTeaTime", "This take gains you %n point(s) (you win {win}% of the time)."
    ),
    Kind.COSTS_LEAST.value: QT_TRANSLATE_NOOP(
        "HintTeaTime",
        "Every take costs you points here; this one costs the fewest: %n point(s) (you win {win}% of the time).",
    ),
    Kind.CANCELS.value: QT_TRANSLATE_NOOP(
        "HintTeaTime",
        "With this take your cards cancel your opponents' and they lose %n point(s) (you win {win}% of the time).",
    ),
    Kind.LEAVES_LESS.value: QT_TRANSLATE_NOOP(
        "HintTeaTime",
        "This take leaves the next player's best take worth %n point(s) less than the other takes would (you win "
        "{win}% of the time).",
    ),
}


def annotate(game: Any, state: Any, seat: int) -> dict[str, int]:
    """The most points the next player can gain with their take from the position after this one (within the
    round: a new grid is dealt from hidden cards). Through the engine's public API (legal_actions, apply, score)."""
    if game.outcome(state).finished:
        return {}
    movers = game.current_seats(state)
    if not movers or movers[0] == seat:
        return {}
    mover = movers[0]
    base = game.score(state, mover)
    best = None
    for action in game.legal_actions(state, mover):
        after, _ = game.apply(state, mover, action)
        if after.round != state.round:
            return {}
        gain = game.score(after, mover) - base
        best = gain if best is None else max(best, gain)
    return {} if best is None else {"rival_best_gain": best}


def _rival_best(view: Any) -> int | None:
    value = view.get("explain", {}).get("rival_best_gain")
    return None if value is None else int(value)


def reason(before: Any, after: Any, seat: int, others: Sequence[Any]) -> Reason | None:
    if won(after, seat):
        return Reason(Kind.WINS.value)
    was, now = scores(before), scores(after)
    if len(was) != len(now) or not now:
        return None
    lead_before, lead_after = margin(was, seat), margin(now, seat)
    gain = now[seat] - was[seat]
    if lead_before <= 0 < lead_after:
        return Reason(Kind.TAKES_LEAD.value, lead_after)
    if after.get("alice_holder") == seat and before.get("alice_holder") != seat and gain > 0:
        return Reason(Kind.TAKES_ALICE.value, gain)
    cancelled = sum(max(0, was[i] - now[i]) for i in range(len(was)) if i != seat)
    if cancelled > 0 and after.get("round") == before.get("round"):
        return Reason(Kind.CANCELS.value, cancelled)
    rival_gains = [scores(v)[seat] - was[seat] for v in others if len(scores(v)) == len(was)]
    if gain > 0 and rival_gains and gain > max(rival_gains):
        return Reason(Kind.MOST_POINTS.value, gain)
    left, rivals_left = _rival_best(after), [v for v in map(_rival_best, others) if v is not None]
    if left is not None and rivals_left and left < min(rivals_left):
        return Reason(Kind.LEAVES_LESS.value, min(rivals_left) - left)
    if lead_after > 0:
        return Reason(Kind.KEEPS_LEAD.value, lead_after)
    if lead_before < lead_after <= 0 and lead_after < 0:
        return Reason(Kind.CLOSES_GAP.value, -lead_after)
    if gain > 0:
        return Reason(Kind.GAINS.value, gain)
    if gain < 0 and rival_gains and all(g < 0 for g in rival_gains) and gain >= max(rival_gains) > min(rival_gains):
        return Reason(Kind.COSTS_LEAST.value, -gain)
    return None
