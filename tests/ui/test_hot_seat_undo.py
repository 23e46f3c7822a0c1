"""Hot-seat with hidden hands: no Undo while the "pass the screen" cover is up, and Undo takes back only the moves
of the person holding the screen (reviews TS-1 and High Noon Saloon #2: Undo from the cover took back the last
person's move and showed their hand to the next one)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog
from tests.ui.test_play_times_square import _do_by_clicking, _legal, _moves_something, _play_by_clicking


def _settle(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Wait until the rules thread has handled every request sent so far: an explanation asked now comes back
    after them (the thread answers in order)."""
    page = window.game
    seat = page.acting_seat()
    assert seat is not None
    with qtbot.waitSignal(page.controller.intent_explained, timeout=5000):
        page.controller.explain(seat, page.update_shown.legal[seat][0])  # type: ignore[union-attr]


def test_undo_is_refused_under_the_cover_and_offered_only_for_the_holders_own_moves(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.HUMAN, "Bea", "normal")], game_id="times_square"
    )
    page = window.game
    qtbot.waitUntil(page.is_covered)
    first = page.acting_seat()
    qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.is_covered())
    lure = next(a for a in _legal(window) if a["type"] == "lure")
    _do_by_clicking(qtbot, window, lure)  # a lure draws no card: the table could still take it back
    qtbot.waitUntil(page.is_covered)
    second = page.acting_seat()
    assert second != first
    assert page.update_shown.can_undo and page.update_shown.undo_seat == first  # type: ignore[union-attr]
    # The cover is up: nobody may take the last person's move back from here, by the button or by Ctrl+Z.
    assert not page._undo.isEnabled()
    assert not window.undo_action.isEnabled()
    version = page.update_shown.version  # type: ignore[union-attr]
    window.undo_action.trigger()
    qtbot.mouseClick(page._undo, Qt.MouseButton.LeftButton)
    _settle(qtbot, window)
    assert page.update_shown.version == version  # type: ignore[union-attr]
    assert page.is_covered() and page.acting_seat() == second
    # The next person holds the screen: the move before is still not theirs to take back.
    qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.is_covered())
    assert not page._undo.isEnabled() and not window.undo_action.isEnabled()
    # Their own move is.
    hand = list(page.board.ts_scene.hand_ids())
    play = next(a for a in _legal(window) if a["type"] == "play" and len(a["cards"]) == 1 and _moves_something(window, a))
    _play_by_clicking(qtbot, window, play)
    if page.update_shown.outcome.finished:  # type: ignore[union-attr]
        return
    assert page.acting_seat() == second and page._undo.isEnabled() and window.undo_action.isEnabled()
    version = page.update_shown.version  # type: ignore[union-attr]
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: page.update_shown.version > version, timeout=5000)  # type: ignore[union-attr]
    assert not page.is_covered() and page.acting_seat() == second
    assert page.board.ts_scene.hand_ids() == hand
