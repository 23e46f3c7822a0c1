"""The host's connections that have not been welcomed yet, read by one reader for all of them.

A stranger that never gets welcomed (silent, trickling, guessing codes, sending garbage) used to cost the host's
loop an asyncio transport, a stream reader and a task: about eight loop callbacks each (the task's steps, the
transport's start, the reader's wake-up, the close) and, under qasync, a Qt socket notifier made and destroyed.
Here it costs a registration in one epoll set: the loop watches that set's descriptor once, and each time it is
ready one callback reads a few of the ready sockets with plain ``recv`` (``READS_PER_TURN``, so the game's own
sockets and the rules thread's updates are served between bites of a storm). What a waiting connection is sent
(the exchange's answer, a refusal: a few hundred bytes) goes out with plain ``send``; anything the socket cannot
take at once waits here and goes when it is writable.

When the host welcomes one, ``release`` hands its socket and any bytes not yet sent to the adapter, which gives it
a transport of its own for the game (views, logs: big frames, flow control).

Without a pollable selector (Windows: ``select`` has no descriptor to watch) each socket gets its own reader and
writer on the loop: still no transport, reader or task.
"""

from __future__ import annotations

import asyncio
import contextlib
import selectors
import socket
from collections.abc import Callable
from dataclasses import dataclass, field

READ_CHUNK = 65536
READS_PER_TURN = 4  # ready sockets read in one turn of the loop at most (epoll's ready list turns round): a
# bad hello is read, decoded and refused in ~0.12 ms, so a guest's frame waits behind ~0.5 ms of a storm (16: 2 ms,
# the median such turn under bad hellos from 60 addresses, lan_hostile.py --probe)
UNSENT_CAP = 64 * 1024  # bytes a waiting connection may leave unread: before the welcome the host sends little


@dataclass
class _Waiting:
    conn: int
    sock: socket.socket
    unsent: bytearray = field(default_factory=bytearray)


class WaitingRoom:
    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        on_data: Callable[[int, bytes], None],
        on_gone: Callable[[int], None],
    ) -> None:
        """``on_data(conn, bytes)``: bytes read from a waiting connection; ``on_gone(conn)``: it closed or failed
        (the adapter calls ``close``)."""
        self._loop = loop
        self._on_data = on_data
        self._on_gone = on_gone
        self._rooms: dict[int, _Waiting] = {}
        self._selector: selectors.BaseSelector | None = None
        selector = selectors.DefaultSelector()
        try:
            fd = selector.fileno()  # type: ignore[attr-defined]
        except AttributeError:  # select(): nothing to hand the loop
            selector.close()
        else:
            self._selector = selector
            loop.add_reader(fd, self._on_selector_ready)

    def __contains__(self, conn: int) -> bool:
        return conn in self._rooms

    def __len__(self) -> int:
        return len(self._rooms)

    def add(self, conn: int, sock: socket.socket) -> None:
        room = _Waiting(conn, sock)
        self._rooms[conn] = room
        if self._selector is not None:
            self._selector.register(sock, selectors.EVENT_READ, room)
        else:
            self._loop.add_reader(sock.fileno(), self._read, room)

    def send(self, conn: int, data: bytes) -> bool:
        """Sends ``data`` now, or as soon as the socket takes it. False: the peer leaves too much unread (the
        caller closes it)."""
        room = self._rooms.get(conn)
        if room is None:
            return True
        if not room.unsent:
            try:
                data = data[room.sock.send(data):]
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                return True  # reset: the next read says it is gone
            if not data:
                return True
            self._want_write(room, True)
        room.unsent += data
        return len(room.unsent) <= UNSENT_CAP

    def close(self, conn: int) -> None:
        room = self._rooms.pop(conn, None)
        if room is not None:
            self._forget(room)
            with contextlib.suppress(OSError):
                room.sock.close()

    def release(self, conn: int) -> tuple[socket.socket, bytes]:
        """Stops watching a welcomed connection: its socket and the bytes it was sent but not yet given."""
        room = self._rooms.pop(conn)
        self._forget(room)
        return room.sock, bytes(room.unsent)

    def close_all(self) -> None:
        for conn in list(self._rooms):
            self.close(conn)
        if self._selector is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(self._selector.fileno())  # type: ignore[attr-defined]
            self._selector.close()
            self._selector = None

    # ------------------------------------------------------------------ the loop's side
    def _on_selector_ready(self) -> None:
        assert self._selector is not None
        for key, events in self._selector.select(0)[:READS_PER_TURN]:
            room = key.data
            if room.conn not in self._rooms:
                continue  # closed by an earlier one's effects this turn
            if events & selectors.EVENT_WRITE:
                self._write(room)
            if events & selectors.EVENT_READ and room.conn in self._rooms:
                self._read(room)

    def _read(self, room: _Waiting) -> None:
        try:
            data = room.sock.recv(READ_CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if data:
            self._on_data(room.conn, data)
        else:
            self._on_gone(room.conn)

    def _write(self, room: _Waiting) -> None:
        try:
            sent = room.sock.send(room.unsent)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            sent = len(room.unsent)  # reset: the read says so
        del room.unsent[:sent]
        if not room.unsent:
            self._want_write(room, False)

    def _want_write(self, room: _Waiting, wanted: bool) -> None:
        if self._selector is not None:
            events = selectors.EVENT_READ | (selectors.EVENT_WRITE if wanted else 0)
            self._selector.modify(room.sock, events, room)
        elif wanted:
            self._loop.add_writer(room.sock.fileno(), self._write, room)
        else:
            self._loop.remove_writer(room.sock.fileno())

    def _forget(self, room: _Waiting) -> None:
        if self._selector is not None:
            with contextlib.suppress(KeyError, ValueError, OSError):
                self._selector.unregister(room.sock)
        else:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(room.sock.fileno())
                self._loop.remove_writer(room.sock.fileno())
