"""The joining side's thin asyncio adapter: one TCP connection to the host, heartbeats, and reconnection.

A dropped connection mid-game is retried with the seat's token until the host's grace period is over; the host
then sends a full snapshot, so nothing is lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import socket
import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_qt.net.client_core import (
    ChatReceived,
    ChatRefused,
    ClientCore,
    ClientEvent,
    Explained,
    HostClosing,
    HostMisbehaved,
    IntentAnswered,
    LobbyChanged,
    Outgoing,
    Rejected,
    RematchOffered,
    RematchStarted,
    ViewChanged,
    Welcomed,
)
from tabletop_qt.net.host_core import GRACE_SECONDS, SILENCE_SECONDS

log = logging.getLogger(__name__)

PING_SECONDS = 2.0
RETRY_SECONDS = 1.0
BUSY_RETRIES = 5  # a host busy with a storm of strangers' connections (lan.host_busy) is asked again this often,
BUSY_PAUSE = 0.3  # this long apart (seconds, with some jitter), before the refusal is shown


class NetClient(QObject):
    welcomed = Signal(object)  # Welcomed
    rejected = Signal(str)  # reason code
    lobby_changed = Signal(object)  # LobbyChanged
    view_changed = Signal(object)  # ViewChanged
    intent_answered = Signal(object)  # IntentAnswered
    explained = Signal(object)  # Explained
    chat_received = Signal(str, str)  # name, text: a message to the whole table
    team_chat_received = Signal(str, str)  # name, text: a message the host sent only to our team
    chat_refused = Signal(str)  # reason code: the host did not relay our team message
    host_closed = Signal(str)  # reason: the host closed the table, or could not be reached again
    connection_dropped = Signal()  # lost the host; trying again
    reconnected = Signal()
    rematch_offered = Signal()  # the host offers another game with the same seats
    rematch_started = Signal()  # the new game begins (its first update follows)

    def __init__(self, core: ClientCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self._host = ""
        self._port = 0
        self._writer: asyncio.StreamWriter | None = None
        self._task: asyncio.Task[None] | None = None
        self._closing = False
        self._last_heard = 0.0
        self.last_rejection: Rejected | None = None  # the host's refusal, with its retry_after if it said one
        self._busy_retries = 0
        self._busy = False  # the host said lan.host_busy: say hello again on a new connection
        self.finished = asyncio.Event()

    @property
    def address(self) -> tuple[str, int]:
        """Where the host is: (host, port) as given to connect()."""
        return self._host, self._port

    async def connect(self, host: str, port: int, timeout: float = 5.0) -> None:
        """Open the connection and say hello; the answer arrives as welcomed or rejected."""
        self._host, self._port = host, port
        await self._open(timeout)
        self._task = asyncio.ensure_future(self._run())

    def submit(self, action: Any) -> int:
        seq, data = self.core.intent(action)
        self._write(data)
        return seq

    def probe(self, action: Any) -> int:
        seq, data = self.core.probe(action)
        self._write(data)
        return seq

    def chat(self, text: str) -> None:
        self._write(self.core.chat(text))

    def hint_used(self) -> bool:
        """Tell the host we were shown a hint; False (nothing sent) when it does not allow them."""
        if not self.core.hints_allowed:
            return False
        self._write(self.core.hint_used())
        return True

    def team_chat(self, text: str) -> bool:
        """Write to our team only; False (nothing sent) when the host cannot keep it to the team (an old host)."""
        if not self.core.team_chat_supported:
            return False
        self._write(self.core.team_chat(text))
        return True

    def answer_rematch(self, accept: bool) -> None:
        self._write(self.core.rematch_answer(accept))

    async def close(self) -> None:
        self._closing = True
        if self._writer is not None:
            with contextlib.suppress(Exception):
                self._writer.write(self.core.bye())
                await asyncio.wait_for(self._writer.drain(), 1.0)
            self._writer.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self.finished.set()

    # ------------------------------------------------------------------ inside
    async def _open(self, timeout: float) -> asyncio.StreamReader:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(self._host, self._port), timeout)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.core.reset_connection()
        self._writer = writer
        self._reader = reader
        self._last_heard = time.monotonic()
        writer.write(self.core.hello())
        return reader

    async def _run(self) -> None:
        while not self._closing:
            lost = await self._pump(self._reader)
            if self._busy and not self._closing:
                self._busy = False
                await asyncio.sleep(BUSY_PAUSE * random.uniform(0.5, 1.5))
                try:
                    await self._open(RETRY_SECONDS * 2)
                except (OSError, asyncio.TimeoutError):
                    self.host_closed.emit("lan.unreachable")
                    break
                continue
            if self._closing or not lost:
                break
            if not self.core.started or self.core.token is None:
                self.host_closed.emit("lan.connection_lost")
                break
            self.connection_dropped.emit()
            if not await self._reconnect():
                self.host_closed.emit("lan.connection_lost")
                break
            self.reconnected.emit()
        self.finished.set()

    async def _pump(self, reader: asyncio.StreamReader) -> bool:
        """Read until the connection ends; True if it was lost (rather than closed on purpose)."""
        pinger = asyncio.ensure_future(self._ping_forever())
        try:
            while True:
                try:
                    data = await asyncio.wait_for(reader.read(65536), PING_SECONDS)
                except asyncio.TimeoutError:
                    if time.monotonic() - self._last_heard > SILENCE_SECONDS:
                        return True
                    continue
                if not data:
                    return not self._closing
                self._last_heard = time.monotonic()
                if self._dispatch(self.core.received(data, time.monotonic())):
                    return False
                if self.core.stream_broken:
                    # A frame that does not open (changed, replayed, reordered) or cannot be read: this connection
                    # is done; a seated guest comes back on a new one (a new exchange, new keys).
                    log.warning("the host's stream broke: %s", self.core.stream_problem)
                    return True
        except (ConnectionError, OSError):
            return not self._closing
        finally:
            pinger.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pinger
            if self._writer is not None:
                self._writer.close()

    async def _reconnect(self) -> bool:
        deadline = time.monotonic() + GRACE_SECONDS
        while not self._closing and time.monotonic() < deadline:
            await asyncio.sleep(RETRY_SECONDS)
            try:
                await self._open(timeout=RETRY_SECONDS * 2)
                return True
            except (OSError, asyncio.TimeoutError):
                continue
        return False

    async def _ping_forever(self) -> None:
        n = 0
        while True:
            await asyncio.sleep(PING_SECONDS)
            n += 1
            self._write(self.core.ping(n, time.monotonic()))

    def _write(self, data: bytes) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(data)

    def _dispatch(self, events: list[ClientEvent]) -> bool:
        """Emit what happened; True when the conversation is over (rejected or the host closed)."""
        done = False
        for event in events:
            if isinstance(event, Outgoing):
                self._write(event.data)
            elif isinstance(event, Welcomed):
                self._busy_retries = 0  # the retries are for one attempt to get in, not for the whole session
                self.welcomed.emit(event)
            elif isinstance(event, Rejected) and event.reason == "lan.host_busy" and self._busy_retries < BUSY_RETRIES:
                self._busy_retries += 1
                self._busy = True
                return True  # this connection is over; _run opens another
            elif isinstance(event, Rejected):
                self.last_rejection = event
                self.rejected.emit(event.reason)
                done = True
            elif isinstance(event, LobbyChanged):
                self.lobby_changed.emit(event)
            elif isinstance(event, ViewChanged):
                self.view_changed.emit(event)
            elif isinstance(event, IntentAnswered):
                self.intent_answered.emit(event)
            elif isinstance(event, Explained):
                self.explained.emit(event)
            elif isinstance(event, ChatReceived) and event.team:
                self.team_chat_received.emit(event.name, event.text)
            elif isinstance(event, ChatReceived):
                self.chat_received.emit(event.name, event.text)
            elif isinstance(event, ChatRefused):
                self.chat_refused.emit(event.reason)
            elif isinstance(event, HostClosing):
                self.host_closed.emit(event.reason)
                done = True
            elif isinstance(event, RematchOffered):
                self.rematch_offered.emit()
            elif isinstance(event, RematchStarted):
                self.rematch_started.emit()
            elif isinstance(event, HostMisbehaved) and not self.core.stream_broken:
                # A message we could not read: ask for everything again rather than guess.
                self._write(self.core.resync_request())
        if done:
            self._closing = True
        return done
