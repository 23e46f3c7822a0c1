"""What a hint says: which case of the measure it is (the interface has one whole sentence per case, worded with
the numbers as placeholders: ui/hint_texts.py). Plain Python.

The first hint is the search's choice; each further hint on the same position the next-best move (wrapping round).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop_qt.analysis.explain import Reason
from tabletop_qt.analysis.measure import Measure

HINT_SECONDS = 0.6  # the hint's thinking time (the search's iteration cap is the other ceiling): lit within ~1 s even on a
# loaded machine (0.8 s gave a p95 of 1.3-1.5 s to the lit move at load 8-11: the child waits for a core)
HINT_ITERATIONS = 5_000  # a ceiling well past what HINT_SECONDS allows: time decides
# A lead this far above an even share (1 / players) of the win chance counts as ahead (below it: behind).
STANDING_MARGIN = 0.10
# The best move is "clearly" best when it wins this much more often than the next (else several are about as good).
CLEAR_GAIN = 0.05
# How many of the best moves get the game's reason (the first hint and the next two): each costs one move applied.
HINT_EXPLAINED = 3


class HintCase(enum.Enum):
    ONLY = "only"  # one move worth weighing
    CLEAR_AHEAD = "clear_ahead"
    CLEAR_EVEN = "clear_even"
    CLEAR_BEHIND = "clear_behind"
    CLOSE = "close"  # the best by a little
    NEXT = "next"  # a further hint: the next-best move


@dataclass(frozen=True)
class HintText:
    """The case and the numbers its sentence names (percentages, whole numbers)."""

    case: HintCase
    win: int  # the lit move's estimated win chance, %
    other: int  # CLEAR/CLOSE: the next-best move's; NEXT: the best move's; ONLY: the same as ``win``
    rank: int  # 0: the search's choice
    reason: Reason | None = None  # the game's why (analysis/explain.py), said instead of the case's sentence


def percent(value: float) -> int:
    return max(0, min(100, round(value * 100)))


def hint_text(measure: Measure, rank: int, players: int) -> HintText:
    moves = measure.moves
    rank %= len(moves)
    lit = moves[rank]
    reason = measure.reasons[rank] if rank < len(measure.reasons) else None
    if rank:
        return HintText(HintCase.NEXT, percent(lit.win), percent(moves[0].win), rank, reason)
    if len(moves) == 1:
        return HintText(HintCase.ONLY, percent(lit.win), percent(lit.win), 0, reason)
    runner_up = moves[1]
    if lit.win - runner_up.win < CLEAR_GAIN:
        return HintText(HintCase.CLOSE, percent(lit.win), percent(runner_up.win), 0, reason)
    share = 1.0 / max(1, players)
    if lit.win >= share + STANDING_MARGIN:
        case = HintCase.CLEAR_AHEAD
    elif lit.win <= share - STANDING_MARGIN:
        case = HintCase.CLEAR_BEHIND
    else:
        case = HintCase.CLEAR_EVEN
    return HintText(case, percent(lit.win), percent(runner_up.win), 0, reason)
