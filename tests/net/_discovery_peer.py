"""A process that advertises one table, or browses for tables, and reports as JSON lines on stdout.

    python -m tests.net._discovery_peer advertise --name NAME --port PORT [--interfaces A,B] [--free N]
    python -m tests.net._discovery_peer browse [--interfaces A,B]
    python -m tests.net._discovery_peer lobby --interfaces A,B
    python -m tests.net._discovery_peer garbage --interfaces A

"lobby" is the app's own join dialog (offscreen) over a real Browser: it reports the lines of its table list
whenever the list changes, and saves a picture of itself on "shot PATH". All but "garbage" run on qasync, as
the app does; "garbage" is a hostile responder sending bad ads under our
type. Commands arrive as lines on stdin: "free N" (advertise: update the free seats), "again" (garbage: send
another burst), "stop" (withdraw the table, or stop browsing, then report the threads left and exit). End of
input means stop. Every line carries "t", the monotonic clock (shared by all processes of the machine), so a
test can measure the time from one process's event to another's.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from typing import Any


def emit(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, "t": time.monotonic(), **fields}), flush=True)


def ad_json(ad: Any) -> dict[str, Any]:
    data = dataclasses.asdict(ad)
    data["addresses"] = list(ad.addresses)
    return data


class Commands:
    """stdin lines, read on the event loop (no thread: the exit report counts threads)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self._buffer = b""
        self._loop = loop
        loop.add_reader(sys.stdin.fileno(), self._on_stdin_readable)

    def _on_stdin_readable(self) -> None:
        data = os.read(sys.stdin.fileno(), 4096)
        if not data:
            self._loop.remove_reader(sys.stdin.fileno())
            self.queue.put_nowait("stop")
            return
        self._buffer += data
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            self.queue.put_nowait(line.decode().strip())

    def close(self) -> None:
        self._loop.remove_reader(sys.stdin.fileno())


async def advertise(args: argparse.Namespace) -> None:
    from tabletop_qt.net.discovery import Advertiser, TableAd, lan_addresses
    from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN

    addresses = args.interfaces.split(",") if args.interfaces else lan_addresses()
    ad = TableAd(
        instance=args.instance or uuid.uuid4().hex,
        table_name=args.name,
        game=args.game,
        app_version="test",
        protocol=PROTOCOL,  # this app's: a table the lists offer to join, not one of an older app
        protocol_min=PROTOCOL_MIN,
        free_seats=args.free,
        seats=args.seats,
        code_required=False,
        host_name=args.host,
        addresses=tuple(addresses),
        port=args.port,
    )
    commands = Commands(asyncio.get_running_loop())
    advertiser = Advertiser()
    emit("starting", addresses=addresses)
    await advertiser.start(ad)
    emit("advertised", ad=ad_json(ad))
    while True:
        command = await commands.queue.get()
        if command.startswith("free "):
            ad = dataclasses.replace(ad, free_seats=int(command.split()[1]))
            await advertiser.update(ad)
            emit("updated", ad=ad_json(ad))
        elif command == "stop":
            break
    commands.close()
    emit("stopping")
    await advertiser.stop()
    emit("stopped", threads=[t.name for t in threading.enumerate() if t is not threading.main_thread()])


async def browse(args: argparse.Namespace) -> None:
    from tabletop_qt.net.discovery import Browser

    browser = Browser()

    def on_gui_thread() -> bool:
        return threading.current_thread() is threading.main_thread()

    browser.table_found.connect(lambda ad: emit("found", ad=ad_json(ad), gui_thread=on_gui_thread()))
    browser.table_updated.connect(lambda ad: emit("updated", ad=ad_json(ad), gui_thread=on_gui_thread()))
    browser.table_lost.connect(lambda instance: emit("lost", instance=instance, gui_thread=on_gui_thread()))
    commands = Commands(asyncio.get_running_loop())
    emit("starting")
    browser.start(args.interfaces.split(",") if args.interfaces else None)
    emit("browsing")
    while await commands.queue.get() != "stop":
        pass
    commands.close()
    started = time.monotonic()
    browser.stop()
    emit(
        "stopped",
        stop_seconds=time.monotonic() - started,
        threads=[t.name for t in threading.enumerate() if t is not threading.main_thread()],
    )


async def lobby(args: argparse.Namespace) -> None:
    from tabletop_qt.net.discovery import Browser
    from tabletop_qt.ui.join_dialog import JoinDialog

    chosen = args.interfaces.split(",")

    class HereBrowser(Browser):
        """The real Browser, on this namespace's interfaces (its loopback is not one lan_addresses() offers)."""

        def start(self, interfaces: list[str] | None = None) -> None:
            super().start(chosen if interfaces is None else interfaces)

    tasks: set[asyncio.Future[Any]] = set()

    def spawn(coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    dialog = JoinDialog(spawn, name="Peer", browser_factory=HereBrowser)

    def report(*_: Any) -> None:
        items = [dialog.table_item(row) for row in range(dialog.table_count())]
        emit("tables", texts=[item.text() for item in items], warned=[not item.icon().isNull() for item in items])

    # Connected after the dialog's own slots: the list has changed when these run.
    for signal in (dialog.browser.table_found, dialog.browser.table_updated, dialog.browser.table_lost):
        signal.connect(report)
    commands = Commands(asyncio.get_running_loop())
    dialog.show()
    dialog.start_browsing()
    emit("browsing")
    while (command := await commands.queue.get()) != "stop":
        if command.startswith("shot "):
            emit("shot", saved=dialog.grab().save(command.split(" ", 1)[1]))
    commands.close()
    dialog.reject()  # stops the browser, as closing the dialog does in the app
    dialog.deleteLater()
    emit("stopped", threads=[t.name for t in threading.enumerate() if t is not threading.main_thread()])


def send_garbage(args: argparse.Namespace) -> None:
    """A hostile or broken responder: ads under our type that no browser may list, one burst per "again"."""
    from zeroconf import DNSAddress, DNSOutgoing, DNSPointer, DNSService, DNSText, IPVersion, Zeroconf
    from zeroconf.const import (
        _CLASS_IN,
        _CLASS_IN_UNIQUE,
        _FLAGS_AA,
        _FLAGS_QR_RESPONSE,
        _TYPE_A,
        _TYPE_PTR,
        _TYPE_SRV,
        _TYPE_TXT,
    )

    from tabletop_qt.net.discovery import SERVICE_TYPE

    interfaces = args.interfaces.split(",")
    zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    address = socket.inet_aton(interfaces[0])
    valid_txt = b"".join(
        bytes((len(item),)) + item
        for item in (
            b"name=Fake",
            b"game=tea_time",
            b"app=x",
            b"proto=1",
            b"proto_min=1",
            b"free=1",
            b"seats=2",
            b"code=0",
            b"host=h",
        )
    )

    def burst() -> list[str]:
        out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
        unresolvable = f"{uuid.uuid4().hex}.{SERVICE_TYPE}"  # a PTR with nothing behind it: resolving waits
        complete = [
            (f"not-a-uuid.{SERVICE_TYPE}", valid_txt),
            (f"{uuid.uuid4().hex}.{SERVICE_TYPE}", b"\x05\xff\xfe=\x00\x01"),
            (f"{uuid.uuid4().hex}.{SERVICE_TYPE}", valid_txt.replace(b"seats=2", b"seats=X")),
        ]
        for name, txt in complete:
            server = f"garbage-{uuid.uuid4().hex[:8]}.local."
            out.add_answer_at_time(DNSPointer(SERVICE_TYPE, _TYPE_PTR, _CLASS_IN, 120, name), 0)
            out.add_answer_at_time(DNSService(name, _TYPE_SRV, _CLASS_IN_UNIQUE, 120, 0, 0, 4000, server), 0)
            out.add_answer_at_time(DNSText(name, _TYPE_TXT, _CLASS_IN_UNIQUE, 120, txt), 0)
            out.add_answer_at_time(DNSAddress(server, _TYPE_A, _CLASS_IN_UNIQUE, 120, address), 0)
        out.add_answer_at_time(DNSPointer(SERVICE_TYPE, _TYPE_PTR, _CLASS_IN, 120, unresolvable), 0)
        zc.send(out)
        return [name for name, _ in complete] + [unresolvable]

    emit("sent", names=burst())
    for line in sys.stdin:
        if line.strip() == "again":
            emit("sent", names=burst())
        elif line.strip() == "stop":
            break
    zc.close()
    emit("stopped", threads=[t.name for t in threading.enumerate() if t is not threading.main_thread()])
    emit("exited", pending_tasks=0)


# --- the test side: a peer process seen from the parent ---


class PeerProcess:
    """A _discovery_peer process; its JSON lines are read on a thread so waits can time out."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        try:
            for line in self.process.stdout:
                self.lines.put(json.loads(line))
        except (OSError, ValueError):  # the pipe closed under us: the hosts were torn down mid-test
            pass
        self.lines.put(None)

    def wait_for(self, event: str, timeout: float = 10.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            try:
                item = self.lines.get(timeout=max(remaining, 0.01))
            except queue.Empty:
                item = None
            if item is None:
                raise AssertionError(f"no {event!r} line; got {self.seen}; stderr: {self.stderr()}")
            self.seen.append(item)
            if item["event"] == event:
                return item

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def finish(self) -> tuple[dict[str, Any], str]:
        """Stop the peer; its "stopped" report, and its stderr (which must hold no warning)."""
        self.send("stop")
        stopped = self.wait_for("stopped")
        exited = self.wait_for("exited")
        assert self.process.wait(timeout=10) == 0
        assert exited["pending_tasks"] == 0
        return stopped, self.stderr()

    def stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return "(still running)"
        return self.process.stderr.read()


def peer(start: Callable[..., subprocess.Popen[str]], *args: str) -> PeerProcess:
    """Start a peer with ``start`` (a host's ``run``, taking the command and Popen keywords)."""
    command = [sys.executable, "-m", "tests.net._discovery_peer", *args]
    return PeerProcess(start(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))


def main() -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    adv = sub.add_parser("advertise")
    adv.add_argument("--name", required=True)
    adv.add_argument("--port", type=int, required=True)
    adv.add_argument("--game", default="tea_time")
    adv.add_argument("--free", type=int, default=1)
    adv.add_argument("--seats", type=int, default=2)
    adv.add_argument("--interfaces", default=None)
    adv.add_argument("--host", default="peer", help="the host name the ad carries")
    adv.add_argument("--instance", default=None, help="announce this instance (another's: an impostor)")
    brw = sub.add_parser("browse")
    brw.add_argument("--interfaces", default=None)
    lob = sub.add_parser("lobby")
    lob.add_argument("--interfaces", required=True)
    garbage = sub.add_parser("garbage")
    garbage.add_argument("--interfaces", required=True)
    args = parser.parse_args()
    if args.command == "garbage":
        send_garbage(args)
        return 0

    import qasync
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QCoreApplication.instance() or (QApplication if args.command == "lobby" else QCoreApplication)([sys.argv[0]])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    run = {"advertise": advertise, "browse": browse, "lobby": lobby}[args.command]
    with loop:
        loop.run_until_complete(run(args))
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    emit("exited", pending_tasks=len(pending))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
