"""The whole position of a Frantic Frankfurt game as one immutable value, its JSON form, and its sanity check.

Orientation conventions (they matter for hidden information, so they are fixed here once):
- a draw pile is a tuple whose index 0 is its top card, the next one drawn; cards go under it by appending;
- a layout column is a tuple from its bottom card to its top card; the top card (the last) is face up, every
  card under it face down;
- a discard pile is a tuple from its first card (the one that opened it) to its top card (the last).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.state_fields import read_int as _int, read_bool as _bool, read_str as _str
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, kind_row, lays_on

GAME_ID = "frantic_frankfurt"
COLUMNS = 4  # every layout has four columns...
COLUMN_SIZES: tuple[int, ...] = (1, 2, 3, 4)  # ...dealt with 1, 2, 3 and 4 cards: 10 in all
LAYOUT_SIZE = sum(COLUMN_SIZES)
MIN_PLAYERS = 2
MAX_PLAYERS = 4
OPTION_STRESS = "continuous_stress"  # the rulebook's "stress continuo" variant

Column = tuple[str, ...]
Layout = tuple[Column, Column, Column, Column]


class Phase(enum.Enum):
    """What the table is doing; it decides which seats may act and how (docs/rules/frantic_frankfurt.md)."""

    OPENING = "opening"  # a round begins: every seat holds a card face down until all are ready to reveal
    PLAY = "play"  # everybody plays at once
    STUCK = "stuck"  # nobody can play or move: every seat must be ready before the simultaneous reveal
    RACE = "race"  # someone emptied their columns: they slap a pile, then the others race for the rest
    FINISHED = "finished"


@dataclass(frozen=True)
class FranticFrankfurtState:
    players: int
    stress: bool  # the "stress continuo" variant: round openings are not simultaneous
    round: int  # 1-based
    phase: Phase
    draw: tuple[tuple[str, ...], ...]  # per seat, index 0 = top
    layouts: tuple[Layout, ...]  # per seat, four columns, bottom -> top
    holding: tuple[str | None, ...]  # per seat: the card drawn face down to open a pile, not revealed yet
    piles: tuple[tuple[str, ...] | None, ...]  # per place (pile i lies in front of seat i); None: not open
    box: tuple[str, ...]  # the lid of the box: cards out of the game (the order carries no meaning)
    ready: tuple[bool, ...]  # OPENING and STUCK: who is ready for the reveal
    finisher: int | None  # RACE (and after): the seat that emptied its columns first this round
    claims: tuple[int | None, ...]  # RACE: the pile each seat slapped this round (the finisher's went to the box)
    winners: tuple[int, ...]  # FINISHED: who won
    rng: int

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "players": self.players,
            "options": {OPTION_STRESS: self.stress},
            "round": self.round,
            "phase": self.phase.value,
            "draw": [list(d) for d in self.draw],
            "layouts": [[list(col) for col in layout] for layout in self.layouts],
            "holding": list(self.holding),
            "piles": [None if p is None else list(p) for p in self.piles],
            "box": list(self.box),
            "ready": list(self.ready),
            "finisher": self.finisher,
            "claims": list(self.claims),
            "winners": list(self.winners),
            "rng": str(self.rng),  # a 64-bit integer: a string, so no JSON reader rounds it
        }

    @classmethod
    def from_json(cls, data: Any) -> FranticFrankfurtState:
        try:
            if not isinstance(data, dict) or data.get("game") != GAME_ID:
                raise InvalidStateError("not a Frantic Frankfurt state")
            options = data["options"]
            if not isinstance(options, Mapping):
                raise InvalidStateError("options")
            layouts = []
            for layout in data["layouts"]:
                if not isinstance(layout, list) or len(layout) != COLUMNS:
                    raise InvalidStateError("a layout has four columns")
                layouts.append(tuple(_cards(col) for col in layout))
            state = cls(
                players=_int(data["players"]),
                stress=_bool(options.get(OPTION_STRESS, False)),
                round=_int(data["round"]),
                phase=Phase(data["phase"]),
                draw=tuple(_cards(d) for d in data["draw"]),
                layouts=tuple(layouts),  # type: ignore[arg-type]
                holding=tuple(None if c is None else _str(c) for c in data["holding"]),
                piles=tuple(None if p is None else _cards(p) for p in data["piles"]),
                box=_cards(data["box"]),
                ready=tuple(_bool(r) for r in data["ready"]),
                finisher=None if data["finisher"] is None else _int(data["finisher"]),
                claims=tuple(None if c is None else _int(c) for c in data["claims"]),
                winners=tuple(_int(w) for w in data["winners"]),
                rng=int(_str(data["rng"])),
            )
        except InvalidStateError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"malformed Frantic Frankfurt state: {exc}") from exc
        check_state(state)
        return state


def _cards(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise InvalidStateError(f"expected a list of cards, got {value!r}")
    return tuple(_str(c) for c in value)


def can_play_or_move(state: FranticFrankfurtState, seat: int) -> bool:
    """Whether ``seat`` has a play or a move now (ignoring the phase), without building them: the stuck check
    runs it for every seat after every action."""
    layout = state.layouts[seat]
    has_empty = False
    has_hidden = False
    tops = [pile[-1] for pile in state.piles if pile is not None]
    for col in layout:
        if not col:
            has_empty = True
            continue
        if len(col) >= 2:
            has_hidden = True
        row = kind_row(col[-1])
        for top in tops:
            if lays_on(row, top):
                return True
    return has_empty and has_hidden


def all_cards(state: FranticFrankfurtState) -> list[str]:
    """Every card of the state, wherever it lies: the invariant is the 132 cards, each exactly once."""
    cards: list[str] = []
    for d in state.draw:
        cards += d
    for layout in state.layouts:
        for col in layout:
            cards += col
    cards += [c for c in state.holding if c is not None]
    for p in state.piles:
        if p is not None:
            cards += p
    cards += state.box
    return cards


_SORTED_DECK = sorted(ALL_CARDS)


def check_state(state: FranticFrankfurtState) -> None:
    """Raise InvalidStateError unless the state is a position the rules can reach."""
    n = state.players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise InvalidStateError("2 to 4 players")
    per_seat = (state.draw, state.layouts, state.holding, state.piles, state.ready, state.claims)
    if any(len(x) != n for x in per_seat):
        raise InvalidStateError("one draw pile, layout, held card, pile place, ready flag and claim per seat")
    if state.round < 1:
        raise InvalidStateError("round")
    if sorted(all_cards(state)) != _SORTED_DECK:
        raise InvalidStateError("every one of the 132 cards must be somewhere exactly once")
    if any(p is not None and not p for p in state.piles):
        raise InvalidStateError("an open pile holds at least the card that opened it")
    phase = state.phase
    if phase is not Phase.RACE and any(c is not None for c in state.claims):
        raise InvalidStateError("piles are slapped only in the race that ends a round")
    if phase in (Phase.OPENING, Phase.STUCK):
        if phase is Phase.OPENING and (
            any(h is None for h in state.holding) or any(p is not None for p in state.piles)
        ):
            raise InvalidStateError("a round opens with every seat holding a card and no pile open")
        if phase is Phase.STUCK and (
            any(h is not None for h in state.holding) or any(p is None for p in state.piles)
        ):
            raise InvalidStateError("the stuck reveal happens with every pile open and no card held")
        if all(state.ready):
            raise InvalidStateError("the reveal happens the moment the last seat is ready")
        if phase is Phase.STUCK and any(can_play_or_move(state, s) for s in range(n)):
            raise InvalidStateError("nobody is stuck while somebody can play or move")
    elif any(state.ready):
        raise InvalidStateError("only the reveals wait for seats to be ready")
    if phase in (Phase.PLAY, Phase.STUCK) and any(not any(layout) for layout in state.layouts):
        raise InvalidStateError("an empty layout starts the race at once")
    if phase is Phase.PLAY and not state.stress and any(h is not None for h in state.holding):
        raise InvalidStateError("without the variant every card is revealed before play starts")
    if phase is Phase.PLAY:
        for seat, held in enumerate(state.holding):
            if (held is None) == (state.piles[seat] is None):
                raise InvalidStateError("a seat's pile is open exactly when its card is revealed")
        if not any(state.holding[s] is not None or can_play_or_move(state, s) for s in range(n)):
            raise InvalidStateError("when nobody can play or move, everyone is stuck (the STUCK phase)")
    if phase is Phase.RACE:
        f = state.finisher
        if f is None or not 0 <= f < n or any(state.layouts[f]):
            raise InvalidStateError("the race is started by a seat whose columns are empty")
        claimed = [c for c in state.claims if c is not None]
        if len(set(claimed)) != len(claimed) or any(not 0 <= c < n for c in claimed):
            raise InvalidStateError("each pile is slapped once")
        if any(state.piles[c] is not None for c in claimed):
            raise InvalidStateError("a slapped pile is gone from the table")
        if state.claims[f] is None and any(c is not None for c in state.claims):
            raise InvalidStateError("the one who emptied their columns slaps first")
        for seat, held in enumerate(state.holding):
            if held is not None and (state.piles[seat] is not None or seat in state.claims):
                raise InvalidStateError("a card still held never opened its pile")
    elif state.finisher is not None and phase is not Phase.FINISHED:
        raise InvalidStateError("only the race and the end remember who emptied their columns")
    if (phase is Phase.FINISHED) != bool(state.winners):
        raise InvalidStateError("a finished game has winners, a running one none")
    if any(not 0 <= w < n for w in state.winners):
        raise InvalidStateError("winners")
    if phase is Phase.FINISHED and any(len(state.draw[w]) > 1 for w in state.winners):
        raise InvalidStateError("a winner has at most one card left in the draw pile")
