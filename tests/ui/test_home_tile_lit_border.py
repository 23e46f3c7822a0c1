"""A game tile's border lights up under the pointer. Its hover handling is set up after the first frame (PySide's Qt
namespace stays out of it, ui/qt_names.py), so a pointer already resting on a tile then gets no hover event: the
tile draws itself again whole, or only the parts a child's repaint uncovers show the lit border (half a border, seen
on a real X display)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop_qt.ui.home_page import GameTile


class PaintRects(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.rects: list[Any] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())  # type: ignore[attr-defined]
        return False


def test_a_tile_under_the_pointer_is_drawn_again_whole_once_its_hover_is_set_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    tile = GameTile("times_square")
    qtbot.addWidget(tile)
    tile.resize(400, 270)
    tile.show()
    qtbot.waitExposed(tile)
    QTest.mouseMove(tile, QPoint(200, 135))
    qtbot.waitUntil(tile.underMouse, timeout=2000)
    QApplication.processEvents()
    spy = PaintRects()
    tile.installEventFilter(spy)
    tile.set_up_input()
    qtbot.waitUntil(lambda: any(rect.contains(tile.rect()) for rect in spy.rects), timeout=2000)


def test_a_tile_leaves_its_events_to_qt() -> None:
    # Enter and Leave light the border (enterEvent, leaveEvent): an event() override would hand every event of every
    # tile to Python, tens of them before the first frame (tests/test_startup.py watches that frame's cost otherwise).
    from tabletop_qt.ui.home_page import Card

    assert "event" not in vars(Card) and "event" not in vars(GameTile)
    assert "enterEvent" in vars(Card) and "leaveEvent" in vars(Card)
