"""The machine's own speed over a benchmark run: a canary process times a fixed piece of work every few ms.

This machine is a virtual one. Besides the time its host steals outright (``/proc/stat``, in 10 ms steps), it has
slow spells the steal count does not show: the same paint, handler or layout taking 3-30 times its usual CPU for a
few hundred ms, in every kind of work at once. A stall in such a spell says little about the app. The canary
(a child process at the lowest priority, so it runs on a CPU the app leaves idle) does the same small sum every
``PERIOD_S`` and notes the CPU time it took (its own thread's clock: a wait for a CPU is not counted). Its median is
the machine's usual speed; a gap in which the canary's work took much longer than that fell in a slow spell.

The canary runs on whichever CPU is free, not necessarily the GUI thread's: a spell that slows only the other one
goes unseen, so the figure clears a gap of the machine's doing, never the other way round.
"""

from __future__ import annotations

import bisect
import statistics
from array import array

from _child_records import ChildRecords

PERIOD_S = 0.002
SLOW_RATIO = 2.0  # a gap whose canary work took this many times its median fell in a slow spell

# The child: every PERIOD_S, the same sum, timed by its thread's CPU clock; (end, CPU seconds) appended as doubles.
CHILD = r"""
import os, sys, time
from array import array
os.nice(19)
out = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND)
period = float(sys.argv[2])
perf, cpu = time.perf_counter, time.thread_time
while True:
    start = cpu()
    total = 0
    for i in range(3000):
        total += i * i
    used = cpu() - start
    os.write(out, array("d", (perf(), used)).tobytes())
    time.sleep(period)
"""


class SpeedCanary:
    """Start with ``start()``, stop with ``stop()``; then ``slowdown(start, end)`` for any span of the run."""

    def __init__(self) -> None:
        self._child = ChildRecords("speed-canary-", CHILD, (str(PERIOD_S),), 2)
        self._ends = array("d")
        self._costs = array("d")
        self.median = 0.0

    def start(self) -> None:
        self._child.start()

    def wait_ready(self) -> None:
        self._child.wait_ready()

    def stop(self) -> None:
        raw = self._child.stop()
        self._ends, self._costs = raw[0::2], raw[1::2]
        self.median = statistics.median(self._costs) if self._costs else 0.0

    @property
    def samples(self) -> int:
        return len(self._ends)

    def slowdown(self, start: float, end: float) -> float | None:
        """The canary's slowest work ending within (start, end + one period), over its median; None when no
        sample fell there (the canary got no CPU: both were busy)."""
        if not self.median:
            return None
        i = bisect.bisect_right(self._ends, start)
        j = bisect.bisect_right(self._ends, end + PERIOD_S)
        if i >= j:
            return None
        return max(self._costs[i:j]) / self.median
