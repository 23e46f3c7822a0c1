"""The chat panel's cost per line as lines pile up (review row 22: a guest chatting under the flood limit).

    python benchmarks/chat_panel.py [--lines 1500]

Offscreen, one event-loop turn per line, as the window gets them. Prints ms per line over each stretch (up to
50, 100, 300, 500, 1000 ... lines); the panel keeps its newest CHAT_KEEP lines, so the figure stays flat past
them. Last line: one JSON object with the numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1500)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from tabletop_qt.ui.lan_panel import LanPanel

    app = QApplication([])
    panel = LanPanel()
    panel.resize(300, 500)
    panel.show()
    app.processEvents()
    marks = sorted({m for m in (50, 100, 300, 500, 1000, 1500, 3000) if m <= args.lines} | {args.lines})
    figures: dict[int, float] = {}
    start, last = time.perf_counter(), 0
    for n in range(1, args.lines + 1):
        panel.add_chat("Flood", f"line {n} " + "word " * 20)
        app.processEvents()
        if n in marks:
            now = time.perf_counter()
            figures[n] = round((now - start) / (n - last) * 1000, 2)
            print(f"{n:5d} lines: {figures[n]:.2f} ms/line", flush=True)
            start, last = now, n
    print(json.dumps({"ms_per_line": figures, "kept": len(panel.chat_lines())}))


if __name__ == "__main__":
    main()
