"""Start-up time: from process start to the first painted main window, the app beside a bare PySide6 window.

    python benchmarks/startup.py [--runs 7] [--profile] [--no-bytecode-cache] [--first-start] [--no-shipped]
                                 [--base DIR] [--callgrind]

Each run is a fresh ``python -c`` subprocess on the offscreen platform. The parent notes ``time.time()`` just
before spawning it; the child creates the QApplication, installs an event filter on the main window that waits for
its first Paint event and, once that paint pass is over (a 0 ms timer after it), prints its
``time.time()`` stamps, closes its windows and quits. Three kinds of child, alternating, after one discarded
warm-up run each:

* app: ``tabletop_qt.app.main(["--data-dir", <temp folder>])`` (main() reuses the QApplication; the user's
  settings are never touched): by default one folder for every run, so each is a later start (settings, the home
  tiles' pictures cached on disk by the warm-up run); ``--first-start`` gives each run a fresh folder (its tiles
  show the pictures shipped for the default window; ``--no-shipped`` leaves them out, so they are drawn after the
  first frame, as where none is shipped for the tiles' size). After the first frame the child waits until every game tile has painted its picture (the home page's
  ``all_pictures_shown``, stamped in that paint): "home drawn";
* bare: a QMainWindow of the app's size, shown (the baseline of the aim: the app within 1.5x of it);
* bare + text: the same with a menu bar and a label, to show what any window with text pays (the font database).

The children cache their compiled bytecode in a temporary folder, as an installed app would, even where
PYTHONDONTWRITEBYTECODE is set (``--no-bytecode-cache`` runs them with the environment as it is). Prints median,
min and max of each, the children's phases and the ratio, then one JSON line. ``--profile`` adds, for the app,
the slowest imports (python -X importtime, cumulative) and the calls with the most cumulative time (cProfile of
main() up to the first paint). ``--base DIR`` runs another checkout's app too, alternating with this one's (each with
its own data folder): a change beside its baseline in the same run. ``--callgrind`` counts, once per child, the
instructions up to its first frame under valgrind's callgrind (the child leaves there), which load does not move.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
AIM_RATIO = 1.5

# The child: stamps, the first-paint watcher, then either the app or a bare window. The stamps are time.time()
# so they compare with the parent's, taken just before the spawn.
CHILD = r"""
import os, sys, time, json
t_start = time.time()
mode, data_dir = sys.argv[1], sys.argv[2]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
t_qt_imported = time.time()
app = QApplication([sys.argv[0]])
t_app = time.time()
stamps = {}

class FirstPaint(QObject):
    # Installed on the main window alone: an application-wide filter would make PySide wrap every object of every
    # class that gets an event (and build those classes' Python enums), which costs a window of many widgets
    # (the app) far more than a bare one.
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint_begin" not in stamps:
            stamps["paint_begin"] = time.time()
            obj.removeEventFilter(self)
            QTimer.singleShot(0, done)
        return False

def done():
    stamps["painted"] = time.time()
    stamps["cpu_painted"] = time.process_time()  # the process's CPU since it began: what a loaded machine leaves alone
    if os.environ.get("TABLETOP_BENCH_EXIT_AT_FIRST_FRAME"):
        os._exit(0)  # (--callgrind: the instructions up to the first frame, nothing after)
    if mode == "app":
        home_drawn()
    else:
        finish()

def home_drawn():
    # The home screen is fully drawn once every game tile has painted its picture (not the felt, not nothing):
    # stamped by the home page's all_pictures_shown, in the paint that showed the last one. (Not by polling: the
    # app goes on to import asyncio right after that paint, and a poll would wait for it.)
    windows = [w for w in app.topLevelWidgets() if hasattr(w, "home") and w.isVisible()]
    if not windows:
        finish()
    elif windows[0].home.pictures_shown():
        shown()
    else:
        windows[0].home.all_pictures_shown.connect(shown)
        QTimer.singleShot(10000, finish)

def shown():
    if "home_drawn" not in stamps:
        stamps["home_drawn"] = time.time()
        QTimer.singleShot(0, finish)

def finish():
    app.closeAllWindows()  # the app's window stops its rules thread when closed
    app.quit()

watcher = FirstPaint()
if mode == "app":
    if os.environ.get("TABLETOP_BENCH_NO_SHIPPED"):  # (--no-shipped; a checkout without them has none to leave out)
        try:
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
    if os.environ.get("TABLETOP_BENCH_PROFILE"):
        import cProfile, io, pstats
        profile = cProfile.Profile()
        rc = profile.runcall(main, ["--data-dir", data_dir])
        text = io.StringIO()
        pstats.Stats(profile, stream=text).sort_stats("cumulative").print_stats(int(os.environ["TABLETOP_BENCH_PROFILE"]))
        sys.stderr.write(text.getvalue())
    else:
        rc = main(["--data-dir", data_dir])
else:
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.installEventFilter(watcher)
    window.resize(1200, 760)
    if mode == "text":  # the fixed cost of any window with text: the font database, text layout
        from PySide6.QtWidgets import QLabel
        window.menuBar().addMenu("&Game")
        window.setCentralWidget(QLabel("Tabletop Qt"))
    window.show()
    rc = app.exec()
print(json.dumps({"t_start": t_start, "t_qt_imported": t_qt_imported, "t_app": t_app, **stamps, "rc": rc}))
"""


# Set by main(): a folder for the children's compiled bytecode, or None to leave the environment as it is.
PYCACHE: str | None = None


def child_env(root: Path = ROOT) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    if PYCACHE is not None:
        # Like an installed app: modules compiled once and cached (here in a temporary folder, not the tree).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = PYCACHE
    return env


# Set by main(): the app's data folder kept from run to run (a later start: settings written, the home tiles'
# pictures in its cache), or None: a fresh folder for every run (the very first start).
DATA_DIR: str | None = None


# Set by main(): another checkout whose app runs beside this one, alternately (--base), and its own data folder.
BASE: Path | None = None
BASE_DATA_DIR: str | None = None


def _where(mode: str) -> tuple[str, Path, str | None]:
    """The child's own mode, the checkout it runs from and its data folder (None: a fresh one) for ``mode``."""
    if mode == "base":
        assert BASE is not None
        return "app", BASE, BASE_DATA_DIR
    return mode, ROOT, DATA_DIR


def run_child(mode: str, extra_args: list[str] | None = None) -> dict[str, Any]:
    child_mode, root, data_dir = _where(mode)
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-") as tmp:
        env = child_env(root)
        t0 = time.time()
        p0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, *(extra_args or []), "-c", CHILD, child_mode, data_dir or tmp],
            check=False,
            cwd=str(root),
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        wall = time.perf_counter() - p0
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"{mode} child failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    data = json.loads(lines[-1])
    if "painted" not in data:
        raise RuntimeError(f"{mode} child never painted a main window:\n{proc.stderr}")
    return {
        "first_paint_s": data["painted"] - t0,
        "interpreter_s": data["t_start"] - t0,  # spawn + interpreter start-up, before the child's first line
        "qt_import_s": data["t_qt_imported"] - data["t_start"],
        "qapp_s": data["t_app"] - data["t_qt_imported"],
        "window_s": data["paint_begin"] - data["t_app"],  # the app's imports, window and show, or the bare window
        "paint_s": data["painted"] - data["paint_begin"],
        "cpu_first_paint_s": data["cpu_painted"],
        # The first frame until every game tile has painted its picture (the app only).
        "home_drawn_after_s": (data["home_drawn"] - data["painted"]) if "home_drawn" in data else (0.0 if child_mode != "app" else float("nan")),
        "process_wall_s": wall,  # including shutdown
        "stderr": proc.stderr,
    }


def callgrind_instructions(mode: str) -> int:
    """The instructions ``mode``'s child runs from its start to its first frame, counted by valgrind's callgrind:
    a figure a shared machine's load does not move (the child leaves at its first frame: nothing after it counts)."""
    child_mode, root, data_dir = _where(mode)
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-cg-") as tmp:
        env = child_env(root)
        env["TABLETOP_BENCH_EXIT_AT_FIRST_FRAME"] = "1"
        out = Path(tmp) / "callgrind.out"
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", CHILD, child_mode, data_dir or tmp],
            check=False,
            cwd=str(root),
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        for line in out.read_text().splitlines() if out.is_file() else []:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise RuntimeError(f"{mode} child under callgrind gave no count ({proc.returncode}):\n{proc.stderr[-2000:]}")


def ms(x: float) -> str:
    return f"{x * 1000:7.1f}"


def profile_imports(top: int = 15) -> list[tuple[str, float, float]]:
    """(module, self ms, cumulative ms) of the slowest imports of the app child, by cumulative time."""
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-") as tmp:
        env = child_env()
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", CHILD, "app", DATA_DIR or tmp], check=False, cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=60
        )
    rows = []
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line or "self [us]" in line:
            continue
        _, rest = line.split(":", 1)
        self_us, cum_us, name = (part.strip() for part in rest.split("|"))
        rows.append((name, int(self_us) / 1000, int(cum_us) / 1000))
    rows.sort(key=lambda r: -r[2])
    return rows[:top]


def profile_calls(top: int = 25) -> str:
    """cProfile of main() in the app child, up to the first paint, sorted by cumulative time."""
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-") as tmp:
        env = child_env()
        env["TABLETOP_BENCH_PROFILE"] = str(top)
        proc = subprocess.run([sys.executable, "-c", CHILD, "app", DATA_DIR or tmp], check=False, cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=60)
    out = proc.stderr
    start = out.find("   ncalls")
    return out[start:].rstrip() if start >= 0 else out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="also profile the app's start-up (imports, calls)")
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="run the children with the environment as it is (if PYTHONDONTWRITEBYTECODE is set, every run compiles"
        " the app's sources again); by default they cache bytecode in a temporary folder, as an installed app would",
    )
    parser.add_argument(
        "--first-start",
        action="store_true",
        help="a fresh data folder for every run of the app (its very first start: the welcome, no pictures cached);"
        " by default one folder serves every run, filled by the warm-up run, as on any later start",
    )
    parser.add_argument(
        "--no-shipped",
        action="store_true",
        help="leave out the home pictures shipped for the default window (ui/shipped_art.py): a very first start"
        " then draws them after its first frame, as where none is shipped for the tiles' size (another screen)",
    )
    parser.add_argument(
        "--base",
        type=Path,
        help="another checkout (main in a second worktree, say) whose app runs too, alternating with this one's in"
        " the same run: the figures of a change beside its baseline on a machine whose load moves",
    )
    parser.add_argument(
        "--callgrind",
        action="store_true",
        help="also count the instructions each child runs up to its first frame under valgrind's callgrind (one run"
        " each, slow): the figure a shared machine's load does not move",
    )
    args = parser.parse_args(argv)
    if args.no_shipped:
        os.environ["TABLETOP_BENCH_NO_SHIPPED"] = "1"  # (read by the children)
    global PYCACHE, DATA_DIR, BASE, BASE_DATA_DIR
    cache_dir = None if args.no_bytecode_cache else tempfile.TemporaryDirectory(prefix="tabletop-startup-pyc-")
    PYCACHE = cache_dir.name if cache_dir else None
    data_dir = None if args.first_start else tempfile.TemporaryDirectory(prefix="tabletop-startup-data-")
    DATA_DIR = data_dir.name if data_dir else None
    BASE = args.base.resolve() if args.base else None
    base_data = None if args.first_start or BASE is None else tempfile.TemporaryDirectory(prefix="tabletop-startup-base-")
    BASE_DATA_DIR = base_data.name if base_data else None
    try:
        return _run(args)
    finally:
        for folder in (cache_dir, data_dir, base_data):
            if folder is not None:
                folder.cleanup()


def _run(args: argparse.Namespace) -> int:

    modes = ("app", "bare", "text", *(("base",) if BASE else ()))
    results: dict[str, list[dict[str, Any]]] = {mode: [] for mode in modes}
    for mode in modes:
        run_child(mode)  # warm-up: the disk cache and the compiled bytecode
    for _ in range(args.runs):
        for mode in modes:
            results[mode].append(run_child(mode))

    def stat(mode: str, key: str, fn: Any) -> float:
        return float(fn([r[key] for r in results[mode]]))

    cache = "bytecode cached after the warm-up" if PYCACHE else (
        "environment as is" + (": PYTHONDONTWRITEBYTECODE set, sources compiled every run" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "")
    )
    start = "the very first start (a fresh data folder each run)" if DATA_DIR is None else "a later start (one data folder, filled by the warm-up run)"
    print(f"Start-up to the first painted main window, offscreen, {args.runs} runs each (after a warm-up run), Python {sys.version.split()[0]}, {cache}; {start}")
    print(f"aim: the app within {AIM_RATIO:g}x of a bare PySide6 window\n")
    print(f"{'':<13}{'median ms':>9}{'min ms':>9}{'max ms':>9}   phases (median ms): interpreter / import Qt / QApplication / window / paint")
    summary: dict[str, Any] = {"benchmark": "startup", "runs": args.runs, "aim_ratio": AIM_RATIO, "bytecode_cache": PYCACHE is not None}
    labels = [("bare", "bare PySide6"), ("text", "bare + text"), ("app", "Tabletop Qt")]
    if BASE:
        labels.append(("base", "base checkout"))
        print(f"base checkout: {BASE} (its app alternates with this one's)")
    for mode, label in labels:
        med = stat(mode, "first_paint_s", statistics.median)
        low = stat(mode, "first_paint_s", min)
        high = stat(mode, "first_paint_s", max)
        phases = {k: stat(mode, k, statistics.median) for k in ("interpreter_s", "qt_import_s", "qapp_s", "window_s", "paint_s")}
        print(
            f"{label:<13}{ms(med):>9}{ms(low):>9}{ms(high):>9}   "
            + " / ".join(ms(v).strip() for v in phases.values())
        )
        summary[mode] = {
            "median_ms": round(med * 1000, 1),
            "min_ms": round(low * 1000, 1),
            "max_ms": round(high * 1000, 1),
            "runs_ms": [round(r["first_paint_s"] * 1000, 1) for r in results[mode]],
            "phases_median_ms": {k.removesuffix("_s"): round(v * 1000, 1) for k, v in phases.items()},
            "process_wall_median_ms": round(stat(mode, "process_wall_s", statistics.median) * 1000, 1),
        }
    for mode in modes:
        summary[mode]["cpu_median_ms"] = round(stat(mode, "cpu_first_paint_s", statistics.median) * 1000, 1)
    cpu_ratio = summary["app"]["cpu_median_ms"] / summary["bare"]["cpu_median_ms"]
    summary["cpu_ratio_median"] = round(cpu_ratio, 3)
    print(
        f"\nCPU of the process up to the first frame (median): bare {summary['bare']['cpu_median_ms']:.0f} ms, bare + text"
        f" {summary['text']['cpu_median_ms']:.0f} ms, app {summary['app']['cpu_median_ms']:.0f} ms: app / bare {cpu_ratio:.2f}x"
        " (the figure a shared machine disturbs least)"
    )
    ratio = summary["app"]["median_ms"] / summary["bare"]["median_ms"]
    ratio_min = summary["app"]["min_ms"] / summary["bare"]["min_ms"]
    verdict = "within" if ratio <= AIM_RATIO else "OVER"
    print(f"\nratio app / bare: median {ratio:.2f}x, min {ratio_min:.2f}x; aim <= {AIM_RATIO:g}x: {verdict}")
    print(
        f"the app's extra time (median): {summary['app']['median_ms'] - summary['bare']['median_ms']:.0f} ms, of which window phase"
        f" {summary['app']['phases_median_ms']['window'] - summary['bare']['phases_median_ms']['window']:.0f} ms"
        " (the app's imports, settings, translations, MainWindow and show)"
    )
    for mode in ("app", *(("base",) if BASE else ())):
        drawn = [r["home_drawn_after_s"] for r in results[mode]]
        summary[mode]["home_drawn_after_first_frame_ms"] = {
            "median": round(statistics.median(drawn) * 1000, 1),
            "max": round(max(drawn) * 1000, 1),
        }
        print(
            f"{'' if mode == 'app' else 'base: '}the home screen fully drawn (every tile's picture painted) after the first frame: median"
            f" {statistics.median(drawn) * 1000:.0f} ms, max {max(drawn) * 1000:.0f} ms (aim: in the first frame or within 100 ms)"
        )
    if BASE:
        base_ratio = summary["base"]["median_ms"] / summary["bare"]["median_ms"]
        base_cpu = summary["base"]["cpu_median_ms"] / summary["bare"]["cpu_median_ms"]
        summary["base_ratio_median"] = round(base_ratio, 3)
        summary["base_cpu_ratio_median"] = round(base_cpu, 3)
        print(f"base checkout / bare: wall {base_ratio:.2f}x, CPU {base_cpu:.2f}x (this one: {ratio:.2f}x, {cpu_ratio:.2f}x)")
    if args.callgrind:
        counts = {mode: callgrind_instructions(mode) for mode in ("bare", "app", *(("base",) if BASE else ()))}
        summary["callgrind_instructions"] = counts
        print(f"\ninstructions to the first frame (callgrind, one run each): bare {counts['bare'] / 1e6:.0f} M, app {counts['app'] / 1e6:.0f} M: {counts['app'] / counts['bare']:.3f}x")
        if BASE:
            print(f"  base checkout {counts['base'] / 1e6:.0f} M: {counts['base'] / counts['bare']:.3f}x")
    text_ratio = summary["app"]["median_ms"] / summary["text"]["median_ms"]
    print(
        f"reference: a bare window with a menu bar and a label (font database, text layout) takes"
        f" {summary['text']['median_ms'] - summary['bare']['median_ms']:.0f} ms more than the bare one;"
        f" the app is {text_ratio:.2f}x that window"
    )
    summary["ratio_to_text_median"] = round(text_ratio, 3)
    summary["ratio_median"] = round(ratio, 3)
    summary["ratio_min"] = round(ratio_min, 3)
    summary["within_aim"] = ratio <= AIM_RATIO
    if args.profile:
        print("\nslowest imports of the app child (python -X importtime), cumulative ms / self ms:")
        for name, self_ms, cum_ms in profile_imports():
            print(f"  {cum_ms:8.1f} {self_ms:8.1f}  {name}")
        print("\ncProfile of tabletop_qt.app.main up to the first paint (top by cumulative time):")
        print(profile_calls())
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
