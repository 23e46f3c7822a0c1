"""How an attack resolves in High Noon Saloon: the damage to each target, the cards' effects, the counterattacks
that follow, and who is out. A component the engine (rules.py) owns and calls once an attack's last block is in
(``resolve``) and once a counterattacker has had their say (``next_counter``); it gets the catalog and the
``Supply`` (cards drawn, bullets added, grit healed) and reads nothing else of the engine."""

from __future__ import annotations

from typing import Any

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Code
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, Phase, Slot, card_id, replace
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.turns import finish_turn
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Ability, AttackKind, Op, Who


class AttackResolution:
    """Resolves attacks against one catalog. Holds nothing that changes (the attack is in the state), so one
    instance serves every copy of every position."""

    __slots__ = ("catalog", "_supply")

    def __init__(self, catalog: Catalog, supply: Supply) -> None:
        self.catalog = catalog
        self._supply = supply

    def next_counter(self, state: HighNoonState, events: list[Event]) -> tuple[HighNoonState, list[Event]]:
        """The first counterattacker has had their say (attacked back or passed): they leave the queue, and are out
        now if their grit is gone ("no man left standing")."""
        state = replace(state, counters=state.counters[1:])
        state, more = self._eliminate(state)
        events = events + more
        if state.over:
            return state, events
        if state.counters:
            return state, events
        return self._after_fight(replace(state, countered=None), events)

    def _after_fight(self, state: HighNoonState, events: list[Event]) -> tuple[HighNoonState, list[Event]]:
        if state.players[state.current].out:
            return finish_turn(state, state.current, events)
        return replace(state, phase=Phase.HUNKER), events

    def resolve(self, state: HighNoonState) -> tuple[HighNoonState, list[Event]]:
        catalog = self.catalog
        attack = state.attack
        assert attack is not None
        events: list[Event] = []
        options = fight.chosen_options(catalog, attack)
        attack_effects = [e for option in options for e in option.effects]
        drops: list[int] = []
        limits: list[int] = []
        counters: list[int] = []
        for target in attack.targets:
            lost = fight.damage_to(catalog, state, attack, target)
            state = state.with_grit(target, state.grit(target) - lost)  # in team play, the team's grit
            events.append(Event(Code.DAMAGE, {"attacker": attack.attacker, "target": target, "grit": lost}))
            for effect in attack_effects:
                if effect.op is Op.DROP_WEAPON:
                    drops.append(target)
                elif effect.op is Op.MOVEMENT_LIMIT and effect.who is Who.TARGET:
                    limits.append(target)
            for who, block in attack.blocks:
                if who != target:
                    continue
                state = replace(state, discards=state.discards + (block,))
                for effect in catalog.card(block).effects:
                    if effect.op is Op.COUNTERATTACK:
                        # "Cannot" beats "can"; and a counterattack is not itself counterattacked (ruling).
                        if not attack.counter and not any(e.op is Op.NO_COUNTERATTACK for e in attack_effects):
                            counters.append(target)
                        continue
                    state, more = self._block_effect(state, target, attack.attacker, effect, drops, limits)
                    events += more
                ability, amount = catalog.ability(state.players[target].character, state.advanced)
                if ability is Ability.BLOCK_HEAL or (
                    ability is Ability.MELEE_BLOCK_HEAL and attack.kind is AttackKind.MELEE
                ):
                    state, more = self._supply.heal(state, target, amount)
                    events += more
        for effect in attack_effects:
            if effect.op is Op.MOVEMENT_LIMIT and effect.who is Who.SELF:
                limits.append(attack.attacker)
            elif effect.op is Op.HEAL:
                state, more = self._supply.heal(state, attack.attacker, effect.amount)
                events += more
            elif effect.op is Op.DRAW:
                state, more = self._supply.draw(state, attack.attacker, effect.amount)
                events += more
        for seat in dict.fromkeys(limits):
            state = state.with_player(seat, replace(state.players[seat], limited=True))
        for seat in dict.fromkeys(drops):
            state, more = self._drop(state, seat)
            events += more
        # The enhancements played go to the discards; the attack is over.
        state = replace(
            state,
            discards=state.discards + tuple(e.card for e in attack.enhancements) if attack.enhancements else state.discards,
            attack=None,
            attacked=state.attacked or attack.attacker == state.current,
            first_melee_bonus=0 if attack.kind is AttackKind.MELEE and not attack.counter else state.first_melee_bonus,
        )
        if attack.counter:
            return self.next_counter(state, events)
        if counters:
            # Every active attack has resolved (weapons dropped, grit lost): now the counterattacks, in turn order
            # from the current player. Whoever is at 0 grit still gets theirs, and is out once it resolved.
            order = tuple(sorted(set(counters), key=lambda s: (s - state.current) % len(state.players)))
            state = replace(state, counters=order, countered=attack.attacker)
            state, more = self._eliminate(state)
            events += more
            events.append(Event(Code.COUNTERATTACKS, {"seats": list(order), "against": attack.attacker}))
            return state, events
        state, more = self._eliminate(state)
        if state.over:
            return state, events + more
        return self._after_fight(state, events + more)

    def _block_effect(
        self, state: HighNoonState, blocker: int, attacker: int, effect: Any, drops: list[int], limits: list[int]
    ) -> tuple[HighNoonState, list[Event]]:
        whom = attacker if effect.who is Who.ATTACKER else blocker
        if effect.op is Op.DROP_WEAPON:
            drops.append(whom)
        elif effect.op is Op.MOVEMENT_LIMIT:
            limits.append(whom)
        elif effect.op is Op.HEAL:
            return self._supply.heal(state, blocker, effect.amount)
        elif effect.op is Op.DRAW:
            return self._supply.draw(state, blocker, effect.amount)
        elif effect.op is Op.ADD_BULLETS:
            player = state.players[blocker]
            slot = next((s for s in Slot if player.weapon(s) and self.catalog.card(player.weapon(s) or "").is_gun), None)
            if slot is not None:
                player, added = self._supply.add_bullets(player, slot, effect.amount)
                return state.with_player(blocker, player), [Event(Code.BULLETS_ADDED, {"seat": blocker, "bullets": added})]
        return state, []

    def _drop(self, state: HighNoonState, seat: int) -> tuple[HighNoonState, list[Event]]:
        """Only the weapon in the fist is ever dropped (to the discards)."""
        player = state.players[seat]
        if player.fist is None or player.out:
            return state, []
        state = replace(state, discards=state.discards + (player.fist,))
        state = state.with_player(seat, replace(player, fist=None, fist_bullets=0))
        return state, [Event(Code.WEAPON_DROPPED, {"seat": seat, "card": card_id(player.fist)})]

    def _eliminate(self, state: HighNoonState) -> tuple[HighNoonState, list[Event]]:
        events: list[Event] = []
        for seat, player in enumerate(state.players):
            if player.out or state.grit(seat) >= 1 or seat in state.counters:
                continue
            # Out of the game: the figure leaves the map, the cards go to the discards.
            gone = player.hand + tuple(w for w in (player.fist, player.holster) if w is not None)
            state = replace(state, discards=state.discards + gone)
            state = state.with_player(
                seat, replace(player, out=True, space=None, hand=(), fist=None, fist_bullets=0, holster=None, holster_bullets=0, limited=False)
            )
            events.append(Event(Code.PLAYER_OUT, {"seat": seat}))
        alive = state.alive()
        if state.teams:
            standing = {state.teams[s] for s in alive}
            if len(standing) <= 1:
                # The last team with grit wins, all of it (a member out on a counterattack's count included).
                winners = tuple(s for s, t in enumerate(state.teams) if t in standing)
                return self._game_over(state, winners, events)
        elif len(alive) <= 1:
            # The last one standing wins; nobody standing (a counterattack took the last one) is a draw.
            return self._game_over(state, alive, events)
        return state, events

    def _game_over(
        self, state: HighNoonState, winners: tuple[int, ...], events: list[Event]
    ) -> tuple[HighNoonState, list[Event]]:
        state = replace(state, phase=Phase.OVER, winners=winners, attack=None, counters=(), countered=None)
        return state, events + [Event(Code.GAME_ENDED, {"winners": list(winners)})]
