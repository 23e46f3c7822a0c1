"""Frantic Frankfurt's hard bot: its guesses of the face-down cards agree with what the seat sees, its move is
always a legal one, and at one reaction speed for both (its edge is its choices) it beats the normal bot."""

from __future__ import annotations

import random

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.bots.frantic_frankfurt.normal import simulate
from tabletop_qt.bots.search import SearchRequest, default_iterations, run_search
from tabletop_qt.bots.frantic_frankfurt.search import ADAPTER, ITERATIONS
from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.frantic_frankfurt.state import OPTION_STRESS, check_state
from tabletop_qt.sim import play_games
from tests.bots.hard_support import assert_ahead
from tests.tiers import sample

GAME = "frantic_frankfurt"


def _positions(players: int, stress: bool, seed: int, rng: random.Random, steps: int = 300):  # type: ignore[no-untyped-def]
    """The states of one game played by a random seat among those that may act, with normal bots' moves half
    the time (so columns empty, races and stuck reveals happen) and random ones otherwise."""
    game = get_game(GAME)
    bot = make_bot(GAME, "normal")
    state = game.new_state(players, seed, {OPTION_STRESS: stress})
    for _ in range(steps):
        yield state
        seats = game.current_seats(state)
        if not seats:
            return
        seat = rng.choice(list(seats))
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        choice = bot.choose(game.view(state, seat), legal, rng) if rng.random() < 0.5 else rng.choice(legal)
        state, _ = game.apply(state, seat, game.action_from_json(choice))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stress", [False, True])
def test_every_guess_shows_the_seat_exactly_its_own_view(players: int, stress: bool) -> None:
    game = get_game(GAME)
    rng = random.Random(players * 10 + stress)
    phases: set[str] = set()
    for seed in range(3):
        for state in _positions(players, stress, seed, rng):
            phases.add(state.phase.value)
            for viewer in range(players):
                view = game.view(state, viewer)
                guess = ADAPTER.determinise(game, view, viewer, rng)
                check_state(guess)  # a position the rules can reach: every card once, the phase's invariants
                assert game.view(guess, viewer) == view
    # The sample reached the round's every phase (the opening is skipped with "stress continuo").
    assert phases >= {"play", "race"} | ({"opening"} if not stress else set())


def test_guesses_differ_where_the_seat_cannot_see() -> None:
    game = get_game(GAME)
    state = game.new_state(2, 7)
    view = game.view(state, 0)
    rng = random.Random(1)
    draws = {ADAPTER.determinise(game, view, 0, rng).draw[0] for _ in range(20)}
    assert len(draws) == 20  # the own draw pile's order is unknown to its owner too


def test_hard_move_is_always_legal() -> None:
    game = get_game(GAME)
    rng = random.Random(5)
    asked = 0
    for state in _positions(2, False, 11, rng, steps=120):
        for seat in game.current_seats(state):
            legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
            if len(legal) < 2:
                continue
            request = SearchRequest(GAME, seat, game.view(state, seat), tuple(legal), rng.getrandbits(63), 30)
            assert run_search(request) in legal
            asked += 1
    assert asked >= 10


def test_the_sim_plays_hard_by_its_search_with_the_fixed_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    import tabletop_qt.bots.hard as hard

    budgets: list[int] = []

    def counted(request: SearchRequest) -> object:
        budgets.append(request.iterations)
        return run_search(request)

    monkeypatch.setattr(hard, "run_search", counted)
    result = play_games(GAME, 2, 1, 3, ["hard:fast", "easy:slow"])
    assert result["games"] == 1
    assert budgets and set(budgets) == {ITERATIONS} == {default_iterations(GAME)}


def test_hard_beats_normal_at_the_same_speed() -> None:
    """Seeded 2-player games, seats alternating, both bots at medium speed: the hard bot must win more of them.
    (The benchmark's 300 games: benchmarks/hard_vs_normal.py --game frantic_frankfurt.)"""
    wins = {"hard": 0, "normal": 0}
    for g in range(sample(4, 8)):
        levels = ["hard", "normal"] if g % 2 == 0 else ["normal", "hard"]
        result = simulate(2, 4000 + g, levels, ["medium", "medium"])
        for seat in result.outcome.winners:
            wins[levels[seat]] += 1
    assert_ahead(wins["hard"], wins["normal"], wins)
