"""Qt's GUI thread pool is turned off for the app's process, unless the benchmarks' control asks to keep it."""

from __future__ import annotations

from tabletop_qt.ui.serial_paint import KEEP_QT_POOL_ENV, QT_SWITCH, paint_on_the_gui_thread


def test_the_switch_is_set_and_a_person_s_own_value_kept() -> None:
    environ: dict[str, str] = {}
    assert paint_on_the_gui_thread(environ) is True
    assert environ[QT_SWITCH] == "1"
    own = {QT_SWITCH: "yes"}
    assert paint_on_the_gui_thread(own) is True and own[QT_SWITCH] == "yes"


def test_the_control_keeps_qt_s_pool() -> None:
    environ = {KEEP_QT_POOL_ENV: "1", QT_SWITCH: "1"}
    assert paint_on_the_gui_thread(environ) is False
    assert QT_SWITCH not in environ
