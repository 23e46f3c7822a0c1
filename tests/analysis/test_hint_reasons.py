"""Each game's hint reason (analysis/reasons/<game>.py) is a fact of the positions: checked on constructed views
(what the seat sees before the move, after it, and after the other moves), and end to end on seeded positions
through the measure the worker makes (analysis/measure.py with ``explain``)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from tabletop_qt.analysis import explain
from tabletop_qt.analysis.explain import Reason
from tabletop_qt.analysis.measure import MeasureRequest, measure
from tabletop_qt.analysis.reasons import frantic_frankfurt, high_noon_saloon, tea_time, times_square
from tabletop_qt.core.games import game_for
from tabletop_qt.core.games.specs import spec_of

GAMES = ("tea_time", "times_square", "frantic_frankfurt", "high_noon_saloon")


def _changed(view: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(view)
    out.update(changes)
    return out


def _scored(scores: list[int], **more: Any) -> dict[str, Any]:
    return {"outcome": {"finished": False, "winners": [], "scores": scores}, **more}


# ------------------------------------------------------------------------------------------------ Tea Time
def test_tea_time_a_take_that_goes_ahead_says_it_takes_the_lead() -> None:
    before = _scored([10, 12], round=2, alice_holder=None)
    after = _scored([15, 12], round=2, alice_holder=None)
    assert tea_time.reason(before, after, 0, [_scored([11, 12], round=2)]) == Reason("takes_lead", 3)


def test_tea_time_cancelling_the_opponents_cards_is_said() -> None:
    before = _scored([14, 14], round=2, alice_holder=None)
    after = _scored([14, 10], round=2, alice_holder=None)  # no lead taken: 14 against 10 is... a lead
    assert tea_time.reason(before, after, 0, []) == Reason("takes_lead", 4)
    before = _scored([8, 20], round=2, alice_holder=None)
    after = _scored([8, 12], round=2, alice_holder=None)
    assert tea_time.reason(before, after, 0, [_scored([10, 20], round=2)]) == Reason("cancels", 8)


def test_tea_time_most_points_keeps_lead_and_gap() -> None:
    before = _scored([20, 10], round=1, alice_holder=None)
    best = _scored([26, 10], round=1, alice_holder=None)
    assert tea_time.reason(before, best, 0, [_scored([22, 10])]) == Reason("most_points", 6)
    assert tea_time.reason(before, best, 0, [_scored([27, 10])]) == Reason("keeps_lead", 16)
    behind = _scored([5, 20], round=1, alice_holder=None)
    closer = _scored([9, 20], round=1, alice_holder=None)
    assert tea_time.reason(behind, closer, 0, [_scored([12, 20])]) == Reason("closes_gap", 11)


def test_tea_time_alice_and_the_least_costly_take() -> None:
    before = _scored([10, 10], round=1, alice_holder=None)
    alice = _scored([10, 10], round=1, alice_holder=0)
    assert tea_time.reason(before, _scored([12, 10], round=1, alice_holder=0), 0, []).kind == "takes_lead"
    ahead = _scored([20, 10], round=1, alice_holder=None)
    assert tea_time.reason(ahead, _scored([23, 10], round=1, alice_holder=0), 0, [_scored([25, 10])]) == Reason("takes_alice", 3)
    assert tea_time.reason(before, alice, 0, []) is None  # nothing changed: nothing to say
    behind = _scored([5, 20], round=1, alice_holder=None)
    least = _scored([3, 20], round=1, alice_holder=None)
    assert tea_time.reason(behind, least, 0, [_scored([1, 20]), _scored([0, 20])]) == Reason("costs_least", 2)


# ------------------------------------------------------------------------------------------------ Times Square
def _street(seat_to_move: int = 0, **figures: int) -> dict[str, Any]:
    placed = {"sue": 8, "guard_low": 6, "guard_high": 10, "hal": 7, "deb": 9, "charlie": 8}
    placed.update(figures)
    return {
        "centre": 8,
        "entrances": [[0, 1], [15, 16]],
        "figures": placed,
        "charlie_next": {"seat": seat_to_move, "steps": 0},
        "outcome": {"finished": False, "winners": [], "scores": []},
    }


def test_times_square_sue_crossing_and_coming_closer() -> None:
    assert times_square.reason(_street(sue=8), _street(sue=7), 0, []) == Reason("sue_to_half")
    assert times_square.reason(_street(sue=8), _street(sue=11), 1, []) == Reason("sue_to_half")
    assert times_square.reason(_street(sue=9), _street(sue=11), 1, []) == Reason("sue_closer", 2)
    assert times_square.reason(_street(sue=6, guard_low=3), _street(sue=4, guard_low=3), 0, []) == Reason("sue_closer", 2)


def test_times_square_bodyguards_room_and_entrances() -> None:
    assert times_square.reason(_street(), _street(guard_low=3), 0, []) == Reason("room_made", 4)
    assert times_square.reason(_street(guard_high=12), _street(guard_high=9), 0, []) == Reason("way_closed", 0)
    assert times_square.reason(_street(), _street(hal=1), 0, []) == Reason("at_entrance", 1)
    after = _street()
    after["charlie_next"] = {"seat": 0, "steps": 2}
    assert times_square.reason(_street(), after, 0, []) == Reason("charlie_closer", 2)


def test_times_square_a_win_is_said_first() -> None:
    after = _street(sue=1)
    after["outcome"] = {"finished": True, "winners": [0], "scores": []}
    assert times_square.reason(_street(sue=3), after, 0, []) == Reason("wins")


# ------------------------------------------------------------------------------------------------ Frantic Frankfurt
def _layout(scores: list[int], hidden: int) -> dict[str, Any]:
    view = _scored(scores)
    view["seats"] = [{"columns": [{"hidden": hidden}, {"hidden": 0}]}, {"columns": [{"hidden": 1}]}]
    return view


def test_frantic_frankfurt_fewest_cards_left_and_a_card_turned_up() -> None:
    assert frantic_frankfurt.reason(_layout([20, 20], 2), _layout([19, 20], 2), 0, []) == Reason("takes_lead", 1)
    assert frantic_frankfurt.reason(_layout([20, 10], 2), _layout([19, 10], 1), 0, []) == Reason("turns_up")
    assert frantic_frankfurt.reason(_layout([20, 10], 2), _layout([19, 10], 2), 0, []) == Reason("sheds", 19)


def test_frantic_frankfurt_the_slap_that_adds_fewest_cards() -> None:
    before = _layout([3, 0], 0)
    assert frantic_frankfurt.reason(before, _layout([5, 0], 0), 0, [_layout([9, 0], 0)]) == Reason("fewest_added", 2)
    assert frantic_frankfurt.reason(before, _layout([9, 0], 0), 0, [_layout([5, 0], 0)]) is None


# ------------------------------------------------------------------------------------------------ High Noon Saloon
def _saloon(grit: list[int], out: tuple[bool, ...] = (False, False), bullets: int = 0, fist: str | None = None) -> dict[str, Any]:
    players = [
        {"grit": g, "out": o, "fist": None, "fist_bullets": 0, "holster": None, "holster_bullets": 0}
        for g, o in zip(grit, out)
    ]
    players[0].update(fist=fist, fist_bullets=bullets)
    return {"players": players, "attack": None, "finished": False, "outcome": {"finished": False, "winners": [], "scores": grit}}


def test_high_noon_saloon_damage_knock_out_and_grit_saved() -> None:
    assert high_noon_saloon.reason(_saloon([20, 12]), _saloon([20, 8]), 0, []) == Reason("deals_damage", 4)
    assert high_noon_saloon.reason(_saloon([20, 3]), _saloon([20, 0], (False, True)), 0, []) == Reason("knocks_out")
    blocked = _saloon([18, 12])
    assert high_noon_saloon.reason(_saloon([18, 12]), blocked, 0, [_saloon([14, 12]), _saloon([18, 12])]) == Reason("saves_grit", 4)


def test_high_noon_saloon_loading_and_equipping() -> None:
    assert high_noon_saloon.reason(_saloon([20, 20], fist="colt#1"), _saloon([20, 20], bullets=2, fist="colt#1"), 0, []) == Reason("loads", 2)
    assert high_noon_saloon.reason(_saloon([20, 20]), _saloon([20, 20], fist="colt#1"), 0, []) == Reason("equips")
    assert high_noon_saloon.unsettled({"attack": {"kind": "gun"}, "finished": False})
    assert not high_noon_saloon.unsettled(_saloon([20, 20]))


# ------------------------------------------------------------------------------------------------ every game
@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_has_a_sentence_with_the_win_chance(game_id: str) -> None:
    module = explain.explainer(game_id)
    assert module is not None and spec_of(game_id).explain == module.__name__
    kinds = {kind.value for kind in module.Kind}
    assert set(module.SENTENCES) == kinds
    for sentence in module.SENTENCES.values():
        assert "{win}%" in sentence


def _seeded(game_id: str, seed: int) -> tuple[Any, Any, int]:
    game = game_for(game_id, {})
    state = game.new_state(2, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(4, 40)):
        seats = game.current_seats(state)
        if not seats or not game.legal_actions(state, seats[0]):
            break
        state, _ = game.apply(state, seats[0], rng.choice(game.legal_actions(state, seats[0])))
    return game, state, (game.current_seats(state) or [0])[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_worker_measure_gives_the_best_moves_real_reasons(game_id: str) -> None:
    """On seeded positions the measure carries a reason per explained move, each of the game's kinds, and the same
    request explains the same way; across the seeds at least one move gets a reason."""
    module = explain.explainer(game_id)
    assert module is not None
    said = 0
    for seed in range(6):
        game, state, seat = _seeded(game_id, seed)
        legal = game.legal_actions(state, seat)
        if game.outcome(state).finished or not legal:
            continue
        request = MeasureRequest(
            game_id, seat, game.view(state, seat), tuple(game.action_to_json(a) for a in legal), seed, 60, explain=2
        )
        first = measure(request)
        assert len(first.reasons) == min(2, len(first.moves))
        assert measure(request).reasons == first.reasons
        for reason in first.reasons:
            if reason is not None:
                said += 1
                assert reason.kind in module.SENTENCES
    assert said > 0


def test_tea_time_a_take_puts_its_taker_in_the_lead_exactly_when_the_engine_scores_it_ahead() -> None:
    """Along a seeded game, wherever the seat to take is not ahead, each take's reason says it takes the lead, by
    the engine's own margin, exactly when the engine scores the seat ahead after it (a finished game aside)."""
    game = game_for("tea_time", {})
    state = game.new_state(2, 11)
    rng = random.Random(11)
    checked = 0
    while not game.outcome(state).finished and checked < 3:
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        if game.score(state, seat) <= game.score(state, 1 - seat):
            reasons = explain.explain_moves("tea_time", {}, game.view(state, seat), seat, legal, 3, len(legal))
            for action, reason in zip(legal, reasons):
                after, _ = game.apply(state, seat, action)
                if game.outcome(after).finished or after.round != state.round:
                    continue  # a round's end scores and deals anew: not this fact
                lead = game.score(after, seat) - game.score(after, 1 - seat)
                if lead > 0:
                    checked += 1
                    assert reason == Reason("takes_lead", lead)
                else:
                    assert reason is None or reason.kind != "takes_lead"
        state, _ = game.apply(state, seat, rng.choice(legal))
    assert checked > 0
