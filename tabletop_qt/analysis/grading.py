"""How much estimated win chance a move may lose before it is marked: fixed thresholds (shown in the help).

The loss is the search's estimate of the win chance after its own choice less its estimate after the move played
(both from the seat's view, in [0, 1]). The thresholds sit well above the estimates' noise at the analysis budget
(a mean of a few hundred rewards in [0, 1]: a standard error of about 0.02), so a mark is rarely noise alone.
"""

from __future__ import annotations

import enum


class Grade(enum.Enum):
    GOOD = "good"  # lost less than INACCURACY_LOSS (or was the search's choice)
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


# Losses of estimated win chance (0.05 = 5 percentage points) from which a move is so marked.
INACCURACY_LOSS = 0.05
MISTAKE_LOSS = 0.10
BLUNDER_LOSS = 0.20


def grade_of(loss: float) -> Grade:
    if loss >= BLUNDER_LOSS:
        return Grade.BLUNDER
    if loss >= MISTAKE_LOSS:
        return Grade.MISTAKE
    if loss >= INACCURACY_LOSS:
        return Grade.INACCURACY
    return Grade.GOOD
