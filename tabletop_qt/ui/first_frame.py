"""The window's first frame: seen once, so what the frame does not show can wait for it (app.py loads asyncio
then; the main window's first turn reads the saved game and looks for tables)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class FirstFrame(QObject):
    """An event filter on one window until its first Paint; ``painted`` once that paint pass is over (the window
    paints before its children, so a 0 ms timer after its Paint waits for the whole pass)."""

    painted = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.seen = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # The event's type first, then our own state through getattr: a filter the garbage collector is taking
        # apart has lost its attributes while Qt still hands it events (docs/architecture.md, "Cyclic garbage").
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", True):
            self._stop()
            QTimer.singleShot(0, self, self.painted.emit)
        return False

    def give_up(self) -> None:
        """The window was shown but never painted (started minimised, a platform that sends no expose): what waits
        for the first frame goes ahead anyway."""
        if not self.seen:
            self._stop()
            self.painted.emit()

    def _stop(self) -> None:
        self.seen = True
        self._window.removeEventFilter(self)
