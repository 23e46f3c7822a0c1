"""Another game at the same table, at the host, sans-IO: "Play again" offered to the seated guests, their answers,
the seats of those who leave, and the new game's start (the offer's bookkeeping itself: rematch.py).

A mixin of ``HostCore`` (host_core.py), which owns the seats, the peers and what was last sent to each."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.frames import ProtocolError
from tabletop_qt.net.host_effects import AnswerAt, CountdownAt, Effect, SeatView
from tabletop_qt.net.host_peers import Peer, Seat, SeatState
from tabletop_qt.net.rematch import OFFERED, REMATCH, STARTED, Answer, RematchOffer


class HostRematch:
    """The rematch's part of HostCore: what it reads of HostCore is declared here."""

    seats: list[Seat]
    started: bool
    closed: bool
    teams: tuple[int, ...]
    rematch: RematchOffer | None
    _peers: dict[int, Peer]
    _version: int
    _views: dict[int, SeatView]
    _finished: bool
    _countdown: CountdownAt | None
    _paused: bool
    _answer: AnswerAt | None
    _timed_out: int | None
    _current: tuple[int, ...] | None

    if TYPE_CHECKING:

        def _broadcast(self, message: dict[str, Any]) -> list[Effect]: ...

        def _seats_changed(self) -> list[Effect]: ...

    def offer_rematch(self) -> list[Effect]:
        """The game is over and the host offers another with the same seats: ask every guest seated."""
        if not self.started or not self._finished or self.closed:
            return []
        remote = (SeatState.REMOTE, SeatState.RECONNECTING, SeatState.AWAY)
        self.rematch = RematchOffer({i: Answer.WAITING for i, s in enumerate(self.seats) if s.state in remote})
        return [*self._broadcast({"t": REMATCH, "phase": OFFERED}), *self._seats_changed()]

    def rematch_release(self, index: int) -> list[Effect]:
        """The host takes a seat whose player left or never answered (to give it to a bot with set_seat)."""
        if self.rematch is None or index not in self.rematch.answers:
            return []
        self.rematch.released(index)
        seat = self.seats[index]
        if seat.state in (SeatState.REMOTE, SeatState.RECONNECTING):
            old = self._peers.get(seat.conn) if seat.conn is not None else None
            if old is not None:
                old.seat, old.spectator = None, True  # still connected: it may watch the new game
            seat.state, seat.token, seat.conn, seat.deadline = SeatState.AWAY, None, None, None
        return self._seats_changed()

    def start_rematch(self) -> list[Effect]:
        """Every guest accepted: tell everyone a new game begins (its first update follows, its log from 0)."""
        if self.rematch is None or not self.rematch.ready():
            return []
        self.rematch = None
        self._version, self._views, self._finished, self._countdown, self._paused = -1, {}, False, None, False
        self._answer, self._timed_out, self._current, self.teams = None, None, None, ()
        for peer in self._peers.values():
            peer.log_sent, peer.hash_sent, peer.countdown_sent, peer.paused_sent = 0, "", None, False
            peer.answer_sent, peer.current_sent, peer.version_sent = None, None, -1
        return [*self._broadcast({"t": REMATCH, "phase": STARTED}), *self._seats_changed()]

    def _rematch_answer(self, peer: Peer, msg: dict[str, Any]) -> list[Effect]:
        accept = msg.get("accept")
        if not isinstance(accept, bool):
            raise ProtocolError("lan.bad_field", "accept")
        if self.rematch is None or peer.seat is None or not self.rematch.answer(peer.seat, accept):
            return []  # no offer stands (withdrawn, or already started): a late answer is no fault
        if not accept:
            # Leaving: the seat is the host's to give at once, no grace period; the guest says bye next.
            seat = self.seats[peer.seat]
            seat.state, seat.token, seat.conn, seat.deadline = SeatState.AWAY, None, None, None
            peer.seat, peer.spectator = None, True
        return self._seats_changed()
