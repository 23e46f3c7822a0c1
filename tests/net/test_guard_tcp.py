"""The host's guard over real TCP on loopback: a headless host (a process of its own), raw sockets for the
strangers. Linux answers on all of 127.0.0.0/8, so each stranger binds an address of its own."""

from __future__ import annotations

import asyncio
import json
import socket
import struct
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import BUSY_RETRIES, NetClient
from tabletop_qt.net.client_core import ClientCore
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN
from tabletop_qt.net.secure import GuestExchange
from tests.net.peers import Peer
from tests.net.loops import both_loops, run_on

LIMITS = Limits()  # the host runs with the defaults
CODE = "K7QM-3XTD"


def frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def hello(**fields: Any) -> bytes:
    return frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "Stranger", **fields})


def pake_hello(exchange: GuestExchange) -> bytes:
    """The clear hello that begins a join code's exchange (secure.py)."""
    return frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "pake": exchange.message})


def answer_to(sock: socket.socket, exchange: GuestExchange) -> dict[str, Any] | None:
    """The host's answer to a code's exchange as a guest sees it: a refusal in clear; else, after the host's proof,
    the sealed welcome to our sealed hello, or - the proof not matching our code - lan.wrong_code, decided by the
    guest, which hangs up and waits until the host has closed too (it counted the wrong code by then)."""
    answer = read_frame(sock)
    if answer is None or answer["t"] != "pake":
        return answer
    channel = exchange.finish(answer["msg"], answer["confirm"])
    if channel is None:
        sock.shutdown(socket.SHUT_WR)
        while _read_exactly(sock, 1) is not None:
            pass
        return {"t": "reject", "reason": "lan.wrong_code"}
    sock.sendall(channel.seal_frame(frame({"t": "hello", "name": "Stranger", "spectator": True})))
    header = _read_exactly(sock, 4)
    body = _read_exactly(sock, struct.unpack(">I", header)[0]) if header is not None else None
    return None if body is None else json.loads(channel.open(body))


def connect(port: int, source: str, timeout: float = 30.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))


def read_frame(sock: socket.socket) -> dict[str, Any] | None:
    """The next frame, or None once the host closed the connection."""
    header = _read_exactly(sock, 4)
    if header is None:
        return None
    body = _read_exactly(sock, struct.unpack(">I", header)[0])
    return None if body is None else json.loads(body)


def _read_exactly(sock: socket.socket, n: int) -> bytes | None:
    data = b""
    while len(data) < n:
        try:
            chunk = sock.recv(n - len(data))
        except ConnectionResetError:
            return None
        if not chunk:
            return None
        data += chunk
    return data


def frames_until_closed(sock: socket.socket) -> list[dict[str, Any]]:
    out = []
    while (message := read_frame(sock)) is not None:
        out.append(message)
    return out


def ask(port: int, source: str, code: str) -> tuple[dict[str, Any] | None, float]:
    """One hello with ``code`` on a fresh connection: the host's answer and how long it took."""
    exchange = GuestExchange(code)
    with connect(port, source) as sock:
        start = time.monotonic()
        sock.sendall(pake_hello(exchange))
        answer = answer_to(sock, exchange)
        return answer, time.monotonic() - start


@pytest.fixture
def host_with_code() -> Iterator[tuple[Peer, int]]:
    with Peer(["host", "tea_time", "--name", "Guarded", "--players", "3", "--code", CODE, "--bind", "127.0.0.1",
               "--no-advertise"]) as host:
        yield host, host.wait_event("listening")["port"]


@pytest.fixture
def open_host() -> Iterator[tuple[Peer, int]]:
    with Peer(["host", "tea_time", "--name", "Open", "--players", "3", "--bind", "127.0.0.1", "--no-advertise"]) as host:
        yield host, host.wait_event("listening")["port"]


def test_a_brute_force_client_is_slowed_down_while_an_honest_guest_joins_at_once(
    host_with_code: tuple[Peer, int],
) -> None:
    host, port = host_with_code
    answers: list[tuple[str, float]] = []  # (reason, seconds it took) for every code the brute force tried
    stop = threading.Event()

    def brute_force() -> None:
        n = 0
        while not stop.is_set():
            try:
                answer, took = ask(port, "127.0.0.2", f"{n:04d}")
            except OSError:
                return  # the host went away at the end of the test
            if answer is None:
                return
            answers.append((answer["reason"], took))
            n += 1

    attacker = threading.Thread(target=brute_force, daemon=True)
    attacker.start()
    free = LIMITS.free_wrong + 1  # answered at once; the next ones wait 1 s, 2 s, 4 s ...
    deadline = time.monotonic() + 30
    while len(answers) < free + 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    # The brute force now waits 4 s for its next answer: the honest guest, at its own address, does not.
    honest, honest_took = ask(port, "127.0.0.1", CODE.lower().replace("-", " "))
    mistyped, mistyped_took = ask(port, "127.0.0.3", "K7QM-3XTE")
    while len(answers) < free + 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    stop.set()  # its next code would wait 8 s: enough seen
    answers = answers[: free + 3]
    assert honest is not None and honest["t"] == "welcome"
    assert mistyped == {"t": "reject", "reason": "lan.wrong_code"}  # only that the code is wrong
    reasons = [reason for reason, _ in answers]
    assert set(reasons) == {"lan.wrong_code"}
    waits = [took for _, took in answers]
    slowed = waits[free:]
    # Each answer past the free ones came later than the one before, about twice as late (1 s, 2 s, 4 s; a loaded
    # machine adds its own delay to each, so "later by a good margin", not exactly twice).
    assert len(slowed) >= 3 and all(b > a * 1.3 for a, b in zip(slowed, slowed[1:], strict=False))
    # The honest guest, the mistyping one and the free guesses were answered in a fraction of the brute force's
    # last wait (its join-code exchange alone can take a few hundred ms on a loaded machine).
    assert max(honest_took, mistyped_took, *waits[:free]) * 4 < slowed[-1]
    # About 4,000 codes a second were answered before the guard; here 9 in some 7 seconds.
    assert sum(waits) > LIMITS.first_wait * 6
    guessing = [e for e in host.events if e.get("event") == "guessing"]
    while not guessing or guessing[-1]["wrong_codes"] < len(answers):
        host.wait_until(lambda e: e.get("event") == "guessing", "a guessing event", since=len(host.events))
        guessing = [e for e in host.events if e.get("event") == "guessing"]
    assert {e["address"] for e in guessing} == {"127.0.0.2"}
    assert [e["wrong_codes"] for e in guessing] == list(range(LIMITS.suspect_after, len(answers) + 1))


def test_a_second_hello_from_an_address_whose_code_waits_is_told_to_try_later(
    host_with_code: tuple[Peer, int],
) -> None:
    _, port = host_with_code
    for n in range(LIMITS.free_wrong + 1):
        assert ask(port, "127.0.0.2", f"{n:04d}")[0] == {"t": "reject", "reason": "lan.wrong_code"}
    with connect(port, "127.0.0.2") as held:
        exchange = GuestExchange("0100")
        held.sendall(pake_hello(exchange))
        time.sleep(0.2)
        answer, _ = ask(port, "127.0.0.2", "0101")
        assert answer is not None and answer["reason"] == "lan.try_later" and answer["retry_after"] >= 1
        assert answer_to(held, exchange) == {"t": "reject", "reason": "lan.wrong_code"}


def test_the_hello_has_a_deadline_and_a_trickled_frame_is_cut_off(open_host: tuple[Peer, int]) -> None:
    _, port = open_host
    idle = connect(port, "127.0.0.4")
    trickler = connect(port, "127.0.0.5")
    trickler.sendall(hello(spectator=True))
    assert read_frame(trickler)["t"] == "welcome"  # type: ignore[index]
    # A chat frame of 1,000 bytes promised, a byte every 0.2 s: whole after 200 s, were it let be.
    start = time.monotonic()
    trickler.sendall(struct.pack(">I", 1000))
    sent = 0
    trickler.settimeout(0.2)
    cut = False
    while time.monotonic() - start < LIMITS.frame_seconds * 2:
        try:
            trickler.sendall(b" ")
            sent += 1
            while True:
                data = trickler.recv(65536)  # lobby frames; b"" once the host has cut it off
                if not data:
                    cut = True
                    break
        except socket.timeout:
            continue
        except OSError:
            cut = True
        if cut:
            break
    trickled = time.monotonic() - start
    idle.settimeout(5)
    assert frames_until_closed(idle) == [{"t": "reject", "reason": "lan.hello_timeout"}]
    assert cut and sent < 1000
    assert trickled > LIMITS.frame_seconds / 2  # cut for being slow, not for anything it sent
    idle.close()
    trickler.close()


def test_connections_per_address_and_connections_not_greeted_are_capped(open_host: tuple[Peer, int]) -> None:
    _, port = open_host
    watchers = []
    for _ in range(LIMITS.max_per_address):
        sock = connect(port, "127.0.0.6")
        sock.sendall(hello(spectator=True))
        assert read_frame(sock)["t"] == "welcome"  # type: ignore[index]
        watchers.append(sock)
    with connect(port, "127.0.0.6") as one_too_many:
        assert frames_until_closed(one_too_many) == [{"t": "reject", "reason": "lan.too_many_connections"}]
    # Silent connections from many addresses: the oldest makes room for each newcomer past the cap.
    silent = [connect(port, f"127.0.1.{n + 1}") for n in range(LIMITS.max_ungreeted)]
    time.sleep(0.3)
    newcomer = connect(port, "127.0.2.1")
    newcomer.sendall(hello(spectator=True))
    assert read_frame(newcomer)["t"] == "welcome"  # type: ignore[index]
    silent[0].settimeout(5)
    assert frames_until_closed(silent[0]) == [{"t": "reject", "reason": "lan.host_busy"}]
    for sock in [*watchers, *silent, newcomer]:
        sock.close()


@both_loops
def test_a_client_told_the_host_is_busy_asks_again_before_it_gives_up(loop_kind: str) -> None:
    """In a storm of strangers' connections an honest client may be turned away (lan.host_busy); NetClient says
    hello again on a new connection a few times, and is welcomed as soon as there is room."""
    async def run(busy_times: int) -> tuple[int, list[str], list[object]]:
        hellos = 0

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal hellos
            (length,) = struct.unpack(">I", await reader.readexactly(4))
            await reader.readexactly(length)
            hellos += 1
            if hellos <= busy_times:
                writer.write(frame({"t": "reject", "reason": "lan.host_busy"}))
            else:
                writer.write(frame({"t": "welcome", "seat": 1, "token": "t", "proto": 1, "table": "T",
                                    "game": "tea_time", "rules": GAMES["tea_time"].rules_version, "seats": [],
                                    "started": False}))
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = NetClient(ClientCore("Honest"))
        rejected: list[str] = []
        welcomed: list[object] = []
        client.rejected.connect(rejected.append)
        client.welcomed.connect(welcomed.append)
        await client.connect("127.0.0.1", port)
        for _ in range(200):
            if rejected or welcomed:
                break
            await asyncio.sleep(0.05)
        await client.close()
        server.close()
        return hellos, rejected, welcomed

    hellos, rejected, welcomed = run_on(loop_kind, run(2))
    assert hellos == 3 and rejected == [] and len(welcomed) == 1
    hellos, rejected, welcomed = run_on(loop_kind, run(100))
    assert hellos == BUSY_RETRIES + 1 and rejected == ["lan.host_busy"] and welcomed == []


def test_an_ipv4_guest_of_the_dual_stack_socket_is_counted_by_its_plain_ipv4_address() -> None:
    # The host's default bind is "::" (both families): an IPv4 guest arrives as "::ffff:127.0.0.2", and must be
    # counted as 127.0.0.2, the address the lobby shows and the back-off keys on.
    with Peer(["host", "tea_time", "--name", "Dual", "--players", "3", "--code", CODE, "--no-advertise"]) as host:
        port = host.wait_event("listening")["port"]
        for n in range(LIMITS.suspect_after):
            answer, _ = ask(port, "127.0.0.2", f"{n:04d}")
            assert answer == {"t": "reject", "reason": "lan.wrong_code"}
        event = host.wait_until(lambda e: e.get("event") == "guessing", "a guessing event")
        assert event["address"] == "127.0.0.2"
