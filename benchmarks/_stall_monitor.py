"""GUI event-loop stall monitor used by the benchmarks (not a benchmark itself).

Two probes run on the GUI thread's event loop:

* ``ticks``: a 1 ms ``Qt.PreciseTimer`` whose slot records the gap between consecutive timeouts. A gap longer
  than the interval is time the event loop could not come back to the timer: a stall.
* ``probes``: a helper QThread stamps ``time.perf_counter()`` every few ms and sends it through a queued signal
  to an object in the GUI thread, which records how long the stamp waited in the GUI thread's queue (the same
  path a ``TableUpdate`` takes from the rules thread).

Both slots are Python, so each measurement also includes the wait for the GIL, which is what every Python slot
of the application pays too.

An ``Intervals`` recorder keeps (start, end) spans of instrumented work so the long stalls can be attributed.
"""

from __future__ import annotations

import bisect
import math
import os
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from _records import Floats, Spans

perf = time.perf_counter
STEAL_LAG_S = 0.008  # stolen time is counted at the kernel's next tick (4 ms at 250 Hz), read at the next stamp


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of ``values`` (0 <= q <= 100); 0.0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(q / 100.0 * len(ordered)) - 1))
    return ordered[rank]


def run_queue_wait() -> float:
    """Seconds the calling thread has spent runnable but waiting for a CPU (``/proc/thread-self/schedstat``; 0.0
    where there is none). A span's wall time less its CPU time and this is its wait for a lock, in Python's case the
    interpreter lock (or its sleeps and I/O, which the GUI thread's spans do not do)."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as f:
            return int(f.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def stolen_ticks() -> int:
    """The machine's stolen time so far, all CPUs, in USER_HZ ticks (``/proc/stat``; 0 where there is none): time
    the hypervisor ran something else while a virtual CPU of this machine had work. A thread's CPU clock may count
    it as the thread's own, so a gap that holds it looks like the GUI thread's work and is none of it."""
    # One descriptor read again from its start: opening the file each time cost the stamper's thread ~0.1 ms of CPU
    # a stamp (4-6% of a CPU at a stamp every 5 ms, taken from the app it measures); a pread costs ~7 us.
    try:
        if not _PROC_STAT:
            _PROC_STAT.append(os.open("/proc/stat", os.O_RDONLY))
        fields = os.pread(_PROC_STAT[0], 256, 0).split(b"\n", 1)[0].split()
    except OSError:
        return 0
    return int(fields[8]) if len(fields) > 8 else 0


_PROC_STAT: list[int] = []  # /proc/stat, opened once (stolen_ticks)


TICK_S = 1 / (os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100)


class _Stamper(QObject):
    stamped = Signal(float)

    def __init__(self, interval_ms: int) -> None:
        super().__init__()
        self._interval_ms = interval_ms
        self._timer: QTimer | None = None
        # (perf_counter, stolen ticks) each time the count moved, read with every stamp: a few microseconds.
        self.steal: list[tuple[float, int]] = []

    @Slot()
    def begin(self) -> None:
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self._interval_ms)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()

    @Slot()
    def end(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    @Slot()
    def _on_timer_timeout(self) -> None:
        now = perf()
        self.stamped.emit(now)
        stolen = stolen_ticks()
        if not self.steal or self.steal[-1][1] != stolen:
            self.steal.append((now, stolen))


class StallMonitor(QObject):
    """Measure the GUI thread's event-loop latency between ``start()`` and ``stop()``."""

    _begin = Signal()
    _end = Signal()

    def __init__(self, tick_ms: int = 1, probe_ms: int = 5, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tick_ms = tick_ms
        self.probe_ms = probe_ms
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._last = 0.0
        # Arrays of doubles (_records.py): the collector never walks them, so a collection times the app's objects.
        self.tick_times = Floats()  # when each tick ran
        self.gaps = Floats()  # seconds between consecutive ticks
        # The GUI thread's own CPU seconds between consecutive ticks: a gap's work, whatever else loads the machine.
        self.cpu_gaps = Floats()
        self._last_cpu = 0.0
        self.probe_latencies = Floats()  # seconds each probe waited
        self.probe_times = Floats()
        self._thread = QThread()
        self._thread.setObjectName("stall-probe")
        self._stamper = _Stamper(probe_ms)
        self._stamper.moveToThread(self._thread)
        self._begin.connect(self._stamper.begin)
        self._end.connect(self._stamper.end)
        self._stamper.stamped.connect(self._on_stamper_stamped)  # queued: the stamper lives in another thread
        self._running = False
        self.started_at = 0.0
        self.stopped_at = 0.0

    def start(self) -> None:
        self.tick_times.clear()
        self.gaps.clear()
        self.cpu_gaps.clear()
        self.probe_latencies.clear()
        self.probe_times.clear()
        if not self._thread.isRunning():
            self._thread.start()
        self._running = True
        self.started_at = self._last = perf()
        self._last_cpu = time.thread_time()
        self._timer.start()
        self._begin.emit()

    def stop(self) -> None:
        self._timer.stop()
        self._end.emit()
        self._running = False
        self.stopped_at = perf()

    def shutdown(self) -> None:
        self._end.emit()
        self._thread.quit()
        self._thread.wait()

    @property
    def last_tick(self) -> float:
        """When the latest tick ran (perf_counter); read from another thread by a watchdog."""
        return self._last

    @Slot()
    def _on_timer_timeout(self) -> None:
        now = perf()
        cpu = time.thread_time()
        self.gaps.append(now - self._last)
        self.cpu_gaps.append(cpu - self._last_cpu)
        self.tick_times.append(now)
        self._last = now
        self._last_cpu = cpu

    @Slot(float)
    def _on_stamper_stamped(self, stamp: float) -> None:
        if self._running:
            now = perf()
            self.probe_latencies.append(now - stamp)
            self.probe_times.append(now)

    # ------------------------------------------------------------------ figures
    def stolen_ms(self, start: float, end: float) -> float:
        """The machine's stolen time (all CPUs) counted between ``start`` and ``end`` (perf_counter), in ms: the
        count read at the helper thread's last stamp before ``start`` against its first one ``STEAL_LAG_S`` after
        ``end`` (the kernel counts stolen time at its next tick). Whole USER_HZ ticks: 10 ms steps on Linux."""
        steal = self._stamper.steal
        if not steal:
            return 0.0
        times = [t for t, _ in steal]
        before = steal[max(0, bisect.bisect_right(times, start) - 1)][1]
        after = steal[max(0, bisect.bisect_right(times, end + STEAL_LAG_S) - 1)][1]
        return (after - before) * TICK_S * 1000

    def long_gaps(self, threshold_s: float) -> list[tuple[float, float]]:
        """(start, end) of every tick gap longer than ``threshold_s``."""
        return [(t - g, t) for t, g in zip(self.tick_times, self.gaps) if g > threshold_s]

    def summary(self) -> dict[str, Any]:
        interval = self.tick_ms / 1000.0
        gaps = self.gaps
        lat = self.probe_latencies
        longest = max(gaps, default=0.0)
        return {
            "seconds": round(self.stopped_at - self.started_at, 3),
            "ticks": len(gaps),
            "gap_p50_ms": round(percentile(gaps, 50) * 1000, 3),
            "gap_p99_ms": round(percentile(gaps, 99) * 1000, 3),
            "gap_max_ms": round(longest * 1000, 3),
            "longest_stall_ms": round(max(0.0, longest - interval) * 1000, 3),
            "stall_p99_ms": round(max(0.0, percentile(gaps, 99) - interval) * 1000, 3),
            "stall_p50_ms": round(max(0.0, percentile(gaps, 50) - interval) * 1000, 3),
            "stalls_over_16ms": sum(1 for g in gaps if g - interval > 0.016),
            "probes": len(lat),
            "probe_p50_ms": round(percentile(lat, 50) * 1000, 3),
            "probe_p99_ms": round(percentile(lat, 99) * 1000, 3),
            "probe_max_ms": round(max(lat, default=0.0) * 1000, 3),
        }


class Intervals:
    """Spans of instrumented work, by kind, recorded by ``wrap``-ed callables."""

    def __init__(self) -> None:
        # Out of the collector's walk (_records.py), as the monitor's ticks.
        self.spans: dict[str, Spans] = defaultdict(Spans)
        self.cpu: dict[str, Floats] = defaultdict(Floats)  # the calling thread's CPU seconds in each span
        # The long events of no named kind (``timed_application``), each with what it was: (start, end, CPU seconds,
        # the QEvent type's name, the receiver's class), so a gap spent inside one can be explained.
        self.named_others: list[tuple[float, float, float, str, str]] = []
        # Each span's wait for the interpreter lock, for the kinds wrapped with ``waits`` (seconds).
        self.lock_waits: dict[str, Floats] = defaultdict(Floats)
        self.enabled = True

    def clear(self) -> None:
        self.spans.clear()
        self.cpu.clear()
        self.lock_waits.clear()
        self.named_others.clear()

    def others_in(self, start: float, end: float) -> list[dict[str, Any]]:
        """The long "other" events overlapping (start, end), longest first: their type, receiver, wall and CPU ms."""
        found = [o for o in self.named_others if o[0] < end and o[1] > start]
        found.sort(key=lambda o: o[0] - o[1])
        return [{"event": kind, "receiver": receiver, "ms": round((e - s) * 1000, 2), "cpu_ms": round(cpu * 1000, 2)}
                for s, e, cpu, kind, receiver in found]

    def wrap(self, kind: str, func: Callable[..., Any], waits: bool = False) -> Callable[..., Any]:
        """``func`` timed under ``kind``; ``waits``: each span's wait for the interpreter lock is kept too (its wall
        time less the thread's CPU and its wait for a CPU: two reads of /proc a span, for the few kinds that ask). A
        file read inside the span (an import, a font) counts there too."""
        spans = self.spans
        cpu = self.cpu
        lock_waits = self.lock_waits
        thread_time = time.thread_time

        def timed(*args: Any, **kwargs: Any) -> Any:
            if not self.enabled:
                return func(*args, **kwargs)
            start_queued = run_queue_wait() if waits else 0.0
            start = perf()
            start_cpu = thread_time()
            try:
                return func(*args, **kwargs)
            finally:
                end = perf()
                used = thread_time() - start_cpu
                spans[kind].append((start, end))
                cpu[kind].append(used)
                if waits:
                    queued = run_queue_wait() - start_queued
                    lock_waits[kind].append(max(0.0, end - start - used - queued))

        timed.__name__ = getattr(func, "__name__", kind)
        timed.__qualname__ = getattr(func, "__qualname__", kind)
        timed.__wrapped__ = func  # type: ignore[attr-defined]
        return timed

    def totals(self, leave_out: Sequence[tuple[float, float]] = ()) -> dict[str, dict[str, float]]:
        """Each kind's figures; ``leave_out``: spans that start inside one of these (start, end) windows are not
        counted (a game's first frames, when only the steady play is wanted)."""
        out: dict[str, dict[str, float]] = {}
        for kind, all_spans in sorted(self.spans.items()):
            kept = [
                (span, cpu)
                for span, cpu in zip(all_spans, self.cpu.get(kind, [0.0] * len(all_spans)))
                if not any(a <= span[0] < b for a, b in leave_out)
            ]
            if not kept:
                continue
            spans = [span for span, _ in kept]
            durations = [e - s for s, e in spans]
            cpu = [c for _, c in kept]
            out[kind] = {
                "count": len(durations),
                "total_ms": round(sum(durations) * 1000, 1),
                "cpu_ms": round(sum(cpu) * 1000, 1),
                # The thread's own CPU time in each span: what the work costs, whatever else loads the machine.
                "cpu_mean_ms": round(sum(cpu) / len(cpu) * 1000, 3) if cpu else 0.0,
                "cpu_p99_ms": round(percentile(cpu, 99) * 1000, 3),
                "cpu_max_ms": round(max(cpu, default=0.0) * 1000, 3),
                "mean_ms": round(sum(durations) / len(durations) * 1000, 3) if durations else 0.0,
                "p99_ms": round(percentile(durations, 99) * 1000, 3),
                "max_ms": round(max(durations, default=0.0) * 1000, 3),
            }
            waits = self.lock_waits.get(kind)
            if waits and len(waits) == len(all_spans):
                kept_waits = [w for w, span in zip(waits, all_spans) if not any(a <= span[0] < b for a, b in leave_out)]
                out[kind]["lock_wait_ms"] = round(sum(kept_waits) * 1000, 1)
                out[kind]["lock_wait_max_ms"] = round(max(kept_waits, default=0.0) * 1000, 3)
        return out

    def overlap(self, windows: Iterable[tuple[float, float]], kinds: Iterable[str]) -> dict[str, float]:
        """Seconds of each kind's spans that fall inside ``windows`` (spans of one kind may nest in another's)."""
        windows = sorted(windows)
        out: dict[str, float] = {}
        for kind in kinds:
            total = 0.0
            spans = sorted(self.spans.get(kind, ()))
            j = 0
            for ws, we in windows:
                while j < len(spans) and spans[j][1] <= ws:
                    j += 1
                k = j
                while k < len(spans) and spans[k][0] < we:
                    s, e = spans[k]
                    total += max(0.0, min(e, we) - max(s, ws))
                    k += 1
            out[kind] = total
        return out


# The GUI thread's outermost events, by what they are: what a gap holds beyond the wrapped methods (a window's
# paint pass over every widget, layouts, queued calls such as a scene's processing of its changed items).
EVENT_KINDS = {"UpdateRequest": "ev_paint_pass", "LayoutRequest": "ev_layout", "MetaCall": "ev_queued_call", "Timer": "ev_timer"}
OTHER_EVENT = "ev_other"
ALL_EVENT_KINDS = (*EVENT_KINDS.values(), OTHER_EVENT)
# An "other" event at least this long (wall time) is kept with its QEvent type and receiver's class
# (``Intervals.named_others``); the receiver is named before each "other" event is sent (a few a frame).
NAME_OTHER_S = 0.004


def event_name(kind_type: Any) -> str:
    """A QEvent type's name ("DeferredDelete"), or its number for a type Qt's enum does not list."""
    name = getattr(kind_type, "name", None)
    if name:
        return str(name)
    try:
        return f"QEvent type {int(kind_type)}"
    except (TypeError, ValueError):
        return repr(kind_type)


def receiver_class(receiver: Any) -> str:
    """The receiver's C++ class as Qt names it (a Python wrapper may show only a base class: QWindow for Qt's
    QWidgetWindow), with the Python class beside it when that differs."""
    python_name = type(receiver).__name__
    try:
        qt_name = str(receiver.metaObject().className())
    except (AttributeError, RuntimeError):
        return python_name
    return qt_name if qt_name == python_name else f"{qt_name} ({python_name})"


def timed_application(iv: Intervals) -> type:
    """A QApplication class whose ``notify`` records each outermost event the GUI thread dispatches (its span and
    CPU) under its kind in ``iv``; nested events (a widget's paint inside the window's paint pass) are inside it.
    Other threads' events (the rules thread's queued calls) are not recorded."""
    import threading

    from PySide6.QtWidgets import QApplication

    gui = threading.get_ident()
    names: dict[Any, str] = {}
    depth = [0]
    thread_time = time.thread_time

    class TimedApplication(QApplication):
        def notify(self, receiver: Any, event: Any) -> bool:  # noqa: N802 (Qt's name)
            if depth[0] or not iv.enabled or threading.get_ident() != gui:
                depth[0] += 1
                try:
                    return super().notify(receiver, event)
                finally:
                    depth[0] -= 1
            kind_type = event.type()
            kind = names.get(kind_type)
            if kind is None:
                kind = names[kind_type] = EVENT_KINDS.get(getattr(kind_type, "name", ""), OTHER_EVENT)
            # An "other" event's receiver named before it is sent (it may delete the receiver): a few "other" events
            # a frame, each a look-up.
            receiver_name = receiver_class(receiver) if kind == OTHER_EVENT else ""
            depth[0] += 1
            start = perf()
            start_cpu = thread_time()
            try:
                return super().notify(receiver, event)
            finally:
                depth[0] -= 1
                end = perf()
                cpu = thread_time() - start_cpu
                iv.spans[kind].append((start, end))
                iv.cpu[kind].append(cpu)
                if kind == OTHER_EVENT and end - start >= NAME_OTHER_S:
                    iv.named_others.append((start, end, cpu, event_name(kind_type), receiver_name))

    return TimedApplication
