"""The replay's analysis panel: computed in the worker process with a progress bar, the same as the headless
analysis, kept with the record (computed once), cancellable; the graph's points jump to their decisions, where
the search's choice is lit on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

import tabletop_qt.ui.analysis_panel as panel_module
from tabletop_qt.analysis.game import analyse
from tabletop_qt.analysis.store import AnalysisStore
from tabletop_qt.history import HISTORY_FOLDER
from tabletop_qt.history.record import HistoryMode
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.hint_marks import hint_items
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.history_support import record_game

ITERATIONS = 8  # small: the panel must show what the headless analysis gives, whatever the budget


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(panel_module, "ANALYSIS_ITERATIONS", ITERATIONS)


def opened(qtbot, window: MainWindow, record):  # type: ignore[no-untyped-def]
    page = window.open_replay(record)
    qtbot.waitUntil(lambda: page.replay is not None, timeout=30_000)
    return page


def test_the_analysis_is_the_headless_one_is_kept_and_its_graph_jumps_to_decisions(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    record = record_game(data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno")), 5, HistoryMode.LOCAL, 1)
    page = opened(qtbot, window, record)
    page.set_seat(0)
    panel = page.analysis
    assert panel.analyse_button.isVisible() and panel.analyse_button.isEnabled()
    with qtbot.waitSignal(panel.analysis_shown, timeout=60_000) as shown:
        qtbot.mouseClick(panel.analyse_button, Qt.MouseButton.LeftButton)
        assert panel.progress.isVisible() and panel.cancel_button.isVisible()
    result = shown.args[0]
    assert result.to_json() == analyse(record, 0, panel_module.ANALYSIS_SEED, ITERATIONS).to_json()
    assert not panel.progress.isVisible() and panel.graph.isVisible()
    assert AnalysisStore(data_dir / HISTORY_FOLDER).load(record.id, 0) == result
    differing = next(d for d in result.decisions if d.choice != d.played)
    point = panel.graph.point_of(differing.position)
    qtbot.mouseClick(panel.graph, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert page.position == differing.position
    assert hint_items(page.board.scene), "the search's choice is lit on the table"
    assert "Anna" in panel.decision_text() and "%" in panel.decision_text()
    page.go_to(differing.position + 1)
    assert not hint_items(page.board.scene)
    # Opened again: the kept analysis is shown at once, nothing is computed.
    other = record_game(data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno")), 6, HistoryMode.LOCAL, 2)
    opened(qtbot, window, other)
    assert page.analysis.analysis is None
    page = opened(qtbot, window, record)
    page.set_seat(0)
    assert panel.analysis == result and not panel.is_running() and not panel.analyse_button.isVisible()


def test_an_analysis_can_be_cancelled_and_run_again(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    record = record_game(data_dir, "times_square", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno")), 5, HistoryMode.LOCAL, 1)
    page = opened(qtbot, window, record)
    page.set_seat(0)
    panel = page.analysis
    panel.start()
    assert panel.is_running()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.is_running() and panel.analysis is None and panel.analyse_button.isVisible()
    with qtbot.waitSignal(panel.analysis_shown, timeout=60_000):
        panel.start()
    assert panel.analysis is not None and panel.analysis.seat == 0


def test_a_network_record_is_analysed_from_its_own_seat_and_everyone_has_none(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    record = record_game(
        data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.HUMAN, "Bea")), 9, HistoryMode.NETWORK, 3, viewer=0
    )
    page = opened(qtbot, window, record)
    panel = page.analysis
    assert page.seat == 0 and panel.seat() == 0
    with qtbot.waitSignal(panel.analysis_shown, timeout=60_000) as shown:
        panel.start()
    assert shown.args[0].seat == 0
    local = record_game(data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno")), 5, HistoryMode.LOCAL, 1)
    page = opened(qtbot, window, local)
    page.set_seat(None)
    assert panel.seat() is None and not panel.analyse_button.isEnabled()
