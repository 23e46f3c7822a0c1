"""The Times Square rules engine: the only judge of what may be played and where the figures go.

A turn is made of sub-actions, so every card is carried out (and can be taken back) before the next one:

- ``play``: one card (or two Sue cards together, for the group move) with the move it makes and where the
  figures it moves end up. Further plays must keep the turn's colour.
- ``lure``: instead of playing cards, Sue or one Bodyguard onto Hal's space. It ends the turn at once (no
  cards are drawn after it).
- ``discard``: instead of playing cards, one card to the discard pile; discard as many as you like.
- ``end_turn``: after playing or discarding: draw back to 8, Charlie moves, the other player's turn.

Sue or Charlie reaching a club's entrance ends the game at once, in the middle of a turn if need be.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError
from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games.times_square.board import (
    CENTRE,
    ENTRANCES,
    FIGURES,
    I_CHARLIE,
    I_HAL,
    I_SUE,
    LAST,
    MOVED,
    PLAYERS,
    SPACES,
    STREET_FIGURES,
    Destination,
    Figure,
    Move,
    Positions,
    charlie_steps,
    deb_between,
    entrance_owner,
    group_option,
    half_owner,
    lure_destination,
    moved_charlie,
    options,
    red_use_after,
    resolve,
    start_positions,
)
from tabletop_qt.core.games.times_square.cards import (
    ALL_CARDS,
    HAND_SIZE,
    KIND_OF,
    ORDER,
    CardKind,
    Colour,
    card_json,
    sort_cards,
)
from tabletop_qt.core.games.times_square.codes import Code, End, Reason
from tabletop_qt.core.games.times_square.state import GAME_ID, TimesSquareState, TurnMode

# --------------------------------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Play:
    """Play ``cards`` (one, or two Sue cards for the group move) to make ``move``; ``to`` says where each
    figure the move concerns ends up (board.MOVED[move], in FIGURES order)."""

    cards: tuple[str, ...]
    move: Move
    to: Destination


@dataclass(frozen=True)
class Lure:
    """Hal's lure: ``figure`` onto Hal's space; ``to`` is ((figure, Hal's space),)."""

    figure: Figure
    to: Destination


@dataclass(frozen=True)
class Discard:
    card: str


@dataclass(frozen=True)
class EndTurn:
    pass


Action = Play | Lure | Discard | EndTurn
END_TURN = EndTurn()
LURABLE: tuple[Figure, ...] = (Figure.SUE, Figure.GUARD_LOW, Figure.GUARD_HIGH)
_FIGURE_BY_VALUE: dict[str, Figure] = {f.value: f for f in FIGURES}
_MOVE_BY_VALUE: dict[str, Move] = {m.value: m for m in Move}
_KNOWN_CARDS = frozenset(ALL_CARDS)


@lru_cache(maxsize=1024)
def _lures(street: Positions) -> tuple[Lure, ...]:
    out = []
    hal = street[I_HAL]
    for figure in LURABLE:
        try:
            lure_destination((*street, CENTRE), figure)
        except IllegalActionError:
            continue
        out.append(Lure(figure, ((figure, hal),)))
    return tuple(out)


def _to_json(to: Destination) -> dict[str, int]:
    return {f.value: space for f, space in to}


# ----------------------------------------------------------------------------------------------------- rules


class TimesSquare:
    id = GAME_ID
    rules_version = 1
    min_players = PLAYERS
    max_players = PLAYERS

    # ------------------------------------------------------------------ setup
    def default_options(self, players: int) -> Mapping[str, Any]:
        return {}

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> TimesSquareState:
        state, _ = self.new_state_with_events(players, seed, options)
        return state

    def new_state_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[TimesSquareState, list[Event]]:
        if players != PLAYERS:
            raise InvalidActionError(Reason.PLAYERS, players=players)
        r = rng.seed_state(seed)
        # The fist pick: one player hides Hal and Deb in their fists, the other picks one. Done by the seeded
        # generator, so it is fair and nobody can steer it; the figures are then placed in the open.
        hal_seat, r = rng.below(r, PLAYERS)
        deck, r = rng.shuffled(r, ALL_CARDS)
        hands = (sort_cards(deck[:HAND_SIZE]), sort_cards(deck[HAND_SIZE : 2 * HAND_SIZE]))
        state = TimesSquareState(
            positions=start_positions(hal_seat),
            hal_seat=hal_seat,
            current=hal_seat,  # "Inizia il giocatore che ha Handsome Hal dal suo lato del tabellone."
            hands=hands,
            pile=tuple(deck[2 * HAND_SIZE :]),
            discard=(),
            pile_pass=1,
            turn=1,
            mode=TurnMode.START,
            colour=None,
            red_use=None,
            turn_cards=(),
            winners=(),
            end_reason="",
            rng=r,
        )
        events = [Event(Code.FIST_PICK, {"hal_seat": hal_seat, "deb_seat": 1 - hal_seat})]
        for seat in range(PLAYERS):
            events.append(Event(Code.CARDS_DEALT, {"seat": seat, "count": HAND_SIZE, "cards": list(hands[seat])}))
        events.append(Event(Code.TURN_STARTED, {"seat": hal_seat, "turn": 1}))
        return state, events

    # ------------------------------------------------------------------ queries
    def current_seats(self, state: TimesSquareState) -> Sequence[int]:
        return () if state.finished else (state.current,)

    def legal_actions(self, state: TimesSquareState, seat: int) -> list[Action]:
        if state.finished or seat != state.current:
            return []
        hand = state.hands[seat]
        mode = state.mode
        out: list[Action] = []
        if mode is not TurnMode.DISCARD:
            street = state.positions[:5]
            colour, red_use = state.colour, state.red_use
            by_kind: dict[CardKind, tuple[tuple[Move, Destination], ...]] = {}
            sues: list[str] = []
            for card in hand:
                kind = KIND_OF[card]
                if colour is not None and kind.colour is not colour:
                    continue
                found = by_kind.get(kind)
                if found is None:
                    found = by_kind[kind] = options(street, seat, kind, red_use)
                cards = (card,)
                out.extend([Play(cards, move, to) for move, to in found])
                if kind is CardKind.SUE:
                    sues.append(card)
            if len(sues) >= 2:
                group = group_option(street, seat)
                if group is not None:
                    out.extend(Play(pair, Move.GROUP, group) for pair in combinations(sues, 2))
        if mode is TurnMode.START:
            out.extend(_lures(state.positions[:5]))
        if mode is not TurnMode.PLAY:
            out.extend(Discard(card) for card in hand)
        if mode is not TurnMode.START:
            out.append(END_TURN)
        return out

    def check(self, state: TimesSquareState, seat: int, action: Action) -> None:
        """Raise the reason ``action`` is refused, if it is."""
        self._judge(state, seat, action)

    def _judge(self, state: TimesSquareState, seat: int, action: Action) -> Positions | None:
        """Check ``action``; for a play or a lure, return the positions after it."""
        if not isinstance(action, (Play, Lure, Discard, EndTurn)):
            raise InvalidActionError(Reason.MALFORMED)
        if state.finished:
            raise IllegalActionError(Reason.GAME_OVER)
        if seat != state.current:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, seat=state.current)
        hand = state.hands[seat]
        if isinstance(action, Play):
            return self._judge_play(state, seat, action, hand)
        if isinstance(action, Lure):
            if state.mode is not TurnMode.START:
                raise IllegalActionError(Reason.LURE_NOT_NOW)
            after = lure_destination(state.positions, action.figure)
            expected = ((action.figure, after[I_HAL]),)
            if action.to != expected:
                raise IllegalActionError(Reason.WRONG_DESTINATION, to=_to_json(expected))
            return after
        if isinstance(action, Discard):
            if action.card not in _KNOWN_CARDS:
                raise InvalidActionError(Reason.MALFORMED)
            if state.mode is TurnMode.PLAY:
                raise IllegalActionError(Reason.DISCARD_AFTER_PLAY)
            if action.card not in hand:
                raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card=action.card)
            return None
        if state.mode is TurnMode.START:
            raise IllegalActionError(Reason.NOTHING_DONE)
        return None

    def _judge_play(self, state: TimesSquareState, seat: int, action: Play, hand: tuple[str, ...]) -> Positions:
        cards = action.cards
        if not 1 <= len(cards) <= 2 or len(set(cards)) != len(cards) or not _KNOWN_CARDS.issuperset(cards):
            raise InvalidActionError(Reason.MALFORMED)
        if state.mode is TurnMode.DISCARD:
            raise IllegalActionError(Reason.PLAY_AFTER_DISCARD)
        for card in cards:
            if card not in hand:
                raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card=card)
        kind = KIND_OF[cards[0]]
        if len(cards) == 2:
            if action.move is not Move.GROUP:
                raise IllegalActionError(Reason.ONE_CARD_AT_A_TIME)
            if kind is not CardKind.SUE or KIND_OF[cards[1]] is not CardKind.SUE:
                raise IllegalActionError(Reason.GROUP_NEEDS_TWO_SUE)
        elif action.move is Move.GROUP:
            raise IllegalActionError(Reason.GROUP_NEEDS_TWO_SUE)
        if state.colour is not None and kind.colour is not state.colour:
            raise IllegalActionError(Reason.ONE_COLOUR, colour=state.colour.value)
        # The rules of the move itself, with their reasons; resolve() is the one place they are written.
        after = resolve(state.positions, seat, kind, action.move, state.red_use)
        expected = tuple((f, after[_INDEX[f]]) for f in MOVED[action.move])
        if action.to != expected:
            raise IllegalActionError(Reason.WRONG_DESTINATION, to=_to_json(expected))
        return after

    # ------------------------------------------------------------------ applying
    def apply(self, state: TimesSquareState, seat: int, action: Action) -> tuple[TimesSquareState, list[Event]]:
        after = self._judge(state, seat, action)
        if isinstance(action, Play):
            assert after is not None
            return self._apply_play(state, seat, action, after)
        if isinstance(action, Lure):
            assert after is not None
            return self._apply_lure(state, seat, action, after)
        if isinstance(action, Discard):
            return self._apply_discard(state, seat, action)
        return self._end_turn(state, seat, drawing=True, events=[])

    def _apply_play(
        self, state: TimesSquareState, seat: int, action: Play, after: Positions
    ) -> tuple[TimesSquareState, list[Event]]:
        cards = action.cards
        kind = KIND_OF[cards[0]]
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c not in cards)
        red_use = state.red_use
        if kind.colour is Colour.RED and red_use is None:
            red_use = red_use_after(kind, action.move)
        joker = kind.colour is Colour.RED and action.move is not Move.DEB
        events = [
            Event(
                Code.CARD_PLAYED,
                {"seat": seat, "cards": list(cards), "kind": kind.value, "move": action.move.value, "joker": joker},
            )
        ]
        events.extend(_figure_moves(state.positions, after))
        new = TimesSquareState(
            positions=after,
            hal_seat=state.hal_seat,
            current=seat,
            hands=tuple(hands),
            pile=state.pile,
            discard=state.discard + cards,
            pile_pass=state.pile_pass,
            turn=state.turn,
            mode=TurnMode.PLAY,
            colour=kind.colour,
            red_use=red_use,
            turn_cards=state.turn_cards + cards,
            winners=(),
            end_reason="",
            rng=state.rng,
        )
        return _sue_check(new, events)

    def _apply_lure(
        self, state: TimesSquareState, seat: int, action: Lure, after: Positions
    ) -> tuple[TimesSquareState, list[Event]]:
        i = _INDEX[action.figure]
        events = [
            Event(
                Code.LURED,
                {"seat": seat, "figure": action.figure.value, "from": state.positions[i], "to": after[i]},
            )
        ]
        events.extend(_figure_moves(state.positions, after))
        new = _with(state, positions=after)
        new, events = _sue_check(new, events)
        if new.finished:
            return new, events
        # "Se il giocatore sceglie l'azione 1b ... non gioca carte e quindi non ne pesca": straight to Charlie.
        return self._end_turn(new, seat, drawing=False, events=events)

    def _apply_discard(
        self, state: TimesSquareState, seat: int, action: Discard
    ) -> tuple[TimesSquareState, list[Event]]:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != action.card)
        new = _with(
            state,
            hands=tuple(hands),
            discard=state.discard + (action.card,),
            mode=TurnMode.DISCARD,
            turn_cards=state.turn_cards + (action.card,),
        )
        return new, [Event(Code.CARD_DISCARDED, {"seat": seat, "card": action.card})]

    def _end_turn(
        self, state: TimesSquareState, seat: int, *, drawing: bool, events: list[Event]
    ) -> tuple[TimesSquareState, list[Event]]:
        hand = state.hands[seat]
        pile, discard, pile_pass, r = state.pile, state.discard, state.pile_pass, state.rng
        if drawing:
            need = HAND_SIZE - len(hand)
            drawn: list[str] = []
            while need > 0 and pile:
                chunk = pile[:need]
                pile = pile[need:]
                need -= len(chunk)
                drawn.extend(chunk)
                events.append(Event(Code.CARDS_DRAWN, {"seat": seat, "count": len(chunk), "cards": list(chunk)}))
                if not pile:
                    if pile_pass == 1:
                        # "Quando la riserva ... è esaurita, mischia il mazzo degli scarti": at once, so the
                        # pile shown is never empty while the game runs.
                        new_pile, r = rng.shuffled(r, discard)
                        pile, discard, pile_pass = tuple(new_pile), (), 2
                        events.append(Event(Code.PILE_RESHUFFLED, {"count": len(pile), "pass": 2}))
                    else:
                        events.append(Event(Code.PILE_RAN_OUT, {"pass": 2}))
            if drawn:
                hand = sort_cards(hand + tuple(drawn))
        hands = list(state.hands)
        hands[seat] = hand

        positions = state.positions
        steps, on_entrance, half = charlie_steps(positions, seat)
        if steps:
            charlie = moved_charlie(positions, seat, steps)
            events.append(
                Event(
                    Code.CHARLIE_MOVED,
                    {
                        "seat": seat,
                        "from": positions[I_CHARLIE],
                        "to": charlie,
                        "steps": steps,
                        "entrance_figures": [f.value for f in on_entrance],
                        "half": half,
                    },
                )
            )
            positions = (*positions[:I_CHARLIE], charlie)
        else:
            events.append(Event(Code.CHARLIE_STAYED, {"seat": seat}))

        winners: tuple[int, ...] = ()
        reason = ""
        owner = entrance_owner(positions[I_CHARLIE])
        if owner is not None:
            winners, reason = (owner,), End.CHARLIE_AT_ENTRANCE
        elif pile_pass == 2 and not pile:
            winners, reason = _final_decision(positions)
        finished = reason != ""
        nxt = seat if finished else 1 - seat
        new = TimesSquareState(
            positions=positions,
            hal_seat=state.hal_seat,
            current=nxt,
            hands=tuple(hands),
            pile=pile,
            discard=discard,
            pile_pass=pile_pass,
            turn=state.turn if finished else state.turn + 1,
            mode=TurnMode.START,
            colour=None,
            red_use=None,
            turn_cards=(),
            winners=winners,
            end_reason=reason,
            rng=r,
        )
        if finished:
            events.append(_game_ended(new))
        else:
            events.append(Event(Code.TURN_STARTED, {"seat": nxt, "turn": new.turn}))
        return new, events

    # ------------------------------------------------------------------ outcome
    def outcome(self, state: TimesSquareState) -> Outcome:
        if not state.finished:
            return Outcome(False)
        return Outcome(True, state.winners, (), state.end_reason)

    # ------------------------------------------------------------------ views and wire forms
    def view(self, state: TimesSquareState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, built field by field: its own hand, and of the other only the count; the
        draw pile only as a count (and which pass it is); never the generator."""
        positions = state.positions
        running = not state.finished
        current = state.current
        charlie_next: dict[str, Any] | None = None
        if running:
            steps, on_entrance, half = charlie_steps(positions, current)
            charlie_next = {
                "seat": current,
                "steps": steps,
                "to": moved_charlie(positions, current, steps),
                "entrance_figures": [f.value for f in on_entrance],
                "half": half,
            }
        return {
            "game": GAME_ID,
            "seat": seat,
            "players": PLAYERS,
            "spaces": SPACES,
            "centre": CENTRE,
            "entrances": [list(e) for e in ENTRANCES],
            "figures": {f.value: p for f, p in zip(FIGURES, positions, strict=True)},
            "hal_seat": state.hal_seat,
            "current": current if running else None,
            "turn": {
                "number": state.turn,
                "mode": state.mode.value,
                "colour": None if state.colour is None else state.colour.value,
                "red_use": None if state.red_use is None else state.red_use.value,
                "cards": [card_json(c) for c in state.turn_cards],
            },
            "hand": None if seat is None else [card_json(c) for c in state.hands[seat]],
            "hand_counts": [len(h) for h in state.hands],
            "pile_count": len(state.pile),
            "pile_pass": state.pile_pass,
            "discard": [card_json(c) for c in state.discard],
            "deb_between": [deb_between(positions, s) for s in range(PLAYERS)],
            "charlie_next": charlie_next,
            "finished": state.finished,
            "outcome": self.outcome(state).to_json(),
        }

    def state_to_json(self, state: TimesSquareState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: Any) -> TimesSquareState:
        return TimesSquareState.from_json(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        if isinstance(action, Play):
            return {"type": "play", "cards": list(action.cards), "move": action.move.value, "to": _to_json(action.to)}
        if isinstance(action, Lure):
            return {"type": "lure", "figure": action.figure.value, "to": _to_json(action.to)}
        if isinstance(action, Discard):
            return {"type": "discard", "card": action.card}
        if isinstance(action, EndTurn):
            return {"type": "end_turn"}
        raise InvalidActionError(Reason.MALFORMED)

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise InvalidActionError(Reason.MALFORMED)
        kind = data.get("type")
        if kind == "end_turn" and set(data) == {"type"}:
            return END_TURN
        if kind == "discard" and set(data) == {"type", "card"}:
            card = data["card"]
            if isinstance(card, str) and card in _KNOWN_CARDS:
                return Discard(card)
        elif kind == "lure" and set(data) == {"type", "figure", "to"}:
            figure = _FIGURE_BY_VALUE.get(data["figure"]) if isinstance(data["figure"], str) else None
            if figure is not None:
                to = _destination_from_json(data["to"], (figure,))
                if to is not None:
                    return Lure(figure, to)
        elif kind == "play" and set(data) == {"type", "cards", "move", "to"}:
            cards, move_name = data["cards"], data["move"]
            move = _MOVE_BY_VALUE.get(move_name) if isinstance(move_name, str) else None
            if (
                move is not None
                and isinstance(cards, list)
                and 1 <= len(cards) <= 2
                and all(isinstance(c, str) and c in _KNOWN_CARDS for c in cards)
                and len(set(cards)) == len(cards)
            ):
                to = _destination_from_json(data["to"], MOVED[move])
                if to is not None:
                    return Play(tuple(sorted(cards, key=ORDER.__getitem__)), move, to)
        raise InvalidActionError(Reason.MALFORMED)

    # ------------------------------------------------------------------ hidden information
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """A card dealt or drawn is named only to the player who got it; the others learn how many."""
        if event.code in (Code.CARDS_DEALT, Code.CARDS_DRAWN) and event.args.get("seat") != seat:
            return Event(event.code, {k: v for k, v in event.args.items() if k != "cards"})
        return event

    def reveals_information(self, events: Sequence[Event]) -> bool:
        """Drawing shows the drawer cards nobody knew (and a reshuffle fixes a new hidden order): the turn's
        plays and discards before that can be taken back, the draw cannot."""
        return any(e.code in (Code.CARDS_DRAWN, Code.PILE_RESHUFFLED) for e in events)


# --------------------------------------------------------------------------------------------------- helpers

_INDEX: dict[Figure, int] = {f: i for i, f in enumerate(FIGURES)}


def _with(state: TimesSquareState, **changes: Any) -> TimesSquareState:
    fields = {name: getattr(state, name) for name in TimesSquareState.__dataclass_fields__}
    fields.update(changes)
    return TimesSquareState(**fields)


def _figure_moves(before: Positions, after: Positions) -> list[Event]:
    return [
        Event(Code.FIGURE_MOVED, {"figure": f.value, "from": before[i], "to": after[i]})
        for i, f in enumerate(STREET_FIGURES)
        if before[i] != after[i]
    ]


def _sue_check(state: TimesSquareState, events: list[Event]) -> tuple[TimesSquareState, list[Event]]:
    """Sue on a club's entrance ends the game at once: that club's owner wins (whoever moved her there)."""
    owner = entrance_owner(state.positions[I_SUE])
    if owner is None:
        return state, events
    done = _with(state, winners=(owner,), end_reason=End.SUE_AT_ENTRANCE)
    events.append(_game_ended(done))
    return done, events


def _final_decision(positions: Positions) -> tuple[tuple[int, ...], str]:
    """The second pile has run out: Sue's half wins; Sue on the centre: Charlie's half; both: a draw."""
    sue = half_owner(positions[I_SUE])
    if sue is not None:
        return (sue,), End.PILE_OUT_SUE_HALF
    charlie = half_owner(positions[I_CHARLIE])
    if charlie is not None:
        return (charlie,), End.PILE_OUT_CHARLIE_HALF
    return (), End.PILE_OUT_DRAW


def _game_ended(state: TimesSquareState) -> Event:
    return Event(
        Code.GAME_ENDED,
        {
            "winners": list(state.winners),
            "reason": state.end_reason,
            "sue": state.positions[I_SUE],
            "charlie": state.positions[I_CHARLIE],
        },
    )


def _destination_from_json(data: Any, figures: tuple[Figure, ...]) -> Destination | None:
    """A move's "to" object, if it names exactly ``figures``, each on a space of the street."""
    if not isinstance(data, dict) or set(data) != {f.value for f in figures}:
        return None
    out = []
    for f in figures:
        space = data[f.value]
        if isinstance(space, bool) or not isinstance(space, int) or not 0 <= space <= LAST:
            return None
        out.append((f, space))
    return tuple(out)
