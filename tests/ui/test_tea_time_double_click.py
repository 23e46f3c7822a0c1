"""Tea Time in hot-seat: a double-click takes the one card under the pointer and leaves nothing selected for the
next person (review TT-1: the double-click's closing release selected the card Alice was put on)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def test_a_double_click_leaves_no_selection_for_the_next_person(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.HUMAN, "Bea", "normal")])
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    first = page.acting_seat()
    single = sorted(t for t in page.scene.legal_takes() if len(t) == 1)
    assert single, "a round opens with single cards to take"
    cell = single[0][0]
    before = page.update_shown.version  # type: ignore[union-attr]
    view = page.view
    point = view.mapFromScene(page.scene.cell_item(cell).sceneBoundingRect().center())
    # A person's double-click: press, release, the double-click press, and its release (QTest sends no last one).
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: page.update_shown.version > before, timeout=5000)  # type: ignore[union-attr]
    wait_for_turn_or_end(qtbot, window)
    assert page.acting_seat() != first
    taken = [e for e in page.update_shown.log[-1].events if e.code == "tt.cards_taken"]  # type: ignore[union-attr]
    assert [c["cell"] for c in taken[0].args["cards"]] == [cell]
    assert page.scene.selection == []
    assert not page.board.take_button.isEnabled()
