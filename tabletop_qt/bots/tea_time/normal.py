"""Tea Time bots. They read the seat's view (the grid is all public, collections are public) and nothing else.

A collection is kept as one signed number per character: +n for n normal cards, -n for n mirror cards. Taking
a card adds +1 or -1, which is exactly the rulebook's one-for-one cancellation, so no face bookkeeping is needed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_qt.bots.base import Bot, Level, require_legal
from tabletop_qt.core.games.tea_time.cards import ALICE, ALICE_BONUS, SCORE_BY_COUNT, Character, Face
from tabletop_qt.core.games.tea_time.grid import lines

_CHARACTER_INDEX: dict[str, int] = {c.value: i for i, c in enumerate(Character)}
_SIGN: dict[str, int] = {Face.NORMAL.value: 1, Face.MIRROR.value: -1}
_ALICE_CELL = -1  # a grid cell holding Alice, in the bots' compact grid

# Points by card count, long enough that no count met in a game falls off the end (there are 10 per character).
_POINTS: tuple[float, ...] = tuple(float(p) for p in SCORE_BY_COUNT) + (float(SCORE_BY_COUNT[-1]),) * 8

Cell = tuple[int, int] | int | None  # (character index, sign), _ALICE_CELL, or None for an empty cell


@dataclass(frozen=True)
class Weights:
    """How the normal bot weighs a take.

    ``early_points`` replaces the scoring table before the last round. There the table's -4 for a first card
    is misleading: a lone card can still be cancelled or built on, and an empty column rarely stays empty
    to the end, so 0 and 1 card are worth about the same; a sixth card is a buffer against a forced
    opposite face. In seeded self-play this table beat the plain scoring table in 86% of 2-player games
    (and interpolating between the two round by round did worse than switching at the last round).

    ``alice_early`` is what Alice is worth before the last round: she only makes you open the next round,
    where she goes straight back into the grid; in the last round whoever takes her keeps the 4 points.

    ``reply_*`` scale the next player's best answer: in two-player games their gain is exactly our loss;
    with more players, hurting only the next player also helps the others.
    """

    alice_early: float = 0.25
    reply_two_players: float = 1.0
    reply_more_players: float = 0.6
    early_points: tuple[float, ...] = (3.0, 3.0, 5.0, 7.5, 10.5, 14.0, 15.5)


@dataclass(frozen=True)
class _Board:
    seat: int
    players: int
    cols: int
    rows: int
    turn_in_round: int
    last_round: bool
    grid: tuple[Cell, ...]
    signed: tuple[tuple[int, ...], ...]  # per seat, per character


def _read_view(view: dict[str, Any]) -> _Board:
    grid: list[Cell] = []
    for cell in view["grid"]:
        if cell is None:
            grid.append(None)
        elif cell["card"] == ALICE:
            grid.append(_ALICE_CELL)
        else:
            grid.append((_CHARACTER_INDEX[cell["card"]], _SIGN[cell["face"]]))
    signed: list[tuple[int, ...]] = []
    for collection in view["collections"]:
        row = [0] * len(_CHARACTER_INDEX)
        for character, count in collection["counts"].items():
            row[_CHARACTER_INDEX[character]] = count * _SIGN[collection["faces"][character]]
        signed.append(tuple(row))
    seat = view["seat"]
    if seat is None:
        raise ValueError("a bot needs a seat's view, not a spectator's")
    return _Board(
        seat=seat,
        players=view["players"],
        cols=view["cols"],
        rows=view["rows"],
        turn_in_round=view["turn_in_round"],
        last_round=view["round"] >= view["rounds_total"],
        grid=tuple(grid),
        signed=tuple(signed),
    )


def _pad(points: Sequence[float]) -> tuple[float, ...]:
    return tuple(points) + (points[-1],) * (len(_POINTS) - len(points))


def _gain(
    signed: Sequence[int],
    grid: Sequence[Cell],
    cells: Sequence[int],
    alice_value: float,
    points: Sequence[float] = _POINTS,
) -> float:
    """How much taking ``cells`` changes a collection's points (plus Alice's worth if she is among them)."""
    changed: dict[int, int] = {}
    gain = 0.0
    for c in cells:
        card = grid[c]
        if card == _ALICE_CELL:
            gain += alice_value
        elif card is not None:
            index, sign = card  # type: ignore[misc]
            changed[index] = changed.get(index, signed[index]) + sign
    for index, new in changed.items():
        gain += points[abs(new)] - points[abs(signed[index])]
    return gain


def _cells_of(action: dict[str, Any]) -> tuple[int, ...]:
    return tuple(action["cells"])


class EasyTeaTimeBot(Bot):
    """Mostly random; now and then it grabs whatever scores best at once, so it is not completely hopeless."""

    GREEDY_SHARE = 0.3

    def __init__(self) -> None:
        super().__init__(Level.EASY)

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        if rng.random() >= self.GREEDY_SHARE:
            return rng.choice(legal)
        board = _read_view(view)
        alice = ALICE_BONUS if board.last_round else 0.0
        mine = board.signed[board.seat]
        gains = [_gain(mine, board.grid, _cells_of(a), alice) for a in legal]
        best = max(gains)
        return rng.choice([a for a, g in zip(legal, gains, strict=True) if g == best])


class NormalTeaTimeBot(Bot):
    """Scores each take by its own change in points minus the best the next player can then take."""

    def __init__(self, weights: Weights | None = None) -> None:
        super().__init__(Level.NORMAL)
        self.weights = weights or Weights()

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        board = _read_view(view)
        values = self.evaluate(board, [_cells_of(a) for a in legal])
        best = max(values)
        # Near-equal takes are chosen at random so that games between bots do not all go the same way.
        return rng.choice([a for a, v in zip(legal, values, strict=True) if v >= best - 1e-9])

    def evaluate(self, board: _Board, takes: list[tuple[int, ...]]) -> list[float]:
        w = self.weights
        alice = ALICE_BONUS if board.last_round else w.alice_early
        mine = board.signed[board.seat]
        nxt = (board.seat + 1) % board.players
        theirs = board.signed[nxt]
        reply = w.reply_two_players if board.players == 2 else w.reply_more_players
        their_max = min(board.turn_in_round + 2, 3)
        grid = board.grid
        points: Sequence[float] = _POINTS if board.last_round else _pad(w.early_points)

        if board.turn_in_round == 0:
            # The opener's card is replaced by Alice, so the grid the next player faces is not a subset of
            # this one; only one card is taken, so a full recount per take is cheap.
            out = []
            for take in takes:
                after = list(grid)
                after[take[0]] = _ALICE_CELL
                answer = self._best_reply(theirs, after, board.cols, board.rows, their_max, alice, points)
                out.append(_gain(mine, grid, take, alice, points) - reply * answer)
            return out

        # Every answer of the next player is a line that is full now and misses our take: rank them once.
        answers: list[tuple[float, int]] = []
        for length in range(1, their_max + 1):
            for line in lines(board.cols, board.rows, length):
                if all(grid[c] is not None for c in line):
                    answers.append((_gain(theirs, grid, line, alice, points), _mask(line)))
        answers.sort(key=lambda pair: pair[0], reverse=True)
        left = sum(1 for c in grid if c is not None)
        out = []
        for take in takes:
            value = _gain(mine, grid, take, alice, points)
            if len(take) < left:  # taking the last cards ends the round: the next grid is unknown
                taken = _mask(take)
                answer = next((g for g, m in answers if not m & taken), 0.0)
                value -= reply * answer
            out.append(value)
        return out

    @staticmethod
    def _best_reply(
        signed: Sequence[int],
        grid: Sequence[Cell],
        cols: int,
        rows: int,
        most: int,
        alice: float,
        points: Sequence[float],
    ) -> float:
        best: float | None = None
        for length in range(1, most + 1):
            for line in lines(cols, rows, length):
                if all(grid[c] is not None for c in line):
                    g = _gain(signed, grid, line, alice, points)
                    if best is None or g > best:
                        best = g
        return 0.0 if best is None else best


def _mask(cells: Sequence[int]) -> int:
    m = 0
    for c in cells:
        m |= 1 << c
    return m


def make(level: str) -> Bot:
    if level == Level.EASY.value:
        return EasyTeaTimeBot()
    if level == Level.NORMAL.value:
        return NormalTeaTimeBot()
    raise ValueError(f"unknown bot level {level!r} for tea_time")
