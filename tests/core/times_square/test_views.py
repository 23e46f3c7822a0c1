"""Views never leak: what a seat sees does not change when what it may not see changes.

A position is taken from a seeded random game; then the cards a seat cannot see (the other hand and the draw
pile) are dealt out again differently, the pile reordered and the generator changed. The view of that seat,
its legal actions and (for a spectator, with both hands redealt) the public view must not change at all.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from tabletop_qt.core.games.times_square.cards import sort_cards
from tabletop_qt.core.games.times_square.state import TimesSquareState, check_state

from .support import GAME
from tests.tiers import examples


def position(seed: int, steps: int) -> TimesSquareState:
    """The position after up to ``steps`` random actions of game ``seed`` (earlier if the game ends)."""
    rng = random.Random(seed)
    state = GAME.new_state(2, seed)
    for _ in range(steps):
        if state.finished:
            break
        state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_actions(state, state.current)))
    return state


def redeal(state: TimesSquareState, hidden_seats: tuple[int, ...], rng: random.Random) -> TimesSquareState:
    """The same position with the hands of ``hidden_seats`` and the draw pile dealt again from their cards."""
    pool = list(state.pile)
    for seat in hidden_seats:
        pool += state.hands[seat]
    rng.shuffle(pool)
    hands = list(state.hands)
    for seat in hidden_seats:
        size = len(hands[seat])
        hands[seat], pool = sort_cards(pool[:size]), pool[size:]
    other = replace(state, hands=tuple(hands), pile=tuple(pool), rng=rng.getrandbits(64))
    check_state(other)
    return other


@settings(max_examples=examples(300), deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), shuffle=st.integers(0, 2**32))
def test_a_seats_view_does_not_depend_on_what_it_cannot_see(seed: int, steps: int, shuffle: int) -> None:
    state = position(seed, steps)
    rng = random.Random(shuffle)
    for seat in (0, 1):
        other = redeal(state, (1 - seat,), rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        assert GAME.legal_actions(other, seat) == GAME.legal_actions(state, seat)
    both = redeal(state, (0, 1), rng)
    assert GAME.view(both, None) == GAME.view(state, None)


@settings(max_examples=examples(100), deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150))
def test_no_hidden_card_is_named_in_a_view(seed: int, steps: int) -> None:
    state = position(seed, steps)
    for seat in (0, 1, None):
        text = json.dumps(GAME.view(state, seat))
        hidden = list(state.pile) + [c for s in (0, 1) if s != seat for c in state.hands[s]]
        assert not [card for card in hidden if f'"{card}"' in text]
        assert str(state.rng) not in text


def test_the_redeal_changes_something() -> None:
    """The property above is not vacuous: the redealt state differs, and the drawing seat's own view sees it."""
    state = position(5, 40)
    other = redeal(state, (0,), random.Random(1))
    assert other != state and other.hands[0] != state.hands[0]
    assert GAME.view(other, 0) != GAME.view(state, 0)
    assert GAME.view(other, 1) == GAME.view(state, 1)


def test_events_name_drawn_cards_only_to_the_drawer() -> None:
    """Every logged event, as the other seat or a spectator reads it, names no card that seat has not seen
    (cards dealt or drawn to the other player); played and discarded cards are public."""
    rng = random.Random(9)
    state, events = GAME.new_state_with_events(2, 9)
    log = list(events)
    while not state.finished:
        state, events = GAME.apply(state, state.current, rng.choice(GAME.legal_actions(state, state.current)))
        log.extend(events)
    for reader in (0, 1, None):
        for event in log:
            shown = GAME.redact(event, reader)
            assert shown is not None
            if event.code in ("ts.cards_dealt", "ts.cards_drawn"):
                assert ("cards" in shown.args) == (event.args["seat"] == reader)
                assert shown.args["count"] == event.args["count"]
            else:
                assert shown == event
