"""The bots: the normal level must clearly beat the easy one, and the simulator CLI must work headless."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop_qt.bots import LEVELS, Bot, make_bot
from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.tea_time.cards import ALICE, Face
from tabletop_qt.core.games.tea_time.state import TeaTimeState
from tabletop_qt.sim import play_games, seat_levels
from tabletop_qt.bots.hard import HardBot
from tests.tiers import sample

REPO = Path(__file__).resolve().parents[2]
GAME = get_game("tea_time")


@pytest.mark.slow
def test_normal_beats_easy_in_at_least_65_percent_of_two_player_games() -> None:
    games = sample(40, 200)  # 200 in the full tier
    result = play_games("tea_time", 2, games, 2024, ["normal", "easy"])
    assert result["games"] == games
    # Seats rotate every game, so each level sat first in half of the games.
    normal = result["wins"]["by_level"]["normal"]
    assert normal + result["wins"]["by_level"]["easy"] + result["draws"] == games
    assert sum(result["wins"]["by_seat"]) + result["draws"] == games
    assert normal / games >= 0.65, result


def test_seat_rotation() -> None:
    assert [seat_levels(["a", "b", "c"], i) for i in range(4)] == [
        ["a", "b", "c"],
        ["b", "c", "a"],
        ["c", "a", "b"],
        ["a", "b", "c"],
    ]


def test_play_games_is_reproducible_and_depends_on_the_seed() -> None:
    def strip(r: dict) -> dict:
        return {k: v for k, v in r.items() if k != "games_per_second"}

    a = play_games("tea_time", 3, 6, 10, ["easy"])
    assert strip(a) == strip(play_games("tea_time", 3, 6, 10, ["easy"]))
    assert a["levels"] == ["easy"] * 3
    others = [strip(play_games("tea_time", 3, 6, seed, ["easy"])) for seed in (11, 12, 13)]
    assert any(o["mean_actions"] != a["mean_actions"] or o["wins"] != a["wins"] for o in others)


def test_play_games_rejects_bad_arguments() -> None:
    with pytest.raises(KeyError):
        play_games("chess", 2, 1, 0, ["easy"])
    with pytest.raises(ValueError):
        play_games("tea_time", 5, 1, 0, ["easy"])
    with pytest.raises(ValueError):
        play_games("tea_time", 3, 1, 0, ["easy", "normal"])
    with pytest.raises(ValueError):
        play_games("tea_time", 2, 1, 0, ["expert"])


def test_make_bot_levels_and_errors() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    for level in LEVELS:
        bot = make_bot("tea_time", level)
        assert isinstance(bot, Bot) and bot.level == level
    with pytest.raises(ValueError):
        make_bot("tea_time", "expert")
    with pytest.raises(ValueError):
        make_bot("chess", "easy")


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_a_legal_action_from_the_view_alone(level: str) -> None:
    """Two states that differ only in hidden cards (deck order) give the same view, so the same choice."""
    # The property does not depend on the search's budget: a small one asks the hard bot the same in less time.
    bot = HardBot("tea_time", iterations=12) if level == "hard" else make_bot("tea_time", level)
    for seed in range(4 if level == "hard" else 15):
        state = GAME.new_state(2, seed)
        rng = random.Random(seed)
        while not state.finished:
            seat = state.current
            legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
            view = GAME.view(state, seat)
            shuffled_deck = replace(state, deck=tuple(reversed(state.deck)))
            assert GAME.view(shuffled_deck, seat) == view
            before = rng.getstate()
            choice = bot.choose(view, legal, rng)
            assert choice in legal
            rng.setstate(before)
            assert bot.choose(GAME.view(shuffled_deck, seat), legal, rng) == choice
            state, _ = GAME.apply(state, seat, GAME.action_from_json(choice))


def test_bots_refuse_to_act_without_legal_actions() -> None:
    state = GAME.new_state(2, 0)
    for level in LEVELS:
        with pytest.raises(ValueError):
            make_bot("tea_time", level).choose(GAME.view(state, 0), [], random.Random(0))


def _last_round(
    grid: dict[int, str], mine: list[tuple[str, Face]], theirs: list[tuple[str, Face]]
) -> TeaTimeState:
    """A 2-player position late in the last round, seat 0 to act (not a full deck: views do not need one)."""
    cells: list[str | None] = [None] * 12
    for cell, card in grid.items():
        cells[cell] = card
    return TeaTimeState(
        players=2,
        round=5,
        rounds_total=5,
        turn_in_round=4,
        current=0,
        grid=tuple(cells),
        deck=(),
        removed=(),
        collections=(tuple(mine), tuple(theirs)),
        discarded=(),
        alice_holder=None,
        finished=False,
        rng=0,
    )


def _normal_choice(state: TeaTimeState) -> list[int]:
    legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, 0)]
    return make_bot("tea_time", "normal").choose(GAME.view(state, 0), legal, random.Random(0))["cells"]


def test_normal_bot_takes_alice_in_the_last_round_rather_than_a_harmful_card() -> None:
    """In the last round Alice is 4 sure points; a first Cat costs 4 (5 points for none, 1 for one)."""
    state = _last_round({0: ALICE, 11: "cheshire_cat.5"}, [], [])
    assert _normal_choice(state) == [0]
    # With a fifth mirror Cat next to her, it takes both: 4 points for Alice and 5 for the Cat.
    five = _last_round({0: ALICE, 1: "cheshire_cat.5"}, [(f"cheshire_cat.{i}", Face.MIRROR) for i in range(4)], [])
    assert _normal_choice(five) == [0, 1]


def test_normal_bot_denies_the_next_player_a_fifth_card() -> None:
    """Both cards cost seat 0 the same; leaving the normal Rabbit would give seat 1 its fifth Rabbit."""
    rabbits = [(f"white_rabbit.{i}", Face.NORMAL) for i in range(4)]
    state = _last_round({0: "white_rabbit.8", 11: "queen_of_hearts.0"}, [], rabbits)
    assert _normal_choice(state) == [0]
    # Without the threat it has no reason to prefer the Rabbit: both are a first card of a character.
    state = _last_round({0: "white_rabbit.8", 11: "queen_of_hearts.0"}, [], [])
    bot = make_bot("tea_time", "normal")
    legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, 0)]
    picks = {tuple(bot.choose(GAME.view(state, 0), legal, random.Random(i))["cells"]) for i in range(20)}
    assert picks == {(0,), (11,)}


def _run_sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_qt.sim", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_sim_cli_prints_one_json_object() -> None:
    result = _run_sim("tea_time", "--players", "3", "--games", "5", "--seed", "1", "--bots", "easy,normal,easy")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert {"games", "wins", "draws", "mean_actions", "games_per_second"} <= set(data)
    assert data["games"] == 5
    assert set(data["wins"]["by_level"]) == {"easy", "normal"}
    assert len(data["wins"]["by_seat"]) == 3
    assert sum(data["wins"]["by_seat"]) + data["draws"] == 5
    assert sum(data["wins"]["by_level"].values()) + data["draws"] == 5
    assert data["mean_actions"] > 0 and data["games_per_second"] > 0
    assert len(result.stdout.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess", "--players", "2", "--games", "1"], "invalid choice"),
        (["tea_time", "--players", "5", "--games", "1"], "--players"),
        (["tea_time", "--players", "2", "--games", "1", "--bots", "easy,expert"], "expert"),
        (["tea_time", "--players", "3", "--games", "1", "--bots", "easy,normal"], "--bots"),
        (["tea_time", "--players", "two", "--games", "1"], "invalid int"),
    ],
)
def test_sim_cli_bad_arguments_exit_2_with_a_message(args: list[str], message: str) -> None:
    result = _run_sim(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""
