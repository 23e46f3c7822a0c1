"""SVG pictures read into images by ``QImageReader`` (Qt's SVG image plugin, ``qsvg``): for picture threads and the
GUI thread alike.

Why the reader and not ``QSvgRenderer.render``: ``render`` keeps Python's interpreter lock for its whole drawing
(20-70 ms for a High Noon Saloon portrait), so a picture thread drawing with it stops the GUI thread's Python that
long; ``QImageReader`` lets go of the lock while it parses and draws. And a picture keeps its shape: it is scaled to
cover its box and cut, centred, at the sides (``render(painter, rect)`` stretches a picture to the rectangle whatever
the renderer's aspect-ratio mode; ``KeepAspectRatioByExpanding`` is ignored). The reader is told the whole scaled
size and the part of it wanted (``setScaledClipRect``), so it draws only what is shown.

A picture the reader cannot read is listed in ``unread`` (path and Qt's reason); the packaging smoke test reports
them (a bundle without the qsvg plugin reads none). Every class used here is in ``picture_threads.PICTURE_CLASSES``.
"""

from __future__ import annotations

import threading
from math import ceil, floor, hypot
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSize, QSizeF
from PySide6.QtGui import QImage, QImageReader, QPainter

# What the reader did in this run, from any thread: how many pictures it read, and the (path, Qt's reason) of each it
# could not. The packaging smoke test reports both.
_tally = threading.Lock()
read_count = 0
unread: list[tuple[str, str]] = []


def _count(path: Path, reason: str | None) -> None:
    global read_count
    with _tally:
        if reason is None:
            read_count += 1
        else:
            unread.append((str(path), reason))


def cover_rect(natural: QSizeF, box: QRectF) -> QRectF:
    """The rectangle of ``natural``'s aspect ratio that covers ``box``, centred on it (cut at two of its sides)."""
    if natural.isEmpty() or box.isEmpty():
        return QRectF(box)
    scale = max(box.width() / natural.width(), box.height() / natural.height())
    width, height = natural.width() * scale, natural.height() * scale
    centre = box.center()
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def natural_size(path: Path) -> QSize | None:
    """The picture's own size (its width and height, else its view box), or None if it cannot be read."""
    size = QImageReader(str(path), b"svg").size()
    return size if size.isValid() and not size.isEmpty() else None


def read(path: Path, width: int, height: int, box: QRectF | None = None) -> QImage | None:
    """The picture at ``path`` as a ``width`` x ``height`` image, scaled (keeping its aspect ratio) to cover ``box``
    (the whole image if None; a zoomed box may be larger than the image, or off its centre), cut at the box's sides
    and the image's, transparent where it does not reach. None if it cannot be read (listed in ``unread``)."""
    reader = QImageReader(str(path), b"svg")
    natural = reader.size()
    if not natural.isValid() or natural.isEmpty():
        _count(path, reader.errorString())
        return None
    placed = cover_rect(QSizeF(natural), box if box is not None else QRectF(0, 0, width, height))
    # The whole picture at its scaled size, and the image's part of it (negative offsets: transparent there).
    left, top = round(placed.left()), round(placed.top())
    reader.setScaledSize(QSize(max(1, round(placed.right()) - left), max(1, round(placed.bottom()) - top)))
    reader.setScaledClipRect(QRect(-left, -top, width, height))
    image = reader.read()
    _count(path, reader.errorString() if image.isNull() else None)
    return None if image.isNull() else image


def draw(painter: QPainter, path: Path, rect: QRectF) -> bool:
    """Draw the picture covering ``rect`` with ``painter`` (cut at its sides, any clip the painter has kept), read at
    the device pixels ``rect`` covers; False if it cannot be read. Where the painter only scales and moves, the image
    lands on whole device pixels (no resampling); a rotated one (the home screen's fanned cards) is drawn smoothly."""
    to_device = painter.combinedTransform() * painter.deviceTransform()
    if to_device.isRotating():
        scale_x = hypot(to_device.m11(), to_device.m12())
        scale_y = hypot(to_device.m21(), to_device.m22())
        image = read(path, max(1, ceil(rect.width() * scale_x)), max(1, ceil(rect.height() * scale_y)))
        if image is None:
            return False
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(rect, image)
        painter.restore()
        return True
    on_device = to_device.mapRect(rect)
    left, top = floor(on_device.left() + 0.5), floor(on_device.top() + 0.5)
    width = max(1, floor(on_device.right() + 0.5) - left)
    height = max(1, floor(on_device.bottom() + 0.5) - top)
    image = read(path, width, height)
    if image is None:
        return False
    painter.save()
    # Device pixels from here (a high-DPI image's own scale undone); the clip stays where it was set.
    painter.setWorldTransform(painter.deviceTransform().inverted()[0])
    painter.drawImage(QRect(left, top, width, height), image)
    painter.restore()
    return True
