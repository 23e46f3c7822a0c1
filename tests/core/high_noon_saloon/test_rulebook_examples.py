"""The rulebook's worked examples (shared/rulebooks/004_*.txt, the Italian text), each replayed from a position
in scenarios/*.json (a whole state, read with state_from_json; its "_example" says which example it draws): the
actions the example describes are applied and the result checked against the text.

The rulebook's pictures are lost (its Repeatin' Rifle figure included); the cards and the map are the Tabletop Qt
house set's, whose Repeatin' Rifle, Peacemaker, Fancy Shootin' and Strong carry the numbers the text quotes. Team
enhancements and Chuck It! with James Masterson are left to the team-play tests."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep, HighNoonState
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tests.core.high_noon_saloon.support import GAME, Kind, Phase, Slot, act, act_events, everywhere

SCENARIOS = Path(__file__).parent / "scenarios"
GUN, MELEE = AttackKind.GUN, AttackKind.MELEE


def load(name: str) -> HighNoonState:
    data = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    assert data.pop("_example")  # every position says which example it is
    state = GAME.state_from_json(data)
    # A position is a real one: every card of the box in exactly one place (team cards only in team play), the
    # load deck whole.
    cards = GAME.catalog.instances + (GAME.catalog.team_instances if state.teams else ())
    assert sorted(everywhere(state)) == sorted(cards)
    assert sorted(state.loads + state.load_discards) == sorted(GAME.catalog.loads)
    return state


def refused(state: HighNoonState, seat: int, kind: Kind, **fields: object) -> str:
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, seat, Action(kind, **fields))  # type: ignore[arg-type]
    return caught.value.reason


def kinds_of(state: HighNoonState, seat: int, kind: Kind) -> list[Action]:
    return [a for a in GAME.legal_actions(state, seat) if a.kind is kind]


# ---------------------------------------------------------------------------------------------------- bullet options
@pytest.mark.parametrize(("option", "bullets", "damage"), [(0, 1, 1), (1, 2, 3), (2, 3, 4)])
def test_the_repeatin_rifle_spends_one_bullet_for_1_two_for_3_three_for_4(
    option: int, bullets: int, damage: int
) -> None:
    """ "puoi spendere un proiettile per fare un danno o due proiettili per fare tre danni o tre proiettili per fare
    quattro danni"."""
    state = load("repeatin_rifle_bullets.json")
    state, events = act_events(state, 0, Kind.DECLARE, attack=GUN, option=option)
    assert state.players[0].fist_bullets == 6 - bullets
    assert any(e.code == "hns.attack_declared" and e.args["bullets"] == bullets for e in events)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20 - damage


def test_you_must_have_the_bullets_the_chosen_option_spends() -> None:
    """ "Devi avere sufficienti proiettili da spendere per l'effetto scelto." Two shots later the rifle has 2 left:
    the 3-bullet option is gone, the others stay."""
    state = load("repeatin_rifle_bullets.json")
    state = replace(state, players=(replace(state.players[0], fist_bullets=2), state.players[1]))
    assert {a.option for a in kinds_of(state, 0, Kind.DECLARE) if a.attack is GUN} == {0, 1}
    assert refused(state, 0, Kind.DECLARE, attack=GUN, option=2) == "hns.not_enough_bullets"


def test_a_card_with_several_options_gives_only_the_one_chosen() -> None:
    """ "Quando una carta ha più potenziamenti di attacco puoi scegliere un solo potenziamento": one declaration, one
    option, and the attack is over: no second option of the same rifle on top."""
    state = act(load("repeatin_rifle_bullets.json"), 0, Kind.DECLARE, attack=GUN, option=1)
    assert not kinds_of(state, 0, Kind.DECLARE)
    assert refused(state, 0, Kind.DECLARE, attack=GUN, option=0) == "hns.finish_the_attack"


# ---------------------------------------------------------------------------------------------------- reach
def test_from_the_stairs_a_melee_attack_reaches_no_cover_and_the_balcony_but_not_the_bar() -> None:
    """ "se sei sulle scale puoi fare un attacco di mischia contro un giocatore senza copertura o sul piano
    superiore"."""
    state = act(load("stairs_reach.json"), 0, Kind.DECLARE, attack=MELEE)
    assert {a.targets for a in kinds_of(state, 0, Kind.TARGET)} == {(1,), (2,)}
    assert refused(state, 0, Kind.TARGET, targets=(3,)) == "hns.out_of_reach"
    state = act(act(state, 0, Kind.TARGET, targets=(2,)), 2, Kind.PASS)
    # Fist 2, the Stairs' sun +1, the Balcony's shield −1.
    assert state.players[2].grit == 20 - (2 + 1 - 1)


def test_only_a_player_in_no_cover_can_melee_the_one_on_the_stairs_not_one_on_the_balcony() -> None:
    """ "Solo un giocatore senza copertura può effettuare un attacco in mischia contro di te in quanto sulle scale
    non sei raggiungibile dal piano superiore"."""
    state = load("stairs_reach.json")
    from_floor = act(replace(state, current=1), 1, Kind.DECLARE, attack=MELEE)
    assert (0,) in {a.targets for a in kinds_of(from_floor, 1, Kind.TARGET)}
    from_balcony = replace(state, current=2)
    assert not kinds_of(from_balcony, 2, Kind.DECLARE)  # the Balcony reaches nobody, the Stairs included
    assert refused(from_balcony, 2, Kind.DECLARE, attack=MELEE) == "hns.nobody_in_reach"
    from_bar = replace(state, current=3)
    # Behind the Bar reaches No Cover only: the player on the floor, not the one on the Stairs.
    assert {a.targets for a in kinds_of(act(from_bar, 3, Kind.DECLARE, attack=MELEE), 3, Kind.TARGET)} == {(1,)}


def test_reach_has_no_effect_on_gun_attacks() -> None:
    """ "Il raggiungimento non ha alcun effetto sugli attacchi con pistola": from the Balcony a gun reaches all."""
    state = load("stairs_reach.json")
    balcony = replace(state.players[2], fist="peacemaker#1", fist_bullets=2)
    state = replace(state, current=2, players=state.players[:2] + (balcony,) + state.players[3:])
    state = replace(state, deck=tuple(c for c in state.deck if c != "peacemaker#1"))
    state = act(state, 2, Kind.DECLARE, attack=GUN, option=0)
    assert {a.targets for a in kinds_of(state, 2, Kind.TARGET)} == {(0,), (1,), (3,)}


# ---------------------------------------------------------------------------------------------------- enhancements
def test_a_peacemaker_shooting_takes_fancy_shootin_but_not_strong() -> None:
    """ "se usi una Peacemaker per un attacco con pistola allora puoi usare Fancy Shootin' ma non Strong"."""
    state = act(load("peacemaker_fancy_shootin_strong.json"), 0, Kind.DECLARE, attack=GUN, option=0)
    assert {a.card for a in kinds_of(state, 0, Kind.ENHANCE)} == {"fancy_shootin#1"}
    assert refused(state, 0, Kind.ENHANCE, card="strong#1", option=0) == "hns.wrong_attack_type"
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)  # 1 bullet: +2 damage
    assert state.players[0].fist_bullets == 6 - 1 - 1
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20 - (2 + 2)
    assert "fancy_shootin#1" in state.discards and state.players[0].hand == ("strong#1",)


def test_a_peacemaker_in_melee_takes_strong_but_not_fancy_shootin() -> None:
    """ "Se invece la usi per un attacco di mischia allora puoi usare Strong ma non Fancy Shootin'"; a gun in melee
    uses the melee damage at the bottom of its card (the Peacemaker's 1)."""
    state = act(load("peacemaker_fancy_shootin_strong.json"), 0, Kind.DECLARE, attack=MELEE)
    assert {a.card for a in kinds_of(state, 0, Kind.ENHANCE)} == {"strong#1"}
    assert refused(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0) == "hns.wrong_attack_type"
    state = act(state, 0, Kind.ENHANCE, card="strong#1", option=0)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20 - (1 + 2)
    assert state.players[0].fist_bullets == 6  # a melee attack spends no bullets


def test_a_bullet_enhancement_may_spend_every_bullet_the_declaration_left() -> None:
    """"Devi avere sufficienti proiettili da spendere per l'effetto scelto": the Peacemaker's 4 bullets, 2 spent on
    declaring, leave exactly the 2 Fancy Shootin's split option spends (the bullets are counted once)."""
    state = act(load("quick_draw_own_attack.json"), 0, Kind.DECLARE, attack=GUN, option=1)
    assert state.players[0].fist_bullets == 2
    assert Action(Kind.ENHANCE, card="fancy_shootin#1", option=1) in kinds_of(state, 0, Kind.ENHANCE)
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=1)
    assert state.players[0].fist_bullets == 0


# ---------------------------------------------------------------------------------------------------- split attacks
def test_a_split_attack_is_the_whole_attack_on_each_target_and_a_block_helps_only_its_player() -> None:
    """ "Il danno non viene diviso, l'intero attacco ... viene duplicato. Una carta blocco giocata da un bersaglio non
    ha effetto per l'altro bersaglio. ... Un attacco diviso deve avere come bersagli giocatori diversi"."""
    state = act(load("split_attack_one_block.json"), 0, Kind.DECLARE, attack=GUN, option=1)
    assert {a.targets for a in kinds_of(state, 0, Kind.TARGET)} == {(1,), (2,), (1, 2)}
    assert refused(state, 0, Kind.TARGET, targets=(1, 1)) == "hns.target_twice"
    # Named in any order on the wire, the targets answer in seat order.
    state, _ = GAME.apply(state, 0, GAME.action_from_json({"type": "target", "targets": [2, 1]}))
    assert GAME.current_seats(state) == (1,)
    state = act(state, 1, Kind.BLOCK, card="duck#1")
    assert GAME.current_seats(state) == (2,) and state.attack is not None and state.attack.step is AttackStep.BLOCK
    assert [a.card for a in kinds_of(state, 2, Kind.BLOCK)] == []  # Dodge is a melee block: no use against a gun
    state, events = act_events(state, 2, Kind.PASS)
    damage = {e.args["target"]: e.args["grit"] for e in events if e.code == "hns.damage"}
    # Seat 1: 3 − Duck! 3 − the table's shield 2, at least 0. Seat 2: the whole 3, no block, no cover.
    assert damage == {1: 0, 2: 3}
    assert (state.players[1].grit, state.players[2].grit) == (20, 17)
    assert state.players[0].fist_bullets == 0 and state.phase is Phase.HUNKER


# ---------------------------------------------------------------------------------------------------- counterattacks
def test_two_counterattackers_counterattack_in_turn_order_from_the_current_player() -> None:
    """ "ciascun giocatore esegue e risolve il proprio contrattacco in ordine di turno partendo dal giocatore che sta
    effettuando il corrente turno"; and before it "devi prima risolvere tutti gli attacchi divisi"."""
    state = act(load("two_counterattackers.json"), 1, Kind.DECLARE, attack=GUN, option=1)
    state = act(state, 1, Kind.TARGET, targets=(0, 3))
    state = act(act(state, 0, Kind.BLOCK, card="return_fire#1"), 3, Kind.BLOCK, card="return_fire#2")
    # The split attack resolved on both first: 3 − Return Fire's 2 each.
    assert (state.players[0].grit, state.players[3].grit) == (19, 19)
    assert state.counters == (3, 0) and state.countered == 1
    assert GAME.current_seats(state) == (3,)
    # Seat 3 (next after the current player 1, seat 2 having nothing to answer) fires first, against seat 1 only.
    state = act(state, 3, Kind.DECLARE, attack=GUN, option=0)
    assert {a.targets for a in kinds_of(state, 3, Kind.TARGET)} == {(1,)}
    state = act(act(state, 3, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 18 and GAME.current_seats(state) == (0,)
    state = act(act(act(state, 0, Kind.DECLARE, attack=GUN, option=0), 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 16
    # Both resolved: the turn goes on with the current player's Hunkerin' Down.
    assert not state.counters and state.phase is Phase.HUNKER and GAME.current_seats(state) == (1,)


def test_the_last_counterattacker_may_decline() -> None:
    """ "(L'ultimo giocatore può rinunciare al contrattacco)"."""
    state = act(load("two_counterattackers.json"), 1, Kind.DECLARE, attack=GUN, option=1)
    state = act(act(act(state, 1, Kind.TARGET, targets=(0, 3)), 0, Kind.BLOCK, card="return_fire#1"), 3, Kind.PASS)
    assert state.counters == (0,)
    assert Action(Kind.PASS) in GAME.legal_actions(state, 0)
    state = act(state, 0, Kind.PASS)
    assert state.players[1].grit == 20 and state.phase is Phase.HUNKER


def test_no_man_left_standing_the_counterattack_at_0_grit_takes_the_last_player_and_the_game_is_a_draw() -> None:
    """ "se l'effetto di una carta permette di fare un contrattacco lo puoi fare anche se la tua grinta è finita.
    Tuttavia sarai fuori dal gioco appena il contrattacco è stato risolto ... Se il tuo contrattacco elimina
    l'ultimo giocatore il gioco termina in parità"."""
    state = act(load("no_man_left_standing.json"), 0, Kind.DECLARE, attack=GUN, option=1)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.BLOCK, card="return_fire#1")
    assert state.players[1].grit == 0 and not state.players[1].out  # 4 − 2: out of grit, still in
    assert not GAME.outcome(state).finished and GAME.current_seats(state) == (1,)
    state = act(state, 1, Kind.DECLARE, attack=GUN, option=2)  # 3 bullets: 4 damage
    state, events = act_events(act(state, 1, Kind.TARGET, targets=(0,)), 0, Kind.PASS)
    assert state.players[0].out and state.players[1].out
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.winners == () and outcome.reason == "hns.nobody_standing"
    assert [e.args["seat"] for e in events if e.code == "hns.player_out"] == [0, 1]
    assert GAME.current_seats(state) == ()


# ---------------------------------------------------------------------------------------------------- quick draw
def test_a_quick_draw_during_your_own_attack_means_it_does_no_damage() -> None:
    """ "Se tu effettui un'impugnatura veloce dopo che hai dichiarato un attacco ma prima che il danno dell'attacco sia
    stato risolto, il tuo attacco non porta danni"; "scartando l'arma che stai impugnando"."""
    state = act(load("quick_draw_own_attack.json"), 0, Kind.DECLARE, attack=GUN, option=1)
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    assert GAME.current_seats(state) == (1,)
    state = act(state, 0, Kind.QUICK_DRAW)  # not seat 0's decision now, yet a quick draw is allowed at any moment
    me = state.players[0]
    assert (me.fist, me.fist_bullets, me.holster) == ("derringer#1", 2, None)
    assert "peacemaker#1" in state.discards
    state, events = act_events(state, 1, Kind.PASS)
    assert state.players[1].grit == 20
    assert [e.args["grit"] for e in events if e.code == "hns.damage"] == [0]
    # The bullets and the enhancement were spent all the same (ruling 6).
    assert "fancy_shootin#1" in state.discards and state.phase is Phase.HUNKER


def test_a_quick_draw_before_naming_the_target_cancels_the_attack_too() -> None:
    state = act(load("quick_draw_own_attack.json"), 0, Kind.DECLARE, attack=GUN, option=0)
    state = act(state, 0, Kind.QUICK_DRAW)
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.PASS)
    assert state.players[1].grit == 20 and state.players[0].fist == "derringer#1"


def test_a_forced_drop_after_a_quick_draw_drops_the_weapon_just_drawn() -> None:
    """ "Se l'effetto di una carta richiede di posare a terra l'arma che stai impugnando, puoi effettuare prima
    un'impugnatura veloce ma l'effetto ti obbligherà a posare a terra l'arma appena impugnata"."""
    state = act(load("forced_drop_after_quick_draw.json"), 0, Kind.DECLARE, attack=MELEE)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    state = act(state, 1, Kind.QUICK_DRAW)  # the Bowie knife is discarded, the Peacemaker drawn
    assert state.players[1].fist == "peacemaker#1" and "bowie_knife#1" in state.discards
    state, events = act_events(state, 1, Kind.PASS)
    target = state.players[1]
    assert target.fist is None and target.holster is None and "peacemaker#1" in state.discards
    assert any(e.code == "hns.weapon_dropped" and e.args["card"] == "peacemaker" for e in events)
    assert target.grit == 20 - 3  # the Whiskey Bottle's 3, both in No Cover


# ---------------------------------------------------------------------------------------------------- team play
def test_team_enhancements_each_teammate_in_turn_order_and_the_attacker_chooses_the_effect() -> None:
    state = load("team_enhancements.json")
    state = act(state, 0, Kind.DECLARE, attack=GUN, option=0)  # Peacemaker, 1 bullet: 2 damage
    state = act(state, 0, Kind.ENHANCE, card="steady_aim#1", option=0)  # +1
    state = act(state, 0, Kind.PASS)
    assert GAME.current_seats(state) == (2,)  # turn order from the attacker: seat 2, then seat 4
    # Strong is for melee attacks: only Fancy Shootin' fits this one.
    assert [a.card for a in kinds_of(state, 2, Kind.OFFER)] == ["fancy_shootin#1"]
    state = act(state, 2, Kind.OFFER, card="fancy_shootin#1")
    # Two effects fit (1 bullet: +2, or 2 bullets: a split): the attacker chooses.
    assert GAME.current_seats(state) == (0,)
    assert {a.option for a in kinds_of(state, 0, Kind.ENHANCE)} == {0, 1}
    state = act(state, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)
    state = act(state, 2, Kind.PASS)
    assert GAME.current_seats(state) == (4,)
    # Steady Aim has the name of one already played; Lucky Break (generic) fits, with one effect: played at once.
    assert [a.card for a in kinds_of(state, 4, Kind.OFFER)] == ["lucky_break#1"]
    state = act(state, 4, Kind.OFFER, card="lucky_break#1")
    state = act(state, 4, Kind.PASS)
    state = act(state, 0, Kind.TARGET, targets=(1,))
    hand = len(state.players[0].hand)
    state = act(state, 1, Kind.PASS)
    # 2 + 1 (Steady Aim) + 2 (Fancy Shootin') + 1 (Lucky Break) − 1 (the Stairs' shield) = 5 off the team's grit.
    assert state.team_grit == (30, 25)
    assert state.players[0].fist_bullets == 3 - 1 - 1 and len(state.players[0].hand) == hand + 1  # Lucky Break draws
    assert {"steady_aim#1", "fancy_shootin#1", "lucky_break#1"} <= set(state.discards)


def test_chuck_it_passes_a_gun_to_james_masterson_without_his_full_load() -> None:
    state = load("chuck_it_masterson.json")
    assert state.advanced and state.players[2].character == "james_masterson"
    loads = state.loads
    state, events = act_events(state, 0, Kind.TEAM_CARD, card="chuck_it#1", target=2, slot=Slot.FIST)
    receiver = state.players[2]
    # His fist holds the Bowie Knife: the Peacemaker (holster icon) goes into his holster with its 2 bullets, not 6.
    assert (receiver.holster, receiver.holster_bullets) == ("peacemaker#1", 2)
    assert state.loads == loads and not any(e.code == "hns.load_revealed" for e in events)
    assert state.players[0].fist is None and "chuck_it#1" in state.discards
