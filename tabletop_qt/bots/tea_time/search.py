"""Tea Time for the search: what a seat cannot see is the order of the face-down deck, which cards left the game
unseen (3 players) and which pairs were cancelled; the grid and the collections are public.

Within a round everything that matters is public: the hidden part is what the next grids will hold. So the tree
walks the rules' own states (its moves may cross into a next round, dealt from the guessed deck), and each leaf is
valued by a quick rollout on a compact copy of the position: greedy takes scored like the normal bot scores them
(the change in the mover's points), played to the end of the round, then the collections valued with the normal
bot's table for rounds still to come (or the real scores once the game is over).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_qt.bots.search.adapter import GuessError, SearchAdapter
from tabletop_qt.bots.tea_time.normal import Weights
from tabletop_qt.core.games.tea_time.cards import (
    ALICE,
    ALICE_BONUS,
    ALL_CHARACTER_CARDS,
    SCORE_BY_COUNT,
    Character,
    Face,
    character_of,
)
from tabletop_qt.core.games.tea_time.grid import GRID_SIZE, face_at, line_masks
from tabletop_qt.core.games.tea_time.state import TeaTimeState

ITERATIONS = 400

_BY_CHARACTER: dict[str, tuple[str, ...]] = {
    c.value: tuple(card for card in ALL_CHARACTER_CARDS if character_of(card) is c) for c in Character
}
_CHARACTER_INDEX: dict[Character, int] = {c: i for i, c in enumerate(Character)}
# Each character card's index 0..5, looked up once instead of parsing the id in every rollout.
_INDEX_OF_CARD: dict[str, int] = {card: _CHARACTER_INDEX[character_of(card)] for card in ALL_CHARACTER_CARDS}
_SIGN_OF_FACE: dict[Face, int] = {Face.NORMAL: 1, Face.MIRROR: -1}

# A compact grid cell: _EMPTY, _ALICE_CODE, or (index + 1) * sign, so one int says character and face.
_EMPTY = 0
_ALICE_CODE = 100

_FINAL_POINTS: tuple[float, ...] = tuple(float(p) for p in SCORE_BY_COUNT) + (float(SCORE_BY_COUNT[-1]),) * 8


def _padded(points: Sequence[float]) -> tuple[float, ...]:
    return tuple(points) + (points[-1],) * (len(_FINAL_POINTS) - len(points))


_WEIGHTS = Weights()
_EARLY_POINTS: tuple[float, ...] = _padded(_WEIGHTS.early_points)


class TeaTimeAdapter(SearchAdapter):
    # Every iteration stops at its leaf and lets ``evaluate`` roll out on a compact copy (far quicker than the
    # rules' own states, which check and log every take).
    max_playout = 0
    exploration = 0.3
    # The rollout's margin (in points) that counts as a near-certain lead: rewards are a logistic of margin/scale.
    margin_scale = 3.0
    # The share of a finished game's reward that is the win itself; the rest rewards the margin.
    win_weight = 0.7
    # How many round ends a rollout plays to (1: the current round's; more: on through grids of the guessed deck).
    # Two did worse against normal on the same 80 seeds (56 wins at 400 iterations, 50 at 250, against 63 with
    # one): a greedy second round is noise more than information, and it halves the iterations a second.
    rollout_rounds = 1
    # The mean reward said as a win chance is pulled this far toward an even share (analysis/measure.py). The
    # least-squares "shrink" of the mid-game chances against the results (benchmarks/analysis.py --game tea_time,
    # 200 seeded 2-player games each) was 0.57 on seeds 1001-1200 (the raw chances: the seat called ahead won
    # 62.5%, the 0.70-1.00 band 67%) and 0.75 on seeds 1301-1500: their mean. With it, held-out seeds 1601-1800
    # measured a remaining shrink of 1.29 (slightly under-confident) and seeds 1001-1200 0.86: within the noise.
    confidence = 0.66

    def determinise(self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random) -> TeaTimeState:
        free = {character: list(cards) for character, cards in _BY_CHARACTER.items()}
        for cards in free.values():
            rng.shuffle(cards)
        grid: list[str | None] = []
        for cell in view["grid"]:
            if cell is None:
                grid.append(None)
            elif cell["card"] == ALICE:
                grid.append(ALICE)
            else:
                grid.append(free[cell["card"]].pop())
        collections = []
        for held in view["collections"]:
            collection = []
            for character, count in held["counts"].items():
                face = Face(held["faces"][character])
                collection.extend((free[character].pop(), face) for _ in range(count))
            collections.append(tuple(collection))
        unseen = [card for cards in free.values() for card in cards]
        rng.shuffle(unseen)
        discarded_count = int(view["discarded_count"])
        removed_count = int(view["removed_count"])
        discarded = tuple(
            (card, Face.NORMAL if i % 2 == 0 else Face.MIRROR) for i, card in enumerate(unseen[:discarded_count])
        )
        removed = tuple(unseen[discarded_count : discarded_count + removed_count])
        deck = tuple(unseen[discarded_count + removed_count :])
        if len(deck) != view["deck_count"]:
            raise GuessError("the view's card counts do not add up")
        return TeaTimeState(
            players=int(view["players"]),
            round=int(view["round"]),
            rounds_total=int(view["rounds_total"]),
            turn_in_round=int(view["turn_in_round"]),
            current=int(view["current"]),
            grid=tuple(grid),
            deck=deck,
            removed=removed,
            collections=tuple(collections),
            discarded=discarded,
            alice_holder=view["alice_holder"],
            finished=bool(view["finished"]),
            # The rules never draw from it again once the deck is dealt; the leaf's rollout is seeded from it,
            # so a search stays a pure function of its seed.
            rng=rng.getrandbits(64),
        )

    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        values, finished = _rollout(state, random.Random(state.rng ^ _rollout_salt(state)), None, self.rollout_rounds)
        return self._rewards(values, finished, state.alice_holder if finished else None)

    def _rewards(self, values: Sequence[float], finished: bool, alice: int | None) -> list[float]:
        n = len(values)
        rewards = []
        for seat in range(n):
            best_other = max(values[s] for s in range(n) if s != seat)
            margin = values[seat] - best_other
            smooth = 1.0 / (1.0 + math.exp(-margin / self.margin_scale))
            if not finished:
                rewards.append(smooth)
                continue
            won = 1.0 if margin > 0 or (margin == 0 and alice == seat) else 0.0
            rewards.append(self.win_weight * won + (1.0 - self.win_weight) * smooth)
        return rewards


def _rollout_salt(state: TeaTimeState) -> int:
    # Leaves of one iteration share the guess's seed; which cells are still full tells different leaves apart
    # (ints only: a string's hash changes from one process to the next, and a search must replay exactly).
    occupied = sum(1 << cell for cell, card in enumerate(state.grid) if card is not None)
    return (occupied << 8) ^ (state.round << 4) ^ state.turn_in_round


def _rollout(
    state: TeaTimeState, rng: random.Random, record: list[tuple[int, ...]] | None = None, rounds: int = 1
) -> tuple[list[float], bool]:
    """Play greedily on a compact copy to the end of the round, and on through ``rounds - 1`` more rounds dealt
    from the (guessed) deck; each seat's valuation there, and whether the game is then over (the values are then
    the real scores). ``record``, if given, receives the takes (tests replay them through the rules to hold the
    compact copy to them)."""
    players = state.players
    cols, rows = GRID_SIZE[players]
    signed = [[0] * len(Character) for _ in range(players)]
    for seat, collection in enumerate(state.collections):
        row = signed[seat]
        for card, face in collection:
            row[_INDEX_OF_CARD[card]] += _SIGN_OF_FACE[face]
    alice = state.alice_holder
    if state.finished:
        return _values(signed, alice, True), True
    size = cols * rows
    signs = [_cell_sign(cell, cols) for cell in range(size)]
    grid = [0] * size
    occupied = 0
    for cell, card in enumerate(state.grid):
        if card is None:
            continue
        occupied |= 1 << cell
        grid[cell] = _ALICE_CODE if card == ALICE else (_INDEX_OF_CARD[card] + 1) * signs[cell]
    by_size = line_masks(cols, rows)
    turn = state.turn_in_round
    seat = state.current
    round_number = state.round
    dealt = 0
    while True:
        last_round = round_number >= state.rounds_total
        points = _FINAL_POINTS if last_round else _EARLY_POINTS
        alice_value = float(ALICE_BONUS) if last_round else _WEIGHTS.alice_early
        while occupied:
            most = turn + 1 if turn < 3 else 3
            row = signed[seat]
            best = -1e9
            chosen: tuple[int, ...] = ()
            chosen_mask = 0
            for length in range(most):
                for line, mask in by_size[length]:
                    if occupied & mask != mask:
                        continue
                    gain = rng.random() * 0.5  # ties and near-ties broken at random, as the normal bot does
                    if length == 0:
                        code = grid[line[0]]
                        if code == _ALICE_CODE:
                            gain += alice_value
                        else:
                            i = (code if code > 0 else -code) - 1
                            old = row[i]
                            new = old + (1 if code > 0 else -1)
                            gain += points[new if new >= 0 else -new] - points[old if old >= 0 else -old]
                    else:
                        changed: dict[int, int] = {}
                        for c in line:
                            code = grid[c]
                            if code == _ALICE_CODE:
                                gain += alice_value
                            else:
                                i = (code if code > 0 else -code) - 1
                                changed[i] = changed.get(i, row[i]) + (1 if code > 0 else -1)
                        for i, new in changed.items():
                            old = row[i]
                            gain += points[new if new >= 0 else -new] - points[old if old >= 0 else -old]
                    if gain > best:
                        best, chosen, chosen_mask = gain, line, mask
            if record is not None:
                record.append(chosen)
            for c in chosen:
                code = grid[c]
                if code == _ALICE_CODE:
                    alice = seat
                else:
                    i = (code if code > 0 else -code) - 1
                    row[i] += 1 if code > 0 else -1
                grid[c] = _EMPTY
            occupied &= ~chosen_mask
            if turn == 0 and alice == seat:
                # The round opener puts Alice where the card was.
                grid[chosen[0]] = _ALICE_CODE
                occupied |= 1 << chosen[0]
                alice = None
            turn += 1
            seat = (seat + 1) % players
        rounds -= 1
        if last_round or rounds <= 0:
            return _values(signed, alice, last_round), last_round
        # The next grid, from the guessed deck; its holder of Alice opens it.
        assert alice is not None
        for cell in range(size):
            grid[cell] = (_INDEX_OF_CARD[state.deck[dealt + cell]] + 1) * signs[cell]
        dealt += size
        occupied = (1 << size) - 1
        round_number += 1
        turn = 0
        seat = alice


def _values(signed: list[list[int]], alice: int | None, final: bool) -> list[float]:
    points = _FINAL_POINTS if final else _EARLY_POINTS
    bonus = float(ALICE_BONUS) if final else _WEIGHTS.alice_early
    out = []
    for seat, row in enumerate(signed):
        value = sum(points[n if n >= 0 else -n] for n in row)
        if alice == seat:
            value += bonus
        out.append(value)
    return out


def _cell_sign(cell: int, cols: int) -> int:
    return 1 if face_at(cell, cols) is Face.NORMAL else -1


ADAPTER = TeaTimeAdapter()
