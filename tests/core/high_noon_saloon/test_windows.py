"""windows.py names the out-of-turn window the engine waits on: checked against the engine over seeded random
games (alone and in teams): a window is always the seat the engine asks, who may always pass, and every block,
teammate's offer and counterattack question is one."""

from __future__ import annotations

import random

import pytest

from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep
from tabletop_qt.core.games.high_noon_saloon.windows import BLOCK, COUNTER, TEAM, pending_window
from tests.core.high_noon_saloon.support import GAME


@pytest.mark.parametrize(("players", "teams", "seed"), [(2, "off", 1), (3, "off", 2), (4, "2x2", 3), (6, "3x2", 4)])
def test_a_window_is_the_seat_the_engine_asks_and_it_may_pass(players: int, teams: str, seed: int) -> None:
    state = GAME.new_state(players, seed, {"teams": teams})
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(3000):
        if state.over:
            break
        asked = GAME.current_seats(state)[0]
        window = pending_window(GAME.catalog, state)
        attack = state.attack
        expected = (
            BLOCK if attack is not None and attack.step is AttackStep.BLOCK
            else TEAM if attack is not None and attack.step is AttackStep.TEAM
            else COUNTER if attack is None and state.counters
            else None
        )
        assert (window.kind if window else None) == expected
        legal = GAME.legal_actions(state, asked)
        if window is not None:
            seen.add(window.kind)
            assert window.seat == asked
            assert GAME.action_from_json(window.pass_action) in legal
            if window.kind != COUNTER:
                assert window.details["attacker"] == attack.attacker and window.details["damage"] >= 0
        actions = [a for a in legal if a.kind is not Kind.QUICK_DRAW]
        busy = [a for a in actions if a.kind not in (Kind.END_PHASE, Kind.PASS)]
        state, _ = GAME.apply(state, asked, rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(actions))
    assert BLOCK in seen
    if teams != "off":
        assert TEAM in seen


def test_the_block_window_tells_the_damage_a_target_that_passes_then_takes() -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(60):
        state = GAME.new_state(3, seed)
        promised: dict[int, int] = {}  # target -> the damage its window said, for a target that passed
        for _ in range(1500):
            if state.over or checked >= 8:
                break
            asked = GAME.current_seats(state)[0]
            window = pending_window(GAME.catalog, state)
            legal = [a for a in GAME.legal_actions(state, asked) if a.kind is not Kind.QUICK_DRAW]
            action = rng.choice(legal)
            if window is not None and window.kind == BLOCK:
                action = GAME.action_from_json(window.pass_action)
                promised[window.seat] = window.details["damage"]
            state, events = GAME.apply(state, asked, action)
            for event in events:
                if event.code == "hns.damage" and event.args["target"] in promised:
                    assert event.args["grit"] == promised.pop(event.args["target"])
                    checked += 1
    assert checked >= 8
