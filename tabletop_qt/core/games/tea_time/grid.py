"""Grid geometry: sizes per player count, chessboard faces, and the straight lines a turn may take."""

from __future__ import annotations

from functools import lru_cache

from tabletop_qt.core.games.tea_time.cards import Face

# (columns, rows) by number of players: the rulebook's "3x4", "4x4" and "5x4".
GRID_SIZE: dict[int, tuple[int, int]] = {2: (3, 4), 3: (4, 4), 4: (5, 4)}
ROUNDS: dict[int, int] = {2: 5, 3: 3, 4: 3}

_DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))  # (dcol, drow): row, column and both diagonals


def face_at(cell: int, cols: int) -> Face:
    """Orthogonal neighbours show opposite faces; the top-left cell shows the normal face (a ruling)."""
    row, col = divmod(cell, cols)
    return Face.NORMAL if (row + col) % 2 == 0 else Face.MIRROR


@lru_cache(maxsize=None)
def lines(cols: int, rows: int, length: int) -> tuple[tuple[int, ...], ...]:
    """Every set of ``length`` cells adjacent in a straight line, as sorted cell tuples."""
    if length == 1:
        return tuple((c,) for c in range(cols * rows))
    found: set[tuple[int, ...]] = set()
    for row in range(rows):
        for col in range(cols):
            for dc, dr in _DIRECTIONS:
                cells = []
                for step in range(length):
                    c, r = col + dc * step, row + dr * step
                    if not (0 <= c < cols and 0 <= r < rows):
                        break
                    cells.append(r * cols + c)
                else:
                    found.add(tuple(sorted(cells)))
    return tuple(sorted(found))


@lru_cache(maxsize=None)
def line_set(cols: int, rows: int) -> frozenset[tuple[int, ...]]:
    return frozenset(line for length in (1, 2, 3) for line in lines(cols, rows, length))


@lru_cache(maxsize=None)
def line_masks(cols: int, rows: int) -> tuple[tuple[tuple[tuple[int, ...], int], ...], ...]:
    """For each take size 1..3, every line with the bit mask of its cells: legality is then one AND."""
    return tuple(
        tuple((line, sum(1 << c for c in line)) for line in lines(cols, rows, length)) for length in (1, 2, 3)
    )
