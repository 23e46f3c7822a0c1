"""An in-memory LAN for the sans-IO protocol: one HostCore, several ClientCores, a fake rules thread.

Nothing here opens a socket or reads a clock. ``Lan`` plays the part of the asyncio adapters (moving bytes both
ways, optionally in random chunk sizes, carrying out Send and Close effects) and of the rules thread (answering
Submit effects with a real Table and publishing each seat's own view). Time is ``lan.now``, moved by hand.
"""

from __future__ import annotations

import json
import random
import struct
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.bots import make_bot
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client_core import (
    ClientCore,
    ClientEvent,
    IntentAnswered,
    Outgoing,
    Rejected,
    ViewChanged,
)
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import (
    AllSeated,
    ChatPosted,
    Close,
    Effect,
    HostCore,
    Probe,
    Refused,
    SeatsChanged,
    SeatView,
    Send,
    Submit,
)
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.views import view_hash
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table

GAME = "tea_time"
RULES = GAMES[GAME].rules_version


def raw_frame(body: bytes | str) -> bytes:
    """A frame with any body at all (encode_frame refuses what is not a JSON object)."""
    data = body.encode("utf-8", "surrogatepass") if isinstance(body, str) else body
    return struct.pack(">I", len(data)) + data


def json_frame(message: Any) -> bytes:
    """A frame holding any JSON value, including ones our own encoder would never write."""
    return raw_frame(json.dumps(message, separators=(",", ":")))


def decode_frames(data: bytes) -> list[dict[str, Any]]:
    """Every frame in a byte string the host wrote (trusted: it came from encode_frame)."""
    out = []
    while data:
        (length,) = struct.unpack_from(">I", data)
        out.append(json.loads(data[4 : 4 + length]))
        data = data[4 + length :]
    return out


def open_seats(n: int) -> list[Seat]:
    return [Seat("", SeatState.OPEN) for _ in range(n)]


def host_state(host: HostCore, skip_conn: int | None = None) -> Any:
    """Everything the host holds about seats, peers and the table, except what belongs to ``skip_conn``."""
    seats = tuple(
        None if skip_conn is not None and s.conn == skip_conn else (s.name, s.state, s.level, s.token, s.conn, s.deadline)
        for s in host.seats
    )
    peers = {
        conn: (p.greeted, p.seat, p.spectator, p.name, p.last_seq, p.log_sent, p.hash_sent, p.allowance.dropped)
        for conn, p in host._peers.items()
        if conn != skip_conn
    }
    return (
        seats,
        peers,
        host.started,
        host.closed,
        host.updates.version,
        json.dumps({k: (v.view, v.legal, v.log) for k, v in host.updates.views.items()}, sort_keys=True),
    )


@dataclass
class Remote:
    """One peer: its ClientCore, both directions of its connection, and everything it saw."""

    conn: int
    core: ClientCore
    to_client: bytearray = field(default_factory=bytearray)
    to_host: bytearray = field(default_factory=bytearray)
    closed: bool = False
    close_reason: str | None = None
    events: list[ClientEvent] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)  # every frame the host sent it, decoded
    wire: bytearray = field(default_factory=bytearray)  # every frame the host sent it, before sealing
    sent: dict[int, Any] = field(default_factory=dict)  # seq -> action, intents sent
    answers: dict[int, IntentAnswered] = field(default_factory=dict)
    drop_next: Callable[[dict[str, Any]], bool] | None = None  # drop one frame the host sends, if it matches
    mangle_next: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None  # rewrite one frame in transit

    def send(self, data: bytes) -> None:
        if not self.closed:
            self.to_host += data

    def intent(self, action: Any) -> int:
        seq, data = self.core.intent(action)
        self.sent[seq] = action
        self.send(data)
        return seq

    @property
    def pending(self) -> list[int]:
        return [seq for seq in self.sent if seq not in self.answers]

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    def frames_of(self, t: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f.get("t") == t]


class Lan:
    """A HostCore and its peers in memory, with a Table behind it once the game starts."""

    def __init__(
        self,
        seats: list[Seat] | int = 2,
        *,
        join_code: str | None = None,
        chunk_rng: random.Random | None = None,
        auto_rules: bool = True,
        table_name: str = "Test table",
        limits: Limits | None = None,
    ) -> None:
        seat_list = open_seats(seats) if isinstance(seats, int) else seats
        self.host = HostCore(table_name, GAME, RULES, seat_list, join_code, limits=limits)
        self.now = 0.0
        self.remotes: dict[int, Remote] = {}
        self.effects: list[Effect] = []  # every effect the host returned, in order
        self.submits: list[Submit] = []  # waiting for the rules thread
        self.probes: list[Probe] = []
        self.table: Table | None = None
        self.published: dict[int, dict[int, SeatView]] = {}  # version -> seat -> what the rules gave (-1: public)
        self.rng_states: set[int] = set()
        self.answered: list[tuple[Submit, bool, str]] = []
        self.chunk_rng = chunk_rng
        self.auto_rules = auto_rules
        self._next_conn = 1
        self._bot = make_bot(GAME, "normal")
        self._host_bot_rng = random.Random(99)

    # ------------------------------------------------------------------ effects, as the adapter does them
    def apply(self, effects: Iterable[Effect]) -> list[Effect]:
        effects = list(effects)
        for effect in effects:
            self.effects.append(effect)
            if isinstance(effect, Send):
                remote = self.remotes.get(effect.conn)
                if remote is None or remote.closed:
                    continue
                frames = decode_frames(effect.data)
                remote.frames.extend(frames)
                remote.wire += effect.data
                if remote.drop_next is not None and remote.drop_next(frames[0]):
                    remote.drop_next = None
                    continue
                data = effect.data
                if remote.mangle_next is not None:
                    mangled = remote.mangle_next(frames[0])
                    if mangled is not None:
                        remote.mangle_next = None
                        data = json_frame(mangled)
                # As the adapter writes it: sealed once the peer proved the join code (a dropped frame never was).
                remote.to_client += self.host.wire(effect.conn, data)
            elif isinstance(effect, Close):
                remote = self.remotes.get(effect.conn)
                if remote is not None and not remote.closed:
                    remote.closed = True
                    remote.close_reason = effect.reason
                    remote.to_host.clear()  # whatever it still sends never arrives
                    # The adapter closes the socket and tells the core, which may already have forgotten it.
                    self.apply(self.host.disconnected(effect.conn, self.now))
            elif isinstance(effect, Submit):
                self.submits.append(effect)
            elif isinstance(effect, Probe):
                self.probes.append(effect)
        return effects

    def since(self, mark: int) -> list[Effect]:
        return self.effects[mark:]

    def of(self, kind: type, since: int = 0) -> list[Any]:
        return [e for e in self.effects[since:] if isinstance(e, kind)]

    # ------------------------------------------------------------------ connections
    def connect(self, core: ClientCore, address: str | None = None) -> Remote:
        """A new connection; ``address`` is the peer's as the adapter would see it (None: unknown)."""
        conn = self._next_conn
        self._next_conn += 1
        remote = Remote(conn, core)
        self.remotes[conn] = remote
        self.apply(self.host.connected(conn, self.now, address))
        return remote

    def join(self, name: str = "Guest", *, pump: bool = True, address: str | None = None, **kwargs: Any) -> Remote:
        kwargs.setdefault("game_id", GAME)
        kwargs.setdefault("rules_version", RULES)
        remote = self.connect(ClientCore(name, **kwargs), address)
        remote.send(remote.core.hello())
        if pump:
            self.pump()
        return remote

    def drop(self, remote: Remote) -> None:
        """The connection dies without a goodbye: the adapter only sees the socket close."""
        remote.closed = True
        remote.close_reason = "dropped"
        remote.to_host.clear()
        remote.to_client.clear()
        self.apply(self.host.disconnected(remote.conn, self.now))

    def live(self) -> list[Remote]:
        return [r for r in self.remotes.values() if not r.closed]

    # ------------------------------------------------------------------ moving bytes
    def _chunks(self, data: bytes) -> list[bytes]:
        if self.chunk_rng is None or not data:
            return [data]
        out, i = [], 0
        while i < len(data):
            n = self.chunk_rng.choice((1, 2, 3, 5, 8, 64, 700, 4096))
            out.append(data[i : i + n])
            i += n
        return out

    def pump(self, max_rounds: int = 10_000) -> None:
        """Move bytes both ways (and let the rules thread answer) until nothing moves."""
        for _ in range(max_rounds):
            moved = False
            for remote in list(self.remotes.values()):
                if remote.to_host and not remote.closed:
                    data = bytes(remote.to_host)
                    remote.to_host.clear()
                    moved = True
                    for chunk in self._chunks(data):
                        if remote.closed:
                            break
                        self.apply(self.host.received(remote.conn, chunk, self.now))
                if remote.to_client:
                    # Bytes already written reach the peer even if the host closed the socket after them.
                    data = bytes(remote.to_client)
                    remote.to_client.clear()
                    moved = True
                    for chunk in self._chunks(data):
                        self._client_received(remote, chunk)
            if self.auto_rules and (self.submits or self.probes):
                self.run_rules()
                moved = True
            if not moved:
                return
        raise AssertionError("the LAN never went quiet")

    def _client_received(self, remote: Remote, data: bytes) -> None:
        for event in remote.core.received(data):
            remote.events.append(event)
            if isinstance(event, Outgoing):
                remote.send(event.data)
            elif isinstance(event, IntentAnswered):
                remote.answers[event.seq] = event
            elif isinstance(event, Rejected) and not remote.closed:
                # Refused by its own core (the host did not prove it holds our join code): the client hangs up,
                # as NetClient does, without a word more.
                remote.closed = True
                remote.close_reason = event.reason
                remote.to_host.clear()
                self.apply(self.host.disconnected(remote.conn, self.now))

    # ------------------------------------------------------------------ time
    def tick(self) -> list[Effect]:
        return self.apply(self.host.tick(self.now))

    def advance(self, seconds: float, *, keepalive: Iterable[Remote] = (), step: float = 5.0) -> None:
        """Let time pass in steps, the peers in ``keepalive`` pinging at each one, the host ticking."""
        keep = list(keepalive)
        end = self.now + seconds
        n = 0
        while self.now < end:
            self.now = min(end, self.now + step)
            for remote in keep:
                if not remote.closed:
                    n += 1
                    remote.send(remote.core.ping(n))
            self.pump()
            self.tick()
            self.pump()

    # ------------------------------------------------------------------ the rules thread
    def start(self, seed: int = 7) -> Table:
        """The host starts the game: a Table with the host's own seats and remote ones, and its first views."""
        kinds = {SeatState.LOCAL: SeatKind.HUMAN, SeatState.BOT: SeatKind.BOT}
        specs = tuple(
            SeatSpec(kinds.get(s.state, SeatKind.REMOTE), s.name or f"Seat {i}", s.level)
            for i, s in enumerate(self.host.seats)
        )
        self.apply(self.host.start())
        self.table = Table.new(GameSetup(GAME, specs, seed))
        self.publish()
        self.pump()
        return self.table

    def publish(self) -> None:
        table = self.table
        assert table is not None
        views = {
            seat: SeatView(table.view(seat), table.legal(seat), [e.to_json() for e in table.log_for(seat)])
            for seat in range(table.setup.players)
        }
        views[-1] = SeatView(table.view(None), [], [e.to_json() for e in table.log_for(None)])
        self.published[table.version] = views
        self.rng_states.add(table.state.rng)
        self.apply(self.host.updates.table_changed(table.version, views, table.outcome.finished))

    def run_rules(self) -> None:
        """Answer every waiting Submit and Probe as the rules thread does (rules_thread/worker.py)."""
        while self.submits or self.probes:
            if self.probes:
                probe = self.probes.pop(0)
                if self.table is not None:
                    verdict = self.table.check(probe.seat, probe.action)
                    self.apply(self.host.answer_probe(probe.conn, probe.seq, verdict.reason, dict(verdict.details)))
                continue
            intent = self.submits.pop(0)
            table = self.table
            if table is None:
                self.answered.append((intent, False, "lan.not_started"))
                self.apply(self.host.answer_intent(intent.conn, intent.seq, False, "lan.not_started", {}))
                continue
            if table.setup.seats[intent.seat].kind is not SeatKind.REMOTE:
                self.answered.append((intent, False, "table.not_your_seat"))
                self.apply(self.host.answer_intent(intent.conn, intent.seq, False, "table.not_your_seat", {}))
                continue
            stale = intent.version != table.version
            verdict = table.submit(intent.seat, intent.action)
            reason = verdict.reason
            if verdict.accepted:
                self.publish()
                self.play_host_seats()
            elif stale:
                reason = "lan.too_late"
            self.answered.append((intent, verdict.accepted, reason))
            self.apply(self.host.answer_intent(intent.conn, intent.seq, verdict.accepted, reason, dict(verdict.details)))

    def play_host_seats(self) -> None:
        """The host's own seats (a bot, or the person at the host's computer) move when it is their turn."""
        table = self.table
        assert table is not None
        while not table.outcome.finished:
            seat = table.current_seats()[0]
            if table.setup.seats[seat].kind is SeatKind.REMOTE:
                return
            action = self._bot.choose(table.view(seat), table.legal(seat), self._host_bot_rng)
            assert table.submit(seat, action).accepted
            self.publish()

    # ------------------------------------------------------------------ whole games
    def play(self, rng: random.Random, *, on_step: Callable[[Lan, int], None] | None = None, max_steps: int = 2000) -> None:
        """Remote bots play to the end, each choosing from its own ClientCore's view and legal actions."""
        assert self.table is not None
        self.play_host_seats()
        self.pump()
        bot = make_bot(GAME, "normal")
        for step in range(max_steps):
            if self.table.outcome.finished:
                self.pump()
                return
            if on_step is not None:
                on_step(self, step)
            movers = [r for r in self.live() if r.core.legal and not r.pending]
            assert movers, "nobody can move but the game is not over"
            for remote in movers:
                remote.intent(bot.choose(remote.core.view, remote.core.legal, rng))
            self.pump()
        raise AssertionError("the game did not end")

    # ------------------------------------------------------------------ checks
    def check_in_sync(self, remote: Remote) -> None:
        """The peer holds exactly its seat's view, legal actions and log, and the hash proves it."""
        table = self.table
        assert table is not None
        seat = remote.core.seat
        legal = table.legal(seat) if seat is not None else []
        assert remote.core.view == table.view(seat)
        assert remote.core.legal == legal
        assert view_hash(remote.core.view, remote.core.legal) == view_hash(table.view(seat), legal)
        assert remote.core.log == [entry.to_json() for entry in table.log]


def events_of(effects: Iterable[Effect], *kinds: type) -> list[Any]:
    return [e for e in effects if isinstance(e, kinds)]


__all__ = [
    "GAME",
    "RULES",
    "AllSeated",
    "ChatPosted",
    "Close",
    "Lan",
    "Refused",
    "Remote",
    "SeatsChanged",
    "Send",
    "ViewChanged",
    "decode_frames",
    "events_of",
    "host_state",
    "json_frame",
    "open_seats",
    "raw_frame",
]


_FRAME_HEADER = struct.Struct(">I")  # the protocol's length prefix (tabletop_qt/net/frames.py)


def split_frames(stream: bytes) -> list[bytes]:
    """The frame bodies of a byte stream, raw: a leak search looks at the bytes, not at what a parser keeps."""
    out = []
    at = 0
    while at < len(stream):
        (length,) = _FRAME_HEADER.unpack_from(stream, at)
        body = stream[at + _FRAME_HEADER.size : at + _FRAME_HEADER.size + length]
        assert len(body) == length, "the stream ends inside a frame"
        out.append(body)
        at += _FRAME_HEADER.size + length
    return out
