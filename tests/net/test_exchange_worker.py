"""The host's half of the join code's exchange away from its loop (net/exchange_worker.py, issue 24's latency aim).

SPAKE2 is pure Python: ~12 ms of a core per exchange on the host's loop (the GUI thread in the app), during which no
seated guest's frame was read; a flooder that rejoins each time it is cut, or a stream of joins, made that the
table's worst intent latency. The adapter now asks for each answer with an Exchange effect and a worker process
works it out; the core waits meanwhile, and counts everything that goes wrong in that wait as a wrong code.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net import exchange_worker, secure
from tabletop_qt.net.client_core import ClientCore, Outgoing, Welcomed
from tabletop_qt.net.exchange_worker import ExchangeWorker, answer_here
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import Exchange, HostCore, Refused
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import T
from tests.net.hostile_support import HONEST, TICK, IdleTable, join
from tests.net.loops import QASYNC, run_on
from tests.net.peers import Peer
from tests.net.protocol_support import Lan, Remote, json_frame

CODE = "K7QM-3XTD"


# ====================================================================== in memory: the core waits for the answer
def awaiting_lan(**limits: Any) -> Lan:
    """A table whose first guest is welcomed (its exchange made on the spot: nobody waited for it), then the
    adapter's worker in use: the next exchanges are asked for."""
    lan = Lan(3, join_code=CODE, limits=Limits(**limits))
    first = lan.join("First", code=CODE)
    assert first.of(Welcomed) and not lan.of(Exchange)
    lan.host.exchange_elsewhere = True
    return lan


def asked(lan: Lan, remote: Remote) -> Exchange:
    (exchange,) = [e for e in lan.of(Exchange) if e.conn == remote.conn]
    return exchange


def answer(lan: Lan, remote: Remote, code: str = CODE) -> None:
    lan.apply(lan.host.exchange_answered(remote.conn, answer_here(code, asked(lan, remote).message), lan.now))
    lan.pump()


def test_with_nobody_welcomed_the_answer_is_made_at_once() -> None:
    lan = Lan(2, join_code=CODE)
    lan.host.exchange_elsewhere = True
    ann = lan.join("Ann", code=CODE)
    assert ann.of(Welcomed) and not lan.of(Exchange)


def test_the_core_asks_for_the_answer_and_welcomes_the_guest_once_it_comes() -> None:
    lan = awaiting_lan()
    ann = lan.join("Ann", code=CODE)
    assert asked(lan, ann) and not ann.frames  # nothing sent yet: the answer is being worked out elsewhere
    answer(lan, ann)
    assert ann.core.sealed and ann.of(Welcomed) and ann.core.seat == 1
    assert lan.host.guessers(lan.now) == [] and lan.host.guard.table_wait(lan.now) == 0


def test_a_guest_that_hangs_up_before_the_answer_is_counted_as_a_wrong_code() -> None:
    lan = awaiting_lan(suspect_after=1)
    quitter = lan.join("Q", code="0000", address="10.0.0.9")
    lan.drop(quitter)
    assert [(g.address, g.wrong_codes) for g in lan.host.guessers(lan.now)] == [("10.0.0.9", 1)]
    # Its answer, arriving after, changes nothing and sends nothing.
    mark = len(lan.effects)
    lan.apply(lan.host.exchange_answered(quitter.conn, answer_here(CODE, asked(lan, quitter).message), lan.now))
    assert lan.since(mark) == []


def test_a_frame_sent_before_the_answer_is_a_wrong_code() -> None:
    lan = awaiting_lan(suspect_after=1)
    early = lan.connect(ClientCore("E", code=CODE), "10.0.0.8")
    early.send(early.core.hello())
    lan.pump()
    early.send(json_frame({"t": T.HELLO, "name": "sneaky"}))
    lan.pump()
    assert early.closed and early.close_reason == "lan.wrong_code"
    assert [r.reason for r in lan.of(Refused)] == ["lan.bad_seal"]
    assert [(g.address, g.wrong_codes) for g in lan.host.guessers(lan.now)] == [("10.0.0.8", 1)]


def test_a_malformed_message_found_by_the_worker_is_a_wrong_code() -> None:
    lan = awaiting_lan(suspect_after=1)
    bad = lan.connect(ClientCore("B", code=CODE), "10.0.0.7")
    bad.send(json_frame({"t": T.HELLO, "proto": 2, "proto_min": 2, "app": __version__, "pake": "AAAA"}))
    lan.pump()
    answer(lan, bad)
    assert bad.closed and bad.close_reason == "lan.wrong_code"
    assert [r.reason for r in lan.of(Refused)] == ["lan.bad_field"]
    assert [g.wrong_codes for g in lan.host.guessers(lan.now)] == [1]


def test_a_hello_deadline_runs_from_when_the_exchange_was_asked() -> None:
    lan = awaiting_lan(suspect_after=1)
    slow = lan.join("S", code=CODE, address="10.0.0.6")
    lan.now += lan.host.limits.hello_seconds + 1
    lan.tick()
    assert slow.closed and slow.close_reason == "lan.wrong_code"  # it began an exchange and it never ended


# ====================================================================== real sockets: off the loop's thread
async def _until(done: Any, seconds: float = 60.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not done():
        assert asyncio.get_running_loop().time() < deadline, "never happened"
        await asyncio.sleep(0.01)


def test_over_tcp_the_exchange_is_worked_out_in_the_worker_never_on_this_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the worker up and a guest welcomed, no exchange's group arithmetic runs in the host's process (it ran
    on the loop before, holding up the welcomed guest's frames)."""
    here: list[str] = []
    real = secure.host_answer

    def recorded(code: str, message: object) -> Any:
        here.append(threading.current_thread().name)
        return real(code, message)

    monkeypatch.setattr(secure, "host_answer", recorded)
    monkeypatch.setattr(exchange_worker, "host_answer", recorded)
    worker = ExchangeWorker()

    async def scenario() -> tuple[str | None, str | None, int]:
        core = HostCore("Guarded", "tea_time", GAMES["tea_time"].rules_version,
                        [Seat("", SeatState.OPEN) for _ in range(2)], CODE, __version__, Limits())
        host = NetHost(core, IdleTable(), tick_seconds=TICK, exchanges=worker)
        port = await host.start("127.0.0.1", 0)
        seated = None
        try:
            await _until(lambda: worker.ready)  # started with the table
            seated = await _stay_welcomed(port)  # its frames are the ones that must not wait
            right = await join(port, HONEST, code=CODE, spectator=True)
            wrong = await join(port, "127.0.0.2", code="0000", spectator=True)
            return right, wrong, worker.answered_there
        finally:
            if seated is not None:
                seated.close()
            await host.stop()

    try:
        right, wrong, there = run_on(QASYNC, scenario())
    finally:
        worker.stop()
    assert (right, wrong) == ("welcome", "lan.wrong_code")
    assert there == 2 and here == ["MainThread"]  # the first guest's, with nobody yet to hold up: made at once


async def _stay_welcomed(port: int) -> asyncio.StreamWriter:
    """A guest that joins (the right code) and stays connected; its writer."""
    client = ClientCore("Seated", code=CODE, app_version=__version__)
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.3", 0))
    writer.write(client.hello())
    while data := await reader.read(65536):
        for event in client.received(data):
            if isinstance(event, Outgoing):
                writer.write(event.data)
            elif isinstance(event, Welcomed):
                return writer
    raise AssertionError("the first guest was not welcomed")


# ====================================================================== no orphan
def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in os.listdir(f"/proc/{pid}/task"):
        with contextlib.suppress(OSError):
            out += [int(c) for c in Path(f"/proc/{pid}/task/{task}/children").read_text().split()]
    return out


def _is_worker(pid: int) -> bool:
    try:
        return b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def _gone(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"  # a zombie is gone too
    except OSError:
        return True


def _within(seconds: float, done: Any) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = done()
        if value:
            return value
        time.sleep(0.05)
    return done()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_worker_process_ends_with_a_host_killed_outright() -> None:
    """A host process killed outright (the app killed, a crash) must not leave its worker behind: a pool's worker
    holds both ends of its request queue and would wait forever."""
    host = Peer(["host", "tea_time", "--name", "T", "--players", "3", "--code", CODE, "--no-advertise",
                 "--bind", "127.0.0.1"])

    async def welcomed_until_the_worker_runs() -> list[int]:
        seated = await _stay_welcomed(host.wait_event("listening")["port"])
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                workers = [c for c in _children(host.process.pid) if _is_worker(c)]
                if workers:
                    return workers
                await asyncio.sleep(0.05)
            return []
        finally:
            seated.close()

    try:
        workers = asyncio.run(welcomed_until_the_worker_runs())
        assert workers, "the host with a join code started no worker"
    finally:
        host.process.kill()
        host.process.wait()
    assert _within(30, lambda: all(_gone(w) for w in workers))
