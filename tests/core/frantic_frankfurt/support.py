"""Builders for hand-made Frantic Frankfurt positions. Every position they make passes the engine's own check.

Cards are written short: a colour letter and a value, ``"r13"`` for a red 13, ``"y8"`` for a yellow 8; the
builder picks a copy nobody else uses. Full ids (``"red.13.0"``) are accepted too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, CARDS
from tabletop_qt.core.games.frantic_frankfurt.rules import (
    Action,
    FranticFrankfurt,
    Move,
    Play,
    Ready,
    Reveal,
    Slap,
)
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState, Phase, check_state

SCENARIOS = Path(__file__).parent / "scenarios"
GAME = FranticFrankfurt()
_LETTER = {"y": "yellow", "r": "red", "b": "blue"}

ColumnsSpec = Sequence[Sequence[str]]  # four columns, each from its bottom card to its (face-up) top card


def load_scenario(name: str) -> FranticFrankfurtState:
    return GAME.state_from_json(json.loads((SCENARIOS / name).read_text(encoding="utf-8")))


def scenario_text(state: FranticFrankfurtState) -> str:
    """A state's JSON as the scenario files keep it: one line per field, short enough to read in a diff."""
    data = GAME.state_to_json(state)
    lines = [f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in data.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


class Pool:
    """The cards not placed yet, handed out by short name."""

    def __init__(self) -> None:
        self.left = list(ALL_CARDS)

    def take(self, spec: str) -> str:
        if spec in CARDS:
            self.left.remove(spec)
            return spec
        colour, value = _LETTER[spec[0]], int(spec[1:])
        for card in self.left:
            c = CARDS[card]
            if c.colour.value == colour and c.value == value:
                self.left.remove(card)
                return card
        raise ValueError(f"no {spec} left for this position")

    def take_all(self, specs: Sequence[str]) -> tuple[str, ...]:
        return tuple(self.take(s) for s in specs)


def build(
    players: int = 2,
    *,
    layouts: Sequence[ColumnsSpec] | None = None,
    piles: Sequence[Sequence[str] | None] | None = None,
    draw: Sequence[Sequence[str] | int | None] | None = None,
    box: Sequence[str] | None = None,
    holding: Sequence[str | None] | None = None,
    phase: Phase = Phase.PLAY,
    stress: bool = False,
    round: int = 1,
    ready: Sequence[bool] | None = None,
    finisher: int | None = None,
    claims: Sequence[int | None] | None = None,
    winners: Sequence[int] = (),
    rng: int = 1,
) -> FranticFrankfurtState:
    """A position with the given cards where they are named. Every other card goes to the draw piles given as
    ``None`` or as a list ending in ``"..."`` (those named cards on top), shared out evenly in the deck's order,
    after the piles given as a count have taken theirs; with no such pile, the rest go into the box."""
    pool = Pool()
    lay = [tuple(pool.take_all(col) for col in seat) for seat in (layouts or [[[], [], [], []]] * players)]
    pile_cards = [None if p is None else pool.take_all(p) for p in (piles or [None] * players)]
    held = [None if h is None else pool.take(h) for h in (holding or [None] * players)]
    box_cards = list(pool.take_all(box or ()))
    draw_spec = list(draw) if draw is not None else [None] * players
    draws: list[tuple[str, ...] | None] = [None] * players
    shared = []
    for s, spec in enumerate(draw_spec):
        if isinstance(spec, (list, tuple)):
            if spec and spec[-1] == "...":
                shared.append(s)
                spec = spec[:-1]
            draws[s] = pool.take_all(spec)
        elif spec is None:
            shared.append(s)
    for s, spec in enumerate(draw_spec):
        if isinstance(spec, int):
            draws[s] = tuple(pool.left[:spec])
            del pool.left[:spec]
    if shared:
        rest = list(pool.left)
        pool.left.clear()
        for i, s in enumerate(shared):
            draws[s] = (draws[s] or ()) + tuple(rest[i :: len(shared)])
    box_cards += pool.left
    state = FranticFrankfurtState(
        players=players,
        stress=stress,
        round=round,
        phase=phase,
        draw=tuple(d or () for d in draws),
        layouts=tuple(lay),  # type: ignore[arg-type]
        holding=tuple(held),
        piles=tuple(pile_cards),
        box=tuple(box_cards),
        ready=tuple(ready or (False,) * players),
        finisher=finisher,
        claims=tuple(claims or (None,) * players),
        winners=tuple(winners),
        rng=rng,
    )
    check_state(state)
    return state


def find(state: FranticFrankfurtState, spec: str) -> str:
    """The id of the face-up card ``spec`` in any layout or on any pile top."""
    colour, value = _LETTER[spec[0]], int(spec[1:])
    tops = [col[-1] for layout in state.layouts for col in layout if col]
    tops += [p[-1] for p in state.piles if p]
    for card in tops:
        c = CARDS[card]
        if c.colour.value == colour and c.value == value:
            return card
    raise ValueError(f"no face-up {spec}")


def play(
    state: FranticFrankfurtState, seat: int, card: str, pile: int
) -> tuple[FranticFrankfurtState, list[Event]]:
    """``seat`` plays its face-up ``card`` (short name) onto ``pile`` as it is now."""
    pile_cards = state.piles[pile]
    assert pile_cards is not None
    action = Play(find(state, card), pile, pile_cards[-1], state.round)
    return GAME.apply(state, seat, action)


def act(state: FranticFrankfurtState, seat: int, action: Action) -> FranticFrankfurtState:
    after, _ = GAME.apply(state, seat, action)
    return after


def ready(state: FranticFrankfurtState, seat: int) -> tuple[FranticFrankfurtState, list[Event]]:
    return GAME.apply(state, seat, Ready(state.round))


def reveal(state: FranticFrankfurtState, seat: int) -> tuple[FranticFrankfurtState, list[Event]]:
    return GAME.apply(state, seat, Reveal(state.round))


def slap(state: FranticFrankfurtState, seat: int, pile: int) -> tuple[FranticFrankfurtState, list[Event]]:
    return GAME.apply(state, seat, Slap(pile, state.round))


def move(
    state: FranticFrankfurtState, seat: int, card: str, column: int
) -> tuple[FranticFrankfurtState, list[Event]]:
    return GAME.apply(state, seat, Move(find(state, card), column, state.round))


def codes(events: Sequence[Event]) -> list[str]:
    return [e.code for e in events]


def event(events: Sequence[Event], code: str) -> dict[str, Any]:
    found = [e for e in events if e.code == code]
    assert len(found) == 1, (code, codes(events))
    return dict(found[0].args)


def short(card: str) -> str:
    """``red.13.0`` -> ``r13``."""
    c = CARDS[card]
    return c.colour.value[0] + str(c.value)


def tops(state: FranticFrankfurtState, seat: int) -> list[str | None]:
    return [short(col[-1]) if col else None for col in state.layouts[seat]]


def pile_tops(state: FranticFrankfurtState) -> list[str | None]:
    return [short(p[-1]) if p else None for p in state.piles]
