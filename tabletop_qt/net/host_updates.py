"""What the host sends its welcomed peers, sans-IO: each seat's own view of the table (spectators the public
one) with only what changed since the last, the lobby's seats, the answers to intents and probes.

A part ``HostCore`` (host_core.py) owns: it keeps the table's last change (the views, the countdown, the teams...)
and is given only the peers it sends to and the seats the lobby shows (the core's own dict and list, shared)."""

from __future__ import annotations

from typing import Any

from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.host_effects import AnswerAt, CountdownAt, Effect, SeatsChanged, SeatView, Send
from tabletop_qt.net.host_peers import Peer, Seat
from tabletop_qt.net.messages import T
from tabletop_qt.net.views import view_hash


class HostUpdates:
    """The outgoing part of HostCore: the table's last change, and every frame to welcomed peers."""

    def __init__(self, peers: dict[int, Peer], seats: list[Seat]) -> None:
        self._peers = peers
        self._seats = seats
        self.version = -1
        self.views: dict[int, SeatView] = {}  # by seat; -1 is the public view for spectators
        self.finished = False
        self.countdown: CountdownAt | None = None
        self.paused = False  # a real-time game the host has paused
        # Turn-based games: the out-of-turn window open now, the seat the table just passed for, the seats the
        # table waits on, and each seat's team (the public view's "teams"; empty: no teams, no team chat).
        self.answer: AnswerAt | None = None
        self.timed_out: int | None = None
        self.current: tuple[int, ...] | None = None
        self.teams: tuple[int, ...] = ()

    def new_game(self) -> None:
        """Another game at the same table: no change of it yet, and nothing of it sent to anyone (its log from 0)."""
        self.version, self.views, self.finished, self.countdown, self.paused = -1, {}, False, None, False
        self.answer, self.timed_out, self.current, self.teams = None, None, None, ()
        for peer in self._peers.values():
            peer.log_sent, peer.hash_sent, peer.countdown_sent, peer.paused_sent = 0, "", None, False
            peer.answer_sent, peer.current_sent, peer.version_sent = None, None, -1

    def seats_json(self) -> tuple[dict[str, Any], ...]:
        return tuple(s.to_json() for s in self._seats)

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
        self.version = version
        self.views = dict(views)
        self.finished = finished
        self.countdown = countdown
        self.paused = paused
        self.answer = answer
        self.timed_out = timed_out
        self.current = current
        self.teams = tuple(teams)
        out: list[Effect] = []
        for peer in self._peers.values():
            if peer.greeted and (peer.seat is not None or peer.spectator):
                out.extend(self.send_update(peer, now))
        return out

    def answer_intent(self, conn: int, seq: int, accepted: bool, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self.send(conn, {"t": T.RESULT, "seq": seq, "ok": accepted, "reason": reason, "details": details})

    def answer_probe(self, conn: int, seq: int, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self.send(conn, {"t": T.EXPLAIN, "seq": seq, "reason": reason, "details": details})

    def send_update(self, peer: Peer, now: float) -> list[Effect]:
        """``peer``'s view of the last change, with only what it has not had yet (nothing when it has it all)."""
        key = peer.seat if peer.seat is not None else -1
        seat_view = self.views.get(key)
        if seat_view is None:
            return []
        digest = view_hash(seat_view.view, seat_view.legal)
        new_log = seat_view.log[peer.log_sent :]
        countdown = self.countdown
        if (
            digest == peer.hash_sent
            and not new_log
            and countdown == peer.countdown_sent
            and self.paused == peer.paused_sent
            and self.answer == peer.answer_sent
            and self.current == peer.current_sent
        ):
            return []
        message = {
            "t": T.UPDATE,
            "version": self.version,
            "view": seat_view.view,
            "legal": seat_view.legal,
            "hash": digest,
            "log_from": peer.log_sent,
            "log": new_log,
        }
        if self.finished and -1 in self.views:
            message["public"] = self.views[-1].view
        if countdown is not None:
            # Optional: older guests ignore it. The time left, never the host's clock (see CountdownAt).
            message["countdown"] = countdown.to_wire(now)
        if self.paused:
            message["paused"] = True  # optional, like the countdown: older guests ignore it
        if self.current is not None:
            message["current"] = list(self.current)
        if self.answer is not None:
            # The same path as the countdown: the time left as the host sends it, never its clock.
            message["answer"] = self.answer.to_wire(now)
        if self.timed_out is not None and peer.version_sent != self.version:
            message["timed_out"] = self.timed_out  # said once, on the first update of that change
        peer.log_sent = len(seat_view.log)
        peer.paused_sent = self.paused
        peer.hash_sent = digest
        peer.countdown_sent = countdown
        peer.answer_sent = self.answer
        peer.current_sent = self.current
        peer.version_sent = self.version
        return self.send(peer.conn, message)

    def send(self, conn: int, message: dict[str, Any]) -> list[Effect]:
        if conn not in self._peers:
            return []
        return [Send(conn, encode_frame(message))]

    def broadcast(self, message: dict[str, Any]) -> list[Effect]:
        frame = encode_frame(message)
        return [Send(p.conn, frame) for p in self._peers.values() if p.greeted]

    def seats_changed(self, started: bool) -> list[Effect]:
        """The host's lobby told, and every welcomed peer's (``started``: the core's, the game under way)."""
        out: list[Effect] = [SeatsChanged(self.seats_json())]
        out.extend(self.broadcast({"t": T.LOBBY, "seats": list(self.seats_json()), "started": started}))
        return out
