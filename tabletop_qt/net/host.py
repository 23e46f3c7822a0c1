"""The host's thin asyncio adapter: TCP connections in, HostCore's effects out, the rules thread in between.

Runs on the GUI thread's asyncio loop (qasync) or any asyncio loop with a Qt event loop under it (the headless
host). Everything that decides lives in HostCore (the protocol) and the rules thread (the game).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_qt.core.games import GAMES
from tabletop_qt.core.games.specs import is_real_time
from tabletop_qt.net import syn_filter
from tabletop_qt.net.addresses import ANY_ADDRESS, listening_socket, peer_host
from tabletop_qt.net.exchange_worker import Answer, ExchangeWorker, shared_worker
from tabletop_qt.net.guard import address_key
from tabletop_qt.net.host_core import (
    AllSeated,
    AnswerAt,
    ChatPosted,
    Close,
    CountdownAt,
    Effect,
    Exchange,
    Guessing,
    HostCore,
    HintUsed,
    LostPlace,
    Probe,
    Refused,
    SeatsChanged,
    SeatView,
    Send,
    Submit,
    TurnedAway,
)
from tabletop_qt.net.storms import Storms
from tabletop_qt.net.waiting_room import WaitingRoom
from tabletop_qt.table.answers import public_details
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.update import TableUpdate

log = logging.getLogger(__name__)

WRITE_BUFFER_CAP = 4 * 1024 * 1024  # a peer that stops reading is cut off before it costs the host memory
WRITE_BUDGET = 16 * 1024 * 1024  # bytes waiting to be sent to all peers together; past it the worst reader goes
SLOW_READER = 256 * 1024  # a backlog this big makes the host count everyone's (cheaper than on every send)
READ_CHUNK = 65536
LISTEN_BACKLOG = 128  # connections the system holds for us before we accept them
ACCEPTS_PER_TURN = 4  # accepted in one turn of the loop at most: a storm of strangers' connections is taken in
# small bites, with the game's own sockets and the rules thread's updates served in between (16 let a guest's
# intent wait 100-150 ms behind the bursts of a trickling storm's connections; 4: 8-13 ms, lan_hostile.py)
TICK_SECONDS = 1.0  # the host's regular look at deadlines (hello, frames, silence, a seat's grace)
REFILTER_SECONDS = 0.05  # the kernel's list of shut addresses is rebuilt at most this often: a script storming from
# 60 addresses shut them one after another, 52 rebuilds in 100 ms on the loop (lan_hostile.py, trickle from 60);
# an address shut meanwhile is refused at the door as before, for those few milliseconds


class NetHost(QObject):
    seats_changed = Signal(object)  # tuple of seat dicts
    all_seated = Signal()
    chat_posted = Signal(str, str)  # name, text: a message to the whole table
    team_chat_posted = Signal(str, str)  # name, text: a team message for the team of this computer's people
    peer_refused = Signal(int, str, str)  # connection, reason, detail
    guessing = Signal(object)  # guard.Guesser: someone at an address keeps giving wrong join codes

    def __init__(
        self,
        core: HostCore,
        controller: Any,
        parent: QObject | None = None,
        tick_seconds: float | None = None,
        exchanges: ExchangeWorker | None = None,
    ) -> None:
        """``tick_seconds``: how often deadlines are looked at (None: TICK_SECONDS; tests pass less).
        ``exchanges``: where the join code's exchanges are worked out (None: the process's shared worker)."""
        super().__init__(parent)
        self._tick_seconds = tick_seconds
        self.core = core
        self._exchanges = exchanges if exchanges is not None else shared_worker()
        self._loop: asyncio.AbstractEventLoop | None = None
        # Addresses that storm the door, their connection attempts dropped by the kernel (storms.py, syn_filter.py)
        self._storms = Storms()
        self._shut: frozenset[str] = frozenset()
        self._filtering = syn_filter.supported()
        self._filtered = False  # a filter was attached once (accepted sockets inherit it: taken off each)
        self._refilter_due: asyncio.TimerHandle | asyncio.Handle | None = None  # the next rebuild, once asked for
        self._refiltered_at = float("-inf")  # time.monotonic() of the last rebuild
        self._reopen: asyncio.TimerHandle | asyncio.Handle | None = None  # the next shut address's opening
        self.door_refusals = 0  # connections refused at the door, before any transport was made for them
        self._controller = controller
        self._writers: dict[int, asyncio.StreamWriter] = {}  # welcomed connections: a transport each
        # Connections not welcomed yet: one reader for all of them, no transport (waiting_room.py); and the ones
        # just welcomed whose transport is being made, with what they are sent meanwhile.
        self._waiting: WaitingRoom | None = None
        self._moving: dict[int, _Moving] = {}
        self._next_conn = 1
        self._listener: socket.socket | None = None
        self._tick_task: asyncio.Task[None] | None = None
        # The next held hello's turn (HostCore.next_due) and the handle that wakes us then. The due time is kept
        # here: qasync's call_at returns a plain asyncio.Handle, which has no when().
        self._wake: asyncio.Handle | None = None
        self._wake_due: float | None = None
        self.ticks_failed = 0  # ticks that raised (logged; the tick loop goes on)
        self._tasks: set[asyncio.Task[None]] = set()
        self._local_delay_ms = 0.0
        self._encoded_logs: dict[int, tuple[Any, list[Any]]] = {}  # reader -> (last entry encoded, its log as JSON)
        controller.table_updated.connect(self._on_controller_table_updated)
        controller.remote_answered.connect(self._on_controller_remote_answered)
        controller.remote_explained.connect(self._on_controller_remote_explained)

    @property
    def shut_addresses(self) -> frozenset[str]:
        """The addresses (guard.address_key) whose connection attempts the kernel drops now (storms.py)."""
        return self._shut

    @property
    def port(self) -> int:
        assert self._listener is not None
        return int(self._listener.getsockname()[1])

    async def start(self, host: str = ANY_ADDRESS, port: int = 0) -> int:
        # One socket for IPv4 and IPv6 guests alike ("::", dual-stack), or the address asked for (net/addresses.py).
        # Accepted by hand rather than by asyncio.start_server: HostCore decides on a connection from its address
        # before asyncio spends a transport, a reader and a task on it, so a refused stranger costs an accept, a
        # send and a close (review 2026-11-26: the storms of connections were the host's main cost).
        listener = listening_socket(host, port)
        listener.listen(LISTEN_BACKLOG)
        listener.setblocking(False)
        self._listener = listener
        self._loop = asyncio.get_running_loop()
        self._waiting = WaitingRoom(self._loop, self._on_waiting_data, self._on_waiting_gone)
        self._loop.add_reader(listener.fileno(), self._on_listener_ready)
        if self.core.join_code is not None:
            # While anyone is welcomed, each exchange is worked out in the worker process, off this loop
            # (exchange_worker.py). Started now, while the table waits for its guests: its start-up (~0.3 s of a
            # core) during a game made the guests' intent p99 9.2 ms against 3.8 ms (lan_hostile.py, quiet).
            self.core.exchange_elsewhere = True
            self._exchanges.start()
        self._tick_task = asyncio.ensure_future(self._tick_forever())
        return self.port

    async def stop(self, reason: str = "lan.host_quit") -> None:
        self._apply(self.core.close(reason))
        self._cancel_wake()
        for handle in (self._refilter_due, self._reopen):
            if handle is not None:
                handle.cancel()
        self._refilter_due = self._reopen = None
        for writer in list(self._writers.values()):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer.drain(), 1.0)
            writer.close()
        self._writers.clear()
        if self._waiting is not None:
            self._waiting.close_all()
        for moving in self._moving.values():
            moving.closed = True
        self._moving.clear()
        if self._tick_task is not None:
            self._tick_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._tick_task
        if self._listener is not None:
            with contextlib.suppress(Exception):
                asyncio.get_running_loop().remove_reader(self._listener.fileno())
            self._listener.close()
            self._listener = None
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # ------------------------------------------------------------------ connections
    def _on_listener_ready(self) -> None:
        assert self._listener is not None
        for _ in range(ACCEPTS_PER_TURN):
            try:
                sock, peer = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:  # out of descriptors, a connection reset before we took it: try again later
                log.warning("cannot accept a connection: %s", exc)
                return
            try:
                self._accepted(sock, peer)
            except Exception:  # one connection must never take the listener down
                log.exception("a new connection failed")
                sock.close()

    def _accepted(self, sock: socket.socket, peer: Any) -> None:
        conn = self._next_conn
        self._next_conn += 1
        sock.setblocking(False)
        # Counted per address (join-code back-off, caps): an IPv4 guest on the dual-stack socket as plain IPv4.
        address = peer_host(peer) if isinstance(peer, tuple) and peer else None
        effects = self.core.connected(conn, time.monotonic(), address, _has_data(sock))
        if any(isinstance(e, Close) and e.conn == conn for e in effects):
            # Refused at the door: its reject frame fits the socket's buffer; no transport is made for it.
            for effect in effects:
                if isinstance(effect, Send) and effect.conn == conn:
                    with contextlib.suppress(OSError):
                        sock.send(effect.data)
            with contextlib.suppress(OSError):
                sock.recv(READ_CHUNK)  # its hello, if here: closed unread it would turn our close into a reset
            sock.close()
            self._apply([e for e in effects if getattr(e, "conn", None) != conn or isinstance(e, (Refused, TurnedAway))])
            self.door_refusals += 1
            return
        if self._filtered:
            syn_filter.detach(sock)  # its own packets are never the listener's business
        # A frame is one write; without this Nagle would hold small frames back for tens of milliseconds.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        assert self._waiting is not None
        self._waiting.add(conn, sock)  # read with the others not welcomed yet, until it is welcomed
        self._apply(effects)  # room made for it: another connection evicted

    def _on_waiting_data(self, conn: int, data: bytes) -> None:
        self._apply(self.core.received(conn, data, time.monotonic()))
        self._schedule_wake()

    def _on_waiting_gone(self, conn: int) -> None:
        if self._waiting is not None and conn in self._waiting:
            self._waiting.close(conn)
            self._apply(self.core.disconnected(conn, time.monotonic()))

    def _welcomed(self, conn: int) -> None:
        """A waiting connection was welcomed: it leaves the waiting room for a transport of its own."""
        assert self._waiting is not None
        sock, unsent = self._waiting.release(conn)
        moving = self._moving[conn] = _Moving(sock, [unsent] if unsent else [])
        task = asyncio.ensure_future(self._serve(conn, moving))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve(self, conn: int, moving: _Moving) -> None:
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=READ_CHUNK * 2)
        protocol = asyncio.StreamReaderProtocol(reader)
        try:
            transport, _ = await loop.connect_accepted_socket(lambda: protocol, moving.sock)
        except OSError:
            moving.sock.close()
            if self._moving.pop(conn, None) is not None:
                self._apply(self.core.disconnected(conn, time.monotonic()))
            return
        writer = asyncio.StreamWriter(transport, protocol, reader, loop)
        if moving.closed:  # closed while its transport was being made
            writer.close()
            return
        del self._moving[conn]
        for data in moving.out:
            writer.write(data)
        self._writers[conn] = writer
        try:
            while conn in self._writers:
                data = await reader.read(READ_CHUNK)
                if not data:
                    break
                # No _schedule_wake here: a welcomed peer's frame never holds a hello, and a look at every
                # peer's hold for each of the seated guests' frames grew with the strangers waiting.
                self._apply(self.core.received(conn, data, time.monotonic()))
        except (ConnectionError, OSError):
            pass
        finally:
            if self._writers.pop(conn, None) is not None:
                writer.close()
                self._apply(self.core.disconnected(conn, time.monotonic()))

    async def _tick_forever(self) -> None:
        # The deadlines (hello, frames, silence, a seat's grace) live on this loop: no exception in one tick may
        # end it. Each is logged with its traceback and the next tick comes as usual.
        while True:
            await asyncio.sleep(self._tick_seconds or TICK_SECONDS)
            try:
                self._apply(self.core.tick(time.monotonic()))
                self._schedule_wake()
                self._update_local_delay()
                self._reopen_doors()
            except Exception:
                self.ticks_failed += 1
                log.exception("the host's tick failed; ticking on")

    def _count_storm(self, address: str | None, lost: bool = False, crowding: bool = False) -> None:
        """A connection from ``address`` refused at the door, or (``lost``) one that lost its place before its
        hello was whole (``crowding``: while the address held another place not yet welcomed): counted towards a
        storm (storms.py)."""
        if address and self._filtering:
            key = address_key(address)
            now, seated = time.monotonic(), self.core.holds_seat(key)
            count = self._storms.lost_place if lost else self._storms.refused
            if count(key, now, seated, crowding):
                self._refilter_soon()

    def _reopen_doors(self) -> None:
        """On each tick: addresses whose shut has run out are let through again (their next attempt is answered),
        should their own opening (``_schedule_reopen``) not have come; what is known of quiet ones is dropped."""
        now = time.monotonic()
        if self._shut and self._storms.shut(now) != self._shut:
            self._refilter_soon()
        self._storms.forget(now)

    def _refilter_soon(self) -> None:
        """The kernel's list is rebuilt now, or REFILTER_SECONDS after the last rebuild: one rebuild for all the
        addresses shut or opened meanwhile."""
        if self._refilter_due is not None or self._loop is None:
            return
        wait = max(0.0, self._refiltered_at + REFILTER_SECONDS - time.monotonic())
        self._refilter_due = self._loop.call_later(wait, self._on_refilter_due)

    def _on_refilter_due(self) -> None:
        self._refilter_due = None
        self._refilter()

    def _schedule_reopen(self) -> None:
        """Each shut address is let in again at its own opening (shuts are spread, storms.py), not all together
        on the next tick."""
        if self._reopen is not None:
            self._reopen.cancel()
            self._reopen = None
        opens = self._storms.next_open(time.monotonic())
        if opens is not None and self._loop is not None and self._listener is not None:
            # A hair after it: qasync rounds a timer's delay down to the millisecond, and a call a moment early
            # would find the address still shut and ask again at once, and again.
            self._reopen = self._loop.call_at(self._due_on_loop(opens) + 0.002, self._on_reopen_due)

    def _on_reopen_due(self) -> None:
        self._reopen = None
        self._refilter_soon()

    def _refilter(self) -> None:
        """The kernel drops connection attempts from the addresses shut now, and only those."""
        self._refiltered_at = time.monotonic()
        shut = self._storms.shut(self._refiltered_at)
        self._schedule_reopen()
        if self._listener is None or shut == self._shut:
            return
        try:
            syn_filter.attach(self._listener, shut)
        except OSError as exc:  # a kernel without socket filters: refusals stay on the loop, as before
            log.warning("cannot drop connection storms at the kernel: %s", exc)
            self._filtering = False
            return
        if shut - self._shut:
            log.info("dropping connection attempts from %s", ", ".join(sorted(shut - self._shut)))
        self._shut, self._filtered = shut, True

    def _schedule_wake(self) -> None:
        """Tick when the next held hello's turn comes, not up to a second later on the regular tick."""
        due = self.core.next_due()
        if due == self._wake_due:
            return
        self._cancel_wake()
        if due is not None:
            self._wake_due = due
            self._wake = asyncio.get_running_loop().call_at(self._due_on_loop(due), self._on_wake)

    def _cancel_wake(self) -> None:
        if self._wake is not None:
            self._wake.cancel()
        self._wake, self._wake_due = None, None

    @staticmethod
    def _due_on_loop(due: float) -> float:
        # HostCore keeps time.monotonic(); the loop may keep its own clock.
        loop = asyncio.get_running_loop()
        return loop.time() + max(0.0, due - time.monotonic())

    def _on_wake(self) -> None:
        self._wake, self._wake_due = None, None
        try:
            self._apply(self.core.tick(time.monotonic()))
            self._schedule_wake()
        except Exception:
            self.ticks_failed += 1
            log.exception("the host's tick for a held hello failed")

    def _update_local_delay(self) -> None:
        """Real-time games: the host's own seats wait out the guests' round trip (table/realtime.py)."""
        set_delay = getattr(self._controller, "set_local_delay", None)
        trip = self.core.guests_round_trip_ms()
        if set_delay is None or trip is None:
            return
        if abs(trip - self._local_delay_ms) >= 0.05:  # tell the rules thread only when it really moved
            self._local_delay_ms = trip
            set_delay(trip)

    # ------------------------------------------------------------------ effects
    def _apply(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, Send):
                writer = self._writers.get(effect.conn)
                if writer is None:
                    self._send_unwelcomed(effect)
                    continue
                backlog = writer.transport.get_write_buffer_size()
                if backlog > WRITE_BUFFER_CAP:
                    log.warning("peer %d does not read; closing it", effect.conn)
                    self._close(effect.conn)
                    continue
                writer.write(self.core.wire(effect.conn, effect.data))  # sealed for a peer that proved the code
                if backlog > SLOW_READER:
                    self._keep_write_budget()
            elif isinstance(effect, Close):
                self._close(effect.conn)
            elif isinstance(effect, Exchange):
                self._exchange(effect)
            elif isinstance(effect, Submit):
                self._controller.submit_remote(effect)
            elif isinstance(effect, Probe):
                self._controller.probe_remote(effect)
            elif isinstance(effect, HintUsed):
                self._controller.note_hint(effect.seat)
            elif isinstance(effect, SeatsChanged):
                self.seats_changed.emit(effect.seats)
            elif isinstance(effect, AllSeated):
                self.all_seated.emit()
            elif isinstance(effect, ChatPosted):
                if effect.team is None:
                    self.chat_posted.emit(effect.name, effect.text)
                else:
                    self.team_chat_posted.emit(effect.name, effect.text)
            elif isinstance(effect, LostPlace):
                self._count_storm(effect.address, lost=True, crowding=effect.crowding)
            elif isinstance(effect, TurnedAway):
                self._count_storm(effect.address, crowding=effect.crowding)
            elif isinstance(effect, Refused):
                log.info("refused peer %d: %s %s", effect.conn, effect.reason, effect.detail)
                self.peer_refused.emit(effect.conn, effect.reason, effect.detail)
            elif isinstance(effect, Guessing):
                log.info("wrong join codes from %s: %d", effect.guesser.address, effect.guesser.wrong_codes)
                self.guessing.emit(effect.guesser)

    def _send_unwelcomed(self, effect: Send) -> None:
        """A frame for a connection with no transport (yet): one in the waiting room, or one moving out of it."""
        conn = effect.conn
        moving = self._moving.get(conn)
        if moving is not None:
            moving.out.append(self.core.wire(conn, effect.data))
        elif self._waiting is not None and conn in self._waiting:
            if not self._waiting.send(conn, self.core.wire(conn, effect.data)):
                log.warning("peer %d does not read before its welcome; closing it", conn)
                self._close(conn)
            elif self.core.is_welcomed(conn):
                self._welcomed(conn)

    def _exchange(self, effect: Exchange) -> None:
        code, loop, conn = self.core.join_code, self._loop, effect.conn
        assert code is not None and loop is not None

        def answered(answer: Answer) -> None:  # on the worker's result thread, or here when answered on the spot
            with contextlib.suppress(RuntimeError):  # the loop closed: the host is gone
                loop.call_soon_threadsafe(self._on_exchange_answered, conn, answer)

        self._exchanges.answer(code, effect.message, answered)

    def _on_exchange_answered(self, conn: int, answer: Answer) -> None:
        if self.core.closed:
            return
        self._apply(self.core.exchange_answered(conn, answer, time.monotonic()))
        self._schedule_wake()

    def _keep_write_budget(self) -> None:
        """Everything waiting to go out to all peers stays within WRITE_BUDGET: the worst reader goes first."""
        while self._writers:
            sizes = {conn: w.transport.get_write_buffer_size() for conn, w in self._writers.items()}
            if sum(sizes.values()) <= WRITE_BUDGET:
                return
            worst = max(sizes, key=lambda conn: sizes[conn])
            log.warning("peer %d holds %d bytes unsent, over the budget; closing it", worst, sizes[worst])
            self._close(worst)

    def _close(self, conn: int) -> None:
        writer = self._writers.pop(conn, None)
        moving = self._moving.pop(conn, None)
        if writer is not None:
            writer.close()
        elif moving is not None:
            moving.closed = True  # its task closes the transport once made
        elif self._waiting is not None and conn in self._waiting:
            self._waiting.close(conn)
        else:
            return
        self._apply(self.core.disconnected(conn, time.monotonic()))

    # ------------------------------------------------------------------ the rules thread
    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        # Each seat's log as the rules thread redacted it for that seat: a card drawn is never named to others.
        views: dict[int, SeatView] = {
            -1: SeatView(update.views[TableUpdate.PUBLIC], [], self._log_json(-1, update.log_for(None)))
        }
        for seat, spec in enumerate(update.setup.seats):
            if spec.kind is SeatKind.REMOTE and seat in update.views:
                log = update.log_for(seat)
                views[seat] = SeatView(update.views[seat], update.legal.get(seat, []), self._log_json(seat, log))
        # The referee's countdown: its deadline is time.monotonic() in this process, the clock passed as ``now``.
        countdown = getattr(update, "countdown", None)
        at = (
            CountdownAt(countdown.phase, countdown.round, tuple(countdown.seats), countdown.deadline, countdown.total_ms)
            if countdown is not None
            else None
        )
        game_id = update.setup.game_id
        turn_based = game_id in GAMES and not is_real_time(game_id)
        public = update.views[TableUpdate.PUBLIC]
        teams = public.get("teams") if isinstance(public, dict) else None
        self._apply(
            self.core.updates.table_changed(
                update.version,
                views,
                update.outcome.finished,
                at,
                time.monotonic(),
                getattr(update, "paused", False),
                answer_at(game_id, getattr(update, "answer", None)),
                getattr(update, "timed_out", None),
                # Who the table waits on: public in a turn-based game (the host's own screen says it), never sent
                # for a real-time one, where it would tell who holds a card that can be played.
                tuple(update.current_seats) if turn_based else None,
                tuple(t for t in teams if isinstance(t, int)) if isinstance(teams, list) else (),
            )
        )

    def _log_json(self, key: int, log: tuple[Any, ...]) -> list[Any]:
        """``log`` as JSON, encoding only the entries this reader's log gained since the last change (the rules
        thread hands over the same entry objects each time, so the last one encoded says where to go on)."""
        done, encoded = self._encoded_logs.get(key, (None, []))
        if done is None or len(encoded) > len(log) or log[len(encoded) - 1] is not done:
            encoded = []
        encoded.extend(entry.to_json() for entry in log[len(encoded) :])
        self._encoded_logs[key] = (log[-1] if log else None, encoded)
        return list(encoded)  # a copy: the next change extends this one

    def _on_controller_remote_answered(self, conn: int, seq: int, accepted: bool, reason: str, details: Any) -> None:
        self._apply(self.core.answer_intent(conn, seq, accepted, reason, dict(details or {})))

    def _on_controller_remote_explained(self, conn: int, seq: int, reason: str, details: Any) -> None:
        self._apply(self.core.answer_probe(conn, seq, reason, dict(details or {})))


@dataclass
class _Moving:
    """A connection just welcomed, its transport being made: what it is sent meanwhile waits here."""

    sock: socket.socket
    out: list[bytes]
    closed: bool = False


def answer_at(game_id: str, answer: Any) -> AnswerAt | None:
    """The rules thread's out-of-turn window (``table.answers.AnswerWindow``) as the guests get it: only the details
    the game declares public (``table.answers.public_details``), only plain values, as views are whitelisted; its
    deadline is time.monotonic() in this process, the clock the adapter passes HostCore as ``now``."""
    if answer is None:
        return None
    public = public_details(game_id)
    details = {
        key: value
        for key, value in answer.details.items()
        if key in public and (value is None or isinstance(value, (bool, int, str)))
    }
    return AnswerAt(answer.seat, answer.kind, details, answer.deadline, answer.total_ms)


def _has_data(sock: socket.socket) -> bool:
    """Whether bytes already wait on a just-accepted socket (peeked, not taken: the transport reads them).

    In a storm of connections many are accepted before any is read; an honest client's hello is then already
    here, and this tells it from the silent ones around it (HostCore.connected)."""
    try:
        return bool(sock.recv(1, socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0)))
    except OSError:  # BlockingIOError: nothing yet (the socket is non-blocking)
        return False
