from __future__ import annotations

import os

# Every test runs without a screen; set before anything imports Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
