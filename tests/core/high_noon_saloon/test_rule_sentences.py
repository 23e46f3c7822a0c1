"""One test per rule sentence of High Noon Saloon's rulebook that the engine implements so far, named after it
(the Italian text's sentence, in the English edition's terms). Positions use the Tabletop Qt house set."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_qt.core.errors import IllegalActionError, InvalidActionError
from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.state import Attack, AttackStep, Enhancement
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tests.core.high_noon_saloon.support import GAME, Kind, Phase, Slot, act, act_events, player, position


def refused(state, seat: int, kind: Kind, **fields) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, seat, Action(kind, **fields))
    return caught.value.reason


# ---------------------------------------------------------------------------------------------------- setup
def test_each_player_is_dealt_seven_cards_and_starts_at_20_grit_or_30_for_a_longer_game() -> None:
    state = GAME.new_state(4, 1)
    assert [len(p.hand) for p in state.players] == [7] * 4
    assert all(p.grit == 20 for p in state.players) and state.start_grit == 20
    assert len(state.deck) == 80 - 28
    assert GAME.new_state(2, 1, {"long": True}).start_grit == 30


def test_each_player_has_a_character_and_its_figure() -> None:
    state = GAME.new_state(6, 3)
    characters = [p.character for p in state.players]
    assert len(set(characters)) == 6 and set(characters) <= set(GAME.catalog.characters)


def test_team_cards_are_removed_from_the_saloon_deck_in_the_regular_game() -> None:
    state = GAME.new_state(3, 2)
    every = list(state.deck) + [c for p in state.players for c in p.hand]
    assert len(every) == 80 and all(GAME.catalog.known(c) for c in every)


def test_before_play_each_player_in_turn_order_has_a_setup_turn() -> None:
    state = GAME.new_state(3, 5)
    assert state.phase is Phase.SETUP
    order = []
    for _ in range(3):
        seat = state.current
        order.append(seat)
        space = next(a.space for a in GAME.legal_actions(state, seat) if a.kind is Kind.PLACE)
        state = act(state, seat, Kind.PLACE, space=space)
        state = act(state, seat, Kind.END_PHASE)
    assert order == [(state.first + k) % 3 for k in range(3)]
    assert state.phase is Phase.SCAVENGE and state.current == state.first and state.turn == 1


def test_in_the_setup_turn_you_may_equip_weapons_and_must_place_your_figure_on_an_empty_space() -> None:
    state = GAME.new_state(2, 8)
    seat = state.current
    assert refused(state, seat, Kind.END_PHASE) == "hns.place_your_figure"
    state = act(state, seat, Kind.PLACE, space="bar_1")
    assert refused(state, seat, Kind.PLACE, space="bar_2") == "hns.already_placed"
    state = act(state, seat, Kind.END_PHASE)
    assert refused(state, state.current, Kind.PLACE, space="bar_1") == "hns.space_taken"


def test_playing_a_gun_reveals_and_discards_the_top_load_card_which_says_how_many_bullets_it_holds() -> None:
    state = position(player(None, hand=("peacemaker#1",)), player("bar_1"), phase=Phase.SETUP, loads=(4, 2))
    state, events = act_events(state, 0, Kind.EQUIP, card="peacemaker#1", slot=Slot.FIST)
    assert state.players[0].fist == "peacemaker#1" and state.players[0].fist_bullets == 4
    assert state.loads == (2,) and state.load_discards == (4,)
    assert any(e.code == "hns.load_revealed" and e.args["bullets"] == 4 for e in events)


def test_more_bullets_than_the_gun_can_hold_fill_its_track_to_the_top() -> None:
    state = position(player(None, hand=("derringer#1",)), player("bar_1"), phase=Phase.SETUP, loads=(5,))
    state = act(state, 0, Kind.EQUIP, card="derringer#1", slot=Slot.FIST)
    assert state.players[0].fist_bullets == 2  # a Derringer holds 2


def test_when_the_last_load_card_is_revealed_the_discards_are_shuffled_into_a_new_load_deck() -> None:
    state = position(
        player("bar_1", hand=("peacemaker#1", "peacemaker#2")), player("bar_2"), phase=Phase.WEAPON, loads=(3,), load_discards=(1, 2)
    )
    state = act(state, 0, Kind.EQUIP, card="peacemaker#1", slot=Slot.FIST)
    state, events = act_events(state, 0, Kind.EQUIP, card="peacemaker#2", slot=Slot.HOLSTER)
    assert any(e.code == "hns.loads_reshuffled" for e in events)
    assert sorted(state.loads + state.load_discards) == [1, 2, 3]


# ---------------------------------------------------------------------------------------------------- the turn
def test_a_turn_has_six_phases_and_each_must_be_completed_before_the_next() -> None:
    state = position(player("bar_1", hand=("dodge#1",)), player("piano_1"), phase=Phase.SCAVENGE)
    seen = [state.phase]
    state = act(state, 0, Kind.DRAW)
    while state.current == 0:
        seen.append(state.phase)
        assert refused(state, 0, Kind.DRAW) in ("hns.wrong_phase",)
        state = act(state, 0, Kind.END_PHASE)
    assert seen == [Phase.SCAVENGE, Phase.WEAPON, Phase.JUMP, Phase.FIGHT, Phase.HUNKER, Phase.WEAPON2, Phase.END]
    assert state.phase is Phase.SCAVENGE and state.current == 1


def test_scavengin_discard_some_or_all_then_draw_up_to_seven() -> None:
    hand = ("dodge#1", "dodge#2", "duck#1")
    state = position(player("bar_1", hand=hand), player("piano_1"), phase=Phase.SCAVENGE)
    state = act(state, 0, Kind.DISCARD, card="dodge#1")
    assert refused(state, 0, Kind.EQUIP, card="duck#1", slot=Slot.FIST) == "hns.wrong_phase"  # nothing else first
    state, events = act_events(state, 0, Kind.DRAW)
    assert len(state.players[0].hand) == 7 and "dodge#1" in state.discards
    assert state.phase is Phase.WEAPON
    drawn = next(e for e in events if e.code == "hns.cards_drawn")
    assert drawn.args["count"] == 5


def test_with_seven_or_more_cards_you_keep_them_all_and_draw_none() -> None:
    hand = tuple(f"duck#{i}" for i in range(1, 6)) + ("dodge#1", "dodge#2", "dodge#3")
    state = position(player("bar_1", hand=hand), player("piano_1"), phase=Phase.SCAVENGE)
    state = act(state, 0, Kind.DRAW)
    assert state.players[0].hand == hand


def test_drawing_the_last_saloon_card_shuffles_the_discards_into_a_new_deck() -> None:
    state = position(player("bar_1"), player("piano_1"), phase=Phase.SCAVENGE)
    state = replace(state, deck=state.deck[:3], discards=state.deck[3:])
    state, events = act_events(state, 0, Kind.DRAW)
    assert len(state.players[0].hand) == 7
    assert any(e.code == "hns.deck_reshuffled" for e in events)


def test_equipping_a_weapon_discards_the_one_already_equipped_there() -> None:
    state = position(
        player("bar_1", hand=("bowie_knife#1",), fist="bowie_knife#2"), player("piano_1"), phase=Phase.WEAPON
    )
    state = act(state, 0, Kind.EQUIP, card="bowie_knife#1", slot=Slot.FIST)
    assert state.players[0].fist == "bowie_knife#1" and state.discards == ("bowie_knife#2",)


def test_a_gun_goes_into_the_holster_only_with_the_holster_icon() -> None:
    state = position(
        player("bar_1", hand=("repeatin_rifle#1", "bowie_knife#1", "peacemaker#1")), player("piano_1"), phase=Phase.WEAPON
    )
    assert refused(state, 0, Kind.EQUIP, card="repeatin_rifle#1", slot=Slot.HOLSTER) == "hns.no_holster_icon"
    assert refused(state, 0, Kind.EQUIP, card="bowie_knife#1", slot=Slot.HOLSTER) == "hns.no_holster_icon"
    state = act(state, 0, Kind.EQUIP, card="peacemaker#1", slot=Slot.HOLSTER)
    assert state.players[0].holster == "peacemaker#1"


def test_you_may_move_a_gun_between_fist_and_holster_or_swap_them() -> None:
    state = position(
        player("bar_1", fist="peacemaker#1", fist_bullets=3, holster="derringer#1", holster_bullets=1),
        player("piano_1"),
        phase=Phase.WEAPON,
    )
    state = act(state, 0, Kind.MOVE_WEAPON, slot=Slot.FIST)
    me = state.players[0]
    assert (me.fist, me.fist_bullets, me.holster, me.holster_bullets) == ("derringer#1", 1, "peacemaker#1", 3)
    rifle = position(player("bar_1", fist="repeatin_rifle#1", fist_bullets=2), player("piano_1"), phase=Phase.WEAPON)
    assert refused(rifle, 0, Kind.MOVE_WEAPON, slot=Slot.HOLSTER) == "hns.no_holster_icon"


def test_a_reload_card_adds_its_bullets_to_one_equipped_gun_up_to_the_top_of_its_track() -> None:
    state = position(
        player("bar_1", hand=("bandolier#1", "bandolier#2"), fist="peacemaker#1", fist_bullets=2), player("piano_1"), phase=Phase.WEAPON
    )
    state = act(state, 0, Kind.RELOAD, card="bandolier#1", slot=Slot.FIST)
    assert state.players[0].fist_bullets == 5
    state = act(state, 0, Kind.RELOAD, card="bandolier#2", slot=Slot.FIST)
    assert state.players[0].fist_bullets == 6  # the Peacemaker's track ends at 6
    assert refused(state, 0, Kind.RELOAD, card="bandolier#2", slot=Slot.HOLSTER) == "hns.not_in_hand"


def test_weapon_phase_actions_may_be_repeated_any_number_of_times_in_any_order() -> None:
    hand = ("peacemaker#1", "peacemaker#2", "loose_rounds#1", "box_of_cartridges#1")
    state = position(player("bar_1", hand=hand), player("piano_1"), phase=Phase.WEAPON, loads=(1, 1, 1))
    state = act(state, 0, Kind.EQUIP, card="peacemaker#1", slot=Slot.FIST)
    state = act(state, 0, Kind.MOVE_WEAPON, slot=Slot.HOLSTER)
    state = act(state, 0, Kind.EQUIP, card="peacemaker#2", slot=Slot.FIST)
    state = act(state, 0, Kind.RELOAD, card="loose_rounds#1", slot=Slot.HOLSTER)
    state = act(state, 0, Kind.RELOAD, card="box_of_cartridges#1", slot=Slot.FIST)
    me = state.players[0]
    assert (me.fist_bullets, me.holster_bullets) == (3, 2) and state.phase is Phase.WEAPON


def test_the_jump_phase_moves_you_into_no_cover_and_sets_a_movement_limit() -> None:
    state = position(player("bar_1"), player("piano_1"), phase=Phase.JUMP)
    assert refused(state, 0, Kind.JUMP, space="stairs_2") == "hns.jump_into_no_cover"
    state = act(state, 0, Kind.JUMP, space="floor_1")
    assert state.players[0].space == "floor_1" and state.players[0].limited and state.phase is Phase.FIGHT


def test_jumping_from_the_balcony_adds_2_damage_to_your_first_melee_attack_this_turn() -> None:
    state = position(player("balcony_1"), player("floor_2"), phase=Phase.JUMP)
    state = act(state, 0, Kind.JUMP, space="floor_1")
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.PASS)
    assert state.players[1].grit == 20 - (2 + 2)  # fist 2 + the jump's 2, both in No Cover


def test_hunkerin_down_moves_you_to_any_empty_space_not_only_an_adjacent_cover() -> None:
    state = position(player("floor_1"), player("bar_1"), phase=Phase.HUNKER)
    assert refused(state, 0, Kind.MOVE, space="bar_1") == "hns.space_taken"
    state = act(state, 0, Kind.MOVE, space="balcony_3")
    assert state.players[0].space == "balcony_3" and state.phase is Phase.WEAPON2


def test_with_a_movement_limit_you_may_move_only_to_an_orange_space_and_the_limit_ends_after_hunkerin_down() -> None:
    state = position(player("floor_1", limited=True), player("bar_1"), phase=Phase.HUNKER)
    assert refused(state, 0, Kind.MOVE, space="bar_2") == "hns.orange_only"
    moved = act(state, 0, Kind.MOVE, space="stairs_1")
    assert moved.players[0].space == "stairs_1" and not moved.players[0].limited
    stayed = act(state, 0, Kind.END_PHASE)
    assert not stayed.players[0].limited


# ---------------------------------------------------------------------------------------------------- fightin'
def test_a_gun_attack_may_target_any_player_whatever_the_cover() -> None:
    state = position(player("back_room_1", fist="peacemaker#1", fist_bullets=2), player("balcony_1"), player("bar_1"))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0)
    targets = {a.targets for a in GAME.legal_actions(state, 0) if a.kind is Kind.TARGET}
    assert targets == {(1,), (2,)}


def test_bullet_options_spend_that_many_bullets_and_you_must_have_enough() -> None:
    state = position(player("floor_1", fist="repeatin_rifle#1", fist_bullets=2), player("floor_2"))
    assert refused(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=2) == "hns.not_enough_bullets"
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1)
    assert state.players[0].fist_bullets == 0
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.PASS)
    assert state.players[1].grit == 20 - 3  # the Repeatin' Rifle: 2 bullets, 3 damage


def test_an_enhancements_bullet_option_may_spend_every_bullet_left_after_declaring() -> None:
    # Peacemaker with 3 bullets: 1 to declare, then Fancy Shootin's 2-bullet option takes the other two.
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=3, hand=("fancy_shootin#1",)), player("floor_2"))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0)
    assert Action(Kind.ENHANCE, card="fancy_shootin#1", option=1) in GAME.legal_actions(state, 0)
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=1)
    assert state.players[0].fist_bullets == 0


def test_a_gun_without_bullets_cannot_shoot_but_may_still_make_a_melee_attack_with_its_melee_damage() -> None:
    state = position(player("floor_1", fist="repeatin_rifle#1", fist_bullets=0), player("floor_2"))
    assert refused(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0) == "hns.not_enough_bullets"
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.PASS)
    assert state.players[1].grit == 20 - 2  # the rifle's melee damage


def test_with_no_weapon_in_hand_your_weapon_is_your_fist_with_a_base_damage_of_2() -> None:
    state = position(player("floor_1"), player("floor_2"))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.PASS)
    assert state.players[1].grit == 18


def test_a_melee_attack_only_against_the_same_cover_or_a_cover_you_reach() -> None:
    # The rulebook's example: from the Stairs you reach No Cover and the Balcony; only No Cover reaches the Stairs.
    stairs = position(player("stairs_1"), player("floor_1"), player("balcony_1"), player("bar_1"))
    state = act(stairs, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    assert {a.targets for a in GAME.legal_actions(state, 0) if a.kind is Kind.TARGET} == {(1,), (2,)}
    assert refused(state, 0, Kind.TARGET, targets=(3,)) == "hns.out_of_reach"
    balcony = position(player("balcony_1"), player("stairs_1"))
    assert refused(balcony, 0, Kind.DECLARE, attack=AttackKind.MELEE) == "hns.nobody_in_reach"
    floor = position(player("floor_1"), player("stairs_1"))
    assert GAME.legal_actions(act(floor, 0, Kind.DECLARE, attack=AttackKind.MELEE), 0)


def test_a_peacemaker_shooting_takes_fancy_shootin_not_strong_and_in_melee_strong_not_fancy_shootin() -> None:
    hand = ("fancy_shootin#1", "strong#1")
    shooting = act(position(player("floor_1", hand=hand, fist="peacemaker#1", fist_bullets=6), player("floor_2")), 0, Kind.DECLARE, attack=AttackKind.GUN, option=0)
    assert refused(shooting, 0, Kind.ENHANCE, card="strong#1", option=0) == "hns.wrong_attack_type"
    shooting = act(shooting, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)
    brawling = act(position(player("floor_1", hand=hand, fist="peacemaker#1", fist_bullets=6), player("floor_2")), 0, Kind.DECLARE, attack=AttackKind.MELEE)
    assert refused(brawling, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0) == "hns.wrong_attack_type"
    brawling = act(brawling, 0, Kind.ENHANCE, card="strong#1", option=0)
    brawling = act(act(brawling, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert brawling.players[1].grit == 20 - (1 + 2)  # the Peacemaker's melee 1, Strong +2


def test_generic_enhancements_may_enhance_either_kind_of_attack() -> None:
    for kind, option in ((AttackKind.GUN, 0), (AttackKind.MELEE, None)):
        state = position(player("floor_1", hand=("steady_aim#1", "lucky_break#1"), fist="peacemaker#1", fist_bullets=2), player("floor_2"))
        state = act(state, 0, Kind.DECLARE, attack=kind, option=option)
        state = act(state, 0, Kind.ENHANCE, card="lucky_break#1", option=0)
        assert state.attack is not None and len(state.attack.enhancements) == 1


def test_any_number_of_enhancements_but_never_two_with_the_same_name() -> None:
    hand = ("strong#1", "strong#2", "sucker_punch#1", "headbutt#1")
    state = act(position(player("floor_1", hand=hand), player("floor_2")), 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.ENHANCE, card="strong#1", option=0)
    assert refused(state, 0, Kind.ENHANCE, card="strong#2", option=0) == "hns.same_name"
    state = act(state, 0, Kind.ENHANCE, card="sucker_punch#1", option=0)
    state = act(state, 0, Kind.ENHANCE, card="headbutt#1", option=0)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20 - (2 + 2 + 1 + 2)


def test_when_a_card_has_several_enhancements_you_choose_only_one() -> None:
    state = position(player("floor_1", hand=("fancy_shootin#1",), fist="peacemaker#1", fist_bullets=6), player("floor_2"), player("floor_3"))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0)
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)  # +2 damage, so no split
    assert refused(state, 0, Kind.TARGET, targets=(1, 2)) == "hns.too_many_targets"


def test_enhancements_are_played_before_the_target_is_chosen() -> None:
    state = act(position(player("floor_1", hand=("strong#1",)), player("floor_2")), 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    assert GAME.current_seats(state) == (1,)
    assert refused(state, 0, Kind.ENHANCE, card="strong#1", option=0) == "hns.not_your_turn"


def test_the_target_may_answer_with_a_block_of_the_same_type_as_the_attack() -> None:
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2", hand=("duck#1", "dodge#1")))
    state = act(act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0), 0, Kind.TARGET, targets=(1,))
    assert {a.card for a in GAME.legal_actions(state, 1)} == {None, "duck#1"}  # pass, or the gun block
    assert refused(state, 1, Kind.BLOCK, card="dodge#1") == "hns.wrong_block_type"
    state = act(state, 1, Kind.BLOCK, card="duck#1")
    assert state.players[1].grit == 20  # 2 damage, 3 defense
    assert "duck#1" in state.discards


def test_damage_is_weapon_plus_enhancements_plus_the_attackers_cover_minus_block_minus_the_defenders_cover() -> None:
    # Stairs (sun 1) shoots Behind the Bar (shield 2): Peacemaker 4 + Steady Aim 1 + 1 - Duck! 3 - 2 = 1.
    state = position(
        player("stairs_1", hand=("steady_aim#1",), fist="peacemaker#1", fist_bullets=2), player("bar_1", hand=("duck#1",))
    )
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1)
    state = act(state, 0, Kind.ENHANCE, card="steady_aim#1", option=0)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.BLOCK, card="duck#1")
    assert state.players[1].grit == 19


def test_attacks_from_the_back_room_are_reduced_by_two_to_a_minimum_of_0() -> None:
    state = position(player("back_room_1", fist="peacemaker#1", fist_bullets=2), player("floor_1"))
    state = act(act(act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20  # 2 - 2
    assert GAME.catalog.areas["back_room"].attack_bonus == -2


def test_cover_bonuses_are_ignored_when_attacker_and_defender_are_in_the_same_cover() -> None:
    state = position(player("bar_1", fist="peacemaker#1", fist_bullets=2), player("bar_2"))
    state = act(act(act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 18  # the bar's shield 2 does not count


def test_if_your_grit_drops_below_one_you_are_out_of_the_game() -> None:
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2", hand=("duck#1",), grit=4), player("floor_3"))
    state = act(act(act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    out = state.players[1]
    assert out.out and out.space is None and not out.hand and "duck#1" in state.discards
    assert not GAME.outcome(state).finished


def test_the_last_player_with_grit_wins() -> None:
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2", grit=2))
    state = act(act(act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=0), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.winners == (0,)
    assert GAME.current_seats(state) == () and GAME.legal_actions(state, 0) == []


def test_a_split_attack_is_resolved_as_a_whole_attack_on_each_target_and_a_block_helps_only_its_player() -> None:
    # The Scattergun's 2 bullets: 3 damage to each of up to 2 players.
    state = position(player("floor_1", fist="scattergun#1", fist_bullets=2), player("floor_2", hand=("duck#1",)), player("floor_3"))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1)
    assert refused(state, 0, Kind.TARGET, targets=(1, 1)) == "hns.target_twice"
    state = act(state, 0, Kind.TARGET, targets=(1, 2))
    assert GAME.current_seats(state) == (1,)
    state = act(state, 1, Kind.BLOCK, card="duck#1")
    assert GAME.current_seats(state) == (2,)
    state = act(state, 2, Kind.PASS)
    assert (state.players[1].grit, state.players[2].grit) == (20, 17)


def test_dropping_a_weapon_moves_the_weapon_in_your_fist_to_the_discards_never_the_holster() -> None:
    state = position(
        player("floor_1", fist="whiskey_bottle#1"),
        player("floor_2", fist="peacemaker#1", fist_bullets=3, holster="derringer#1", holster_bullets=2),
    )
    state = act(act(act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    target = state.players[1]
    assert target.fist is None and target.holster == "derringer#1" and "peacemaker#1" in state.discards


def test_your_grit_can_never_go_above_its_starting_value() -> None:
    state = position(player("bar_1", grit=19), player("piano_1"), phase=Phase.END)
    state = act(state, 0, Kind.AREA_EFFECT)
    assert state.players[0].grit == 20


# ---------------------------------------------------------------------------------------------------- covers
def test_ending_your_turn_alone_behind_the_bar_without_having_attacked_gives_2_grit() -> None:
    alone = position(player("bar_1", grit=10), player("piano_1"), phase=Phase.END)
    assert [a.kind for a in GAME.legal_actions(alone, 0)] == [Kind.AREA_EFFECT, Kind.END_PHASE]
    assert act(alone, 0, Kind.AREA_EFFECT).players[0].grit == 12
    assert refused(replace(alone, attacked=True), 0, Kind.AREA_EFFECT) == "hns.no_cover_effect"
    crowded = position(player("bar_1", grit=10), player("bar_2"), phase=Phase.END)
    assert refused(crowded, 0, Kind.AREA_EFFECT) == "hns.no_cover_effect"


def test_ending_your_turn_alone_behind_the_player_piano_adds_two_bullets_to_one_of_your_guns() -> None:
    state = position(player("piano_1", fist="peacemaker#1", fist_bullets=1, holster="derringer#1"), player("bar_1"), phase=Phase.END)
    options = {a.slot for a in GAME.legal_actions(state, 0) if a.kind is Kind.AREA_EFFECT}
    assert options == {Slot.FIST, Slot.HOLSTER}
    state = act(state, 0, Kind.AREA_EFFECT, slot=Slot.FIST)
    assert state.players[0].fist_bullets == 3 and state.current == 1


def test_a_full_cover_cannot_be_entered() -> None:
    state = position(player("floor_1"), player("bar_1"), player("bar_2"), phase=Phase.HUNKER)
    assert not any(a.space in ("bar_1", "bar_2") for a in GAME.legal_actions(state, 0))


# ---------------------------------------------------------------------------------------------------- characters
def test_james_masterson_advanced_a_gun_equipped_from_the_hand_is_fully_loaded_without_a_load_card() -> None:
    state = position(
        player("bar_1", hand=("peacemaker#1",), character="james_masterson"), player("piano_1"), phase=Phase.WEAPON, advanced=True, loads=(1,)
    )
    state, events = act_events(state, 0, Kind.EQUIP, card="peacemaker#1", slot=Slot.FIST)
    assert state.players[0].fist_bullets == 6 and state.loads == (1,)
    assert not any(e.code == "hns.load_revealed" for e in events)


# ---------------------------------------------------------------------------------------------------- the wire
def test_a_malformed_action_is_refused_as_malformed() -> None:
    for data in ({"type": "equip"}, {"type": "warp"}, {"type": "target", "targets": []}, {"type": "equip", "card": "bfg#1", "slot": "fist"}, "x"):
        with pytest.raises(InvalidActionError):
            GAME.action_from_json(data)


def test_a_state_round_trips_through_json_mid_attack() -> None:
    state = position(player("floor_1"), player("floor_2"))
    state = replace(state, attack=Attack(0, AttackKind.MELEE, None, None, AttackStep.BLOCK, (Enhancement("strong#1", 0),), (1,)))
    assert GAME.state_from_json(GAME.state_to_json(state)) == state


# ---------------------------------------------------------------------------------------------------- counterattacks
def _shoot(state, target_seats, option: int = 0):  # type: ignore[no-untyped-def]
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=option)
    return act(state, 0, Kind.TARGET, targets=tuple(target_seats))


def test_a_counterattack_is_an_attack_against_the_player_who_just_attacked_you() -> None:
    state = position(
        player("floor_1", fist="peacemaker#1", fist_bullets=2),
        player("floor_2", hand=("return_fire#1",), fist="peacemaker#2", fist_bullets=2),
        player("floor_3"),
    )
    state = act(_shoot(state, (1,)), 1, Kind.BLOCK, card="return_fire#1")
    assert state.players[1].grit == 20  # 2 damage, 2 defense
    assert GAME.current_seats(state) == (1,) and state.countered == 0
    state = act(state, 1, Kind.DECLARE, attack=AttackKind.GUN, option=0)
    assert {a.targets for a in GAME.legal_actions(state, 1) if a.kind is Kind.TARGET} == {(0,)}
    assert refused(state, 1, Kind.TARGET, targets=(2,)) == "hns.out_of_reach"
    state = act(act(state, 1, Kind.TARGET, targets=(0,)), 0, Kind.PASS)
    assert state.players[0].grit == 18 and state.phase is Phase.HUNKER and state.current == 0


def test_you_must_be_able_to_attack_that_player_legally_to_counterattack() -> None:
    # From Behind the Bar a melee counterattack cannot reach the Balcony, and there is no gun to fire.
    state = position(player("balcony_1", fist="peacemaker#1", fist_bullets=2), player("bar_1", hand=("return_fire#1",)))
    state = act(_shoot(state, (1,)), 1, Kind.BLOCK, card="return_fire#1")
    assert [a.kind for a in GAME.legal_actions(state, 1)] == [Kind.PASS]
    state = act(state, 1, Kind.PASS)
    assert state.phase is Phase.HUNKER and not state.counters


def test_before_counterattacking_every_active_attack_is_resolved_weapons_dropped_and_grit_lost() -> None:
    # Dirty Trick's drop and the damage happen first: the target counterattacks bare-fisted.
    state = position(
        player("floor_1", hand=("dirty_trick#1",)),
        player("floor_2", hand=("duck_and_punch#1",), fist="bowie_knife#1"),
    )
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    state = act(state, 0, Kind.ENHANCE, card="dirty_trick#1", option=0)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.BLOCK, card="duck_and_punch#1")
    assert state.players[1].fist is None and state.players[1].grit == 20 - (2 + 1 - 1)
    state = act(act(act(state, 1, Kind.DECLARE, attack=AttackKind.MELEE), 1, Kind.TARGET, targets=(0,)), 0, Kind.PASS)
    assert state.players[0].grit == 18  # a bare fist


def test_several_counterattackers_counterattack_in_turn_order_from_the_current_player() -> None:
    # A split attack from seat 1 (the current player) on seats 3 and 0: seat 3 goes first, then seat 0.
    state = position(
        player("floor_1", hand=("return_fire#1",), fist="peacemaker#1", fist_bullets=2),
        player("floor_2", fist="scattergun#1", fist_bullets=2),
        player("floor_3"),
        player("floor_4", hand=("return_fire#2",), fist="peacemaker#2", fist_bullets=2),
        current=1,
    )
    state = act(act(state, 1, Kind.DECLARE, attack=AttackKind.GUN, option=1), 1, Kind.TARGET, targets=(0, 3))
    state = act(act(state, 0, Kind.BLOCK, card="return_fire#1"), 3, Kind.BLOCK, card="return_fire#2")
    assert state.counters == (3, 0) and GAME.current_seats(state) == (3,)
    state = act(state, 3, Kind.PASS)
    assert GAME.current_seats(state) == (0,)


def test_when_one_effect_allows_a_counterattack_and_another_forbids_it_the_forbidding_one_wins() -> None:
    state = position(player("floor_1", fist="derringer#1", fist_bullets=1), player("floor_2", hand=("return_fire#1",)))
    state = act(_shoot(state, (1,)), 1, Kind.BLOCK, card="return_fire#1")
    assert not state.counters and state.phase is Phase.HUNKER


def test_no_man_left_standing_a_counterattack_at_zero_grit_still_happens_then_that_player_is_out() -> None:
    state = position(
        player("floor_1", fist="peacemaker#1", fist_bullets=2, grit=5),
        player("floor_2", hand=("return_fire#1",), fist="repeatin_rifle#1", fist_bullets=3, grit=2),
        player("floor_3"),
    )
    state = act(_shoot(state, (1,), option=1), 1, Kind.BLOCK, card="return_fire#1")  # 4 - 2: grit 0
    assert state.players[1].grit == 0 and not state.players[1].out and state.counters == (1,)
    state = act(act(state, 1, Kind.DECLARE, attack=AttackKind.GUN, option=1), 1, Kind.TARGET, targets=(0,))
    state = act(state, 0, Kind.PASS)
    assert state.players[1].out and state.players[0].grit == 2 and not state.over


def test_if_your_counterattack_eliminates_the_last_player_the_game_is_a_draw() -> None:
    state = position(
        player("floor_1", fist="peacemaker#1", fist_bullets=2, grit=3),
        player("floor_2", hand=("return_fire#1",), fist="repeatin_rifle#1", fist_bullets=3, grit=2),
    )
    state = act(_shoot(state, (1,), option=1), 1, Kind.BLOCK, card="return_fire#1")
    state = act(act(state, 1, Kind.DECLARE, attack=AttackKind.GUN, option=2), 1, Kind.TARGET, targets=(0,))
    state = act(state, 0, Kind.PASS)
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.winners == () and outcome.reason == "hns.nobody_standing"


# ---------------------------------------------------------------------------------------------------- quick draw
def test_at_any_moment_you_may_quick_draw_the_weapon_in_your_holster_discarding_the_one_in_your_fist() -> None:
    state = position(
        player("floor_1"),
        player("floor_2", fist="bowie_knife#1", holster="derringer#1", holster_bullets=2),
        phase=Phase.WEAPON,
    )
    assert GAME.legal_actions(state, 1) == [Action(Kind.QUICK_DRAW)]  # not their turn: still allowed
    state = act(state, 1, Kind.QUICK_DRAW)
    me = state.players[1]
    assert (me.fist, me.fist_bullets, me.holster) == ("derringer#1", 2, None) and "bowie_knife#1" in state.discards
    assert state.current == 0 and state.phase is Phase.WEAPON


def test_you_cannot_quick_draw_with_an_empty_holster() -> None:
    state = position(player("floor_1", fist="bowie_knife#1"), player("floor_2"))
    assert refused(state, 0, Kind.QUICK_DRAW) == "hns.holster_empty"


def test_a_quick_draw_after_declaring_an_attack_and_before_its_damage_means_the_attack_does_no_damage() -> None:
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=2, holster="derringer#1", holster_bullets=2), player("floor_2"))
    state = _shoot(state, (1,))
    state = act(state, 0, Kind.QUICK_DRAW)
    state = act(state, 1, Kind.PASS)
    assert state.players[1].grit == 20 and state.players[0].fist == "derringer#1"


def test_a_forced_drop_after_a_quick_draw_drops_the_newly_drawn_weapon() -> None:
    state = position(
        player("floor_1", fist="whiskey_bottle#1"),
        player("floor_2", fist="bowie_knife#1", holster="peacemaker#1", holster_bullets=3),
    )
    state = act(act(state, 0, Kind.DECLARE, attack=AttackKind.MELEE), 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.QUICK_DRAW)
    state = act(state, 1, Kind.PASS)
    target = state.players[1]
    assert target.fist is None and target.holster is None
    assert {"bowie_knife#1", "peacemaker#1"} <= set(state.discards)


def test_calamity_rose_advanced_has_one_more_defense_against_guns_only_while_in_no_cover() -> None:
    for space, shot_option, lost in (("floor_2", 0, 2 - 1), ("bar_1", 1, 4 - 2)):
        state = position(
            player("floor_1", fist="peacemaker#1", fist_bullets=2),
            player(space, character="calamity_rose"),
            advanced=True,
        )
        state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=shot_option)
        state = act(state, 0, Kind.TARGET, targets=(1,))
        state = act(state, 1, Kind.PASS)
        assert state.players[1].grit == 20 - lost, space


def test_doc_wallace_advanced_gains_one_grit_for_blocking_a_melee_attack_not_a_gun_attack() -> None:
    for attack, option, block, fist in ((AttackKind.MELEE, None, "dodge#1", None), (AttackKind.GUN, 0, "duck#1", "peacemaker#1")):
        state = position(
            player("floor_1", fist=fist, fist_bullets=2 if fist else 0),
            player("floor_2", hand=(block,), grit=10, character="doc_wallace"),
            advanced=True,
        )
        fields = {"attack": attack} if option is None else {"attack": attack, "option": option}
        state = act(state, 0, Kind.DECLARE, **fields)
        state = act(state, 0, Kind.TARGET, targets=(1,))
        state = act(state, 1, Kind.BLOCK, card=block)
        # Bare fist 2 or Peacemaker 2, both blocked to 0 by a 3-defense block; only the melee block heals.
        assert state.players[1].grit == (11 if attack is AttackKind.MELEE else 10), attack
