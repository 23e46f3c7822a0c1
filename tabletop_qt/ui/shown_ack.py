"""A position is acknowledged to the rules thread once the table's view has painted it, not when it was handed over.

Bots paced by the view (table/bot_pace.py, the rules thread's ``acknowledge``) choose their next move as soon as the
acknowledgement arrives. Sent from the update handler, it arrived while the GUI thread was still busy with the rest
of the handler and then the frame's paint: the bot's choice and the next move's rules ran in the rules thread at the
same moment, both threads wanting the interpreter lock (and, on two cores, the CPU), and the frame was late by as
much. Sent after the paint, the rules thread's work for the next move falls in the GUI thread's idle time.

The GUI thread never waits on the rules thread: only the rules thread waits, and never for long. A view that is not
shown (another page, a cover, a hidden window) is not painted: the position is acknowledged once its handlers are
done, unless they showed the view. A shown view that paints nothing (a position that changed nothing on the table) is
acknowledged after ``FALLBACK_MS``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 50  # a shown view that paints nothing in this time: acknowledged anyway


class ShownAck(QObject):
    """Acknowledges positions to a controller after ``viewport`` has painted them."""

    def __init__(self, viewport: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._viewport = viewport
        self._pending: tuple[Any, int] | None = None  # (controller, version) waiting for a paint
        self._painted: int | None = None  # the version a paint just seen showed; acknowledged once that paint is done
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(FALLBACK_MS)
        self._fallback.timeout.connect(self._on_fallback_timeout)

    def shown(self, controller: Any, version: int) -> None:
        """``controller``'s position ``version`` is on the table: acknowledge it once it is painted."""
        pending = self._pending
        if pending is not None and pending[0] is not controller:
            self._send()  # another table's position: its own controller hears of it now
        if self._pending is None:
            self._viewport.installEventFilter(self)
            self._fallback.start()
        self._pending = (controller, max(version, self._pending[1]) if self._pending is not None else version)
        if not self._viewport.isVisible():
            # Looked at again once this position's handlers are done (a queued call: this same pass over the posted
            # events): still hidden, acknowledged then; shown meanwhile (a new game's page is shown with its first
            # position, ui/first_position.py), after its paint. Acknowledged from the handler, the bots' next move
            # came in the turn that paints that page (Tea Time's first game: 10 ms of GUI CPU in one turn).
            QTimer.singleShot(0, self, self._on_hidden_check)

    def pending(self) -> int | None:
        """The version still waiting for its paint (None: none)."""
        return self._pending[1] if self._pending is not None else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # (Attributes through getattr after the type: a filter being collected has lost them, docs/architecture.md.)
        if event.type() == QEvent.Type.Paint and watched is getattr(self, "_viewport", None) \
                and self._pending is not None and self._painted is None:
            self._painted = self._pending[1]
            QTimer.singleShot(0, self, self._after_paint)  # queued: runs once this paint (and the frame) is done
        return False

    def _after_paint(self) -> None:
        painted, self._painted = self._painted, None
        pending = self._pending
        if pending is None or painted is None:
            return
        if pending[1] <= painted:
            self._send()
        else:
            _acknowledge(pending[0], painted)  # a newer position came meanwhile: it waits for a paint of its own

    def _on_hidden_check(self) -> None:
        if self._pending is not None and not self._viewport.isVisible():
            self._send()

    def _on_fallback_timeout(self) -> None:
        self._send()

    def _send(self) -> None:
        pending, self._pending, self._painted = self._pending, None, None
        self._fallback.stop()
        self._viewport.removeEventFilter(self)
        if pending is not None:
            _acknowledge(*pending)


def _acknowledge(controller: Any, version: int) -> None:
    """Tell ``controller`` its position ``version`` is painted, unless it is gone: a table on the network that was
    left deletes its controller, and a paint (or the fallback) may come after."""
    from shiboken6 import Shiboken

    if isinstance(controller, QObject) and not Shiboken.isValid(controller):
        return
    controller.acknowledge(version)
