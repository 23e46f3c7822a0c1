"""Times Square bots. They read the seat's view (the street, their own hand, counts of the rest) and nothing else.

A turn is several actions, so a bot is asked again after each card. The normal bot plans the whole rest of
its turn every time (which cards, in which order, where to stop) and plays the first step of the best plan;
planning afresh from where the last card left the street always finds a continuation at least as good, so
the plan is kept in spirit without the bot keeping any state between calls.

A plan is judged by the street after Charlie's move, seen from the bot's side, assuming the opponent answers
with whichever of its card-free answers hurts most (a lure, or simply letting Charlie walk towards it, or,
near the end, running the pile out), plus what the cards kept in hand are worth.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from tabletop_qt.bots.base import Bot, Level, require_legal
from tabletop_qt.core.games.times_square.board import (
    FIGURES,
    I_CHARLIE,
    I_HAL,
    I_HIGH,
    I_LOW,
    I_SUE,
    Move,
    Positions,
    RedUse,
    charlie_steps,
    deb_between,
    entrance_owner,
    group_option,
    half_owner,
    moved_charlie,
    options,
    red_use_after,
    towards,
    trio_ok,
)
from tabletop_qt.core.games.times_square.cards import HAND_SIZE, CardKind, Colour

WIN = 10_000.0
_LURABLE = (("sue", I_SUE), ("guard_low", I_LOW), ("guard_high", I_HIGH))
_INDEX = {f.value: i for i, f in enumerate(FIGURES)}


@dataclass(frozen=True)
class Weights:
    """How the normal bot values a street (from its own side; t = spaces past the centre towards its club).

    ``charlie`` per step of Charlie towards the bot: he wins the game at t = 7. ``sue`` per step of Sue; she
    wins at t = 7 but only with a Bodyguard beyond her, and decides the game if the pile runs out.
    ``entrance`` per figure on the bot's entrance minus the opponent's: each is a Charlie step every turn.
    ``half`` for Sue and both Bodyguards on one side (a Charlie step every turn too). ``joker`` for Deb
    standing where her cards can move the others for a player. ``pile_end`` for Sue's side once the
    second pile is half gone, growing as it empties. ``card`` is what one card in hand is worth on average,
    ``useless_card`` what a card with nothing to move now is worth.
    """

    charlie: float = 12.0
    sue: float = 5.0
    entrance: float = 7.0
    half: float = 4.0
    joker: float = 1.5
    hal: float = 0.5
    pile_end: float = 40.0
    card: float = 1.0
    useless_card: float = 0.4


@dataclass(frozen=True)
class _Turn:
    seat: int
    positions: Positions
    hand: tuple[CardKind, ...]
    mode: str
    colour: Colour | None
    red_use: RedUse | None
    pile_count: int
    pile_pass: int


def _read_view(view: dict[str, Any]) -> _Turn:
    seat = view["seat"]
    if seat is None:
        raise ValueError("a bot needs a seat's view, not a spectator's")
    figures = view["figures"]
    turn = view["turn"]
    return _Turn(
        seat=seat,
        positions=tuple(figures[f.value] for f in FIGURES),
        hand=tuple(CardKind(card["kind"]) for card in view["hand"]),
        mode=turn["mode"],
        colour=None if turn["colour"] is None else Colour(turn["colour"]),
        red_use=None if turn["red_use"] is None else RedUse(turn["red_use"]),
        pile_count=view["pile_count"],
        pile_pass=view["pile_pass"],
    )


def _sue_winner(positions: Positions) -> int | None:
    return entrance_owner(positions[I_SUE])


def _final(positions: Positions, me: int) -> float:
    """The pile has run out for the second time: Sue's half wins, else Charlie's, else a draw."""
    owner = half_owner(positions[I_SUE])
    if owner is None:
        owner = half_owner(positions[I_CHARLIE])
    if owner is None:
        return 0.0
    return WIN if owner == me else -WIN


def _lures(positions: Positions) -> Iterator[Positions]:
    hal = positions[I_HAL]
    for _, i in _LURABLE:
        if positions[i] != hal:
            pos = list(positions)
            pos[i] = hal
            if trio_ok(pos[I_SUE], pos[I_LOW], pos[I_HIGH]):
                yield tuple(pos)


def _after_charlie(positions: Positions, seat: int) -> Positions:
    steps, _, _ = charlie_steps(positions, seat)
    if not steps:
        return positions
    return (*positions[:I_CHARLIE], moved_charlie(positions, seat, steps))


class _Judge:
    """Values of streets and hands for one seat at one moment of the game."""

    def __init__(self, turn: _Turn, weights: Weights, looks_ahead: bool = True) -> None:
        self.turn = turn
        self.looks_ahead = looks_ahead  # whether the opponent's answers are considered at all
        self.me = turn.seat
        self.opp = 1 - turn.seat
        self.w = weights

    def street(self, p: Positions) -> float:
        """The bot's static value of a street, before anyone's Charlie move is due."""
        w, me, opp = self.w, self.me, self.opp
        value = w.charlie * towards(me, p[I_CHARLIE]) + w.sue * towards(me, p[I_SUE])
        for seat, sign in ((me, 1.0), (opp, -1.0)):
            _, on_entrance, half = charlie_steps(p, seat)
            value += sign * (w.entrance * len(on_entrance) + w.half * half)
            value += sign * w.joker * deb_between(p, seat)
        value += w.hal * towards(me, p[I_HAL])
        t = self.turn
        if t.pile_pass == 2 and t.pile_count < 20:
            # Near the end Sue's side decides the game: the fewer cards left, the more it counts.
            weight = w.pile_end * (20 - t.pile_count) / 20
            side = half_owner(p[I_SUE])
            if side is None:
                side = half_owner(p[I_CHARLIE])
                weight /= 2
            if side is not None:
                value += weight if side == me else -weight
        return value

    def end_of_turn(self, p: Positions, draws: int) -> float:
        """The value of ending the turn with the street ``p`` after drawing ``draws`` cards."""
        me, opp, t = self.me, self.opp, self.turn
        p = _after_charlie(p, me)
        if entrance_owner(p[I_CHARLIE]) == me:
            return WIN
        pile = t.pile_count - draws
        if t.pile_pass == 2 and pile <= 0:
            return _final(p, me)
        if t.pile_pass == 1 and pile <= 0:
            pile += 40  # roughly what the reshuffled discards make
        if not self.looks_ahead:
            return self.street(p)
        # The opponent's card-free answers: let Charlie come, or lure first; near the end, run the pile out.
        worst = None
        answers = [p, *_lures(p)]
        for answer in answers:
            if _sue_winner(answer) == opp:
                return -WIN
            after = _after_charlie(answer, opp)
            if entrance_owner(after[I_CHARLIE]) == opp:
                return -WIN
            value = self.street(after)
            worst = value if worst is None else min(worst, value)
        if t.pile_pass == 2 and pile <= HAND_SIZE:
            worst = min(worst if worst is not None else WIN, _final(_after_charlie(p, opp), me))
        assert worst is not None
        return worst

    def card(self, kind: CardKind, p: Positions) -> float:
        useful = bool(options(p[:5], self.me, kind, None)) or kind is CardKind.SUE
        return self.w.card if useful else self.w.useless_card

    def hand(self, kinds: tuple[CardKind, ...], p: Positions) -> float:
        return sum(self.card(k, p) for k in kinds)


@dataclass(frozen=True)
class _Step:
    """The first step of a plan: what to send."""

    type: str  # play | lure | discard | end_turn
    kinds: tuple[CardKind, ...] = ()
    move: Move | None = None
    figure: str | None = None


class _Planner:
    """Best plan for the rest of the turn, by depth-first search over the cards of the turn's colour."""

    NODE_LIMIT = 20_000

    def __init__(self, judge: _Judge) -> None:
        self.judge = judge
        self.memo: dict[tuple[Any, ...], float] = {}
        self.nodes = 0

    def plan(self) -> list[tuple[float, _Step]]:
        """Every first step with the value of the best plan that starts with it."""
        t = self.judge.turn
        out: list[tuple[float, _Step]] = []
        p, hand = t.positions, t.hand
        if t.mode != "discard":
            for kinds, move, after, left, colour, red in turn_plays(p, hand, t.colour, t.red_use, self.judge.me):
                out.append((self._value(after, left, colour, red), _Step("play", kinds, move)))
        if t.mode == "start":
            for figure, i in _LURABLE:
                if p[i] != p[I_HAL]:
                    pos = list(p)
                    pos[i] = p[I_HAL]
                    lured = tuple(pos)
                    if trio_ok(lured[I_SUE], lured[I_LOW], lured[I_HIGH]):
                        value = self._win_or(lured, lambda q=lured: self.judge.end_of_turn(q, 0))
                        out.append((value + self.judge.hand(hand, p), _Step("lure", figure=figure)))
        if t.mode != "play" and hand:
            out.extend(self._discards(p, hand))
        if t.mode != "start":
            out.append((self._end(p, hand), _Step("end_turn")))
        return out

    def _discards(self, p: Positions, hand: tuple[CardKind, ...]) -> list[tuple[float, _Step]]:
        """Discarding the k least useful cards, for each k; the step is the least useful card."""
        judge = self.judge
        ranked = sorted(hand, key=lambda k: (judge.card(k, p), k.value))
        out = []
        best_value = None
        for k in range(1, len(ranked) + 1):
            value = self._end(p, tuple(ranked[k:]))
            best_value = value if best_value is None else max(best_value, value)
        assert best_value is not None
        out.append((best_value, _Step("discard", kinds=(ranked[0],))))
        return out

    def _end(self, p: Positions, hand: tuple[CardKind, ...]) -> float:
        judge = self.judge
        draws = HAND_SIZE - len(hand)
        return judge.end_of_turn(p, draws) + judge.hand(hand, p) + draws * judge.w.card

    def _win_or(self, p: Positions, otherwise: Any) -> float:
        winner = _sue_winner(p)
        if winner is not None:
            return WIN if winner == self.judge.me else -WIN
        return float(otherwise())

    def _value(self, p: Positions, hand: tuple[CardKind, ...], colour: Colour, red: RedUse | None) -> float:
        """The best value reachable from here in this turn (at least: ending it now)."""
        winner = _sue_winner(p)
        if winner is not None:
            return WIN if winner == self.judge.me else -WIN
        key = (p, tuple(sorted(k.value for k in hand)), colour, red)
        known = self.memo.get(key)
        if known is not None:
            return known
        best = self._end(p, hand)
        self.nodes += 1
        if self.nodes < self.NODE_LIMIT:
            for _, _, after, left, c, r in turn_plays(p, hand, colour, red, self.judge.me):
                best = max(best, self._value(after, left, c, r))
        self.memo[key] = best
        return best


def turn_plays(
    p: Positions,
    hand: tuple[CardKind, ...],
    colour: Colour | None,
    red: RedUse | None,
    seat: int,
    options_of: Callable[..., Any] = options,
) -> Iterator[tuple[tuple[CardKind, ...], Move, Positions, tuple[CardKind, ...], Colour, RedUse | None]]:
    """Every play of the turn's next card (or two Saucy Sue cards together) from ``hand``: the cards, the move, the
    figures' positions after it, the hand left, the turn's colour and its red-card record then. The normal bot's
    planner and the hard bot's (bots/times_square/search.py, with ``options_of`` a cached board.options) share it."""
    street = p[:5]
    seen: set[CardKind] = set()
    for i, kind in enumerate(hand):
        if kind in seen or (colour is not None and kind.colour is not colour):
            continue
        seen.add(kind)
        left = hand[:i] + hand[i + 1 :]
        for move, to in options_of(street, seat, kind, red):
            pos = list(p)
            for figure, space in to:
                pos[_INDEX[figure.value]] = space
            yield (kind,), move, tuple(pos), left, kind.colour, red if red is not None else red_use_after(kind, move)
    if colour in (None, Colour.GREEN) and hand.count(CardKind.SUE) >= 2:
        to = group_option(street, seat)
        if to is not None:
            pos = list(p)
            for figure, space in to:
                pos[_INDEX[figure.value]] = space
            left = list(hand)
            left.remove(CardKind.SUE)
            left.remove(CardKind.SUE)
            yield (CardKind.SUE, CardKind.SUE), Move.GROUP, tuple(pos), tuple(left), Colour.GREEN, None


def _matching(step: _Step, legal: list[dict[str, Any]], view: dict[str, Any]) -> list[dict[str, Any]]:
    """The legal actions that carry out ``step`` (several when the hand holds equal cards)."""
    kind_of = {card["id"]: card["kind"] for card in view["hand"]}
    out = []
    for action in legal:
        if action["type"] != step.type:
            continue
        if step.type == "play":
            kinds = sorted(kind_of[c] for c in action["cards"])
            if kinds == sorted(k.value for k in step.kinds) and step.move is not None and action["move"] == step.move.value:
                out.append(action)
        elif step.type == "lure":
            if action["figure"] == step.figure:
                out.append(action)
        elif step.type == "discard":
            if kind_of[action["card"]] == step.kinds[0].value:
                out.append(action)
        else:
            out.append(action)
    return out


class NormalTimesSquareBot(Bot):
    """Plans the rest of its turn against the opponent's card-free answers; see the module's docstring."""

    def __init__(self, weights: Weights | None = None) -> None:
        super().__init__(Level.NORMAL)
        self.weights = weights or Weights()

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        return _best(_Planner(_Judge(_read_view(view), self.weights)), legal, view, rng)


def _best(planner: _Planner, legal: list[dict[str, Any]], view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The first step of the planner's best plan, as one of the legal actions."""
    ranked = planner.plan()
    best = max(value for value, _ in ranked)
    # Near-equal plans are chosen at random, so that games between bots do not all go the same way.
    steps = [step for value, step in ranked if value >= best - 1e-6]
    rng.shuffle(steps)
    for step in steps:
        matches = _matching(step, legal, view)
        if matches:
            return matches[0]
    raise AssertionError("the planner proposed a step the rules do not offer")  # they share board.options


class EasyTimesSquareBot(Bot):
    """Short-sighted and careless: it plans its own turn like the normal bot but never thinks about the
    opponent's answer, and now and then it simply does something at random."""

    RANDOM_SHARE = 0.3
    GO_ON = 0.5  # in a random move after a card, how often it plays another rather than ending the turn

    def __init__(self) -> None:
        super().__init__(Level.EASY)

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        turn = _read_view(view)
        if rng.random() >= self.RANDOM_SHARE:
            return _best(_Planner(_Judge(turn, Weights(), looks_ahead=False)), legal, view, rng)
        by_type: dict[str, list[dict[str, Any]]] = {}
        for action in legal:
            by_type.setdefault(action["type"], []).append(action)
        if "end_turn" in by_type and rng.random() >= self.GO_ON:
            return by_type["end_turn"][0]
        kinds = [k for k in sorted(by_type) if k != "end_turn"] or ["end_turn"]
        return rng.choice(by_type[rng.choice(kinds)])


def make(level: str) -> Bot:
    if level == Level.EASY.value:
        return EasyTimesSquareBot()
    if level == Level.NORMAL.value:
        return NormalTimesSquareBot()
    raise ValueError(f"unknown bot level {level!r} for times_square")

