"""The headless simulator plays a real-time game by its real-time schedule (every seat at once), not seat 0 first."""

from __future__ import annotations

import json

import pytest

from tabletop_qt import sim
from tabletop_qt.bots.frantic_frankfurt.normal import simulate
from tests.table.ff_support import register


@pytest.fixture(autouse=True)
def _ff(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


def test_a_real_time_game_is_played_by_the_simulated_clock_with_each_seat_at_its_speed() -> None:
    outcome, actions = sim.play_game("frantic_frankfurt", 3, 4, ["normal:fast", "normal:slow", "easy"])
    reference = simulate(3, 4, ["normal", "normal", "easy"], ["fast", "slow", "medium"])
    assert outcome == reference.outcome and actions == reference.actions
    assert outcome.finished and outcome.winners


def test_the_faster_bot_wins_most_games_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["frantic_frankfurt", "--players", "2", "--games", "6", "--bots", "normal:fast,normal:slow"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 6
    assert result["wins"]["by_level"]["normal:fast"] > result["wins"]["by_level"]["normal:slow"]
    assert result["wins"]["by_seat"][0] + result["wins"]["by_seat"][1] + result["draws"] == 6


def test_a_speed_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(SystemExit):
        sim.main(["frantic_frankfurt", "--players", "2", "--games", "1", "--bots", "normal:warp"])
    with pytest.raises(ValueError):
        sim.play_games("tea_time", 2, 1, 0, ["normal:fast"])
