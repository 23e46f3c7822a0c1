"""Times Square's hidden cards, as the tests that hunt for leaks need them: who may know which card when.

A card id ("hal2.5") is distinctive, so a leak shows as an id in bytes a seat received. What a seat may know by
a point of the game follows from the full log up to it: the cards dealt and drawn to that seat, and every card
played or discarded face up by anyone. Everything else (the other hand, the draw pile) must never reach it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.core.games.times_square.cards import ALL_CARDS
from tabletop_qt.core.games.times_square.codes import Code
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry, Table

GAME = "times_square"
ALL = frozenset(ALL_CARDS)

# Anything shaped like a card id of any kind, even one the deck does not have ("sue.99" would still be a leak of
# something): a kind name not glued to a longer word, a dot, digits.
CARD_ID = re.compile(r"(?<![A-Za-z0-9_.])(?:guards_to_sue|deb_centre|sue|hal[0-9]|guard[0-9]|deb[0-9])\.[0-9]+(?![0-9])")
CARD_ID_BYTES = re.compile(CARD_ID.pattern.encode())


def card_ids(data: str | bytes) -> set[str]:
    """Every card-shaped id in a text or in raw UTF-8 bytes (our frames are UTF-8 JSON with ids written plainly)."""
    if isinstance(data, bytes):
        return {m.decode() for m in CARD_ID_BYTES.findall(data)}
    return set(CARD_ID.findall(data))


def ts_setup(seed: int, *kinds: SeatKind) -> GameSetup:
    kinds = kinds or (SeatKind.BOT, SeatKind.BOT)
    seats = tuple(SeatSpec(k, f"Seat {i}", "normal" if k is SeatKind.BOT else None) for i, k in enumerate(kinds))
    return GameSetup(GAME, seats, seed)


def bot_game(setup: GameSetup, *, stop_after: int | None = None) -> Table:
    """Normal bots play every seat (whatever its kind) to the end, or until ``stop_after`` actions."""
    table = Table.new(setup)
    bot = make_bot(GAME, "normal")
    rng = random.Random(setup.seed)
    while not table.outcome.finished and (stop_after is None or table.version < stop_after):
        (seat,) = table.current_seats()
        verdict = table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng))
        assert verdict.accepted, verdict
    return table


def replay(setup: GameSetup, log: Sequence[LogEntry], upto: int | None = None) -> Table:
    """The table after the actions of ``log``'s first ``upto`` entries (all by default): the same seed and the
    same actions give the same game, cards and reshuffles included."""
    table = Table.new(setup)
    for entry in log[1:upto]:
        assert entry.seat is not None and entry.action is not None
        verdict = table.submit(entry.seat, entry.action)
        assert verdict.accepted, (entry, verdict)
    return table


def events(entries: Iterable[LogEntry]) -> list[Any]:
    return [event for entry in entries for event in entry.events]


def own_cards(entries: Iterable[LogEntry], seat: int) -> set[str]:
    """Cards dealt or drawn to ``seat`` in these (unredacted) entries."""
    out: set[str] = set()
    for event in events(entries):
        if event.code in (Code.CARDS_DEALT, Code.CARDS_DRAWN) and event.args["seat"] == seat:
            out.update(event.args["cards"])
    return out


def face_up_cards(entries: Iterable[LogEntry]) -> set[str]:
    """Cards anyone played or discarded in these entries: face up on the table for everyone."""
    out: set[str] = set()
    for event in events(entries):
        if event.code == Code.CARD_PLAYED:
            out.update(event.args["cards"])
        elif event.code == Code.CARD_DISCARDED:
            out.add(event.args["card"])
    return out


def known_to(entries: Sequence[LogEntry], seat: int | None) -> set[str]:
    """Every card ``seat`` (None: a spectator) has legitimately seen by the end of these unredacted entries."""
    known = face_up_cards(entries)
    if seat is not None:
        known |= own_cards(entries, seat)
    return known


def hidden_events(entries: Iterable[LogEntry]) -> list[Any]:
    return [e for e in events(entries) if e.code in (Code.CARDS_DEALT, Code.CARDS_DRAWN)]


# What docs/rules/times_square.md says a view and each event hold, written out here rather than taken from the
# engine: a new field would pass an id search when every card in it had been seen before (after the reshuffle
# the whole pile was once face up, and only its order is secret), so the fields themselves are checked too.
VIEW_KEYS = frozenset(
    {
        "game", "seat", "players", "spaces", "centre", "entrances", "figures", "hal_seat", "current", "turn", "hand",
        "hand_counts", "pile_count", "pile_pass", "discard", "deb_between", "charlie_next", "finished", "outcome",
    }
)
TURN_KEYS = frozenset({"number", "mode", "colour", "red_use", "cards"})
EVENT_ARGS: dict[str, frozenset[str]] = {
    Code.FIST_PICK: frozenset({"hal_seat", "deb_seat"}),
    Code.CARDS_DEALT: frozenset({"seat", "count"}),  # + "cards" for its own seat only
    Code.TURN_STARTED: frozenset({"seat", "turn"}),
    Code.CARD_PLAYED: frozenset({"seat", "cards", "kind", "move", "joker"}),
    Code.LURED: frozenset({"seat", "figure", "from", "to"}),
    Code.FIGURE_MOVED: frozenset({"figure", "from", "to"}),
    Code.CARD_DISCARDED: frozenset({"seat", "card"}),
    Code.CARDS_DRAWN: frozenset({"seat", "count"}),  # + "cards" for its own seat only
    Code.PILE_RESHUFFLED: frozenset({"count", "pass"}),
    Code.PILE_RAN_OUT: frozenset({"pass"}),
    Code.CHARLIE_MOVED: frozenset({"seat", "from", "to", "steps", "entrance_figures", "half"}),
    Code.CHARLIE_STAYED: frozenset({"seat"}),
    Code.GAME_ENDED: frozenset({"winners", "reason", "sue", "charlie"}),
}


def check_view_fields(view: Any, state: Any, reader: int | None) -> None:
    """A view holds the documented fields, and its cards are exactly the reader's hand, the discard pile and this
    turn's cards, read from the state itself (not from the engine's own view)."""
    assert set(view) == VIEW_KEYS, sorted(set(view) ^ VIEW_KEYS)
    assert set(view["turn"]) == TURN_KEYS
    ids = lambda cards: [c["id"] for c in cards]  # noqa: E731
    assert view["hand"] is None if reader is None else ids(view["hand"]) == list(state.hands[reader])
    assert ids(view["discard"]) == list(state.discard)
    assert ids(view["turn"]["cards"]) == list(state.turn_cards)
    assert view["hand_counts"] == [len(h) for h in state.hands]
    assert (view["pile_count"], view["pile_pass"]) == (len(state.pile), state.pile_pass)


def check_entry_fields(entry: Any, reader: int | None) -> None:
    """A log entry (as JSON) holds its number, seat, action and events with the documented arguments only; cards
    dealt or drawn are named only to the seat that got them."""
    assert set(entry) == {"number", "seat", "action", "events"}
    for event in entry["events"]:
        allowed = EVENT_ARGS[event["code"]]
        if event["code"] in (Code.CARDS_DEALT, Code.CARDS_DRAWN) and event["args"]["seat"] == reader:
            allowed = allowed | {"cards"}
        assert set(event["args"]) == allowed, (event, reader)
