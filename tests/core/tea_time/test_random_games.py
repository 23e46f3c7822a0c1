"""Thousands of seeded games of random legal takes (and some bot games), checking the rules' invariants after
every action against a small model of the game kept here, independently of the engine."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.tea_time.cards import ALICE, ALL_CHARACTER_CARDS
from tabletop_qt.core.games.tea_time.rules import Code, Take
from tabletop_qt.core.games.tea_time.state import TeaTimeState, all_cards

from .support import GAME, brute_force_lines
from tests.tiers import sample

EVERY_CARD = sorted([*ALL_CHARACTER_CARDS, ALICE])
ROUNDS = {2: 5, 3: 3, 4: 3}
COLUMNS = {2: 3, 3: 4, 4: 5}
POINTS = {0: 5, 1: 1, 2: 3, 3: 6, 4: 10}  # five or more: 15
CHARACTERS = ("caterpillar", "cheshire_cat", "tweedles", "mad_hatter", "queen_of_hearts", "white_rabbit")
# Full tier: 3 player counts x 7 chunks x 100 seeds = 2,100 random games; default: 25 seeds per count.
SEEDS_PER_CHUNK = sample(25, 100)
CHUNKS = sample(1, 7)
JSON_EVERY = 9  # round-trip the state through JSON text every this many actions


@dataclass
class Model:
    """What a careful human scorekeeper would note down: signed counts (+normal, -mirror) and Alice's place."""

    players: int
    signed: list[dict[str, int]] = field(default_factory=list)
    alice_holder: int | None = None
    rounds_ended: int = 0

    def face_sign(self, cell: int) -> int:
        row, col = divmod(cell, COLUMNS[self.players])
        return 1 if (row + col) % 2 == 0 else -1  # chessboard, normal top-left

    def take(self, seat: int, cells: tuple[int, ...], cards: list[str | None], opening: bool) -> None:
        for cell, card in zip(cells, cards, strict=True):
            assert card is not None
            if card == ALICE:
                self.alice_holder = seat
                continue
            character = card.split(".")[0]
            self.signed[seat][character] = self.signed[seat].get(character, 0) + self.face_sign(cell)
        if opening:
            self.alice_holder = None  # back into the grid, in place of the card taken

    def score(self, seat: int) -> int:
        counts = [abs(self.signed[seat].get(c, 0)) for c in CHARACTERS]
        total = sum(POINTS.get(n, 15) for n in counts)
        return total + (4 if self.alice_holder == seat else 0)


def check_step(
    model: Model, before: TeaTimeState, seat: int, action: Take, after: TeaTimeState, events: list[Event]
) -> None:
    n = before.players
    # Cards per turn: 1 to open the round, then up to 2, then up to 3; never none.
    limit = 1 if before.turn_in_round == 0 else 2 if before.turn_in_round == 1 else 3
    assert 1 <= len(action.cells) <= limit
    if before.turn_in_round == 0:
        assert len(action.cells) == 1 and before.alice_holder == seat
    cards = [before.grid[c] for c in action.cells]
    assert None not in cards
    model.take(seat, action.cells, cards, opening=before.turn_in_round == 0)
    round_ended = any(e.code == Code.ROUND_ENDED for e in events)
    model.rounds_ended += round_ended

    # All 61 cards accounted for, once each.
    assert sorted(all_cards(after)) == EVERY_CARD
    # Alice is either in the grid or in front of exactly one player, and where the model says.
    in_grid = after.grid.count(ALICE)
    assert in_grid + (after.alice_holder is not None) == 1
    assert after.alice_holder == model.alice_holder
    # Collections: never both faces of a character, and the engine's counts match the model's.
    for s in range(n):
        faces: dict[str, set[str]] = {}
        for card, face in after.collections[s]:
            faces.setdefault(card.split(".")[0], set()).add(face.value)
        assert all(len(f) == 1 for f in faces.values())
        expected = {ch: abs(v) for ch, v in model.signed[s].items() if v}
        assert {
            ch: len([1 for card, _ in after.collections[s] if card.startswith(ch + ".")]) for ch in faces
        } == expected
        for ch, v in model.signed[s].items():
            if v:
                assert faces[ch] == {"normal" if v > 0 else "mirror"}
        if s != seat:
            assert after.collections[s] == before.collections[s]
    # Whose turn next: clockwise, or the Alice collector when a new round is dealt.
    if after.finished:
        assert GAME.current_seats(after) == ()
    elif round_ended:
        assert after.round == before.round + 1 and after.turn_in_round == 0
        assert after.current == model.alice_holder
        assert None not in after.grid and ALICE not in after.grid
    else:
        assert after.round == before.round and after.current == (seat + 1) % n
        assert after.turn_in_round == before.turn_in_round + 1


def check_end(model: Model, state: TeaTimeState) -> None:
    assert state.finished
    assert model.rounds_ended == ROUNDS[state.players] == state.round
    scores = tuple(model.score(s) for s in range(state.players))
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.scores == scores
    best = max(scores)
    tied = [s for s in range(state.players) if scores[s] == best]
    expected = (model.alice_holder,) if model.alice_holder in tied else tuple(tied)
    assert outcome.winners == expected


Chooser = Callable[[TeaTimeState, int, random.Random], Take]


def random_chooser(state: TeaTimeState, seat: int, rng: random.Random) -> Take:
    return rng.choice(GAME.legal_actions(state, seat))


LINES = {players: sorted(brute_force_lines(cols, 4)) for players, cols in COLUMNS.items()}


def check_legal(state: TeaTimeState) -> None:
    """The legal takes are exactly the full straight lines of allowed length, found here by brute force."""
    limit = 1 if state.turn_in_round == 0 else 2 if state.turn_in_round == 1 else 3
    grid = state.grid
    expected = {line for line in LINES[state.players] if len(line) <= limit and all(grid[c] for c in line)}
    assert {a.cells for a in GAME.legal_actions(state, state.current)} == expected
    assert expected, "the seat to act always has something to take"


def play_checked(players: int, seed: int, choose: Chooser) -> int:
    rng = random.Random(seed * 7919 + players)
    state = GAME.new_state(players, seed)
    model = Model(players, [{} for _ in range(players)], alice_holder=state.alice_holder)
    assert sorted(all_cards(state)) == EVERY_CARD
    actions = 0
    while not state.finished:
        seat = state.current
        check_legal(state)
        action = choose(state, seat, rng)
        after, events = GAME.apply(state, seat, action)
        check_step(model, state, seat, action, after, events)
        state = after
        actions += 1
        if actions % JSON_EVERY == 0:
            assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
    check_end(model, state)
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
    return actions


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int, chunk: int) -> None:
    first = 10_000 * players + chunk * SEEDS_PER_CHUNK
    actions = [play_checked(players, seed, random_chooser) for seed in range(first, first + SEEDS_PER_CHUNK)]
    assert min(actions) >= ROUNDS[players] * 2  # at least the opener and one more take per round


def bot_chooser(levels: list[str]) -> Chooser:
    bots = [make_bot("tea_time", level) for level in levels]

    def choose(state: TeaTimeState, seat: int, rng: random.Random) -> Take:
        legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
        choice = bots[seat].choose(GAME.view(state, seat), legal, rng)
        assert choice in legal
        return GAME.action_from_json(choice)

    return choose


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_keep_every_invariant(players: int) -> None:
    for seed in range(20):
        levels = ["normal" if (s + seed) % 2 else "easy" for s in range(players)]
        play_checked(players, 500 + seed, bot_chooser(levels))


def test_the_model_catches_a_wrong_engine() -> None:
    """The checker is not vacuous: a state with a card missing fails it."""
    state = GAME.new_state(2, 1)
    model = Model(2, [{}, {}], alice_holder=state.alice_holder)
    action = Take((0,))
    after, events = GAME.apply(state, state.current, action)
    check_step(model, state, state.current, action, after, events)
    broken = replace(after, deck=after.deck[1:])
    model = Model(2, [{}, {}], alice_holder=state.alice_holder)
    with pytest.raises(AssertionError):
        check_step(model, state, state.current, action, broken, events)
