"""Frantic Frankfurt for the search: a real-time race, searched to the end of the round in play.

What a seat cannot see: every face-down card, its own included -- the order of every draw pile, the cards under
each column's top, a card held to open a pile, the cards under each pile's top and the box. A guess deals all
the cards that are not face up at random into those places, with the counts the view shows.

Who moves next: at one speed for all (the hard bot's advantage is its choices, not its reactions: its speed is a
separate setting) a real table is a race in which any seat may get there first, so the search draws the next
actor at random among the seats that may act (``current_seats``), in the tree and in the playouts alike.

Playouts follow a fast copy of the normal bot's valuation (read from the state, not from views), and stop when the
round in play ends: who emptied their columns first and how big a pile the others took is then counted in each
seat's cards left, which ``evaluate`` turns into rewards (fewer cards left is better; a finished game pays its
winners). The search thus weighs a play by how the rest of the round goes with it, over guesses of the cards it
cannot see.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_qt.bots.frantic_frankfurt.normal import Weights
from tabletop_qt.bots.search.adapter import GuessError, SearchAdapter
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, kind_row, lays_on
from tabletop_qt.core.games.frantic_frankfurt.rules import Move, Play, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import (
    OPTION_STRESS,
    FranticFrankfurtState,
    Phase,
)

ITERATIONS = 100

# A playout that has not reached the end of its round after this many actions is scored where it stands.
MAX_PLAYOUT = 60
# How many cards left make one "unit" of advantage in the rewards' logistic: a round typically moves one seat's
# count by 10 to 25 cards, so a few cards is a clear but not a certain edge.
CARDS_SCALE = 6.0
# A card still in a layout counts more than one in a draw pile: the layout decides who finishes the round first.
LAYOUT_WEIGHT = 1.5

_WEIGHTS = Weights()


def _card_id(card: Mapping[str, Any]) -> str:
    return str(card["id"])


class FranticFrankfurtAdapter(SearchAdapter):
    max_playout = MAX_PLAYOUT
    exploration = 0.7

    def __init__(self) -> None:
        # The race's coin and the round the search started in: both set by each ``determinise`` (the search
        # calls it once per iteration before any other hook), because ``actor`` and ``is_over`` get no rng and
        # no root. Per thread, so two searches running in two threads of one process never share them.
        self._local = threading.local()

    # ------------------------------------------------------------------ guessing
    def determinise(
        self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random
    ) -> FranticFrankfurtState:
        self._local.race = rng
        self._local.round = int(view["round"])
        seats = view["seats"]
        players = int(view["players"])
        seen: set[str] = set()
        for s in seats:
            for col in s["columns"]:
                if col["top"] is not None:
                    seen.add(_card_id(col["top"]))
        for p in view["piles"]:
            if p["top"] is not None:
                seen.add(_card_id(p["top"]))
        unseen = [c for c in ALL_CARDS if c not in seen]
        rng.shuffle(unseen)
        at = 0

        def take(count: int) -> tuple[str, ...]:
            nonlocal at
            cards = tuple(unseen[at : at + count])
            if len(cards) != count:
                raise GuessError("the view's card counts do not add up")
            at += count
            return cards

        draw = []
        layouts = []
        holding: list[str | None] = []
        for s in seats:
            draw.append(take(int(s["draw_count"])))
            columns = []
            for col in s["columns"]:
                if col["top"] is None:
                    columns.append(())
                else:
                    columns.append(take(int(col["hidden"])) + (_card_id(col["top"]),))
            layouts.append(tuple(columns))
            holding.append(take(1)[0] if s["holding"] else None)
        piles: list[tuple[str, ...] | None] = []
        for p in view["piles"]:
            if not p["open"]:
                piles.append(None)
            else:
                piles.append(take(int(p["count"]) - 1) + (_card_id(p["top"]),))
        box = take(int(view["box_count"]))
        if at != len(unseen):
            raise GuessError("the view's card counts do not add up")
        outcome = view["outcome"]
        return FranticFrankfurtState(
            players=players,
            stress=bool(view["options"].get(OPTION_STRESS, False)),
            round=int(view["round"]),
            phase=Phase(view["phase"]),
            draw=tuple(draw),
            layouts=tuple(layouts),  # type: ignore[arg-type]
            holding=tuple(holding),
            piles=tuple(piles),
            box=box,
            ready=tuple(bool(s["ready"]) for s in seats),
            finisher=view["finisher"],
            claims=tuple(s["claim"] for s in seats),
            winners=tuple(int(w) for w in outcome["winners"]) if outcome["finished"] else (),
            rng=rng.getrandbits(64),
        )

    # ------------------------------------------------------------------ the race
    def actor(self, game: Any, state: Any) -> int:
        seats = game.current_seats(state)
        race = getattr(self._local, "race", None)
        return seats[0] if len(seats) == 1 or race is None else race.choice(seats)

    def is_over(self, game: Any, state: Any) -> bool:
        # The horizon is the end of the round the search started in: its result is in everyone's cards left.
        return state.phase is Phase.FINISHED or state.round != getattr(self._local, "round", state.round)

    def actions(self, game: Any, state: Any, seat: int) -> Sequence[Any]:
        legal = game.legal_actions(state, seat)
        # Moving a card into one empty column or another is the same move: keep the first empty column only.
        out = []
        moved: set[str] = set()
        for a in legal:
            if isinstance(a, Move):
                if a.card in moved:
                    continue
                moved.add(a.card)
            out.append(a)
        return out

    def playout_action(self, game: Any, state: Any, seat: int, rng: random.Random) -> Any:
        return normal_choice(game, state, seat, rng)

    # ------------------------------------------------------------------ scoring
    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        if state.phase is Phase.FINISHED:
            return super().evaluate(game, state, players)
        loads = [_load(state, s) for s in range(players)]
        least = min(loads)
        weights = [math.exp(-(load - least) / CARDS_SCALE) for load in loads]
        total = sum(weights)
        return [w / total for w in weights]

    def players(self, game: Any, state: Any, view: Mapping[str, Any]) -> int:
        return int(state.players)


def _load(state: FranticFrankfurtState, seat: int) -> float:
    """What ``seat`` still has to shed, a layout card weighing more than a draw-pile card."""
    layout = sum(len(col) for col in state.layouts[seat]) + (state.holding[seat] is not None)
    return len(state.draw[seat]) + LAYOUT_WEIGHT * layout


def normal_choice(game: Any, state: FranticFrankfurtState, seat: int, rng: random.Random) -> Any:
    """The normal bot's choice (bots/frantic_frankfurt/normal.py: NormalFranticFrankfurtBot), read from the state: the
    same weights, the same smallest-pile slap, ties broken at random. Plays and moves are scored without building
    every legal action first: a playout asks this hundreds of times per decision."""
    if state.phase is Phase.PLAY and state.holding[seat] is None:
        return _normal_play(state, seat, rng)
    legal = game.legal_actions(state, seat)
    if len(legal) > 1 and isinstance(legal[0], Slap):
        counts = [len(state.piles[a.pile] or ()) for a in legal]
        least = min(counts)
        return rng.choice([a for a, c in zip(legal, counts, strict=True) if c == least])
    return legal[0]  # ready or reveal: the only action there is


def _normal_play(state: FranticFrankfurtState, seat: int, rng: random.Random) -> Any:
    w = _WEIGHTS
    layout = state.layouts[seat]
    tops = [col[-1] if col else None for col in layout]
    rows = [kind_row(t) if t is not None else -1 for t in tops]
    any_hidden = any(len(col) >= 2 for col in layout)
    empties = [ci for ci, col in enumerate(layout) if not col]
    their_rows = [
        kind_row(col[-1]) for s in range(state.players) if s != seat for col in state.layouts[s] if col
    ]
    piles = [(p, pile[-1]) for p, pile in enumerate(state.piles) if pile is not None]
    best = -math.inf
    choices: list[Any] = []
    r = state.round
    for ci, card in enumerate(tops):
        if card is None:
            continue
        row = rows[ci]
        targets = [Play(card, p, top, r) for p, top in piles if lays_on(row, top)]
        hidden = len(layout[ci]) - 1
        if targets:
            # The play's score does not depend on the pile (the normal bot's weights): every pile ties.
            if hidden:
                score = w.turn_up + w.per_hidden * hidden
            else:
                score = w.empty_column + (w.empty_with_hidden_elsewhere if any_hidden else 0.0)
            score += w.my_follow_up * sum(
                lays_on(rows[i], card) for i in range(len(tops)) if rows[i] >= 0 and i != ci
            )
            score -= w.their_follow_up * sum(lays_on(other, card) for other in their_rows)
            if score > best + 1e-9:
                best, choices = score, targets
            elif score >= best - 1e-9:
                choices = choices + targets
        if hidden and empties:
            moves = [Move(card, e, r) for e in empties]
            if w.move > best + 1e-9:
                best, choices = w.move, moves
            elif w.move >= best - 1e-9:
                choices = choices + moves
    return rng.choice(choices)


ADAPTER = FranticFrankfurtAdapter()
