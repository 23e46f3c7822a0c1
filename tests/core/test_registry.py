"""The registry: the window's games and the headless-only ones."""

from __future__ import annotations

from tabletop_qt.core.games import ALL_GAMES, GAMES, get_game


def test_high_noon_saloon_is_offered_by_the_window_now_its_table_exists() -> None:
    assert "high_noon_saloon" in ALL_GAMES
    assert "high_noon_saloon" in GAMES
    assert get_game("high_noon_saloon").id == "high_noon_saloon"


def test_every_window_game_is_also_in_the_full_registry() -> None:
    assert set(GAMES) <= set(ALL_GAMES)
    for game_id in ALL_GAMES:
        assert get_game(game_id) is ALL_GAMES[game_id]
