"""Tea Time's hard bot: its guesses of the hidden cards always agree with what the seat sees, its quick rollouts
follow the rules exactly, its moves are legal and replay from their seed, and it beats the normal bot."""

from __future__ import annotations

import random

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.bots.hard import HardBot
from tabletop_qt.bots.search import SearchRequest, run_search
from tabletop_qt.bots.tea_time.search import _EARLY_POINTS, ADAPTER, ITERATIONS, _rollout
from tabletop_qt.bots.tea_time.normal import Weights
from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.tea_time.cards import ALICE_BONUS, SCORE_BY_COUNT
from tabletop_qt.core.games.tea_time.rules import Take
from tests.bots.hard_support import assert_hard_beats_normal
from tests.tiers import sample

GAME = get_game("tea_time")


def _random_positions(players: int, seed: int):  # type: ignore[no-untyped-def]
    """Every position of one game played with random takes in which someone is to act."""
    rng = random.Random(seed)
    state = GAME.new_state(players, seed)
    while GAME.current_seats(state):
        yield state
        seat = GAME.current_seats(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_guess_shows_the_seat_exactly_its_own_view(players: int) -> None:
    rng = random.Random(players)
    for seed in range(6):
        for state in _random_positions(players, seed):
            for viewer in range(players):
                view = GAME.view(state, viewer)
                guess = ADAPTER.determinise(GAME, view, viewer, rng)
                assert GAME.view(guess, viewer) == view


def test_guesses_of_a_bot_game_show_each_seat_its_view() -> None:
    # Positions the bots reach (long collections, cancelled pairs) rather than random takes'.
    rng = random.Random(5)
    for players in (2, 3, 4):
        bots = [make_bot("tea_time", "normal") for _ in range(players)]
        state = GAME.new_state(players, 40 + players)
        while GAME.current_seats(state):
            seat = GAME.current_seats(state)[0]
            for viewer in range(players):
                view = GAME.view(state, viewer)
                assert GAME.view(ADAPTER.determinise(GAME, view, viewer, rng), viewer) == view
            legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
            choice = bots[seat].choose(GAME.view(state, seat), legal, rng)
            state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))


@pytest.mark.parametrize("rounds", [1, 2])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rollout_plays_by_the_rules_and_values_the_round_end(players: int, rounds: int) -> None:
    """The compact rollout's takes, replayed through the rules, are all legal and end the round (or the rounds
    it plays through, dealt from the state's deck) exactly when the rollout does; after the last round its values
    are the rules' own final scores."""
    rng = random.Random(100 + players)
    checked_final = 0
    for seed in range(4):
        for state in _random_positions(players, seed):
            record: list[tuple[int, ...]] = []
            values, finished = _rollout(state, random.Random(rng.getrandbits(32)), record, rounds)
            assert finished == (state.round + rounds - 1 >= state.rounds_total)
            replay = state
            for cells in record:
                seat = replay.current
                assert Take(cells) in GAME.legal_actions(replay, seat)
                replay, _ = GAME.apply(replay, seat, Take(cells))
            # The round is over exactly after the recorded takes: a new grid or the game's end.
            assert replay.finished if finished else (replay.round, replay.turn_in_round) == (state.round + rounds, 0)
            if finished:
                assert values == [float(s) for s in GAME.scores(replay)]
                checked_final += 1
            else:
                # Rounds to come: the normal bot's table for them, and Alice's small worth before the last round.
                expected = [
                    sum(_EARLY_POINTS[n] for n in GAME.counts(replay, s).values())
                    + (Weights().alice_early if replay.alice_holder == s else 0.0)
                    for s in range(players)
                ]
                assert values == pytest.approx(expected)
    assert checked_final > 0
    assert ALICE_BONUS == 4 and SCORE_BY_COUNT[0] == 5  # the final values above are the rulebook's table


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_moves_are_legal(players: int) -> None:
    rng = random.Random(players)
    bots = [HardBot("tea_time", iterations=40) for _ in range(players)]
    state = GAME.new_state(players, 7 + players)
    while GAME.current_seats(state):
        seat = GAME.current_seats(state)[0]
        legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
        choice = bots[seat].choose(GAME.view(state, seat), legal, rng)
        assert choice in legal
        state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))


def test_a_search_replays_from_its_seed() -> None:
    state = GAME.new_state(2, 3)
    for _ in range(3):
        seat = state.current
        state, _ = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    seat = state.current
    legal = tuple(GAME.action_to_json(a) for a in GAME.legal_actions(state, seat))
    request = SearchRequest("tea_time", seat, GAME.view(state, seat), legal, seed=99, iterations=150)
    assert run_search(request) == run_search(request)


def test_hard_beats_normal_over_seeded_games() -> None:
    """A fixed sample of 2-player games, seats alternating, the hard bot at its fixed budget: it must win more
    than the normal bot (over 300 games it won 247 to 53: benchmarks/hard_vs_normal.py)."""
    assert ITERATIONS >= 100
    assert_hard_beats_normal("tea_time", sample(4, 16), 500)
