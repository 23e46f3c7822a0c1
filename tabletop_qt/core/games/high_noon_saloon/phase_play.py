"""Applying what a High Noon Saloon player does in the phases of a turn outside a fight: placing a figure,
equipping, moving and reloading weapons, discarding and drawing, jumping, hunkering down, the end of turn's cover
effect, ending a phase, and a quick draw at any moment. A component the engine (rules.py) owns: ``handlers`` maps
each kind of phase action to the method that applies it (the engine's one look-up on its hot path). It gets the
catalog and the ``Supply`` and reads nothing else of the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Code, Reason
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, Phase, Slot, card_id, replace
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.turns import finish_turn, next_setup
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Ability, AreaOp, When

HAND = 7
# Each phase's successor once its player ends it (Fightin' also ends when its attack has resolved).
NEXT_PHASE = {
    Phase.WEAPON: Phase.JUMP,
    Phase.JUMP: Phase.FIGHT,
    Phase.FIGHT: Phase.HUNKER,
    Phase.HUNKER: Phase.WEAPON2,
    Phase.WEAPON2: Phase.END,
}

Handler = Callable[[HighNoonState, int, Action], tuple[HighNoonState, list[Event]]]


class PhasePlay:
    """Applies phase actions against one catalog; holds nothing that changes."""

    __slots__ = ("catalog", "_supply", "handlers")

    def __init__(self, catalog: Catalog, supply: Supply) -> None:
        self.catalog = catalog
        self._supply = supply
        # Bound once here, so apply makes no bound method per action.
        self.handlers: dict[Kind, Handler] = {
            Kind.PLACE: self.place,
            Kind.EQUIP: self.equip,
            Kind.MOVE_WEAPON: self.move_weapon,
            Kind.RELOAD: self.reload,
            Kind.DISCARD: self.discard,
            Kind.DRAW: self.draw_to_hand,
            Kind.JUMP: self.jump,
            Kind.MOVE: self.hunker,
            Kind.AREA_EFFECT: self.area_effect,
            Kind.END_PHASE: self.end_phase,
        }

    @staticmethod
    def quick_draw(state: HighNoonState, seat: int) -> tuple[HighNoonState, list[Event]]:
        player = state.players[seat]
        drawn = player.holster
        assert drawn is not None
        if player.fist is not None:
            state = replace(state, discards=state.discards + (player.fist,))
        state = state.with_player(
            seat, replace(player, fist=drawn, fist_bullets=player.holster_bullets, holster=None, holster_bullets=0)
        )
        attack = state.attack
        if attack is not None and attack.attacker == seat:
            # Drawn after declaring and before the damage: this attack does no damage.
            state = replace(state, attack=replace(attack, cancelled=True))
        args = {"seat": seat, "card": card_id(drawn), "discarded": card_id(player.fist) if player.fist else None}
        return state, [Event(Code.QUICK_DRAW, args)]

    @staticmethod
    def place(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        player = replace(state.players[seat], space=action.space, placed=True)
        return state.with_player(seat, player), [Event(Code.PLACED, {"seat": seat, "space": action.space})]

    def equip(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        assert action.card is not None and action.slot is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        events: list[Event] = []
        changes: dict[str, Any] = {}  # to the state besides the player, made in one copy at the end
        old = player.weapon(action.slot)
        if old is not None:
            changes["discards"] = state.discards + (old,)
            events.append(Event(Code.WEAPON_DISCARDED, {"seat": seat, "card": card_id(old), "slot": action.slot.value}))
        card = self.catalog.card(action.card)
        bullets = 0
        if card.is_gun:
            ability, _ = self.catalog.ability(player.character, state.advanced)
            if ability is Ability.FULL_LOAD_ON_EQUIP:
                bullets = card.capacity  # James Masterson (the erratum): fully loaded, no load card drawn
            else:
                drawn, more, load_changes = self._supply.draw_load(state)
                changes.update(load_changes)
                events += more
                bullets = min(drawn, card.capacity)
        if action.slot is Slot.FIST:  # PlayerState.with_slot, in the same copy as the hand
            player = replace(player, hand=tuple(hand), fist=action.card, fist_bullets=bullets)
        else:
            player = replace(player, hand=tuple(hand), holster=action.card, holster_bullets=bullets)
        events.append(
            Event(Code.EQUIPPED, {"seat": seat, "card": card_id(action.card), "slot": action.slot.value, "bullets": bullets})
        )
        return state.with_player(seat, player, **changes), events

    @staticmethod
    def move_weapon(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        player = state.players[seat]
        fist, holster = player.fist, player.holster
        player = replace(
            player, fist=holster, fist_bullets=player.holster_bullets, holster=fist, holster_bullets=player.fist_bullets
        )
        return state.with_player(seat, player), [Event(Code.WEAPONS_MOVED, {"seat": seat, "to": action.slot.value if action.slot else ""})]

    def reload(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        assert action.card is not None and action.slot is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        ability, amount = self.catalog.ability(player.character, state.advanced)
        bullets = self.catalog.card(action.card).bullets + (amount if ability is Ability.RELOAD_BONUS else 0)
        player, added = self._supply.add_bullets(replace(player, hand=tuple(hand)), action.slot, bullets)
        event = Event(Code.RELOADED, {"seat": seat, "card": card_id(action.card), "slot": action.slot.value, "bullets": added})
        return state.with_player(seat, player, discards=state.discards + (action.card,)), [event]

    @staticmethod
    def discard(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        assert action.card is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        state = state.with_player(seat, replace(player, hand=tuple(hand)), discards=state.discards + (action.card,))
        return state, [Event(Code.DISCARDED, {"seat": seat, "card": card_id(action.card)})]

    def hand_size(self, state: HighNoonState, seat: int) -> int:
        ability, amount = self.catalog.ability(state.players[seat].character, state.advanced)
        return HAND + (amount if ability is Ability.HAND_SIZE else 0)

    def draw_to_hand(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        wanted = max(0, self.hand_size(state, seat) - len(state.players[seat].hand))
        return self._supply.draw(state, seat, wanted, phase=Phase.WEAPON)

    def jump(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        player = state.players[seat]
        here = self.catalog.area(player.space)
        ability, _ = self.catalog.ability(player.character, state.advanced)
        bonus = 0
        if here is not None:
            bonus = sum(e.amount for e in here.effects if e.when is When.JUMP_FROM and e.op is AreaOp.FIRST_MELEE_DAMAGE)
        # Jumping sets a movement limit for Hunkerin' Down (Lottie Blaze's advanced side excepted).
        player = replace(player, space=action.space, limited=player.limited or ability is not Ability.FREE_JUMP)
        state = state.with_player(
            seat,
            player,
            phase=Phase.FIGHT,
            jumped_from=here.id if here is not None else None,
            first_melee_bonus=bonus,
        )
        return state, [Event(Code.JUMPED, {"seat": seat, "space": action.space, "from": here.id if here else None})]

    @staticmethod
    def hunker(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        player = replace(state.players[seat], space=action.space, limited=False)
        state = state.with_player(seat, player, phase=Phase.WEAPON2)
        return state, [Event(Code.MOVED, {"seat": seat, "space": action.space})]

    def area_effect(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        player = state.players[seat]
        area = self.catalog.area(player.space)
        assert area is not None
        for effect in area.effects:
            if effect.when is not When.END_OF_TURN:
                continue
            if effect.op is AreaOp.HEAL and action.slot is None:
                before = state.grit(seat)
                grit = min(state.max_grit(seat), before + effect.amount)
                state = state.with_grit(seat, grit)
                event = Event(Code.COVER_HEALED, {"seat": seat, "area": area.id, "grit": grit - before})
                return finish_turn(state, seat, [event])
            if effect.op is AreaOp.ADD_BULLETS and action.slot is not None:
                player, added = self._supply.add_bullets(player, action.slot, effect.amount)
                event = Event(Code.COVER_LOADED, {"seat": seat, "area": area.id, "slot": action.slot.value, "bullets": added})
                return finish_turn(state.with_player(seat, player), seat, [event])
        raise IllegalActionError(Reason.NO_COVER_EFFECT)

    @staticmethod
    def end_phase(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        phase = state.phase
        if phase is Phase.SETUP:
            return next_setup(state)
        if phase is Phase.HUNKER:
            player = replace(state.players[seat], limited=False)  # the limit ends with this phase
            return state.with_player(seat, player, phase=Phase.WEAPON2), []
        if phase is Phase.END:
            return finish_turn(state, seat, [])
        return replace(state, phase=NEXT_PHASE[phase]), [Event(Code.PHASE_ENDED, {"seat": seat, "phase": phase.value})]
