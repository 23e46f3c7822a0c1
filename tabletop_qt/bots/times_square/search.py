"""Times Square for the search: what a seat cannot see is the other hand and the order of the draw pile.

The street, the discard pile (this turn's cards on top) and both hands' sizes are public, so a guess deals the
cards that are neither in the seat's hand nor discarded at random into the other hand and the pile, with the
counts the view shows (the view carries no history, so nothing narrows that down further).

A turn is several actions (cards one by one, then its end), and the search is asked again after each. It weighs
the root's moves (equal cards merged), each followed by the normal bot's plan for the rest of the turn: a rollout
in which both seats play that plan (bots/times_square/normal.py, read from the state rather than from views, its pure
parts cached) up to the start of the searching seat's next turn, the opponent with the hand the guess gave it.
Where the normal bot only fears the opponent's card-free answers, the search sees what its guessed cards can do.
The position reached is valued as the normal bot values its best plan there, turned into a reward by a logistic.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from tabletop_qt.bots.search.adapter import GuessError, SearchAdapter
from tabletop_qt.bots.times_square.normal import WIN, Weights, _Planner, turn_plays
from tabletop_qt.core.games.times_square.board import (
    CENTRE,
    FIGURES,
    FIRST,
    I_CHARLIE,
    I_DEB,
    I_HAL,
    I_HIGH,
    I_LOW,
    I_SUE,
    LAST,
    Move,
    Positions,
    RedUse,
    entrance_owner,
    group_option,
    half_owner,
    options,
    trio_ok,
)
from tabletop_qt.core.games.times_square.cards import (
    ALL_CARDS,
    HAND_SIZE,
    KIND_OF,
    CardKind,
    Colour,
    sort_cards,
)
from tabletop_qt.core.games.times_square.rules import (
    END_TURN,
    Action,
    Discard,
    Lure,
    Play,
)
from tabletop_qt.core.games.times_square.state import TimesSquareState, TurnMode

ITERATIONS = 100

_WEIGHTS = Weights()


class TimesSquareAdapter(SearchAdapter):
    max_playout = 0  # every leaf is valued by ``evaluate``'s own rollout
    exploration = 0.15
    # Value units (the normal bot's: a step of Charlie is 12) that make one unit of the reward's logistic.
    value_scale = 60.0
    # How many of the searching seat's further moves in its turn the tree weighs (0: the root's moves only,
    # each followed by the normal bot's plan).
    turn_width = 0
    # How many rounds of turns (the searching seat's, then the opponent's) a leaf's rollout plays before the
    # normal bot's valuation takes over.
    cycles = 1

    def __init__(self) -> None:
        # The searching seat, the turn the search started in and the search's rng: set by each ``determinise``
        # (called once per iteration before any other hook), since ``evaluate`` gets neither root nor rng. Per
        # thread, so two searches in two threads of one process never share them.
        self._local = threading.local()

    # ------------------------------------------------------------------ guessing
    def determinise(self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random) -> TimesSquareState:
        turn = view["turn"]
        self._local.root = (seat, int(turn["number"]))
        self._local.rng = rng
        own = [card["id"] for card in view["hand"]]
        discard = tuple(card["id"] for card in view["discard"])
        known = set(own) | set(discard)
        unseen = [c for c in ALL_CARDS if c not in known]
        rng.shuffle(unseen)
        other = 1 - seat
        counts = view["hand_counts"]
        other_count = int(counts[other])
        if len(own) != counts[seat] or other_count + int(view["pile_count"]) != len(unseen):
            raise GuessError("the view's card counts do not add up")
        hands: list[tuple[str, ...]] = [(), ()]
        hands[seat] = sort_cards(own)
        hands[other] = sort_cards(unseen[:other_count])
        figures = view["figures"]
        outcome = view["outcome"]
        finished = bool(outcome["finished"])
        current = view["current"]
        if current is None:
            current = seat  # a finished game's view does not say who acted last, and nothing asks it any more
        return TimesSquareState(
            positions=tuple(int(figures[f.value]) for f in FIGURES),
            hal_seat=int(view["hal_seat"]),
            current=int(current),
            hands=(hands[0], hands[1]),
            pile=tuple(unseen[other_count:]),
            discard=discard,
            pile_pass=int(view["pile_pass"]),
            turn=int(turn["number"]),
            mode=TurnMode(turn["mode"]),
            colour=None if turn["colour"] is None else Colour(turn["colour"]),
            red_use=None if turn["red_use"] is None else RedUse(turn["red_use"]),
            turn_cards=tuple(card["id"] for card in turn["cards"]),
            winners=tuple(int(w) for w in outcome["winners"]) if finished else (),
            end_reason=str(outcome["reason"]) if finished else "",
            # The discards' reshuffle draws from it: hidden too, so guessed.
            rng=rng.getrandbits(64),
        )

    # ------------------------------------------------------------------ the tree's moves
    def actions(self, game: Any, state: Any, seat: int) -> Sequence[Any]:
        root_seat, root_turn = getattr(self._local, "root", (seat, state.turn))
        if seat != root_seat or state.turn != root_turn or self.turn_width == 0:
            # The tree stops where the searching seat's turn ends: below that its expansions would be random
            # moves, and a root move that ends the turn at once would be judged against a random opponent.
            return ()
        ranked = sorted(ranked_plans(state, seat), key=lambda vp: -vp[0])  # stable: ties keep the plan's order
        out: list[Action] = []
        for _, plan in ranked[: self.turn_width]:
            out.append(to_action(state, seat, plan[0]))
        return out

    def move_key(self, game: Any, action: Any) -> Any:
        # Cards of one kind are interchangeable: playing or discarding either is the same move.
        if isinstance(action, Play):
            return (tuple(KIND_OF[c] for c in action.cards), action.move, action.to)
        if isinstance(action, Discard):
            return KIND_OF[action.card]
        return action

    def playout_action(self, game: Any, state: Any, seat: int, rng: random.Random) -> Any:
        return normal_choice(state, seat, rng)

    # ------------------------------------------------------------------ valuing a leaf
    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        root_seat, root_turn = getattr(self._local, "root", (state.current, state.turn))
        rng: random.Random = getattr(self._local, "rng", None) or random.Random(state.rng)
        # Play on to the start of the searching seat's next turn: every leaf is then valued at the same moment of
        # the turn cycle, after the opponent's answer with its guessed hand.
        while not state.finished and (state.turn < root_turn + 2 * self.cycles or state.current != root_seat):
            state = play_turn(game, state, rng)
        if state.finished:
            if not state.winners:
                return [0.5, 0.5]
            return [1.0 if s in state.winners else 0.0 for s in range(players)]
        value = best_plan(state, root_seat, rng)[0]
        mine = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, value / self.value_scale))))
        return [mine if s == root_seat else 1.0 - mine for s in range(players)]

    def players(self, game: Any, state: Any, view: Mapping[str, Any]) -> int:
        return 2


# ---------------------------------------------------------------------------------- the normal bot's plan
# The normal bot's valuation (bots/times_square/normal.py: _Judge and _Planner) over again, for one seat read from the
# state, with its pure parts cached: a search asks for thousands of plans, from streets that recur constantly.
# The caches hold values of pure functions of their arguments, so they change no result.


def _pile_key(pile_count: int, pile_pass: int) -> int:
    # The first pile's size never enters the normal bot's values (only the second's end does): one cache entry.
    return pile_count if pile_pass == 2 else 0


def _charlie_pull(p: Positions, seat: int) -> int:
    """board.charlie_steps' count without its figure list: figures on ``seat``'s entrance, plus one if Sue and
    both Bodyguards stand on its half (the Bodyguards flank Sue, so the outer one says it)."""
    if seat == 0:
        return (p[0] <= 1) + (p[1] <= 1) + (p[2] <= 1) + (p[3] <= 1) + (p[4] <= 1) + (p[I_HIGH] < CENTRE)
    return (p[0] >= 15) + (p[1] >= 15) + (p[2] >= 15) + (p[3] >= 15) + (p[4] >= 15) + (p[I_LOW] > CENTRE)


def _after_charlie(p: Positions, seat: int) -> Positions:
    steps = _charlie_pull(p, seat)
    if not steps:
        return p
    charlie = p[I_CHARLIE] + (steps if seat else -steps)
    return (*p[:I_CHARLIE], LAST if charlie > LAST else max(charlie, FIRST))


def _street(p: Positions, me: int, pile_count: int, pile_pass: int) -> float:
    """_Judge.street: the normal bot's static value of a street for ``me``."""
    w = _WEIGHTS
    sign = 1 if me else -1  # towards me: spaces past the centre on my side
    value = sign * (w.charlie * (p[I_CHARLIE] - CENTRE) + w.sue * (p[I_SUE] - CENTRE) + w.hal * (p[I_HAL] - CENTRE))
    for seat, s in ((me, 1.0), (1 - me, -1.0)):
        pull = _charlie_pull(p, seat)
        half = (p[I_HIGH] < CENTRE) if seat == 0 else (p[I_LOW] > CENTRE)
        between = (p[I_DEB] < p[I_SUE]) if seat == 0 else (p[I_DEB] > p[I_SUE])
        value += s * (w.entrance * (pull - half) + w.half * half + w.joker * between)
    if pile_pass == 2 and pile_count < 20:
        weight = w.pile_end * (20 - pile_count) / 20
        side = half_owner(p[I_SUE])
        if side is None:
            side = half_owner(p[I_CHARLIE])
            weight /= 2
        if side is not None:
            value += weight if side == me else -weight
    return value


def _final(p: Positions, me: int) -> float:
    owner = half_owner(p[I_SUE])
    if owner is None:
        owner = half_owner(p[I_CHARLIE])
    if owner is None:
        return 0.0
    return WIN if owner == me else -WIN


@lru_cache(maxsize=1 << 16)
def _end_of_turn(p: Positions, draws: int, me: int, pile_count: int, pile_pass: int) -> float:
    """_Judge.end_of_turn: the street after my Charlie move, against the opponent's worst card-free answer."""
    opp = 1 - me
    p = _after_charlie(p, me)
    if entrance_owner(p[I_CHARLIE]) == me:
        return WIN
    pile = pile_count - draws
    if pile_pass == 2 and pile <= 0:
        return _final(p, me)
    worst = math.inf
    hal = p[I_HAL]
    for i in (-1, I_SUE, I_LOW, I_HIGH):
        answer = p
        if i >= 0:
            if p[i] == hal:
                continue
            pos = list(p)
            pos[i] = hal
            if not trio_ok(pos[I_SUE], pos[I_LOW], pos[I_HIGH]):
                continue
            answer = tuple(pos)
        if entrance_owner(answer[I_SUE]) == opp:
            return -WIN
        after = _after_charlie(answer, opp)
        if entrance_owner(after[I_CHARLIE]) == opp:
            return -WIN
        value = _street(after, me, pile_count, pile_pass)
        worst = min(worst, value)
    if pile_pass == 2 and pile <= HAND_SIZE:
        worst = min(worst, _final(_after_charlie(p, opp), me))
    return worst


# board.options' own cache is sized for one game's streets; a search visits far more of them.
_options = lru_cache(maxsize=1 << 16)(options.__wrapped__)


@lru_cache(maxsize=1 << 15)
def _useful(street: Positions, me: int) -> frozenset[CardKind]:
    """The kinds a card of which is worth a full card to the normal bot: it moves something now (Sue always)."""
    return frozenset(k for k in CardKind if k is CardKind.SUE or _options(street, me, k, None))


def _hand_value(hand: tuple[CardKind, ...], street: Positions, me: int) -> float:
    useful = _useful(street, me)
    w = _WEIGHTS
    return sum(w.card if k in useful else w.useless_card for k in hand)


def _card_value(kind: CardKind, street: Positions, me: int) -> float:
    return _WEIGHTS.card if kind in _useful(street, me) else _WEIGHTS.useless_card


def _end_value(p: Positions, hand: tuple[CardKind, ...], me: int, pile_count: int, pile_pass: int) -> float:
    """Ending the turn now: the street after Charlie against the card-free answers, the cards kept, the draws."""
    draws = HAND_SIZE - len(hand)
    return (
        _end_of_turn(p, draws, me, pile_count, pile_pass)
        + _hand_value(hand, p[:5], me)
        + draws * _WEIGHTS.card
    )


Step = tuple[Any, ...]  # ("play", kinds, move) | ("lure", figure index) | ("discard", kind) | ("end",)
_END: Step = ("end",)


class _Plan:
    """The normal bot's best plan for the rest of ``seat``'s turn: depth-first over the cards of the turn's
    colour, each street valued as the normal bot values it (after Charlie, against the card-free answers)."""

    NODE_LIMIT = _Planner.NODE_LIMIT

    def __init__(self, seat: int, pile_count: int, pile_pass: int) -> None:
        self.me = seat
        self.pile = pile_count
        self.pass_ = pile_pass
        self.memo: dict[tuple[Any, ...], tuple[float, tuple[Step, ...]]] = {}
        self.nodes = 0

    def hand_value(self, hand: tuple[CardKind, ...], p: Positions) -> float:
        return _hand_value(hand, p[:5], self.me)

    def end(self, p: Positions, hand: tuple[CardKind, ...]) -> float:
        return _end_value(p, hand, self.me, self.pile, self.pass_)

    def first_steps(
        self, p: Positions, hand: tuple[CardKind, ...], mode: TurnMode, colour: Colour | None, red: RedUse | None
    ) -> list[tuple[float, tuple[Step, ...]]]:
        """Every first step with the best plan that starts with it (the plan's steps, to the turn's end)."""
        out: list[tuple[float, tuple[Step, ...]]] = []
        if mode is not TurnMode.DISCARD:
            for kinds, move, after, left, c, r in turn_plays(p, hand, colour, red, self.me, _options):
                value, rest = self.value(after, left, c, r)
                out.append((value, (("play", kinds, move), *rest)))
        if mode is TurnMode.START:
            hal = p[I_HAL]
            for i in (I_SUE, I_LOW, I_HIGH):
                if p[i] != hal:
                    pos = list(p)
                    pos[i] = hal
                    lured = tuple(pos)
                    if trio_ok(lured[I_SUE], lured[I_LOW], lured[I_HIGH]):
                        value = self.win_or(lured)
                        if value is None:
                            value = _end_of_turn(lured, 0, self.me, self.pile, self.pass_)
                        out.append((value + self.hand_value(hand, p), (("lure", i),)))
        if mode is not TurnMode.PLAY and hand:
            ranked = sorted(hand, key=lambda k: (_card_value(k, p[:5], self.me), k.value))
            best_k, best_value = 1, -math.inf
            for k in range(1, len(ranked) + 1):
                value = self.end(p, tuple(ranked[k:]))
                if value > best_value:
                    best_k, best_value = k, value
            out.append((best_value, (*(("discard", kind) for kind in ranked[:best_k]), _END)))
        if mode is not TurnMode.START:
            out.append((self.end(p, hand), (_END,)))
        return out

    def win_or(self, p: Positions) -> float | None:
        winner = entrance_owner(p[I_SUE])
        if winner is None:
            return None
        return WIN if winner == self.me else -WIN

    def value(
        self, p: Positions, hand: tuple[CardKind, ...], colour: Colour, red: RedUse | None
    ) -> tuple[float, tuple[Step, ...]]:
        """The best value reachable from here in this turn (at least: ending it now), and the steps to it."""
        won = self.win_or(p)
        if won is not None:
            return won, ()
        key = (p, hand, colour, red)
        known = self.memo.get(key)
        if known is not None:
            return known
        best = (self.end(p, hand), (_END,))
        self.nodes += 1
        if self.nodes < self.NODE_LIMIT:
            for kinds, move, after, left, c, r in turn_plays(p, hand, colour, red, self.me, _options):
                value, rest = self.value(after, left, c, r)
                if value > best[0]:
                    best = (value, (("play", kinds, move), *rest))
        self.memo[key] = best
        return best


def ranked_plans(state: TimesSquareState, seat: int) -> tuple[tuple[float, tuple[Step, ...]], ...]:
    """Every first step of ``seat``'s turn with the best plan that starts with it, and its value."""
    return _ranked(
        state.positions,
        tuple(KIND_OF[c] for c in state.hands[seat]),
        state.mode,
        state.colour,
        state.red_use,
        seat,
        _pile_key(len(state.pile), state.pile_pass),
        state.pile_pass,
    )


# Every iteration of a search plays the rest of the searching seat's turn from the same few positions: their
# plans are computed once.
@lru_cache(maxsize=1 << 14)
def _ranked(
    p: Positions,
    hand: tuple[CardKind, ...],
    mode: TurnMode,
    colour: Colour | None,
    red: RedUse | None,
    me: int,
    pile_count: int,
    pile_pass: int,
) -> tuple[tuple[float, tuple[Step, ...]], ...]:
    return tuple(_Plan(me, pile_count, pile_pass).first_steps(p, hand, mode, colour, red))


def best_plan(state: TimesSquareState, seat: int, rng: random.Random) -> tuple[float, tuple[Step, ...]]:
    """The normal bot's choice: its best plan's value and steps, plans within a hair of the best at random."""
    ranked = ranked_plans(state, seat)
    best = max(value for value, _ in ranked)
    near = [plan for value, plan in ranked if value >= best - 1e-6]
    return best, near[rng.randrange(len(near))] if len(near) > 1 else near[0]


def normal_choice(state: TimesSquareState, seat: int, rng: random.Random) -> Action:
    """The normal bot's move (NormalTimesSquareBot), read from the state: the first step of its best plan."""
    return to_action(state, seat, best_plan(state, seat, rng)[1][0])


def play_turn(game: Any, state: TimesSquareState, rng: random.Random) -> TimesSquareState:
    """The rest of the turn in play, by the normal bot's plan from here (planned once, not after each card)."""
    seat, turn = state.current, state.turn
    _, steps = best_plan(state, seat, rng)
    for step in steps:
        if state.finished or state.turn != turn:
            break
        state, _ = game.apply(state, seat, to_action(state, seat, step))
    return state


def to_action(state: TimesSquareState, seat: int, step: Step) -> Action:
    """The rules' action that carries out ``step`` (the first cards of the kinds it names)."""
    hand = state.hands[seat]
    kind_of = KIND_OF
    if step[0] == "play":
        _, kinds, move = step
        kind = kinds[0]
        cards = tuple(c for c in hand if kind_of[c] is kind)[: len(kinds)]
        street = state.positions[:5]
        if move is Move.GROUP:
            to = group_option(street, seat)
            assert to is not None
            return Play(cards, Move.GROUP, to)
        for option, dest in options(street, seat, kind, state.red_use):
            if option is move:
                return Play(cards, move, dest)
        raise AssertionError("the plan holds a move the rules do not offer")
    if step[0] == "lure":
        figure = FIGURES[step[1]]
        return Lure(figure, ((figure, state.positions[I_HAL]),))
    if step[0] == "discard":
        kind = step[1]
        return Discard(next(c for c in hand if kind_of[c] is kind))
    return END_TURN


ADAPTER = TimesSquareAdapter()
