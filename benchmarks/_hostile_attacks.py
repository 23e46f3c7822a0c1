"""The review's attack classes (2026-11-26), one at a time, in a process of their own (lan_hostile.py --classes).

    python benchmarks/lan_hostile.py --attack-class NAME --port PORT --seconds S

Each class runs until ``--seconds`` have passed or it is terminated. A line on stdin is the port of the next
game's host: every connection goes there from its next attempt on (the ones open to the old host end with it),
so one attacker serves a whole round of games and its start-up is paid once. Also here: the honest spectator's
join probe, made as the app's client joins (the join code's exchange, then sealed frames).
"""

from __future__ import annotations

import asyncio
import json
import struct
import sys
import time
from typing import Any

from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN

CODE = "4711"
CLASSES = ("idle_one", "idle_many", "trickle_one", "trickle_many", "guess_one", "guess_many", "held_wake",
           "big_pings", "bad_hellos", "chat_flood")


def frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def hello(**fields: Any) -> bytes:
    """A hand-made hello in clear: a code in it is never compared (the host counts it as a wrong one)."""
    return frame({"t": "hello", "proto": PROTOCOL, "proto_min": PROTOCOL_MIN, "name": "X", **fields})


class Target:
    """The port of the host under attack now; ``moved`` is set (and replaced) each time it changes."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.moved = asyncio.Event()

    def move(self, port: int) -> None:
        self.port = port
        self.moved.set()
        self.moved = asyncio.Event()


async def _cycle(target: Target, source: str, stop: asyncio.Event, send: bytes, hold: bool) -> None:
    """Open, send ``send``, then (``hold``) keep the connection until the host closes it; again at once."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", target.port, local_addr=(source, 0))
        except OSError:
            await asyncio.sleep(0.05)
            continue
        try:
            if send:
                writer.write(send)
            if hold:
                done = asyncio.ensure_future(reader.read())
                stopped = asyncio.ensure_future(stop.wait())
                await asyncio.wait({done, stopped}, return_when=asyncio.FIRST_COMPLETED)
                done.cancel()
                stopped.cancel()
            else:
                await asyncio.wait_for(reader.read(), 5)
        except (OSError, asyncio.TimeoutError):
            pass
        finally:
            writer.close()
        await asyncio.sleep(0.05)


async def welcomed(port: int, source: str | None = None, **core: Any) -> tuple[Any, Any, Any]:
    """A connection that went through the join code's exchange as the app's client does: (reader, writer, its
    ClientCore, which seals what we send); raises ConnectionError if refused."""
    from tabletop_qt.net.client_core import ClientCore, Outgoing, Rejected, Welcomed

    client = ClientCore(core.pop("name", "X"), code=CODE, **core)
    local = {"local_addr": (source, 0)} if source else {}
    reader, writer = await asyncio.open_connection("127.0.0.1", port, **local)
    writer.write(client.hello())
    while data := await reader.read(65536):
        for event in client.received(data):
            if isinstance(event, Outgoing):
                writer.write(event.data)
            elif isinstance(event, Welcomed):
                return reader, writer, client
            elif isinstance(event, Rejected):
                writer.close()
                raise ConnectionError(event.reason)
    writer.close()
    raise ConnectionError("closed")


async def _welcomed_flood(target: Target, source: str, stop: asyncio.Event, make: Any, rate: float) -> None:
    """A welcomed peer (spectator, right code) sending ``make(n)`` frames at ``rate`` a second; back when cut."""
    while not stop.is_set():
        try:
            reader, writer, client = await welcomed(target.port, source, spectator=True)
            n = 0
            drain = asyncio.ensure_future(reader.read(1 << 20))
            while not stop.is_set() and not writer.is_closing() and not (drain.done() and drain.exception()):
                n += 1
                writer.write(client.seal(make(n)))
                await writer.drain()
                await asyncio.sleep(1 / rate)
                if drain.done() and not drain.exception():
                    if not drain.result():
                        break
                    drain = asyncio.ensure_future(reader.read(1 << 20))
            drain.cancel()
            writer.close()
        except (OSError, ConnectionError):  # cut off while writing, refused, or the host is gone: come back
            pass
        await asyncio.sleep(0.05)


async def _held_wake(target: Target, stop: asyncio.Event) -> None:
    """The wake bug's trigger (seven wrong codes from one address, so the eighth hello is held), on each host."""
    while not stop.is_set():
        moved = target.moved
        for i in range(7):
            try:
                await asyncio.wait_for(_cycle_once(target.port, "127.5.9.1", hello(code=f"{i:04d}")), 5)
            except (OSError, asyncio.TimeoutError):
                pass
        await moved.wait()


async def _cycle_once(port: int, source: str, send: bytes) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    writer.write(send)
    await reader.read()
    writer.close()


async def attack_class(name: str, port: int, seconds: float) -> None:
    import logging

    logging.getLogger("asyncio").setLevel(logging.CRITICAL)  # a cut-off attacker's write errors are expected
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.call_later(seconds, stop.set)  # bounded: it stops by itself
    target = Target(port)
    many = [f"127.5.{i // 200}.{i % 200 + 1}" for i in range(60)]
    trickle = hello(code=None)[:1]
    if name == "idle_one":
        tasks = [_cycle(target, "127.5.9.1", stop, b"", True) for _ in range(300)]
    elif name == "idle_many":
        tasks = [_cycle(target, many[i % 60], stop, b"", True) for i in range(300)]
    elif name == "trickle_one":
        tasks = [_cycle(target, "127.5.9.1", stop, trickle, True) for _ in range(300)]
    elif name == "trickle_many":
        tasks = [_cycle(target, many[i % 60], stop, trickle, True) for i in range(300)]
    elif name == "guess_one":
        tasks = [_cycle(target, "127.5.9.1", stop, hello(code=f"{i:04d}"), False) for i in range(8)]
    elif name == "guess_many":
        tasks = [_cycle(target, many[i], stop, hello(code=f"{i:04d}"), False) for i in range(49)]
    elif name == "held_wake":
        tasks = [_held_wake(target, stop)]
        tasks += [_cycle(target, f"127.5.7.{i % 8 + 1}", stop, b"\x00", True) for i in range(64)]
    elif name == "big_pings":
        pad = "[" * 30 + "]" * 30
        tasks = [_welcomed_flood(target, "127.5.9.1", stop,
                                 lambda n: frame({"t": "ping", "n": n, "pad": [pad] * 240}), 20.0)]
    elif name == "bad_hellos":
        bad = frame({"t": "hello", "proto": "x", "pad": [[[1]]] * 300})
        tasks = [_cycle(target, many[i], stop, bad, False) for i in range(60)]
    elif name == "chat_flood":
        tasks = [_welcomed_flood(target, "127.5.9.1", stop, lambda n: frame({"t": "chat", "text": f"spam {n}"}), 1000.0)]
    else:
        raise SystemExit(f"no attack class {name}")

    async def follow() -> None:  # each line: the next game's host
        while line := await loop.run_in_executor(None, sys.stdin.readline):
            if line.strip():
                target.move(int(line))
        stop.set()  # the benchmark is gone

    follower = asyncio.ensure_future(follow())
    print("ready", flush=True)
    await asyncio.gather(*[asyncio.ensure_future(t) for t in tasks], return_exceptions=True)
    follower.cancel()


PROBE_ADDRESS = "127.0.0.2"  # the honest spectator's computer: not the joiner's (127.0.0.1), which joins meanwhile
# (two clients of one address in the join code's exchange at once: the second is told to try later, by design)


async def join_time(port: int) -> float | None:
    """Seconds from connecting to the welcome for an honest spectator with the right code (None: refused)."""
    start = time.monotonic()
    for _ in range(20):  # as NetClient does with lan.host_busy, a little longer
        try:
            _, writer, _ = await asyncio.wait_for(welcomed(port, PROBE_ADDRESS, name="Honest", spectator=True), 15)
        except ConnectionError as refused:
            if str(refused) != "lan.host_busy":
                return None
            await asyncio.sleep(0.3)
            continue
        except (OSError, asyncio.TimeoutError):
            return None
        writer.close()
        return time.monotonic() - start
    return None
