"""The app's picture threads, and waiting for them on the way out.

Pictures drawn off the GUI thread (the home screen's tiles, High Noon Saloon's areas and portraits) run on Qt
thread pools, never on Python threads: ``QThreadPool.waitForDone`` returns once each thread has really ended and let
go of its Qt thread data, and every class their drawing uses is made on the GUI thread first (``PICTURE_CLASSES``,
see ui/qt_classes.py: two threads making a PySide class at once crash the process). A test run once died with
SIGSEGV while a Python thread built a ``QSvgRenderer`` and the GUI thread collected garbage.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QThreadPool

# Every PySide class a picture thread's drawing uses: those its modules name and those returned to it (QSize from
# QSvgRenderer.defaultSize, QRect and QFontMetrics from text layout, QXmlStreamReader from loading an SVG, QByteArray
# and QIODevice from QImageReader's format and device; QTransform from a painter's transforms, which ui/svg_read.py
# asks for).
# tests/ui/test_home_picture_threads.py and tests/ui/test_high_noon_saloon_picture_thread.py check that drawing
# makes none.
PICTURE_CLASSES: dict[str, tuple[str, ...]] = {
    "PySide6.QtCore": ("QByteArray", "QCoreApplication", "QIODevice", "QIODeviceBase", "QPoint", "QPointF", "QRect",
                       "QRectF", "QSize", "QSizeF", "Qt", "QXmlStreamReader"),
    "PySide6.QtGui": ("QBrush", "QColor", "QFont", "QFontMetrics", "QFontMetricsF", "QGradient", "QImage",
                      "QImageReader", "QLinearGradient", "QPainter", "QPainterPath", "QPen", "QPixmap", "QRgba64",
                      "QTransform"),
    "PySide6.QtSvg": ("QSvgRenderer",),
}

_stops: list[Callable[[], None]] = []


def start_pool(threads: int, stop: Callable[[], None], keep_threads: bool = False) -> QThreadPool:
    """A pool of ``threads`` picture threads, its classes made here first (call it on the GUI thread), ``stop`` run by
    ``stop_all``; ``keep_threads``: a thread lives until then (it keeps what it parsed) instead of expiring."""
    from PySide6.QtCore import QThreadPool

    from tabletop_qt.ui.qt_classes import make_here

    make_here(PICTURE_CLASSES, ("tabletop_qt.ui.svg_read",))  # what every picture thread reads its SVGs with
    on_stop(stop)
    pool = QThreadPool()
    pool.setMaxThreadCount(threads)
    if keep_threads:
        pool.setExpiryTimeout(-1)
    return pool


def on_stop(stop: Callable[[], None]) -> None:
    """Have ``stop`` (drop the pictures not begun, wait for those being drawn) run by ``stop_all``."""
    if not _stops:
        atexit.register(stop_all)  # any way out, before PySide takes the application down
    if stop not in _stops:
        _stops.append(stop)


def stop_all() -> None:
    """Stop every picture thread: the app's main on its way out, and the interpreter's exit."""
    for stop in list(_stops):
        stop()
