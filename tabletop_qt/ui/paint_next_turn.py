"""A position's paint in the turn of the event loop after its handler, not in the same one.

The table's changes post the view's repaint, and Qt sends posted events in one pass: the position's handler (a
queued call from the rules thread) and the repaint it asked for ran in one turn. In High Noon Saloon that turn held
the GUI thread up to 15.6 ms of CPU (handler 9, paint 5: gui_stall's 40 s runs went over 16 ms by the clock), Tea
Time's up to 14 ms. So the handler turns the viewport's updates off and a zero-time timer turns them on again: a
timer's turn comes after the pass over the posted events, and turning updates on repaints the viewport then, whole
(a mid-game table repaints in 1-1.5 ms with its items' caches: benchmarks/table_repaint.py). The frame is not later
by more than that turn; the bots' pace waits for the paint anyway (ui/shown_ack.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget


class PaintNextTurn(QObject):
    """Holds ``viewport``'s repaint until the next turn of the event loop."""

    def __init__(self, viewport: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._viewport = viewport
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer_timeout)

    def defer(self) -> None:
        """Call before the table changes: its repaint waits for the next turn. A hidden viewport paints nothing, and
        one whose updates someone else holds (a new game's page, ui/first_position.py) is theirs to release."""
        viewport = self._viewport
        if self._timer.isActive() or not viewport.isVisible() or not viewport.updatesEnabled():
            return
        viewport.setUpdatesEnabled(False)
        self._timer.start()

    def holding(self) -> bool:
        return self._timer.isActive()

    def _on_timer_timeout(self) -> None:
        self._viewport.setUpdatesEnabled(True)
