"""Starts and quits: the app started many times, each a very first start (a fresh data folder, so the home pictures
are drawn on their worker threads; those shipped for the default window, ui/shipped_art.py, are left out), its
window closed at a random moment 0-150 ms after its first frame, while those pictures are still being drawn. Counts the exits by their code; a crash shows as -11 (SIGSEGV) or -6.

    python benchmarks/start_stop.py [--starts 100] [--jobs 2]

Each child runs under ``python -X faulthandler`` on the offscreen platform; the stack of every thread of a child
that did not exit with 0 is printed. Then one JSON line: the starts, the exit codes counted, the seconds.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLOSE_AFTER_MS = (0, 0, 10, 30, 60, 100, 150)

CHILD = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from tabletop_qt.ui import main_window, shipped_art
shipped_art.enabled = False  # the pictures drawn, as where none is shipped for the tiles' size (ui/shipped_art.py)
made = main_window.MainWindow.__init__
delay = int(sys.argv[2])

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)
    self.first_frame_painted.connect(lambda: QTimer.singleShot(delay, self.close))

main_window.MainWindow.__init__ = watched
from tabletop_qt.app import main
sys.exit(main(["--data-dir", sys.argv[1], "--no-discovery"]))
"""


def _one(seed: int) -> tuple[int, int, str]:
    delay = random.Random(seed).choice(CLOSE_AFTER_MS)
    env = dict(os.environ, PYTHONPATH=str(ROOT), LANGUAGE="C", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="tabletop-start-stop-")
    try:
        result = subprocess.run(
            [sys.executable, "-X", "faulthandler", "-c", CHILD, str(Path(folder) / "data"), str(delay)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False,
        )
        return delay, result.returncode, result.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    codes: collections.Counter[int] = collections.Counter()
    began = time.monotonic()
    with ThreadPoolExecutor(args.jobs) as pool:
        for start, (delay, code, stderr) in enumerate(pool.map(_one, range(args.starts))):
            codes[code] += 1
            if code != 0:
                print(f"start {start}: closed {delay} ms after its first frame, exit code {code}\n{stderr}\n")
    seconds = time.monotonic() - began
    print(f"{args.starts} starts: exit codes {dict(codes)} ({seconds:.0f} s)")
    print(json.dumps({"starts": args.starts, "exit_codes": {str(k): v for k, v in codes.items()},
                      "seconds": round(seconds, 1)}))


if __name__ == "__main__":
    main()
