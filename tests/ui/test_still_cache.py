"""A table's shapes and words are drawn once into a device-pixel cache and then copied (ui/items/still_cache.py):
every shown position leaves them cached, while items that draw nothing and the card faces (pictures already) get
no cache, and a cached word that changes is drawn anew."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.items.still_cache import CACHED_KINDS, cache_still_items
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.table_view import TableView
from tests.ui.helpers import start_game_through_dialog

DEVICE = QGraphicsItem.CacheMode.DeviceCoordinateCache
NONE = QGraphicsItem.CacheMode.NoCache


@pytest.mark.parametrize("game_id", ["tea_time", "times_square", "high_noon_saloon", "frantic_frankfurt"])
def test_every_position_after_a_tables_first_leaves_its_shapes_and_words_cached(
    qtbot, window: MainWindow, game_id: str, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import tabletop_qt.ui.game_page as game_page

    page = window.game
    shown: list[object] = []
    cached_at: list[object] = []
    real_take, real_cache = game_page.GamePage._take_update, game_page.cache_still_items

    def take(self, update):  # type: ignore[no-untyped-def]
        shown.append(update)
        return real_take(self, update)

    def cache(scene):  # type: ignore[no-untyped-def]
        cached_at.append(shown[-1])
        return real_cache(scene)

    monkeypatch.setattr(game_page.GamePage, "_take_update", take)
    monkeypatch.setattr(game_page, "cache_still_items", cache)
    seats = [(SeatKind.BOT, "Bea", "normal"), (SeatKind.BOT, "Bob", "normal")]
    start_game_through_dialog(qtbot, window, seats, game_id=game_id)
    qtbot.waitUntil(lambda: len(shown) >= 3, timeout=10000)
    # The table's first position is painted straight (its first paint would fill the caches of a whole table at
    # once); every later one caches what is new.
    assert shown[0] not in cached_at and shown[1] in cached_at and shown[2] in cached_at
    items = page.board.scene.items()
    drawn = [i for i in items if isinstance(i, CACHED_KINDS) and not _draws_nothing(i)]
    assert drawn and all(item.cacheMode() == DEVICE for item in drawn)
    assert all(i.cacheMode() == NONE for i in items if isinstance(i, QGraphicsPixmapItem) and not _hns_own(i))
    assert all(i.cacheMode() == NONE for i in items if isinstance(i, QAbstractGraphicsShapeItem) and _draws_nothing(i))


def _draws_nothing(item: QGraphicsItem) -> bool:
    from PySide6.QtCore import Qt

    return (
        isinstance(item, QAbstractGraphicsShapeItem)
        and item.pen().style() == Qt.PenStyle.NoPen
        and item.brush().style() == Qt.BrushStyle.NoBrush
    )


def _hns_own(item: QGraphicsItem) -> bool:
    # High Noon Saloon's scene caches some of its own pictures (hns_table_items.py): its choice, left as it is.
    return item.cacheMode() == DEVICE and isinstance(item, QGraphicsPixmapItem)


def test_a_cached_word_that_changes_is_drawn_anew(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene(0, 0, 200, 60)
    text = QGraphicsSimpleTextItem("Anna")
    scene.addItem(text)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(400, 120)
    view.show()
    qtbot.waitExposed(view)
    assert cache_still_items(scene) == 1 and cache_still_items(scene) == 0
    before = view.grab().toImage()
    text.setText("Bruno, 24 points")
    qtbot.waitUntil(lambda: view.grab().toImage() != before)
    assert _ink(view.grab().toImage()) > _ink(before)


def _ink(image: QImage) -> int:
    """Pixels darker than the background: more words, more ink."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    background = image.pixel(image.width() - 1, image.height() - 1)
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2) if image.pixel(x, y) != background)


class _CountingRect(QGraphicsRectItem):
    """A rectangle that counts how often it is asked its cache mode."""

    def __init__(self) -> None:
        super().__init__(0, 0, 20, 20)
        self.setBrush(QColor("#336699"))
        self.asked = 0

    def cacheMode(self) -> QGraphicsItem.CacheMode:  # noqa: N802 (Qt's name)
        self.asked += 1
        return super().cacheMode()


def test_each_item_is_looked_at_once_however_many_positions_follow(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The game page asks after every position; a table's hundreds of items asked again each time cost ~1 ms a position.
    scene = QGraphicsScene(0, 0, 200, 60)
    first = _CountingRect()
    scene.addItem(first)
    assert cache_still_items(scene) == 1
    later = _CountingRect()
    scene.addItem(later)
    assert cache_still_items(scene) == 1  # only the new one
    for _ in range(3):
        assert cache_still_items(scene) == 0
    assert first.asked <= 1 and later.asked <= 1
    assert first.cacheMode() == DEVICE and later.cacheMode() == DEVICE
