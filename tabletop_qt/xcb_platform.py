"""Whether Qt will load its X11 (xcb) platform plugin: the one case where ``main()`` checks the system libraries
that plugin needs (system_libraries.py). Apart from that module so a start on Wayland, offscreen or another system
decides it without importing the table of libraries and the words of its message (~2 ms before the first frame).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

SKIP_ENV = "TABLETOP_QT_SKIP_LIBRARY_CHECK"


def platform_needs_xcb(env: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will load its xcb plugin: Linux, QT_QPA_PLATFORM unset or xcb, an X display, and not a Wayland
    session (where Qt 6 chooses its Wayland plugin when the variable is unset)."""
    if not platform.startswith("linux") or not env.get("DISPLAY"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        # "xcb", or a list whose first entry is xcb ("xcb;wayland"); "xcb:option=..." too.
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    wayland_session = bool(env.get("WAYLAND_DISPLAY")) and env.get("XDG_SESSION_TYPE", "").lower() == "wayland"
    return not wayland_session


def library_check_due(env: Mapping[str, str]) -> bool:
    """Whether the xcb plugin's libraries are to be checked: the plugin will load and ``SKIP_ENV`` does not say no."""
    return env.get(SKIP_ENV, "").strip() in ("", "0") and platform_needs_xcb(env)
