"""Thousands of seeded random High Noon Saloon games (2 to 6 players, advanced, long and teams on and off), every
step checked against the invariants: every card in exactly one place, bullets within each gun's capacity, grit
never above the start, one figure per space, views that name no other player's hand, and a game that ends with a
valid winner, winning team, or nobody."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.rules import ANY_MOMENT
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tests.core.high_noon_saloon.support import GAME, everywhere
from tests.tiers import sample

MAX_ACTIONS = 6000
TEAMS = {4: ("2x2",), 6: ("2x3", "3x2")}
SALOON_CARDS = sorted(GAME.catalog.instances)
ALL_CARDS = sorted(GAME.catalog.instances + GAME.catalog.team_instances)  # team play: the team cards too


def check_invariants(state: HighNoonState) -> None:
    catalog = GAME.catalog
    cards = ALL_CARDS if state.teams else SALOON_CARDS
    assert sorted(everywhere(state)) == cards, "every card in exactly one place"
    assert sorted(state.loads + state.load_discards) == sorted(catalog.loads)
    spaces = [p.space for p in state.players if p.space is not None]
    assert len(spaces) == len(set(spaces)), "at most one figure per space"
    for i, p in enumerate(state.players):
        assert state.grit(i) <= state.max_grit(i)
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
            assert state.grit(i) >= 1 or state.attack is not None or state.counters


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


def play(players: int, seed: int, options: dict[str, object]) -> tuple[HighNoonState, int]:
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
        out_of_turn = {s: GAME.legal_actions(state, s) for s in range(players) if s != seat}
        # Out of turn, only what may be done at any moment: a quick draw, a team card, the team's token.
        assert all(a.kind in ANY_MOMENT for actions in out_of_turn.values() for a in actions)
        others = [s for s, actions in out_of_turn.items() if actions]
        if others and chooser.random() < 0.02:
            # Someone acts out of turn, at any moment (during attacks too).
            other = chooser.choice(others)
            state, _ = GAME.apply(state, other, chooser.choice(out_of_turn[other]))
            continue
        legal = GAME.legal_actions(state, seat)
        assert legal, "whoever must decide always has something to do (at least pass or end the phase)"
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
                if shown is not None and shown.code == "hns.card_passed" and "card" in shown.args:
                    assert viewer in (shown.args["seat"], shown.args["target"]), "a passed card is face down"
    raise AssertionError(f"no end after {MAX_ACTIONS} actions (seed {seed})")


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_seeded_games_keep_every_invariant_and_end(players: int) -> None:
    # 400 games per player count (2,000 in all) in the full tier; 16 by default, every option among them.
    games = sample(16, 400)
    finished = Counter()
    for game in range(games):
        seed = players * 10_000 + game
        options: dict[str, object] = {"advanced": game % 2 == 0, "long": game % 5 == 0}
        if players in TEAMS and game % 2 == 1:
            options["teams"] = TEAMS[players][game // 2 % len(TEAMS[players])]
        state, actions = play(players, seed, options)
        outcome = GAME.outcome(state)
        assert outcome.finished and state.over
        if outcome.winners:
            winners = set(outcome.winners)
            if state.teams:
                # A whole team wins: every member, and nobody else.
                team = state.teams[outcome.winners[0]]
                assert winners == {i for i, t in enumerate(state.teams) if t == team}
            else:
                assert len(winners) == 1
            standing = [w for w in winners if not state.players[w].out]
            assert standing and all(state.grit(w) >= 1 for w in standing)
            assert all(p.out for i, p in enumerate(state.players) if i not in winners)
        finished[bool(outcome.winners)] += 1
        assert actions > players * 3
    # Nobody standing (a counterattack took the last one) is a draw, and a rare one.
    assert finished[True] >= games - games // 20


def test_the_same_seed_and_actions_replay_the_same_game() -> None:
    first, _ = play(4, 77, {"advanced": True})
    second, _ = play(4, 77, {"advanced": True})
    assert first == second


@pytest.mark.parametrize("players, teams", [(4, "2x2"), (6, "2x3"), (6, "3x2")])
def test_a_few_team_games_keep_every_invariant_and_end(players: int, teams: str) -> None:
    for seed in range(3):
        state, _ = play(players, 500 + seed, {"teams": teams, "advanced": seed % 2 == 0})
        assert state.over and set(GAME.outcome(state).winners) <= set(range(players))
