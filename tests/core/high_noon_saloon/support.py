"""Positions for High Noon Saloon's tests, built by hand like a rulebook's picture: who holds what, stands where."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.rules import HighNoonSaloon
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState, Phase, PlayerState, Slot, card_id

GAME = HighNoonSaloon()


def player(
    space: str | None,
    hand: tuple[str, ...] = (),
    fist: str | None = None,
    fist_bullets: int = 0,
    holster: str | None = None,
    holster_bullets: int = 0,
    grit: int = 20,
    character: str = "doc_wallace",
    **changes: Any,
) -> PlayerState:
    return PlayerState(
        character=character,
        hand=hand,
        fist=fist,
        fist_bullets=fist_bullets,
        holster=holster,
        holster_bullets=holster_bullets,
        space=space,
        grit=grit,
        placed=space is not None,
        **changes,
    )


def position(*players: PlayerState, phase: Phase = Phase.FIGHT, current: int = 0, **changes: Any) -> HighNoonState:
    """The players as given; every other saloon card in the deck (in the box's order), the load deck likewise."""
    catalog = GAME.catalog
    used = {c for p in players for c in p.hand + (p.fist, p.holster) if c is not None}
    deck = tuple(c for c in catalog.instances if c not in used)
    state = HighNoonState(
        players=tuple(players),
        start_grit=20,
        advanced=False,
        deck=deck,
        discards=(),
        loads=catalog.loads,
        load_discards=(),
        phase=phase,
        current=current,
        first=0,
        turn=1,
    )
    return replace(state, **changes)


def act(state: HighNoonState, seat: int, kind: Kind, **fields: Any) -> HighNoonState:
    state, _ = GAME.apply(state, seat, Action(kind, **fields))
    return state


def act_events(state: HighNoonState, seat: int, kind: Kind, **fields: Any) -> tuple[HighNoonState, list[Any]]:
    return GAME.apply(state, seat, Action(kind, **fields))


def everywhere(state: HighNoonState) -> list[str]:
    """Every saloon (and, in team play, team) card instance, wherever it is."""
    cards = list(state.deck) + list(state.discards)
    for p in state.players:
        cards += list(p.hand) + [c for c in (p.fist, p.holster) if c is not None]
    if state.attack is not None:
        cards += [e.card for e in state.attack.enhancements] + [c for _, c in state.attack.blocks]
        if state.attack.offered is not None:
            cards.append(state.attack.offered)
    return cards


__all__ = ["GAME", "Kind", "Phase", "Slot", "act", "act_events", "card_id", "everywhere", "player", "position"]
