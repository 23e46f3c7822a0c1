"""The Frantic Frankfurt rules engine: the only judge of what may be played, by whom, and when.

A real-time game as a pure state machine. Every seat may act whenever ``legal_actions`` gives it something;
the Table applies intents in the order they arrive, each against the state as it is by then. Actions name
what they were aimed at (a play names the pile's top card it was meant to cover, a slap names its pile), so
an intent overtaken by a faster seat is refused with ``ff.too_late``, never applied to something its sender
did not see. The moments the rulebook has everybody act together (a round's opening reveal, the reveal when
everyone is stuck) are phases that wait for every seat's ``ready``; the race for the piles at the end of a
round is first come, first served. docs/rules/frantic_frankfurt.md ("For the Table") says what the host does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError
from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, CARDS, kind_row, lays_on
from tabletop_qt.core.games.frantic_frankfurt.codes import Code, End, Reason, Why
from tabletop_qt.core.games.frantic_frankfurt.state import (
    COLUMN_SIZES,
    COLUMNS,
    GAME_ID,
    LAYOUT_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTION_STRESS,
    FranticFrankfurtState,
    Layout,
    Phase,
    can_play_or_move,
)

# ---------------------------------------------------------------------------------------------------- actions


# Every action names the round it was meant for: an intent still on its way when the round ended must not be
# applied to the next round's layout and piles (a card id can lie on top of a column again in a later round).


@dataclass(frozen=True)
class Play:
    """Discard ``card`` (the face-up top of one of the seat's columns) onto pile ``pile``, whose top card the
    player saw as ``onto``: if another card covered ``onto`` first, the play is too late."""

    card: str
    pile: int
    onto: str
    round: int


@dataclass(frozen=True)
class Move:
    """Move ``card`` (a face-up top) into the empty column ``column``; the card under it turns face up."""

    card: str
    column: int
    round: int


@dataclass(frozen=True)
class Ready:
    """Say "my card is face down in the middle": the opening and the stuck reveal wait for every seat's ready."""

    round: int


@dataclass(frozen=True)
class Reveal:
    """Only with "stress continuo": turn over the card held to open this seat's pile, waiting for nobody."""

    round: int


@dataclass(frozen=True)
class Slap:
    """End of a round: slap pile ``pile`` (first come, first served)."""

    pile: int
    round: int


Action = Play | Move | Ready | Reveal | Slap

_KNOWN_CARDS = frozenset(ALL_CARDS)
_MAX_ROUND = 1 << 31  # far beyond any game; only keeps absurd numbers off the wire

# Events that show a card nobody had seen (undo must never go back past them).
_REVEALING = frozenset(
    {
        Code.CARDS_DEALT,
        Code.LAYOUT_BUILT,
        Code.PILES_OPENED,
        Code.PILE_OPENED,
        Code.CARD_TURNED,
        Code.STUCK_REVEALED,
    }
)


def _card(card: str) -> dict[str, Any]:
    return CARDS[card].to_json()


class FranticFrankfurt:
    id = GAME_ID
    rules_version = 1
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    # ------------------------------------------------------------------ setup
    def default_options(self, players: int) -> Mapping[str, Any]:
        return {OPTION_STRESS: False}

    def new_state(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> FranticFrankfurtState:
        state, _ = self.new_state_with_events(players, seed, options)
        return state

    def new_state_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[FranticFrankfurtState, list[Event]]:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidActionError(Reason.PLAYERS, players=players)
        stress = False
        for key, value in (options or {}).items():
            if key != OPTION_STRESS or not isinstance(value, bool):
                raise InvalidActionError(Reason.OPTION, option=key)
            stress = value
        r = rng.seed_state(seed)
        deck, r = rng.shuffled(r, ALL_CARDS)
        # "Le 132 carte numerate vengono mischiate e distribuite coperte ai giocatori": dealt one at a time.
        draw = tuple(tuple(deck[s::players]) for s in range(players))
        state = FranticFrankfurtState(
            players=players,
            stress=stress,
            round=0,
            phase=Phase.OPENING,
            draw=draw,
            layouts=tuple(((), (), (), ()) for _ in range(players)),
            holding=(None,) * players,
            piles=(None,) * players,
            box=(),
            ready=(False,) * players,
            finisher=None,
            claims=(None,) * players,
            winners=(),
            rng=r,
        )
        events = [Event(Code.CARDS_DEALT, {"counts": [len(d) for d in draw]})]
        return _start_round(state, events)

    # ------------------------------------------------------------------ queries
    def current_seats(self, state: FranticFrankfurtState) -> Sequence[int]:
        """Every seat that has a legal action now: in a real-time game, all of them may act at once."""
        return tuple(s for s in range(state.players) if _has_action(state, s))

    def stuck_detected(self, state: FranticFrankfurtState) -> bool:
        """Everyone is stuck and the stuck reveal waits for the seats' ready (the host may count down)."""
        return state.phase is Phase.STUCK

    def waiting_for(self, state: FranticFrankfurtState) -> tuple[int, ...]:
        """The seats a simultaneous reveal still waits for (empty outside OPENING and STUCK)."""
        if state.phase not in (Phase.OPENING, Phase.STUCK):
            return ()
        return tuple(s for s in range(state.players) if not state.ready[s])

    def legal_actions(self, state: FranticFrankfurtState, seat: int) -> list[Action]:
        if not 0 <= seat < state.players:
            return []
        phase = state.phase
        if phase is Phase.PLAY:
            if state.holding[seat] is not None:
                return [Reveal(state.round)]
            return _plays_and_moves(state, seat)
        if phase is Phase.OPENING or phase is Phase.STUCK:
            return [] if state.ready[seat] else [Ready(state.round)]
        if phase is Phase.RACE:
            if not _may_slap(state, seat):
                return []
            return [Slap(p, state.round) for p, pile in enumerate(state.piles) if pile is not None]
        return []

    def check(self, state: FranticFrankfurtState, seat: int, action: Action) -> None:
        """Raise the reason ``action`` is refused, if it is."""
        self._validate(state, seat, action)

    def _validate(self, state: FranticFrankfurtState, seat: int, action: Action) -> int | None:
        """Raise the refusal, or return what the apply step needs: the column of a played or moved card."""
        if not isinstance(action, (Play, Move, Ready, Reveal, Slap)):
            raise InvalidActionError(Reason.MALFORMED)
        if not 0 <= seat < state.players:
            raise InvalidActionError(Reason.NO_SUCH_SEAT, seat=seat)
        if isinstance(action, (Play, Slap)) and not 0 <= action.pile < state.players:
            raise InvalidActionError(Reason.NO_SUCH_PILE, pile=action.pile)
        if isinstance(action, Move) and not 0 <= action.column < COLUMNS:
            raise InvalidActionError(Reason.MALFORMED)
        phase = state.phase
        if phase is Phase.FINISHED:
            if isinstance(action, Slap) and action.round == state.round:
                # The race that ended the game was lost: the slap is late, not merely after the game.
                raise IllegalActionError(Reason.TOO_LATE, pile=action.pile, why=Why.ROUND_OVER, round=state.round)
            raise IllegalActionError(Reason.GAME_OVER)
        if action.round != state.round:
            if action.round > state.round:
                raise InvalidActionError(Reason.NO_SUCH_ROUND, round=action.round)
            # Meant for a round that is over: whatever it aimed at has been picked up since.
            raise IllegalActionError(
                Reason.TOO_LATE, pile=getattr(action, "pile", None), why=Why.ROUND_OVER, round=state.round
            )
        if isinstance(action, Play):
            return _validate_play(state, seat, action)
        if isinstance(action, Move):
            return _validate_move(state, seat, action)
        if isinstance(action, Ready):
            if phase is not Phase.OPENING and phase is not Phase.STUCK:
                raise IllegalActionError(Reason.NO_REVEAL_PENDING)
            if state.ready[seat]:
                raise IllegalActionError(Reason.ALREADY_READY)
            return None
        if isinstance(action, Reveal):
            if not state.stress:
                raise IllegalActionError(Reason.REVEAL_TOGETHER)
            if phase is not Phase.PLAY or state.holding[seat] is None:
                raise IllegalActionError(Reason.NOTHING_TO_REVEAL)
            return None
        # Slap
        if phase is not Phase.RACE:
            raise IllegalActionError(Reason.ROUND_NOT_OVER)
        mine = state.claims[seat]
        if mine is not None:
            raise IllegalActionError(Reason.ALREADY_SLAPPED, pile=mine)
        finisher = state.finisher
        assert finisher is not None
        if seat != finisher and state.claims[finisher] is None:
            raise IllegalActionError(Reason.FINISHER_SLAPS_FIRST, seat=finisher)
        if state.piles[action.pile] is None:
            if action.pile in state.claims:
                raise IllegalActionError(
                    Reason.TOO_LATE, pile=action.pile, why=Why.TAKEN, by=state.claims.index(action.pile)
                )
            raise IllegalActionError(Reason.PILE_NOT_OPEN, pile=action.pile)
        return None

    def apply(
        self, state: FranticFrankfurtState, seat: int, action: Action
    ) -> tuple[FranticFrankfurtState, list[Event]]:
        column = self._validate(state, seat, action)
        events: list[Event] = []
        if isinstance(action, Play):
            assert column is not None
            state = _apply_play(state, seat, action, column, events)
        elif isinstance(action, Move):
            assert column is not None
            state = _apply_move(state, seat, action, column, events)
        elif isinstance(action, Ready):
            state = _apply_ready(state, seat, events)
        elif isinstance(action, Reveal):
            state = _apply_reveal(state, seat, events)
        else:
            state = _apply_slap(state, seat, action.pile, False, events)
        return state, events

    # ------------------------------------------------------------------ results
    def cards_left(self, state: FranticFrankfurtState, seat: int) -> int:
        """What a seat still has to get rid of: its draw pile, its columns and a card held to open a pile."""
        return (
            len(state.draw[seat])
            + sum(len(col) for col in state.layouts[seat])
            + (state.holding[seat] is not None)
        )

    def outcome(self, state: FranticFrankfurtState) -> Outcome:
        """``scores`` are the cards each seat still has to shed (fewer is better), not points."""
        scores = tuple(self.cards_left(state, s) for s in range(state.players))
        if not state.finished:
            return Outcome(False, (), scores, "")
        return Outcome(True, state.winners, scores, End.DRAW_PILE_SPENT)

    # ------------------------------------------------------------------ views and wire forms
    def view(self, state: FranticFrankfurtState, seat: int | None) -> dict[str, Any]:
        """Whitelisted: face-up cards (column tops, pile tops) by name; everything face down (draw piles, the
        cards under column tops, a card held to open a pile, the box) only as counts, for every seat alike,
        the owner included: nobody looks at their own face-down cards in this game."""
        seats = []
        for s in range(state.players):
            seats.append(
                {
                    "draw_count": len(state.draw[s]),
                    "columns": [
                        {"hidden": len(col) - 1 if col else 0, "top": _card(col[-1]) if col else None}
                        for col in state.layouts[s]
                    ],
                    "holding": state.holding[s] is not None,
                    "ready": state.ready[s],
                    "claim": state.claims[s],
                    "cards_left": self.cards_left(state, s),
                }
            )
        piles = []
        for p, pile in enumerate(state.piles):
            piles.append(
                {
                    "pile": p,
                    "open": pile is not None,
                    "top": _card(pile[-1]) if pile else None,
                    "count": len(pile) if pile else 0,
                    "claimed_by": state.claims.index(p) if p in state.claims else None,
                }
            )
        return {
            "game": self.id,
            "seat": seat,
            "players": state.players,
            "options": {OPTION_STRESS: state.stress},
            "round": state.round,
            "phase": state.phase.value,
            "seats": seats,
            "piles": piles,
            "box_count": len(state.box),
            "finisher": state.finisher,
            "current": list(self.current_seats(state)),
            "outcome": self.outcome(state).to_json(),
        }

    def state_to_json(self, state: FranticFrankfurtState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: Any) -> FranticFrankfurtState:
        return FranticFrankfurtState.from_json(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        if isinstance(action, Play):
            return {
                "type": "play",
                "card": action.card,
                "pile": action.pile,
                "onto": action.onto,
                "round": action.round,
            }
        if isinstance(action, Move):
            return {"type": "move", "card": action.card, "column": action.column, "round": action.round}
        if isinstance(action, Ready):
            return {"type": "ready", "round": action.round}
        if isinstance(action, Reveal):
            return {"type": "reveal", "round": action.round}
        if isinstance(action, Slap):
            return {"type": "slap", "pile": action.pile, "round": action.round}
        raise InvalidActionError(Reason.MALFORMED)

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict) or not _small_int(data.get("round"), _MAX_ROUND):
            raise InvalidActionError(Reason.MALFORMED)
        kind = data.get("type")
        keys = set(data)
        r = data["round"]
        if kind == "ready" and keys == {"type", "round"}:
            return Ready(r)
        if kind == "reveal" and keys == {"type", "round"}:
            return Reveal(r)
        if kind == "slap" and keys == {"type", "pile", "round"} and _small_int(data["pile"], MAX_PLAYERS):
            return Slap(data["pile"], r)
        if (
            kind == "move"
            and keys == {"type", "card", "column", "round"}
            and _known(data["card"])
            and _small_int(data["column"], COLUMNS)
        ):
            return Move(data["card"], data["column"], r)
        if (
            kind == "play"
            and keys == {"type", "card", "pile", "onto", "round"}
            and _known(data["card"])
            and _known(data["onto"])
            and data["card"] != data["onto"]
            and _small_int(data["pile"], MAX_PLAYERS)
        ):
            return Play(data["card"], data["pile"], data["onto"], r)
        raise InvalidActionError(Reason.MALFORMED)

    # ------------------------------------------------------------------ hidden information
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """Every event names only cards that are face up by then: all of them are public."""
        return event

    def reveals_information(self, events: Sequence[Event]) -> bool:
        return any(e.code in _REVEALING for e in events)


# --------------------------------------------------------------------------------------------------- helpers


def _known(card: Any) -> bool:
    return isinstance(card, str) and card in _KNOWN_CARDS


def _small_int(value: Any, bound: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < bound


def _with(state: FranticFrankfurtState, **changes: Any) -> FranticFrankfurtState:
    # dataclasses.replace re-runs __init__ through keyword matching; building the dict by hand is faster,
    # and apply runs thousands of times a second in the random-game tests.
    fields = {name: getattr(state, name) for name in _FIELDS}
    fields.update(changes)
    return FranticFrankfurtState(**fields)


_FIELDS = tuple(FranticFrankfurtState.__dataclass_fields__)


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _find_top(layout: Layout, card: str) -> int | None:
    """The column whose face-up top is ``card``, if any."""
    for ci, col in enumerate(layout):
        if col and col[-1] == card:
            return ci
    return None


def _plays_and_moves(state: FranticFrankfurtState, seat: int) -> list[Action]:
    layout = state.layouts[seat]
    r = state.round
    out: list[Action] = []
    tops = [(p, pile[-1]) for p, pile in enumerate(state.piles) if pile is not None]
    empties = [ci for ci in range(COLUMNS) if not layout[ci]]
    for col in layout:
        if not col:
            continue
        card = col[-1]
        row = kind_row(card)
        for p, top in tops:
            if lays_on(row, top):
                out.append(Play(card, p, top, r))
    if empties:
        for col in layout:
            if len(col) >= 2:
                out.extend(Move(col[-1], e, r) for e in empties)
    return out


def _has_action(state: FranticFrankfurtState, seat: int) -> bool:
    phase = state.phase
    if phase is Phase.PLAY:
        return state.holding[seat] is not None or can_play_or_move(state, seat)
    if phase is Phase.OPENING or phase is Phase.STUCK:
        return not state.ready[seat]
    if phase is Phase.RACE:
        return _may_slap(state, seat)
    return False


def _may_slap(state: FranticFrankfurtState, seat: int) -> bool:
    if state.claims[seat] is not None:
        return False
    finisher = state.finisher
    assert finisher is not None
    return seat == finisher or state.claims[finisher] is not None


def _validate_play(state: FranticFrankfurtState, seat: int, action: Play) -> int:
    phase = state.phase
    if phase is Phase.RACE:
        # Someone emptied their columns while this play was on its way: it was overtaken.
        raise IllegalActionError(Reason.TOO_LATE, pile=action.pile, why=Why.ROUND_OVER)
    if phase is Phase.OPENING:
        raise IllegalActionError(Reason.WAIT_FOR_REVEAL, phase=phase.value)
    if state.holding[seat] is not None:
        raise IllegalActionError(Reason.REVEAL_FIRST)
    pile = state.piles[action.pile]
    if pile is None:
        raise IllegalActionError(Reason.PILE_NOT_OPEN, pile=action.pile)
    top = pile[-1]
    if top != action.onto:
        # The pile's top is not the card the player aimed at: another card covered it first (a pile only
        # grows during a round, so a card once covered never comes back up).
        raise IllegalActionError(Reason.TOO_LATE, pile=action.pile, why=Why.COVERED, top=_card(top))
    if phase is Phase.STUCK:
        raise IllegalActionError(Reason.WAIT_FOR_REVEAL, phase=phase.value)
    column = _find_top(state.layouts[seat], action.card)
    if column is None:
        # One reason whether the card is face down in this layout, elsewhere, or nowhere near: a distinct
        # answer for a face-down card would tell a probing client where hidden cards lie.
        raise IllegalActionError(Reason.CARD_NOT_IN_LAYOUT, card=action.card)
    card, on = CARDS[action.card], CARDS[top]
    if not lays_on(kind_row(action.card), top):
        if card.colour is on.colour:
            raise IllegalActionError(Reason.ODD_ON_EVEN, card=_card(action.card), top=_card(top))
        raise IllegalActionError(Reason.HIGHER_ON_LOWER, card=_card(action.card), top=_card(top))
    return column


def _validate_move(state: FranticFrankfurtState, seat: int, action: Move) -> int:
    phase = state.phase
    if phase is Phase.RACE:
        raise IllegalActionError(Reason.TOO_LATE, pile=None, why=Why.ROUND_OVER)
    if phase is not Phase.PLAY:
        raise IllegalActionError(Reason.WAIT_FOR_REVEAL, phase=phase.value)
    if state.holding[seat] is not None:
        raise IllegalActionError(Reason.REVEAL_FIRST)
    layout = state.layouts[seat]
    column = _find_top(layout, action.card)
    if column is None:
        raise IllegalActionError(Reason.CARD_NOT_IN_LAYOUT, card=action.card)
    if layout[action.column]:
        raise IllegalActionError(Reason.COLUMN_NOT_EMPTY, column=action.column)
    if len(layout[column]) < 2:
        # Moving a lone card only swaps which column is empty: nothing turns up, and allowing it would let a
        # game go round in circles.
        raise IllegalActionError(Reason.NOTHING_TO_TURN, column=column)
    return column


def _after_play_change(state: FranticFrankfurtState, events: list[Event]) -> FranticFrankfurtState:
    """In PLAY, once nobody holds a card to reveal and nobody can play or move, everyone is stuck."""
    if state.phase is not Phase.PLAY:
        return state
    n = state.players
    for s in range(n):
        if state.holding[s] is not None or can_play_or_move(state, s):
            return state
    events.append(Event(Code.EVERYONE_STUCK, {}))
    return _with(state, phase=Phase.STUCK, ready=(False,) * n)


def _apply_play(
    state: FranticFrankfurtState, seat: int, action: Play, column: int, events: list[Event]
) -> FranticFrankfurtState:
    layout = state.layouts[seat]
    rest = layout[column][:-1]
    new_layout: Layout = _set(layout, column, rest)  # type: ignore[assignment]
    pile = state.piles[action.pile]
    assert pile is not None
    events.append(
        Event(
            Code.CARD_PLAYED,
            {
                "seat": seat,
                "card": _card(action.card),
                "column": column,
                "pile": action.pile,
                "onto": _card(action.onto),
            },
        )
    )
    if rest:
        # The next card of the column turns face up at once (a ruling: turning it is never a disadvantage).
        events.append(Event(Code.CARD_TURNED, {"seat": seat, "column": column, "card": _card(rest[-1])}))
    state = _with(
        state,
        layouts=_set(state.layouts, seat, new_layout),
        piles=_set(state.piles, action.pile, pile + (action.card,)),
    )
    if not any(new_layout):
        events.append(Event(Code.COLUMNS_EMPTIED, {"seat": seat}))
        return _with(state, phase=Phase.RACE, finisher=seat)
    return _after_play_change(state, events)


def _apply_move(
    state: FranticFrankfurtState, seat: int, action: Move, column: int, events: list[Event]
) -> FranticFrankfurtState:
    layout = state.layouts[seat]
    source = layout[column]
    new_layout = list(layout)
    new_layout[column] = source[:-1]
    new_layout[action.column] = (action.card,)
    events.append(
        Event(Code.CARD_MOVED, {"seat": seat, "card": _card(action.card), "from": column, "to": action.column})
    )
    events.append(Event(Code.CARD_TURNED, {"seat": seat, "column": column, "card": _card(source[-2])}))
    state = _with(state, layouts=_set(state.layouts, seat, tuple(new_layout)))
    return _after_play_change(state, events)


def _apply_ready(state: FranticFrankfurtState, seat: int, events: list[Event]) -> FranticFrankfurtState:
    events.append(Event(Code.READY, {"seat": seat, "phase": state.phase.value}))
    ready = _set(state.ready, seat, True)
    if not all(ready):
        return _with(state, ready=ready)
    n = state.players
    if state.phase is Phase.OPENING:
        # The simultaneous reveal: every held card opens the pile in front of its seat.
        cards = [{"seat": s, "pile": s, "card": _card(state.holding[s])} for s in range(n)]  # type: ignore[arg-type]
        piles = tuple((state.holding[s],) for s in range(n))
        events.append(Event(Code.PILES_OPENED, {"cards": cards}))
        state = _with(state, phase=Phase.PLAY, ready=(False,) * n, holding=(None,) * n, piles=piles)
        return _after_play_change(state, events)
    state = _stuck_reveal(state, events)
    return _after_play_change(state, events)


def _stuck_reveal(state: FranticFrankfurtState, events: list[Event]) -> FranticFrankfurtState:
    """Everyone reveals a card from their draw pile, all at once, each onto the pile in front of them; an empty
    draw pile takes a card from the box instead (at random: the box is not a pile with an order)."""
    n = state.players
    draw = list(state.draw)
    piles: list[tuple[str, ...]] = [p for p in state.piles if p is not None]
    assert len(piles) == n
    box = list(state.box)
    r = state.rng
    if len(box) < sum(1 for d in draw if not d):
        # Ruling: when the box cannot serve everyone with an empty draw pile, the cards under the piles' tops go
        # into it first (the tops stay). Done before any card is revealed, so no revealed card goes back.
        under = [c for p in piles for c in p[:-1]]
        if under:
            box += under
            piles = [p[-1:] for p in piles]
            events.append(Event(Code.BOX_REFILLED, {"count": len(under)}))
    revealed = []
    for s in range(n):
        if draw[s]:
            card, draw[s] = draw[s][0], draw[s][1:]
            source = "draw"
        elif box:
            i, r = rng.below(r, len(box))
            card = box.pop(i)
            source = "box"
        else:
            continue  # nothing anywhere for this seat: it reveals nothing (the others still do)
        revealed.append((s, card, source))
    cards = []
    for s, card, source in revealed:
        piles[s] = piles[s] + (card,)
        cards.append({"seat": s, "pile": s, "card": _card(card), "source": source})
    events.append(Event(Code.STUCK_REVEALED, {"cards": cards}))
    return _with(
        state,
        phase=Phase.PLAY,
        ready=(False,) * n,
        draw=tuple(draw),
        piles=tuple(piles),
        box=tuple(box),
        rng=r,
    )


def _apply_reveal(state: FranticFrankfurtState, seat: int, events: list[Event]) -> FranticFrankfurtState:
    card = state.holding[seat]
    assert card is not None
    events.append(Event(Code.PILE_OPENED, {"seat": seat, "pile": seat, "card": _card(card)}))
    state = _with(state, holding=_set(state.holding, seat, None), piles=_set(state.piles, seat, (card,)))
    return _after_play_change(state, events)


def _gather_layout(layout: Layout, held: str | None) -> tuple[str, ...]:
    """A layout picked up to go under the draw pile: column 1 to 4, each as it lies from its bottom card up,
    then a card still held to open a pile ("stress continuo" only)."""
    cards: tuple[str, ...] = ()
    for col in layout:
        cards += col
    if held is not None:
        cards += (held,)
    return cards


_EMPTY_LAYOUT: Layout = ((), (), (), ())


def _apply_slap(
    state: FranticFrankfurtState, seat: int, pile_index: int, auto: bool, events: list[Event]
) -> FranticFrankfurtState:
    pile = state.piles[pile_index]
    assert pile is not None
    claims = _set(state.claims, seat, pile_index)
    piles = _set(state.piles, pile_index, None)
    if seat == state.finisher:
        # The finisher's pile leaves the game: into the lid of the box.
        events.append(
            Event(
                Code.PILE_SLAPPED,
                {"seat": seat, "pile": pile_index, "count": len(pile), "to": "box", "auto": auto},
            )
        )
        state = _with(state, claims=claims, piles=piles, box=state.box + pile)
    else:
        events.append(
            Event(
                Code.PILE_SLAPPED,
                {"seat": seat, "pile": pile_index, "count": len(pile), "to": "draw", "auto": auto},
            )
        )
        # The pile is turned face down as it lies and goes under the draw pile, the leftover columns after it.
        leftover = _gather_layout(state.layouts[seat], state.holding[seat])
        draw = state.draw[seat] + pile + leftover
        events.append(
            Event(
                Code.CARDS_UNDER_DRAW_PILE,
                {"seat": seat, "pile_cards": len(pile), "layout_cards": len(leftover), "draw_count": len(draw)},
            )
        )
        state = _with(
            state,
            claims=claims,
            piles=piles,
            draw=_set(state.draw, seat, draw),
            layouts=_set(state.layouts, seat, _EMPTY_LAYOUT),
            holding=_set(state.holding, seat, None),
        )
    waiting = [s for s in range(state.players) if state.claims[s] is None]
    open_piles = [p for p, pl in enumerate(state.piles) if pl is not None]
    if len(waiting) == 1 and len(open_piles) == 1:
        # Ruling: the last player left takes the last pile without having to slap it.
        return _apply_slap(state, waiting[0], open_piles[0], True, events)
    if waiting and open_piles:
        return state
    return _end_round(state, events)


def _end_round(state: FranticFrankfurtState, events: list[Event]) -> FranticFrankfurtState:
    n = state.players
    draw = list(state.draw)
    for s in range(n):
        if state.claims[s] is None:
            # No pile left for this seat ("stress continuo" piles that never opened): only its columns go under.
            leftover = _gather_layout(state.layouts[s], state.holding[s])
            draw[s] = draw[s] + leftover
            events.append(
                Event(
                    Code.CARDS_UNDER_DRAW_PILE,
                    {"seat": s, "pile_cards": 0, "layout_cards": len(leftover), "draw_count": len(draw[s])},
                )
            )
    counts = [len(d) for d in draw]
    events.append(
        Event(Code.ROUND_ENDED, {"round": state.round, "finisher": state.finisher, "draw_counts": counts})
    )
    state = _with(
        state,
        draw=tuple(draw),
        layouts=(_EMPTY_LAYOUT,) * n,
        holding=(None,) * n,
        claims=(None,) * n,
    )
    winners = tuple(s for s in range(n) if counts[s] <= 1)
    if winners:
        events.append(
            Event(
                Code.GAME_ENDED, {"winners": list(winners), "draw_counts": counts, "reason": End.DRAW_PILE_SPENT}
            )
        )
        return _with(state, phase=Phase.FINISHED, winners=winners)
    state, _ = _start_round(_with(state, finisher=None), events)
    return state


def _start_round(state: FranticFrankfurtState, events: list[Event]) -> tuple[FranticFrankfurtState, list[Event]]:
    """Every seat builds its columns from the top of its draw pile and holds the next card face down.

    Short piles: with fewer than 11 cards the columns are filled 1, 2, 3, 4 in order and one card is always
    kept to open a pile (the rulebook's 6 cards: columns of 1, 2 and 2, the sixth card opens a pile)."""
    n = state.players
    round_number = state.round + 1
    events.append(Event(Code.ROUND_STARTED, {"round": round_number}))
    draw = list(state.draw)
    layouts: list[Layout] = []
    holding: list[str | None] = []
    for s in range(n):
        cards = draw[s]
        assert len(cards) >= 2, "a round starts only when every draw pile holds at least two cards"
        laid = min(LAYOUT_SIZE, len(cards) - 1)
        columns = []
        start = 0
        for size in COLUMN_SIZES:
            take = min(size, laid - start)
            columns.append(cards[start : start + take])
            start += take
        layouts.append(tuple(columns))  # type: ignore[arg-type]
        holding.append(cards[laid])
        draw[s] = cards[laid + 1 :]
        events.append(
            Event(
                Code.LAYOUT_BUILT,
                {
                    "seat": s,
                    "columns": [len(c) for c in columns],
                    "tops": [_card(c[-1]) if c else None for c in columns],
                    "draw_count": len(draw[s]),
                },
            )
        )
    state = _with(
        state,
        round=round_number,
        # "Stress continuo": nobody waits for the others to reveal; each seat reveals its own card.
        phase=Phase.PLAY if state.stress else Phase.OPENING,
        draw=tuple(draw),
        layouts=tuple(layouts),
        holding=tuple(holding),
        piles=(None,) * n,
        ready=(False,) * n,
    )
    return state, events
