"""A game page in a reference cycle is taken apart by the garbage collector: its Python attributes go first, while
Qt still hands it its side panel's events (a child removed, sent at once). Its event filter must not read them
then: an AttributeError in a Python override is an error on the Qt event loop (seen once in a shuffled run, from a
page of an earlier test collected mid-test)."""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import QCoreApplication

from tabletop_qt.ui.game_page import GamePage
from tests.ui.test_shown_ack import AckingController


def test_a_page_the_garbage_collector_takes_apart_raises_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    events: list[Any] = []
    page = GamePage(AckingController(events))
    page.cycle = page  # only the collector can free it
    page.show()
    qtbot.waitExposed(page)
    page.close()
    del page
    gc.collect()
    QCoreApplication.sendPostedEvents()
    # pytest-qt fails the test on any exception raised inside a Qt override meanwhile.
