"""The host's side of the LAN protocol, sans-IO: connections, seats, tokens, join code, rate limits, grace.

A table's join code is checked through an exchange that never sends it (``host_join.py``, ``secure.py``).
Hostile peers meet the guard (``guard.py``): the join-code back-off per address and per table, caps on
connections (in all, not yet welcomed, per address), a deadline for the hello, a deadline for every frame begun
(a peer that trickles a frame is cut off), a small frame size before the welcome and a budget for everyone's
unfinished frames together.

It never touches a socket or a clock: the asyncio adapter feeds it bytes, disconnections and the time, and
carries out the effects it returns (send these bytes, close that connection, submit this intent to the rules
thread). It never sees the game state either: the rules thread gives it each seat's already filtered view, so
nothing a seat may not see can reach that seat's connection.
"""

from __future__ import annotations

import enum
import secrets
import statistics
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop_qt.net.allowance import (  # the bucket's numbers re-exported: they were first defined here
    BUCKET_RATE,
    BUCKET_SIZE,
    FLOOD_FORGIVE_RATE,
    FLOOD_LIMIT,
    Allowance,
    Allowed,
)
from tabletop_qt.net.frames import Fate, FrameDecoder, ProtocolError, encode_frame
from tabletop_qt.net.guard import Guesser, JoinGuard, Limits, address_key
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
from tabletop_qt.net.messages import (
    FEATURES,
    HINTS,
    MAX_CHAT,
    MAX_NAME,
    MAX_PACK_DIGEST,
    MAX_PACKS,
    MAX_RTT_US,
    MAX_TOKEN,
    PROTOCOL,
    PROTOCOL_MIN,
    T,
    clean_name,
    get_int,
    get_obj,
    get_opt_int,
    get_opt_str,
    get_str,
)
from tabletop_qt.net.cooldowns import Cooldowns
from tabletop_qt.net.names import same_name
from tabletop_qt.net.places import gives_way
from tabletop_qt.net.rematch import OFFERED, REMATCH, REMATCH_ANSWER, STARTED, Answer, RematchOffer
from tabletop_qt.net.host_join import Awaited, JoinDoor, hello_since
from tabletop_qt.net.secure import Channel
from tabletop_qt.net.views import view_hash

if TYPE_CHECKING:
    from tabletop_qt.core.packs import PackRef

GRACE_SECONDS = 60.0  # a dropped seat is held this long for its player to come back
SILENCE_SECONDS = 12.0  # a peer silent this long (no frame, not even a ping) is taken as gone


class SeatState(enum.Enum):
    OPEN = "open"  # waiting for someone to join
    LOCAL = "local"  # a person at the host's computer
    BOT = "bot"  # played by the host's rules thread
    REMOTE = "remote"  # a connected peer
    RECONNECTING = "reconnecting"  # its peer dropped; held for the grace period
    AWAY = "away"  # the grace period passed; the host may give it to a bot or keep waiting


@dataclass
class Seat:
    name: str
    state: SeatState
    level: str | None = None
    token: str | None = None
    conn: int | None = None
    deadline: float | None = None
    key: str = ""  # the address (guard.address_key) its player last came from: its door stays open to it

    def to_json(self) -> dict[str, Any]:
        # Tokens never leave the host except to their own seat's peer, in its welcome.
        return {"name": self.name, "state": self.state.value, "level": self.level}


@dataclass
class _Peer:
    conn: int
    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    address: str | None = None  # as the adapter saw it; None when it does not say (sans-IO tests)
    key: str = ""  # the guard's door for this address (address_key)
    since: float = 0.0  # when it connected
    heard: bool = False  # it sent at least one byte
    partial_since: float | None = None  # when the frame now unfinished in its decoder began
    held: dict[str, Any] | None = None  # its hello, held by the guard until ``held_until``
    held_until: float = 0.0
    # The join code's exchange under way: answered (the guest's first sealed frame awaited), or AWAITED (our
    # half is being worked out away from the loop, host_join.py).
    exchange: Channel | Awaited | None = None
    exchange_since: float | None = None
    sealed: bool = False  # the guest proved it holds the code: its frames and ours are sealed (secure.py)
    greeted: bool = False
    seat: int | None = None
    spectator: bool = False
    name: str = ""
    last_seq: int = -1
    last_seen: float = 0.0
    allowance: Allowance = field(default_factory=Allowance)
    log_sent: int = 0
    hash_sent: str = ""
    round_trip_us: int | None = None  # the median round trip the peer measured with its pings, if it says
    countdown_sent: CountdownAt | None = None  # the countdown last sent to this peer (compared without its time left)
    paused_sent: bool = False
    answer_sent: AnswerAt | None = None  # the out-of-turn window last sent (its deadline fixed: no resend per tick)
    current_sent: tuple[int, ...] | None = None
    version_sent: int = -1


class HostCore(JoinDoor):
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
        self._peers: dict[int, _Peer] = {}
        self._allowances: dict[tuple[Allowed, object], Allowance] = {}  # past the welcome, by seat or address
        self._cooldowns = Cooldowns()  # addresses cut off for flooding, waiting before they may come back
        # Connections whose frames go out sealed (kept until the adapter reports the close: a reject after the
        # exchange is sealed too, and is sent after the peer was forgotten).
        self._channels: dict[int, Channel] = {}
        self._version = -1
        self._views: dict[int, SeatView] = {}  # by seat; -1 is the public view for spectators
        self._finished = False
        self._countdown: CountdownAt | None = None
        self._paused = False  # a real-time game the host has paused
        # Turn-based games: the out-of-turn window open now, the seat the table just passed for, the seats the
        # table waits on, and each seat's team (the public view's "teams"; empty: no teams, no team chat).
        self._answer: AnswerAt | None = None
        self._timed_out: int | None = None
        self._current: tuple[int, ...] | None = None
        self.teams: tuple[int, ...] = ()
        self.rematch: RematchOffer | None = None  # "Play again" offered to the guests, answers awaited (rematch.py)

    # ------------------------------------------------------------------ reading
    @property
    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.state is SeatState.OPEN)

    def seats_json(self) -> tuple[dict[str, Any], ...]:
        return tuple(s.to_json() for s in self.seats)

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
        return self._seated_here(key)

    def peer_seat(self, conn: int) -> int | None:
        peer = self._peers.get(conn)
        return peer.seat if peer else None

    # ------------------------------------------------------------------ from the adapter
    def guessers(self, now: float) -> list[Guesser]:
        """Addresses that gave ``suspect_after`` wrong join codes or more, the busiest first (the host's lobby)."""
        return self.guard.guessers(now)

    def next_due(self) -> float | None:
        """When a held hello's turn comes (the adapter calls ``tick`` then), or None."""
        due = [p.held_until for p in self._peers.values() if p.held is not None]
        return min(due) if due else None

    # ------------------------------------------------------------------ from the adapter
    def connected(self, conn: int, now: float, address: str | None = None, has_data: bool = False) -> list[Effect]:
        """A new connection from ``address`` (None: unknown, no per-address cap). It may be refused at once, or
        take the place of the oldest connection that has not said a word yet. ``has_data``: the adapter saw
        bytes already waiting on it (its hello, most likely)."""
        limits = self.limits
        peer = _Peer(
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
        ungreeted: list[_Peer] = []
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
            wait = self.guard.locked_out(peer.key, now)
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
            out += [Refused(victim.conn, "lan.evicted", victim.address or ""), *self._lost_place(victim)]
            out += self._reject(victim, "lan.host_busy")
        self._peers[conn] = peer
        return out

    def _lost_place(self, peer: _Peer) -> list[Effect]:
        """Told when a connection loses its place with no whole hello (not held, no exchange begun, not welcomed),
        and whether its address holds another place not yet welcomed (a client has one connection at a time)."""
        whole = peer.greeted or peer.held is not None or peer.exchange is not None
        if whole or peer.address is None:
            return []
        crowding = any(p is not peer and not p.greeted and p.key == peer.key for p in self._peers.values())
        return [LostPlace(peer.conn, peer.address, crowding)]

    def _refuse_connection(self, peer: _Peer, reason: str, crowding: bool, **fields: Any) -> list[Effect]:
        """``crowding``: its address holds a place not yet welcomed already (TurnedAway says so to storms.py)."""
        # Never entered: nothing to forget, but the refusal goes out before the close.
        away: list[Effect] = [TurnedAway(peer.conn, peer.address, crowding)] if peer.address is not None else []
        return [
            *away,
            Refused(peer.conn, reason, peer.address or ""),
            Send(peer.conn, encode_frame({"t": T.REJECT, "reason": reason, **fields})),
            Close(peer.conn, reason),
        ]

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
                return [*out, Refused(conn, exc.reason, exc.detail), *self._wrong_code(peer, now)]
            if not peer.greeted and peer.address is not None:
                self.guard.malformed(peer.key, now)
            return [*out, *self._drop(peer, now, exc.reason, exc.detail)]
        if frames:
            peer.last_seen = now
        if flooded:
            if peer.address is not None:
                self._cooldowns.cut(peer.key, now)
            return [*out, *self._drop(peer, now, "lan.flooding")]
        # A frame begun must be whole within frame_seconds of its first byte (tick cuts a trickler off).
        if peer.decoder.pending == 0:
            peer.partial_since = None
        elif peer.partial_since is None or frames:
            peer.partial_since = now
        if peer.decoder.pending:  # only a frame left unfinished adds to what all peers hold together
            out.extend(self._over_budget(now))
        for fate, message in frames:
            if conn not in self._peers:
                break
            if peer.decoder.opener is not opener:
                # Framed in clear after the hello that began the exchange: nothing may follow it unsealed.
                out.extend([Refused(conn, "lan.bad_seal", "clear"), *self._wrong_code(peer, now)])
                break
            if peer.exchange is not None:
                out.extend(self._exchange_done(peer, now))
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
                out.extend(self._reject(peer, "lan.hello_first"))
                break
            try:
                out.extend(self._handle(peer, message, now))
            except ProtocolError as exc:
                out.append(Refused(conn, exc.reason, exc.detail))
                if not peer.greeted:
                    if peer.address is not None:
                        self.guard.malformed(peer.key, now)
                    out.extend(self._reject(peer, exc.reason))
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
            return self._count_wrong(peer, now)
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
        return self._seats_changed()

    def tick(self, now: float) -> list[Effect]:
        out: list[Effect] = []
        limits = self.limits
        for peer in list(self._peers.values()):
            if peer.conn not in self._peers:
                continue
            if peer.held is not None and now >= peer.held_until:
                message, peer.held = peer.held, None
                try:
                    out.extend(self._check_code(peer, message, now, holding=True))
                except ProtocolError as exc:  # cannot happen: the hello was read before it was held
                    out.extend([Refused(peer.conn, exc.reason, exc.detail), *self._reject(peer, exc.reason)])
            elif not peer.greeted and peer.held is None and now - hello_since(peer) > limits.hello_seconds:
                out.append(Refused(peer.conn, "lan.hello_timeout", peer.address or ""))
                out.extend(self._lost_place(peer))
                if peer.exchange is not None:  # it learnt whether its guess was right, and said nothing: counted
                    out.extend(self._wrong_code(peer, now))
                else:
                    out.extend(self._reject(peer, "lan.hello_timeout"))
            elif peer.partial_since is not None and now - peer.partial_since > limits.frame_seconds:
                out.extend(self._drop(peer, now, "lan.too_slow", str(peer.decoder.pending)))
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
            out.extend(self._seats_changed())
        return out

    # ------------------------------------------------------------------ from the host's own side
    def set_seat(self, index: int, state: SeatState, name: str = "", level: str | None = None) -> list[Effect]:
        """The host fills a seat itself (a local person or a bot), before the game or for an away player."""
        seat = self.seats[index]
        if seat.state not in (SeatState.OPEN, SeatState.AWAY, SeatState.LOCAL, SeatState.BOT):
            return []
        seat.state, seat.name, seat.level, seat.token, seat.deadline = state, name, level, None, None
        return self._seats_changed()

    def start(self) -> list[Effect]:
        self.started = True
        return self._seats_changed()

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

    def post_chat(self, name: str, text: str) -> list[Effect]:
        return self._broadcast({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT]})

    # ------------------------------------------------------------------ team chat
    def team_of(self, seat: int | None) -> int | None:
        """The team of ``seat`` in a team game under way (None: no seat, no teams)."""
        if seat is None or not self.started or not 0 <= seat < len(self.teams):
            return None
        return self.teams[seat]

    def host_team(self) -> int | None:
        """The team of the people at the host's own computer, when they all sit on one team: the host's screen
        shows that team's messages and may write to it. None with no person there, or people of several teams
        sharing the screen (it would be read by the other team)."""
        teams = {self.team_of(i) for i, s in enumerate(self.seats) if s.state is SeatState.LOCAL}
        return teams.pop() if len(teams) == 1 else None

    def post_team_chat(self, name: str, text: str, team: int) -> list[Effect]:
        """A message for one team: sent only to the connections of that team's seats, never to another team's or
        a spectator's; the host's screen is told (ChatPosted) only when its own people are on that team."""
        seats = {i for i, t in enumerate(self.teams) if t == team}
        frame = encode_frame({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT], "team": True})
        out: list[Effect] = [ChatPosted(name, text[:MAX_CHAT], team)] if self.host_team() == team else []
        out.extend(Send(p.conn, frame) for p in self._peers.values() if p.greeted and p.seat in seats)
        return out

    def _team_chat(self, peer: _Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        text = "".join(ch for ch in get_str(msg, "text", MAX_CHAT) if ch.isprintable()).strip()
        team = self.team_of(peer.seat)
        if team is None:
            # Our window offers "to my team" only to a seat of a team game: this came from a spectator, a seat in
            # a game without teams, or before the game began. Nothing is relayed; the sender is told why.
            reason = "lan.chat_no_seat" if peer.seat is None else "lan.chat_no_teams"
            return self._chat_refused(peer, reason)
        if not text:
            return []
        if not self._take_chat(peer, now):
            return self._chat_refused(peer, "lan.chat_too_fast")
        return self.post_team_chat(peer.name, text, team)

    def _chat_refused(self, peer: _Peer, reason: str) -> list[Effect]:
        return [Refused(peer.conn, reason), *self._send(peer.conn, {"t": T.CHAT_REFUSED, "reason": reason})]

    def _take_chat(self, peer: _Peer, now: float) -> bool:
        return peer.allowance.take_chat(now, self.limits.chat_burst, self.limits.chat_rate)

    def close(self, reason: str = "lan.host_quit") -> list[Effect]:
        self.closed = True
        out = self._broadcast({"t": T.CLOSING, "reason": reason})
        out.extend(Close(conn, reason) for conn in list(self._peers))
        self._peers.clear()
        return out

    # ------------------------------------------------------------------ handling
    def _handle(self, peer: _Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        kind = msg["t"]
        if not peer.greeted:
            if kind != T.HELLO:
                raise ProtocolError("lan.hello_first")
            return self._hello(peer, msg, now)
        if kind == T.PING:
            if msg.get("rtt_us") is not None:
                peer.round_trip_us = get_int(msg, "rtt_us", 0, MAX_RTT_US)
            return self._send(peer.conn, {"t": T.PONG, "n": get_int(msg, "n", 0, 2**53)})
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
            return self._send_update(peer, now)
        if kind == T.CHAT:
            text = "".join(ch for ch in get_str(msg, "text", MAX_CHAT) if ch.isprintable()).strip()
            if not text:
                return []
            if not self._take_chat(peer, now):
                return self._chat_refused(peer, "lan.chat_too_fast")
            return [ChatPosted(peer.name, text), *self.post_chat(peer.name, text)]
        if kind == T.TEAM_CHAT:
            return self._team_chat(peer, msg, now)
        if kind == T.BYE:
            return [Close(peer.conn, "lan.bye"), *self.disconnected(peer.conn, now)]
        if kind == T.HELLO:
            raise ProtocolError("lan.hello_twice")
        if kind == REMATCH_ANSWER:
            return self._rematch_answer(peer, msg)
        raise ProtocolError("lan.unknown_message", kind[:32])

    def _hello(self, peer: _Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        if peer.sealed:
            return self._sealed_hello(peer, msg, now)
        proto = get_int(msg, "proto", 0, 2**31)
        proto_min = get_int(msg, "proto_min", 0, 2**31)
        if proto_min > PROTOCOL:
            return self._reject(peer, "lan.host_older")
        if proto < PROTOCOL_MIN:
            return self._reject(peer, "lan.host_newer")
        refusal = self._table_refusal(msg)
        if refusal is not None:
            return self._reject(peer, refusal)
        return self._check_code(peer, msg, now)

    def _table_refusal(self, msg: dict[str, Any]) -> str | None:
        # A peer that names a game must name ours; one that does not (an address typed by hand) learns it from
        # the welcome and checks it itself.
        game = get_opt_str(msg, "game", 64)
        if game is not None and game != self.game_id:
            return "lan.wrong_game"
        rules = get_opt_int(msg, "rules", 0, 2**31)
        if game is not None and rules != self.rules_version:
            return "lan.rules_differ"
        if self.closed:
            return "lan.table_closed"
        return None

    def _sealed_hello(self, peer: _Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        """The rest of a hello, sealed after the join code's exchange: the code is proven, the table and the seat
        are looked at as for a clear hello."""
        refusal = self._table_refusal(msg)
        if refusal is not None:
            return self._reject(peer, refusal)
        return self._seat(peer, msg, now)

    def _seated_here(self, key: str) -> bool:
        """Whether a seat whose player may come back (it holds a token) was last taken from ``key``."""
        return bool(key) and any(s.token and s.key == key for s in self.seats)

    def _seat(self, peer: _Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        if self.pack is not None and not _has_pack(msg, self.pack.digest):
            # Looked at once the code is right: a stranger learns nothing of the table from a refusal.
            return self._reject(peer, "lan.pack_missing", pack=self.pack.name)
        name = clean_name(get_str(msg, "name", MAX_NAME * 4)) or "?"
        token = get_opt_str(msg, "token", MAX_TOKEN)
        taken = [s.name for s in self.seats if s.state is not SeatState.OPEN and s.name]
        if token is None and any(same_name(other, name) for other in taken):
            # "Ann" and "АNN" (a Cyrillic A) would read alike in the lobby and the chat: one of them is refused.
            return self._reject(peer, "lan.name_taken")
        wanted = get_opt_int(msg, "seat", 0, 64)
        spectator = msg.get("spectator") is True
        index = None
        if token is not None:
            index = next((i for i, s in enumerate(self.seats) if s.token and _same_secret(token, s.token)), None)
            if index is None:
                return self._reject(peer, "lan.unknown_token")
            seat = self.seats[index]
            if seat.conn is not None and seat.conn in self._peers:
                # The same player on a new connection: the old one is stale.
                old = self._peers.pop(seat.conn)
                stale: list[Effect] = [Close(old.conn, "lan.replaced")]
            else:
                stale = []
            seat.state, seat.conn, seat.deadline = SeatState.REMOTE, peer.conn, None
        elif spectator:
            stale = []
        else:
            stale = []
            open_seats = [i for i, s in enumerate(self.seats) if s.state is SeatState.OPEN]
            if wanted is not None:
                if wanted not in open_seats:
                    return self._reject(peer, "lan.seat_taken")
                index = wanted
            elif open_seats:
                index = open_seats[0]
            else:
                return self._reject(peer, "lan.table_full")
            seat = self.seats[index]
            seat.state, seat.name, seat.conn = SeatState.REMOTE, name, peer.conn
            seat.token = secrets.token_urlsafe(24)
        if index is not None:
            self.seats[index].key = peer.key
        peer.greeted = True
        peer.decoder.max_frame = self.limits.guest_max_frame  # welcomed: a guest's messages are small still
        peer.allowance = self._allowance(index, peer, fresh=token is None and index is not None)
        peer.seat = index
        peer.spectator = index is None
        peer.name = self.seats[index].name if index is not None else name
        welcome = {
            "t": T.WELCOME,
            "seat": index,
            "token": self.seats[index].token if index is not None else None,
            "proto": PROTOCOL,
            "app": self.app_version,
            "table": self.table_name,
            "game": self.game_id,
            "rules": self.rules_version,
            "seats": list(self.seats_json()),
            "started": self.started,
            "features": list(FEATURES) + ([HINTS] if self.hints else []),  # optional: what this host understands beyond PROTOCOL (messages.py)
            # Optional: the content pack's hash (the hello checked the guest has it): the guest draws with its copy.
            **({"pack": self.pack.digest} if self.pack is not None else {}),
        }
        out: list[Effect] = [*stale, *self._send(peer.conn, welcome)]
        out.extend(self._seats_changed())
        if self.started and self._version >= 0:
            peer.log_sent = 0
            out.extend(self._send_update(peer, now))
        if not self.started and self.free_seats == 0:
            out.append(AllSeated())
        return out

    def _intent(self, peer: _Peer, msg: dict[str, Any]) -> list[Effect]:
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

    # ------------------------------------------------------------------ another game at the same table (rematch.py)
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

    def _rematch_answer(self, peer: _Peer, msg: dict[str, Any]) -> list[Effect]:
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

    # ------------------------------------------------------------------ helpers
    def _too_fast(self, peer: _Peer, message: dict[str, Any]) -> list[Effect]:
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

    def _send_update(self, peer: _Peer, now: float) -> list[Effect]:
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

    def _reject(self, peer: _Peer, reason: str, **fields: Any) -> list[Effect]:
        self._peers.pop(peer.conn, None)
        if peer.held is not None or peer.exchange is not None:
            peer.held = peer.exchange = None
            self.guard.release(peer.key)
        return [Send(peer.conn, encode_frame({"t": T.REJECT, "reason": reason, **fields})), Close(peer.conn, reason)]

    def _drop(self, peer: _Peer, now: float, reason: str, detail: str = "") -> list[Effect]:
        out: list[Effect] = [Refused(peer.conn, reason, detail), Close(peer.conn, reason)]
        out.extend(self.disconnected(peer.conn, now))
        self._peers.pop(peer.conn, None)
        return out

    def _over_budget(self, now: float) -> list[Effect]:
        """Unfinished frames of all peers together stay within the budget: past it, the peer holding the most
        is cut off (an honest peer's frame is whole within milliseconds, so it is rarely the one holding)."""
        out: list[Effect] = []
        while self._peers:
            held = sum(p.decoder.pending for p in self._peers.values())
            if held <= self.limits.pending_budget:
                break
            fattest = max(self._peers.values(), key=lambda p: p.decoder.pending)
            out.extend(self._drop(fattest, now, "lan.over_budget", str(fattest.decoder.pending)))
        return out

    def _allowance(self, index: int | None, peer: _Peer, fresh: bool) -> Allowance:
        """The allowance a welcomed peer sends under: its seat's (``fresh``: a new player took the seat) or, for a
        spectator, its address's; what it spent before the welcome is carried over."""
        key: tuple[Allowed, object] = (Allowed.SEAT, index) if index is not None else (Allowed.SPECTATOR, peer.key)
        kept = None if fresh else self._allowances.get(key)
        if kept is None:
            kept = self._allowances[key] = peer.allowance
        return kept


def _has_pack(msg: dict[str, Any], digest: str) -> bool:
    """Whether a hello's guest has the pack of this hash. A hello without "packs" (an older guest) is taken at its
    word, as before packs were told; a malformed list is a protocol error."""
    packs = msg.get("packs")
    if packs is None:
        return True
    if not isinstance(packs, list) or len(packs) > MAX_PACKS:
        raise ProtocolError("lan.bad_field", "packs")
    if not all(isinstance(p, str) and len(p) <= MAX_PACK_DIGEST for p in packs):
        raise ProtocolError("lan.bad_field", "packs")
    return digest in packs


def _same_secret(given: str, expected: str) -> bool:
    """Constant-time comparison that takes any string a peer sends (non-ASCII, even lone surrogates)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), expected.encode("utf-8", "surrogatepass"))
