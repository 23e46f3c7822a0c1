"""What a peer may send, sans-IO: its frame bucket, its flood count and its chat rate, kept by seat.

HostCore charges every whole frame here before decoding it (``FrameDecoder.feed_charged``), and every chat line.
A seat keeps its allowance across reconnections (a spectator's address keeps one), so a peer cut off for
flooding that comes back with its token starts where it was cut, not with a fresh bucket.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

BUCKET_SIZE = 40.0  # frames a peer may send in a burst
BUCKET_RATE = 20.0  # frames per second it may keep sending
FLOOD_LIMIT = 200  # frames dropped for flooding (less those forgiven) before the peer is cut off
FLOOD_FORGIVE_RATE = 1.0  # dropped frames forgiven per second: only a flood that lasts is cut, never a long,
# chatty game whose bursts now and then go past the bucket


class Allowed(enum.Enum):
    """Who an Allowance belongs to past the welcome."""

    SEAT = "seat"
    SPECTATOR = "spectator"  # by address key: spectators have no token to come back with


@dataclass
class Allowance:
    bucket: float = BUCKET_SIZE
    bucket_time: float = 0.0
    dropped: int = 0  # frames dropped for flooding, in all (logged)
    flood: float = 0.0  # the same less what was forgiven since (FLOOD_FORGIVE_RATE): the cut-off counts this
    flood_time: float = 0.0
    chat: float = -1.0  # chat lines left in the burst (-1: full, set on first use from the limits)
    chat_time: float = 0.0

    def take_frame(self, now: float) -> bool:
        """One frame within the rate; False: it is over the rate (count it with ``dropped_frame``)."""
        self.bucket = min(BUCKET_SIZE, self.bucket + (now - self.bucket_time) * BUCKET_RATE)
        self.bucket_time = now
        if self.bucket < 1.0:
            return False
        self.bucket -= 1.0
        return True

    def dropped_frame(self, now: float) -> bool:
        """Count a frame dropped for flooding; True once the flood lasted long enough to cut the peer off."""
        self.dropped += 1
        self.flood = max(0.0, self.flood - (now - self.flood_time) * FLOOD_FORGIVE_RATE) + 1
        self.flood_time = now
        return self.flood > FLOOD_LIMIT

    def take_chat(self, now: float, burst: float, rate: float) -> bool:
        """A chat line within ``burst`` lines, then ``rate`` a second: the table reads people, not scripts."""
        if self.chat < 0:
            self.chat, self.chat_time = burst, now
        self.chat = min(burst, self.chat + (now - self.chat_time) * rate)
        self.chat_time = now
        if self.chat < 1.0:
            return False
        self.chat -= 1.0
        return True
