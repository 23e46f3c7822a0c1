"""Paced bots move on once the table's view has painted a position (ui/shown_ack.py): the acknowledgement leaves the
game page after the frame is painted, not from the update handler, so the rules thread's work for the next move (the
bot's choice, the rules) never runs while the GUI thread handles and paints the last one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from shiboken6 import Shiboken

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate, make_update
from tabletop_qt.ui.game_page import GamePage
from tests.ui.reachability import RecordingController


class AckingController(RecordingController):
    def __init__(self, events: list[Any]) -> None:
        super().__init__()
        self.events = events

    def acknowledge(self, version: int) -> None:
        self.events.append(("ack", version))


class PaintSpy(QObject):
    def __init__(self, events: list[Any]) -> None:
        super().__init__()
        self.events = events

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.events.append("paint")
        return False


def _update(seed: int = 3) -> TableUpdate:
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "normal"))
    table = Table.new(GameSetup("tea_time", seats, seed))
    return make_update(table, (0,), (), screen_seat=0)


def test_a_shown_position_is_acknowledged_after_the_view_painted_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    events: list[Any] = []
    controller = AckingController(events)
    page = GamePage(controller)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    spy = PaintSpy(events)
    page.view.viewport().installEventFilter(spy)
    update = _update()
    controller.table_updated.emit(update)  # the handler runs now, in this thread
    assert ("ack", update.version) not in events  # not from the handler: the frame is not painted yet
    qtbot.waitUntil(lambda: ("ack", update.version) in events)
    assert "paint" in events[: events.index(("ack", update.version))]


def test_a_position_behind_another_page_is_acknowledged_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Nothing paints a view that is not shown: the bots must not wait for it. Once the position's handlers are done
    # (the same pass over the posted events), not a turn later.
    events: list[Any] = []
    controller = AckingController(events)
    page = GamePage(controller)
    qtbot.addWidget(page)
    update = _update()
    controller.table_updated.emit(update)
    QCoreApplication.sendPostedEvents()
    assert events == [("ack", update.version)]


def test_a_page_its_position_shows_is_acknowledged_after_its_paint(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A new game's page is shown by a handler after the page's own (ui/first_position.py): the bots wait for its
    # paint, as on a page shown already. Acknowledged from the page's handler, their next move came in the turn that
    # paints the page.
    events: list[Any] = []
    controller = AckingController(events)
    page = GamePage(controller)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    spy = PaintSpy(events)
    page.view.viewport().installEventFilter(spy)
    controller.table_updated.connect(page.show)  # after the page's handler, as the first position's
    update = _update()
    controller.table_updated.emit(update)
    QCoreApplication.sendPostedEvents()
    assert ("ack", update.version) not in events
    qtbot.waitUntil(lambda: ("ack", update.version) in events)
    assert "paint" in events[: events.index(("ack", update.version))], events


def test_a_position_that_comes_while_the_last_one_is_painted_waits_for_its_own_paint(qtbot) -> None:  # type: ignore[no-untyped-def]
    events: list[Any] = []
    controller = AckingController(events)
    page = GamePage(controller)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    first = _update(3)
    controller.table_updated.emit(first)
    qtbot.waitUntil(lambda: ("ack", first.version) in events)
    # The next position arrives between a paint and its acknowledgement: the paint showed the one before.
    ack = page._shown_ack  # noqa: SLF001 (the moment between a paint and its acknowledgement is made here)
    ack.shown(controller, first.version + 1)
    ack.eventFilter(page.view.viewport(), QEvent(QEvent.Type.Paint))  # a paint of version first + 1 ...
    ack.shown(controller, first.version + 2)  # ... and a newer position before its acknowledgement left
    qtbot.waitUntil(lambda: ("ack", first.version + 1) in events)
    assert ("ack", first.version + 2) not in events  # not painted yet
    qtbot.waitUntil(lambda: ("ack", first.version + 2) in events)  # its own paint (or the fallback)


class SignallingController(RecordingController):
    """Acknowledges through a signal, as the rules thread's controller does: a deleted one cannot emit."""

    acknowledged = Signal(int)

    def acknowledge(self, version: int) -> None:
        self.acknowledged.emit(version)


def test_a_controller_deleted_before_the_paint_is_not_acknowledged(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A table on the network that was left deletes its controller; the paint or the fallback comes after.
    controller = SignallingController()
    page = GamePage(controller)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    controller.table_updated.emit(_update())
    assert page._shown_ack.pending() is not None
    Shiboken.delete(controller)
    qtbot.waitUntil(lambda: page._shown_ack.pending() is None, timeout=2000)  # no exception in the loop meanwhile
