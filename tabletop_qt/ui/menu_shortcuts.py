"""The main window's keyboard shortcuts, given to its menu actions once the home screen is whole: at the first turn
after the first frame on a later start, when the tiles' pictures are in on a very first start (app.main holds the
keys until then).

Nothing in the first frame shows them (a menu shows its shortcuts when opened); making PySide's ``QKeySequence``
(its enums built with the class, ~1 ms) and resolving the platform's standard keys waits until then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction


def set_shortcuts(
    new: QAction, undo: QAction, pause: QAction, quit_: QAction, rules: QAction
) -> None:
    """Game ▸ New, Undo, Pause and Quit, and Help ▸ Rules, by the platform's keys (Pause: Ctrl+P or the Pause key)."""
    from PySide6.QtGui import QKeySequence

    new.setShortcuts(QKeySequence.StandardKey.New)
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    pause.setShortcuts([QKeySequence("Ctrl+P"), QKeySequence("Pause")])  # (setShortcuts: naming no Qt, ui/qt_names.py)
    quit_.setShortcuts(QKeySequence.StandardKey.Quit)
    rules.setShortcuts(QKeySequence.StandardKey.HelpContents)
