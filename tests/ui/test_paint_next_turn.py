"""A position's paint comes in the turn of the event loop after its handler (ui/paint_next_turn.py): joined, High
Noon Saloon's handler and paint held the GUI thread up to 15.6 ms of CPU in one turn. Counted in turns (passes over
the posted events), not milliseconds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect
from PySide6.QtWidgets import QWidget

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.paint_next_turn import PaintNextTurn


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRect] = []

    @property
    def count(self) -> int:
        return len(self.regions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.regions.append(event.region().boundingRect())  # type: ignore[attr-defined]
        return False


def test_a_later_positions_paint_waits_for_the_next_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(SeatSpec(SeatKind.BOT, name, "normal") for name in ("Anna", "Bruno"))
    window.start_game(GameSetup("tea_time", seats, 4))
    page = window.game
    qtbot.waitUntil(lambda: page.update_shown is not None and page.update_shown.version >= 3, timeout=10000)
    viewport = page.view.viewport()
    paints = _Paints()
    viewport.installEventFilter(paints)
    seen: list[tuple[bool, int]] = []

    def after_a_position(_update: Any) -> None:
        if seen:
            return  # (the next position, delivered inside this one's sendPostedEvents)
        before = (page.paint_next_turn.holding(), paints.count)
        QCoreApplication.sendPostedEvents()  # the rest of this pass over the posted events
        seen.extend([before, (page.paint_next_turn.holding(), paints.count)])

    window.controller.table_updated.connect(after_a_position)  # after the page's own handler
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10000)
    window.controller.table_updated.disconnect(after_a_position)
    assert [holding for holding, _ in seen] == [True, True]  # held through the handler's pass
    assert seen[1][1] == seen[0][1]  # no paint in that pass
    painted = seen[1][1]
    qtbot.waitUntil(lambda: paints.count > painted, timeout=5000)
    viewport.removeEventFilter(paints)
    # Only what changed is painted (a card moved), not the whole table.
    assert paints.regions[painted] != viewport.rect(), (paints.regions[painted], viewport.rect())


def test_a_held_repaint_comes_a_turn_later_and_a_hidden_viewport_is_not_held(qtbot) -> None:  # type: ignore[no-untyped-def]
    shown, hidden = QWidget(), QWidget()
    qtbot.addWidget(shown)
    qtbot.addWidget(hidden)
    shown.show()
    qtbot.waitExposed(shown)
    paints = _Paints()
    shown.installEventFilter(paints)
    held, left = PaintNextTurn(shown), PaintNextTurn(hidden)
    held.defer()
    left.defer()
    assert held.holding() and not left.holding()
    shown.update()
    QCoreApplication.sendPostedEvents()
    assert paints.count == 0  # held through this pass
    qtbot.waitUntil(lambda: paints.count > 0 and not held.holding(), timeout=2000)
