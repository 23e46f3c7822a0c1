"""The game page's Hint: a button (and key H) that lights the move the hard bot would choose and says why.

Asked on the local person's turn, or when the table asks them out of turn (``GamePage.moment_seat``). The search
runs in the assist worker process (assist/service.py) for HINT_SECONDS, from the seat's view only; the GUI thread
sends the request and later draws the answer. A second Hint on the same position shows the next-best move from
the same measure (no new search). The hint stays lit while the position is the same, and goes with the next.
Every hint shown is noted in the table's log (``controller.note_hint``), so the history and everyone at the table
see that hints were used. A table on the network offers hints only when its host allows them
(``GameSetup.hints``); hot-seat hints show only once the screen is uncovered.
"""

from __future__ import annotations

import random
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton

from tabletop_qt.analysis.hint import HINT_EXPLAINED, HINT_ITERATIONS, HINT_SECONDS, hint_text
from tabletop_qt.analysis.measure import Measure, MeasureRequest
from tabletop_qt.history.replay import json_hash
from tabletop_qt.ui import hint_texts
from tabletop_qt.ui.hint_marks import clear_hint, light
from tabletop_qt.ui.peer_text import plain_label


WARM_AFTER_MS = 1000


class HintControl(QObject):
    """Owned by the GamePage; ``page`` gives the update shown, the seat to hint and the board."""

    hint_shown = Signal(object, float)  # the lit action (JSON), seconds from the ask to the lit move

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self._page = page
        self.button = QPushButton()
        self.button.setObjectName("hint_button")
        self.button.setEnabled(False)
        self.button.clicked.connect(self._on_button_clicked)
        self.label = plain_label(QLabel())
        self.label.setObjectName("hint_label")
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: #8e24aa;")
        self.label.setVisible(False)
        self._service: Any = None
        self._pending: int | None = None
        self._asked_at = 0.0
        self._key: tuple[Any, ...] | None = None  # the seat and position the hint is for
        self._measure: Measure | None = None
        self._rank = 0
        self._text: tuple[str, Any] | None = None  # what the label says: ("hint", HintText) or ("failed", None)
        self._warming = False

    # ------------------------------------------------------------------ reading
    @property
    def lit_action(self) -> Any:
        return None if self._measure is None else self._measure.ranked(self._rank).action

    def text(self) -> str:
        return self.label.text() if self.label.isVisible() else ""

    def _seat_and_key(self) -> tuple[int, tuple[Any, ...]] | None:
        page = self._page
        update = page.update_shown
        if update is None or update.outcome.finished or update.paused or page.is_covered():
            return None
        seat = page.moment_seat()
        if seat is None:
            return None
        legal = update.legal.get(seat, [])
        if not legal or not self.allowed(update):
            return None
        view = update.view_for(seat)
        return seat, (update.setup.game_id, seat, json_hash(view), json_hash(legal))

    def allowed(self, update: Any) -> bool:
        """A table on the network offers hints only when its host allows them (a guest's setup says what the host's
        welcome named), and only where the hint can be noted in the table's log for everyone."""
        return bool(getattr(update.setup, "hints", True)) and hasattr(self._page.controller, "note_hint")

    # ------------------------------------------------------------------ asking
    def request(self) -> None:
        """The button or key H: the first hint of a position asks the search; a further one shows the next move."""
        found = self._seat_and_key()
        if found is None:
            update = self._page.update_shown
            if update is not None and not getattr(update.setup, "hints", True):
                self._text = ("not_allowed", None)  # said, so a key press is never met with silence
                self._retranslate_label()
            return
        seat, key = found
        if key == self._key and self._measure is not None:
            self._rank = (self._rank + 1) % len(self._measure.moves)
            self._show(time.perf_counter())
            return
        if key == self._key and self._pending is not None:
            return  # already thinking about this position
        self._forget()
        update = self._page.update_shown
        self._key = key
        self._asked_at = time.perf_counter()
        seed = random.Random(json_hash(update.view_for(seat))).getrandbits(63)
        request = MeasureRequest(
            update.setup.game_id, seat, update.view_for(seat), tuple(update.legal[seat]), seed, HINT_ITERATIONS,
            HINT_SECONDS, dict(update.setup.options), explain=HINT_EXPLAINED,
        )
        service = self._assist()
        self._pending = service.ask(request)
        self._text = ("thinking", None)
        self._retranslate_label()

    def _assist(self) -> Any:
        from tabletop_qt.assist.service import assist_for

        service = assist_for(self._page.window())
        if service is not self._service:  # the first, or a new one after the window stopped the last
            self._service = service
            service.answered.connect(self._on_service_answered)
            service.failed.connect(self._on_service_failed)
        return service

    def warm(self) -> None:
        """Start the worker process ahead of the first hint (the page calls it when a table with a person starts)."""
        self._assist().warm()

    def _on_service_answered(self, request_id: int, result: Any) -> None:
        if request_id != self._pending:
            return
        self._pending = None
        found = self._seat_and_key()
        if found is None or found[1] != self._key or not isinstance(result, Measure) or not result.moves:
            self._forget()
            return
        self._measure, self._rank = result, 0
        self._show(self._asked_at)

    def _on_service_failed(self, request_id: int) -> None:
        if request_id != self._pending:
            return
        self._pending = None
        self._text = ("failed", None)
        self._retranslate_label()

    def _show(self, since: float) -> None:
        measure, page = self._measure, self._page
        assert measure is not None
        update = page.update_shown
        action = measure.ranked(self._rank).action
        lit = light(update.setup.game_id, page.board.scene, action)
        # A move with nothing to light (a button's) is named by a sentence of its own, before the why.
        unlit = "" if lit or not isinstance(action, dict) else str(action.get("type", ""))
        self._text = ("hint", (hint_text(measure, self._rank, len(update.setup.seats)), unlit, update.setup.game_id))
        self._retranslate_label()
        controller = page.controller
        if controller is not None and hasattr(controller, "note_hint"):
            controller.note_hint(measure.seat)
        self.hint_shown.emit(action, time.perf_counter() - since)

    # ------------------------------------------------------------------ following the table
    def follow(self) -> None:
        """After every update the page shows: the hint stays while its position does (a note of the hint itself
        changes only the log), is drawn again over the redrawn board, and goes with the position."""
        found = self._seat_and_key()
        self.button.setEnabled(found is not None)
        if found is not None and self._service is None and not self._warming and self._page.window() is not self._page:
            # The worker process and its thread start a second after the first position a person may be hinted
            # on: the first hint then pays no start-up (tens of milliseconds of imports on the GUI thread).
            self._warming = True
            QTimer.singleShot(WARM_AFTER_MS, self, self.warm)
        if self._key is None:
            return
        if found is None or found[1] != self._key:
            self._forget()
        elif self._measure is not None:
            light(self._page.update_shown.setup.game_id, self._page.board.scene, self.lit_action)

    def _forget(self) -> None:
        if self._pending is not None and self._service is not None:
            self._service.cancel(self._pending)
        self._pending = None
        self._key = None
        self._measure = None
        self._rank = 0
        self._text = None
        clear_hint(self._page.board.scene)
        self._retranslate_label()

    def _on_button_clicked(self) -> None:
        self.request()

    # ------------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.button.setText(hint_texts.button_text())
        self._retranslate_label()

    def _retranslate_label(self) -> None:
        text = self._text
        if text is None:
            self.label.setVisible(False)
            self.label.clear()
            return
        kind, value = text
        if kind == "hint":
            why, unlit, game_id = value
            named = hint_texts.unlit_sentence(unlit) if unlit else ""
            said = hint_texts.sentence(why, game_id)
            self.label.setText(f"{named} {said}" if named else said)
        elif kind == "not_allowed":
            self.label.setText(hint_texts.not_allowed_text())
        elif kind == "thinking":
            self.label.setText(hint_texts.thinking_text())
        else:
            self.label.setText(hint_texts.failed_text())
        self.label.setVisible(True)
