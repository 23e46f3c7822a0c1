"""Shared by the attack tests: the real NetHost adapter in this process on a loopback port, and raw strangers that
speak to it from addresses of their own (Linux answers on all of 127.0.0.0/8). (No tests here.)

The host's table never starts a game here (``IdleTable``: the rules thread's signals, never emitted): these
tests are about connections, hellos and frames, which the adapter and HostCore handle without it.
"""

from __future__ import annotations

import asyncio
import json
import struct
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client_core import ClientCore, Outgoing, Rejected, Welcomed
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN

CODE = "K7QM-3XTD"
HONEST = "127.0.0.1"
TICK = 0.05  # the hosts here look at their deadlines this often (the app: once a second)


class IdleTable(QObject):
    """The rules thread's side of NetHost for a table whose game is never played."""

    table_updated = Signal(object)
    remote_answered = Signal(int, int, bool, str, object)
    remote_explained = Signal(int, int, str, object)

    def submit_remote(self, submit: Any) -> None:
        raise AssertionError("no game is played here")

    def probe_remote(self, probe: Any) -> None:
        raise AssertionError("no game is played here")


@dataclass
class LiveHost:
    core: HostCore
    host: NetHost
    port: int
    table: IdleTable

    async def stop(self) -> None:
        await self.host.stop()


async def start_host(limits: Limits, *, code: str | None = CODE, seats: int = 3, tick: float = TICK) -> LiveHost:
    core = HostCore("Guarded", "tea_time", GAMES["tea_time"].rules_version,
                    [Seat("", SeatState.OPEN) for _ in range(seats)], code, __version__, limits)
    table = IdleTable()
    host = NetHost(core, table, tick_seconds=tick)
    port = await host.start("127.0.0.1", 0)
    return LiveHost(core, host, port, table)


def frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def hello(**fields: Any) -> bytes:
    """A hand-made hello in clear (a join code in it is never compared: the host counts it as a wrong one)."""
    return frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "Stranger", **fields})


async def connect(port: int, source: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))


async def read_frame(reader: asyncio.StreamReader) -> dict[str, Any] | None:
    """The next frame, or None once the host closed the connection."""
    try:
        header = await reader.readexactly(4)
        body = await reader.readexactly(struct.unpack(">I", header)[0])
    except (asyncio.IncompleteReadError, ConnectionError):
        return None
    return json.loads(body)


async def ask(port: int, source: str, **fields: Any) -> dict[str, Any] | None:
    """One hello on a fresh connection from ``source``: the host's first answer (None: closed unanswered)."""
    reader, writer = await connect(port, source)
    try:
        writer.write(hello(**fields))
        return await read_frame(reader)
    finally:
        writer.close()


async def join(port: int, source: str, **core: Any) -> str | None:
    """An honest guest from ``source`` as the app's client speaks (the join code's exchange, then sealed
    frames): "welcome", the reason it was refused, or None if the host closed without a word."""
    client = ClientCore(core.pop("name", "Honest"), app_version=__version__, **core)
    reader, writer = await connect(port, source)
    try:
        writer.write(client.hello())
        while data := await reader.read(65536):
            for event in client.received(data):
                if isinstance(event, Outgoing):
                    writer.write(event.data)
                elif isinstance(event, Welcomed):
                    return "welcome"
                elif isinstance(event, Rejected):
                    return event.reason
        return None
    finally:
        writer.close()
