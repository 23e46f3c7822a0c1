"""Thousands of seeded random High Noon Saloon games (2 to 6 players, advanced and long on and off), every step
checked against the invariants: every card in exactly one place, bullets within each gun's capacity, grit never
above the start, one figure per space, views that name no other player's hand, and a game that ends with a
valid winner (or nobody)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tests.core.high_noon_saloon.support import GAME, everywhere

MAX_ACTIONS = 6000


def check_invariants(state: HighNoonState) -> None:
    catalog = GAME.catalog
    assert Counter(everywhere(state)) == Counter(catalog.instances), "every card in exactly one place"
    assert sorted(state.loads + state.load_discards) == sorted(catalog.loads)
    spaces = [p.space for p in state.players if p.space is not None]
    assert len(spaces) == len(set(spaces)), "at most one figure per space"
    for p in state.players:
        assert p.grit <= state.start_grit
        for weapon, bullets in ((p.fist, p.fist_bullets), (p.holster, p.holster_bullets)):
            if weapon is None:
                assert bullets == 0
            else:
                card = catalog.card(weapon)
                assert 0 <= bullets <= (card.capacity if card.is_gun else 0)
        if p.holster is not None:
            assert catalog.card(p.holster).holster, "only guns with the holster icon are holstered"
        if p.out:
            assert p.space is None and not p.hand and p.fist is None and p.holster is None
        else:
            # Only a pending counterattacker, or a player hit by an attack still resolving, is at 0 and in.
            assert p.grit >= 1 or state.attack is not None or state.counters


def check_views(state: HighNoonState) -> None:
    for seat in [None, *range(len(state.players))]:
        view = GAME.view(state, seat)
        text = json.dumps(view)
        for other, p in enumerate(state.players):
            if other == seat:
                assert view["players"][other]["hand"] == list(p.hand)
            else:
                assert "hand" not in view["players"][other]
        # The deck's order is nobody's business: only its size is shown.
        assert "deck" not in view and view["deck_count"] == len(state.deck)
        assert json.loads(text) == view


def play(players: int, seed: int, options: dict[str, bool]) -> tuple[HighNoonState, int]:
    state = GAME.new_state(players, seed, options)
    chooser = random.Random(seed)
    for step in range(MAX_ACTIONS):
        check_invariants(state)
        if step % 97 == 0:
            check_views(state)
            assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
        if state.over:
            return state, step
        seat = GAME.current_seats(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal, "whoever must decide always has something to do (at least pass or end the phase)"
        for other in range(players):
            if other != seat:
                # Out of turn, only a quick draw, and only with a weapon in the holster.
                assert all(a.kind is Kind.QUICK_DRAW for a in GAME.legal_actions(state, other))
        drawers = [s for s in range(players) if s != seat and GAME.legal_actions(state, s)]
        if drawers and chooser.random() < 0.01:
            # Someone quick-draws out of turn, at any moment (during attacks too).
            state, _ = GAME.apply(state, chooser.choice(drawers), GAME.legal_actions(state, drawers[0])[0])
            continue
        # Fights and phase ends a little more often than fiddling with weapons, so games end in time.
        weights = [4 if a.kind in (Kind.DECLARE, Kind.TARGET, Kind.END_PHASE, Kind.DRAW, Kind.PASS) else 1 for a in legal]
        action = chooser.choices(legal, weights)[0]
        wire = GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action))))
        assert wire == action
        state, events = GAME.apply(state, seat, action)
        for event in events:
            for viewer in [None, *range(players)]:
                shown = GAME.redact(event, viewer)
                if shown is not None and "cards" in shown.args:
                    assert shown.args.get("seat") == viewer, "drawn cards are named only to their player"
    raise AssertionError(f"no end after {MAX_ACTIONS} actions (seed {seed})")


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_thousand_seeded_games_keep_every_invariant_and_end(players: int) -> None:
    finished = Counter()
    for game in range(400):
        seed = players * 10_000 + game
        options = {"advanced": game % 2 == 0, "long": game % 5 == 0}
        state, actions = play(players, seed, options)
        outcome = GAME.outcome(state)
        assert outcome.finished and state.over
        assert len(outcome.winners) <= 1
        if outcome.winners:
            winner = outcome.winners[0]
            assert not state.players[winner].out and state.players[winner].grit >= 1
            assert all(p.out for i, p in enumerate(state.players) if i != winner)
        finished[len(outcome.winners)] += 1
        assert actions > players * 3
    # Nobody standing (a counterattack took the last one) is a draw, and a rare one.
    assert finished[0] + finished[1] == 400 and finished[1] >= 380


def test_the_same_seed_and_actions_replay_the_same_game() -> None:
    first, _ = play(4, 77, {"advanced": True})
    second, _ = play(4, 77, {"advanced": True})
    assert first == second
