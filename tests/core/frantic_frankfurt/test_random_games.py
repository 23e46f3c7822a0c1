"""Thousands of seeded games played in simulated real time, checking the rules' invariants after every action
against rules written again here, independently of the engine.

Real time is simulated the way the Table meets it: a seat *looks* at the table (chooses one of its legal
actions then) and *acts* some steps later, when other seats may have acted in between; which seat's intent
arrives next is drawn at random. An intent that is still legal when it arrives must be applied; one that is
not must be refused, and a play whose pile top changed meanwhile must be refused as ``ff.too_late``.
"""

from __future__ import annotations

from typing import Any

import json
import random
from collections import Counter
from dataclasses import dataclass, field, replace

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, CARDS
from tabletop_qt.core.games.frantic_frankfurt.codes import Code, Reason
from tabletop_qt.core.games.frantic_frankfurt.rules import Action, Move, Play, Ready, Reveal, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState, Phase, all_cards

from .support import GAME
from tests.tiers import sample

DECK = frozenset(ALL_CARDS)
# Full tier: 3 player counts x 4 chunks x 167 seeds = 2,004 games; default: a seeded chunk of 12 per count.
GAMES_PER_CHUNK = sample(12, 167)
CHUNKS = sample(1, 4)
MAX_ACTIONS = 20_000  # far above the longest game seen (about 1,000 actions): a game that gets here loops
JSON_EVERY = 37


def lays(card: str, top: str) -> bool:
    """The laying rules, written again from the rulebook: different colours higher on lower; same colour odd
    on even."""
    a, b = CARDS[card], CARDS[top]
    if a.colour != b.colour:
        return a.value > b.value
    return a.value % 2 == 1 and b.value % 2 == 0


def model_can_act(state: FranticFrankfurtState, seat: int) -> bool:
    """Whether ``seat`` has a play or a move, by brute force."""
    layout = state.layouts[seat]
    pile_tops = [p[-1] for p in state.piles if p]
    if any(lays(col[-1], top) for col in layout if col for top in pile_tops):
        return True
    return any(not col for col in layout) and any(len(col) >= 2 for col in layout)


@dataclass
class Tally:
    """What a chunk of games went through, so the test can tell its paths were really taken."""

    codes: Counter[str] = field(default_factory=Counter)
    refusals: Counter[str] = field(default_factory=Counter)
    actions: list[int] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)


def check_step(
    before: FranticFrankfurtState, seat: int, action: Action, after: FranticFrankfurtState, events: list[Event]
) -> None:
    n = before.players
    cards = all_cards(after)
    assert len(cards) == 132 and frozenset(cards) == DECK, "all 132 cards, once each"
    # Piles only grow during a round; nothing but the acting seat's columns changes on a play or a move.
    if isinstance(action, Play):
        assert before.phase is Phase.PLAY and before.holding[seat] is None
        top = before.piles[action.pile][-1]  # type: ignore[index]
        assert top == action.onto and lays(action.card, top)
        assert after.piles[action.pile] == before.piles[action.pile] + (action.card,)  # type: ignore[operator]
        gone = [
            c
            for col in before.layouts[seat]
            for c in col
            if c not in {x for col2 in after.layouts[seat] for x in col2}
        ]
        assert gone == [action.card]
        tops_before = [col[-1] for col in before.layouts[seat] if col]
        assert action.card in tops_before, "only a face-up column top is played"
        assert all(after.layouts[s] == before.layouts[s] for s in range(n) if s != seat)
        assert (after.phase is Phase.RACE) == (not any(after.layouts[seat]))
    elif isinstance(action, Move):
        assert before.phase is Phase.PLAY
        assert not before.layouts[seat][action.column] and after.layouts[seat][action.column] == (action.card,)
        assert sum(map(len, after.layouts[seat])) == sum(map(len, before.layouts[seat]))
    elif isinstance(action, Ready):
        assert before.phase in (Phase.OPENING, Phase.STUCK) and not before.ready[seat]
    elif isinstance(action, Reveal):
        assert before.stress and before.holding[seat] is not None
        assert after.piles[seat] == (before.holding[seat],) or after.phase is not Phase.PLAY
    else:
        assert before.phase is Phase.RACE and before.piles[action.pile] is not None
        if seat != before.finisher:
            assert before.claims[before.finisher] is not None, "the finisher slaps first"  # type: ignore[index]
    # Phases: play goes on while anyone can act; stuck exactly when nobody can play or move.
    if after.phase is Phase.PLAY:
        assert any(after.holding[s] is not None or model_can_act(after, s) for s in range(n))
    if after.phase is Phase.STUCK:
        assert not any(model_can_act(after, s) for s in range(n))
        assert all(h is None for h in after.holding)
    if any(e.code == Code.ROUND_ENDED for e in events):
        counts = next(e for e in events if e.code == Code.ROUND_ENDED).args["draw_counts"]
        if after.phase is Phase.FINISHED:
            assert after.winners == tuple(s for s in range(n) if counts[s] <= 1) != ()
        else:
            assert all(c >= 2 for c in counts) and after.round == before.round + 1
            for s in range(n):
                laid = min(10, counts[s] - 1)
                sizes = [len(col) for col in after.layouts[s]]
                assert sizes == [
                    min(size, max(0, laid - sum((1, 2, 3, 4)[:i]))) for i, size in enumerate((1, 2, 3, 4))
                ]
                assert after.holding[s] is not None and len(after.draw[s]) == counts[s] - laid - 1
    # Cards named in events are face up by then (on a pile or on top of a column), never hidden ones.
    public = {c for p in after.piles if p for c in p} | {col[-1] for lay in after.layouts for col in lay if col}
    public |= {c for p in before.piles if p for c in p}  # piles picked up at the end of the round
    for e in events:
        for card in _card_ids(e.args):
            assert card in public, (e.code, card)


def _card_ids(value: object) -> list[str]:
    if isinstance(value, dict):
        if "id" in value and "colour" in value:
            return [value["id"]]
        return [c for v in value.values() for c in _card_ids(v)]
    if isinstance(value, list):
        return [c for v in value for c in _card_ids(v)]
    return []


def check_current(state: FranticFrankfurtState) -> None:
    seats = GAME.current_seats(state)
    assert seats == tuple(s for s in range(state.players) if GAME.legal_actions(state, s))
    if state.phase is Phase.FINISHED:
        assert seats == ()
    else:
        assert seats, "a running game always has someone who can act"


def play_real_time(
    players: int, seed: int, tally: Tally, look_chance: float = 0.5, bots: list[Any] | None = None
) -> FranticFrankfurtState:
    """A game where seats look at the table at random moments and their choices arrive later, in random order:
    each intent is applied to the state as it is on arrival. Choices are random, or the ``bots``' (from the
    seat's own view, as a bot at the table sees it)."""
    rnd = random.Random(seed * 7919 + players)
    stress = seed % 2 == 1
    state = GAME.new_state(players, seed, {"continuous_stress": stress})
    pending: dict[int, Action] = {}  # what each seat chose when it last looked, not yet arrived

    def look(s: int) -> Action:
        legal = GAME.legal_actions(state, s)
        if bots is None:
            return rnd.choice(legal)
        choice = bots[s].choose(GAME.view(state, s), [GAME.action_to_json(a) for a in legal], rnd)
        return GAME.action_from_json(choice)

    actions = 0
    while state.phase is not Phase.FINISHED:
        check_current(state)
        seats = GAME.current_seats(state)
        for s in seats:
            if s not in pending and rnd.random() < look_chance:
                pending[s] = look(s)
        if not pending:
            s = rnd.choice(seats)
            pending[s] = look(s)
        seat = rnd.choice(sorted(pending))
        action = pending.pop(seat)
        if action in GAME.legal_actions(state, seat):
            after, events = GAME.apply(state, seat, action)
            check_step(state, seat, action, after, events)
            tally.codes.update(e.code for e in events)
            state = after
            actions += 1
            if actions % JSON_EVERY == 0:
                assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
        else:
            with pytest.raises(IllegalActionError) as refused:
                GAME.apply(state, seat, action)
            reason = refused.value.reason
            tally.refusals[reason] += 1
            if isinstance(action, Play) and action.round == state.round and state.phase is Phase.PLAY:
                pile = state.piles[action.pile]
                if pile and pile[-1] != action.onto:
                    assert reason == Reason.TOO_LATE, "a play overtaken on its pile is too late"
            if isinstance(action, Slap) and action.round == state.round and action.pile in state.claims:
                assert reason == Reason.TOO_LATE
        assert actions < MAX_ACTIONS, "the game must end"
    check_current(state)
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.winners == state.winners
    assert all(len(state.draw[w]) <= 1 for w in state.winners)
    tally.actions.append(actions)
    tally.rounds.append(state.round)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_real_time_games_keep_every_invariant_and_end(players: int, chunk: int) -> None:
    tally = Tally()
    first = 10_000 * players + chunk * GAMES_PER_CHUNK
    for seed in range(first, first + GAMES_PER_CHUNK):
        play_real_time(players, seed, tally)
    # The paths that matter were all taken in this chunk, and intents were overtaken for real.
    for code in (Code.EVERYONE_STUCK, Code.STUCK_REVEALED, Code.PILES_OPENED, Code.PILE_OPENED, Code.CARD_MOVED):
        assert tally.codes[code] > 0, code
    assert tally.refusals[Reason.TOO_LATE] > 0
    assert min(tally.rounds) >= 2 and min(tally.actions) > 20


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_vs_bot_real_time_games_keep_every_invariant_and_end(players: int, chunk: int) -> None:
    """Games (2,004 in the full tier) between easy and normal bots choosing from their own views, their intents arriving late and
    out of order as at a real table: 132 cards always accounted for, every step by the rules, every game ends."""
    tally = Tally()
    first = 50_000 + 10_000 * players + chunk * GAMES_PER_CHUNK
    for seed in range(first, first + GAMES_PER_CHUNK):
        bots = [make_bot("frantic_frankfurt", "normal" if (s + seed) % 2 else "easy") for s in range(players)]
        play_real_time(players, seed, tally, bots=bots)
    for code in (Code.EVERYONE_STUCK, Code.STUCK_REVEALED, Code.PILES_OPENED, Code.PILE_OPENED, Code.CARD_MOVED):
        assert tally.codes[code] > 0, code
    assert tally.refusals[Reason.TOO_LATE] > 0
    assert len(tally.rounds) == GAMES_PER_CHUNK


def test_a_few_real_time_games_quickly() -> None:
    """The same checks on a handful of games, for a quick run without the slow tests."""
    tally = Tally()
    for players in (2, 3, 4):
        for seed in range(4):
            play_real_time(players, seed, tally)
    assert tally.codes[Code.ROUND_ENDED] >= 12


def test_bot_games_keep_every_invariant() -> None:
    """Easy and normal bots, choosing from their own views, through the same checks."""
    for players in (2, 3, 4):
        for seed in range(3):
            bots = [make_bot("frantic_frankfurt", "normal" if (s + seed) % 2 else "easy") for s in range(players)]
            rnd = random.Random(seed)
            state = GAME.new_state(players, 900 + seed)
            steps = 0
            while state.phase is not Phase.FINISHED:
                seat = rnd.choice(GAME.current_seats(state))
                legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]
                choice = bots[seat].choose(GAME.view(state, seat), legal, rnd)
                assert choice in legal
                action = GAME.action_from_json(choice)
                after, events = GAME.apply(state, seat, action)
                check_step(state, seat, action, after, events)
                state = after
                steps += 1
                assert steps < MAX_ACTIONS


def test_the_checker_catches_a_wrong_engine() -> None:
    """The checks are not vacuous: a lost card, a play on the wrong top and a wrong stuck phase all fail."""
    state = GAME.new_state(2, 3)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, Ready(1))
    assert state.phase is Phase.PLAY
    seat = next(s for s in (0, 1) if any(isinstance(a, Play) for a in GAME.legal_actions(state, s)))
    action = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Play))
    after, events = GAME.apply(state, seat, action)
    check_step(state, seat, action, after, events)
    with pytest.raises(AssertionError):
        check_step(
            state,
            seat,
            action,
            replace(after, draw=(after.draw[0][1:], after.draw[1])),  # a card lost
            events,
        )
    with pytest.raises(AssertionError):
        wrong = Play(action.card, action.pile, state.layouts[seat][0][-1], action.round)
        check_step(state, seat, wrong, after, events)
    with pytest.raises(AssertionError):
        check_step(state, seat, action, replace(after, phase=Phase.STUCK), events)
