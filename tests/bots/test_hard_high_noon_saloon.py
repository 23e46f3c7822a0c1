"""High Noon Saloon's hard bot: its guesses of the hidden cards always show the seat exactly its own view (2 to 6
players, teams, advanced sides), its moves are legal through whole games (out-of-turn windows and team play
included), a search replays from its seed, and it beats the normal bot."""

from __future__ import annotations

import random

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.bots.hard import HardBot, view_seat
from tabletop_qt.bots.high_noon_saloon.search import ADAPTER, ITERATIONS, settle
from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.state import Phase
from tabletop_qt.core.games.high_noon_saloon.windows import COUNTER, game_window
from tests.bots.hard_support import assert_hard_beats_normal, assert_search_replays
from tests.tiers import sample

GAME = get_game("high_noon_saloon")


def _positions(players: int, seed: int, options: dict, random_share: float):  # type: ignore[no-untyped-def]
    """Every position of one game in which someone is to act: normal bots' moves, and random ones a
    ``random_share`` of the time (random games rarely reach the fights the bots seek out)."""
    rng = random.Random(seed)
    bot = make_bot("high_noon_saloon", "normal")
    state = GAME.new_state(players, seed, options)
    while GAME.current_seats(state):
        yield state
        seat = GAME.current_seats(state)[0]
        legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
        if rng.random() < random_share:
            choice = rng.choice(legal)
        else:
            choice = bot.choose(GAME.view(state, seat), legal, rng)
        state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))


@pytest.mark.parametrize(
    ("players", "options", "random_share"),
    [
        (2, {}, 0.0),
        (2, {"long": True}, 0.5),
        (3, {"advanced": True}, 0.2),
        (4, {"teams": "2x2"}, 0.0),
        (4, {"teams": "2x2", "advanced": True}, 0.5),
        (5, {}, 0.2),
        (6, {"teams": "3x2"}, 0.1),
        (6, {"teams": "2x3", "advanced": True}, 0.0),
    ],
)
def test_every_guess_shows_the_seat_exactly_its_own_view(players: int, options: dict, random_share: float) -> None:
    rng = random.Random(players)
    windows = 0
    for seed in range(2):
        for index, state in enumerate(_positions(players, 20 + seed, options, random_share)):
            mover = GAME.current_seats(state)[0]
            # Every position for the seat to act (its guess must also ask it the very question the rules ask,
            # with the same legal moves); every fifth for every seat.
            viewers = range(players) if index % 5 == 0 else (mover,)
            for viewer in viewers:
                view = GAME.view(state, viewer)
                guess = ADAPTER.determinise(GAME, view, viewer, rng)
                assert GAME.view(guess, viewer) == view
                if viewer == mover:
                    assert tuple(GAME.current_seats(guess)) == tuple(GAME.current_seats(state))
                    assert GAME.legal_actions(guess, viewer) == GAME.legal_actions(state, viewer)
            windows += game_window(GAME, state) is not None
    assert windows > 0  # the sample reached out-of-turn windows


def test_guesses_differ_where_the_seat_cannot_see() -> None:
    state = GAME.new_state(4, 3, {"teams": "2x2"})
    view = GAME.view(state, 0)
    rng = random.Random(1)
    guesses = [ADAPTER.determinise(GAME, view, 0, rng) for _ in range(20)]
    assert all(g.players[0].hand == state.players[0].hand for g in guesses)  # its own hand is known
    for seat in (1, 2, 3):  # a teammate's hand is hidden too
        assert len({g.players[seat].hand for g in guesses}) == 20
    assert len({g.deck for g in guesses}) == 20
    assert len({g.loads for g in guesses}) > 1
    assert any(g.players[1].hand != state.players[1].hand for g in guesses)


def test_a_counterattack_window_is_guessed_with_its_queue() -> None:
    """Nothing in the view names who still has a counterattack to decide: the seat asked is the queue's head,
    and the attack it answers is the current player's."""
    found = 0
    for seed in range(40):
        for state in _positions(2, seed, {}, 0.0):
            window = game_window(GAME, state)
            if window is None or window.kind != COUNTER:
                continue
            seat = window.seat
            guess = ADAPTER.determinise(GAME, GAME.view(state, seat), seat, random.Random(seed))
            assert guess.counters[0] == seat and guess.countered == state.countered
            assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
            found += 1
        if found >= 3:
            break
    assert found >= 3


def test_a_leaf_plays_on_to_the_end_of_its_turn_by_the_rules() -> None:
    """The leaf's play-on (the normal bot's moves, applied through the rules) ends the fight under way and the
    turn it is in, or the game."""
    settled = 0
    for index, state in enumerate(_positions(3, 5, {"advanced": True}, 0.0)):
        if state.attack is None and index % 7:
            continue
        after = settle(GAME, state)
        assert after.phase is Phase.OVER or (after.turn == state.turn + 1 and after.phase is Phase.SCAVENGE)
        assert after.attack is None and not after.counters
        settled += 1
    assert settled > 10


def _play_with_hard(players: int, seed: int, options: dict, hard_seats: tuple[int, ...]) -> tuple[int, set[str]]:
    """One whole game, the hard bot (a small budget) in ``hard_seats``: every move it makes is legal. How many
    moves it made and the kinds of window it answered."""
    rng = random.Random(seed)
    hard = HardBot("high_noon_saloon", options, iterations=12)
    normal = make_bot("high_noon_saloon", "normal")
    state = GAME.new_state(players, seed, options)
    moves = 0
    windows: set[str] = set()
    while GAME.current_seats(state):
        seat = GAME.current_seats(state)[0]
        legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
        view = GAME.view(state, seat)
        if seat in hard_seats:
            assert view_seat(view) == seat
            choice = hard.choose(view, legal, rng)
            assert choice in legal
            moves += 1
            window = game_window(GAME, state)
            if window is not None and len(legal) > 1:
                windows.add(window.kind)
        else:
            choice = normal.choose(view, legal, rng)
        state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))
    return moves, windows


def test_hard_moves_are_legal_through_a_two_player_game_and_its_windows() -> None:
    moves, windows = _play_with_hard(2, 4, {}, (0, 1))
    assert moves > 100 and "block" in windows


def test_hard_moves_are_legal_in_a_team_game() -> None:
    moves, windows = _play_with_hard(4, 2, {"teams": "2x2", "advanced": True}, (0, 1))
    assert moves > 50 and windows


def test_a_search_replays_from_its_seed() -> None:
    for state in _positions(2, 9, {}, 0.0):
        seat = GAME.current_seats(state)[0]
        if state.phase is Phase.HUNKER and len(GAME.legal_actions(state, seat)) > 3:
            break
    assert_search_replays("high_noon_saloon", GAME, state, seat)


def test_hard_beats_normal_over_seeded_games() -> None:
    """A fixed sample of 2-player games, seats alternating, the hard bot at its fixed budget: it must win more
    than the normal bot (benchmarks/hard_vs_normal.py has the figure over 300 games)."""
    assert ITERATIONS >= 60
    assert_hard_beats_normal("high_noon_saloon", sample(4, 10), 700)
