"""An attack resolves with the weapon it was declared with (ruling, issue 26 item 10): a gun a teammate's Chuck It!
puts in the attacker's Fist during a bare-Fist melee attack changes neither its damage nor what the log says."""

from __future__ import annotations

from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tabletop_qt.core.game import Event
from tests.core.high_noon_saloon.support import GAME, Kind, Slot, act
from tests.core.high_noon_saloon.test_rulebook_examples import load

SCENARIO = "chuck_it_into_a_bare_fist_attack.json"


def _resolve_on_seat_1(state: HighNoonState) -> list[Event]:
    """The rest of the attack, every seat passing: the attacker adds nothing, the teammate offers nothing, the
    target is seat 1, who does not block. Returns the events of the resolution."""
    for seat, action in (
        (0, Action(Kind.PASS)),
        (2, Action(Kind.PASS)),
        (0, Action(Kind.TARGET, targets=(1,))),
    ):
        state = GAME.apply(state, seat, action)[0]
    _, events = GAME.apply(state, 1, Action(Kind.PASS))
    return list(events)


def _damage(events: list[Event]) -> int:
    (hit,) = [e for e in events if e.code == "hns.damage"]
    return int(hit.args["grit"])


def test_a_gun_chucked_into_the_fist_mid_attack_leaves_the_bare_fist_s_damage() -> None:
    start = load(SCENARIO)
    assert start.players[0].fist is None and GAME.catalog.card("derringer#1").melee_damage == 0
    declared = act(start, 0, Kind.DECLARE, attack=AttackKind.MELEE)
    assert declared.attack is not None and declared.attack.weapon is None  # declared with the bare Fist
    bare = _damage(_resolve_on_seat_1(declared))
    assert bare == 2
    chucked = act(declared, 2, Kind.TEAM_CARD, card="chuck_it#1", target=0, slot=Slot.FIST)
    assert chucked.players[0].fist == "derringer#1"
    assert chucked.attack is not None and chucked.attack.weapon is None
    assert _damage(_resolve_on_seat_1(chucked)) == bare
