"""A table's scene painted once through the game page's own view while the page is hidden, in idle time; and the
page's side panel painted once (``paint_widget_ahead``).

Shapes, words and the map's pictures keep a device-pixel cache (``QGraphicsItem.DeviceCoordinateCache``), which Qt
fills the first time the view paints each item and keeps per view. Nothing painted a hidden page's scene, so a
game's first paint drew every static item of its table into its cache: High Noon Saloon's map made that paint 10-15
ms of the GUI thread. Painted here a strip a step (each item's cache is filled whole when a strip first touches it),
through the page's view at the size and ratio the page was laid out ahead at (``GamePage.lay_out_ahead``), into a
throwaway image, the first paint of the game only copies the map's pictures.

Each step shows ``scene`` in the view, paints one strip and gives the view its scene back, so between steps the
page is exactly as it was (a game started meanwhile finds its own scene there); the caches stay with the items.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

STRIPS = 3  # the whole view took 6-8 ms on a quiet machine: a third a step


def paint_ahead(view: QGraphicsView, scene: QGraphicsScene, strips: int = STRIPS) -> Iterator[None]:
    """Steps painting ``scene`` through ``view`` (hidden), one horizontal strip of its viewport each."""
    for index in range(strips):
        viewport = view.viewport()
        size = viewport.size()
        if size.isEmpty() or view.isVisible():
            return  # not laid out, or shown: the page paints its own scene
        top = size.height() * index // strips
        strip = QRect(0, top, size.width(), size.height() * (index + 1) // strips - top)
        _paint_strip(view, scene, strip)
        yield


def _paint_strip(view: QGraphicsView, scene: QGraphicsScene, strip: QRect) -> None:
    ratio = view.devicePixelRatioF()
    image = QImage(round(strip.width() * ratio), round(strip.height() * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    shown = view.scene()
    view.setScene(scene)
    try:
        view.viewport().render(image, QPoint(), QRegion(strip), QWidget.RenderFlag.DrawChildren)
    finally:
        view.setScene(shown)


def paint_widget_ahead(widget: QWidget) -> None:
    """``widget`` (hidden) and its children painted once into a throwaway image: each is polished (its style sheet,
    fonts and palette resolved) and drawn for the first time now, not in the turn that first shows them. The game
    page's side panel (labels, buttons, the log): ~1 ms of the first position's turn (the page shown) and ~1 ms of its
    first paint, Tea Time, 4 players."""
    if widget.isVisible() or widget.size().isEmpty():
        return
    ratio = widget.devicePixelRatioF()
    image = QImage(round(widget.width() * ratio), round(widget.height() * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    widget.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
