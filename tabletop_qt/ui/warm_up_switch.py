"""Whether the main window runs its idle warm-up (``ui/warm_up.py``) once its first frame is painted.

The app always does. A test that does not test the warm-up starts the window without it (the suite sets
``TABLETOP_QT_NO_WARM_UP=1`` for every test not marked ``warm_up``, tests/conftest.py): the warm-up draws every
game's tables and faces and paints hidden scenes, CPU a test of a menu or a click pays for nothing. Without it
everything it would have made ahead is made on first use, as before the warm-up was done.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

NO_WARM_UP_ENV = "TABLETOP_QT_NO_WARM_UP"


def warm_up_wanted(environ: Mapping[str, str] = os.environ) -> bool:
    """False when ``TABLETOP_QT_NO_WARM_UP`` is set to anything but "" or "0"."""
    return environ.get(NO_WARM_UP_ENV, "") in ("", "0")
