"""Views never leak: what anyone sees does not change when the cards nobody may see change.

In Frantic Frankfurt nobody looks at a face-down card, its owner included: draw piles, the cards under the
column tops, a card held face down to open a pile, and the box are counts for every seat. So a position is
taken from a seeded random game, every hidden card is dealt again into the same hidden places at random and the
generator is changed: every seat's view, the spectator's, the legal actions and the current seats must not
change at all.
"""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_qt.core.games.frantic_frankfurt.rules import Ready
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState, Phase, check_state

from .support import GAME
from tests.tiers import examples


def position(players: int, seed: int, steps: int, stress: bool) -> FranticFrankfurtState:
    """The position after up to ``steps`` random actions of a random-order game (earlier if it ends)."""
    rnd = random.Random(seed)
    state = GAME.new_state(players, seed, {"continuous_stress": stress})
    for _ in range(steps):
        seats = GAME.current_seats(state)
        if not seats:
            break
        seat = rnd.choice(seats)
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
    return state


def hidden_cards(state: FranticFrankfurtState) -> list[str]:
    cards = [c for d in state.draw for c in d]
    cards += [c for layout in state.layouts for col in layout for c in col[:-1]]
    cards += [h for h in state.holding if h is not None]
    cards += list(state.box)
    return cards


def redeal(state: FranticFrankfurtState, rnd: random.Random) -> FranticFrankfurtState:
    """The same position with every hidden card dealt again into the same hidden places."""
    pool = hidden_cards(state)
    rnd.shuffle(pool)
    it = iter(pool)
    draw = tuple(tuple(next(it) for _ in d) for d in state.draw)
    layouts = tuple(
        tuple((*(next(it) for _ in col[:-1]), col[-1]) if col else () for col in layout)
        for layout in state.layouts
    )
    holding = tuple(None if h is None else next(it) for h in state.holding)
    box = tuple(next(it) for _ in state.box)
    other = FranticFrankfurtState(
        players=state.players,
        stress=state.stress,
        round=state.round,
        phase=state.phase,
        draw=draw,
        layouts=layouts,  # type: ignore[arg-type]
        holding=holding,
        piles=state.piles,
        box=box,
        ready=state.ready,
        finisher=state.finisher,
        claims=state.claims,
        winners=state.winners,
        rng=rnd.getrandbits(64),
    )
    check_state(other)
    return other


@settings(max_examples=examples(250), deadline=None, derandomize=True)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 600),
    stress=st.booleans(),
    shuffle=st.integers(0, 2**32),
)
def test_no_view_depends_on_a_face_down_card(
    players: int, seed: int, steps: int, stress: bool, shuffle: int
) -> None:
    state = position(players, seed, steps, stress)
    other = redeal(state, random.Random(shuffle))
    for seat in (*range(players), None):
        assert GAME.view(other, seat) == GAME.view(state, seat)
    for seat in range(players):
        assert GAME.legal_actions(other, seat) == GAME.legal_actions(state, seat)
    assert GAME.current_seats(other) == GAME.current_seats(state)
    assert GAME.stuck_detected(other) == GAME.stuck_detected(state)
    assert GAME.outcome(other) == GAME.outcome(state)


@settings(max_examples=examples(100), deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), steps=st.integers(0, 600), stress=st.booleans())
def test_no_face_down_card_is_named_in_a_view(players: int, seed: int, steps: int, stress: bool) -> None:
    state = position(players, seed, steps, stress)
    for seat in (*range(players), None):
        text = json.dumps(GAME.view(state, seat))
        assert not [card for card in hidden_cards(state) if f'"{card}"' in text]
        assert str(state.rng) not in text


def test_the_redeal_changes_what_comes_next() -> None:
    """The property above is not vacuous: the redealt position differs, and revealing shows it."""
    state = GAME.new_state(3, 12)
    other = redeal(state, random.Random(4))
    assert other != state and other.holding != state.holding
    for seat in range(3):
        state, _ = GAME.apply(state, seat, Ready(1))
        other, _ = GAME.apply(other, seat, Ready(1))
    assert state.phase is not Phase.OPENING
    assert GAME.view(other, 0)["piles"] != GAME.view(state, 0)["piles"]


def test_views_say_whose_view_it_is_and_nothing_else_differs() -> None:
    """Everybody sees the same table: the views of the seats and of a spectator differ only in ``seat``."""
    state = position(4, 5, 120, False)
    public = GAME.view(state, None)
    for seat in range(4):
        view = GAME.view(state, seat)
        assert view["seat"] == seat and public["seat"] is None
        assert {k: v for k, v in view.items() if k != "seat"} == {k: v for k, v in public.items() if k != "seat"}


def test_events_are_public() -> None:
    """Every event names only cards that are face up by then (checked in the random games), so nobody's log
    needs redacting."""
    _, events = GAME.new_state_with_events(2, 1)
    for event in events:
        for seat in (0, 1, None):
            assert GAME.redact(event, seat) is event
    assert GAME.reveals_information(events)
