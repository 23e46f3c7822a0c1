"""The winner screen's Replay gets the finished game's record from the rules thread that wrote it, not by reading the
file back on the GUI thread (parsing a long game's record held the GUI thread 5 ms at High Noon Saloon's end, beside
the last position and the screen's own turns: ui/winner_side.py, rules_thread/history_keeper.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.ui.main_window import MainWindow


def test_replay_at_a_games_end_opens_the_record_the_rules_thread_wrote_without_reading_its_file(
    qtbot: Any, window: MainWindow, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tabletop_qt.history.store as store
    from tabletop_qt.table.seats import SeatKind
    from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog

    real_read = store.read_record
    read_back: list[Path] = []

    def read_record(path: Path) -> Any:
        read_back.append(path)
        return real_read(path)

    monkeypatch.setattr(store, "read_record", read_record)
    written: list[str] = []
    window.controller.history_written.connect(written.append)
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Anna", "normal"), (SeatKind.BOT, "Bot", "easy")], game_id="tea_time"
    )
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=10_000)
    screen = window.score_dialog
    assert screen is not None
    qtbot.waitUntil(lambda: screen._replay.isEnabled(), timeout=10_000)
    assert read_back == []
    (path,) = written
    assert screen._record == real_read(Path(path))  # the record the file holds
    assert screen._record.setup == window.game.update_shown.setup
