"""A move's options are made once and shared: the cyclic collector walks every tuple an option cache keeps, and
made afresh they were most of what it walked while Times Square bots played (5-9 ms collections on the GUI
thread). Shared, equal options and destinations are one object; what they say is unchanged. (The sets of options
are not shared: they are many.)"""

from __future__ import annotations

import random

from tabletop_qt.core.games.times_square import board
from tabletop_qt.core.games.times_square.cards import CardKind


def _streets(count: int) -> list[board.Positions]:
    rng = random.Random(7)
    streets = []
    while len(streets) < count:
        street = tuple(rng.randrange(board.SPACES) for _ in range(5))
        if board.trio_ok(street[board.I_SUE], street[board.I_LOW], street[board.I_HIGH]):
            streets.append(street)
    return streets


def test_equal_options_asked_afresh_are_one_shared_object() -> None:
    ask = board.options.__wrapped__  # past the cache: each call makes its options anew
    seen: dict[tuple[object, ...], tuple[object, ...]] = {}
    compared = 0
    for street in _streets(60):
        for seat in (0, 1):
            for kind in CardKind:
                for red_use in (None, *board.RedUse):
                    first, again = ask(street, seat, kind, red_use), ask(street, seat, kind, red_use)
                    assert first == again
                    assert all(a is b for a, b in zip(first, again))
                    for option in first:
                        move, destination = option
                        shared = seen.setdefault(option, option)
                        assert shared is option  # the same move to the same place, from any street: one object
                        assert seen.setdefault(destination, destination) is destination
                        compared += 1
    assert compared > 500
