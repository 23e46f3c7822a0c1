"""A storm of strangers' frames arriving together is read in small bites, with a welcomed guest's frames served
between them: the guest's ping waits behind a few strangers, not behind all of them (real loopback TCP, on
qasync's loop as the app runs, and on plain asyncio). Counted in strangers handled first, not in time."""

from __future__ import annotations

import asyncio
import socket

from tabletop_qt import __version__
from tabletop_qt.net.client_core import ClientCore, Welcomed
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import HostCore
from tests.net.hostile_support import connect, frame, start_host
from tests.net.loops import both_loops, run_on

STRANGERS = 48


@both_loops
def test_a_guests_ping_waits_behind_a_bite_of_strangers_not_the_whole_storm(loop_kind: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    async def scenario() -> int:
        live = await start_host(Limits(max_ungreeted=STRANGERS + 4, max_per_address=2), code=None, tick=60.0)
        refused: list[str] = []
        live.host.peer_refused.connect(lambda conn, reason, detail: refused.append(reason))
        # The guest, welcomed (a transport of its own).
        client = ClientCore("Guest", app_version=__version__, spectator=True)
        reader, writer = await connect(live.port, "127.0.0.1")
        writer.write(client.hello())
        welcomed = False
        while not welcomed:
            for event in client.received(await reader.read(65536)):
                welcomed = welcomed or isinstance(event, Welcomed)
        # The strangers, each from its own address, connected and waiting (silent) in the waiting room.
        strangers = []
        for i in range(STRANGERS):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((f"127.8.{i // 200}.{i % 200 + 1}", 0))
            sock.connect(("127.0.0.1", live.port))
            strangers.append(sock)
        while len(live.core._peers) < STRANGERS + 1:
            await asyncio.sleep(0.01)
        # All at once, before the loop turns again: every stranger's bad hello, then the guest's ping.
        seen_at: list[int] = []
        received = HostCore.received

        def noting(core: HostCore, conn: int, data: bytes, now: float):  # type: ignore[no-untyped-def]
            if core.is_welcomed(conn) and not seen_at:
                seen_at.append(len(refused))
            return received(core, conn, data, now)

        monkeypatch.setattr(HostCore, "received", noting)
        bad = frame({"t": "hello", "proto": "x", "pad": [[[1]]] * 100})
        for sock in strangers:
            sock.sendall(bad)
        writer.write(client.ping(1))
        while not seen_at or len(refused) < STRANGERS:
            await asyncio.sleep(0.01)
        for sock in strangers:
            sock.close()
        writer.close()
        await live.stop()
        return seen_at[0]

    before_guest = run_on(loop_kind, scenario())
    # A bite of a few: four bad hellos are about half a millisecond of the loop's work (16 were two).
    assert before_guest <= 4, f"the guest's ping waited behind {before_guest} strangers"
