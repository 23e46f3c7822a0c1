"""A gathered autosave that comes due is written once the screen has shown a position, when the GUI thread has just
painted (rules_thread/autosave.py, SHOWN_WAIT_MS); a table nobody watches is written after that wait."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_qt.rules_thread import autosave as autosave_module
from tabletop_qt.rules_thread.autosave import Autosaver
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table


def _gathering(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, shown_wait_ms: int) -> tuple[Autosaver, Path]:
    """An autosaver of a bots' table whose gathered save comes due at once, and its file (not written yet)."""
    monkeypatch.setattr(autosave_module, "SAVE_EVERY_MS", 10)
    monkeypatch.setattr(autosave_module, "SHOWN_WAIT_MS", shown_wait_ms)
    seats = (SeatSpec(SeatKind.BOT, "Robo", "normal"), SeatSpec(SeatKind.BOT, "Bip", "normal"))
    table = Table.new(GameSetup("tea_time", seats, 3))
    path = tmp_path / "autosave.json"
    saver = Autosaver(path, lambda: table)
    saver.later()
    return saver, path


def test_a_gathered_save_due_waits_for_a_shown_position(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver, path = _gathering(monkeypatch, tmp_path, 60_000)
    qtbot.waitUntil(saver.waiting_for_shown, timeout=5000)
    assert not path.exists()
    saver.shown()
    assert path.exists() and not saver.waiting_for_shown()


def test_a_save_nobody_watches_is_written_after_the_wait(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver, path = _gathering(monkeypatch, tmp_path, 20)
    qtbot.waitUntil(path.exists, timeout=5000)
    assert not saver.waiting_for_shown()


def test_flush_writes_a_save_waiting_for_a_shown_position(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # The app's quit and a closed table flush: a due save must not be lost with its wait.
    saver, path = _gathering(monkeypatch, tmp_path, 60_000)
    qtbot.waitUntil(saver.waiting_for_shown, timeout=5000)
    saver.flush()
    assert path.exists()
