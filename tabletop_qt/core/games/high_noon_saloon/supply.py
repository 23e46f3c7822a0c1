"""What every part of High Noon Saloon's rules hands out: saloon cards drawn to a hand, load cards, bullets into a
gun, grit back. A component the engine (rules.py) owns and gives to the parts that need it (the phases, the
attack's resolution, team play), so none of them reaches into another."""

from __future__ import annotations

from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Code
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, PlayerState, Slot, replace


class Supply:
    """Draws and loads against one catalog. Holds nothing that changes: the decks are in the state."""

    __slots__ = ("catalog",)

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def draw(self, state: HighNoonState, seat: int, count: int, **changes: Any) -> tuple[HighNoonState, list[Event]]:
        """``seat`` draws ``count`` cards (fewer if the deck and the discards run out); ``changes`` to the state's
        other fields are made in the same copy."""
        events: list[Event] = []
        drawn: list[str] = []
        deck, discards, generator = state.deck, state.discards, state.rng
        for _ in range(count):
            if not deck:
                if not discards:
                    break  # every card is in a hand or on a board: nothing to draw
                shuffled, generator = rng.shuffled(generator, discards)
                deck, discards = tuple(shuffled), ()
                events.append(Event(Code.DECK_RESHUFFLED, {"count": len(deck)}))
            drawn.append(deck[0])
            deck = deck[1:]
        player = state.players[seat]
        state = state.with_player(
            seat, replace(player, hand=player.hand + tuple(drawn)), deck=deck, discards=discards, rng=generator, **changes
        )
        events.append(Event(Code.CARDS_DRAWN, {"seat": seat, "cards": drawn, "count": len(drawn)}))
        return state, events

    @staticmethod
    def draw_load(state: HighNoonState) -> tuple[int, list[Event], dict[str, Any]]:
        """The top load card: its bullets, the events, and the state's changes (the load deck, reshuffled first
        if it ran out, its discards and the generator)."""
        events: list[Event] = []
        loads, load_discards, generator = state.loads, state.load_discards, state.rng
        if not loads:
            shuffled, generator = rng.shuffled(generator, load_discards)
            loads, load_discards = tuple(shuffled), ()
            events.append(Event(Code.LOADS_RESHUFFLED, {"count": len(loads)}))
        bullets = loads[0]
        events.append(Event(Code.LOAD_REVEALED, {"bullets": bullets}))
        return bullets, events, {"loads": loads[1:], "load_discards": load_discards + (bullets,), "rng": generator}

    def add_bullets(self, player: PlayerState, slot: Slot, bullets: int) -> tuple[PlayerState, int]:
        """``player`` with up to ``bullets`` more in the gun in ``slot`` (never above its capacity), and how many
        went in."""
        weapon = player.weapon(slot)
        assert weapon is not None
        capacity = self.catalog.card(weapon).capacity
        now = min(capacity, player.bullets(slot) + bullets)
        return player.with_slot(slot, weapon, now), now - player.bullets(slot)

    def gun_slots(self, player: PlayerState) -> list[Slot]:
        """The slots holding a gun, the fist first (written out: iterating the Slot enum is slow)."""
        card = self.catalog.card
        guns = []
        if player.fist is not None and card(player.fist).is_gun:
            guns.append(Slot.FIST)
        if player.holster is not None and card(player.holster).is_gun:
            guns.append(Slot.HOLSTER)
        return guns

    @staticmethod
    def heal(state: HighNoonState, seat: int, amount: int) -> tuple[HighNoonState, list[Event]]:
        """Grit up by ``amount``, never above the start (a team's: 30, or 40 once its token is cashed)."""
        before = state.grit(seat)
        grit = min(state.max_grit(seat), before + amount)
        return state.with_grit(seat, grit), [Event(Code.HEALED, {"seat": seat, "grit": grit - before})]
