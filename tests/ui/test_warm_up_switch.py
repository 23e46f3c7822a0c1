"""The suite's switch for the idle warm-up (tabletop_qt/ui/warm_up_switch.py): a window started with
TABLETOP_QT_NO_WARM_UP set never starts its warm-up; a test marked warm_up gets the app's own behaviour."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.warm_up_switch import NO_WARM_UP_ENV, warm_up_wanted
from tests import conftest


def test_the_switch_reads_its_variable_and_the_suite_names_the_same_one() -> None:
    assert conftest.NO_WARM_UP_ENV == NO_WARM_UP_ENV
    assert warm_up_wanted({}) and warm_up_wanted({NO_WARM_UP_ENV: ""}) and warm_up_wanted({NO_WARM_UP_ENV: "0"})
    assert not warm_up_wanted({NO_WARM_UP_ENV: "1"})


def _window(qtbot, languages, data_dir: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(languages, QSettings(str(data_dir / "s.ini"), QSettings.Format.IniFormat), data_dir, 0)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame_painted, timeout=10_000):
        window.show()
    return window


def test_a_test_not_marked_warm_up_starts_windows_without_it(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    assert os.environ.get(NO_WARM_UP_ENV) == "1"
    window = _window(qtbot, languages, data_dir)
    # Nothing to wait on for a timer that never starts: twice the 300 ms after which the warm-up would have begun.
    qtbot.wait(600)
    assert not window._warm_timer.isActive() and not window.warmed_up


@pytest.mark.warm_up
def test_a_test_marked_warm_up_gets_the_windows_own_warm_up(qtbot, languages, data_dir) -> None:  # type: ignore[no-untyped-def]
    assert NO_WARM_UP_ENV not in os.environ
    window = _window(qtbot, languages, data_dir)
    qtbot.waitUntil(lambda: window.warmed_up, timeout=120_000)
