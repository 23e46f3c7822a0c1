"""An honest guest gets in under the join-path attacks of the review (rows 4-5, 12-13), on qasync's loop as the app
runs the host: tricklers holding every place, guessers on many addresses, a seated guest coming back while they
guess. The limits are small so each test takes a second, not the real minutes."""

from __future__ import annotations

import asyncio
import contextlib

from tabletop_qt import __version__
from tabletop_qt.net import client as client_module
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, Welcomed
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_peers import SeatState
from tests.net.hostile_support import CODE, ask, connect, frame, hello, read_frame, start_host
from tests.net.loops import QASYNC, run_on
from tests.net.protocol_support import GAME, RULES, Lan, Remote


async def _trickle_forever(port: int, source: str, stop: asyncio.Event, counts: dict[str, int]) -> None:
    """A connection that sends one byte of a hello and nothing more; when the host cuts it, it comes back."""
    while not stop.is_set():
        try:
            reader, writer = await connect(port, source)
        except OSError:
            await asyncio.sleep(0.02)
            continue
        writer.write(hello(code=None)[:1])
        counts["opened"] += 1
        done = asyncio.ensure_future(read_frame(reader))
        waiting = asyncio.ensure_future(stop.wait())
        await asyncio.wait({done, waiting}, return_when=asyncio.FIRST_COMPLETED)
        waiting.cancel()
        done.cancel()
        writer.close()
        await asyncio.sleep(0.02)  # the script comes back at once


async def _join(port: int, **core: object) -> tuple[str, object]:
    """The real client: ('welcomed', seat) or ('rejected', reason)."""
    client = NetClient(ClientCore("Honest", code=CODE, app_version=__version__, spectator=True, **core))  # type: ignore[arg-type]
    answer: asyncio.Future[tuple[str, object]] = asyncio.get_running_loop().create_future()
    client.welcomed.connect(lambda w: answer.done() or answer.set_result(("welcomed", w.seat)))
    client.rejected.connect(lambda r: answer.done() or answer.set_result(("rejected", r)))
    try:
        await client.connect("127.0.0.1", port)
        return await asyncio.wait_for(answer, 15)
    finally:
        await client.close()


def _under_tricklers(limits: Limits, addresses: list[str], per_address: int) -> tuple[str, object]:
    async def scenario() -> tuple[str, object]:
        live = await start_host(limits)
        stop = asyncio.Event()
        counts = {"opened": 0}
        attackers = [
            asyncio.ensure_future(_trickle_forever(live.port, a, stop, counts))
            for a in addresses
            for _ in range(per_address)
        ]
        try:
            # Every place is taken (or fought for) before the honest guest comes.
            while sum(1 for p in live.core._peers.values() if not p.greeted) < limits.max_ungreeted:
                await asyncio.sleep(0.01)
            return await _join(live.port)
        finally:
            stop.set()
            await asyncio.gather(*attackers, return_exceptions=True)
            await live.stop()

    return run_on(QASYNC, scenario())


def test_tricklers_from_a_few_addresses_cannot_hold_every_place() -> None:
    # Row 5: 64 connections from 8 addresses each sending one byte held every place until the hello deadline.
    limits = Limits(max_ungreeted=16, hello_seconds=30.0)
    addresses = [f"127.0.7.{n}" for n in range(1, 9)]
    assert _under_tricklers(limits, addresses, 8) == ("welcomed", None)


def test_tricklers_on_many_addresses_give_way_after_a_second() -> None:
    # Row 4: one trickler per address, as many as there are places: each unfinished hello gives way once old.
    limits = Limits(max_ungreeted=12, hello_seconds=30.0, hello_evict_after=0.3)
    addresses = [f"127.0.8.{n}" for n in range(1, 13)]
    assert _under_tricklers(limits, addresses, 1) == ("welcomed", None)


# The table's gate shut after two wrong codes, for far longer than a hello may be held.
GATED = Limits(table_free=2, first_wait=60.0, table_forgive_seconds=3600.0, hold_limit=0.5, fresh_free=16)


async def _guess_from(port: int, addresses: list[str]) -> list[str]:
    return [str((await ask(port, a, code="0000") or {}).get("reason")) for a in addresses]


def test_a_guest_from_a_fresh_address_joins_while_many_addresses_guess() -> None:
    # Row 12: 49 addresses guessing closed the table's gate to everyone, an honest guest with the right code too.
    async def scenario() -> tuple[list[str], tuple[str, object]]:
        live = await start_host(GATED)
        try:
            answers = await _guess_from(live.port, [f"127.0.9.{n}" for n in range(1, 13)] * 2)
            return answers, await _join(live.port)
        finally:
            await live.stop()

    answers, joined = run_on(QASYNC, scenario())
    assert "lan.try_later" in answers  # the gate is shut for the guessers
    assert joined == ("welcomed", None)


def test_a_seated_guest_comes_back_with_its_token_while_the_gate_is_shut() -> None:
    # Row 13: the seated guest's reconnect (its token and the right code) was told lan.try_later and lost its seat.
    limits = Limits(table_free=2, first_wait=60.0, table_forgive_seconds=3600.0, hold_limit=0.5, fresh_free=0)

    async def scenario() -> tuple[list[str], SeatState, str]:
        live = await start_host(limits)
        client = NetClient(ClientCore("Bea", code=CODE, app_version=__version__))
        back = asyncio.Event()  # welcomed again after the connection was lost
        welcomed = asyncio.Event()
        client.welcomed.connect(lambda _: back.set() if welcomed.is_set() else welcomed.set())
        rejected: list[str] = []
        client.rejected.connect(rejected.append)
        try:
            await client.connect("127.0.0.1", live.port)
            await asyncio.wait_for(welcomed.wait(), 5)
            live.host._apply(live.core.start())  # the game has begun: a lost seat is held for its player
            while not client.core.started:
                await asyncio.sleep(0.01)
            answers = await _guess_from(live.port, [f"127.0.10.{n}" for n in range(1, 6)])
            assert client._writer is not None
            client._writer.transport.abort()  # the connection dies; the client comes back with its token
            done = asyncio.ensure_future(back.wait())
            await asyncio.wait({done, asyncio.ensure_future(client.finished.wait())}, timeout=15,
                               return_when=asyncio.FIRST_COMPLETED)
            return answers, live.core.seats[0].state, ",".join(rejected) or ("back" if back.is_set() else "?")
        finally:
            await client.close()
            await live.stop()

    old = client_module.RETRY_SECONDS
    client_module.RETRY_SECONDS = 0.05  # the client's pause before it reconnects; the host's side is what's tested
    try:
        answers, state, outcome = run_on(QASYNC, scenario())
    finally:
        client_module.RETRY_SECONDS = old
    assert "lan.try_later" in answers
    assert outcome == "back"
    assert state is SeatState.REMOTE


def test_the_clients_busy_retries_start_again_after_each_welcome() -> None:
    """A host busy now and then over a long session: after BUSY_RETRIES busy answers in all (not in a row) the
    client used to give up on the next one."""

    async def scenario() -> tuple[int, list[str], int]:
        hellos = 0
        script = ["busy"] * client_module.BUSY_RETRIES + ["welcome_and_drop"] + ["busy"] * 2 + ["welcome"]

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal hellos
            await reader.read(4096)
            step = script[min(hellos, len(script) - 1)]
            hellos += 1
            welcome = {"t": "welcome", "seat": 0, "token": "t" * 32, "proto": 1, "app": __version__, "table": "T",
                       "game": "tea_time", "rules": 1, "seats": [{"name": "Bea", "state": "remote", "level": None}],
                       "started": True}
            if step == "busy":
                writer.write(frame({"t": "reject", "reason": "lan.host_busy"}))
            else:
                writer.write(frame(welcome))
            await writer.drain()
            if step == "welcome":
                with contextlib.suppress(Exception):
                    await reader.read(4096)  # stays until the client leaves
            writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = NetClient(ClientCore("Bea", app_version=__version__))
        rejected: list[str] = []
        client.rejected.connect(rejected.append)
        welcomes: list[object] = []
        again = asyncio.Event()
        client.welcomed.connect(lambda w: (welcomes.append(w), len(welcomes) == 2 and again.set()))
        try:
            await client.connect("127.0.0.1", port)
            done = asyncio.ensure_future(again.wait())
            await asyncio.wait({done, asyncio.ensure_future(client.finished.wait())}, timeout=15,
                               return_when=asyncio.FIRST_COMPLETED)
            return hellos, rejected, len(welcomes)
        finally:
            await client.close()
            server.close()

    saved = client_module.RETRY_SECONDS, client_module.BUSY_PAUSE
    client_module.RETRY_SECONDS, client_module.BUSY_PAUSE = 0.05, 0.01
    try:
        hellos, rejected, welcomes = run_on(QASYNC, scenario())
    finally:
        client_module.RETRY_SECONDS, client_module.BUSY_PAUSE = saved
    assert rejected == [] and welcomes == 2
    assert hellos == client_module.BUSY_RETRIES + 4


# ---------------------------------------------------------------------- who gives up a place (sans-IO, a fed clock)
def _half_hello(lan: Lan, address: str) -> Remote:
    remote = lan.connect(ClientCore("Slow", game_id=GAME, rules_version=RULES), address)
    remote.send(remote.core.hello()[:1])
    lan.pump()
    return remote


def test_an_address_holding_more_places_gives_up_its_oldest_for_a_newcomer() -> None:
    limits = Limits(max_ungreeted=4, hello_evict_after=60.0)
    lan = Lan(2, limits=limits)
    crowd = [_half_hello(lan, "10.0.0.66") for _ in range(3)]
    other = _half_hello(lan, "10.0.0.67")
    lan.now += limits.evict_after  # no unfinished hello is old enough to give way: only fairness makes room
    honest = lan.join("Honest", address="10.0.0.20", spectator=True)
    assert honest.core.seat is None and not honest.closed and honest.of(Welcomed)
    assert [r.closed for r in crowd] == [True, False, False] and not other.closed
    assert crowd[0].close_reason == "lan.host_busy"


def test_an_unfinished_hello_gives_way_once_old_and_not_before() -> None:
    limits = Limits(max_ungreeted=4, hello_evict_after=1.0)
    lan = Lan(2, limits=limits)
    slow = [_half_hello(lan, f"10.0.1.{n}") for n in range(1, 5)]  # one each: fairness has nothing to say
    lan.now += limits.hello_evict_after / 2
    early = lan.join("Early", address="10.0.0.20", spectator=True)
    assert early.closed and early.close_reason == "lan.host_busy"
    lan.now += limits.hello_evict_after
    late = lan.join("Late", address="10.0.0.21", spectator=True)
    assert late.of(Welcomed) and not late.closed
    assert [r.closed for r in slow] == [True, False, False, False]


def test_one_address_holds_at_most_its_share_of_places_not_yet_welcomed() -> None:
    limits = Limits()
    lan = Lan(2, limits=limits)
    held = [_half_hello(lan, "10.0.0.66") for _ in range(limits.max_ungreeted_per_address + 2)]
    assert [r.closed for r in held].count(False) == limits.max_ungreeted_per_address
    assert {r.close_reason for r in held if r.closed} == {"lan.too_many_connections"}


def test_an_address_churning_bad_hellos_is_soon_refused_at_the_door_and_nobody_else_waits() -> None:
    # Row 16: malformed hellos from many addresses were answered one by one (~700 a second), never counted.
    limits = Limits(free_wrong=1, first_wait=10.0, hold_limit=1.0)
    lan = Lan(2, join_code=CODE, limits=limits)
    answers = []
    for _ in range(4):
        bad = lan.connect(ClientCore("Bad", game_id=GAME, rules_version=RULES), "10.0.0.66")
        bad.send(frame({"t": "hello", "proto": "x"}))
        lan.pump()
        answers.append(bad.close_reason)
        lan.now += 0.01
    assert answers[:2] == ["lan.bad_field", "lan.bad_field"]
    assert answers[2:] == ["lan.try_later", "lan.try_later"]  # refused before a byte was read
    refused = [f for f in bad.frames if f.get("t") == "reject"]
    assert refused and refused[-1]["retry_after"] >= limits.first_wait - 1
    honest = lan.join("Honest", address="10.0.0.20", code=CODE, spectator=True)
    assert honest.of(Welcomed) and not honest.closed


def test_a_guesser_locked_out_is_refused_at_the_door() -> None:
    # Row 11: a locked-out address's hellos were still read and decoded, 1,900 a second.
    limits = Limits(free_wrong=2, first_wait=10.0, hold_limit=1.0)
    lan = Lan(2, join_code=CODE, limits=limits)
    for n in range(limits.free_wrong + 1):
        guess = lan.join("Guess", address="10.0.0.66", code=f"{n:04d}")
        assert guess.close_reason == "lan.wrong_code"
    silent = lan.connect(ClientCore("Guess", game_id=GAME, rules_version=RULES), "10.0.0.66")
    lan.pump()
    assert silent.closed and silent.close_reason == "lan.try_later"


def test_strangers_coming_back_at_once_do_not_push_each_other_out() -> None:
    limits = Limits(max_ungreeted=4, hello_evict_after=60.0)
    lan = Lan(2, limits=limits)
    crowd = [_half_hello(lan, "10.0.0.66") for _ in range(3)]
    _half_hello(lan, "10.0.0.67")
    # A moment later, a silent newcomer (no bytes waiting) from a third address: nobody's place is old enough.
    lan.now += limits.evict_after / 2
    newcomer = lan.connect(ClientCore("Silent", game_id=GAME, rules_version=RULES), "10.0.0.68")
    assert newcomer.closed and newcomer.close_reason == "lan.host_busy"
    assert not any(r.closed for r in crowd)
