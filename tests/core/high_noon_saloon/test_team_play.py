"""One test per rule sentence of High Noon Saloon's team play ("Gioco in team", the rulebook's page 13-14), named
after it, and the team cards of the Tabletop Qt house set. Rulings: docs/rules/high_noon_saloon.md."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.rules import ANY_MOMENT
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep, HighNoonState, PlayerState
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tests.core.high_noon_saloon.support import GAME, Kind, Phase, Slot, act, act_events, player, position


def refused(state: HighNoonState, seat: int, kind: Kind, **fields: Any) -> str:
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, seat, Action(kind, **fields))
    return caught.value.reason


def teams_of(*players: PlayerState, teams: int = 2, grit: int = 30, **changes: Any) -> HighNoonState:
    """A team-play position: seats alternate teams, each team at ``grit`` with its token still to cash."""
    state = position(*players, **changes)
    used = {c for p in players for c in p.hand}
    deck = state.deck + tuple(c for c in GAME.catalog.team_instances if c not in used)
    return replace(
        state,
        deck=deck,
        start_grit=30,
        teams=tuple(i % teams for i in range(len(players))),
        team_grit=(grit,) * teams,
        team_tokens=(True,) * teams,
    )


def shoot(state: HighNoonState, seat: int = 0, option: int = 0) -> HighNoonState:
    return act(state, seat, Kind.DECLARE, attack=AttackKind.GUN, option=option)


# ---------------------------------------------------------------------------------------------------- setup
def test_team_play_needs_four_or_six_players_two_teams_of_two_two_of_three_or_three_of_two() -> None:
    for players, teams in ((4, "2x2"), (6, "2x3"), (6, "3x2")):
        GAME.new_state(players, 1, {"teams": teams})
    for players, teams in ((3, "2x2"), (5, "2x2"), (4, "2x3"), (4, "3x2"), (6, "2x2"), (4, "4x1"), (4, True)):
        with pytest.raises(ValueError):
            GAME.new_state(players, 1, {"teams": teams})


def test_players_of_the_teams_sit_alternately() -> None:
    assert GAME.new_state(4, 1, {"teams": "2x2"}).teams == (0, 1, 0, 1)
    assert GAME.new_state(6, 1, {"teams": "2x3"}).teams == (0, 1, 0, 1, 0, 1)
    assert GAME.new_state(6, 1, {"teams": "3x2"}).teams == (0, 1, 2, 0, 1, 2)
    assert GAME.new_state(4, 1).teams == ()


def test_shuffle_the_team_cards_into_the_saloon_deck() -> None:
    state = GAME.new_state(4, 2, {"teams": "2x2"})
    every = list(state.deck) + [c for p in state.players for c in p.hand]
    assert sorted(every) == sorted(GAME.catalog.instances + GAME.catalog.team_instances)
    assert len(every) == 98


def test_one_grit_marker_per_team_on_30_and_a_plus_10_token_for_40_in_all() -> None:
    state = GAME.new_state(6, 3, {"teams": "3x2"})
    assert state.team_grit == (30, 30, 30) and state.team_tokens == (True, True, True)
    assert [GAME.view(state, 0)["players"][i]["grit"] for i in range(6)] == [30] * 6


def test_the_longer_game_option_does_not_change_team_grit() -> None:
    assert GAME.new_state(4, 3, {"teams": "2x2", "long": True}).team_grit == (30, 30)


def test_at_any_moment_a_team_may_cash_its_plus_10_token() -> None:
    state = teams_of(player("floor_1"), player("floor_2"), player("floor_3"), player("floor_4"), grit=25)
    # Out of turn: seat 3 (team 1) while seat 0 plays its Fightin' phase.
    assert Action(Kind.CASH_TOKEN) in GAME.legal_actions(state, 3)
    state, events = act_events(state, 3, Kind.CASH_TOKEN)
    assert state.team_grit == (25, 35) and state.team_tokens == (True, False)
    assert events[0].code == "hns.token_cashed"
    assert refused(state, 1, Kind.CASH_TOKEN) == "hns.token_already_cashed"
    assert refused(position(player("floor_1"), player("floor_2")), 0, Kind.CASH_TOKEN) == "hns.not_team_play"


def test_after_cashing_the_token_team_grit_may_rise_to_40_never_above() -> None:
    state = teams_of(player("floor_1"), player("floor_2"), player("floor_3"), player("floor_4"), grit=30)
    assert state.max_grit(0) == 30
    state = act(state, 0, Kind.CASH_TOKEN)
    assert state.team_grit[0] == 40 and state.max_grit(0) == 40
    healed, _ = Supply.heal(state, 2, 5)
    assert healed.team_grit[0] == 40


# ---------------------------------------------------------------------------------------------------- shared grit
def test_if_any_player_takes_damage_the_team_grit_is_reduced() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2"), player("floor_3"), player("floor_4")
    )
    state = shoot(state, option=1)
    state = act(state, 0, Kind.PASS)  # on to the teammate
    state = act(state, 2, Kind.PASS)
    state = act(state, 0, Kind.TARGET, targets=(3,))
    state = act(state, 3, Kind.PASS)
    assert state.team_grit == (30, 26)
    assert GAME.outcome(state).scores == (30, 26, 30, 26)


def test_if_the_team_grit_drops_below_one_every_player_of_the_team_is_out_and_the_last_team_with_grit_wins() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2"), player("floor_3"), player("floor_4")
    )
    state = replace(state, team_grit=(30, 4))
    state = shoot(state, option=1)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.PASS)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.PASS)
    assert state.players[1].out and state.players[3].out
    assert state.over and GAME.outcome(state).winners == (0, 2)
    assert GAME.outcome(state).reason == "hns.last_team_standing"


# ---------------------------------------------------------------------------------------------------- attacks
def test_you_choose_another_player_or_another_team_as_target_never_a_teammate() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2"), player("floor_3"), player("floor_4")
    )
    state = shoot(state)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.PASS)
    targets = {a.targets for a in GAME.legal_actions(state, 0) if a.kind is Kind.TARGET}
    assert targets == {(1,), (3,)}
    assert refused(state, 0, Kind.TARGET, targets=(2,)) == "hns.target_teammate"


def test_the_target_is_the_only_one_whose_cover_defends_and_the_only_one_who_may_block() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=1),
        player("bar_1", hand=("duck#1",)),
        player("floor_3"),
        player("table_1", hand=("duck#2",)),
    )
    state = shoot(state)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.PASS)
    state = act(state, 0, Kind.TARGET, targets=(3,))
    assert GAME.current_seats(state) == (3,)
    assert all(a.kind is not Kind.BLOCK for a in GAME.legal_actions(state, 1))
    before = state.team_grit[1]
    state = act(state, 3, Kind.PASS)
    shield = GAME.catalog.areas["table"].defense
    assert state.team_grit[1] == before - max(0, 2 - shield)


def test_after_your_enhancements_each_teammate_in_turn_order_may_add_enhancements() -> None:
    # Three teams of two would give one helper; two teams of three give two, asked in turn order from seat 1.
    state = teams_of(
        player("floor_1"),
        player("floor_2", fist="peacemaker#1", fist_bullets=2, hand=("steady_aim#1",)),
        player("floor_3", hand=("strong#1",)),
        player("floor_4"),
        player("floor_5", hand=("steady_aim#2",)),
        player("floor_6", hand=("ricochet#1", "dodge#1")),
        current=1,
    )
    state = shoot(state, seat=1)
    assert Action(Kind.TARGET, targets=(0,)) not in GAME.legal_actions(state, 1), "teammates come before the target"
    assert refused(state, 1, Kind.TARGET, targets=(0,)) == "hns.teammates_first"
    state = act(state, 1, Kind.ENHANCE, card="steady_aim#1", option=0)
    state = act(state, 1, Kind.PASS)
    assert state.attack is not None and state.attack.step is AttackStep.TEAM
    assert GAME.current_seats(state) == (3,)
    # A teammate asked with nothing that fits is asked the same way: offer or pass.
    assert [a for a in GAME.legal_actions(state, 3) if a.kind not in ANY_MOMENT] == [Action(Kind.PASS)]
    state = act(state, 3, Kind.PASS)
    assert GAME.current_seats(state) == (5,)
    offers = [a for a in GAME.legal_actions(state, 5) if a.kind is Kind.OFFER]
    assert offers == [Action(Kind.OFFER, card="ricochet#1")]
    state = act(state, 5, Kind.OFFER, card="ricochet#1")
    state = act(state, 5, Kind.PASS)
    assert GAME.current_seats(state) == (1,) and state.attack is not None and state.attack.step is AttackStep.TARGET
    state = act(state, 1, Kind.TARGET, targets=(0,))
    state = act(state, 0, Kind.PASS)
    # Peacemaker 1 bullet (2) + Steady Aim (1) + Ricochet with the attacker's last bullet (1).
    assert state.team_grit[0] == 30 - 4 and state.players[1].fist_bullets == 0
    assert "ricochet#1" in state.discards and "steady_aim#1" in state.discards


def test_teammates_enhancements_must_be_of_the_right_type_and_not_share_a_name_already_played() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2, hand=("steady_aim#1",)),
        player("floor_2"),
        player("floor_3", hand=("steady_aim#2", "strong#1", "dirty_trick#1")),
        player("floor_4"),
    )
    state = shoot(state)
    state = act(state, 0, Kind.ENHANCE, card="steady_aim#1", option=0)
    state = act(state, 0, Kind.PASS)
    offers = {a.card for a in GAME.legal_actions(state, 2) if a.kind is Kind.OFFER}
    assert offers == {"dirty_trick#1"}
    assert refused(state, 2, Kind.OFFER, card="strong#1") == "hns.offer_or_pass"


def test_if_a_teammates_enhancement_has_more_than_one_effect_the_attacker_chooses_which_applies() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=3),
        player("floor_2"),
        player("floor_3", hand=("fancy_shootin#1",)),
        player("floor_4"),
    )
    state = shoot(state)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.OFFER, card="fancy_shootin#1")
    assert state.attack is not None and state.attack.step is AttackStep.CHOOSE
    assert GAME.current_seats(state) == (0,)
    assert {a.option for a in GAME.legal_actions(state, 0) if a.kind is Kind.ENHANCE} == {0, 1}
    assert refused(state, 2, Kind.PASS) == "hns.not_your_turn"
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=1)  # the split, 2 of the attacker's bullets
    assert state.players[0].fist_bullets == 0
    assert state.attack is not None and state.attack.enhancements[-1].owner == 2
    assert GAME.current_seats(state) == (2,)
    state = act(state, 2, Kind.PASS)
    assert {a.targets for a in GAME.legal_actions(state, 0) if a.kind is Kind.TARGET} == {(1,), (3,)}


def test_a_split_attack_may_not_target_two_players_of_one_team() -> None:
    state = teams_of(
        player("floor_1", fist="scattergun#1", fist_bullets=2),
        player("floor_2"),
        player("floor_3"),
        player("floor_4"),
        player("floor_5"),
        player("floor_6"),
        teams=3,
    )
    state = shoot(state, option=1)
    state = act(state, 0, Kind.PASS)
    state = act(state, 3, Kind.PASS)
    groups = {a.targets for a in GAME.legal_actions(state, 0) if a.kind is Kind.TARGET}
    assert (1, 2) in groups and (1, 4) not in groups and (2, 5) not in groups
    assert refused(state, 0, Kind.TARGET, targets=(1, 4)) == "hns.one_target_per_team"


# ---------------------------------------------------------------------------------------------------- passing cards
def end_of_turn(hand: tuple[str, ...]) -> HighNoonState:
    return teams_of(player("floor_1", hand=hand), player("floor_2"), player("floor_3", hand=("duck#2",) * 0), player("floor_4"), phase=Phase.END)


def test_at_the_end_of_your_turn_you_may_pass_one_card_face_down_to_a_teammate() -> None:
    state = end_of_turn(("duck#1", "strong#1"))
    passes = {(a.card, a.target) for a in GAME.legal_actions(state, 0) if a.kind is Kind.PASS_CARD}
    assert passes == {("duck#1", 2), ("strong#1", 2)}
    state, events = act_events(state, 0, Kind.PASS_CARD, card="duck#1", target=2)
    assert state.players[2].hand == ("duck#1",) and state.players[0].hand == ("strong#1",)
    assert refused(state, 0, Kind.PASS_CARD, card="strong#1", target=2) == "hns.already_passed_a_card"
    # Face down: only the two of them learn which card it was.
    passed = events[0]
    assert GAME.redact(passed, 2).args["card"] == "duck#1" and GAME.redact(passed, 0).args["card"] == "duck#1"
    for viewer in (1, 3, None):
        assert "card" not in GAME.redact(passed, viewer).args
    assert "duck#1" not in json.dumps(GAME.view(state, 1))
    assert refused(end_of_turn(("duck#1",)), 0, Kind.PASS_CARD, card="duck#1", target=1) == "hns.not_a_teammate"
    assert refused(replace(end_of_turn(("duck#1",)), phase=Phase.HUNKER), 0, Kind.PASS_CARD, card="duck#1", target=2) == "hns.wrong_phase"


def test_no_hand_limit_and_with_seven_or_more_cards_you_keep_them_all_and_draw_none() -> None:
    hand = ("duck#1", "duck#2", "duck#3", "dodge#1", "dodge#2", "strong#1", "strong#2", "steady_aim#1")
    state = teams_of(player("floor_1", hand=hand), player("floor_2"), player("floor_3"), player("floor_4"), phase=Phase.SCAVENGE)
    state = act(state, 0, Kind.DRAW)
    assert state.players[0].hand == hand


def test_the_turn_flag_for_a_passed_card_clears_for_the_next_player() -> None:
    state = end_of_turn(("duck#1",))
    state = act(state, 0, Kind.PASS_CARD, card="duck#1", target=2)
    state = act(state, 0, Kind.END_PHASE)
    assert state.current == 1 and not state.passed_card


# ---------------------------------------------------------------------------------------------------- team cards
def test_team_cards_may_be_played_at_any_moment_their_conditions_are_met() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=1),
        player("floor_2", hand=("patch_you_up#1", "cover_me#1", "dodge#1")),
        player("floor_3"),
        player("floor_4"),
        grit=20,
    )
    # Patch You Up out of turn; Cover Me! only while a teammate is attacked.
    kinds = {(a.kind, a.card) for a in GAME.legal_actions(state, 1)}
    assert (Kind.TEAM_CARD, "patch_you_up#1") in kinds and (Kind.TEAM_CARD, "cover_me#1") not in kinds
    assert refused(state, 1, Kind.TEAM_CARD, card="cover_me#1", target=3, block="dodge#1") == "hns.team_card_condition"
    state = act(state, 1, Kind.TEAM_CARD, card="patch_you_up#1")
    assert state.team_grit == (20, 23) and "patch_you_up#1" in state.discards
    assert refused(state, 1, Kind.TEAM_CARD, card="duck#1") == "hns.not_in_hand"


def test_cover_me_plays_a_block_from_your_hand_for_an_attacked_teammate() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2),
        player("floor_2", hand=("cover_me#1", "duck#1", "dodge#1")),
        player("floor_3"),
        player("floor_4"),
    )
    state = shoot(state, option=1)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.PASS)
    state = act(state, 0, Kind.TARGET, targets=(3,))
    uses = {(a.target, a.block) for a in GAME.legal_actions(state, 1) if a.kind is Kind.TEAM_CARD}
    assert uses == {(3, "duck#1")}, "only a block of the attack's type, only for the attacked teammate"
    state = act(state, 1, Kind.TEAM_CARD, card="cover_me#1", target=3, block="duck#1")
    state = act(state, 3, Kind.PASS)
    duck = GAME.catalog.card("duck#1").defense
    assert state.team_grit[1] == 30 - max(0, 4 - duck)
    assert {"cover_me#1", "duck#1"} <= set(state.discards)


def test_chuck_it_passes_a_gun_to_a_teammate_and_masterson_s_full_load_does_not_trigger() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=2, hand=("chuck_it#1",)),
        player("floor_2"),
        player("floor_3", character="james_masterson", fist="bowie_knife#1"),
        player("floor_4"),
        advanced=True,
        phase=Phase.WEAPON,
    )
    uses = [a for a in GAME.legal_actions(state, 0) if a.kind is Kind.TEAM_CARD]
    assert uses == [Action(Kind.TEAM_CARD, card="chuck_it#1", target=2, slot=Slot.FIST)]
    state, events = act_events(state, 0, Kind.TEAM_CARD, card="chuck_it#1", target=2, slot=Slot.FIST)
    receiver = state.players[2]
    assert receiver.holster == "peacemaker#1" and receiver.holster_bullets == 2, "as it was: no full load, no load card"
    assert state.players[0].fist is None and state.loads == GAME.catalog.loads
    assert [e.code for e in events] == ["hns.team_card_played", "hns.gun_given"]


def test_chuck_it_needs_an_empty_fist_or_holster_that_can_take_the_gun() -> None:
    state = teams_of(
        player("floor_1", fist="repeatin_rifle#1", fist_bullets=2, hand=("chuck_it#1",)),
        player("floor_2"),
        player("floor_3", fist="bowie_knife#1"),
        player("floor_4"),
    )
    # A Repeatin' Rifle has no holster icon and the teammate's fist is taken.
    assert not [a for a in GAME.legal_actions(state, 0) if a.kind is Kind.TEAM_CARD]


def test_toss_a_round_and_hand_me_that_help_a_teammate() -> None:
    state = teams_of(
        player("floor_1", hand=("toss_a_round#1", "hand_me_that#1")),
        player("floor_2"),
        player("floor_3", fist="peacemaker#1", fist_bullets=1),
        player("floor_4"),
    )
    state = act(state, 0, Kind.TEAM_CARD, card="toss_a_round#1", target=2, slot=Slot.FIST)
    assert state.players[2].fist_bullets == 3
    state, events = act_events(state, 0, Kind.TEAM_CARD, card="hand_me_that#1", target=2)
    assert len(state.players[2].hand) == 2
    drawn = next(e for e in events if e.code == "hns.cards_drawn")
    assert "cards" not in GAME.redact(drawn, 0).args and GAME.redact(drawn, 2).args["cards"]


def test_a_team_play_state_round_trips_through_json_while_a_teammate_is_asked() -> None:
    state = teams_of(
        player("floor_1", fist="peacemaker#1", fist_bullets=3),
        player("floor_2"),
        player("floor_3", hand=("fancy_shootin#1",)),
        player("floor_4"),
    )
    state = shoot(state)
    state = act(state, 0, Kind.PASS)
    state = act(state, 2, Kind.OFFER, card="fancy_shootin#1")
    again = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state))))
    assert again == state
    view = GAME.view(state, 1)
    assert view["teams"] == [0, 1, 0, 1] and view["team_grit"] == [30, 30] and view["team_tokens"] == [True, True]
    assert view["attack"]["offered"] == "fancy_shootin#1"
