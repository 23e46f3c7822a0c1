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
