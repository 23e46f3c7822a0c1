"""The join code's exchange (net/secure.py): the code never travels, the host proves it holds it, frames after it
are sealed. In memory (protocol_support.Lan) for the protocol's edges, over real TCP on loopback for the rest:
a headless host in a process of its own, an impostor host that records every byte it is sent, and a passive
observer (a relay) that records every byte both ways of a whole game."""

from __future__ import annotations

import asyncio
import json
import random
import struct
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, HostMisbehaved, Rejected, ViewChanged, Welcomed
from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import ChatPosted, Guessing, Refused, Send
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.net.messages import PROTOCOL, T
from tabletop_qt.net.secure import GuestExchange, answer_guest
from tabletop_qt.net.__main__ import TOO_FAST_PAUSE
from tests.net.leak_support import Listener, listen
from tests.net.peers import Peer
from tests.net.protocol_support import GAME, RULES, Lan, decode_frames, json_frame

CODE = "K7QM-3XTD"


# ====================================================================== in memory
def test_the_exchange_agrees_only_on_the_same_code_and_each_end_seals_for_the_other() -> None:
    guest = GuestExchange("k7qm 3xtd")  # compared loosely, like the clear code was
    fields, host_channel = answer_guest(CODE, guest.message)
    guest_channel = guest.finish(fields["msg"], fields["confirm"])
    assert guest_channel is not None
    assert host_channel.open(guest_channel.seal(b"to the host")) == b"to the host"
    assert guest_channel.open(host_channel.seal(b"to the guest")) == b"to the guest"
    wrong = GuestExchange("K7QM-3XTE")
    fields, _ = answer_guest(CODE, wrong.message)
    assert wrong.finish(fields["msg"], fields["confirm"]) is None
    # The messages are fresh each time: nothing in them stands for the code.
    assert GuestExchange(CODE).message != GuestExchange(CODE).message


def test_a_guest_with_the_code_is_welcomed_and_its_frames_and_the_hosts_are_sealed() -> None:
    lan = Lan(2, join_code=CODE)
    ann = lan.join("Ann", code=CODE)
    assert ann.core.sealed and ann.core.seat == 0
    assert ann.frames[0]["t"] == T.PAKE and ann.frames[1]["t"] == T.WELCOME
    # The bytes on the wire are not the frames: everything after the host's answer is sealed.
    welcome = encode_frame(ann.frames[1])
    seat_token = ann.core.token
    assert seat_token is not None
    lan.start(3)
    assert ann.of(ViewChanged)
    assert lan.host.wire(ann.conn, welcome) != welcome


def test_a_frame_made_while_the_exchange_is_under_way_follows_the_sealed_hello() -> None:
    """A move made the instant a reconnect began (before the host's proof came) is kept, and sent sealed after the
    hello; sent in clear it would read as a wrong code."""
    lan = Lan(2, join_code=CODE)
    ann = lan.join("Ann", code=CODE, pump=False)
    assert ann.core.chat("early") == b"" and ann.core.ping(1) == b""  # a ping is simply not sent
    lan.pump()
    assert ann.core.sealed and ann.of(Welcomed) and not ann.closed
    assert ChatPosted("Ann", "early") in lan.of(ChatPosted)


def test_an_open_table_refuses_a_guest_who_brings_a_code_rather_than_take_it_in_clear() -> None:
    lan = Lan(2)
    guest = lan.join("Ann", code=CODE)
    assert guest.of(Rejected) == [Rejected("lan.no_code_here")] and guest.closed
    assert not guest.core.sealed


@pytest.mark.parametrize(
    ("spoil", "relayed"),
    [
        pytest.param(lambda frame: [frame[:-1] + bytes([frame[-1] ^ 1])], 0, id="changed"),
        pytest.param(lambda frame: [frame, frame], 1, id="replayed"),  # the first copy is the real one
    ],
)
def test_a_tampered_or_replayed_frame_to_the_host_drops_the_peer_with_a_reason(
    spoil: Callable[[bytes], list[bytes]], relayed: int
) -> None:
    lan = Lan(2, join_code=CODE)
    ann = lan.join("Ann", code=CODE)
    bob = lan.join("Bob", code=CODE)
    lan.start(3)
    mark = len(lan.effects)
    for data in spoil(ann.core.chat("hello")):
        ann.send(data)
        lan.pump()
    assert ann.closed
    assert [(e.conn, e.reason) for e in lan.of(Refused, mark)] == [(ann.conn, "lan.bad_seal")]
    # Its seat waits for it to come back, the other guest plays on, and nothing was relayed.
    assert lan.host.seats[0].state is SeatState.RECONNECTING and not bob.closed
    assert [f.get("text") for f in bob.frames].count("hello") == relayed


def test_reordered_frames_to_the_host_do_not_open() -> None:
    lan = Lan(2, join_code=CODE)
    ann = lan.join("Ann", code=CODE)
    lan.join("Bob", code=CODE)
    first, second = ann.core.chat("one"), ann.core.chat("two")
    ann.send(second + first)
    lan.pump()
    assert ann.closed and lan.of(Refused)[-1].reason == "lan.bad_seal"
    assert lan.host.seats[0].state is SeatState.OPEN  # before the game a seat left is open again


def test_a_tampered_frame_from_the_host_breaks_the_guests_stream_and_it_comes_back_with_its_token() -> None:
    lan = Lan(2, join_code=CODE)
    ann = lan.join("Ann", code=CODE)
    lan.join("Bob", code=CODE)
    lan.start(3)
    lan.apply(lan.host.post_chat("Host", "hi"))
    ann.to_client[-1] ^= 1  # a bit flipped on the way
    lan.pump()
    assert HostMisbehaved("lan.bad_seal") in ann.events and ann.core.stream_broken
    assert "frame" in ann.core.stream_problem  # what NetClient logs
    lan.drop(ann)
    token = ann.core.token
    back = lan.join("Ann", code=CODE, token=token)
    assert back.core.sealed and back.core.seat == 0 and back.core.token == token
    assert back.of(ViewChanged) and lan.host.seats[0].state is SeatState.REMOTE


def test_every_failed_exchange_counts_as_a_wrong_code() -> None:
    lan = Lan(2, join_code=CODE)
    # 1: the guest's core sees the host's proof does not match its code, and hangs up.
    lan.join("A", code="0000", address="10.0.0.9")
    # 2: a peer that answers the host's proof with a frame that does not open (a guess sealed with another key).
    raw = lan.connect(ClientCore("B", code="0001"), "10.0.0.9")
    raw.send(raw.core.hello())
    lan.now += 0.01
    lan.apply(lan.host.received(raw.conn, bytes(raw.to_host), lan.now))
    raw.to_host.clear()
    raw.send(json_frame({"t": T.HELLO, "name": "B"}))
    lan.pump()
    assert raw.closed and raw.frames[-1] == {"t": T.REJECT, "reason": "lan.wrong_code"}
    # 3: a peer that learns the host's answer and says nothing until the hello's deadline.
    silent = lan.connect(ClientCore("C", code="0002"), "10.0.0.9")
    silent.send(silent.core.hello())
    lan.apply(lan.host.received(silent.conn, bytes(silent.to_host), lan.now))
    silent.to_host.clear()
    lan.now += lan.host.limits.hello_seconds + 1
    lan.tick()
    guessers = lan.host.guessers(lan.now)
    assert [(g.address, g.wrong_codes) for g in guessers] == [("10.0.0.9", 3)]
    assert [e.guesser.wrong_codes for e in lan.of(Guessing)] == [3]


def test_a_clear_frame_after_the_hello_that_began_the_exchange_is_a_wrong_code() -> None:
    lan = Lan(2, join_code=CODE)
    peer = lan.connect(ClientCore("Raw", code=CODE), "10.0.0.8")
    peer.send(peer.core.hello() + json_frame({"t": T.HELLO, "name": "sneaky"}))
    lan.pump()
    assert peer.closed and peer.close_reason == "lan.wrong_code"
    assert not peer.of(Welcomed) and lan.host.guessers(lan.now) == [] and lan.host.guard.table_wait(lan.now) == 0
    assert lan.of(Refused)[0].reason == "lan.bad_seal"


def test_an_old_client_gets_a_clear_reject() -> None:
    lan = Lan(2, join_code=CODE)
    peer = lan.connect(ClientCore("Old"))
    peer.send(json_frame({"t": T.HELLO, "proto": 1, "proto_min": 1, "name": "Old", "code": CODE, "game": GAME,
                          "rules": RULES}))
    lan.pump()
    assert peer.frames == [{"t": T.REJECT, "reason": "lan.host_newer"}] and PROTOCOL > 1


# ====================================================================== over TCP
HANDS_GAME = "times_square"  # a game of hidden hands


def tcp_host(*extra: str, game: str = GAME) -> Peer:
    return Peer(["host", game, "--name", "Guarded", "--players", "2", "--bind", "127.0.0.1", "--no-advertise",
                 "--bot-delay", "0", *extra])


class Relay:
    """A passive observer between a guest and the host: passes every byte on, keeps a copy of each direction."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.to_host = bytearray()
        self.to_guest = bytearray()
        self.server: asyncio.base_events.Server | None = None
        self._writers: list[asyncio.StreamWriter] = []
        self.connections = 0

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._on_connection, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _on_connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.connections += 1
        self._writers += [writer, up_writer]

        async def copy(src: asyncio.StreamReader, dst: asyncio.StreamWriter, keep: bytearray) -> None:
            while data := await src.read(65536):
                keep += data
                dst.write(data)
            dst.close()

        await asyncio.gather(copy(reader, up_writer, self.to_host), copy(up_reader, writer, self.to_guest),
                             return_exceptions=True)

    def cut(self) -> None:
        """The cable pulled out: every connection through the relay ends, both ways."""
        for writer in self._writers:
            writer.transport.abort()
        self._writers.clear()

    def close(self) -> None:
        if self.server is not None:
            self.server.close()


def play_through_relay(
    port: int, code: str | None, cut_after: int | None = None, events: list[str] | None = None
) -> tuple[Relay, list[Any], ClientCore]:
    """A whole game of Times Square: the host's bot against a guest's bot whose connection passes the relay.
    Returns the relay, every view the guest was shown, and its core. ``cut_after``: the relay cuts the connection
    once the guest has seen that many views (it comes back by itself, with its seat token); ``events`` gets the
    guest's connection_dropped and reconnected."""

    async def run() -> tuple[Relay, list[Any], ClientCore]:
        loop = asyncio.get_running_loop()
        relay = Relay(port)
        relay_port = await relay.start()
        rules = GAMES[HANDS_GAME].rules_version
        guest = listen(ClientCore("Guest", game_id=HANDS_GAME, rules_version=rules, code=code), loop)
        views: list[Any] = []
        guest.client.view_changed.connect(lambda event: views.append(event.view))

        def maybe_cut(_event: Any) -> None:
            if cut_after is not None and len(views) == cut_after:
                loop.call_soon(relay.cut)

        guest.client.view_changed.connect(maybe_cut)
        if events is not None:
            guest.client.connection_dropped.connect(lambda: events.append("dropped"))
            guest.client.reconnected.connect(lambda: events.append("reconnected"))
        play_as_bot(guest, loop)
        await guest.client.connect("127.0.0.1", relay_port)
        try:
            await asyncio.wait_for(guest.done, 60)
        finally:
            await guest.client.close()
            relay.close()
        return relay, views, guest.core

    return asyncio.run(run())


def play_as_bot(guest: Listener, loop: asyncio.AbstractEventLoop) -> None:
    """A bot plays the guest's seat: one move per position; the move again when the host said "too fast", or when
    the connection came back (an intent sent as it was cut may never have arrived: the snapshot says)."""
    bot, rng, acted = make_bot(HANDS_GAME, "normal"), random.Random(5), {"version": -1}

    def play() -> None:
        core = guest.core
        if guest.done.done() or core.view is None or not core.legal or core.version == acted["version"]:
            return
        acted["version"] = core.version
        guest.client.submit(bot.choose(core.view, core.legal, rng))

    def again(delay: float) -> None:
        acted["version"] = -1
        loop.call_later(delay, play)

    guest.client.view_changed.connect(lambda _event: loop.call_soon(play))
    guest.client.intent_answered.connect(lambda event: event.accepted or again(TOO_FAST_PAUSE))
    guest.client.reconnected.connect(lambda: again(0))


def hand_cards(views: list[Any]) -> set[str]:
    return {card["id"] for view in views for card in view.get("hand", [])}


@pytest.mark.parametrize("code", [CODE, None], ids=["sealed", "open"])
def test_a_passive_observer_of_a_sealed_game_never_sees_a_card_of_a_hand(code: str | None) -> None:
    with tcp_host(*(["--code", code] if code else []), game=HANDS_GAME) as host:
        port = host.wait_event("listening")["port"]
        relay, views, core = play_through_relay(port, code)
        rc, hosted = host.result()
    assert rc == 0 and hosted["outcome"]["finished"] is True
    # Every card the guest held at some point (the check has something to find).
    held = hand_cards(views)
    assert len(held) >= 10
    observed = bytes(relay.to_host) + bytes(relay.to_guest)
    assert len(relay.to_guest) > 10_000
    seen = {card for card in held if card.encode() in observed}
    if code is None:
        # The control: an open table's traffic shows every card of the guest's hand to anyone on the network.
        assert seen == held
        return
    assert seen == set()
    assert core.token is not None and core.token.encode() not in observed
    for secret in (code, code.replace("-", ""), "Guest"):
        assert secret.encode() not in observed
    # The clear part is the exchange alone: one hello each way before every frame is sealed.
    (hello,) = decode_frames(bytes(relay.to_host)[: 4 + struct.unpack(">I", relay.to_host[:4])[0]])
    assert set(hello) == {"t", "app", "proto", "proto_min", "pake"}


def join_with(port: int, code: str) -> tuple[list[str], list[Any]]:
    """A real NetClient joining with ``code``: the refusals it reported and the welcomes it got."""

    async def run() -> tuple[list[str], list[Any]]:
        client = NetClient(ClientCore("Mia", code=code))
        rejected: list[str] = []
        welcomed: list[Any] = []
        client.rejected.connect(rejected.append)
        client.host_closed.connect(rejected.append)
        client.welcomed.connect(welcomed.append)
        await client.connect("127.0.0.1", port)
        await asyncio.wait_for(_until(lambda: rejected or welcomed), 10)
        await client.close()
        return rejected, welcomed

    return asyncio.run(run())


async def _until(done: Callable[[], Any]) -> None:
    while not done():
        await asyncio.sleep(0.01)


def test_wrong_codes_over_tcp_say_only_wrong_code_and_are_counted_by_the_guard() -> None:
    with tcp_host("--code", CODE) as host:
        port = host.wait_event("listening")["port"]
        for n in range(3):
            assert join_with(port, f"WRONG-{n:03d}") == (["lan.wrong_code"], [])
        event = host.wait_until(lambda e: e.get("event") == "guessing", "a guessing event")
        assert event["wrong_codes"] == 3 and event["address"] == "127.0.0.1"
        rejected, welcomed = join_with(port, CODE.lower())
        assert rejected == [] and len(welcomed) == 1


class Impostor:
    """A host that is not the table: it keeps every byte a guest sends it and answers with ``answer``."""

    def __init__(self, answer: Callable[[dict[str, Any]], bytes]) -> None:
        self.answer = answer
        self.received = bytearray()
        self.closed_by_guest = asyncio.Event()

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        header = await reader.readexactly(4)
        body = await reader.readexactly(struct.unpack(">I", header)[0])
        self.received += header + body
        writer.write(self.answer(json.loads(body)))
        while data := await reader.read(65536):
            self.received += data
        self.closed_by_guest.set()
        writer.close()


def pake_with_a_guess(hello: dict[str, Any]) -> bytes:
    fields, _ = answer_guest("AAAA-AAAA", hello["pake"])  # its one guess
    return encode_frame({"t": T.PAKE, **fields})


def open_welcome(_hello: dict[str, Any]) -> bytes:
    return encode_frame({"t": T.WELCOME, "seat": 1, "token": "x", "proto": PROTOCOL, "table": "T", "game": GAME,
                         "rules": RULES, "seats": [], "started": False})


@pytest.mark.parametrize("answer", [pake_with_a_guess, open_welcome], ids=["answers_the_exchange", "claims_open"])
def test_an_impostor_host_never_sees_the_code_and_the_guest_says_wrong_code(
    answer: Callable[[dict[str, Any]], bytes],
) -> None:
    async def run() -> tuple[Impostor, list[str], list[Any]]:
        impostor = Impostor(answer)
        server = await asyncio.start_server(impostor.serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = NetClient(ClientCore("Mia", code=CODE, token="seat-token-of-mia"))
        rejected: list[str] = []
        welcomed: list[Any] = []
        client.rejected.connect(rejected.append)
        client.welcomed.connect(welcomed.append)
        await client.connect("127.0.0.1", port)
        await asyncio.wait_for(impostor.closed_by_guest.wait(), 10)
        await client.close()
        server.close()
        return impostor, rejected, welcomed

    impostor, rejected, welcomed = asyncio.run(run())
    assert rejected == ["lan.wrong_code"] and welcomed == []
    received = bytes(impostor.received)
    # One frame, the clear hello, and not a byte more: no code, no name, no seat token, no bye.
    (hello,) = decode_frames(received)
    assert set(hello) == {"t", "app", "proto", "proto_min", "pake"} and len(received) == 4 + len(json.dumps(
        hello, separators=(",", ":"), ensure_ascii=False).encode())
    for secret in (CODE, CODE.replace("-", ""), CODE.lower(), "Mia", "seat-token-of-mia"):
        assert secret.encode() not in received


def test_a_guest_cut_off_mid_game_comes_back_over_a_new_exchange_with_its_seat_token() -> None:
    events: list[str] = []
    with tcp_host("--code", CODE, "--bot-delay", "20", game=HANDS_GAME) as host:
        port = host.wait_event("listening")["port"]
        relay, views, core = play_through_relay(port, CODE, cut_after=4, events=events)
        rc, hosted = host.result()
    assert rc == 0 and hosted["outcome"]["finished"] is True and views[-1]["finished"]
    assert events == ["dropped", "reconnected"] and relay.connections == 2 and core.sealed
    assert views[-1]["seat"] == views[0]["seat"] == core.seat
    observed = bytes(relay.to_host) + bytes(relay.to_guest)
    assert core.token is not None and core.token.encode() not in observed
    assert not {card for card in hand_cards(views) if card.encode() in observed}


def test_exchanges_begun_together_from_many_addresses_are_bounded_by_the_tables_count() -> None:
    """The host's proof tells a guesser its answer at once, before the guard hears the verdict: the table counts
    each exchange as it begins, so many addresses cannot look at more codes together than the table lets through,
    and an honest guest's exchange is given back."""
    # Places for every connection held open (the caps on connections are not what is counted here).
    lan = Lan(2, join_code=CODE, limits=Limits(max_ungreeted=512, max_peers=512))
    limits = lan.host.limits
    for n in range(2 * limits.table_free + limits.fresh_free):
        peer = lan.connect(ClientCore("G", code=f"{n:08d}"), f"10.1.{n // 200}.{n % 200 + 1}")
        peer.send(peer.core.hello())
        # Delivered to the host only: the guesser keeps every connection open and silent.
        lan.apply(lan.host.received(peer.conn, bytes(peer.to_host), lan.now))
        peer.to_host.clear()
    answered = sum(1 for e in lan.of(Send) if decode_frames(e.data)[0]["t"] == T.PAKE)
    # As many looks at once as wrong codes the table lets through, and the fresh addresses' own budget past a
    # shut table gate (guard.py: an honest guest from a new address is not kept out by guessers elsewhere).
    assert answered == limits.table_free + 1 + limits.fresh_free
    # A right code given back: a table an honest guest joined is no nearer to its wait.
    quiet = Lan(2, join_code=CODE)
    for n in range(limits.table_free * 2):
        quiet.join(f"P{n}", code=CODE, spectator=True, address=f"10.2.0.{n + 1}")
    assert quiet.host.guard.table_wait(quiet.now) == 0
