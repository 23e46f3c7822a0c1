"""The headless host with its loop's work timed, for finding what holds a guest's intent up (benchmarks only).

    python benchmarks/_loop_probe.py OUT.jsonl host ...   (the arguments of ``python -m tabletop_qt.net``)

Every asyncio callback (qasync runs each one through ``Handle._run``, socket readiness included) that takes
longer than ``SLOW_MS``, every collection of the garbage collector, and each rules-thread update the host hands
on (Qt slot, not an asyncio callback) are written to OUT.jsonl with monotonic nanoseconds: the clock the
joiner's ``--trace`` uses, so a slow intent's window can be laid over what the host's loop thread did then.
Each slow callback has its CPU time and its run-queue wait (the kernel's schedstat: runnable, no CPU free), and
its stack when it ran past 3 ms; each frame received from a welcomed peer and each update has every thread's
CPU and run-queue wait so far; every callback's CPU is summed by 10 ms and by what it was ("busy" lines). The extra threads (a watchdog,
a writer every 50 ms) cost a little interpreter-lock time of their own: for finding causes, not for the
benchmark's figures.
"""

from __future__ import annotations

import asyncio
import atexit
import gc
import json
import os
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SLOW_MS = 1.0
now = time.monotonic_ns
records: list[dict[str, object]] = []


running: dict[str, object] = {}  # the callback running now: its start, for the watchdog


def _what(handle: asyncio.Handle) -> str:
    args = getattr(handle, "_args", None) or ()
    if len(args) == 5 and callable(args[3]):  # qasync's socket notifier wrapper: name the reader's callback
        return f"reader fd {args[2]}: {getattr(args[3], '__qualname__', repr(args[3]))}"
    return repr(handle)[:300]


_schedstat: list[int] = []  # the main thread's /proc schedstat, kept open (read with pread: a fresh reading)


def _run_delay() -> int:
    """Nanoseconds the main thread has waited for a CPU, runnable, so far (the kernel's schedstat): time off
    the CPU that is not this process's doing, as opposed to waiting for the interpreter lock (asleep)."""
    return int(os.pread(_schedstat[0], 100, 0).split()[1]) if _schedstat else 0


busy: dict[tuple[int, str], int] = {}


def _kind(handle: asyncio.Handle) -> str:
    args = getattr(handle, "_args", None) or ()
    callback = args[3] if len(args) == 5 and callable(args[3]) else handle._callback
    owner = getattr(callback, "__self__", None)
    if isinstance(owner, asyncio.Task):
        return "task " + getattr(owner.get_coro(), "__qualname__", "?")
    return getattr(callback, "__qualname__", type(callback).__name__)


def _timed_run(original):  # type: ignore[no-untyped-def]
    def run(self):  # type: ignore[no-untyped-def]
        start, cpu, queued = now(), time.thread_time_ns(), _run_delay()
        running["start"], running["stacks"] = start, []
        try:
            return original(self)
        finally:
            took = now() - start
            used = time.thread_time_ns() - cpu
            key = (start // 10_000_000, _kind(self))  # every callback's CPU, by 10 ms and by what it was
            busy[key] = busy.get(key, 0) + used
            stacks = running.pop("stacks", [])
            running.pop("start", None)
            if took > SLOW_MS * 1e6:
                records.append({"kind": "callback", "t0": start, "t1": start + took, "what": _what(self),
                                "cpu_ms": (time.thread_time_ns() - cpu) / 1e6,
                                "runqueue_ms": (_run_delay() - queued) / 1e6, "stacks": stacks})

    return run


def _watch(main_id: int) -> None:
    """Every millisecond: a callback running for more than 3 ms has the main thread's stack taken (where it is
    then, once this thread gets the interpreter lock)."""
    import traceback

    while True:
        time.sleep(0.001)
        start = running.get("start")
        stacks = running.get("stacks")
        if start is None or not isinstance(stacks, list) or now() - start < 3e6 or len(stacks) >= 5:
            continue
        frame = sys._current_frames().get(main_id)
        if frame is not None:
            stacks.append({"at_ms": (now() - start) / 1e6,
                           "stack": [f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno} {f.name}"
                                     for f in traceback.extract_stack(frame)[-8:]]})


def _gc_watch(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _gc_watch.start = now()  # type: ignore[attr-defined]
    else:
        start = getattr(_gc_watch, "start", now())
        records.append({"kind": "gc", "t0": start, "t1": now(), "generation": info["generation"],
                        "collected": info["collected"]})


def _threads() -> dict[str, list[int]]:
    """Each thread of this process: name -> [ns on a CPU, ns waiting for one while runnable] so far."""
    out: dict[str, list[int]] = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            comm = Path(f"/proc/self/task/{tid}/comm").read_text().strip()
            run, wait = Path(f"/proc/self/task/{tid}/schedstat").read_text().split()[:2]
        except OSError:
            continue
        out[f"{comm}/{tid}"] = [int(run), int(wait)]
    return out


def _timed_slot(cls, name: str, only=None):  # type: ignore[no-untyped-def]
    """``only(self, *args)``: which calls are timed (reading every thread's /proc files costs about a
    millisecond: done for each stranger's frame, it was most of what a storm cost the probed host)."""
    original = getattr(cls, name)

    def slot(self, *args):  # type: ignore[no-untyped-def]
        if only is not None and not only(self, *args):
            return original(self, *args)
        start, cpu, queued = now(), time.thread_time_ns(), _run_delay()
        try:
            return original(self, *args)
        finally:
            records.append({"kind": name, "t0": start, "t1": now(), "cpu_ms": (time.thread_time_ns() - cpu) / 1e6,
                            "runqueue_ms": (_run_delay() - queued) / 1e6, "threads": _threads()})

    setattr(cls, name, slot)


def main() -> int:
    out = Path(sys.argv[1])
    asyncio.events.Handle._run = _timed_run(asyncio.events.Handle._run)  # type: ignore[method-assign]
    gc.callbacks.append(_gc_watch)
    _schedstat.append(os.open(f"/proc/self/task/{threading.get_native_id()}/schedstat", os.O_RDONLY))
    threading.Thread(target=_watch, args=(threading.get_ident(),), daemon=True).start()
    from tabletop_qt.net.host import NetHost
    from tabletop_qt.net.host_core import HostCore

    _timed_slot(NetHost, "_on_controller_table_updated")
    # The game's own frames only (a welcomed peer's: the joiner's intents), not the strangers'.
    _timed_slot(HostCore, "received", lambda core, conn, *_: getattr(core._peers.get(conn), "greeted", False))
    _timed_slot(HostCore, "tick")
    _timed_slot(NetHost, "_refilter")

    sink = out.open("a")

    def write() -> None:  # the host is killed at the end of a game: what was seen is on disk every 50 ms
        while records:
            sink.write(json.dumps(records.pop(0)) + "\n")
        for key in list(busy):
            if key[0] < now() // 10_000_000 - 1:
                sink.write(json.dumps({"kind": "busy", "bin": key[0], "what": key[1], "cpu_ns": busy.pop(key)}) + "\n")
        sink.flush()

    def flush_forever() -> None:
        while True:
            time.sleep(0.05)
            write()

    threading.Thread(target=flush_forever, daemon=True).start()
    atexit.register(write)
    from tabletop_qt.net.__main__ import main as net_main

    try:
        return net_main(sys.argv[2:])
    finally:
        write()


if __name__ == "__main__":
    raise SystemExit(main())
