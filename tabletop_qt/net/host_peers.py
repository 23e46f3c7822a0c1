"""What the host keeps of each seat and each connection, sans-IO: the values HostCore (host_core.py) and its
parts (host_door.py, host_seating.py, host_updates.py, host_chat.py, host_rematch.py, host_join.py) work on."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop_qt.net.allowance import Allowance
from tabletop_qt.net.frames import FrameDecoder
from tabletop_qt.net.host_effects import AnswerAt, CountdownAt

if TYPE_CHECKING:
    from tabletop_qt.net.host_join import Awaited
    from tabletop_qt.net.secure import Channel


class SeatState(enum.Enum):
    OPEN = "open"  # waiting for someone to join
    LOCAL = "local"  # a person at the host's computer
    BOT = "bot"  # played by the host's rules thread
    REMOTE = "remote"  # a connected peer
    RECONNECTING = "reconnecting"  # its peer dropped; held for the grace period
    AWAY = "away"  # the grace period passed; the host may give it to a bot or keep waiting


@dataclass
class Seat:
    name: str
    state: SeatState
    level: str | None = None
    token: str | None = None
    conn: int | None = None
    deadline: float | None = None
    key: str = ""  # the address (guard.address_key) its player last came from: its door stays open to it

    def to_json(self) -> dict[str, Any]:
        # Tokens never leave the host except to their own seat's peer, in its welcome.
        return {"name": self.name, "state": self.state.value, "level": self.level}


@dataclass
class Peer:
    conn: int
    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    address: str | None = None  # as the adapter saw it; None when it does not say (sans-IO tests)
    key: str = ""  # the guard's door for this address (address_key)
    since: float = 0.0  # when it connected
    heard: bool = False  # it sent at least one byte
    partial_since: float | None = None  # when the frame now unfinished in its decoder began
    held: dict[str, Any] | None = None  # its hello, held by the guard until ``held_until``
    held_until: float = 0.0
    # The join code's exchange under way: answered (the guest's first sealed frame awaited), or AWAITED (our
    # half is being worked out away from the loop, host_join.py).
    exchange: Channel | Awaited | None = None
    exchange_since: float | None = None
    sealed: bool = False  # the guest proved it holds the code: its frames and ours are sealed (secure.py)
    greeted: bool = False
    seat: int | None = None
    spectator: bool = False
    name: str = ""
    last_seq: int = -1
    last_seen: float = 0.0
    allowance: Allowance = field(default_factory=Allowance)
    log_sent: int = 0
    hash_sent: str = ""
    round_trip_us: int | None = None  # the median round trip the peer measured with its pings, if it says
    countdown_sent: CountdownAt | None = None  # the countdown last sent to this peer (compared without its time left)
    paused_sent: bool = False
    answer_sent: AnswerAt | None = None  # the out-of-turn window last sent (its deadline fixed: no resend per tick)
    current_sent: tuple[int, ...] | None = None
    version_sent: int = -1
