"""Which addresses storm the host's door, sans-IO: the ones whose connection attempts the kernel should drop.

The host refuses a connection at its door (HostCore.connected: too many from one address, every place taken, an
address locked out by its wrong codes) with a reject frame a person's client reads and acts on: "try again in N
seconds", "the table is busy". A person, or the app's client, tries again a few times a second at most. A script
that reconnects the instant it is refused comes back hundreds of times a second, and each time costs the host an
accept, a send and a close on its loop, where the seated guests' frames wait (issue 24); one whose connections
hold places without finishing a hello costs a transport each, evicted (places.py) or cut at the hello deadline
and made again. Past ``STORM_REFUSALS`` refusals within ``WINDOW_SECONDS`` (a refusal or a lost place while the
address held another place not yet welcomed counting ``CROWDING_WEIGHT``), or ``STORM_LOST`` places lost within
``LOST_WINDOW_SECONDS``, an address is shut at the kernel (syn_filter.py) for ``SHUT_SECONDS``,
doubled each time it storms again soon after, up to ``SHUT_MAX_SECONDS``: its connection attempts are dropped
unanswered, and its own TCP stack slows it to a retry a second or less. An address that holds a seat is never
shut (its player may be coming back).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tabletop_qt.net.escalation import Escalation

STORM_REFUSALS = 10  # refusals in one window that only a script makes (NetClient retries 5 times, 0.3 s apart)
WINDOW_SECONDS = 1.0
CROWDING_WEIGHT = 3  # a refusal of an address that already holds a place not yet welcomed counts as this many: a
# client opens its next connection once the last one was answered, a script many at once (trickling from 60
# addresses, 5 connections each, cost a fresh host ~680 refusals in its first second at 1 each; lan_attack_cost.py)
STORM_LOST = 5  # places lost (evicted, or no whole hello in time) in one long window: an honest client, whose
LOST_WINDOW_SECONDS = 10.0  # hello follows its connect at once, loses none; a trickling script loses one a second
SHUT_SECONDS = 2.0  # the first shut; each storm soon after doubles it
SHUT_MAX_SECONDS = 30.0
FORGET_SECONDS = 60.0  # an address that did not storm for this long starts again from the first shut
SHUT_SPREAD = 0.5  # each shut is 100-150% of its escalated length, drawn at random (see the module docstring)
MAX_SHUT = 256  # addresses shut at once at most (the kernel program's size); past it the door refuses as before


@dataclass
class _Door:
    window_start: float
    refusals: int = 0
    lost_start: float = 0.0
    lost: int = 0
    shut_until: float = 0.0
    storms: Escalation = field(default_factory=lambda: Escalation(SHUT_SECONDS, SHUT_MAX_SECONDS, FORGET_SECONDS))


class Storms:
    def __init__(self, rng: random.Random | None = None) -> None:
        """``rng``: where each shut's spread is drawn (tests pass a seeded one)."""
        self._rng = rng if rng is not None else random.Random()
        self._doors: dict[str, _Door] = {}
        self.shuts = 0  # addresses shut so far (a count for the log and the benchmarks)

    def refused(self, key: str, now: float, seated: bool = False, crowding: bool = False) -> bool:
        """A connection from ``key`` was refused at the door (``crowding``: while the address held a place not yet
        welcomed, counted CROWDING_WEIGHT times). True when that shuts the address now (the adapter then drops its
        connection attempts at the kernel: ``shut(now)`` changed)."""
        door = self._doors.get(key)
        if door is None:
            door = self._doors[key] = _Door(now)
        if now - door.window_start >= WINDOW_SECONDS:
            door.window_start, door.refusals = now, 0
        door.refusals += CROWDING_WEIGHT if crowding else 1
        if door.refusals < STORM_REFUSALS:
            return False
        return self._storm(door, now, seated)

    def lost_place(self, key: str, now: float, seated: bool = False, crowding: bool = False) -> bool:
        """A connection from ``key`` lost its place before its hello was whole (evicted, or past the deadline;
        ``crowding``: while the address held another such place, counted CROWDING_WEIGHT times). True when that
        shuts the address now."""
        door = self._doors.get(key)
        if door is None:
            door = self._doors[key] = _Door(now, lost_start=now)
        if now - door.lost_start >= LOST_WINDOW_SECONDS:
            door.lost_start, door.lost = now, 0
        door.lost += CROWDING_WEIGHT if crowding else 1
        if door.lost < STORM_LOST:
            return False
        return self._storm(door, now, seated)

    def _storm(self, door: _Door, now: float, seated: bool) -> bool:
        if door.shut_until > now or seated or len(self.shut(now)) >= MAX_SHUT:
            return False
        door.shut_until = now + door.storms.offend(now) * self._rng.uniform(1, 1 + SHUT_SPREAD)
        door.window_start, door.refusals, door.lost_start, door.lost = now, 0, now, 0
        self.shuts += 1
        return True

    def shut(self, now: float) -> frozenset[str]:
        """The addresses whose connection attempts are dropped now."""
        return frozenset(key for key, door in self._doors.items() if door.shut_until > now)

    def next_open(self, now: float) -> float | None:
        """When the next shut address opens again (the adapter takes it out of the kernel's list then)."""
        ends = [door.shut_until for door in self._doors.values() if door.shut_until > now]
        return min(ends) if ends else None

    def forget(self, now: float) -> None:
        """Drop what is known of addresses quiet for FORGET_SECONDS (the host's memory stays bounded)."""
        for key in [k for k, d in self._doors.items() if d.shut_until <= now and d.storms.forgotten(now)
                    and now - max(d.window_start, d.lost_start) > FORGET_SECONDS]:
            del self._doors[key]
