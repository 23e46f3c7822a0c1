"""High Noon Saloon plays the same seeded games move for move: a few whole games (random players with out-of-turn
moments and stale actions refused, and normal against easy bots; 2, 4 and 6 players, advanced, long and every kind
of team) hashed step by step and pinned (move_digest.py says what goes into a digest).

A digest that moves means the engine now plays differently: fine for a deliberate rules change (then write the new
digests here, and say why in the commit), never for a restructuring. Recorded on 2026-11-26 before the engine's
mixins became components (issue 25)."""

from __future__ import annotations

import pytest

from tests.core.high_noon_saloon.move_digest import bot_game, options_for, random_game
from tests.core.high_noon_saloon.support import GAME

RANDOM = {
    (2, 0): "512779b389638480e7b37a51cec0b826d189156e537fa99d2c4dd0b32c180d48",  # advanced and long
    (4, 7): "776653f1e5194f33e60dbbfedbe20bd02561ab7d2b1f23e58e2859d7798ae251",  # teams 2x2
    (6, 9): "937847cd959963f65fe62991e916376bf35b4458b6b74988166b63d457688b5e",  # teams 2x3
    (6, 19): "ac919907d0521d518bdd95a6fe1b63483fff1e44d040d1e2e29aa432f2f77fca",  # teams 3x2
}
BOTS = {
    (2, 0): "25e833cc5f6e5370c44b74bed6a716f3f37c91d876a127ac3ccaf0307d6f1e39",
    (6, 4): "aed07ad5bd70d276c06ca499b669c997d5c2d79268236068c47cf45cf5e3be84",  # advanced
    (4, 7): "aa378fd26bc9907cdb3904c1aa370a9d49dd3c7755d0adef30335744c533d4d5",  # teams 2x2
}


@pytest.mark.parametrize("players, game", sorted(RANDOM))
def test_seeded_random_games_play_move_for_move_as_recorded(players: int, game: int) -> None:
    assert random_game(GAME, players, 5_000 + game, options_for(players, game)) == RANDOM[players, game]


@pytest.mark.parametrize("players, game", sorted(BOTS))
def test_seeded_bot_games_play_move_for_move_as_recorded(players: int, game: int) -> None:
    assert bot_game(GAME, players, 9_000 + game, options_for(players, game)) == BOTS[players, game]
