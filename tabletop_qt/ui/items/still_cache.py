"""Shapes and words drawn once into a picture of device pixels, then only copied on every frame that shows them.

Qt's raster engine fills an antialiased path (a card's shadow, a panel, a player's outline) and lays out and draws
glyphs afresh each time an item is painted; a table repaints the region of whatever changed, so the cards' shadows
and the panels and words beside a moving card were drawn again and again. ``QGraphicsItem.DeviceCoordinateCache``
keeps each such item as a pixmap at the view's device pixels (sharp at any window size, redrawn when the item
changes, its transform is scaled or the view is), and a move only copies it. Pixmap items are left alone: their
faces are pictures already, at the pixels a card covers.

Each item is looked at once, when a position first shows it (``SEEN``, an attribute of its Python object): the
table's game page asks after every position, and asking each of a High Noon Saloon table's ~350 items its cache mode,
pen and brush again cost ~1 ms of the GUI thread's time per position. A shape that drew nothing when first seen stays
uncached: it is drawn as it was before these caches, never wrongly.

The caches live in QPixmapCache, whose default of 10 MB a table's shadows and panels outgrow at 4K: the limit is
raised once (``PIXMAP_CACHE_KB``), or the cache would throw pictures out every frame and draw them again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

PIXMAP_CACHE_KB = 96 * 1024
CACHED_KINDS = (
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsEllipseItem,
    QGraphicsPolygonItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)
_limit_raised = False
SEEN = "_still_cache_seen"  # set on an item's Python object once it has been looked at


def _draws_nothing(item: QGraphicsItem) -> bool:
    """A shape with neither pen nor brush (a card's root, which only gives it a size and takes its clicks): a cache
    would be an empty picture copied on every frame."""
    return (
        isinstance(item, QAbstractGraphicsShapeItem)
        and item.pen().style() == Qt.PenStyle.NoPen
        and item.brush().style() == Qt.BrushStyle.NoBrush
    )


def cache_still_items(scene: QGraphicsScene) -> int:
    """Give every shape and text item of ``scene`` not seen yet a device-pixel cache; returns how many."""
    global _limit_raised
    if not _limit_raised:
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        _limit_raised = True
    count = 0
    none = QGraphicsItem.CacheMode.NoCache
    for item in scene.items():
        if getattr(item, SEEN, False):
            continue
        setattr(item, SEEN, True)
        if not isinstance(item, CACHED_KINDS) or item.cacheMode() != none or _draws_nothing(item):
            continue
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        count += 1
    return count
