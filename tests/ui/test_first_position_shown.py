"""A new game's page is shown with its first position (ui/first_position.py): the table is prepared while the
home page is still shown, and the view's first paint draws the dealt table; no frame shows the table without its
cards (that paint and the first position's shown in one turn held Frantic Frankfurt's GUI thread 20-25 ms)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow


class PaintWatch(QObject):
    """Notes, at each paint of the view, whether the page had a position to show."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.with_position: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.with_position.append(self.window.game.update_shown is not None)
        return False


def test_the_page_is_shown_with_the_first_position_and_first_painted_with_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    watch = PaintWatch(window)
    page.view.viewport().installEventFilter(watch)
    seats = tuple(SeatSpec(SeatKind.BOT, name, "normal:slow") for name in ("Anna", "Bruno", "Carla"))
    window.start_game(GameSetup("frantic_frankfurt", seats, 4))
    assert window.pages.currentWidget() is window.home  # the table is prepared behind the home page
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page, timeout=5000)
    assert page.update_shown is not None  # shown with its position
    qtbot.waitUntil(lambda: len(watch.with_position) > 0, timeout=5000)
    assert watch.with_position[0], watch.with_position


def test_leaving_before_the_first_position_keeps_the_home_page(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    seats = (SeatSpec(SeatKind.BOT, "Anna", "normal"), SeatSpec(SeatKind.BOT, "Bruno", "normal"))
    window.start_game(GameSetup("tea_time", seats, 4))
    with qtbot.waitSignal(window.controller.table_closed, timeout=5000):
        window.leave_table()
    assert window.pages.currentWidget() is window.home
    assert not window._first_position.waiting()  # neither a late position nor the fallback brings the page back
