"""An address cut off for flooding waits before it may connect again, sans-IO.

A peer cut for flooding (allowance.py: over its frame rate for long) used to come straight back with its token
or as a fresh spectator, and flood again: each comeback cost the host a connection, a join code's exchange and
a welcome with the whole table in it (issue 24: a chat flood with rejoins took the honest guest's intent p99 to
4.5x a quiet run). Its address now waits ``FIRST_WAIT`` seconds, doubled each time it is cut again soon after, up
to ``MAX_WAIT``; meanwhile HostCore refuses its connections at the door with ``lan.try_later`` and the wait. Only a
flood cuts: an honest client never comes close.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from tabletop_qt.net.escalation import Escalation

FIRST_WAIT = 2.0
MAX_WAIT = 60.0
FORGET_SECONDS = 300.0  # cut again after this long, an address starts from the first wait


@dataclass
class _Cut:
    until: float = 0.0
    escalation: Escalation = field(default_factory=lambda: Escalation(FIRST_WAIT, MAX_WAIT, FORGET_SECONDS))


class Cooldowns:
    def __init__(self) -> None:
        self._cuts: dict[str, _Cut] = {}

    def cut(self, key: str, now: float) -> float:
        """``key`` was cut off for flooding: the seconds it must now wait."""
        cut = self._cuts.setdefault(key, _Cut())
        wait = cut.escalation.offend(now)
        cut.until = now + wait
        return wait

    def wait(self, key: str, now: float) -> int | None:
        """Whole seconds ``key`` must still wait (for the reject's ``retry_after``), or None."""
        cut = self._cuts.get(key)
        if cut is None or cut.until <= now:
            return None
        return max(1, math.ceil(cut.until - now))

    def forget(self, now: float) -> None:
        for key in [k for k, c in self._cuts.items() if c.escalation.forgotten(now)]:
            del self._cuts[key]
