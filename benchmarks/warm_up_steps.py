"""The home screen's idle warm-up, step by step: the GUI thread's CPU (``thread_time``) and wall time of each
step of ``ui/warm_up.py`` in the real main window (offscreen, a fresh data folder), the window's own warm-up timer
left out and the steps driven one per turn of the event loop, as the timer does.

    python benchmarks/warm_up_steps.py [--over 8]

Prints the number of steps, how many take over ``--over`` ms of CPU, the longest five with where each stopped
(the generator's frames), then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _where(steps: object) -> str:
    """The chain of generators a step stopped in (``warm_up_steps:48 > _visit:53``)."""
    names = []
    generator = steps
    while generator is not None and getattr(generator, "gi_frame", None) is not None:
        names.append(f"{generator.gi_code.co_name}:{generator.gi_frame.f_lineno}")  # type: ignore[attr-defined]
        generator = generator.gi_yieldfrom  # type: ignore[attr-defined]
    return " > ".join(names)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--over", type=float, default=8.0, help="ms of CPU a step should stay under")
    args = parser.parse_args()
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0]])
    from tabletop_qt.i18n.languages import LanguageManager
    from tabletop_qt.ui.main_window import MainWindow
    from tabletop_qt.ui.warm_up import warm_up_steps

    data = Path(tempfile.mkdtemp())
    window = MainWindow(LanguageManager(app), QSettings(str(data / "s.ini"), QSettings.Format.IniFormat), data, 60_000)
    window.browser_factory = None
    window._warm_steps = iter(())  # the window's own warm-up does nothing: the steps are driven here
    window.resize(1200, 760)
    window.show()
    until = time.perf_counter() + 1.5  # the first frame, the home pictures
    while time.perf_counter() < until:
        app.processEvents()
    steps = warm_up_steps(lambda: window.game)
    rows: list[tuple[float, float, str]] = []
    while True:
        app.processEvents()
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            next(steps)
        except StopIteration:
            break
        rows.append(((time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000, _where(steps)))
    cpus = [cpu for cpu, _, _ in rows]
    print(f"{len(rows)} steps, CPU median {statistics.median(cpus):.1f} ms, max {max(cpus):.1f} ms, "
          f"{sum(1 for c in cpus if c > args.over)} over {args.over:g} ms; the longest:")
    for cpu, wall, where in sorted(rows, reverse=True)[:5]:
        print(f"  {cpu:6.1f} ms CPU {wall:6.1f} ms wall  {where}")
    print(json.dumps({"benchmark": "warm_up_steps", "steps": len(rows), "cpu_median_ms": round(statistics.median(cpus), 2),
                      "cpu_max_ms": round(max(cpus), 2), "over": args.over,
                      "over_count": sum(1 for c in cpus if c > args.over), "cpu_total_ms": round(sum(cpus), 1)}))


if __name__ == "__main__":
    main()
