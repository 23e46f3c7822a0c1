"""Another game at the same table, at the host, sans-IO: "Play again" offered to the seated guests, their answers,
the seats of those who leave, and the new game's start (the offer's bookkeeping itself: rematch.py).

A part ``HostCore`` (host_core.py) owns, keeping the offer that stands; it is given the core (its seats, whether
the game is under way or the table closed, the lobby's seats_changed), the peers, and the outgoing part
(host_updates.py: whether the game finished, broadcast, and its new_game when the next one starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.frames import ProtocolError
from tabletop_qt.net.host_effects import Effect
from tabletop_qt.net.host_peers import Peer, SeatState
from tabletop_qt.net.rematch import OFFERED, REMATCH, STARTED, Answer, RematchOffer

if TYPE_CHECKING:
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_updates import HostUpdates


class HostRematch:
    """The rematch's part of HostCore."""

    def __init__(self, core: HostCore, peers: dict[int, Peer], updates: HostUpdates) -> None:
        self._core = core
        self._peers = peers
        self._updates = updates
        self.offer: RematchOffer | None = None  # "Play again" offered to the guests, answers awaited (rematch.py)

    def offer_rematch(self) -> list[Effect]:
        """The game is over and the host offers another with the same seats: ask every guest seated."""
        if not self._core.started or not self._updates.finished or self._core.closed:
            return []
        remote = (SeatState.REMOTE, SeatState.RECONNECTING, SeatState.AWAY)
        self.offer = RematchOffer({i: Answer.WAITING for i, s in enumerate(self._core.seats) if s.state in remote})
        return [*self._updates.broadcast({"t": REMATCH, "phase": OFFERED}), *self._core.seats_changed()]

    def rematch_release(self, index: int) -> list[Effect]:
        """The host takes a seat whose player left or never answered (to give it to a bot with set_seat)."""
        if self.offer is None or index not in self.offer.answers:
            return []
        self.offer.released(index)
        seat = self._core.seats[index]
        if seat.state in (SeatState.REMOTE, SeatState.RECONNECTING):
            old = self._peers.get(seat.conn) if seat.conn is not None else None
            if old is not None:
                old.seat, old.spectator = None, True  # still connected: it may watch the new game
            seat.state, seat.token, seat.conn, seat.deadline = SeatState.AWAY, None, None, None
        return self._core.seats_changed()

    def start_rematch(self) -> list[Effect]:
        """Every guest accepted: tell everyone a new game begins (its first update follows, its log from 0)."""
        if self.offer is None or not self.offer.ready():
            return []
        self.offer = None
        self._updates.new_game()
        return [*self._updates.broadcast({"t": REMATCH, "phase": STARTED}), *self._core.seats_changed()]

    def answer(self, peer: Peer, msg: dict[str, Any]) -> list[Effect]:
        accept = msg.get("accept")
        if not isinstance(accept, bool):
            raise ProtocolError("lan.bad_field", "accept")
        if self.offer is None or peer.seat is None or not self.offer.answer(peer.seat, accept):
            return []  # no offer stands (withdrawn, or already started): a late answer is no fault
        if not accept:
            # Leaving: the seat is the host's to give at once, no grace period; the guest says bye next.
            seat = self._core.seats[peer.seat]
            seat.state, seat.token, seat.conn, seat.deadline = SeatState.AWAY, None, None, None
            peer.seat, peer.spectator = None, True
        return self._core.seats_changed()
