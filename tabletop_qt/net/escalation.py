"""A wait that doubles each time the same address offends again soon after, sans-IO: the shape shared by the
host's door (storms.py: shut at the kernel) and its flood cut-offs (cooldowns.py: refused at the door)."""

from __future__ import annotations

from dataclasses import dataclass


def doubled(first: float, cap: float, strikes: int) -> float:
    """The wait after ``strikes`` offences (1: ``first``), doubling each time, at most ``cap``."""
    return min(cap, first * 2 ** (strikes - 1))


@dataclass
class Escalation:
    """One address's offences: how many lately, and the last one's time."""

    first: float
    cap: float
    forget_seconds: float  # quiet this long, an address starts again from ``first``
    strikes: int = 0
    last: float = float("-inf")

    def offend(self, now: float) -> float:
        """Another offence at ``now``: the seconds to wait from now."""
        if now - self.last > self.forget_seconds:
            self.strikes = 0
        self.strikes += 1
        self.last = now
        return doubled(self.first, self.cap, self.strikes)

    def forgotten(self, now: float) -> bool:
        return now - self.last > self.forget_seconds
