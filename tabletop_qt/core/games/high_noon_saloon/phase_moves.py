"""What a High Noon Saloon player may do in each phase of a turn (Scavengin', the Weapon phases, Jump, declaring
in Fightin', Hunkerin' Down, the end of turn, and the setup round): a component the engine (rules.py) owns and asks for the
deciding seat's list once no attack or counterattack is under way. It gets the catalog, the action book (every
action made once, so lists share the same objects) and the ``Supply``'s gun slots, and reads nothing else."""

from __future__ import annotations

from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.action_book import ActionBook
from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, Phase, PlayerState, Slot
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.team_play import passes
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AreaOp, When

WEAPON_PHASES = (Phase.WEAPON, Phase.WEAPON2)


class PhaseMoves:
    """Lists a phase's actions against one catalog; holds nothing that changes."""

    __slots__ = ("catalog", "_book", "_supply")

    def __init__(self, catalog: Catalog, book: ActionBook, supply: Supply) -> None:
        self.catalog = catalog
        self._book = book
        self._supply = supply

    def choices(self, state: HighNoonState, seat: int) -> list[Action]:
        """The phase's actions for ``seat``, the player whose turn it is (a new list each time)."""
        catalog = self.catalog
        book = self._book
        player = state.players[seat]
        phase = state.phase
        # Each phase's list, built in place (the most frequent phases first; the setup round last).
        if phase is Phase.SCAVENGE:
            out = list(map(book.discard.__getitem__, dict.fromkeys(player.hand)))
            out.append(book.draw)
        elif phase in WEAPON_PHASES:
            out = self._weapon_actions(player)
        elif phase is Phase.FIGHT:
            out = fight.declarations(catalog, state, seat)
            out.append(book.end_phase)
        elif phase is Phase.JUMP:
            out = self._to_empty(state, book.jumps) if catalog.area(player.space) is not catalog.no_cover else []
            out.append(book.end_phase)
        elif phase is Phase.HUNKER:
            # Hunkerin' Down: any empty space, or only an orange one under a movement limit.
            out = self._to_empty(state, book.orange_moves if player.limited else book.moves)
            out.append(book.end_phase)
        elif phase is Phase.END:
            out = passes(state, seat) + self._area_effects(state, seat)
            out.append(book.end_phase)
        elif phase is Phase.SETUP:
            out = self._equips(player)
            if not player.placed:
                out += self._to_empty(state, book.places)
            else:
                out.append(book.end_phase)
        else:
            out = []
        return out

    def _equips(self, player: PlayerState) -> list[Action]:
        equip = self._book.equip
        out: list[Action] = []
        for instance in dict.fromkeys(player.hand):
            out += equip.get(instance, ())
        return out

    def _weapon_actions(self, player: PlayerState) -> list[Action]:
        """A weapon phase: equipping weapons from the hand, moving them between the slots, reload cards onto each
        gun, and ending the phase (the hand read in one pass)."""
        book = self._book
        equip, reload = book.equip, book.reload
        out: list[Action] = []
        reloads = []
        for instance in dict.fromkeys(player.hand):
            equips = equip.get(instance)
            if equips is not None:
                out += equips
            elif instance in reload:
                reloads.append(reload[instance])
        out += self._weapon_moves(player)
        if reloads:
            guns = self._supply.gun_slots(player)
            for by_slot in reloads:
                out += [by_slot[slot] for slot in guns]
        out.append(book.end_phase)
        return out

    def _weapon_moves(self, player: PlayerState) -> list[Action]:
        """The other slot's weapon may go to the fist, then the holster (what it held goes the other way): only a
        gun with the holster icon may end up in the holster. Written out: iterating the Slot enum is slow."""
        move_weapon = self._book.move_weapon
        fist, holster = player.fist, player.holster
        out = []
        if holster is not None and (fist is None or self.catalog.card(fist).holster):
            out.append(move_weapon[Slot.FIST])
        if fist is not None and self.catalog.card(fist).holster:
            out.append(move_weapon[Slot.HOLSTER])
        return out

    @staticmethod
    def _to_empty(state: HighNoonState, moves: tuple[tuple[str, Action], ...]) -> list[Action]:
        """The actions of ``moves`` (space, action) whose space no figure stands on."""
        taken = {p.space for p in state.players if p.space is not None and not p.out}
        return [action for space, action in moves if space not in taken]

    def _alone(self, state: HighNoonState, seat: int) -> bool:
        area = self.catalog.area(state.players[seat].space)
        return area is not None and not any(
            i != seat and not p.out and self.catalog.area(p.space) is area for i, p in enumerate(state.players)
        )

    def _area_effects(self, state: HighNoonState, seat: int) -> list[Action]:
        player = state.players[seat]
        area = self.catalog.area(player.space)
        if area is None or state.phase is not Phase.END:
            return []
        out = []
        for effect in area.effects:
            if effect.when is not When.END_OF_TURN or (effect.alone and not self._alone(state, seat)):
                continue
            if effect.no_attack and state.attacked:
                continue
            if effect.op is AreaOp.HEAL:
                out.append(self._book.area_effect)
            elif effect.op is AreaOp.ADD_BULLETS:
                out += [self._book.area_effect_slot[slot] for slot in self._supply.gun_slots(player)]
        return out
