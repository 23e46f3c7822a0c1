"""The line across the middle of the Frantic Frankfurt table: what the table waits for, the referee's countdown
counted down second by second, and the Ready button.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Set
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from tabletop_qt.ui.games.frantic_frankfurt.items import KeyCap, label_item, rounded, set_text
from tabletop_qt.ui.games.frantic_frankfurt.layout import BANNER_Y, FINISHED, INK, OPENING, RACE, SCENE_W, STUCK
from tabletop_qt.ui.texts import joined

Names = Callable[[Any], str]  # a seat's name (None or unknown: "?")


class Banner:
    """The banner's items on ``scene`` and the countdown it counts down: the scene hands it the view, the kinds of
    action its seat may make and the names with ``show``; a countdown tick words it again from what it was shown."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._label = label_item(None, 34, True, INK)
        self._label.setZValue(40)
        scene.addItem(self._label)
        self._button = QGraphicsPathItem()
        self._button.setZValue(40)
        self._button.setBrush(QColor("#f0b429"))
        self._button.setPen(QPen(QColor("#ffe9a8"), 2))
        self._button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._button_label = label_item(self._button, 28, True, QColor("#1b1405"))
        self._button_key = KeyCap(self._button)
        self._button_key.setBrush(QColor(0, 0, 0, 40))
        self._button_key.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
        self._button.setVisible(False)
        scene.addItem(self._button)
        self._shown: tuple[dict[str, Any] | None, Set[str], int | None, Names] = (None, frozenset(), None, str)
        # The referee's countdown ("ready", "everyone is stuck", the race), if the table publishes one.
        self._countdown: tuple[str, float, int] | None = None  # phase, deadline (monotonic s), total ms
        self._countdown_timer = QTimer(scene)
        self._countdown_timer.setInterval(100)
        self._countdown_timer.timeout.connect(self._on_countdown_timer_timeout)

    # ------------------------------------------------------------------ reading
    def text(self) -> str:
        return self._label.text()

    def button_rect(self) -> QRectF:
        """The Ready button's place on the scene (empty while it is hidden)."""
        return self._button.sceneBoundingRect() if self._button.isVisible() else QRectF()

    def button_hit(self, pos: QPointF) -> bool:
        return self._button.isVisible() and self._button.sceneBoundingRect().contains(pos)

    # ------------------------------------------------------------------ told by the scene
    def show(self, view: dict[str, Any] | None, kinds: Set[str], me: int | None, name: Names) -> None:
        """Word the banner for ``view``; ``kinds``: the types of the actions ``me`` may make now."""
        self._shown = (view, kinds, me, name)
        self._draw()

    def set_countdown(self, phase: str | None, remaining_ms: int = 0, total_ms: int = 0) -> None:
        """The referee's countdown (None: none runs). The banner counts the seconds down by itself."""
        if phase is None:
            self._countdown = None
            self._countdown_timer.stop()
        else:
            self._countdown = (phase, time.monotonic() + max(0, remaining_ms) / 1000, total_ms)
            if not self._countdown_timer.isActive():
                self._countdown_timer.start()
        self._draw()

    def retranslate(self) -> None:
        """Emptied so that the next ``show`` lays the button out again, in the new words."""
        self._button_label.setText("")

    # ------------------------------------------------------------------ drawing
    def _draw(self) -> None:
        """The line across the middle of the table: what the table waits for, the countdown, the Ready button."""
        view, kinds, me, name = self._shown
        text = ""
        button = ""
        if view is not None:
            phase = view["phase"]
            seconds = self._seconds_left(phase)
            if phase == OPENING:
                if seconds is not None:
                    text = QCoreApplication.translate("FranticFrankfurt", "Ready to turn the cards up… {seconds}").format(
                        seconds=seconds
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "Ready to turn the cards up?")
            elif phase == STUCK:
                if seconds is not None:
                    text = QCoreApplication.translate("FranticFrankfurt", "Everyone is stuck! Revealing in {seconds}").format(
                        seconds=seconds
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "Everyone is stuck!")
            elif phase == RACE:
                finisher = view.get("finisher")
                if "slap" in kinds and finisher == me:
                    text = QCoreApplication.translate("FranticFrankfurt", "You emptied your columns: slap a pile, it leaves the game!")
                elif "slap" in kinds:
                    text = QCoreApplication.translate("FranticFrankfurt", "Slap a pile, quick!")
                elif me is not None and view["seats"][me].get("claim") is None:
                    text = QCoreApplication.translate("FranticFrankfurt", "{player} emptied the columns: wait for the slap…").format(
                        player=name(finisher)
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "The others race for the piles…")
            elif phase == FINISHED:
                winners = [name(w) for w in view["outcome"]["winners"]]
                if len(winners) == 1:
                    text = QCoreApplication.translate("FranticFrankfurt", "The game is over. Winner: {winners}")
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "The game is over. Winners: {winners}")
                text = text.format(winners=joined(winners))
            elif "reveal" in kinds:
                text = QCoreApplication.translate("FranticFrankfurt", "Turn up your card to open your pile!")
            if "ready" in kinds:
                button = QCoreApplication.translate("FranticFrankfurt", "Ready")
            elif "reveal" in kinds:
                button = QCoreApplication.translate("FranticFrankfurt", "Turn up my card")
        set_text(self._label, text)
        self._button.setVisible(bool(button))
        if button:
            if set_text(self._button_label, button) or self._button.path().isEmpty():
                self._layout_button()
        box = self._label.boundingRect()
        total = box.width() + (self._button.path().boundingRect().width() + 28 if button else 0)
        x = (SCENE_W - total) / 2
        self._label.setPos(x, BANNER_Y + (64 - box.height()) / 2)
        self._button.setPos(x + box.width() + 28 if text else (SCENE_W - total) / 2, BANNER_Y)

    def _layout_button(self) -> None:
        box = self._button_label.boundingRect()
        self._button_key.set_label(QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText))
        width = box.width() + self._button_key.width() + 66
        self._button.setPath(rounded(QRectF(0, 0, width, 64), 16))
        self._button_label.setPos(24, (64 - box.height()) / 2)
        self._button_key.setPos(24 + box.width() + 18, 16)

    def _seconds_left(self, phase: str) -> int | None:
        countdown = self._countdown
        if countdown is None or countdown[0] != phase:
            return None
        left = countdown[1] - time.monotonic()
        return max(0, int(left + 0.999))

    def _on_countdown_timer_timeout(self) -> None:
        if self._countdown is None:
            self._countdown_timer.stop()
            return
        self._draw()
