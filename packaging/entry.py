"""The packaged app's entry point (PyInstaller's script): Tabletop Qt, or its self-check when asked for one.

A frozen app cannot run a Python script handed to it, so the smoke test lives inside: with TABLETOP_QT_SMOKE
naming a report file the same executable runs ``tabletop_qt_smoke`` (bundled beside the app, a few kB) around
the real ``main()``; without it, this is exactly ``python -m tabletop_qt``. The variable changes nothing a
person sees: the checks open only what any player opens, in the app's own window.

``python3 packaging/entry.py`` runs the same code from the source tree (start-up figures measured both ways).
Everything above ``__main__`` stays free of Qt: a spawned child of the source tree runs this file's top again.
"""

from __future__ import annotations

import os
import sys

SMOKE_ENV = "TABLETOP_QT_SMOKE"


def _run() -> int:
    if os.environ.get(SMOKE_ENV):
        import tabletop_qt_smoke

        return tabletop_qt_smoke.run(sys.argv[1:])
    from tabletop_qt.app import main

    return main()


if __name__ == "__main__":
    # First of all: in a frozen app the hard bots' worker process (multiprocessing, "spawn") is this same
    # executable started again; freeze_support() runs the child's work and exits right here, so the child never
    # reaches the app (no window, no Qt) nor the smoke check. Nothing happens in the app's own process.
    import multiprocessing

    multiprocessing.freeze_support()
    raise SystemExit(_run())
