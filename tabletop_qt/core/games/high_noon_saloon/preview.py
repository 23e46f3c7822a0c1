"""What an attack would do, read from a view: the attacker's preview of the damage to each target before its block.

Everything an attack's damage reads before the blocks is public (the declared attack and its enhancements, every
player's character, fist and space, the covers of the content pack, whether the advanced characters are in
play), so the preview works from any seat's view, a LAN guest's included, and is ``fight.reckon`` itself: the
same sum the resolution deals when no block is played. Blocks are hidden in the target's hand until played, so
the preview is "before any block", never a guess at them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.state import Attack
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind


def _fighter(view: Mapping[str, Any], seat: int) -> fight.Fighter:
    players = view["players"]
    if not 0 <= seat < len(players):
        raise InvalidStateError(f"no player {seat}")
    player = players[seat]
    character, fist, space = player["character"], player["fist"], player["space"]
    if not isinstance(character, str) or not isinstance(fist, str | None) or not isinstance(space, str | None):
        raise InvalidStateError(f"bad player {seat}")
    return fight.Fighter(character, fist, space)


def _known(catalog: Catalog, instance: str | None) -> None:
    # A view names cards by instance; one this pack does not hold is a broken or hostile view, said so.
    if instance is not None and not catalog.known(instance):
        raise InvalidStateError(f"unknown card {instance!r}")


def damage_before_block(catalog: Catalog, view: Mapping[str, Any], target: int) -> int | None:
    """The grit ``target`` would lose to the attack under way in ``view`` if they played no block, or None when
    the view shows no attack. Raises InvalidStateError on a view that does not describe a position of
    ``catalog``'s pack."""
    data = view.get("attack")
    if data is None:
        return None
    attack = Attack.from_json(data)
    attacker, defender = _fighter(view, attack.attacker), _fighter(view, target)
    _known(catalog, attacker.fist)
    played = [(e.card, e.option) for e in attack.enhancements]
    if attack.kind is AttackKind.GUN and attack.weapon is not None and attack.option is not None:
        played.append((attack.weapon, attack.option))
    for instance, option in played:
        _known(catalog, instance)
        if not 0 <= option < len(catalog.card(instance).options):
            raise InvalidStateError(f"no option {option} on {instance!r}")
    # The Balcony jump's bonus counts on the current player's attacks only (as fight.balcony_bonus on a state).
    bonus = int(view["first_melee_bonus"]) if attack.attacker == int(view["current"]) else 0
    return fight.reckon(catalog, bool(view["advanced"]), attack, attacker, defender, bonus).damage()
