"""A new local game's page is shown with its first position, not before it.

Shown at once (the old way), the page's first paint drew the table just prepared, without its cards (a frame
nobody needs), and in the same turn of the event loop the first position arrived and was shown: Frantic Frankfurt's
first turn held the GUI thread 20-25 ms. Now the table is prepared while hidden (the page laid out ahead at its
size: ``GamePage.lay_out_ahead``), the first position is drawn in a turn of its own, the page shown with it, and
the page is painted in the next turn, which draws the dealt table, once (painted in the position's own turn, that paint
joined it: 20-30 ms there in Tea Time and High Noon Saloon). That turn is a timer's (``_painting``): a zero-time
``QTimer.singleShot`` is a queued call, which Qt runs in the same pass over the posted events as the position that
asked for it, and the page's paint (a posted event too) then joined the position's turn all the same (Tea Time's
first game: 10-12 ms of GUI CPU in one turn).

A page already shown (the next game, started from the winner screen) is painted in the turn after the first position
too: the whole new table's paint and the position's handler held Tea Time's GUI thread 9-10 ms in one turn.

A position that never comes (a table that could not start) still shows the page after ``FALLBACK_MS``; leaving the
table, or following another, cancels the wait."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

FALLBACK_MS = 500


class PageOnFirstPosition(QObject):
    """Shows ``page`` on ``pages`` once ``controller`` has published the first position of the table just started."""

    def __init__(self, pages: QStackedWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pages = pages
        self._page: Any = None
        self._controller: Any = None
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(FALLBACK_MS)
        self._fallback.timeout.connect(self._on_fallback_timeout)
        # The paint's own turn: a timer's, after the pass over the posted events that drew the position.
        self._painting = QTimer(self)
        self._painting.setSingleShot(True)
        self._painting.setInterval(0)
        self._painting.timeout.connect(self._on_painting_timeout)

    def arm(self, page: QWidget, controller: Any) -> None:
        """Show ``page`` with ``controller``'s next position (its handler, connected before, draws it first)."""
        self.cancel()
        self._page, self._controller = page, controller
        controller.table_updated.connect(self._on_controller_table_updated)
        self._fallback.start()

    def cancel(self) -> None:
        """Nothing to show any more (the person left, or another table is followed)."""
        self._fallback.stop()
        if self._controller is not None:
            try:
                self._controller.table_updated.disconnect(self._on_controller_table_updated)
            except (RuntimeError, TypeError):
                pass
        self._page = self._controller = None

    def waiting(self) -> bool:
        return self._page is not None

    def _on_controller_table_updated(self, _update: Any) -> None:
        self._show()

    def _on_fallback_timeout(self) -> None:
        self._show()

    def _show(self) -> None:
        page, controller = self._page, self._controller
        self.cancel()
        if page is not None and getattr(page, "controller", None) is controller:
            # Shown now (whoever looks finds the page with its position), painted in the next turn of the event
            # loop: this one has drawn the position (the page's handler, connected first, ran before).
            pages = self._pages
            pages.setUpdatesEnabled(False)
            pages.setCurrentWidget(page)
            self._painting.start()

    def _on_painting_timeout(self) -> None:
        self._pages.setUpdatesEnabled(True)
