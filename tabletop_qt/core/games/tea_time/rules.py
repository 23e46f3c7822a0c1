"""The Tea Time rules engine: the only judge of what may be taken and what it scores."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError
from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games.tea_time.cards import (
    ALICE,
    ALICE_BONUS,
    ALL_CHARACTER_CARDS,
    CARDS_PER_CHARACTER,
    REMOVED_PER_CHARACTER_3P,
    Character,
    Face,
    character_of,
    score_for_count,
)
from tabletop_qt.core.games.tea_time.codes import Code, End, Reason
from tabletop_qt.core.games.tea_time.grid import GRID_SIZE, ROUNDS, face_at, line_masks, line_set
from tabletop_qt.core.games.tea_time.state import Collected, TeaTimeState


@dataclass(frozen=True)
class Take:
    """Take these grid cells (row-major indices), sorted."""

    cells: tuple[int, ...]


class TeaTime:
    id = "tea_time"
    rules_version = 1
    min_players = 2
    max_players = 4

    # ------------------------------------------------------------------ setup
    def default_options(self, players: int) -> Mapping[str, Any]:
        return {}

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> TeaTimeState:
        state, _ = self.new_state_with_events(players, seed, options)
        return state

    def new_state_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[TeaTimeState, list[Event]]:
        if players not in GRID_SIZE:
            raise InvalidActionError(Reason.PLAYERS, players=players)
        r = rng.seed_state(seed)
        deck, r = rng.shuffled(r, ALL_CHARACTER_CARDS)
        removed: list[str] = []
        events: list[Event] = []
        if players == 3:
            # Two cards of each character leave the game unseen: the last two of each in the shuffled deck.
            kept: list[str] = []
            left = Counter({c: CARDS_PER_CHARACTER - REMOVED_PER_CHARACTER_3P for c in Character})
            for card in deck:
                ch = character_of(card)
                if left[ch] > 0:
                    left[ch] -= 1
                    kept.append(card)
                else:
                    removed.append(card)
            deck = kept
            events.append(Event(Code.CARDS_REMOVED, {"count": len(removed)}))
        first, r = rng.below(r, players)
        events.append(Event(Code.FIRST_PLAYER, {"seat": first}))
        cols, rows = GRID_SIZE[players]
        size = cols * rows
        state = TeaTimeState(
            players=players,
            round=1,
            rounds_total=ROUNDS[players],
            turn_in_round=0,
            current=first,
            grid=tuple(deck[:size]),
            deck=tuple(deck[size:]),
            removed=tuple(removed),
            collections=tuple(() for _ in range(players)),
            discarded=(),
            alice_holder=first,
            finished=False,
            rng=r,
        )
        events.append(Event(Code.GRID_DEALT, {"round": 1, "first_seat": first}))
        return state, events

    # ------------------------------------------------------------------ queries
    def current_seats(self, state: TeaTimeState) -> Sequence[int]:
        return () if state.finished else (state.current,)

    def legal_actions(self, state: TeaTimeState, seat: int) -> list[Take]:
        if state.finished or seat != state.current:
            return []
        occupied = 0
        for cell, card in enumerate(state.grid):
            if card is not None:
                occupied |= 1 << cell
        out: list[Take] = []
        for by_size in _takes(state.cols, state.rows)[: state.max_take]:
            out.extend(take for take, mask in by_size if occupied & mask == mask)
        return out

    def check(self, state: TeaTimeState, seat: int, action: Take) -> None:
        """Raise the reason ``action`` is refused, if it is."""
        if not isinstance(action, Take):
            raise InvalidActionError(Reason.MALFORMED)
        if state.finished:
            raise IllegalActionError(Reason.GAME_OVER)
        if seat != state.current:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, seat=state.current)
        cells = action.cells
        size = len(state.grid)
        if not cells:
            raise IllegalActionError(Reason.NONE_TAKEN)
        if any(not (0 <= c < size) for c in cells) or len(set(cells)) != len(cells):
            raise InvalidActionError(Reason.MALFORMED)
        if any(state.grid[c] is None for c in cells):
            raise IllegalActionError(Reason.EMPTY_CELL)
        if len(cells) > state.max_take:
            if state.turn_in_round == 0:
                raise IllegalActionError(Reason.FIRST_TAKE_ONE)
            raise IllegalActionError(Reason.TOO_MANY, count=state.max_take)
        if tuple(sorted(cells)) not in line_set(state.cols, state.rows):
            raise IllegalActionError(Reason.NOT_A_LINE)

    def apply(self, state: TeaTimeState, seat: int, action: Take) -> tuple[TeaTimeState, list[Event]]:
        self.check(state, seat, action)
        cells = tuple(sorted(action.cells))
        grid = list(state.grid)
        collections = list(state.collections)
        mine = list(collections[seat])
        discarded = list(state.discarded)
        alice_holder = state.alice_holder
        events: list[Event] = []

        taken: list[dict[str, Any]] = []
        cancelled: Counter[Character] = Counter()
        for cell in cells:
            card = grid[cell]
            grid[cell] = None
            assert card is not None
            if card == ALICE:
                alice_holder = seat
                taken.append({"cell": cell, "card": ALICE})
                continue
            face = face_at(cell, state.cols)
            character = character_of(card)
            taken.append({"cell": cell, "card": character.value, "face": face.value})
            # A card facing the other way than one already collected cancels it, one for one.
            match = _last_index(mine, character, face.opposite)
            if match is None:
                mine.append((card, face))
            else:
                discarded.append(mine.pop(match))
                discarded.append((card, face))
                cancelled[character] += 1
        events.append(Event(Code.CARDS_TAKEN, {"seat": seat, "cards": taken}))

        if state.turn_in_round == 0 and state.alice_holder == seat:
            # The round opener puts Alice where the card was.
            grid[cells[0]] = ALICE
            alice_holder = None
            events.append(Event(Code.ALICE_PLACED, {"seat": seat, "cell": cells[0]}))

        for character, pairs in cancelled.items():
            events.append(
                Event(Code.CARDS_CANCELLED, {"seat": seat, "character": character.value, "pairs": pairs})
            )
        collections[seat] = tuple(mine)

        next_state = replace(
            state,
            grid=tuple(grid),
            collections=tuple(collections),
            discarded=tuple(discarded),
            alice_holder=alice_holder,
            turn_in_round=state.turn_in_round + 1,
            current=(seat + 1) % state.players,
        )
        if all(c is None for c in grid):
            next_state, more = self._end_round(next_state)
            events.extend(more)
        return next_state, events

    def _end_round(self, state: TeaTimeState) -> tuple[TeaTimeState, list[Event]]:
        events = [Event(Code.ROUND_ENDED, {"round": state.round, "scores": list(self.scores(state))})]
        assert state.alice_holder is not None
        if state.round >= state.rounds_total:
            finished = replace(state, finished=True, current=state.alice_holder)
            result = self.outcome(finished)
            events.append(
                Event(Code.GAME_ENDED, {"scores": list(result.scores), "winners": list(result.winners)})
            )
            return finished, events
        size = state.cols * state.rows
        state = replace(
            state,
            round=state.round + 1,
            turn_in_round=0,
            current=state.alice_holder,
            grid=tuple(state.deck[:size]),
            deck=tuple(state.deck[size:]),
        )
        events.append(Event(Code.GRID_DEALT, {"round": state.round, "first_seat": state.current}))
        return state, events

    # ------------------------------------------------------------------ scoring
    def counts(self, state: TeaTimeState, seat: int) -> dict[Character, int]:
        counts = {c: 0 for c in Character}
        for card, _ in state.collections[seat]:
            counts[character_of(card)] += 1
        return counts

    def score(self, state: TeaTimeState, seat: int) -> int:
        total = sum(score_for_count(n) for n in self.counts(state, seat).values())
        if state.alice_holder == seat:
            total += ALICE_BONUS
        return total

    def scores(self, state: TeaTimeState) -> tuple[int, ...]:
        return tuple(self.score(state, s) for s in range(state.players))

    def outcome(self, state: TeaTimeState) -> Outcome:
        scores = self.scores(state)
        if not state.finished:
            return Outcome(False, (), scores, "")
        best = max(scores)
        tied = tuple(s for s in range(state.players) if scores[s] == best)
        if len(tied) > 1 and state.alice_holder in tied:
            return Outcome(True, (state.alice_holder,), scores, End.TIE_ALICE)
        return Outcome(True, tied, scores, End.MOST_POINTS if len(tied) == 1 else End.SHARED)

    # ------------------------------------------------------------------ views and wire forms
    def view(self, state: TeaTimeState, seat: int | None) -> dict[str, Any]:
        cols = state.cols
        grid: list[dict[str, Any] | None] = []
        for cell, card in enumerate(state.grid):
            if card is None:
                grid.append(None)
            elif card == ALICE:
                grid.append({"card": ALICE})
            else:
                grid.append({"card": character_of(card).value, "face": face_at(cell, cols).value})
        collections = []
        for s in range(state.players):
            counts = self.counts(state, s)
            faces: dict[str, str] = {}
            for card, face in state.collections[s]:
                faces[character_of(card).value] = face.value
            collections.append(
                {
                    "counts": {c.value: n for c, n in counts.items() if n},
                    "faces": faces,
                    "alice": state.alice_holder == s,
                    "score": self.score(state, s),
                }
            )
        result = self.outcome(state)
        return {
            "game": self.id,
            "seat": seat,
            "players": state.players,
            "cols": cols,
            "rows": state.rows,
            "round": state.round,
            "rounds_total": state.rounds_total,
            "turn_in_round": state.turn_in_round,
            "max_take": state.max_take,
            "current": None if state.finished else state.current,
            "grid": grid,
            "deck_count": len(state.deck),
            "removed_count": len(state.removed),
            "discarded_count": len(state.discarded),
            "collections": collections,
            "alice_holder": state.alice_holder,
            "finished": state.finished,
            "outcome": result.to_json(),
        }

    def state_to_json(self, state: TeaTimeState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: Any) -> TeaTimeState:
        return TeaTimeState.from_json(data)

    def action_to_json(self, action: Take) -> dict[str, Any]:
        return {"type": "take", "cells": list(action.cells)}

    def action_from_json(self, data: Any) -> Take:
        if not isinstance(data, dict) or data.get("type") != "take":
            raise InvalidActionError(Reason.MALFORMED)
        cells = data.get("cells")
        if not isinstance(cells, list) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in cells
        ):
            raise InvalidActionError(Reason.MALFORMED)
        if len(cells) > 3:
            raise InvalidActionError(Reason.MALFORMED)
        return Take(tuple(sorted(cells)))

    def reveals_information(self, events: Sequence[Event]) -> bool:
        return any(e.code == Code.GRID_DEALT for e in events)


@lru_cache(maxsize=None)
def _takes(cols: int, rows: int) -> tuple[tuple[tuple[Take, int], ...], ...]:
    """Every possible take of each size, made once and shared: takes are immutable values."""
    return tuple(tuple((Take(line), mask) for line, mask in by_size) for by_size in line_masks(cols, rows))


def _last_index(collection: list[Collected], character: Character, face: Face) -> int | None:
    for i in range(len(collection) - 1, -1, -1):
        card, f = collection[i]
        if f is face and character_of(card) is character:
            return i
    return None
