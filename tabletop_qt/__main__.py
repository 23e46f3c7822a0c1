from __future__ import annotations

import sys

if getattr(sys, "frozen", False):
    # A frozen build whose entry is this module: the hard bots' worker process is this executable started again,
    # and freeze_support() runs its work and exits before anything of the app (see packaging/entry.py).
    import multiprocessing

    multiprocessing.freeze_support()

from tabletop_qt.app import main  # noqa: E402 (after the frozen child has left)

raise SystemExit(main())
