"""What the host's protocol core (host_core.py) hands its adapter: effects to carry out, and the values the
rules thread's changes arrive as (a seat's filtered view, the countdowns as the host's clock has them).

Plain frozen values, no I/O; ``host_core`` re-exports them, so ``from tabletop_qt.net.host_core import Send``
keeps working.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.net.guard import Guesser

# ---------------------------------------------------------------------- effects
@dataclass(frozen=True)
class Send:
    conn: int
    data: bytes


@dataclass(frozen=True)
class Close:
    conn: int
    reason: str


@dataclass(frozen=True)
class Submit:
    """Ask the rules thread to apply ``action`` for ``seat``; answer with HostCore.answer_intent."""

    conn: int
    seat: int
    seq: int
    version: int
    action: Any


@dataclass(frozen=True)
class Probe:
    """Ask the rules thread whether ``action`` would be allowed; answer with HostCore.answer_probe."""

    conn: int
    seat: int
    seq: int
    action: Any


@dataclass(frozen=True)
class SeatsChanged:
    seats: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class AllSeated:
    """Every seat is taken: the game can start."""


@dataclass(frozen=True)
class ChatPosted:
    """A chat line to show on the host's screen. ``team``: a team message (the host shows it only when its own
    seats are on that team; see HostCore.post_team_chat), None for the whole table."""

    name: str
    text: str
    team: int | None = None


@dataclass(frozen=True)
class Refused:
    """A peer misbehaved: logged by the adapter, costs the host nothing more."""

    conn: int
    reason: str
    detail: str = ""


@dataclass(frozen=True)
class Guessing:
    """Someone gave a wrong join code (from ``suspect_after`` wrong codes on): the host's lobby and the headless
    host's output show it. ``guesser`` counts that address's wrong codes and says how long it now waits."""

    conn: int
    guesser: Guesser


@dataclass(frozen=True)
class HintUsed:
    """A guest's seat was shown a hint: note it in the table's log, for everyone (TableController.note_hint)."""

    seat: int


@dataclass(frozen=True)
class Exchange:
    """Work out the host's half of the join code's exchange for ``conn`` (``secure.host_answer`` over the table's
    code and ``message``, the guest's SPAKE2 message) away from the loop, then hand it to
    HostCore.exchange_answered. Only when HostCore.exchange_elsewhere is set: otherwise the core does it itself."""

    conn: int
    message: object


@dataclass(frozen=True)
class LostPlace:
    """A connection from ``address`` lost its place before it sent a whole hello (evicted, or cut at the hello
    deadline): what a trickling script does over and over, never an honest client (the adapter's storms.py)."""

    conn: int
    address: str
    crowding: bool = False  # its address holds another place not yet welcomed (storms.py counts it heavier)


@dataclass(frozen=True)
class TurnedAway:
    """A connection from ``address`` was told to come back later (refused at the door, or its hello told
    ``lan.try_later`` by the join code's gate): a client does, a few times; a script at once, many times a second
    (the adapter's storms.py)."""

    conn: int
    address: str
    crowding: bool = False  # its address already held a place not yet welcomed: a client waits for its one
    # connection's answer before it opens another, a script opens many at once (storms.py counts it heavier)


Effect = (
    HintUsed
    | Send
    | Close
    | Submit
    | Probe
    | SeatsChanged
    | AllSeated
    | ChatPosted
    | Refused
    | Guessing
    | Exchange
    | LostPlace
    | TurnedAway
)


@dataclass(frozen=True)
class CountdownAt:
    """The referee's countdown of a real-time game as the host's adapter saw it: ``deadline`` is in the clock of
    the ``now`` values the adapter passes in. Only the time left goes on the wire ("countdown" in an update):
    the host's clock means nothing on another computer."""

    phase: str
    round: int
    seats: tuple[int, ...]
    deadline: float
    total_ms: int

    def to_wire(self, now: float) -> dict[str, Any]:
        remaining = max(0, min(self.total_ms, round((self.deadline - now) * 1000)))
        return {
            "phase": self.phase,
            "round": self.round,
            "seats": list(self.seats),
            "remaining_ms": remaining,
            "total_ms": self.total_ms,
        }


@dataclass(frozen=True)
class AnswerAt:
    """An out-of-turn window the table waits on (``table.answers.AnswerWindow``), as the host sends it: the seat
    asked, the window's kind, its public details only (the adapter keeps the keys the game declares public), and
    ``deadline`` in the clock of the ``now`` values passed in (None: the table will not pass for the seat, a bot's
    window). Like CountdownAt, only the time left goes on the wire ("answer" in an update), read by the guest
    on the same path as the referee's countdown."""

    seat: int
    kind: str
    details: Mapping[str, Any]
    deadline: float | None
    total_ms: int

    def to_wire(self, now: float) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "kind": self.kind,
            "details": dict(self.details),
            "total_ms": self.total_ms if self.deadline is not None else 0,
        }
        if self.deadline is not None:
            out["remaining_ms"] = max(0, min(self.total_ms, round((self.deadline - now) * 1000)))
        return out


@dataclass(frozen=True)
class SeatView:
    """What one seat may see after a change, filtered by the rules thread."""

    view: Any
    legal: list[Any]
    log: list[Any] = field(default_factory=list)  # the whole log as this seat may read it, as JSON
