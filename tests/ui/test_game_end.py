"""Once a game is over it stays over: nothing is taken back under the score dialog, no autosave comes back."""

from __future__ import annotations

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog


def test_no_undo_once_the_game_has_ended(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    page = window.game
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    finished = page.update_shown
    assert finished is not None and finished.outcome.finished
    assert not finished.can_undo
    assert not window.undo_action.isEnabled()
    assert not page._undo.isEnabled()
    assert not window.autosave_path.exists()
    # ... but kept in the history, in the data folder (written by the rules thread at the end).
    from tabletop_qt.history.store import HistoryStore

    qtbot.waitUntil(lambda: len(HistoryStore(window.history_dir).list()) == 1, timeout=5000)
    (kept,) = HistoryStore(window.history_dir).list()
    assert (kept.mode.value, kept.players, kept.people) == ("local", ("Ada", "Robo"), (0,))
    assert kept.winner_seats == finished.outcome.winners
    # Asked anyway (a shortcut pressed, a forged call): the rules thread refuses; nothing reopens.
    window.undo_action.trigger()
    window.controller.undo()
    qtbot.wait(200)
    assert page.update_shown is finished
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert not window.autosave_path.exists()
