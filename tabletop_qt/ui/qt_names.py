"""Qt enum values set by their names, for the widgets of the window's first frame.

PySide builds the Python enums of Qt's namespace (``PySide6.QtCore.Qt``: about a hundred enums, two thousand
members) all at once, the first time anything names ``Qt``: 15-28 ms of CPU, more than any module of the app, and a
bare window never pays it. The modules the first frame needs (the main window, the home page, its tiles and its
list of tables) therefore never name ``Qt`` while they build it: an enum property that changes what the frame shows
is set here, by Qt's own key names ("AlignTop|AlignLeft"), which Qt's meta-object converts without Python's enums;
what only matters once someone points or types (cursors, focus, hover) is set after the first frame. Code that runs
later imports ``Qt`` where it needs it. tests/test_startup.py checks that the first frame is painted
before ``Qt`` is built.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def set_by_name(obj: QObject, prop: str, names: str) -> None:
    """Set ``obj``'s enum- or flag-valued Qt property ``prop`` to ``names`` (keys of its Qt enum joined by "|").
    A property the object lacks or a key Qt does not know is an error, not a silent no-op."""
    if not obj.setProperty(prop, names):
        raise ValueError(f"{type(obj).__name__}.{prop} cannot be set to {names!r}")
