"""A game's first position and the page's first paint, and the winner screen's filling and its showing, each in a turn
of the event loop of its own (ui/first_position.py, ui/winner_side.py).

Joined, each pair held the GUI thread 9-12 ms in one turn in Tea Time (4 bots). A zero-time ``QTimer.singleShot`` is
a queued call: Qt runs it in the same pass over the posted events as the event that asked for it, so it gave no turn
of its own; a next game's first position and its whole new table's paint (the page already shown) joined too.
Counted in turns (a zero-interval timer's ticks and passes over the posted events), not milliseconds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow


def _first_position_turn(qtbot, window: MainWindow, seed: int) -> list[tuple[bool, bool]]:  # type: ignore[no-untyped-def]
    """Starts a game; after its first position's handlers: (page shown, updates on) before, and after, the rest of
    that pass over the posted events is delivered."""
    pages = window.pages
    seen: list[tuple[bool, bool]] = []
    called: list[bool] = []

    def after_the_first_position(_update: Any) -> None:
        if called:
            return  # (the next position, delivered inside this one's sendPostedEvents)
        called.append(True)
        before = (pages.currentWidget() is window.game, pages.updatesEnabled())
        QCoreApplication.sendPostedEvents()  # the rest of this pass over the posted events
        seen.extend([before, (pages.currentWidget() is window.game, pages.updatesEnabled())])

    seats = tuple(SeatSpec(SeatKind.BOT, name, "normal") for name in ("Anna", "Bruno"))
    window.start_game(GameSetup("tea_time", seats, seed))
    window.controller.table_updated.connect(after_the_first_position)  # after the page's own handlers
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    window.controller.table_updated.disconnect(after_the_first_position)
    qtbot.waitUntil(pages.updatesEnabled, timeout=5000)
    return seen


def test_the_page_is_painted_in_a_turn_after_its_first_position(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # From the home page, then the next game on the page already shown (as Rematch starts it): shown with the
    # position, painted in a later turn.
    assert _first_position_turn(qtbot, window, 4) == [(True, False), (True, False)]
    assert _first_position_turn(qtbot, window, 5) == [(True, False), (True, False)]


def test_the_winner_screen_is_filled_in_one_turn_and_shown_in_the_next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    screen = window.winner.prepare()
    ticks: list[tuple[bool, bool]] = []  # at each turn of the event loop: (the screen holds a result, it is shown)
    tick = QTimer()
    tick.setInterval(0)
    tick.timeout.connect(lambda: ticks.append((bool(screen.winners()), screen.isVisible())))
    seats = tuple(SeatSpec(SeatKind.BOT, name, "easy") for name in ("Anna", "Bruno"))
    window.start_game(GameSetup("tea_time", seats, 4))
    tick.start()
    qtbot.waitUntil(lambda: window.score_dialog is not None and bool(ticks) and ticks[-1][1], timeout=30000)
    tick.stop()
    first_filled = next(i for i, (filled, _shown) in enumerate(ticks) if filled)
    assert not ticks[first_filled][1], ticks[first_filled:]  # filled while hidden, a turn before it is shown
