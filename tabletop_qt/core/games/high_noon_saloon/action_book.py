"""The actions that depend only on a card or a space of the content pack, built once: the rules list them in
nearly every position (each card of a hand to discard, equip or reload; each empty space to move to), and
building them anew was the larger part of working out the legal actions. Actions are immutable values, so one
object serves every position."""

from __future__ import annotations

from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.state import Slot
from tabletop_qt.core.games.high_noon_saloon.vocabulary import CardType


class ActionBook:
    def __init__(self, catalog: Catalog) -> None:
        every = catalog.instances + catalog.team_instances
        self.discard: dict[str, Action] = {i: Action(Kind.DISCARD, card=i) for i in every}
        self.equip: dict[str, tuple[Action, ...]] = {}
        self.reload: dict[str, dict[Slot, Action]] = {}
        for instance in catalog.instances:
            card = catalog.card(instance)
            if card.type is CardType.WEAPON:
                slots = (Slot.FIST, Slot.HOLSTER) if card.holster else (Slot.FIST,)
                self.equip[instance] = tuple(Action(Kind.EQUIP, card=instance, slot=s) for s in slots)
            elif card.type is CardType.RELOAD:
                self.reload[instance] = {s: Action(Kind.RELOAD, card=instance, slot=s) for s in Slot}
        self.place: dict[str, Action] = {s: Action(Kind.PLACE, space=s) for s in catalog.spaces}
        self.jump: dict[str, Action] = {s: Action(Kind.JUMP, space=s) for s in catalog.spaces}
        self.move: dict[str, Action] = {s: Action(Kind.MOVE, space=s) for s in catalog.spaces}
        # (space, action) in the map's order, for listing the empty ones in one pass: every space to place a
        # figure on, the No Cover spaces to jump to, every space to move to and the orange ones (a movement limit).
        self.places = tuple((s, self.place[s]) for s in catalog.spaces)
        self.jumps = tuple((s, self.jump[s]) for s in catalog.spaces if catalog.area_of_space[s].id == catalog.no_cover.id)
        self.moves = tuple((s, self.move[s]) for s in catalog.spaces)
        self.orange_moves = tuple((s, self.move[s]) for s in catalog.spaces if s in catalog.orange)
        self.move_weapon: dict[Slot, Action] = {s: Action(Kind.MOVE_WEAPON, slot=s) for s in Slot}
        self.area_effect_slot: dict[Slot, Action] = {s: Action(Kind.AREA_EFFECT, slot=s) for s in Slot}
        # The actions with no card or space at all.
        self.end_phase = Action(Kind.END_PHASE)
        self.draw = Action(Kind.DRAW)
        self.pass_ = Action(Kind.PASS)
        self.quick_draw = Action(Kind.QUICK_DRAW)
        self.area_effect = Action(Kind.AREA_EFFECT)
