"""benchmarks/_thread_clocks.py says which of a process's threads ran in a span, as another process sees them: a thread
that spins through the span is seen running for about its length, a thread asleep throughout is seen asleep, and the
sampler's own lateness is given. gui_stall.py --thread-clocks puts each long gap down to the GUI thread's own work,
another thread of the app, or the machine with it."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from _thread_clocks import ThreadClocks  # noqa: E402

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc (Linux)")


def test_a_spinning_thread_is_seen_running_and_a_sleeping_one_asleep() -> None:
    clocks = ThreadClocks()
    clocks.start()
    try:
        clocks.wait_ready()
        spans: dict[str, tuple[float, float]] = {}

        def spin() -> None:
            start = time.perf_counter()
            while time.perf_counter() - start < 0.25:
                pass
            spans["spin"] = (start, time.perf_counter())
            clocks.note_names()  # while it is alive

        spinner = threading.Thread(target=spin, name="spinner")
        time.sleep(0.03)  # the sampler lists the process's threads every 50 ms: the spinner is new
        spinner.start()
        spinner.join()
        asleep_from = time.perf_counter()
        time.sleep(0.12)
        asleep_to = time.perf_counter()
        time.sleep(0.01)
    finally:
        clocks.stop()
    assert clocks.samples > 100
    start, end = spans["spin"]
    # The sampler lists the process's threads every 50 ms: from a while after its start, the spinner ran through.
    seen = clocks.inside(start + 0.12, end)
    spinner_seen = next(t for name, t in seen["threads"].items() if name.startswith("spinner:"))
    # Runnable throughout: on a CPU, or waiting for one when the machine is busy (the test may share it).
    assert spinner_seen["cpu_ms"] > 0.1 * spinner_seen["over_ms"], seen
    assert spinner_seen["cpu_ms"] + spinner_seen["queue_ms"] > 0.7 * spinner_seen["over_ms"], seen
    assert set(spinner_seen["states"]) == {"R"}, seen
    assert seen["sampler_late_ms"] is not None
    # The main thread slept through the second span: next to no CPU, seen asleep.
    quiet = clocks.inside(asleep_from + 0.01, asleep_to - 0.01)
    main = next(t for name, t in quiet["threads"].items() if name.startswith("GUI:"))
    assert main["cpu_ms"] < 5, quiet
    assert set(main["states"]) == {"S"}, quiet


def test_a_stretch_in_which_the_sampler_was_not_run_is_measured_as_the_machines_freeze() -> None:
    """The sampler stopped for 80 ms stands for a machine that ran nobody: the freeze found is that long."""
    import os
    import signal

    clocks = ThreadClocks()
    clocks.start()
    try:
        clocks.wait_ready()
        time.sleep(0.05)
        stopped_at = time.perf_counter()
        os.kill(clocks.pid, signal.SIGSTOP)
        time.sleep(0.08)
        os.kill(clocks.pid, signal.SIGCONT)
        resumed_at = time.perf_counter()
        time.sleep(0.05)
    finally:
        clocks.stop()
    freeze = clocks.freeze_within(stopped_at - 0.02, resumed_at + 0.02)
    assert 0.07 <= freeze <= resumed_at - stopped_at + 0.02, freeze
    # Inside the stop alone, the freeze is the whole span; well before it, only the machine's own jitter.
    assert clocks.freeze_within(stopped_at + 0.01, resumed_at - 0.01) >= 0.05
    assert clocks.freeze_within(stopped_at - 0.2, stopped_at - 0.1) < 0.07
