"""Places at the end of a game: who finished 1st, 2nd... from the outcome's winners and scores."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum


class Better(Enum):
    """Which way a game's ``Outcome.scores`` point."""

    HIGHER = "higher"  # points (Tea Time), grit left (High Noon Saloon)
    LOWER = "lower"  # cards still to shed (Frantic Frankfurt)


def places(players: int, winners: Sequence[int], scores: Sequence[int], better: Better = Better.HIGHER) -> tuple[int, ...]:
    """Each seat's place, 1 for the best. The winners share 1st whatever their scores (a tie broken by a rule, as
    Tea Time's Alice, makes only its winner 1st); the others follow by score, equal scores sharing a place, and
    come after every winner (standard competition ranking: 1, 2, 2, 4). Without scores the others share the
    place after the winners. Nobody winning (a draw) puts everyone by score alone."""
    won = set(winners)
    rest = [s for s in range(players) if s not in won]

    def key(seat: int) -> int:
        if seat >= len(scores):
            return 0
        return -scores[seat] if better is Better.HIGHER else scores[seat]

    out = [0] * players
    for seat in won:
        out[seat] = 1
    ordered = sorted(rest, key=key)
    for index, seat in enumerate(ordered):
        if index > 0 and key(seat) == key(ordered[index - 1]):
            out[seat] = out[ordered[index - 1]]
        else:
            out[seat] = len(won) + index + 1
    return tuple(out)
