"""Frantic Frankfurt bots: what to do (``choose``) and how long a person would take to do it (``reaction_ms``).

The game is played in real time, so a bot is two things. The decision is the same contract as every bot:
``choose(view, legal, rng)`` from the seat's own view (every face-down card is only a count in it, for the
owner too) and the legal actions. The timing is data: a reaction speed (slow, medium, fast) gives each action
a think time made of *noticing* what changed on the table and *moving* the hand, so the Table (or the
interface) schedules the bot like a person:

1. after every change, each bot seat that has a legal action and no action under way starts *looking*:
   it will act ``notice_ms`` later;
2. when that time comes it reads its view and legal actions as they are *then* and chooses;
3. its hand takes ``move_ms`` to get there; the intent is submitted at the end of that, against whatever
   the state is by then, and a faster seat may have made it ``ff.too_late`` (the bot then looks again).

``reaction_ms`` is the sum of the two for one action, for a scheduler that does not split them.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from tabletop_qt.bots.base import Bot, Level, require_legal


class Speed(enum.Enum):
    """How quickly a bot reacts, chosen apart from how well it plays (its Level)."""

    SLOW = "slow"
    MEDIUM = "medium"
    FAST = "fast"


SPEEDS: tuple[str, ...] = tuple(s.value for s in Speed)


@dataclass(frozen=True)
class Reaction:
    """Think-time figures of one speed, in milliseconds: a normal spread around a mean, never below a floor.

    ``notice`` is seeing that a pile top (or the phase) changed and finding a card that fits; ``move`` is
    carrying a card to a pile or a column; ``slap`` is a hand slapping a pile (quicker than carrying a card);
    ``press`` is confirming "ready" or turning over the opening card. Human figures for the scale: a simple
    visual reaction takes about 250 ms, matching a card against four piles and four columns takes longer.
    """

    notice_mean: float
    notice_sd: float
    move_mean: float
    move_sd: float
    slap_mean: float
    press_mean: float
    floor: float


# Slow is a casual player with a mouse (about 1.8 s a card), medium a practised one (about 1.25 s), fast a very
# quick one (under 0.8 s). Speed decides most games between bots of one level: see the benchmark.
REACTIONS: dict[Speed, Reaction] = {
    Speed.SLOW: Reaction(
        notice_mean=1100, notice_sd=250, move_mean=700, move_sd=140, slap_mean=480, press_mean=520, floor=450
    ),
    Speed.MEDIUM: Reaction(
        notice_mean=750, notice_sd=160, move_mean=500, move_sd=100, slap_mean=340, press_mean=360, floor=300
    ),
    Speed.FAST: Reaction(
        notice_mean=450, notice_sd=90, move_mean=330, move_sd=60, slap_mean=230, press_mean=240, floor=200
    ),
}


def _speed(speed: str | Speed) -> Speed:
    if isinstance(speed, Speed):
        return speed
    try:
        return Speed(speed)
    except ValueError:
        raise ValueError(f"unknown reaction speed {speed!r}; expected one of {', '.join(SPEEDS)}") from None


def notice_ms(speed: str | Speed, rng: random.Random) -> int:
    """How long the bot looks before it knows what it will do."""
    r = REACTIONS[_speed(speed)]
    # Each half may not fall below half the floor; the sum may not fall below the floor (reaction_ms).
    return int(max(r.floor * 0.5, rng.gauss(r.notice_mean, r.notice_sd)))


def move_ms(speed: str | Speed, action_type: str, rng: random.Random) -> int:
    """How long the hand takes to carry out an action of ``action_type`` (the action JSON's "type")."""
    r = REACTIONS[_speed(speed)]
    if action_type in ("play", "move"):
        mean, sd = r.move_mean, r.move_sd
    elif action_type == "slap":
        mean, sd = r.slap_mean, r.move_sd * 0.6
    else:  # ready, reveal
        mean, sd = r.press_mean, r.move_sd * 0.6
    return int(max(r.floor * 0.5, rng.gauss(mean, sd)))


def reaction_ms(speed: str | Speed, rng: random.Random, action_type: str = "play") -> int:
    """The whole think time of one action: notice, then move; never below the speed's floor."""
    r = REACTIONS[_speed(speed)]
    return max(int(r.floor), notice_ms(speed, rng) + move_ms(speed, action_type, rng))


# --------------------------------------------------------------------------------------------------- choosing


def _only(legal: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [a for a in legal if a["type"] == kind]


def _may_lay(card: dict[str, Any], top: dict[str, Any]) -> bool:
    # The rulebook's two laying rules, read from the view (bots must not need the engine's state).
    if card["colour"] != top["colour"]:
        return bool(card["value"] > top["value"])
    return card["value"] % 2 == 1 and top["value"] % 2 == 0


def _smallest_piles(view: dict[str, Any], slaps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    counts = {p["pile"]: p["count"] for p in view["piles"]}
    least = min(counts[a["pile"]] for a in slaps)
    return [a for a in slaps if counts[a["pile"]] == least]


class EasyFranticFrankfurtBot(Bot):
    """Any legal card, any pile: it keeps up with the table but never plans."""

    def __init__(self) -> None:
        super().__init__(Level.EASY)

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        return rng.choice(legal)


@dataclass(frozen=True)
class Weights:
    """How the normal bot ranks its plays and moves (higher first).

    Turning up a face-down card is what opens new plays, so a play from a column with cards under its top
    comes first (a little more the deeper the column), then a move into an empty column (it turns a card up
    without shedding one), then a play that empties a column (useful when another column can then move into
    it). Among piles: a new top that the bot's other face-up cards can follow is good; one the opponents'
    face-up cards can follow is bad.
    """

    turn_up: float = 10.0
    per_hidden: float = 0.5
    move: float = 8.0
    empty_column: float = 5.0
    empty_with_hidden_elsewhere: float = 2.0
    my_follow_up: float = 1.0
    their_follow_up: float = 0.6


class NormalFranticFrankfurtBot(Bot):
    """Turns cards up first, picks piles that help itself and not the others, and races for the smallest pile."""

    def __init__(self, weights: Weights | None = None) -> None:
        super().__init__(Level.NORMAL)
        self.weights = weights or Weights()

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        require_legal(legal)
        slaps = _only(legal, "slap")
        if slaps:
            # Every pile slapped by the others goes under their own draw pile, and the finisher's leaves the
            # game: whoever slaps wants the smallest one (the rulebook's "colpirò la pila più piccola").
            return rng.choice(_smallest_piles(view, slaps))
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        if seat is None:
            raise ValueError("a bot needs a seat's view, not a spectator's")
        scores = [self._score(view, seat, a) for a in legal]
        best = max(scores)
        return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= best - 1e-9])

    def _score(self, view: dict[str, Any], seat: int, action: dict[str, Any]) -> float:
        w = self.weights
        columns = view["seats"][seat]["columns"]
        if action["type"] == "move":
            return w.move
        if action["type"] != "play":
            return 0.0
        column = next(c for c in columns if c["top"] is not None and c["top"]["id"] == action["card"])
        card = column["top"]
        if column["hidden"]:
            score = w.turn_up + w.per_hidden * column["hidden"]
        else:
            score = w.empty_column
            if any(c["hidden"] for c in columns):
                score += w.empty_with_hidden_elsewhere
        mine = [c["top"] for c in columns if c["top"] is not None and c is not column]
        score += w.my_follow_up * sum(_may_lay(other, card) for other in mine)
        theirs = [
            c["top"]
            for s, other in enumerate(view["seats"])
            if s != seat
            for c in other["columns"]
            if c["top"] is not None
        ]
        score -= w.their_follow_up * sum(_may_lay(other, card) for other in theirs)
        return score


def make(level: str) -> Bot:
    if level == Level.EASY.value:
        return EasyFranticFrankfurtBot()
    if level == Level.NORMAL.value:
        return NormalFranticFrankfurtBot()
    raise ValueError(f"unknown bot level {level!r} for frantic_frankfurt")


# ------------------------------------------------------------------------------------------- headless real time


@dataclass(frozen=True)
class SimResult:
    """How a simulated real-time game went: the outcome, how long it took at the table, how many intents
    arrived too late (another seat was faster), and how many actions were applied."""

    outcome: Any
    table_ms: int
    too_late: int
    actions: int


def simulate(
    players: int,
    seed: int,
    levels: list[str],
    speeds: list[str],
    options: dict[str, Any] | None = None,
    max_steps: int = 200_000,
    record: list[tuple[int, Any, list[Any]]] | None = None,
) -> SimResult:
    """One bot game in simulated real time, scheduled exactly as the module docstring tells the Table to: each
    seat that can act looks (``notice_ms``), chooses from its view as it is then, moves (``move_ms``), and its
    intent is applied in arrival order or refused. A reference for the Table's scheduler, and the bots' tests
    and benchmarks. ``levels`` may name the hard level: its search (bots/frantic_frankfurt/search.py, fixed
    iterations) takes no simulated time, so at one speed it differs from the normal bot in its choices only.
    The game's rules are imported here only, so importing this module for ``choose`` stays cheap. ``record``, if
    given, receives (seat, action JSON, events) for every applied intent, in order: the game's log
    (``sim --history``)."""
    from tabletop_qt.bots import make_bot
    from tabletop_qt.core.errors import IllegalActionError
    from tabletop_qt.core.games.frantic_frankfurt.codes import Reason
    from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt

    game = FranticFrankfurt()
    # make_bot, not make: the hard level (bots/hard.py) searches with its fixed iteration budget. Its thinking
    # costs no simulated time: like every bot it looks for notice_ms and moves for move_ms at its own speed.
    bots = [make_bot(game.id, level, options) for level in levels]
    rng = random.Random(seed)
    state = game.new_state(players, seed, options)
    now = 0
    plans: dict[int, tuple[int, dict[str, Any] | None]] = {}  # seat -> (when, None while looking | intent)
    too_late = actions = steps = 0
    while not state.finished:
        for seat in game.current_seats(state):
            if seat not in plans:
                plans[seat] = (now + notice_ms(speeds[seat], rng), None)
        seat = min(plans, key=lambda s: (plans[s][0], s))
        when, intent = plans.pop(seat)
        now = when
        if intent is None:
            legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
            if legal:  # a seat that can no longer act simply stops looking
                choice = bots[seat].choose(game.view(state, seat), legal, rng)
                plans[seat] = (now + move_ms(speeds[seat], choice["type"], rng), choice)
        else:
            try:
                action = game.action_from_json(intent)
                state, events = game.apply(state, seat, action)
                actions += 1
                if record is not None:
                    record.append((seat, game.action_to_json(action), events))
            except IllegalActionError as refused:
                too_late += refused.reason == Reason.TOO_LATE
        steps += 1
        if steps > max_steps:
            raise RuntimeError("a simulated game did not end")
    return SimResult(game.outcome(state), now, too_late, actions)
