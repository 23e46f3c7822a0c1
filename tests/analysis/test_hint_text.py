"""Which sentence a hint says (analysis/hint.py): by the lit move's rank, the gap to the next move, and the seat's
standing against an even share; the numbers are whole percentages."""

from __future__ import annotations

from tabletop_qt.analysis.hint import CLEAR_GAIN, STANDING_MARGIN, HintCase, hint_text
from tabletop_qt.analysis.measure import Measure, MoveValue


def measure(*wins: float) -> Measure:
    return Measure(0, tuple(MoveValue({"n": i}, 100 - i, w) for i, w in enumerate(wins)))


def test_each_case_of_the_first_hint() -> None:
    assert hint_text(measure(0.6), 0, 2).case is HintCase.ONLY
    assert hint_text(measure(0.5 + STANDING_MARGIN + 0.05, 0.4), 0, 2).case is HintCase.CLEAR_AHEAD
    assert hint_text(measure(0.5, 0.5 - CLEAR_GAIN - 0.01), 0, 2).case is HintCase.CLEAR_EVEN
    assert hint_text(measure(0.3, 0.1), 0, 2).case is HintCase.CLEAR_BEHIND
    assert hint_text(measure(0.62, 0.61), 0, 2).case is HintCase.CLOSE
    # Three players: an even share is a third, so 45% is ahead.
    assert hint_text(measure(0.45, 0.2), 0, 3).case is HintCase.CLEAR_AHEAD


def test_a_further_hint_is_the_next_best_and_wraps_round() -> None:
    m = measure(0.64, 0.55, 0.40)
    second = hint_text(m, 1, 2)
    assert (second.case, second.win, second.other, second.rank) == (HintCase.NEXT, 55, 64, 1)
    assert hint_text(m, 3, 2).rank == 0 and m.ranked(4).action == {"n": 1}
