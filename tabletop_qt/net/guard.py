"""The host's guard against strangers on the LAN, sans-IO: join-code back-off, the limits on peers, join codes.

Nothing here reads a clock or touches a socket: every call takes ``now`` (any monotonic clock in seconds), so
tests feed time by hand. HostCore owns one ``JoinGuard`` per table and reads its numbers from ``Limits``.

**The back-off.** A hello with a join code is checked only when its source address and the table let it:

- Per address: the first ``free_wrong`` wrong codes cost nothing (a person who mistyped once or twice sees no
  difference). Each further wrong code doubles the wait before the next code from that address is looked at,
  from ``first_wait`` up to the lock-out, ``lockout`` (1, 2, 4 ... 256, then 300 s). One wrong code is
  forgotten every ``forgive_seconds`` (10 min), so an old typo costs nothing. A script that keeps guessing from
  one address gets 11 looks in its first minute, 15 in ten minutes, then one per 5 minutes (157 in 12 hours).
- Per table, over every address: the same doubling past ``table_free`` wrong codes, one forgotten every
  ``table_forgive_seconds``. It bounds a guesser with many addresses (an IPv6 /64, a spoofed LAN range). While
  it waits, the host's lobby says someone is guessing.
- A fresh address (no wrong code since the table opened) does not wait for the table: its first look comes
  from a budget of its own, ``fresh_free`` looks, one more every ``fresh_forgive_seconds``. An honest guest
  who arrives while 49 other computers guess joins at once; a guesser with ever new addresses gains at most
  those looks (64, then one a minute) over the table's rate.
- An address whose own door stays shut longer than a hold is refused as it connects, before its hello is read
  (a locked-out script costs the host an accept, not a decode); a malformed hello counts against its address
  like a wrong code, never against the table.
- A hello from an address that holds a seat (a seated guest coming back, its connection lost) waits only for its
  own door, never the table's: 49 guessers elsewhere do not keep a player from its seat. (The seat's token
  travels sealed after the code's exchange, so the address is what the door can see.)
- A code whose turn is near (at most ``hold_limit`` away) is held and looked at then, so its answer simply comes
  later; one further off is refused unlooked with ``lan.try_later`` and a ``retry_after``. ``hold_limit`` stays
  under the client's 12 s silence limit. One held hello per address: parallel connections do not multiply turns.

**Why the codes the app proposes are 8 symbols.** ``propose_join_code`` draws 8 symbols from 31 (no 0/O, 1/I/L):
31**8 = 8.5e11 codes, 39 bits. At the table's limit a guesser with any number of addresses gets ``table_free``
(30) looks at once, a few more while the wait doubles up to ``table_forgive_seconds``, then one look per 20 s:
3 a minute, with the fresh addresses' budget (64 at once, then a few more): some 270 in the first hour, 2,250 in
12 hours (counted by tests/net/test_guard.py). The chance to find the code in a 12-hour day is 2,250 / 8.5e11 =
2.6e-9; finding it takes on average 8.5e11 / 2 looks x 20 s = 8.5e12 s, some 270,000 years. From one address (one look per 300 s once locked out) it is 15 times longer still.
A game lasts an hour or two. (A 4-digit code, by comparison, falls in some 28 hours on average at the table's
limit, 8% of the time within a 4-hour evening, and took under 2 s without the guard.)
"""

from __future__ import annotations

import functools
import ipaddress
import math
import secrets
from dataclasses import dataclass, field

from tabletop_qt.net.escalation import doubled

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # 31 symbols, none mistaken for another when read aloud
CODE_LENGTH = 8


@dataclass(frozen=True)
class Limits:
    """Every number the guard and the host's peer limits use; tests pass smaller ones."""

    # The join-code back-off (see the module's docstring for the arithmetic).
    free_wrong: int = 5
    first_wait: float = 1.0
    lockout: float = 300.0
    forgive_seconds: float = 600.0
    table_free: int = 30
    table_forgive_seconds: float = 20.0
    hold_limit: float = 8.0
    suspect_after: int = 3  # from this many wrong codes on, the host is told someone at that address is guessing
    fresh_free: int = 64  # first looks from fresh addresses past a closed table gate, then one per ...
    fresh_forgive_seconds: float = 60.0
    # Connections.
    max_peers: int = 128  # connections of any kind; seats and spectators of a table fit many times over
    max_ungreeted: int = 64  # connections that have not been welcomed yet (each holds a few KiB)
    evict_after: float = 0.1  # a connection silent this long may make room for a newcomer past the caps. Not
    # sooner: asyncio accepts up to 100 connections in one turn of its loop before it reads any, so an honest
    # client's hello, already on its way, would look like silence to the connections accepted with it
    max_per_address: int = 8  # connections from one address (one computer, or one IPv6 /64)
    max_ungreeted_per_address: int = 4  # of those, not yet welcomed: 64 places then need 16 addresses, and an
    # address holding more places than another newcomer's gives up its oldest one for it (fairness)
    hello_evict_after: float = 1.0  # an unfinished hello this old may make room for a newcomer: an honest hello
    # is one segment, whole within milliseconds even on Wi-Fi; a trickler must not hold a place for seconds
    hello_seconds: float = 5.0  # a connection must have sent its whole hello by then
    frame_seconds: float = 8.0  # a frame begun must be whole by then: 256 KiB even at 1 Mbit/s takes 2 s
    hello_max_frame: int = 4096  # bytes a frame may have before the welcome: a hello is a few hundred
    pending_budget: int = 4 * 1024 * 1024  # bytes of unfinished frames held for all peers together
    guest_max_frame: int = 16 * 1024  # bytes a guest's frame may have after the welcome: guests send intents,
    # pings and chat of a few hundred bytes; the big frames (views, logs) go from the host to the guests
    peek_dropped_max: int = 1024  # a frame over the rate this small is still read, to answer its intent or probe;
    # a bigger one is dropped unread (reading it is what a flood would make the host pay for)
    chat_burst: float = 5.0  # chat lines a seat may send in a burst ...
    chat_rate: float = 1.0  # ... and per second after it; the count stays with the seat across reconnections


@dataclass(frozen=True)
class Admission:
    """What to do with a hello's join code now: ``check`` it, ``hold`` it until ``at``, or refuse it unlooked
    and tell the peer to come back in ``retry_after`` seconds."""

    kind: str  # "check" | "hold" | "refuse"
    at: float = 0.0
    retry_after: int = 0


@dataclass(frozen=True)
class Guesser:
    """Someone giving wrong join codes, as the host's lobby and the headless host's output show them."""

    address: str
    wrong_codes: int  # wrong codes from this address since the table opened
    refused: int  # hellos refused unlooked because the address had to wait
    wait: float  # seconds before a code from this address is looked at again
    last: float  # the ``now`` of its last wrong code or refusal

    def to_json(self) -> dict[str, object]:
        return {"address": self.address, "wrong_codes": self.wrong_codes, "refused": self.refused, "wait_s": round(self.wait, 1)}


@dataclass
class _Gate:
    """Wrong codes through one door (an address, or the whole table) and when it opens again."""

    free: int
    forgive_seconds: float
    failures: float = 0.0  # wrong codes, less those forgiven since
    at: float = 0.0  # when ``failures`` was last brought up to date
    opens: float = -math.inf  # no code through this door is looked at before this
    total: int = 0
    refused: int = 0
    last: float = 0.0
    held: bool = False  # a hello through this door is held for its turn
    exchanging: bool = False  # a join code's exchange through this door awaits its verdict (counted by the table)

    def settle(self, now: float) -> None:
        if now > self.at:
            self.failures = max(0.0, self.failures - (now - self.at) / self.forgive_seconds)
            self.at = now

    def fail(self, now: float, limits: Limits) -> None:
        self.settle(now)
        # Never more than it takes to reach the lock-out: a guesser that stops is forgiven in hours, not days.
        self.failures = min(self.failures + 1, self.free + 1 + math.log2(limits.lockout / limits.first_wait))
        self.total += 1
        self.last = now
        over = self.failures - self.free
        if over > 0:
            wait = doubled(limits.first_wait, limits.lockout, over)
            self.opens = max(self.opens, now + wait)


@dataclass
class JoinGuard:
    """Counts wrong join codes per address and per table and says when the next code may be looked at."""

    limits: Limits = field(default_factory=Limits)
    _gates: dict[str, _Gate] = field(default_factory=dict)
    _table: _Gate | None = None

    _fresh: _Gate | None = None

    def __post_init__(self) -> None:
        self._table = _Gate(self.limits.table_free, self.limits.table_forgive_seconds)
        self._fresh = _Gate(self.limits.fresh_free, self.limits.fresh_forgive_seconds)

    def _gate(self, key: str) -> _Gate:
        gate = self._gates.get(key)
        if gate is None:
            gate = self._gates[key] = _Gate(self.limits.free_wrong, self.limits.forgive_seconds)
        return gate

    def admit(self, key: str, now: float, *, holding: bool = False, seated: bool = False) -> Admission:
        """A hello with a code from ``key`` arrived (``holding``: it is the one already held for its turn;
        ``seated``: the address holds a seat at the table, whose player may be coming back: only its own door
        counts, never the table's)."""
        assert self._table is not None
        gate = self._gate(key)
        if seated and gate.opens <= now and not gate.held:
            return Admission("check")
        opens = max(gate.opens, self._table.opens)
        if opens > now and gate.total == 0 and not gate.held and self._fresh_look(now):
            return Admission("check")  # a fresh address does not wait for the table (module docstring)
        if gate.held and not holding:
            # Another connection from this address already waits for the turn: no second look in parallel.
            return self._refuse(gate, max(opens - now, self.limits.hold_limit), now)
        if opens <= now:
            gate.held = False
            return Admission("check")
        if opens - now <= self.limits.hold_limit:
            gate.held = True
            return Admission("hold", at=opens)
        gate.held = False
        return self._refuse(gate, opens - now, now)

    def _fresh_look(self, now: float) -> bool:
        """Spend one of the fresh addresses' looks past a closed table gate, if one is left."""
        fresh = self._fresh
        assert fresh is not None
        fresh.settle(now)
        if fresh.failures + 1 > fresh.free:
            return False
        fresh.failures += 1
        return True

    def locked_out(self, key: str, now: float) -> int | None:
        """Seconds before this address's own door opens, when that is further off than a hello may be held (its
        hello would be refused unlooked anyway: the host refuses the connection before reading a byte of it);
        None otherwise. Only the address's own wrong codes and malformed hellos count here, never the table's."""
        gate = self._gates.get(key)
        if gate is None or gate.opens - now <= self.limits.hold_limit:
            return None
        gate.refused += 1
        gate.last = now
        return max(1, math.ceil(gate.opens - now))

    def malformed(self, key: str, now: float) -> None:
        """A hello that broke the protocol: counted against its address like a wrong code (a script churning
        bad hellos is soon refused at the door), not against the table (an honest guest elsewhere is not held
        up by it)."""
        self._gate(key).fail(now, self.limits)

    def exchanging(self, key: str, now: float) -> None:
        """A join code's exchange (secure.py) is under way for ``key``: its verdict comes a round trip later, and
        until then no second code from that address is looked at, as for a held hello. The table counts the look
        at once, as a wrong code, and gives it back if the code was right: a guesser with many addresses learns
        each answer from the host's proof at once, and must not start more exchanges together than the table
        lets wrong codes through."""
        assert self._table is not None
        gate = self._gate(key)
        gate.held = gate.exchanging = True
        self._table.fail(now, self.limits)

    def release(self, key: str) -> None:
        """The held hello's connection went away before its turn (or its exchange was cut short: the table keeps
        that look counted, its answer was already sent)."""
        gate = self._gates.get(key)
        if gate is not None:
            gate.held = gate.exchanging = False

    def wrong(self, key: str, now: float) -> Guesser:
        assert self._table is not None
        gate = self._gate(key)
        gate.held = False
        gate.fail(now, self.limits)
        if not gate.exchanging:  # an exchange's look was counted by the table when it began
            self._table.fail(now, self.limits)
        gate.exchanging = False
        return self._guesser(key, gate, now)

    def right(self, key: str, now: float) -> None:
        """The right code: whatever this address mistyped before is forgiven (the table's count stays, but for
        the look its exchange was charged, which is given back; a wait it began is not undone)."""
        assert self._table is not None
        gate = self._gates.pop(key, None)
        if gate is not None and gate.exchanging:
            self._table.settle(now)
            self._table.failures = max(0.0, self._table.failures - 1)

    def guessers(self, now: float) -> list[Guesser]:
        """Every address that gave at least ``suspect_after`` wrong codes, the busiest first."""
        out = [self._guesser(k, g, now) for k, g in self._gates.items() if g.total >= self.limits.suspect_after]
        return sorted(out, key=lambda g: (-g.wrong_codes, g.address))

    def table_wait(self, now: float) -> float:
        assert self._table is not None
        return max(0.0, self._table.opens - now)

    def _refuse(self, gate: _Gate, wait: float, now: float) -> Admission:
        gate.refused += 1
        gate.last = now
        return Admission("refuse", retry_after=max(1, math.ceil(wait)))

    def _guesser(self, key: str, gate: _Gate, now: float) -> Guesser:
        assert self._table is not None
        wait = max(0.0, max(gate.opens, self._table.opens) - now)
        return Guesser(key, gate.total, gate.refused, wait, gate.last)


@functools.lru_cache(maxsize=4096)  # asked for every connection: a storm's addresses are parsed once each
def address_key(address: str | None) -> str:
    """The door an address's guesses count against: the IPv4 address, or an IPv6 address's /64 (one computer
    may take any address of its /64), but a link-local address whole (every computer shares fe80::/64)."""
    if not address:
        return ""
    text = address.split("%", 1)[0]  # fe80::1%eth0: the zone names our interface, not the peer
    try:
        ip = ipaddress.ip_address(text)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)  # a dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d
        if not ip.is_link_local and not ip.is_loopback:
            return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def normalize_code(code: str) -> str:
    """A join code as compared: case, spaces and dashes do not count ("k7qm 3xtd" is "K7QM-3XTD")."""
    return "".join(ch for ch in code if ch not in " -\t").upper()


def propose_join_code() -> str:
    """A fresh join code of ``CODE_LENGTH`` symbols, shown in two groups of four: "K7QM-3XTD"."""
    symbols = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{symbols[:4]}-{symbols[4:]}"
