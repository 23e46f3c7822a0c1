"""The host's side of the LAN protocol, sans-IO: connections, seats, tokens, join code, rate limits, grace.

A table's join code is checked through an exchange that never sends it (``host_join.py``, ``secure.py``).
Hostile peers meet the guard (``guard.py``): the join-code back-off per address and per table, caps on
connections (in all, not yet welcomed, per address), a deadline for the hello, a deadline for every frame begun
(a peer that trickles a frame is cut off), a small frame size before the welcome and a budget for everyone's
unfinished frames together.

``HostCore`` holds the protocol's state (the seats, the peers, the guard) and its entry points (frames in,
disconnections, ticks); its parts are objects it owns, each given what it works on and reaching the rest
through the core: ``door`` (host_door.py: new connections and places), ``join_door`` (host_join.py: the join
code), ``seating`` (host_seating.py: hello to welcome), ``updates`` (host_updates.py: the table's last change
and what goes out), ``chat`` (host_chat.py), ``rematches`` (host_rematch.py). Composition, not mixins: what
each part reads is in its constructor, and callers keep calling the core (thin delegating methods).

It never touches a socket or a clock: the asyncio adapter feeds it bytes, disconnections and the time, and
carries out the effects it returns (send these bytes, close that connection, submit this intent to the rules
thread). It never sees the game state either: the rules thread gives it each seat's already filtered view, so
nothing a seat may not see can reach that seat's connection.
"""

from __future__ import annotations

import statistics
from typing import TYPE_CHECKING, Any

from tabletop_qt.net.allowance import (  # the bucket's numbers re-exported: they were first defined here
    BUCKET_RATE,
    BUCKET_SIZE,
    FLOOD_FORGIVE_RATE,
    FLOOD_LIMIT,
    Allowance,
    Allowed,
)
from tabletop_qt.net.cooldowns import Cooldowns
from tabletop_qt.net.frames import Fate, ProtocolError, encode_frame
from tabletop_qt.net.guard import Guesser, JoinGuard, Limits
from tabletop_qt.net.host_chat import HostChat
from tabletop_qt.net.host_door import HostDoor
from tabletop_qt.net.host_effects import (  # re-exported: the effects were first defined here
    AllSeated,
    AnswerAt,
    ChatPosted,
    Close,
    CountdownAt,
    Effect,
    Exchange,
    Guessing,
    HintUsed,
    LostPlace,
    TurnedAway,
    Probe,
    Refused,
    SeatsChanged,
    SeatView,
    Send,
    Submit,
)
from tabletop_qt.net.host_join import JoinDoor, hello_since
from tabletop_qt.net.host_peers import Peer, Seat, SeatState  # Seat and SeatState re-exported: first defined here
from tabletop_qt.net.host_rematch import HostRematch
from tabletop_qt.net.host_seating import HostSeating
from tabletop_qt.net.host_updates import HostUpdates
from tabletop_qt.net.messages import MAX_RTT_US, T, get_int, get_obj
from tabletop_qt.net.rematch import REMATCH_ANSWER, RematchOffer

if TYPE_CHECKING:
    from tabletop_qt.core.packs import PackRef
    from tabletop_qt.net.secure import Channel, HostAnswer

__all__ = [  # what callers import from here: HostCore and the names first defined in this module
    "BUCKET_RATE", "BUCKET_SIZE", "FLOOD_FORGIVE_RATE", "FLOOD_LIMIT", "GRACE_SECONDS", "SILENCE_SECONDS",
    "AllSeated", "AnswerAt", "ChatPosted", "Close", "CountdownAt", "Effect", "Exchange", "Guessing", "HintUsed",
    "HostCore", "LostPlace", "Probe", "Refused", "Seat", "SeatState", "SeatView", "SeatsChanged", "Send", "Submit",
    "TurnedAway",
]

GRACE_SECONDS = 60.0  # a dropped seat is held this long for its player to come back
SILENCE_SECONDS = 12.0  # a peer silent this long (no frame, not even a ping) is taken as gone


class HostCore:
    """The protocol's state and its entry points; the door, the join code, the seating, what goes out, the chat
    and the rematch are parts it owns (see the module's docstring)."""

    def __init__(
        self,
        table_name: str,
        game_id: str,
        rules_version: int,
        seats: list[Seat],
        join_code: str | None = None,
        app_version: str = "",
        limits: Limits | None = None,
        pack: PackRef | None = None,
        hints: bool = True,
    ) -> None:
        self.table_name = table_name
        self.hints = hints  # the host allows hints: the welcome names the feature, a guest's "hint" is logged
        self.pack = pack  # the content pack the table plays with (games whose content is data), checked in hellos
        self.game_id = game_id
        self.rules_version = rules_version
        self.seats = seats
        self.join_code = join_code or None
        self.app_version = app_version
        self.limits = limits or Limits()
        self.guard = JoinGuard(self.limits)
        self.started = False
        self.closed = False
        self._peers: dict[int, Peer] = {}
        self._allowances: dict[tuple[Allowed, object], Allowance] = {}  # past the welcome, by seat or address
        self._cooldowns = Cooldowns()  # addresses cut off for flooding, waiting before they may come back
        # Connections whose frames go out sealed (kept until the adapter reports the close: a reject after the
        # exchange is sealed too, and is sent after the peer was forgotten).
        self._channels: dict[int, Channel] = {}
        # The adapter works the host's half of a join code's exchange out elsewhere (a worker process: ~12 ms of
        # pure-Python group arithmetic each, which on the loop would hold up every welcomed peer's frames): while
        # anyone is welcomed the join door asks for it with an Exchange effect instead of computing it (sans-IO
        # tests leave this False).
        self.exchange_elsewhere = False
        # The parts, each given the core's own dicts and list it works on (shared, never replaced).
        self.updates = HostUpdates(self._peers, self.seats)
        self.door = HostDoor(self, self._peers, self._cooldowns)
        self.join_door = JoinDoor(self, self._peers, self._channels)
        self.seating = HostSeating(self, self._peers, self._allowances, self.updates)
        self.chat = HostChat(self, self._peers, self.updates)
        self.rematches = HostRematch(self, self._peers, self.updates)

    # ------------------------------------------------------------------ reading
    @property
    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.state is SeatState.OPEN)

    @property
    def rematch(self) -> RematchOffer | None:
        """"Play again" offered to the guests, answers awaited (rematch.py); None when no offer stands."""
        return self.rematches.offer

    def guests_round_trip_ms(self) -> float | None:
        """The median of the seated guests' measured round trips, in ms (None while none has told us one).

        A guest learns of a change one trip after the host's people do, and its answer needs another trip
        back: the host holds its own seats' intents back by this whole round trip in a real-time game."""
        trips = [
            p.round_trip_us / 1000
            for p in self._peers.values()
            if p.seat is not None and p.round_trip_us is not None
        ]
        return statistics.median(trips) if trips else None

    def has_peer(self, conn: int) -> bool:
        """Whether ``conn`` is a connection this host still keeps (not refused, evicted or closed)."""
        return conn in self._peers

    def is_welcomed(self, conn: int) -> bool:
        """Whether ``conn`` was welcomed (a seat or a spectator's place): the adapter gives it a transport then."""
        peer = self._peers.get(conn)
        return peer is not None and peer.greeted

    def has_welcomed(self) -> bool:
        """Whether any connection is welcomed (a guest or spectator whose frames would wait behind slow work)."""
        return any(p.greeted for p in self._peers.values())

    def holds_seat(self, key: str) -> bool:
        """Whether the address with door ``key`` (guard.address_key) holds a seat: its player may come back."""
        return self.seating.seated_here(key)

    def peer_seat(self, conn: int) -> int | None:
        peer = self._peers.get(conn)
        return peer.seat if peer else None

    def seats_json(self) -> tuple[dict[str, Any], ...]:
        return self.updates.seats_json()

    def team_of(self, seat: int | None) -> int | None:
        return self.chat.team_of(seat)

    def host_team(self) -> int | None:
        return self.chat.host_team()

    def next_due(self) -> float | None:
        return self.door.next_due()

    # ------------------------------------------------------------------ from the adapter
    def guessers(self, now: float) -> list[Guesser]:
        """Addresses that gave ``suspect_after`` wrong join codes or more, the busiest first (the host's lobby)."""
        return self.guard.guessers(now)

    def connected(self, conn: int, now: float, address: str | None = None, has_data: bool = False) -> list[Effect]:
        return self.door.connected(conn, now, address, has_data)

    def wire(self, conn: int, data: bytes) -> bytes:
        return self.join_door.wire(conn, data)

    def exchange_answered(self, conn: int, answer: HostAnswer | ProtocolError, now: float) -> list[Effect]:
        return self.join_door.exchange_answered(conn, answer, now)

    def answer_intent(self, conn: int, seq: int, accepted: bool, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self.updates.answer_intent(conn, seq, accepted, reason, details)

    def answer_probe(self, conn: int, seq: int, reason: str, details: dict[str, Any]) -> list[Effect]:
        return self.updates.answer_probe(conn, seq, reason, details)

    def received(self, conn: int, data: bytes, now: float) -> list[Effect]:
        peer = self._peers.get(conn)
        if peer is None:
            return []
        if data:
            peer.heard = True
        out: list[Effect] = []
        flooded = False

        def charge(length: int) -> Fate:
            # Counted before a byte of the frame is decoded: a flood costs the flooder, not the host.
            nonlocal flooded
            if flooded:
                return Fate.SKIP
            grant = peer.allowance
            if grant.take_frame(now):
                return Fate.READ
            cut = grant.dropped_frame(now)
            if grant.dropped == 1 or grant.dropped % 50 == 0:
                out.append(Refused(conn, "lan.flooding", str(grant.dropped)))
            if cut:
                flooded = True
                return Fate.SKIP
            return Fate.PEEK if length <= self.limits.peek_dropped_max else Fate.SKIP

        opener = peer.decoder.opener
        try:
            frames = peer.decoder.feed_charged(data, charge)
        except ProtocolError as exc:
            if peer.exchange is not None:  # its first sealed frame did not open: it does not hold the code
                return [*out, Refused(conn, exc.reason, exc.detail), *self.join_door.wrong_code(peer, now)]
            if not peer.greeted and peer.address is not None:
                self.guard.malformed(peer.key, now)
            return [*out, *self.drop(peer, now, exc.reason, exc.detail)]
        if frames:
            peer.last_seen = now
        if flooded:
            if peer.address is not None:
                self._cooldowns.cut(peer.key, now)
            return [*out, *self.drop(peer, now, "lan.flooding")]
        # A frame begun must be whole within frame_seconds of its first byte (tick cuts a trickler off).
        if peer.decoder.pending == 0:
            peer.partial_since = None
        elif peer.partial_since is None or frames:
            peer.partial_since = now
        if peer.decoder.pending:  # only a frame left unfinished adds to what all peers hold together
            out.extend(self.door.over_budget(now))
        for fate, message in frames:
            if conn not in self._peers:
                break
            if peer.decoder.opener is not opener:
                # Framed in clear after the hello that began the exchange: nothing may follow it unsealed.
                out.extend([Refused(conn, "lan.bad_seal", "clear"), *self.join_door.wrong_code(peer, now)])
                break
            if peer.exchange is not None:
                out.extend(self.join_door.exchange_done(peer, now))
            if message is None:
                continue  # dropped unread
            if fate is Fate.PEEK:
                out.extend(self._too_fast(peer, message))
                continue
            if peer.held is not None:
                # Its hello waits for the guard: a ping keeps the connection alive, anything else is out of turn.
                if message["t"] == T.PING:
                    continue
                out.append(Refused(conn, "lan.hello_first"))
                out.extend(self.reject(peer, "lan.hello_first"))
                break
            try:
                out.extend(self._handle(peer, message, now))
            except ProtocolError as exc:
                out.append(Refused(conn, exc.reason, exc.detail))
                if not peer.greeted:
                    if peer.address is not None:
                        self.guard.malformed(peer.key, now)
                    out.extend(self.reject(peer, exc.reason))
                    break
        return out

    def disconnected(self, conn: int, now: float) -> list[Effect]:
        peer = self._peers.pop(conn, None)
        self._channels.pop(conn, None)
        if peer is not None and peer.held is not None:
            self.guard.release(peer.key)
        if peer is not None and peer.exchange is not None:
            # Hung up between the host's proof and its own sealed hello: what a guest with a wrong code does.
            peer.exchange = None
            return self.join_door.count_wrong(peer, now)
        if peer is None or peer.seat is None:
            return []
        seat = self.seats[peer.seat]
        if seat.conn != conn:
            return []
        seat.conn = None
        if self.started:
            seat.state = SeatState.RECONNECTING
            seat.deadline = now + GRACE_SECONDS
        else:
            # Before the game a seat left is simply open again (the next one to sit there starts afresh).
            seat.state, seat.token, seat.name = SeatState.OPEN, None, ""
            self._allowances.pop((Allowed.SEAT, peer.seat), None)
        return self.seats_changed()

    def tick(self, now: float) -> list[Effect]:
        out: list[Effect] = []
        limits = self.limits
        for peer in list(self._peers.values()):
            if peer.conn not in self._peers:
                continue
            if peer.held is not None and now >= peer.held_until:
                message, peer.held = peer.held, None
                try:
                    out.extend(self.join_door.check_code(peer, message, now, holding=True))
                except ProtocolError as exc:  # cannot happen: the hello was read before it was held
                    out.extend([Refused(peer.conn, exc.reason, exc.detail), *self.reject(peer, exc.reason)])
            elif not peer.greeted and peer.held is None and now - hello_since(peer) > limits.hello_seconds:
                out.append(Refused(peer.conn, "lan.hello_timeout", peer.address or ""))
                out.extend(self.door.lost_place(peer))
                if peer.exchange is not None:  # it learnt whether its guess was right, and said nothing: counted
                    out.extend(self.join_door.wrong_code(peer, now))
                else:
                    out.extend(self.reject(peer, "lan.hello_timeout"))
            elif peer.partial_since is not None and now - peer.partial_since > limits.frame_seconds:
                out.extend(self.drop(peer, now, "lan.too_slow", str(peer.decoder.pending)))
            elif now - peer.last_seen > SILENCE_SECONDS:
                out.append(Close(peer.conn, "lan.silent"))
                out.extend(self.disconnected(peer.conn, now))
        self._cooldowns.forget(now)
        changed = False
        for seat in self.seats:
            if seat.state is SeatState.RECONNECTING and seat.deadline is not None and now >= seat.deadline:
                seat.state = SeatState.AWAY
                changed = True
        if changed:
            out.extend(self.seats_changed())
        return out

    # ------------------------------------------------------------------ from the host's own side
    def start(self) -> list[Effect]:
        self.started = True
        return self.seats_changed()

    def set_seat(self, index: int, state: SeatState, name: str = "", level: str | None = None) -> list[Effect]:
        return self.seating.set_seat(index, state, name, level)

    def post_chat(self, name: str, text: str) -> list[Effect]:
        return self.chat.post_chat(name, text)

    def post_team_chat(self, name: str, text: str, team: int) -> list[Effect]:
        return self.chat.post_team_chat(name, text, team)

    def offer_rematch(self) -> list[Effect]:
        return self.rematches.offer_rematch()

    def rematch_release(self, index: int) -> list[Effect]:
        return self.rematches.rematch_release(index)

    def start_rematch(self) -> list[Effect]:
        return self.rematches.start_rematch()

    def close(self, reason: str = "lan.host_quit") -> list[Effect]:
        self.closed = True
        out = self.updates.broadcast({"t": T.CLOSING, "reason": reason})
        out.extend(Close(conn, reason) for conn in list(self._peers))
        self._peers.clear()
        return out

    # ------------------------------------------------------------------ handling
    def _handle(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        kind = msg["t"]
        if not peer.greeted:
            if kind != T.HELLO:
                raise ProtocolError("lan.hello_first")
            return self.seating.hello(peer, msg, now)
        if kind == T.PING:
            if msg.get("rtt_us") is not None:
                peer.round_trip_us = get_int(msg, "rtt_us", 0, MAX_RTT_US)
            return self.updates.send(peer.conn, {"t": T.PONG, "n": get_int(msg, "n", 0, 2**53)})
        if kind == T.INTENT:
            return self._intent(peer, msg)
        if kind == T.HINT:
            if peer.seat is None or not self.started:
                raise ProtocolError("lan.no_seat")
            # Not allowed here: dropped (the welcome never offered it; a guest that sends one anyway gets nothing).
            return [HintUsed(peer.seat)] if self.hints else []
        if kind == T.PROBE:
            if peer.seat is None or not self.started:
                raise ProtocolError("lan.no_seat")
            return [Probe(peer.conn, peer.seat, get_int(msg, "seq", 0, 2**53), get_obj(msg, "action"))]
        if kind == T.RESYNC:
            peer.log_sent = 0
            peer.hash_sent = ""
            return self.updates.send_update(peer, now)
        if kind == T.CHAT:
            return self.chat.line(peer, msg, now)
        if kind == T.TEAM_CHAT:
            return self.chat.team_line(peer, msg, now)
        if kind == T.BYE:
            return [Close(peer.conn, "lan.bye"), *self.disconnected(peer.conn, now)]
        if kind == T.HELLO:
            raise ProtocolError("lan.hello_twice")
        if kind == REMATCH_ANSWER:
            return self.rematches.answer(peer, msg)
        raise ProtocolError("lan.unknown_message", kind[:32])

    def _intent(self, peer: Peer, msg: dict[str, Any]) -> list[Effect]:
        seq = get_int(msg, "seq", 0, 2**53)
        if peer.seat is None:
            return self.answer_intent(peer.conn, seq, False, "lan.no_seat", {})
        if not self.started:
            return self.answer_intent(peer.conn, seq, False, "lan.not_started", {})
        if seq <= peer.last_seq:
            return [Refused(peer.conn, "lan.replayed", str(seq)), *self.answer_intent(peer.conn, seq, False, "lan.replayed", {})]
        peer.last_seq = seq
        try:
            version = get_int(msg, "version", 0, 2**53)
            action = get_obj(msg, "action")
        except ProtocolError as exc:
            # Every intent with a sequence number gets an answer, a malformed one too.
            return [Refused(peer.conn, exc.reason, exc.detail), *self.answer_intent(peer.conn, seq, False, exc.reason, {})]
        return [Submit(peer.conn, peer.seat, seq, version, action)]

    # ------------------------------------------------------------------ helpers
    def _too_fast(self, peer: Peer, message: dict[str, Any]) -> list[Effect]:
        """An intent or probe dropped for flooding is still answered: its sender waits for that answer before it
        moves again, so without one a client that is merely fast (a bot whose turn is many cards) waits forever."""
        seq = message.get("seq")
        if not peer.greeted or isinstance(seq, bool) or not isinstance(seq, int) or not 0 <= seq <= 2**53:
            return []
        if message["t"] == T.INTENT:
            return self.answer_intent(peer.conn, seq, False, "lan.too_fast", {})
        if message["t"] == T.PROBE:
            return self.answer_probe(peer.conn, seq, "lan.too_fast", {})
        return []

    def seats_changed(self) -> list[Effect]:
        """The seats told to the host's lobby and every welcomed peer (the parts tell them through here)."""
        return self.updates.seats_changed(self.started)

    def reject(self, peer: Peer, reason: str, **fields: Any) -> list[Effect]:
        """``peer`` refused and forgotten (the parts refuse through here)."""
        self._peers.pop(peer.conn, None)
        if peer.held is not None or peer.exchange is not None:
            peer.held = peer.exchange = None
            self.guard.release(peer.key)
        return [Send(peer.conn, encode_frame({"t": T.REJECT, "reason": reason, **fields})), Close(peer.conn, reason)]

    def drop(self, peer: Peer, now: float, reason: str, detail: str = "") -> list[Effect]:
        """``peer`` cut off as if it had hung up (the parts cut off through here)."""
        out: list[Effect] = [Refused(peer.conn, reason, detail), Close(peer.conn, reason)]
        out.extend(self.disconnected(peer.conn, now))
        self._peers.pop(peer.conn, None)
        return out


