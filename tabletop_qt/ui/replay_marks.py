"""Landmarks of a long replay: where each turn begins and where each attack lands, the slider that shows them, and
the buttons that jump to them (issue 26: a 660-move High Noon Saloon game had only one-move steps and a slider).

A turn is what the game's public view calls one: High Noon Saloon's ``turn`` (each player's setup turn apart),
Times Square's turn number, Tea Time's take within a round, Frantic Frankfurt's round. An attack is a move whose
events name its targets (High Noon Saloon's ``hns.targeted``); games without attacks show no attack buttons.
The marks are read on the replay's builder thread (no Qt there), one view per position.
"""

from __future__ import annotations

import bisect
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QSlider, QStyle, QStyleOptionSlider, QToolButton, QWidget

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import SPECS_BY_ID

ATTACK_EVENTS = frozenset({"hns.targeted"})
TURN_MARK = QColor("#3a6ea5")
ATTACK_MARK = QColor("#c0392b")


def turn_key(game_id: str, view: dict[str, Any]) -> Hashable:
    """What stays the same through one turn of ``game_id`` in its public view (the game's record.turn_key)."""
    spec = SPECS_BY_ID.get(game_id)
    if spec is not None and spec.record is not None:
        return resolve(spec.record).turn_key(view)  # type: ignore[no-any-return]
    current = view.get("current")
    return tuple(current) if isinstance(current, list) else current


@dataclass(frozen=True)
class ReplayMarks:
    turns: tuple[int, ...] = ()  # positions where a turn begins (the first position's turn included)
    attacks: tuple[int, ...] = ()  # positions reached by a move that landed an attack

    @classmethod
    def of(cls, replay: Any) -> ReplayMarks:
        seat = replay.seats_to_show()[0] if replay.network else None
        game_id = replay.record.game_id
        turns: list[int] = []
        attacks: list[int] = []
        before_key: Hashable = object()
        before_log = 0
        for position in range(replay.positions):
            key = turn_key(game_id, replay.view(position, seat))
            if key != before_key:
                turns.append(position)
                before_key = key
            log = replay.log(position, seat)
            if position and any(e.code in ATTACK_EVENTS for entry in log[before_log:] for e in entry.events):
                attacks.append(position)
            before_log = len(log)
        return cls(tuple(turns), tuple(attacks))

    @staticmethod
    def after(marks: tuple[int, ...], position: int) -> int | None:
        index = bisect.bisect_right(marks, position)
        return marks[index] if index < len(marks) else None

    @staticmethod
    def before(marks: tuple[int, ...], position: int) -> int | None:
        index = bisect.bisect_left(marks, position)
        return marks[index - 1] if index > 0 else None

    def turn_of(self, position: int) -> int:
        """The 1-based number of the turn ``position`` is in (0 without marks)."""
        return bisect.bisect_right(self.turns, position)


class MarkedSlider(QSlider):
    """A horizontal slider with a tick under the groove where each turn begins and a red one where an attack
    lands, so a long game's shape can be seen and a turn found at a glance."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks = ReplayMarks()
        self.setMinimumHeight(self.sizeHint().height() + 8)

    def set_marks(self, marks: ReplayMarks) -> None:
        self.marks = marks
        self.update()

    def mark_x(self, position: int) -> int:
        """The x of ``position``'s mark, at the handle's centre when the slider stands there."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), position, span)
        return groove.x() + handle.width() // 2 + offset

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.maximum() <= self.minimum():
            return
        painter = QPainter(self)
        bottom = self.rect().bottom()
        for marks, colour, length in ((self.marks.turns, TURN_MARK, 4), (self.marks.attacks, ATTACK_MARK, 7)):
            painter.setPen(QPen(colour, 1))
            for position in marks:
                x = self.mark_x(position)
                painter.drawLine(x, bottom - length, x, bottom)
        painter.end()


class ReplayJumps(QWidget):
    """Previous and next turn, previous and next attack."""

    jump_requested = Signal(int)  # the position to show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks = ReplayMarks()
        self.position = 0
        self.turn_back = self._button("replay_turn_back", self._on_turn_back_clicked)
        self.turn_forward = self._button("replay_turn_forward", self._on_turn_forward_clicked)
        self.attack_back = self._button("replay_attack_back", self._on_attack_back_clicked)
        self.attack_forward = self._button("replay_attack_forward", self._on_attack_forward_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.turn_back, self.turn_forward, self.attack_back, self.attack_forward):
            layout.addWidget(button)
        self.retranslate_ui()
        self.show_position(ReplayMarks(), 0)

    def _button(self, name: str, slot: Any) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.clicked.connect(slot)
        return button

    def show_position(self, marks: ReplayMarks, position: int) -> None:
        self.marks, self.position = marks, position
        self.turn_back.setEnabled(self.previous_turn() is not None)
        self.turn_forward.setEnabled(marks.after(marks.turns, position) is not None)
        self.attack_back.setEnabled(marks.before(marks.attacks, position) is not None)
        self.attack_forward.setEnabled(marks.after(marks.attacks, position) is not None)
        for button in (self.attack_back, self.attack_forward):
            button.setVisible(bool(marks.attacks))

    def previous_turn(self) -> int | None:
        """The start of this turn, or of the one before when standing on a turn's start."""
        return self.marks.before(self.marks.turns, self.position)

    def retranslate_ui(self) -> None:
        for button, text, tip in (
            (self.turn_back, QCoreApplication.translate("Replay", "◀ Turn"),
             QCoreApplication.translate("Replay", "To the start of the turn, or of the one before (Page Up)")),
            (self.turn_forward, QCoreApplication.translate("Replay", "Turn ▶"),
             QCoreApplication.translate("Replay", "To the start of the next turn (Page Down)")),
            (self.attack_back, QCoreApplication.translate("Replay", "◀ Attack"),
             QCoreApplication.translate("Replay", "To the attack before")),
            (self.attack_forward, QCoreApplication.translate("Replay", "Attack ▶"),
             QCoreApplication.translate("Replay", "To the next attack")),
        ):
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)

    def _jump(self, position: int | None) -> None:
        if position is not None:
            self.jump_requested.emit(position)

    def go_turn_back(self) -> None:
        self._jump(self.previous_turn())

    def go_turn_forward(self) -> None:
        self._jump(self.marks.after(self.marks.turns, self.position))

    def _on_turn_back_clicked(self) -> None:
        self.go_turn_back()

    def _on_turn_forward_clicked(self) -> None:
        self.go_turn_forward()

    def _on_attack_back_clicked(self) -> None:
        self._jump(self.marks.before(self.marks.attacks, self.position))

    def _on_attack_forward_clicked(self) -> None:
        self._jump(self.marks.after(self.marks.attacks, self.position))
