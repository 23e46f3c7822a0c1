"""The host's door, sans-IO: a new connection let in, refused, or given the place of one that has not said its
hello, and the unfinished frames of all peers kept within their budget.

A part ``HostCore`` (host_core.py) owns; it is given the core (its limits, its guard, and the reject and drop a
connection let in goes through), the peers (the core's dict, shared) and the addresses cut off for flooding."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.allowance import Allowance
from tabletop_qt.net.cooldowns import Cooldowns
from tabletop_qt.net.frames import FrameDecoder, encode_frame
from tabletop_qt.net.guard import address_key
from tabletop_qt.net.host_effects import Close, Effect, LostPlace, Refused, Send, TurnedAway
from tabletop_qt.net.host_peers import Peer
from tabletop_qt.net.messages import T
from tabletop_qt.net.places import gives_way

if TYPE_CHECKING:
    from tabletop_qt.net.host_core import HostCore


class HostDoor:
    """The door's part of HostCore."""

    def __init__(self, core: HostCore, peers: dict[int, Peer], cooldowns: Cooldowns) -> None:
        self._core = core
        self._peers = peers
        self._cooldowns = cooldowns

    def next_due(self) -> float | None:
        """When a held hello's turn comes (the adapter calls ``tick`` then), or None."""
        due = [p.held_until for p in self._peers.values() if p.held is not None]
        return min(due) if due else None

    def connected(self, conn: int, now: float, address: str | None = None, has_data: bool = False) -> list[Effect]:
        """A new connection from ``address`` (None: unknown, no per-address cap). It may be refused at once, or
        take the place of the oldest connection that has not said a word yet. ``has_data``: the adapter saw
        bytes already waiting on it (its hello, most likely)."""
        limits = self._core.limits
        peer = Peer(
            conn,
            FrameDecoder(limits.hello_max_frame),
            address,
            address_key(address),
            now,
            has_data,
            last_seen=now,
            allowance=Allowance(bucket_time=now, flood_time=now),
        )
        out: list[Effect] = []
        # One pass over the peers (this runs for every stranger of a storm): the ones not welcomed, and how many
        # of them and of all come from this address.
        ungreeted: list[Peer] = []
        mine = same = 0
        key = peer.key if address is not None else None
        for p in self._peers.values():
            ours = p.address is not None and p.key == key
            same += ours
            if not p.greeted:
                ungreeted.append(p)
                mine += ours
        crowding = mine > 0
        if address is not None:
            wait = self._core.guard.locked_out(peer.key, now)
            if wait is not None:
                # Its hello would be refused unlooked: refused before a byte of it is read (rows 11, 16).
                return self._refuse_connection(peer, "lan.try_later", crowding, retry_after=wait)
            wait = self._cooldowns.wait(peer.key, now)
            if wait is not None:  # cut off for flooding a moment ago: not back before its wait is over
                return self._refuse_connection(peer, "lan.try_later", crowding, retry_after=wait)
            if same >= limits.max_per_address or mine >= limits.max_ungreeted_per_address:
                return self._refuse_connection(peer, "lan.too_many_connections", crowding)
        if len(ungreeted) >= limits.max_ungreeted or len(self._peers) >= limits.max_peers:
            victim = gives_way(ungreeted, mine, now, has_data, limits)
            if victim is None:
                return self._refuse_connection(peer, "lan.host_busy", crowding)
            out += [Refused(victim.conn, "lan.evicted", victim.address or ""), *self.lost_place(victim)]
            out += self._core.reject(victim, "lan.host_busy")
        self._peers[conn] = peer
        return out

    def lost_place(self, peer: Peer) -> list[Effect]:
        """Told when a connection loses its place with no whole hello (not held, no exchange begun, not welcomed),
        and whether its address holds another place not yet welcomed (a client has one connection at a time)."""
        whole = peer.greeted or peer.held is not None or peer.exchange is not None
        if whole or peer.address is None:
            return []
        crowding = any(p is not peer and not p.greeted and p.key == peer.key for p in self._peers.values())
        return [LostPlace(peer.conn, peer.address, crowding)]

    def _refuse_connection(self, peer: Peer, reason: str, crowding: bool, **fields: Any) -> list[Effect]:
        """``crowding``: its address holds a place not yet welcomed already (TurnedAway says so to storms.py)."""
        # Never entered: nothing to forget, but the refusal goes out before the close.
        away: list[Effect] = [TurnedAway(peer.conn, peer.address, crowding)] if peer.address is not None else []
        return [
            *away,
            Refused(peer.conn, reason, peer.address or ""),
            Send(peer.conn, encode_frame({"t": T.REJECT, "reason": reason, **fields})),
            Close(peer.conn, reason),
        ]

    def over_budget(self, now: float) -> list[Effect]:
        """Unfinished frames of all peers together stay within the budget: past it, the peer holding the most
        is cut off (an honest peer's frame is whole within milliseconds, so it is rarely the one holding)."""
        out: list[Effect] = []
        while self._peers:
            held = sum(p.decoder.pending for p in self._peers.values())
            if held <= self._core.limits.pending_budget:
                break
            fattest = max(self._peers.values(), key=lambda p: p.decoder.pending)
            out.extend(self._core.drop(fattest, now, "lan.over_budget", str(fattest.decoder.pending)))
        return out
