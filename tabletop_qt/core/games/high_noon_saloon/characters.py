"""The ``characters`` option: which character each seat plays.

The rulebook lets each player choose a character card ("Ogni giocatore sceglie una carta personaggio"). The option
names, seat by seat, a character id or ``random``; the seats left random are dealt characters nobody chose, with
the state's seeded generator. With every seat random (the default) the deal draws exactly as it always has, so a
seeded game is the same game as before the option existed.

Wire form: a string, one entry per seat separated by commas ("random,doc_wallace,random"), or ``random`` alone for
every seat (the form ``sim --option characters=...`` writes); a JSON list of the same entries is read too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.errors import InvalidOptionError
from tabletop_qt.core.games.high_noon_saloon.codes import Reason

OPTION = "characters"
RANDOM = "random"


def parse_characters(value: Any, players: int, known: Iterable[str]) -> tuple[str, ...]:
    """Each seat's chosen character id or RANDOM; InvalidOptionError (with its reason code) otherwise."""
    if value is None or value == "" or value == RANDOM:
        return (RANDOM,) * players
    if isinstance(value, str):
        entries = [part.strip() for part in value.split(",")]
    elif isinstance(value, (list, tuple)) and all(isinstance(part, str) for part in value):
        entries = [part.strip() for part in value]
    else:
        raise InvalidOptionError(Reason.CHARACTERS_MALFORMED, value=repr(value))
    if len(entries) != players:
        raise InvalidOptionError(Reason.CHARACTERS_COUNT, given=len(entries), players=players)
    ids = set(known)
    chosen: set[str] = set()
    for entry in entries:
        if entry == RANDOM:
            continue
        if entry not in ids:
            raise InvalidOptionError(Reason.UNKNOWN_CHARACTER, character=entry)
        if entry in chosen:
            raise InvalidOptionError(Reason.CHARACTER_CHOSEN_TWICE, character=entry)
        chosen.add(entry)
    return tuple(entries)


def join_characters(choices: Sequence[str]) -> str:
    """The option's value for these per-seat choices: ``random`` when nobody chose, else one entry per seat."""
    return RANDOM if all(c == RANDOM for c in choices) else ",".join(choices)


def deal_characters(choices: Sequence[str], known: Iterable[str], generator: int) -> tuple[list[str], int]:
    """Each seat's character: the chosen ones as chosen; the random seats, in seat order, take the first of the
    characters nobody chose, shuffled. Returns the characters and the generator after the shuffle."""
    chosen = {c for c in choices if c != RANDOM}
    # Sorted, then shuffled: with nobody choosing this is the very shuffle the deal has always made.
    pool, generator = rng.shuffled(generator, sorted(c for c in known if c not in chosen))
    remaining = iter(pool)
    return [next(remaining) if c == RANDOM else c for c in choices], generator
