"""Tea Time's hard bot: its guesses of the hidden cards always agree with what the seat sees."""

from __future__ import annotations

import random

import pytest

from tabletop_qt.bots.search.tea_time import ADAPTER
from tabletop_qt.core.games import get_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_guess_shows_the_seat_exactly_its_own_view(players: int) -> None:
    game = get_game("tea_time")
    rng = random.Random(players)
    for seed in range(6):
        state = game.new_state(players, seed)
        while game.current_seats(state):
            for viewer in range(players):
                view = game.view(state, viewer)
                guess = ADAPTER.determinise(game, view, viewer, rng)
                assert game.view(guess, viewer) == view
            seat = game.current_seats(state)[0]
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
