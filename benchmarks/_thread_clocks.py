"""Every thread of the app seen from another process: its CPU and state each millisecond (used by gui_stall.py).

A gap in which the GUI thread sleeps (state S, a fraction of a ms of its CPU in 20 ms) with none of the app's work
running has two possible causes the in-process probe cannot tell apart, because its watchdog is a Python thread:

* another thread of the app holds the interpreter lock in one long C call (the GUI thread then waits on the lock,
  asleep, and the watchdog waits too), or
* nothing in the app could run: the machine woke the GUI thread late (a virtual CPU the host let halt).

This sampler is a separate process at a high priority, so it needs neither the app's interpreter lock nor a CPU the
app's threads hold. Every ``PERIOD_S`` it reads each of the app's threads' run time (``schedstat``, ns) and state
from ``/proc``, and notes how late it woke itself. In a gap, a thread of the app that ran for most of it held the
lock (the first cause); a gap in which the sampler itself woke late by most of the gap is the machine's (the second).
"""

from __future__ import annotations

import bisect
import os
from array import array
from pathlib import Path
from typing import Any

from _child_records import ChildRecords

PERIOD_S = 0.001
STATES = "RSDTtZXIP"  # /proc stat's state letters, as a code in the records
FREEZE_LOOKAHEAD_S = 0.2  # a wake due in a span is looked for this long after it

# The child: every period, one record per thread of the app (time, tid, run ns, run-queue wait ns, state code) and
# one of its own lateness (time, -1, lateness s, 0, 0); each thread's files held open and read again with pread.
CHILD = r"""
import os, sys, time
from array import array
try:
    os.nice(-10)  # ahead of the app's threads for a CPU: its own lateness is the machine's, not the app's
except PermissionError:
    pass  # not root: at the app's priority, its lateness may include a wait behind the app
out, pid, period = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND), int(sys.argv[2]), float(sys.argv[3])
states = sys.argv[4]
perf = time.perf_counter
files = {}
listed = 0.0
due = perf()
while True:
    now = perf()
    rec = array("d", (now, -1.0, max(0.0, now - due), 0.0, 0.0))
    if now - listed > 0.05:
        listed = now
        try:
            tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
        except OSError:
            break
        for tid in tids:
            if tid not in files:
                try:
                    files[tid] = (os.open(f"/proc/{pid}/task/{tid}/schedstat", os.O_RDONLY),
                                  os.open(f"/proc/{pid}/task/{tid}/stat", os.O_RDONLY))
                except OSError:
                    pass
    for tid, (sched, stat) in list(files.items()):
        try:
            run, wait = (int(v) for v in os.pread(sched, 128, 0).split()[:2])
            text = os.pread(stat, 512, 0)
        except (OSError, IndexError, ValueError):  # the thread has ended
            del files[tid]
            os.close(sched)
            os.close(stat)
            continue
        state = chr(text[text.rfind(b")") + 2]) if text else "?"
        rec.extend((now, float(tid), float(run), float(wait), float(states.find(state))))
    os.write(out, rec.tobytes())
    due += period
    pause = due - perf()
    if pause > 0:
        time.sleep(pause)
    else:
        due = perf()
"""


def thread_names() -> dict[int, str]:
    """This process's threads by native id: Python's names where Python knows them, else the kernel's."""
    import threading

    names: dict[int, str] = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            names[int(tid)] = Path(f"/proc/self/task/{tid}/comm").read_text().strip()
        except OSError:
            pass
    for thread in threading.enumerate():
        if thread.native_id is not None:
            names[thread.native_id] = thread.name
    names[os.getpid()] = "GUI"
    return names


class ThreadClocks:
    """``start()``, ``stop()``; then ``inside(start, end)`` for any span of the run."""

    def __init__(self) -> None:
        self._child = ChildRecords("thread-clocks-", CHILD, (str(os.getpid()), str(PERIOD_S), STATES), 5)
        self._late_at = array("d")
        self._late = array("d")
        self._by_tid: dict[int, tuple[array, array, array, list[int]]] = {}
        self._names: dict[int, str] = {}
        self.samples = 0

    def start(self) -> None:
        self._child.start()

    @property
    def pid(self) -> int:
        return self._child.pid

    def wait_ready(self) -> None:
        self._child.wait_ready()

    def note_names(self) -> None:
        """Name the threads alive now (``stop`` names those alive then; a thread gone before is "?")."""
        self._names.update(thread_names())

    def stop(self) -> None:
        self.note_names()
        raw = self._child.stop()
        for i in range(0, len(raw), 5):
            at, tid, value, wait, state = raw[i], int(raw[i + 1]), raw[i + 2], raw[i + 3], int(raw[i + 4])
            if tid < 0:
                self._late_at.append(at)
                self._late.append(value)
                continue
            times, runs, waits, states = self._by_tid.setdefault(tid, (array("d"), array("d"), array("d"), []))
            times.append(at)
            runs.append(value)
            waits.append(wait)
            states.append(state)
        self.samples = len(self._late)

    def freeze_within(self, start: float, end: float) -> float:
        """The longest stretch of (start, end), in seconds, in which this process was due to wake and was not run: at
        a high priority, a wait for a CPU that only the machine explains (both virtual CPUs held by the host, or one
        that wakes late from idle)."""
        i = bisect.bisect_left(self._late_at, start)
        j = bisect.bisect_right(self._late_at, end + FREEZE_LOOKAHEAD_S)
        longest = 0.0
        for k in range(i, j):
            woke = self._late_at[k]
            due = woke - self._late[k]
            longest = max(longest, min(woke, end) - max(due, start))
        return longest

    def inside(self, start: float, end: float) -> dict[str, Any]:
        """Over (start, end): the sampler's latest wake and, for each thread, between the samples around the span:
        its CPU and its wait for a CPU (the kernel brings a running thread's figures up to date at each scheduler
        tick, 4 ms here: each end of the span is that coarse) and the states it was seen in; threads that ran under
        0.5 ms left out."""
        i = bisect.bisect_left(self._late_at, start)
        j = bisect.bisect_right(self._late_at, end + PERIOD_S)
        late = max(self._late[i:j], default=None)
        threads: dict[str, Any] = {}
        for tid, (times, runs, waits, states) in self._by_tid.items():
            a = max(0, bisect.bisect_right(times, start) - 1)
            b = min(len(times) - 1, bisect.bisect_left(times, end))
            if b <= a:
                continue
            ran_ms = (runs[b] - runs[a]) / 1e6
            seen = "".join(STATES[s] if 0 <= s < len(STATES) else "?" for s in states[a + 1:b + 1])
            if ran_ms >= 0.5 or tid == os.getpid():
                threads[f"{self._names.get(tid, '?')}:{tid}"] = {
                    "cpu_ms": round(ran_ms, 2), "queue_ms": round((waits[b] - waits[a]) / 1e6, 2),
                    "over_ms": round((times[b] - times[a]) * 1000, 2), "states": seen,
                }
        return {"sampler_late_ms": round(late * 1000, 2) if late is not None else None, "threads": threads}
