"""A position's paint in the turn of the event loop after its handler, not in the same one.

The table's changes mark parts of the window dirty, and Qt's repaint manager posts the window one update request for
them; Qt sends posted events in one pass, so the position's handler (a queued call from the rules thread) and the
paint it asked for ran in one turn. In High Noon Saloon that turn held the GUI thread up to 15.6 ms of CPU (handler
9, paint 5: gui_stall's 40 s runs went over 16 ms by the clock), Tea Time's up to 14 ms. So while a position is
handled the window's update request is held back (an event filter keeps it), and a zero-time timer posts it again:
a timer's turn comes after the pass over the posted events. The repaint manager keeps the dirty parts meanwhile, so
only what changed is painted, as before (turning the view's updates off and on would repaint it whole). The frame is
later by that turn alone; the bots' pace waits for the paint anyway (ui/shown_ack.py). The winner screen holds its
second paint, after the one on its expose, the same way (ui/winner_side.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget


class PaintNextTurn(QObject):
    """Holds the repaint of ``viewport``'s window until the next turn of the event loop."""

    def __init__(self, viewport: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._viewport = viewport
        self._window: QWidget | None = None  # the window whose update request is held
        self._owed = False  # an update request was held back
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer_timeout)

    def defer(self) -> None:
        """Call before the table changes: the window's repaint waits for the next turn. A hidden viewport paints
        nothing: nothing is held."""
        if self._timer.isActive() or not self._viewport.isVisible():
            return
        self._window = self._viewport.window()
        self._owed = False
        self._window.installEventFilter(self)
        self._timer.start()

    def holding(self) -> bool:
        return self._timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # (Our attributes through getattr after the type: a filter being collected has lost them.)
        if event.type() == QEvent.Type.UpdateRequest and watched is getattr(self, "_window", None) \
                and self._timer.isActive():
            self._owed = True
            return True  # kept: posted again next turn, the dirty parts still marked
        return False

    def _on_timer_timeout(self) -> None:
        window, self._window = self._window, None
        if window is None:
            return
        window.removeEventFilter(self)
        if self._owed:
            self._owed = False
            QCoreApplication.postEvent(window, QEvent(QEvent.Type.UpdateRequest), Qt.EventPriority.LowEventPriority.value)
