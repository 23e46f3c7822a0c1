"""The line across the middle of the Frantic Frankfurt table: what the table waits for, the referee's countdown
counted down second by second, and the Ready button.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QKeySequence

from tabletop_qt.ui.games.frantic_frankfurt.items import rounded, set_text
from tabletop_qt.ui.games.frantic_frankfurt.layout import BANNER_Y, FINISHED, OPENING, RACE, SCENE_W, STUCK
from tabletop_qt.ui.texts import joined


class Banner:
    """The banner of ``FranticFrankfurtScene``, which it is mixed into: it reads the scene's view, legal actions and
    countdown and updates the banner items the scene built."""

    def _refresh_banner(self) -> None:
        """The line across the middle of the table: what the table waits for, the countdown, the Ready button."""
        view = self._view
        text = ""
        button = ""
        if view is not None:
            phase = view["phase"]
            seconds = self._seconds_left(phase)
            kinds = self._legal.options("type")
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
                if "slap" in kinds and finisher == self._me:
                    text = QCoreApplication.translate("FranticFrankfurt", "You emptied your columns: slap a pile, it leaves the game!")
                elif "slap" in kinds:
                    text = QCoreApplication.translate("FranticFrankfurt", "Slap a pile, quick!")
                elif self._me is not None and view["seats"][self._me].get("claim") is None:
                    text = QCoreApplication.translate("FranticFrankfurt", "{player} emptied the columns: wait for the slap…").format(
                        player=self._name(finisher)
                    )
                else:
                    text = QCoreApplication.translate("FranticFrankfurt", "The others race for the piles…")
            elif phase == FINISHED:
                winners = [self._name(w) for w in view["outcome"]["winners"]]
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
        set_text(self._banner, text)
        self._button.setVisible(bool(button))
        if button:
            if set_text(self._button_label, button) or self._button.path().isEmpty():
                self._layout_button()
        box = self._banner.boundingRect()
        total = box.width() + (self._button.path().boundingRect().width() + 28 if button else 0)
        x = (SCENE_W - total) / 2
        self._banner.setPos(x, BANNER_Y + (64 - box.height()) / 2)
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
        self._refresh_banner()
