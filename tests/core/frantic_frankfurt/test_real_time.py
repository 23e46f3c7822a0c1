"""Arrival-order arbitration: intents made from the same position, applied one after the other.

The Table applies intents in the order they arrive, each against the state as it is by then. Two seats that
saw the same pile top and laid a card on it: the first is applied, the second is refused as ``ff.too_late``
(with the card now on top), whichever of the two arrives first. The same for two slaps on one pile.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.frantic_frankfurt.cards import CARDS
from tabletop_qt.core.games.frantic_frankfurt.codes import Reason, Why
from tabletop_qt.core.games.frantic_frankfurt.rules import Play, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState, Phase

from .support import GAME


def positions(players: int, seed: int) -> list[FranticFrankfurtState]:
    """Every position of one random-order game."""
    rnd = random.Random(seed)
    state = GAME.new_state(players, seed)
    out = [state]
    while state.phase is not Phase.FINISHED:
        seat = rnd.choice(GAME.current_seats(state))
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
        out.append(state)
    return out


def test_two_plays_on_the_same_pile_from_the_same_position_exactly_one_wins() -> None:
    races = 0
    for players in (2, 3, 4):
        for seed in range(6):
            for state in positions(players, 300 + seed):
                if state.phase is not Phase.PLAY:
                    continue
                plays = {
                    s: [a for a in GAME.legal_actions(state, s) if isinstance(a, Play)] for s in range(players)
                }
                for s1, s2 in combinations(range(players), 2):
                    for a1 in plays[s1]:
                        a2 = next((a for a in plays[s2] if a.pile == a1.pile), None)
                        if a2 is None:
                            continue
                        for (first, fa), (second, sa) in (((s1, a1), (s2, a2)), ((s2, a2), (s1, a1))):
                            after, _ = GAME.apply(state, first, fa)
                            with pytest.raises(IllegalActionError) as late:
                                GAME.apply(after, second, sa)
                            assert late.value.reason == Reason.TOO_LATE
                            if after.phase is Phase.RACE:
                                assert late.value.details == {"pile": sa.pile, "why": Why.ROUND_OVER}
                            else:
                                assert late.value.details == {
                                    "pile": sa.pile,
                                    "why": Why.COVERED,
                                    "top": CARDS[fa.card].to_json(),
                                }
                            races += 1
                        break
    assert races > 200


def test_two_slaps_on_the_same_pile_the_first_to_arrive_takes_it() -> None:
    races = 0
    for players in (3, 4):
        for seed in range(10):
            for state in positions(players, 700 + seed):
                if state.phase is not Phase.RACE or state.finisher is None or state.claims[state.finisher] is None:
                    continue
                waiting = [s for s in range(players) if GAME.legal_actions(state, s)]
                for s1, s2 in combinations(waiting, 2):
                    pile = GAME.legal_actions(state, s1)[0]
                    assert isinstance(pile, Slap)
                    for first, second in ((s1, s2), (s2, s1)):
                        after, _ = GAME.apply(state, first, pile)
                        with pytest.raises(IllegalActionError) as late:
                            GAME.apply(after, second, Slap(pile.pile, state.round))
                        assert late.value.reason == Reason.TOO_LATE
                        if after.phase is Phase.RACE:
                            assert late.value.details == {"pile": pile.pile, "why": Why.TAKEN, "by": first}
                            assert after.claims[first] == pile.pile
                        else:  # one seat and one pile were left: the pile was given out and the round (or game) ended
                            assert late.value.details["why"] == Why.ROUND_OVER
                        races += 1
    assert races > 20


def test_current_seats_by_phase() -> None:
    """Which seats may act, phase by phase (docs/rules/frantic_frankfurt.md, "For the Table")."""
    seen = set()
    for players in (2, 3, 4):
        for seed in range(3):
            for state in positions(players, 40 + seed):
                seats = set(GAME.current_seats(state))
                if state.phase in (Phase.OPENING, Phase.STUCK):
                    assert (
                        seats == {s for s in range(players) if not state.ready[s]} == set(GAME.waiting_for(state))
                    )
                elif state.phase is Phase.RACE:
                    f = state.finisher
                    assert f is not None
                    expected = (
                        {f} if state.claims[f] is None else {s for s in range(players) if state.claims[s] is None}
                    )
                    assert seats == expected
                elif state.phase is Phase.PLAY:
                    assert seats and all(GAME.legal_actions(state, s) for s in seats)
                else:
                    assert seats == set()
                seen.add(state.phase)
    assert seen == set(Phase)
