"""What the host sends its welcomed peers, sans-IO: each seat's own view of the table (spectators the public
one) with only what changed since the last, the lobby's seats, the answers to intents and probes.

A mixin of ``HostCore`` (host_core.py), which owns the peers and the table's last change kept here."""

from __future__ import annotations

from typing import Any

from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.host_effects import AnswerAt, CountdownAt, Effect, SeatsChanged, SeatView, Send
from tabletop_qt.net.host_peers import Peer, Seat
from tabletop_qt.net.messages import T
from tabletop_qt.net.views import view_hash


class HostUpdates:
    """The outgoing part of HostCore: what it reads of HostCore is declared here."""

    seats: list[Seat]
    started: bool
    teams: tuple[int, ...]
    _peers: dict[int, Peer]
    _version: int
    _views: dict[int, SeatView]
    _finished: bool
    _countdown: CountdownAt | None
    _paused: bool
    _answer: AnswerAt | None
    _timed_out: int | None
    _current: tuple[int, ...] | None

    def seats_json(self) -> tuple[dict[str, Any], ...]:
        return tuple(s.to_json() for s in self.seats)

    def table_changed(
        self,
        version: int,
        views: dict[int, SeatView],
        finished: bool = False,
        countdown: CountdownAt | None = None,
        now: float = 0.0,
        paused: bool = False,
        answer: AnswerAt | None = None,
        timed_out: int | None = None,
        current: tuple[int, ...] | None = None,
        teams: tuple[int, ...] = (),
    ) -> list[Effect]:
        """The rules thread applied a change: send each remote seat its own view, spectators the public one.

        Once the game is ``finished`` every update also carries the public view, so each peer can prove it ends
        on the same table as everyone else (the state hash the headless tools print). A real-time game's running
        countdown goes with every update as the time left at ``now``. A turn-based game's out-of-turn window
        (``answer``, public details only) goes to every peer, the asked seat and the others alike, with the time
        left at ``now``; ``current`` (who the table waits on) only for turn-based games, where it is public;
        ``teams`` (each seat's team, from the public view) says who may read a team chat message."""
        self._version = version
        self._views = dict(views)
        self._finished = finished
        self._countdown = countdown
        self._paused = paused
        self._answer = answer
        self._timed_out = timed_out
        self._current = current
        self.teams = tuple(teams)
        out: list[Effect] = []
        for peer in self._peers.values():
            if peer.greeted and (peer.seat is not None or peer.spectator):
                out.extend(self._send_update(peer, now))
        return out

    def answer_intent(self, conn: int, seq: int, accepted: bool, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self._send(conn, {"t": T.RESULT, "seq": seq, "ok": accepted, "reason": reason, "details": details})

    def answer_probe(self, conn: int, seq: int, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self._send(conn, {"t": T.EXPLAIN, "seq": seq, "reason": reason, "details": details})

    def _send_update(self, peer: Peer, now: float) -> list[Effect]:
        key = peer.seat if peer.seat is not None else -1
        seat_view = self._views.get(key)
        if seat_view is None:
            return []
        digest = view_hash(seat_view.view, seat_view.legal)
        new_log = seat_view.log[peer.log_sent :]
        countdown = self._countdown
        if (
            digest == peer.hash_sent
            and not new_log
            and countdown == peer.countdown_sent
            and self._paused == peer.paused_sent
            and self._answer == peer.answer_sent
            and self._current == peer.current_sent
        ):
            return []
        message = {
            "t": T.UPDATE,
            "version": self._version,
            "view": seat_view.view,
            "legal": seat_view.legal,
            "hash": digest,
            "log_from": peer.log_sent,
            "log": new_log,
        }
        if self._finished and -1 in self._views:
            message["public"] = self._views[-1].view
        if countdown is not None:
            # Optional: older guests ignore it. The time left, never the host's clock (see CountdownAt).
            message["countdown"] = countdown.to_wire(now)
        if self._paused:
            message["paused"] = True  # optional, like the countdown: older guests ignore it
        if self._current is not None:
            message["current"] = list(self._current)
        if self._answer is not None:
            # The same path as the countdown: the time left as the host sends it, never its clock.
            message["answer"] = self._answer.to_wire(now)
        if self._timed_out is not None and peer.version_sent != self._version:
            message["timed_out"] = self._timed_out  # said once, on the first update of that change
        peer.log_sent = len(seat_view.log)
        peer.paused_sent = self._paused
        peer.hash_sent = digest
        peer.countdown_sent = countdown
        peer.answer_sent = self._answer
        peer.current_sent = self._current
        peer.version_sent = self._version
        return self._send(peer.conn, message)

    def _send(self, conn: int, message: dict[str, Any]) -> list[Effect]:
        if conn not in self._peers:
            return []
        return [Send(conn, encode_frame(message))]

    def _broadcast(self, message: dict[str, Any]) -> list[Effect]:
        frame = encode_frame(message)
        return [Send(p.conn, frame) for p in self._peers.values() if p.greeted]

    def _seats_changed(self) -> list[Effect]:
        out: list[Effect] = [SeatsChanged(self.seats_json())]
        out.extend(self._broadcast({"t": T.LOBBY, "seats": list(self.seats_json()), "started": self.started}))
        return out
