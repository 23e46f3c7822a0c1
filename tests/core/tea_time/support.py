"""Builders for hand-made Tea Time positions. Every position they make passes the engine's own state check."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop_qt.core.games.tea_time.cards import (
    ALICE,
    CARDS_PER_CHARACTER,
    REMOVED_PER_CHARACTER_3P,
    Character,
    Face,
    card_id,
)
from tabletop_qt.core.games.tea_time.grid import GRID_SIZE, ROUNDS
from tabletop_qt.core.games.tea_time.rules import Take, TeaTime
from tabletop_qt.core.games.tea_time.state import TeaTimeState, check_state

SCENARIOS = Path(__file__).parent / "scenarios"
GAME = TeaTime()

# Short names keep hand-drawn grids readable.
CAT = Character.CHESHIRE_CAT
HATTER = Character.MAD_HATTER
RABBIT = Character.WHITE_RABBIT
CATERPILLAR = Character.CATERPILLAR
QUEEN = Character.QUEEN_OF_HEARTS
TWEEDLES = Character.TWEEDLES
N = Face.NORMAL
M = Face.MIRROR

GridSpec = Sequence[Character | str | None]  # a character, ALICE, or None for an empty cell


def load_scenario(name: str) -> TeaTimeState:
    return GAME.state_from_json(json.loads((SCENARIOS / name).read_text(encoding="utf-8")))


def build(
    players: int = 2,
    grid: GridSpec | None = None,
    *,
    current: int = 0,
    turn_in_round: int = 2,
    alice_holder: int | None = None,
    collections: Sequence[Iterable[tuple[Character, Face, int]]] | None = None,
    round: int = 2,
    finished: bool = False,
) -> TeaTimeState:
    """A position with the given grid and collections; the other cards fill the deck, then the discard pile.

    ``collections`` lists (character, face, how many) per seat. Alice is held by ``alice_holder`` unless
    the grid shows her. The default is round 2 because a round-1 position has every card in the grid or the
    deck, so nobody could hold any yet.
    """
    cols, rows = GRID_SIZE[players]
    size = cols * rows
    rounds_total = ROUNDS[players]
    pool: dict[Character, list[str]] = {c: [card_id(c, n) for n in range(CARDS_PER_CHARACTER)] for c in Character}
    removed: list[str] = []
    if players == 3:
        for c in Character:
            removed += [pool[c].pop() for _ in range(REMOVED_PER_CHARACTER_3P)]

    def draw(character: Character) -> str:
        if not pool[character]:
            raise ValueError(f"not enough {character.value} cards for this position")
        return pool[character].pop(0)

    if grid is None:
        grid = [list(Character)[i % len(Character)] for i in range(size)]
    if len(grid) != size:
        raise ValueError(f"a {players}-player grid has {size} cells")
    cells: list[str | None] = []
    for spec in grid:
        if spec is None or spec == ALICE:
            cells.append(spec)  # type: ignore[arg-type]
        else:
            cells.append(draw(Character(spec)))
    held: list[tuple[tuple[str, Face], ...]] = []
    for seat in range(players):
        spec_list = list(collections[seat]) if collections and seat < len(collections) else []
        held.append(tuple((draw(c), face) for c, face, count in spec_list for _ in range(count)))
    rest = [card for c in Character for card in pool[c]]
    rest.sort(key=lambda card: (int(card.split(".")[1]), card))  # interleave characters in the deck
    deck_size = size * (rounds_total - round)
    if len(rest) < deck_size:
        raise ValueError("not enough cards left for the deck")
    deck, leftover = rest[:deck_size], rest[deck_size:]
    # Whatever is neither dealt nor held went out of the game as cancelled pairs.
    discarded = tuple((card, N if i % 2 == 0 else M) for i, card in enumerate(leftover))
    if ALICE in cells:
        alice_holder = None
    elif alice_holder is None:
        alice_holder = current
    state = TeaTimeState(
        players=players,
        round=round,
        rounds_total=rounds_total,
        turn_in_round=turn_in_round,
        current=current,
        grid=tuple(cells),
        deck=tuple(deck),
        removed=tuple(removed),
        collections=tuple(held),
        discarded=discarded,
        alice_holder=alice_holder,
        finished=finished,
        rng=1,
    )
    check_state(state)
    return state


def take(state: TeaTimeState, *cells: int) -> TeaTimeState:
    """Apply the current seat's take of ``cells``."""
    after, _ = GAME.apply(state, state.current, Take(tuple(sorted(cells))))
    return after


def counts_and_faces(state: TeaTimeState, seat: int) -> dict[str, tuple[int, str]]:
    """A seat's collection as the view shows it: character -> (count, face)."""
    col = GAME.view(state, seat)["collections"][seat]
    return {ch: (n, col["faces"][ch]) for ch, n in col["counts"].items()}


def points_by_hand(counts: Mapping[Any, int], has_alice: bool) -> int:
    """The rulebook's table, written out again rather than taken from the engine."""
    table = {0: 5, 1: 1, 2: 3, 3: 6, 4: 10}  # and 15 for five or more
    total = sum(table.get(counts.get(c, 0), 15) for c in Character)
    return total + (4 if has_alice else 0)


def brute_force_lines(cols: int, rows: int) -> set[tuple[int, ...]]:
    """Straight runs of 1-3 cells, each cell one of the 8 neighbours of the next, no wrap-around."""
    found: set[tuple[int, ...]] = set()
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for r, c in cells:
        found.add((r * cols + c,))
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) == (0, 0):
                    continue
                run = [(r, c)]
                for _ in range(2):
                    nr, nc = run[-1][0] + dr, run[-1][1] + dc
                    if not (0 <= nr < rows and 0 <= nc < cols):
                        break
                    run.append((nr, nc))
                    found.add(tuple(sorted(x * cols + y for x, y in run)))
    return found
