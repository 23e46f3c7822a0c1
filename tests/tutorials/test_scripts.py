"""Each tutorial's fixed deal still gives the situations its steps teach: the script replayed headless against
the engine and the same bots as the window's (every move legal when its turn comes), and the step engine's rules
(only the taught move passes, Next where there is a consequence, resuming at a step)."""

from __future__ import annotations

import pytest

from tabletop_qt.tutorials import script_for, tutorial_games
from tabletop_qt.tutorials.engine import LEARNER, Phase, Refusal, ReplayError, TutorialRun, replay, same_action
from tabletop_qt.tutorials.script import Script, Step

GAMES = tutorial_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_gives_every_taught_move_when_its_turn_comes(game_id: str) -> None:
    script = script_for(game_id)
    moves = script.moves()
    assert moves, "a tutorial teaches moves"
    table = replay(script, len(moves))  # raises ReplayError at the first move that is not legal then
    learner = [entry.action for entry in table.log if entry.seat == LEARNER]
    assert len(learner) == len(moves)
    assert all(same_action(a, script.steps[i].action) for a, i in zip(learner, moves))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_step_points_somewhere_and_every_step_says_something(game_id: str) -> None:
    script = script_for(game_id)
    for index, step in enumerate(script.steps):
        assert step.text.strip(), index
        if step.action is not None:
            assert step.targets, f"step {index} teaches a move but points at nothing"


def test_high_noon_saloon_teaches_what_a_first_game_needs() -> None:
    """The issue's list: the six phases, equipping and loading, cover, a gun and a melee attack, a block when asked
    out of turn, the quick draw, hunkering down."""
    script = script_for("high_noon_saloon")
    kinds = [dict(script.steps[i].action or {}) for i in script.moves()]
    types = {a["type"] for a in kinds}
    assert {"equip", "place", "discard", "draw", "reload", "jump", "declare", "enhance", "target", "block",
            "quick_draw", "move", "end_phase"} <= types
    assert {"gun", "melee"} <= {a.get("attack") for a in kinds if a["type"] == "declare"}
    table = replay(script, len(kinds))
    phases = {e.args.get("phase") for entry in table.log for e in entry.events if e.code == "hns.phase_ended"}
    assert {"weapon", "jump", "weapon2"} <= phases
    blocks = [entry for entry in table.log if entry.seat == LEARNER and entry.action["type"] == "block"]
    assert blocks and all(any(e.code == "hns.blocked" for e in b.events) for b in blocks)
    texts = " ".join(s.text for s in script.steps)
    for phase in ("Scavengin'", "Weapon", "Jump", "Fightin'", "Hunkerin' Down", "Weapon #2"):
        assert phase in texts


def test_a_changed_deal_is_caught() -> None:
    script = script_for("high_noon_saloon")
    from dataclasses import replace

    with pytest.raises(ReplayError):
        replay(replace(script, seed=script.seed + 1), len(script.moves()))


def _tiny() -> Script:
    return Script("tea_time", "X", 1, (("Bo", "normal"),), {}, "t",
                  (Step("note"), Step("do", {"type": "a"}, after="then"), Step("do2", {"type": "b"})), "end")


def test_the_step_engine_lets_only_the_taught_move_through() -> None:
    run = TutorialRun(_tiny())
    assert run.can_go_on() and run.judge({"type": "a"}) is Refusal.READ_FIRST
    run.go_on()
    assert run.wants_move() and not run.can_go_on()
    assert run.judge({"type": "b"}) is Refusal.NOT_TAUGHT
    assert run.judge({"type": "a"}) is None
    run.made()
    assert run.phase is Phase.AFTER and run.moves_done() == 1 and run.judge({"type": "b"}) is Refusal.READ_FIRST
    run.go_on()
    run.made()  # no consequence text: straight on
    assert run.finished and run.moves_done() == 2


def test_resuming_at_a_step_counts_the_moves_before_it() -> None:
    run = TutorialRun.at(_tiny(), 2)
    assert run.step is not None and run.step.text == "do2" and run.moves_done() == 1
    assert TutorialRun.at(_tiny(), 99).finished
