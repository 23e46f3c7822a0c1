"""The joining side of the LAN protocol, sans-IO: hello, the seat it got, views, intents and their answers.

The adapter feeds it the host's bytes and sends what it returns. A view whose hash differs from the host's
asks for a resync by itself: desync is healed, never a disconnect.
"""

from __future__ import annotations

import re
import statistics
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.net.frames import FrameDecoder, ProtocolError, encode_frame
from tabletop_qt.net.messages import (
    HINTS,
    MAX_ANSWER_DETAILS,
    MAX_CHAT,
    MAX_COUNTDOWN_MS,
    MAX_DETAIL_KEY,
    MAX_DETAIL_TEXT,
    MAX_FEATURES,
    MAX_NAME,
    MAX_PACK_NAME,
    MAX_PACKS,
    MAX_RTT_US,
    MAX_SEATS,
    MAX_TOKEN,
    PROTOCOL,
    PROTOCOL_MIN,
    TEAM_CHAT,
    T,
    get_int,
    get_obj,
    get_opt_int,
    get_str,
)
from tabletop_qt.net.rematch import OFFERED, REMATCH, REMATCH_ANSWER, STARTED
from tabletop_qt.net.secure import SEAL_OVERHEAD, Channel, GuestExchange
from tabletop_qt.net.views import view_hash

_PACK_DIGEST = re.compile(r"[0-9a-f]{16,64}")  # a content pack's hash in a welcome (as the ad's, discovery.py)

PING_HISTORY = 8  # round trips kept: the median of the last few rides out one slow moment


@dataclass(frozen=True)
class Welcomed:
    seat: int | None
    token: str | None
    table: str
    seats: tuple[dict[str, Any], ...]
    game: str = ""
    features: tuple[str, ...] = ()  # what the host understands beyond the protocol (messages.FEATURES)
    pack: str | None = None  # the content hash of the table's pack (games whose content is data); None: not told


@dataclass(frozen=True)
class Rejected:
    reason: str
    retry_after: int | None = None  # lan.try_later: seconds before the host looks at a join code from us again
    pack: str | None = None  # lan.pack_missing: the name of the table's content pack (the host's words)


@dataclass(frozen=True)
class LobbyChanged:
    seats: tuple[dict[str, Any], ...]
    started: bool


@dataclass(frozen=True)
class CountdownLeft:
    """The host's referee countdown (real-time games) as an update told it: the time left when the host sent it.

    ``sent_at`` is our own monotonic clock at the moment the host measured ``remaining_ms``, as well as we can
    tell (the frame's arrival less half our measured round trip); None when the adapter passed no time."""

    phase: str
    round: int
    seats: tuple[int, ...]
    remaining_ms: int
    total_ms: int
    sent_at: float | None = None

    def deadline(self, now: float) -> float:
        """When the countdown ends, in the clock of ``sent_at`` (``now`` stands in when it is unknown)."""
        return (self.sent_at if self.sent_at is not None else now) + self.remaining_ms / 1000


@dataclass(frozen=True)
class AnswerLeft:
    """An out-of-turn window the host's table waits on (turn-based games), as an update told it: the seat asked,
    the kind of window, its public details, and for a person's window the time left when the host sent it
    (``remaining_ms``; None when the table will not pass for the seat). ``sent_at`` is dated like
    CountdownLeft's: the same clock, the same correction by half the round trip."""

    seat: int
    kind: str
    details: dict[str, Any]
    remaining_ms: int | None
    total_ms: int
    sent_at: float | None = None

    def deadline(self, now: float) -> float | None:
        """When the host will pass for the seat, in the clock of ``sent_at`` (None: it will not)."""
        if self.remaining_ms is None:
            return None
        return (self.sent_at if self.sent_at is not None else now) + self.remaining_ms / 1000


@dataclass(frozen=True)
class ViewChanged:
    version: int
    view: Any
    legal: list[Any]
    new_log: list[Any]  # entries appended since the last view (all of them after a resync)
    full_log: bool  # True when new_log is the whole log (a snapshot)
    public: Any = None  # the public view, sent once the game is over
    countdown: CountdownLeft | None = None  # real-time games: the referee's countdown running now, if any
    paused: bool = False  # real-time games: the host has paused the game
    answer: AnswerLeft | None = None  # turn-based games: the out-of-turn window open now, if any
    timed_out: int | None = None  # the seat the host's table just passed for (its time to answer ran out)
    current: tuple[int, ...] | None = None  # turn-based games: the seats the table waits on (None: not said)


@dataclass(frozen=True)
class IntentAnswered:
    seq: int
    accepted: bool
    reason: str
    details: dict[str, Any]


@dataclass(frozen=True)
class Explained:
    seq: int
    reason: str
    details: dict[str, Any]


@dataclass(frozen=True)
class ChatReceived:
    name: str
    text: str
    team: bool = False  # a team message: the host sent it only to our team's seats


@dataclass(frozen=True)
class ChatRefused:
    """The host did not relay our team message, and says why (a reason code)."""

    reason: str


@dataclass(frozen=True)
class HostClosing:
    reason: str


@dataclass(frozen=True)
class Outgoing:
    """Bytes the core itself wants sent (a resync request)."""

    data: bytes


@dataclass(frozen=True)
class HostMisbehaved:
    reason: str


@dataclass(frozen=True)
class RematchOffered:
    """The game is over and the host offers another with the same seats: answer with rematch_answer()."""


@dataclass(frozen=True)
class RematchStarted:
    """The new game begins: its first update follows, its log from the start."""


ClientEvent = (
    Welcomed | Rejected | LobbyChanged | ViewChanged | IntentAnswered | Explained | ChatReceived | ChatRefused
    | HostClosing | Outgoing | HostMisbehaved | RematchOffered | RematchStarted
)


@dataclass
class ClientCore:
    name: str
    game_id: str | None = None  # None: join whatever the host plays (checked against ours in the welcome)
    rules_version: int | None = None
    code: str | None = None
    token: str | None = None
    seat_wanted: int | None = None
    spectator: bool = False
    app_version: str = ""
    packs: tuple[str, ...] | None = None  # the content hashes of the packs we have (PackRef.digest); None: not told
    seat: int | None = None
    version: int = -1
    view: Any = None
    legal: list[Any] = field(default_factory=list)
    log: list[Any] = field(default_factory=list)
    seats: tuple[dict[str, Any], ...] = ()
    started: bool = False
    resyncs: int = 0
    countdown: CountdownLeft | None = None  # with the latest view
    paused: bool = False  # with the latest view
    answer: AnswerLeft | None = None  # with the latest view
    current: tuple[int, ...] | None = None  # with the latest view
    host_features: tuple[str, ...] = ()  # from the welcome: what the host understands beyond the protocol
    _decoder: FrameDecoder = field(default_factory=FrameDecoder)
    # With a join code (secure.py): this connection's half of the exchange, then the sealed channel it agreed.
    _exchange: GuestExchange | None = None
    _channel: Channel | None = None
    # Frames made while the exchange is under way (a move the instant a reconnect began): sent sealed after our
    # sealed hello, in order. Sent in clear they would reach a host that reads sealed frames only.
    _waiting: list[bytes] = field(default_factory=list)
    _seq: int = 0
    _now: float | None = None
    # Round trips of our pings (seconds), measured only when the adapter passes the time; the host is told
    # their median with each ping, so it can hold its own seats back as long (real-time games).
    _pings_out: dict[int, float] = field(default_factory=dict)
    _round_trips: deque[float] = field(default_factory=lambda: deque(maxlen=PING_HISTORY))

    def hello(self) -> bytes:
        """The first frame of a connection. With a join code it says only what we speak and begins the code's
        exchange: who we are (name, seat token, packs) follows sealed once the host proved it holds the code."""
        first = {"t": T.HELLO, "app": self.app_version, "proto": PROTOCOL, "proto_min": PROTOCOL_MIN}
        if self.code:
            self._exchange = GuestExchange(self.code)
            return encode_frame({**first, "pake": self._exchange.message})
        return encode_frame({**first, **self._hello_fields()})

    def _hello_fields(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "rules": self.rules_version,
            "name": self.name[:MAX_NAME],
            "token": self.token,
            "seat": self.seat_wanted,
            "spectator": self.spectator,
            # Optional (older hosts ignore it): the content packs we have, for a table that plays one.
            **({"packs": list(self.packs[:MAX_PACKS])} if self.packs is not None else {}),
        }

    @property
    def sealed(self) -> bool:
        """This connection's frames are sealed with the key agreed over the join code."""
        return self._channel is not None

    def seal(self, frame: bytes) -> bytes:
        """A frame as encode_frame made it, as it must go to the host: sealed once the exchange is done."""
        return self._channel.seal_frame(frame) if self._channel is not None else frame

    def _frame(self, message: dict[str, Any]) -> bytes:
        if self._exchange is not None and self._channel is None:
            self._waiting.append(encode_frame(message))
            return b""
        return self.seal(encode_frame(message))

    def intent(self, action: Any) -> tuple[int, bytes]:
        self._seq += 1
        message = {"t": T.INTENT, "seq": self._seq, "version": max(self.version, 0), "action": action}
        return self._seq, self._frame(message)

    def probe(self, action: Any) -> tuple[int, bytes]:
        self._seq += 1
        return self._seq, self._frame({"t": T.PROBE, "seq": self._seq, "action": action})

    def ping(self, n: int, now: float | None = None) -> bytes:
        """A ping; with ``now`` (monotonic seconds) its pong measures a round trip, and the ping carries the
        median of those measured so far ("rtt_us", which older hosts ignore)."""
        message: dict[str, Any] = {"t": T.PING, "n": n}
        if now is not None:
            self._pings_out = {k: v for k, v in self._pings_out.items() if k > n - PING_HISTORY}
            self._pings_out[n] = now
        if self._exchange is not None and self._channel is None:
            # The code's exchange is under way (the host may hold our hello a few seconds): a clear frame now would
            # reach the host after it switched to sealed frames, and read as a wrong code. Nothing is sent.
            return b""
        rtt = self.round_trip
        if rtt is not None:
            message["rtt_us"] = min(MAX_RTT_US, round(rtt * 1_000_000))
        return self._frame(message)

    @property
    def round_trip(self) -> float | None:
        """The median measured round trip to the host, in seconds (None before the first pong)."""
        return statistics.median(self._round_trips) if self._round_trips else None

    def chat(self, text: str) -> bytes:
        return self._frame({"t": T.CHAT, "text": text[:MAX_CHAT]})

    @property
    def team_chat_supported(self) -> bool:
        """The host relays team messages to a team only (its welcome named the feature). An older host would
        take a team message for an unknown message, and must never be sent one."""
        return TEAM_CHAT in self.host_features

    @property
    def hints_allowed(self) -> bool:
        """The host allows hints at this table and logs ours (its welcome named the feature)."""
        return HINTS in self.host_features

    def hint_used(self) -> bytes:
        """Tell the host this seat was shown a hint; raises ValueError when the host did not allow them."""
        if not self.hints_allowed:
            raise ValueError("the host does not allow hints")
        return self._frame({"t": T.HINT})

    def team_chat(self, text: str) -> bytes:
        """A message for our team only; raises ValueError for a host that does not relay them (an old one)."""
        if not self.team_chat_supported:
            raise ValueError("the host does not relay team messages")
        return self._frame({"t": T.TEAM_CHAT, "text": text[:MAX_CHAT]})

    def bye(self) -> bytes:
        return self._frame({"t": T.BYE})

    def rematch_answer(self, accept: bool) -> bytes:
        """Accept the host's offer of another game, or decline it (then say bye: declining is leaving)."""
        return self._frame({"t": REMATCH_ANSWER, "accept": accept})

    @property
    def stream_broken(self) -> bool:
        """The host's bytes stopped making frames: only a new connection can mend that."""
        return self._decoder.broken is not None

    @property
    def stream_problem(self) -> str:
        """Why the host's bytes stopped making frames (a reason code and its detail), for the log."""
        broken = self._decoder.broken
        return "" if broken is None else str(broken)

    def resync_request(self) -> bytes:
        self.resyncs += 1
        return self._frame({"t": T.RESYNC})

    def reset_connection(self) -> None:
        """A new connection to the same host (a reconnect): fresh framing, same token and sequence."""
        self._decoder = FrameDecoder()
        self._exchange = self._channel = None
        self._waiting.clear()

    def received(self, data: bytes, now: float | None = None) -> list[ClientEvent]:
        self._now = now
        try:
            messages = self._decoder.feed(data)
        except ProtocolError as exc:
            return [HostMisbehaved(exc.reason)]
        out: list[ClientEvent] = []
        opener = self._decoder.opener
        for message in messages:
            if self._decoder.opener is not opener:
                # Framed in clear after the host's answer to the exchange: nothing may follow it unsealed.
                self._decoder.broken = ProtocolError("lan.bad_seal", "clear")
                out.append(HostMisbehaved("lan.bad_seal"))
                break
            if self._exchange is not None and self._channel is None and message["t"] not in (T.PAKE, T.REJECT):
                # A host that does not answer our code's exchange cannot prove it holds the code.
                out.append(Rejected("lan.wrong_code"))
                break
            try:
                out.extend(self._handle(message))
            except ProtocolError as exc:
                out.append(HostMisbehaved(exc.reason))
        return out

    def _handle(self, msg: dict[str, Any]) -> list[ClientEvent]:
        kind = msg["t"]
        if kind == T.PAKE:
            return self._pake(msg)
        if kind == T.WELCOME:
            seat = msg.get("seat")
            self.seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
            token = msg.get("token")
            if isinstance(token, str) and len(token) <= MAX_TOKEN:
                self.token = token
            seats = msg.get("seats")
            self.seats = tuple(s for s in seats if isinstance(s, dict)) if isinstance(seats, list) else ()
            self.started = msg.get("started") is True
            game, rules = msg.get("game"), msg.get("rules")
            if not isinstance(game, str) or not isinstance(rules, int):
                raise ProtocolError("lan.bad_field", "game")
            known = _rules_version(game)
            if known is None:
                return [Rejected("lan.unknown_game")]
            if known != rules:
                return [Rejected("lan.rules_differ")]
            self.game_id, self.rules_version = game, rules
            features = msg.get("features")
            # Optional (older hosts send none): names we do not know are ignored, as the host ignores ours.
            self.host_features = (
                tuple(f for f in features[:MAX_FEATURES] if isinstance(f, str) and len(f) <= 32)
                if isinstance(features, list)
                else ()
            )
            table = str(msg.get("table", ""))[:64]
            pack = msg.get("pack")  # optional: a hash looked up among our own packs, never more than that
            pack_digest = pack if isinstance(pack, str) and _PACK_DIGEST.fullmatch(pack) else None
            return [Welcomed(self.seat, self.token, table, self.seats, game, self.host_features, pack_digest)]
        if kind == T.REJECT:
            pack = msg.get("pack")  # a name to show, nothing to rely on: anything else is no name
            pack_name = pack[:MAX_PACK_NAME] if isinstance(pack, str) else None
            return [Rejected(get_str(msg, "reason", 64), get_opt_int(msg, "retry_after", 0, 86_400), pack_name)]
        if kind == T.LOBBY:
            seats = get_obj(msg, "seats")
            if not isinstance(seats, list):
                raise ProtocolError("lan.bad_field", "seats")
            self.seats = tuple(s for s in seats if isinstance(s, dict))
            self.started = msg.get("started") is True
            return [LobbyChanged(self.seats, self.started)]
        if kind == T.UPDATE:
            return self._update(msg)
        if kind == T.RESULT:
            details = msg.get("details") if isinstance(msg.get("details"), dict) else {}
            return [IntentAnswered(get_int(msg, "seq", 0, 2**53), msg.get("ok") is True, get_str(msg, "reason", 64), details)]
        if kind == T.EXPLAIN:
            details = msg.get("details") if isinstance(msg.get("details"), dict) else {}
            return [Explained(get_int(msg, "seq", 0, 2**53), get_str(msg, "reason", 64), details)]
        if kind == T.CHAT:
            team = msg.get("team", False)
            if not isinstance(team, bool):
                raise ProtocolError("lan.bad_field", "team")
            return [ChatReceived(get_str(msg, "from", MAX_NAME * 4), get_str(msg, "text", MAX_CHAT), team)]
        if kind == T.CHAT_REFUSED:
            return [ChatRefused(get_str(msg, "reason", 64))]
        if kind == T.CLOSING:
            return [HostClosing(get_str(msg, "reason", 64))]
        if kind == REMATCH:
            phase = get_str(msg, "phase", 16)
            if phase == OFFERED:
                return [RematchOffered()]
            if phase == STARTED:
                # The old game's log and view go; the new game's first update brings its own (log_from 0).
                self.log, self.view, self.legal, self.version = [], None, [], -1
                self.countdown, self.paused, self.answer, self.current = None, False, None, None
                return [RematchStarted()]
            raise ProtocolError("lan.bad_field", "phase")
        if kind == T.PONG:
            sent = self._pings_out.pop(get_int(msg, "n", 0, 2**53), None)
            if sent is not None and self._now is not None and self._now >= sent:
                self._round_trips.append(self._now - sent)
            return []
        raise ProtocolError("lan.unknown_message", kind[:32])

    def _pake(self, msg: dict[str, Any]) -> list[ClientEvent]:
        """The host's half of the exchange and its proof: our sealed hello if it holds our code; else we stop
        (a wrong code and an impostor look alike from here) and send it nothing at all."""
        if self._exchange is None or self._channel is not None:
            raise ProtocolError("lan.unknown_message", T.PAKE)
        channel = self._exchange.finish(msg.get("msg"), msg.get("confirm"))
        if channel is None:
            return [Rejected("lan.wrong_code")]
        self._channel = channel
        self._decoder.seal_with(channel.open, SEAL_OVERHEAD)
        waiting, self._waiting = self._waiting, []
        hello = self._frame({"t": T.HELLO, **self._hello_fields()})
        return [Outgoing(hello + b"".join(self.seal(frame) for frame in waiting))]

    def _update(self, msg: dict[str, Any]) -> list[ClientEvent]:
        version = get_int(msg, "version", 0, 2**53)
        view = get_obj(msg, "view")
        legal = get_obj(msg, "legal")
        log = get_obj(msg, "log")
        log_from = get_int(msg, "log_from", 0, 2**31)
        digest = get_str(msg, "hash", 64)
        if not isinstance(legal, list) or not isinstance(log, list):
            raise ProtocolError("lan.bad_field", "legal/log")
        countdown = self._countdown(msg.get("countdown"))
        paused = msg.get("paused", False)
        if not isinstance(paused, bool):
            raise ProtocolError("lan.bad_field", "paused")
        answer = self._answer(msg.get("answer"))
        timed_out = get_opt_int(msg, "timed_out", 0, MAX_SEATS - 1)
        current = None if msg.get("current") is None else _seat_list(msg.get("current"), "current")
        full = log_from == 0
        if log_from != (0 if full else len(self.log)):
            # We missed log entries: ask for everything again rather than show a gap.
            return self._resync()
        self.log = list(log) if full else self.log + list(log)
        self.version, self.view, self.legal = version, view, legal
        self.countdown = countdown
        self.paused = paused
        self.answer, self.current = answer, current
        if view_hash(view, legal) != digest:
            return self._resync()
        return [
            ViewChanged(
                version, view, legal, list(log), full, msg.get("public"), countdown, paused, answer, timed_out, current
            )
        ]

    def _countdown(self, data: Any) -> CountdownLeft | None:
        """The optional countdown of an update, read strictly (a host that sends one sends it right)."""
        if data is None:
            return None
        if not isinstance(data, dict):
            raise ProtocolError("lan.bad_field", "countdown")
        seats = _seat_list(data.get("seats"), "countdown")
        total = get_int(data, "total_ms", 0, MAX_COUNTDOWN_MS)
        remaining = min(total, get_int(data, "remaining_ms", 0, MAX_COUNTDOWN_MS))
        return CountdownLeft(
            get_str(data, "phase", 16), get_int(data, "round", 0, 2**31), seats, remaining, total, self._sent_at()
        )

    def _answer(self, data: Any) -> AnswerLeft | None:
        """The optional out-of-turn window of an update, read as strictly as the countdown: flat details of a few
        short plain values, nothing a board would have to trust beyond what it shows."""
        if data is None:
            return None
        if not isinstance(data, dict):
            raise ProtocolError("lan.bad_field", "answer")
        details = data.get("details", {})
        if not isinstance(details, dict) or len(details) > MAX_ANSWER_DETAILS:
            raise ProtocolError("lan.bad_field", "answer")
        for key, value in details.items():
            plain = value is None or isinstance(value, bool) or (isinstance(value, int) and abs(value) <= 2**31)
            text = isinstance(value, str) and len(value) <= MAX_DETAIL_TEXT
            if len(key) > MAX_DETAIL_KEY or not (plain or text):
                raise ProtocolError("lan.bad_field", "answer")
        total = get_int(data, "total_ms", 0, MAX_COUNTDOWN_MS)
        remaining = get_opt_int(data, "remaining_ms", 0, MAX_COUNTDOWN_MS)
        return AnswerLeft(
            get_int(data, "seat", 0, MAX_SEATS - 1),
            get_str(data, "kind", 16),
            dict(details),
            None if remaining is None else min(total, remaining),
            total,
            self._sent_at(),
        )

    def _sent_at(self) -> float | None:
        """When the host measured a time left it sends, on our clock (None when the adapter passed no time): it
        measured one way-trip before the bytes came, and half the round trip is our guess."""
        if self._now is None:
            return None
        return self._now - (self.round_trip or 0.0) / 2

    def _resync(self) -> list[ClientEvent]:
        return [Outgoing(self.resync_request())]


def _seat_list(data: Any, field_name: str) -> tuple[int, ...]:
    if (
        not isinstance(data, list)
        or len(data) > MAX_SEATS
        or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < MAX_SEATS for s in data)
    ):
        raise ProtocolError("lan.bad_field", field_name)
    return tuple(data)


def _rules_version(game_id: str) -> int | None:
    from tabletop_qt.core.games import GAMES

    return GAMES[game_id].rules_version if game_id in GAMES else None
