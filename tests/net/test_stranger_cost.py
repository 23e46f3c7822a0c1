"""What a stranger that is never welcomed costs the host's loop, counted in the loop's callbacks (not in time).

The strangers are plain blocking sockets on a thread of the test, so every callback the loop runs meanwhile is
the host's: accepting them, reading them, refusing them. Each comes from an address of its own (no per-address
cap refuses it at the door) and sends a frame that is no hello, which the host refuses after reading it.
"""

from __future__ import annotations

import asyncio
import socket
import threading

from tabletop_qt.net.guard import Limits
from tests.net.hostile_support import frame, start_host
from tests.net.loops import both_loops, run_on

STRANGERS = 40


def _strangers(port: int) -> None:
    bad = frame({"t": "hello", "proto": "x"})
    socks = []
    for i in range(STRANGERS):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((f"127.6.{i // 200}.{i % 200 + 1}", 0))
        sock.connect(("127.0.0.1", port))
        sock.sendall(bad)
        socks.append(sock)
    for sock in socks:
        sock.settimeout(30)
        while sock.recv(65536):  # the host's refusal, then its close
            pass
        sock.close()


class _Counted:
    """Counts every callback the running loop runs (qasync's socket notifiers too: all go through Handle._run)."""

    def __init__(self) -> None:
        self.calls = 0
        self._original = asyncio.events.Handle._run

    def __enter__(self) -> _Counted:
        original = self._original
        counted = self

        def run(handle: asyncio.Handle) -> None:
            counted.calls += 1
            original(handle)

        asyncio.events.Handle._run = run  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        asyncio.events.Handle._run = self._original  # type: ignore[method-assign]


@both_loops
def test_a_stranger_refused_after_its_first_frame_costs_the_loop_about_one_callback(loop_kind: str) -> None:
    """A connection not yet welcomed has no transport, stream reader or task of its own (net/waiting_room.py):
    one reader serves them all. With a task and a transport each, it was about eight callbacks a stranger."""

    async def scenario() -> int:
        live = await start_host(Limits(), tick=60.0)  # no tick during the count
        refused: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        seen = []

        def on_refused(conn: int, reason: str, detail: str) -> None:
            seen.append(reason)
            if len(seen) == STRANGERS and not refused.done():
                refused.set_result(None)

        live.host.peer_refused.connect(on_refused)
        strangers = threading.Thread(target=_strangers, args=(live.port,))
        try:
            with _Counted() as counted:
                strangers.start()
                await asyncio.wait_for(refused, 30)
                calls = counted.calls
        finally:
            strangers.join(30)
            await live.stop()
        assert len(seen) == STRANGERS and not live.core.has_welcomed()
        return calls

    calls = run_on(loop_kind, scenario())
    # The thread's strangers arrive one by one, so each may have a turn of the loop to itself (its accept and its
    # read): two callbacks, three with room to spare. The test's own wait adds one.
    assert calls <= 3 * STRANGERS, f"{calls} loop callbacks for {STRANGERS} strangers"
