"""Why an action is refused in High Noon Saloon: the most telling reason a well-formed action is not among the legal
ones (the codes in codes.py, worded by the UI). The engine (rules.py) asks only once the legal actions turned an
action down, so this reads the position afresh and never runs on the hot path."""

from __future__ import annotations

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Reason
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep, HighNoonState, Phase, Slot
from tabletop_qt.core.games.high_noon_saloon.team_play import attack_step_why, helpers
from tabletop_qt.core.games.high_noon_saloon.vocabulary import CardType

# What may be done in each phase (outside an attack under way).
PHASE_KINDS: dict[Phase, frozenset[Kind]] = {
    Phase.SETUP: frozenset({Kind.EQUIP, Kind.PLACE, Kind.END_PHASE}),
    Phase.SCAVENGE: frozenset({Kind.DISCARD, Kind.DRAW}),
    Phase.WEAPON: frozenset({Kind.EQUIP, Kind.MOVE_WEAPON, Kind.RELOAD, Kind.END_PHASE}),
    Phase.JUMP: frozenset({Kind.JUMP, Kind.END_PHASE}),
    Phase.FIGHT: frozenset({Kind.DECLARE, Kind.END_PHASE}),
    Phase.HUNKER: frozenset({Kind.MOVE, Kind.END_PHASE}),
    Phase.WEAPON2: frozenset({Kind.EQUIP, Kind.MOVE_WEAPON, Kind.RELOAD, Kind.END_PHASE}),
    Phase.END: frozenset({Kind.AREA_EFFECT, Kind.PASS_CARD, Kind.END_PHASE}),
}


def why(catalog: Catalog, state: HighNoonState, seat: int, action: Action) -> str:
    """The most telling reason a well-formed action is not among the legal ones."""
    player = state.players[seat]
    attack = state.attack
    try:
        if attack is not None and attack.step is AttackStep.BLOCK:
            if action.kind is Kind.BLOCK:
                fight.check_block(catalog, state, attack, seat, action)
            return Reason.ANSWER_THE_ATTACK
        if attack is not None:
            if action.kind is Kind.ENHANCE and attack.step is AttackStep.ENHANCE:
                fight.check_enhance(catalog, state, attack, action)
            elif action.kind is Kind.TARGET and attack.step in (AttackStep.ENHANCE, AttackStep.TARGET):
                if attack.step is AttackStep.ENHANCE and helpers(state, attack.attacker):
                    return Reason.TEAMMATES_FIRST
                fight.check_targets(catalog, state, attack, action)
            return attack_step_why(attack)
        if action.kind is Kind.DECLARE and (state.phase is Phase.FIGHT or state.counters):
            fight.check_declare(catalog, state, seat, action)
        if state.counters:
            return Reason.COUNTERATTACK_OR_PASS
    except IllegalActionError as exc:
        return exc.reason
    if action.kind is Kind.PASS_CARD:
        if not state.teams:
            return Reason.NOT_TEAM_PLAY
        if state.phase is Phase.END and state.passed_card:
            return Reason.ALREADY_PASSED_A_CARD
        if action.target is not None and action.target not in state.teammates(seat):
            return Reason.NOT_A_TEAMMATE
    if action.kind not in PHASE_KINDS.get(state.phase, ()):
        return Reason.WRONG_PHASE
    if action.card is not None and action.kind in (Kind.EQUIP, Kind.RELOAD, Kind.DISCARD):
        if action.card not in player.hand:
            return Reason.NOT_IN_HAND
        card = catalog.saloon_card(action.card)
        if card is None:
            return Reason.TEAM_CARD_NOT_HERE
        if action.kind is Kind.EQUIP and card.type is not CardType.WEAPON:
            return Reason.NOT_A_WEAPON
        if action.kind is Kind.EQUIP and action.slot is Slot.HOLSTER and not card.holster:
            return Reason.NO_HOLSTER_ICON
        if action.kind is Kind.RELOAD and card.type is not CardType.RELOAD:
            return Reason.NOT_A_RELOAD
        if action.kind is Kind.RELOAD and action.slot is not None:
            weapon = player.weapon(action.slot)
            if weapon is None or not catalog.card(weapon).is_gun:
                return Reason.NO_GUN_THERE
    if action.kind is Kind.MOVE_WEAPON and action.slot is not None:
        other = Slot.HOLSTER if action.slot is Slot.FIST else Slot.FIST
        moving = player.weapon(other)
        if moving is None:
            return Reason.SLOT_EMPTY
        if action.slot is Slot.HOLSTER and not catalog.card(moving).holster:
            return Reason.NO_HOLSTER_ICON
        staying = player.weapon(action.slot)
        if action.slot is Slot.FIST and staying is not None and not catalog.card(staying).holster:
            return Reason.NO_HOLSTER_ICON
    if action.space is not None and action.kind in (Kind.PLACE, Kind.JUMP, Kind.MOVE):
        if action.space not in catalog.area_of_space:
            return Reason.NO_SUCH_SPACE
        if state.seat_at(action.space) is not None:
            return Reason.SPACE_TAKEN
        if action.kind is Kind.JUMP and catalog.area(action.space) is not catalog.no_cover:
            return Reason.JUMP_INTO_NO_COVER
        if action.kind is Kind.JUMP:
            return Reason.ALREADY_IN_NO_COVER
        if action.kind is Kind.MOVE and player.limited and action.space not in catalog.orange:
            return Reason.ORANGE_ONLY
    if state.phase is Phase.SETUP and action.kind is Kind.END_PHASE and not player.placed:
        return Reason.PLACE_YOUR_FIGURE
    if state.phase is Phase.SETUP and action.kind is Kind.PLACE and player.placed:
        return Reason.ALREADY_PLACED
    if state.phase is Phase.END and action.kind is Kind.AREA_EFFECT:
        return Reason.NO_COVER_EFFECT
    return Reason.WRONG_PHASE
