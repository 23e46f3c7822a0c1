"""The GUI thread's longest wait while the home screen's pictures draw, on a very first start.

    python benchmarks/picture_waits.py [--runs 9] [--base DIR]

Each run is a fresh ``python -c`` child on the offscreen platform with a fresh data folder (no picture on disk, and
those shipped for the default window left out, as where none is shipped for the tiles' size: the four home pictures
are drawn on the picture threads after the first frame). From the main window's first paint until
every tile has painted its picture (the home page's ``all_pictures_shown``), a 1 ms precise timer with a Python slot
runs on the GUI thread: the longest gap between two of its ticks is the longest time the GUI thread could not run
its own Python (its own work, or the interpreter lock held by a picture thread), what a frame in that time would
wait; with the GUI thread's own CPU in that gap, and the longest gap's part off the CPU (waiting for the lock or for
the scheduler). Also printed: the pictures' time after the first frame (the aim: within 100 ms). ``--base DIR`` runs
another checkout (main exported elsewhere) alternately with this one, so both see the same load; the load average
is printed with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import sys, time, json
from PySide6.QtCore import QEvent, QObject, QTimer, Qt
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
ticks = []
stamps = {}
timer = QTimer()
timer.setTimerType(Qt.TimerType.PreciseTimer)
timer.setInterval(1)
timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in stamps:
            stamps["painted"] = time.perf_counter()
            obj.removeEventFilter(self)
            ticks.append((stamps["painted"], time.thread_time()))
            timer.start()
            QTimer.singleShot(0, watch_home)
        return False

def watch_home():
    window = next(w for w in app.topLevelWidgets() if hasattr(w, "home") and w.isVisible())
    if window.home.pictures_shown():
        shown()
    else:
        window.home.all_pictures_shown.connect(shown)
        QTimer.singleShot(10000, shown)

def shown():
    if "home_drawn" in stamps:
        return
    stamps["home_drawn"] = time.perf_counter()
    ticks.append((stamps["home_drawn"], time.thread_time()))
    timer.stop()
    QTimer.singleShot(0, app.closeAllWindows)

watcher = FirstPaint()
try:  # the pictures drawn, not shipped (ui/shipped_art.py: a checkout without them has none to leave out)
    from tabletop_qt.ui import shipped_art
    shipped_art.enabled = False
except ImportError:
    pass
from tabletop_qt.app import main
from tabletop_qt.ui import main_window
made = main_window.MainWindow.__init__

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)
    self.installEventFilter(watcher)

main_window.MainWindow.__init__ = watched
rc = main(["--data-dir", sys.argv[1], "--no-discovery"])
gaps = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(ticks, ticks[1:])]
longest = max(gaps, default=(0.0, 0.0))
print(json.dumps({"rc": rc, "home_drawn_after_ms": (stamps["home_drawn"] - stamps["painted"]) * 1000,
                  "longest_wait_ms": longest[0] * 1000, "longest_wait_cpu_ms": longest[1] * 1000,
                  "longest_off_cpu_ms": max((w - c for w, c in gaps), default=0.0) * 1000}))
"""


def run_child(root: Path, pycache: str) -> dict[str, Any]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache  # compiled once and cached, as an installed app is (not in the tree)
    with tempfile.TemporaryDirectory(prefix="tabletop-picture-waits-") as data:
        proc = subprocess.run([sys.executable, "-c", CHILD, data], cwd=str(root), env=env, capture_output=True,
                              text=True, timeout=120, check=False)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"child in {root} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr[-3000:]}")
    return json.loads(lines[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--base", type=Path, help="another checkout, run alternately with this one")
    args = parser.parse_args()
    roots = {"this": ROOT} | ({"base": args.base.resolve()} if args.base else {})
    results: dict[str, list[dict[str, Any]]] = {label: [] for label in roots}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="tabletop-picture-waits-pyc-") as pycache:
        for round_ in range(args.runs + 1):  # the first round warms the bytecode caches up and is not counted
            for label, root in roots.items():
                result = run_child(root, pycache)
                if round_:
                    results[label].append(result)
            loads.append(os.getloadavg()[0])
    summary: dict[str, Any] = {"runs": args.runs, "load": [min(loads), max(loads)]}
    print(f"{args.runs} very first starts each, alternating; load average {min(loads):.1f}-{max(loads):.1f}")
    for label, runs in results.items():
        summary[label] = {key: {"median": statistics.median(r[key] for r in runs), "max": max(r[key] for r in runs)}
                          for key in ("longest_wait_ms", "longest_wait_cpu_ms", "longest_off_cpu_ms", "home_drawn_after_ms")}
        figures = summary[label]
        print(f"  {label:5} GUI thread's longest wait: median {figures['longest_wait_ms']['median']:6.1f} ms"
              f" (max {figures['longest_wait_ms']['max']:6.1f}), its own CPU in it {figures['longest_wait_cpu_ms']['median']:5.1f};"
              f" longest off the CPU (the lock, the scheduler) {figures['longest_off_cpu_ms']['median']:5.1f}"
              f" (max {figures['longest_off_cpu_ms']['max']:5.1f}); the pictures"
              f" {figures['home_drawn_after_ms']['median']:6.1f} ms after the first frame (max {figures['home_drawn_after_ms']['max']:6.1f})")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
