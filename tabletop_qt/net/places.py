"""Places for connections not yet welcomed, sans-IO: who gives up a place when a newcomer finds them all taken.

HostCore caps the connections that have not been welcomed (``Limits.max_ungreeted``, and
``max_ungreeted_per_address`` of them from one address). Past the cap a newcomer gets a place only if someone
gives theirs up; this says who, or nobody (the newcomer is told ``lan.host_busy``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from tabletop_qt.net.guard import Limits


class Holder(Protocol):
    """A connection holding a place (HostCore's peer)."""

    address: str | None
    key: str  # its address's door (guard.address_key)
    since: float  # when it connected
    heard: bool  # it sent at least one byte
    held: Any  # its hello, held by the guard for its turn (None: not held)
    exchange: Any  # its join code's exchange under way (None: none): its hello was whole


H = TypeVar("H", bound=Holder)


def gives_way(holders: Sequence[H], mine: int, now: float, has_data: bool, limits: Limits) -> H | None:
    """The holder that gives its place to a newcomer which holds ``mine`` places from its address already
    (``has_data``: the newcomer's bytes already wait), or None.

    Fairness first: an address holding more places than the newcomer's by two or more gives up its oldest (held
    ``evict_after`` at least, or at once for a newcomer whose bytes already wait), so strangers at other
    addresses never starve one (an honest guest holds one place, and never loses it this way). Then the oldest connection that never sent a byte (an honest client says hello at once) once silent
    for ``evict_after``, or at once for a newcomer whose bytes already wait; then the oldest whose hello is
    still unfinished after ``hello_evict_after`` (an honest hello is one segment, whole within milliseconds; a
    guest in the join code's exchange sent its hello whole, and on a loaded computer may take seconds to answer)."""
    by_key: dict[str, list[H]] = {}
    for holder in holders:
        if holder.address is not None:
            by_key.setdefault(holder.key, []).append(holder)
    if by_key:
        crowd = max(by_key.values(), key=len)
        oldest = min(crowd, key=lambda h: h.since)
        # Not a place taken a moment ago, unless the newcomer's hello already waits: strangers coming back the
        # instant they are pushed out would otherwise push each other out as fast as they can connect.
        if len(crowd) >= mine + 2 and (has_data or now - oldest.since >= limits.evict_after):
            return oldest
    silent = [h for h in holders if not h.heard and (has_data or now - h.since >= limits.evict_after)]
    if silent:
        return min(silent, key=lambda h: h.since)
    slow = [
        h
        for h in holders
        if h.heard and h.held is None and h.exchange is None and now - h.since >= limits.hello_evict_after
    ]
    return min(slow, key=lambda h: h.since) if slow else None
