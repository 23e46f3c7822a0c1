"""A game's last position is painted in a frame of its own, the winner screen in the next (ui/winner_side.py): in
one turn of the event loop the last position, the screen's filling and its showing held the GUI thread 18-20 ms
(Tea Time, 4 bots). A screen whose game is left before it opens (a new game started) is never opened. Shown, the
screen is painted on its expose and, after one more layout of its own, whole again: the second paint comes a turn
later (the two in the showing turn held the GUI thread 12.9-14.2 ms)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog


class _Order(QObject):
    """Notes the table's paints of a finished position and the winner screen's showing, in the order they come."""

    def __init__(self, window: MainWindow, screen: QObject) -> None:
        super().__init__()
        self.seen: list[str] = []
        self._window, self._viewport, self._screen = window, window.game.view.viewport(), screen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        shown: Any = self._window.game.update_shown
        if watched is self._viewport and event.type() == QEvent.Type.Paint and shown is not None \
                and shown.outcome.finished:
            self.seen.append("last position painted")
        elif watched is self._screen and event.type() == QEvent.Type.Show:
            self.seen.append("winner screen shown")
        return False


def test_the_last_position_is_painted_before_the_winner_screen_opens(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    screen = window.winner.prepare()
    order = _Order(window, screen)
    window.game.view.viewport().installEventFilter(order)
    screen.installEventFilter(order)
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    assert "winner screen shown" in order.seen, order.seen
    assert order.seen.index("last position painted") < order.seen.index("winner screen shown"), order.seen

    # The end shown again and a new game started before the next turn: the screen stays closed.
    finished = window.game.update_shown
    window.close_score_dialog()
    window.winner.show_end(finished, window.game.board)  # type: ignore[arg-type]
    assert window.winner.opening() and window.score_dialog is None
    window.close_score_dialog()
    qtbot.wait(50)
    assert window.score_dialog is None and not screen.isVisible()


class _Turns(QObject):
    """Counts the turns of the event loop (a zero-time timer fires once in each) and notes the turn of each of the
    screen's whole paints."""

    def __init__(self, screen: QObject) -> None:
        super().__init__()
        self.turn = 0
        self.paints: list[int] = []
        self._screen = screen
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()

    def _on_timer_timeout(self) -> None:
        self.turn += 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self._screen and event.type() == QEvent.Type.Paint:
            self.paints.append(self.turn)
        return False


def test_the_winner_screens_second_paint_comes_a_turn_after_its_first(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    screen = window.winner.prepare()
    turns = _Turns(screen)
    screen.installEventFilter(turns)
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    qtbot.waitUntil(lambda: len(turns.paints) >= 2, timeout=3000)
    screen.removeEventFilter(turns)
    assert turns.paints[1] > turns.paints[0], turns.paints
