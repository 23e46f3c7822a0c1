"""The out-of-turn windows of High Noon Saloon, read from a state: who is asked, what about, and what passes.

A window is a moment when the rules wait for a player who is not playing their own turn's phase: a target
answering an attack (block or pass), a teammate asked for enhancements (offer or pass), a blocker asked whether
to counterattack (declare or pass). Every window can be passed with ``{"type": "pass"}``, so the table can
answer for a player who does not (an absent person, after the time to answer). Read-only: nothing here
changes the rules; the engine (rules.py) decides, this only names its question.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep, HighNoonState

PASS: dict[str, Any] = {"type": "pass"}

BLOCK = "block"  # a target of an attack: block or pass
TEAM = "team"  # a teammate of the attacker: offer enhancements or pass
COUNTER = "counter"  # a player who blocked with a counterattack card: attack back or pass

# Every detail a window carries, each read from what the public view shows (the attack, its blocks, covers and
# characters): the LAN host sends these keys, and only these, to every guest and spectator (table/answers.py).
PUBLIC_DETAILS = frozenset({"attacker", "weapon", "attack", "counter", "damage"})


@dataclass(frozen=True)
class Window:
    """The pending out-of-turn question. ``details`` is plain JSON, public information only: the attacker, the
    weapon (None: the bare fist), the attack's kind and the damage it does so far (to the answering target,
    blocks played so far and covers counted, for a block; before any cover or block otherwise)."""

    seat: int
    kind: str
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def pass_action(self) -> dict[str, Any]:
        return dict(PASS)


def pending_window(catalog: Catalog, state: HighNoonState) -> Window | None:
    """The window the game waits on now, or None when the current player is deciding their own turn."""
    if state.over:
        return None
    attack = state.attack
    if attack is not None:
        details = {
            "attacker": attack.attacker,
            "weapon": attack.weapon,
            "attack": attack.kind.value,
            "counter": attack.counter,
        }
        if attack.step is AttackStep.BLOCK:
            seat = attack.targets[attack.answered]
            details["damage"] = fight.damage_to(catalog, state, attack, seat)
            return Window(seat, BLOCK, details)
        if attack.step is AttackStep.TEAM and attack.helpers:
            details["damage"] = _damage_before_covers(catalog, state)
            return Window(attack.helpers[0], TEAM, details)
        return None
    if state.counters:
        return Window(state.counters[0], COUNTER, {"attacker": state.countered})
    return None


def _damage_before_covers(catalog: Catalog, state: HighNoonState) -> int:
    """The attack's weapon and enhancements, before the targets' covers and blocks (no target is named yet)."""
    attack = state.attack
    assert attack is not None
    attacker = state.players[attack.attacker]
    return fight.attack_base(catalog, state.advanced, attack, attacker, fight.balcony_bonus(state, attack))


def game_window(game: Any, state: HighNoonState) -> Window | None:
    """``pending_window`` for an engine object (rules.HighNoonSaloon), as the table asks it."""
    return pending_window(game.catalog, state)
