"""An event filter the garbage collector is taking apart has lost its Python attributes while Qt still hands it the
watched widget's events: it must check the event's type first and read its own state through getattr (seen: the
first frame's filter raised AttributeError on a Paint in a shuffled run, failing an unrelated test)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRect
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

from tabletop_qt.ui.first_frame import FirstFrame
from tabletop_qt.ui.paint_next_turn import PaintNextTurn
from tabletop_qt.ui.shown_ack import ShownAck


def _shown_ack(widget: QWidget) -> Any:
    ack = ShownAck(widget)
    ack.shown(object(), 1)  # waiting for a paint: its filter is on the widget
    return ack


def _paint_next_turn(widget: QWidget) -> Any:
    held = PaintNextTurn(widget)
    held.defer()  # holding: its filter is on the window
    return held


@pytest.mark.parametrize("make", [FirstFrame, _shown_ack, _paint_next_turn], ids=["first_frame", "shown_ack", "paint_next_turn"])
def test_a_filter_without_its_attributes_lets_events_through(qtbot, make: Callable[[QWidget], Any]) -> None:  # type: ignore[no-untyped-def]
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    watcher = make(widget)
    watcher.__dict__.clear()  # what the collector's clearing of a cycle does first
    QCoreApplication.sendEvent(widget, QPaintEvent(QRect(0, 0, 5, 5)))
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.UpdateRequest))
    # pytest-qt fails the test on any exception raised inside a Qt override meanwhile.
