"""The measure the picture-thread tests share: the GUI thread keeps running Python steps while a picture thread
draws, and its own CPU beside each drawing is set against the drawing thread's CPU in it. A thread blocked on the
interpreter lock uses no CPU, and two runnable threads get about the same share of a loaded machine, so the ratio
does not move with the load (a longest wall-clock wait did)."""

from __future__ import annotations

import subprocess

from tests.test_cli import child_report

# The tail of a child script whose head made ``app``, the list ``drawn`` (one entry a finished drawing) and ``spans``
# ((start, end, the drawing thread's CPU) of each drawing), and asked for ``{count}`` drawings; ``{stop}`` stops the
# picture threads.
MEASURE_TAIL = r"""
steps = []  # (wall, this thread's CPU) after each step
deadline = time.perf_counter() + 60
while len(drawn) < {count} and time.perf_counter() < deadline:
    sum(range(300))
    steps.append((time.perf_counter(), time.thread_time()))
    app.processEvents()
{stop}
beside = sum(b[1] - a[1] for a, b in zip(steps, steps[1:]) if any(s <= a[0] and b[0] <= e for s, e, _ in spans))
print(json.dumps({{"drawn": len(drawn), "draw_cpu_ms": sum(c for _, _, c in spans) * 1000,
                  "gui_cpu_beside_ms": beside * 1000}}))
"""


def measure_tail(count: int, stop: str) -> str:
    return MEASURE_TAIL.format(count=count, stop=stop)


def assert_the_gui_thread_ran_beside(result: subprocess.CompletedProcess[str], count: int) -> None:
    seen = child_report(result)
    assert seen["drawn"] == count
    # Held for the whole drawing, the GUI thread would get next to no CPU beside it; free, about as much as the
    # drawing thread (both runnable, two cores). A third of it leaves room for a loaded machine.
    assert seen["gui_cpu_beside_ms"] > seen["draw_cpu_ms"] / 3, seen
