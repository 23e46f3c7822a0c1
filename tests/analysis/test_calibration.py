"""The win chance said is the mean reward pulled toward an even share by the game's confidence (analysis/measure.py's
Calibration, SearchAdapter.confidence): one place, monotone (the order of moves never changes), and Tea Time's is
pulled in (its margin-valued rewards were bolder than the results: benchmarks/analysis.py's shrink)."""

from __future__ import annotations

import pytest

from tabletop_qt.analysis.measure import Calibration, MeasureRequest, measure
from tabletop_qt.bots.search import adapter_for
from tabletop_qt.core.games import game_for


def test_a_chance_is_pulled_toward_an_even_share() -> None:
    assert Calibration(0.5, 0.5).win(0.9) == pytest.approx(0.7)
    assert Calibration(0.5, 0.5).win(0.1) == pytest.approx(0.3)
    assert Calibration(1 / 3, 0.5).win(1 / 3) == pytest.approx(1 / 3)
    assert Calibration(0.5, 1.0).win(0.83) == pytest.approx(0.83)
    wins = [Calibration(0.25, 0.6).win(m / 10) for m in range(11)]
    assert wins == sorted(wins) and 0.0 <= wins[0] and wins[-1] <= 1.0


def test_tea_time_chances_are_calibrated_and_the_others_as_measured() -> None:
    assert adapter_for("tea_time").confidence < 1.0
    for game_id in ("times_square", "frantic_frankfurt", "high_noon_saloon"):
        assert adapter_for(game_id).confidence == 1.0


def test_a_tea_time_measure_says_the_calibrated_chance_in_the_same_order() -> None:
    game = game_for("tea_time", {})
    state = game.new_state(2, 3)
    seat = game.current_seats(state)[0]
    legal = tuple(game.action_to_json(a) for a in game.legal_actions(state, seat))
    request = MeasureRequest("tea_time", seat, game.view(state, seat), legal, 9, 120)
    calibrated = measure(request)
    adapter = type(adapter_for("tea_time"))
    original = adapter.confidence
    try:
        adapter.confidence = 1.0
        raw = measure(request)
    finally:
        adapter.confidence = original
    assert [m.action for m in calibrated.moves] == [m.action for m in raw.moves]
    for said, mean in zip(calibrated.moves, raw.moves):
        assert said.win == pytest.approx(0.5 + original * (mean.win - 0.5))
