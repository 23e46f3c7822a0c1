"""High Noon Saloon's "Stop at every phase" is kept between sessions: ticked once, the next start of the app has it
ticked (a phase with nothing to do then waits for End phase); unticked, the next start lets such phases pass."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt

from tabletop_qt.core.game import Event
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.test_hns_fewer_clicks import _only_ending, _position, _show, _with_events


def _next_session(qtbot: Any, languages: Any, data_dir: Path) -> MainWindow:
    """The app started again on the same data folder: its settings read back from the file."""
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _shown_after_a_move(qtbot: Any, window: MainWindow, position: Any) -> tuple[Any, Any]:
    page, controller = _show(qtbot, window, position)
    controller.table_updated.emit(_with_events(position.update(), (Event("hns.phase", {}),)))
    return page, controller


def test_stop_at_every_phase_is_kept_for_the_next_session(qtbot, window: MainWindow, languages, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    position = _position(_only_ending)
    page, _ = _show(qtbot, window, position)
    box = page.board.stop_box
    assert not box.isChecked()  # off at the very first start
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    window.settings.sync()
    window.close()
    assert "stop_at_every_phase=true" in (data_dir / "settings.ini").read_text(encoding="utf-8")

    second = _next_session(qtbot, languages, data_dir)
    page, controller = _shown_after_a_move(qtbot, second, position)
    assert page.board.stop_box.isChecked()
    # The phase waits for the person: no end_phase sent, none about to go by itself.
    assert controller.submitted == [] and page.board.settled()
    qtbot.mouseClick(page.board.stop_box, Qt.MouseButton.LeftButton)
    assert not page.board.stop_box.isChecked()
    second.settings.sync()
    second.close()

    third = _next_session(qtbot, languages, data_dir)
    page, controller = _shown_after_a_move(qtbot, third, position)
    assert not page.board.stop_box.isChecked()
    qtbot.waitUntil(lambda: controller.submitted == [(position.seat, {"type": "end_phase"})], timeout=2000)
    third.close()
