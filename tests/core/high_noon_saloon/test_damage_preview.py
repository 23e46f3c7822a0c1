"""The attacker's damage preview (preview.damage_before_block, read from a view) against the damage the resolution
then deals when the target plays no block: the rulebook's cases (Back Room, same cover, suns and shields, the
Peacemaker with Fancy Shootin' or Strong, the advanced characters), then every target of every attack in many
seeded random games. The preview is read from JSON-round-tripped views (what a LAN guest receives), from the
attacker's seat, every other seat and a spectator's: it uses only what everyone may see."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.games.high_noon_saloon.preview import damage_before_block
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tests.core.high_noon_saloon.support import GAME, Kind, Phase, act, player, position

GUN, MELEE = AttackKind.GUN, AttackKind.MELEE
SCENARIOS = Path(__file__).parent / "scenarios"


def load(name: str) -> HighNoonState:
    data = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    data.pop("_example")
    return GAME.state_from_json(data)


def previews(state: HighNoonState, targets: tuple[int, ...]) -> dict[int, int]:
    """Each target's preview, the same from every seat's view and a spectator's (all of it is public)."""
    assert state.attack is not None
    seen = []
    for viewer in [state.attack.attacker, None, *range(len(state.players))]:
        view = json.loads(json.dumps(GAME.view(state, viewer)))
        seen.append({t: damage_before_block(GAME.catalog, view, t) for t in targets})
    assert all(s == seen[0] for s in seen)
    return seen[0]  # type: ignore[return-value]


def dealt(state: HighNoonState, targets: tuple[int, ...]) -> dict[int, int]:
    """Name ``targets``; each passes (no block): the grit each loses, from the resolution's events."""
    assert state.attack is not None
    state, events = GAME.apply(state, state.attack.attacker, GAME.action_from_json({"type": "target", "targets": list(targets)}))
    while state.attack is not None and state.attack.targets == targets and not state.over:
        more_state, more = GAME.apply(state, GAME.current_seats(state)[0], GAME.action_from_json({"type": "pass"}))
        state, events = more_state, events + more
    return {e.args["target"]: e.args["grit"] for e in events if e.code == "hns.damage"}


def check(state: HighNoonState, targets: tuple[int, ...]) -> dict[int, int]:
    """The preview before naming ``targets`` equals what the resolution deals them; returned for the example's
    numbers."""
    shown = previews(state, targets)
    assert shown == dealt(state, targets)
    return shown


# ---------------------------------------------------------------------------------------------------- the rulebook
def test_from_the_back_room_two_less_to_a_minimum_of_0_and_inside_it_no_cover_counts() -> None:
    state = position(
        player("back_room_1", fist="peacemaker#1", fist_bullets=6), player("floor_1"), player("bar_1"), player("back_room_2")
    )
    state = act(state, 0, Kind.DECLARE, attack=GUN, option=1)  # the Peacemaker's 4
    # 4 - 2 = 2 on No Cover; 4 - 2 - the bar's 2 = 0; inside the Back Room neither its -2 nor its 2 shields count.
    assert check(state, (1,)) == {1: 2}
    assert check(state, (2,)) == {2: 0}
    assert check(state, (3,)) == {3: 4}
    weak = act(position(player("back_room_1", fist="peacemaker#1", fist_bullets=2), player("floor_1")), 0, Kind.DECLARE, attack=GUN, option=0)
    assert check(weak, (1,)) == {1: 0}  # 2 - 2, at least 0


def test_cover_bonuses_are_ignored_in_the_same_cover() -> None:
    state = act(position(player("bar_1", fist="peacemaker#1", fist_bullets=2), player("bar_2")), 0, Kind.DECLARE, attack=GUN, option=0)
    assert check(state, (1,)) == {1: 2}


def test_suns_add_and_shields_take_off_before_the_block() -> None:
    # Stairs (sun 1) shoots Behind the Bar (shield 2): Peacemaker 4 + Steady Aim 1 + 1 - 2 = 4 before any block
    # (the rulebook sentence's Duck! then takes 3 more off: test_rule_sentences).
    state = position(player("stairs_1", hand=("steady_aim#1",), fist="peacemaker#1", fist_bullets=2), player("bar_1", hand=("duck#1",)))
    state = act(act(state, 0, Kind.DECLARE, attack=GUN, option=1), 0, Kind.ENHANCE, card="steady_aim#1", option=0)
    assert check(state, (1,)) == {1: 4}


def test_the_preview_leaves_the_block_out_and_the_block_then_takes_its_defense_off() -> None:
    state = position(player("stairs_1", hand=("steady_aim#1",), fist="peacemaker#1", fist_bullets=2), player("bar_1", hand=("duck#1",)))
    state = act(act(state, 0, Kind.DECLARE, attack=GUN, option=1), 0, Kind.ENHANCE, card="steady_aim#1", option=0)
    assert previews(state, (1,)) == {1: 4}
    state = act(act(state, 0, Kind.TARGET, targets=(1,)), 1, Kind.BLOCK, card="duck#1")
    assert state.players[1].grit == 20 - (4 - 3)


def test_peacemaker_shooting_with_fancy_shootin_and_in_melee_with_strong() -> None:
    shooting = act(load("peacemaker_fancy_shootin_strong.json"), 0, Kind.DECLARE, attack=GUN, option=0)
    assert previews(shooting, (1,)) == {1: 2}  # declared: the Peacemaker's 2, nothing else yet
    shooting = act(shooting, 0, Kind.ENHANCE, card="fancy_shootin#1", option=0)
    assert check(shooting, (1,)) == {1: 2 + 2}
    melee = act(load("peacemaker_fancy_shootin_strong.json"), 0, Kind.DECLARE, attack=MELEE)
    melee = act(melee, 0, Kind.ENHANCE, card="strong#1", option=0)
    assert check(melee, (1,)) == {1: 1 + 2}  # the Peacemaker's melee damage 1, Strong's 2


def test_a_split_attack_shows_each_target_its_own_damage() -> None:
    # The Scattergun's 3 to each: 3 on No Cover, 3 - the table's 2 shields = 1.
    state = position(player("floor_1", fist="scattergun#1", fist_bullets=2), player("floor_2"), player("table_1"))
    state = act(state, 0, Kind.DECLARE, attack=GUN, option=1)
    assert check(state, (1, 2)) == {1: 3, 2: 1}


def test_calamity_rose_takes_one_less_from_guns_in_no_cover_only() -> None:
    def at(space: str, kind: AttackKind) -> HighNoonState:
        state = position(
            player("stairs_1", fist="peacemaker#1", fist_bullets=2),
            player(space, character="calamity_rose"),
            advanced=True,
        )
        return act(state, 0, Kind.DECLARE, attack=kind, option=0 if kind is GUN else None)

    assert check(at("floor_1", GUN), (1,)) == {1: 2 + 1 - 1}  # stairs' sun 1, her defense 1
    assert check(at("balcony_1", GUN), (1,)) == {1: 2 + 1 - 1}  # the balcony's shield, not her ability
    assert check(at("floor_1", MELEE), (1,)) == {1: 1 + 1}  # melee: her ability does not count
    basic = act(position(player("stairs_1", fist="peacemaker#1", fist_bullets=2), player("floor_1", character="calamity_rose")), 0, Kind.DECLARE, attack=GUN, option=0)
    assert check(basic, (1,)) == {1: 3}  # the basic game has no abilities


def test_melee_abilities_and_the_balcony_jump_count() -> None:
    ned = act(position(player("floor_1", character="ned_carver"), player("floor_2"), advanced=True), 0, Kind.DECLARE, attack=MELEE)
    assert check(ned, (1,)) == {1: 2 + 2}
    belle = position(player("floor_1", fist="bowie_knife#1", character="belle_starling"), player("floor_2"), advanced=True)
    knife = GAME.catalog.card("bowie_knife#1").damage
    assert check(act(belle, 0, Kind.DECLARE, attack=MELEE), (1,)) == {1: knife + 1}
    jumped = act(position(player("balcony_1"), player("floor_2"), phase=Phase.JUMP), 0, Kind.JUMP, space="floor_1")
    assert check(act(jumped, 0, Kind.DECLARE, attack=MELEE), (1,)) == {1: 2 + 2}


def test_a_view_without_an_attack_has_no_preview_and_a_broken_view_is_refused() -> None:
    state = position(player("floor_1", fist="peacemaker#1", fist_bullets=2), player("floor_2"))
    assert damage_before_block(GAME.catalog, GAME.view(state, 0), 1) is None
    state = act(state, 0, Kind.DECLARE, attack=GUN, option=0)
    view = json.loads(json.dumps(GAME.view(state, 0)))
    for breaking in (
        lambda v: v["attack"].update(weapon="nosuchgun#1"),
        lambda v: v["attack"].update(option=9),
        lambda v: v["attack"].update(attacker=7),
        lambda v: v["players"][1].update(space=3),
        lambda v: v["attack"].update(kind="laser"),
    ):
        broken = json.loads(json.dumps(view))
        breaking(broken)
        with pytest.raises(InvalidStateError):
            damage_before_block(GAME.catalog, broken, 1)


# ---------------------------------------------------------------------------------------------------- random games
def attacks_checked(players: int, seed: int, options: dict[str, object]) -> int:
    """A seeded random game; at every choice of targets, each legal choice is previewed and played out on the
    side (every target passing) and must agree. Returns how many choices were checked."""
    state = GAME.new_state(players, seed, options)
    chooser = random.Random(seed)
    checked = 0
    for _ in range(6000):
        if state.over:
            return checked
        seat = GAME.current_seats(state)[0]
        legal = GAME.legal_actions(state, seat)
        aims = [a for a in legal if a.kind is Kind.TARGET]
        for aim in aims:
            check(state, aim.targets)
            checked += 1
        weights = [4 if a.kind in (Kind.DECLARE, Kind.TARGET, Kind.END_PHASE, Kind.DRAW, Kind.PASS) else 1 for a in legal]
        state, _ = GAME.apply(state, seat, chooser.choices(legal, weights)[0])
    raise AssertionError(f"no end (seed {seed})")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_preview_equals_the_unblocked_damage_in_seeded_random_games(players: int) -> None:
    checked = 0
    for game in range(12):
        options: dict[str, object] = {"advanced": game % 2 == 0}
        if players == 4 and game % 3 == 1:
            options["teams"] = "2x2"
        if players == 6 and game % 3 == 1:
            options["teams"] = "2x3"
        checked += attacks_checked(players, 40_000 + players * 100 + game, options)
    assert checked >= 100  # every game fights: far more choices than this are checked
