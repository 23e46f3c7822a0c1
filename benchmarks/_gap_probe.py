"""What the GUI thread ran in a long gap, seen from a watchdog thread (used by gui_stall.py, not a benchmark itself).

The stall monitor's 1 ms tick says when the GUI thread was away from its event loop, and the wrapped methods and
events say which of the app's work ran; a gap may still hold CPU time no span accounts for. This probe looks at the
GUI thread from outside while a gap is open: a plain Python thread wakes every ``poll_ms`` and, once the last tick
is older than ``open_ms``, records one sample:

* the GUI thread's Python stack (``sys._current_frames``; below its innermost Python frame it may be in Qt),
* the GUI thread's CPU clock (``pthread_getcpuclockid``: readable from another thread),
* the GUI thread's state, minor page faults and run-queue wait from ``/proc`` (a fault storm or a thread kept
  off the CPU shows there, not in Python),
* the machine's stolen time (``/proc/stat``: a virtual CPU the host did not run; the guest may count it as
  the thread's CPU time),
* how late the watchdog itself woke: it needs the interpreter lock, so a GUI thread that holds the lock in
  C++ for a long stretch shows as a late sample whose stack is where it let go.

Each sample costs the watchdog a few /proc reads, only while a gap is open; between gaps it takes the lock
for a few microseconds a wake.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

perf = time.perf_counter


@dataclass(frozen=True)
class Sample:
    at: float  # perf_counter
    late_s: float  # the watchdog's wake past its due time
    gui_cpu_s: float  # the GUI thread's CPU clock
    state: str  # R running/runnable, S sleeping, ...
    minor_faults: int
    run_wait_ns: int  # time spent runnable, waiting for a CPU (schedstat)
    steal_ticks: int  # the machine's stolen time, USER_HZ ticks
    stack: tuple[str, ...]  # innermost first
    others: tuple[tuple[str, ...], ...]  # the other Python threads' innermost frames (the rules thread among them)


def _read(path: str) -> str:
    try:
        with open(path, encoding="ascii") as f:
            return f.read()
    except OSError:
        return ""


def _task_stat(tid: int) -> tuple[str, int]:
    """State and minor faults from /proc/self/task/TID/stat (the fields after the command's closing paren)."""
    text = _read(f"/proc/self/task/{tid}/stat")
    rest = text[text.rfind(")") + 2:].split()
    if len(rest) < 8:
        return "?", 0
    return rest[0], int(rest[7])  # state (field 3), minflt (field 10)


def _run_wait_ns(tid: int) -> int:
    parts = _read(f"/proc/self/task/{tid}/schedstat").split()
    return int(parts[1]) if len(parts) > 1 else 0


def _steal_ticks() -> int:
    line = _read("/proc/stat").split("\n", 1)[0].split()
    return int(line[8]) if len(line) > 8 else 0


def _stack(frame: Any, limit: int = 14) -> tuple[str, ...]:
    out = []
    while frame is not None and len(out) < limit:
        code = frame.f_code
        out.append(f"{code.co_name} ({os.path.basename(code.co_filename)}:{frame.f_lineno})")
        frame = frame.f_back
    return tuple(out)


class GapProbe:
    """Start it on the GUI thread; ``last_tick`` gives the stall monitor's latest tick (perf_counter)."""

    def __init__(self, last_tick: Callable[[], float], poll_ms: float = 2.0, open_ms: float = 6.0) -> None:
        self._last_tick = last_tick
        self._poll_s = poll_ms / 1000
        self._open_s = open_ms / 1000
        self._gui_ident = threading.get_ident()
        self._gui_tid = threading.get_native_id()
        self._gui_clock = time.pthread_getcpuclockid(self._gui_ident)
        self.samples: list[Sample] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="gap-probe", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        due = perf() + self._poll_s
        while not self._stop.is_set():
            time.sleep(max(0.0, due - perf()))
            now = perf()
            late = now - due
            due = now + self._poll_s
            if now - self._last_tick() < self._open_s:
                continue
            stack, others = self._stacks()
            cpu = time.clock_gettime(self._gui_clock)
            state, faults = _task_stat(self._gui_tid)
            self.samples.append(
                Sample(now, late, cpu, state, faults, _run_wait_ns(self._gui_tid), _steal_ticks(), stack, others)
            )

    def _stacks(self) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
        """The GUI thread's stack as text, its frames let go of at once: a frame kept past its function's return
        keeps that function's arguments alive, and a QEvent's wrapper that outlives its event leaves PySide a stale
        wrapper at an address Qt reuses (a receiver then arrives as a QEvent: notify's TypeError)."""
        frames = sys._current_frames()
        try:
            mine = threading.get_ident()
            others = tuple(
                _stack(frame, 5) for ident, frame in frames.items() if ident not in (mine, self._gui_ident)
            )
            return _stack(frames.get(self._gui_ident)), others
        finally:
            del frames

    def inside(self, start: float, end: float) -> list[Sample]:
        return [s for s in self.samples if start <= s.at <= end]


def describe(samples: list[Sample]) -> dict[str, Any]:
    """A gap's samples summed up: the CPU, faults, run-queue wait and steal between the first and the last sample,
    the watchdog's longest lateness, and each distinct stack with the GUI thread's CPU while it was seen there."""
    if not samples:
        return {"samples": 0}
    by_stack: dict[tuple[str, ...], float] = {}
    for before, after in zip(samples, samples[1:]):
        by_stack[before.stack] = by_stack.get(before.stack, 0.0) + (after.gui_cpu_s - before.gui_cpu_s)
    by_stack.setdefault(samples[-1].stack, 0.0)
    # Where the other threads were, a count of samples each (the idle ones wait in their event loop or a sleep).
    elsewhere: dict[tuple[str, ...], int] = {}
    for sample in samples:
        for stack in sample.others:
            elsewhere[stack] = elsewhere.get(stack, 0) + 1
    first, last = samples[0], samples[-1]
    return {
        "samples": len(samples),
        "seen_ms": round((last.at - first.at) * 1000, 2),
        "seen_gui_cpu_ms": round((last.gui_cpu_s - first.gui_cpu_s) * 1000, 2),
        "minor_faults": last.minor_faults - first.minor_faults,
        "run_queue_wait_ms": round((last.run_wait_ns - first.run_wait_ns) / 1e6, 2),
        "steal_ms": (last.steal_ticks - first.steal_ticks) * 1000 // os.sysconf("SC_CLK_TCK"),
        "states": "".join(s.state for s in samples),
        "probe_latest_ms": round(max(s.late_s for s in samples) * 1000, 2),
        "stacks": [
            {"gui_cpu_ms": round(cpu * 1000, 2), "stack": list(stack[:10])}
            for stack, cpu in sorted(by_stack.items(), key=lambda item: -item[1])[:6]
        ],
        "other_threads": [
            {"samples": count, "stack": list(stack)}
            for stack, count in sorted(elsewhere.items(), key=lambda item: -item[1])[:4]
        ],
    }
