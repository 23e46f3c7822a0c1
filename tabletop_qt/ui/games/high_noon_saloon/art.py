"""High Noon Saloon's pictures: an illustration per area of the map and a portrait per character.

The house pictures are drawn by ``tools/generate_high_noon_saloon_art.py`` into ``resources/high_noon_saloon/art``
(``areas/<area id>.svg``, ``portraits/<character id>.svg``, the decks' backs in ``cards/``). A content pack replaces
any of them with its own ``pictures/area_<area id>.svg``, ``pictures/portrait_<character id>.svg`` or
``pictures/back.svg`` (the folder its card pictures are in);
an area or character with neither keeps the plain drawing (a box in the area's colour, a pictogram). Pictures
are drawn filling their rectangle (cut at the sides rather than stretched, so any area's shape works) into
pixmaps kept per size: the map is built once per pack and language, and a language switch draws nothing again.

An area's picture is large and detailed (the floor took 30-190 ms to draw on a loaded machine): ``PictureDrawer``
draws it on a thread of its own and hands the image to the GUI thread, so building the map never holds up a frame;
the area shows its plain colour until then. Every picture is read through ``QImageReader`` (``ui/svg_read.py``), which
lets go of the interpreter lock while it draws: ``QSvgRenderer.render`` keeps it for the whole drawing (20-70 ms for a
portrait), and the GUI thread waited that long for the lock in the middle of a ``show_view``.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, Qt, QThreadPool, Signal
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap

from tabletop_qt.paths import resources_dir
from tabletop_qt.ui import svg_read
from tabletop_qt.ui.games.high_noon_saloon.layout import FIGURE_R
from tabletop_qt.ui.picture_threads import start_pool

HOUSE_ART = resources_dir() / "high_noon_saloon" / "art"


class ArtKind(Enum):
    """What a picture shows, with the house folder it is in and the prefix of a pack's file for it."""

    AREA = ("areas", "area_")
    PORTRAIT = ("portraits", "portrait_")
    CARD = ("cards", "")  # the house set's card backs; a pack's pictures/<card key>.svg replaces any card

    @property
    def folder(self) -> str:
        return self.value[0]

    @property
    def prefix(self) -> str:
        return self.value[1]


# Pixmaps drawn, shared by every table of the run (several boards, the replay's): (path, kind of cut, w, h).
_pixmaps: dict[tuple[str, int, int, float, float, float], QPixmap] = {}


_paths: dict[tuple[ArtKind, str, Path | None], Path | None] = {}


def picture_path(kind: ArtKind, ident: str, pack_pictures: Path | None) -> Path | None:
    """The SVG for this area or character: the pack's own if it has one, else the house picture of that id. Looked
    up once (the figures ask for their portraits after every position: two file checks each, every time)."""
    key = (kind, ident, pack_pictures)
    if key not in _paths:
        _paths[key] = _find_picture(kind, ident, pack_pictures)
    return _paths[key]


def _find_picture(kind: ArtKind, ident: str, pack_pictures: Path | None) -> Path | None:
    if pack_pictures is not None:
        own = pack_pictures / f"{kind.prefix}{ident}.svg"
        if own.is_file():
            return own
    house = HOUSE_ART / kind.folder / f"{ident}.svg"
    return house if house.is_file() else None


def draw(painter: QPainter, path: Path, rect: QRectF, radius: float = 0.0) -> bool:  # any thread
    """Draw the picture covering ``rect`` (rounded corners of ``radius``; cut at its sides, never stretched) with
    ``painter``; False if it cannot be read."""
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    drawn = svg_read.draw(painter, path, rect)
    painter.restore()
    return drawn


def _key(path: Path, width: float, height: float, ratio: float, radius: float, zoom: float, lift: float
         ) -> tuple[str, int, int, float, float, float]:
    return (str(path), max(1, round(width * ratio)), max(1, round(height * ratio)), radius, zoom, lift)


def _image(path: Path, px_w: int, px_h: int, radius_px: float, zoom: float, lift: float) -> QImage | None:
    """The picture as a ``px_w`` x ``px_h`` image with rounded corners (any thread): it covers the rectangle
    ``zoom`` times the image's size about its centre, moved down by ``lift`` of the height, and is cut at that
    rectangle's sides and the image's (``svg_read``: drawn by ``QImageReader``, which lets go of the interpreter
    lock meanwhile, and never stretched)."""
    box = QRectF(px_w * (1 - zoom) / 2, px_h * ((1 - zoom) / 2 + lift), px_w * zoom, px_h * zoom)
    picture = svg_read.read(path, px_w, px_h, box)
    if picture is None or radius_px <= 0:
        return picture
    # The corners cleared in place (the rectangle and the rounded one filled even-odd: only the corners), not the
    # whole picture copied under a rounded clip: that copy of a large image was a wait of its own.
    corners = QPainterPath()
    corners.addRect(QRectF(0, 0, px_w, px_h))
    corners.addRoundedRect(QRectF(0, 0, px_w, px_h), radius_px, radius_px)
    painter = QPainter(picture)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    painter.fillPath(corners, Qt.GlobalColor.black)
    painter.end()
    return picture


def _to_pixmap(image: QImage, width: float) -> QPixmap:
    found = QPixmap.fromImage(image)
    found.setDevicePixelRatio(image.width() / width)
    return found


def pixmap(path: Path, width: float, height: float, ratio: float, radius: float = 0.0,
           zoom: float = 1.0, lift: float = 0.0) -> QPixmap | None:
    """The picture filling a ``width`` x ``height`` scene rectangle at ``ratio`` device pixels per unit, drawn now
    (small pictures); ``zoom`` enlarges it about its centre (cut to the rectangle) and ``lift`` moves it down by that
    share of the height (a figure shows the face, not the whole bust)."""
    key = _key(path, width, height, ratio, radius, zoom, lift)
    found = _pixmaps.get(key)
    if found is None:
        image = _image(path, key[1], key[2], radius * key[1] / width, zoom, lift)
        if image is None:
            return None
        found = _pixmaps[key] = _to_pixmap(image, width)
    return found


class PictureDrawer(QObject):
    """Draws large pictures on a Qt thread of its own (ui/picture_threads.py: made classes first, waited for on the
    way out); ``request`` calls back on the GUI thread with the pixmap."""

    _drawn = Signal(object, object)  # (key, QImage or None), emitted on the drawing thread, received on the GUI's

    def __init__(self) -> None:
        super().__init__()
        self._waiting: dict[tuple[str, int, int, float, float, float], list[tuple[float, Callable[[QPixmap], None]]]] = {}
        self._pool: QThreadPool | None = None
        self._drawn.connect(self._on_self_drawn, Qt.ConnectionType.QueuedConnection)

    def request(self, path: Path, width: float, height: float, ratio: float, radius: float,
                ready: Callable[[QPixmap], None], zoom: float = 1.0, lift: float = 0.0) -> None:
        key = _key(path, width, height, ratio, radius, zoom, lift)
        found = _pixmaps.get(key)
        if found is not None:
            ready(found)
            return
        first = key not in self._waiting
        self._waiting.setdefault(key, []).append((width, ready))
        if first:
            radius_px = radius * key[1] / width  # zoom and lift travel in the key
            self._start_pool().start(lambda: self._draw(key, path, radius_px))

    @property
    def busy(self) -> bool:
        return bool(self._waiting)

    def stop(self) -> None:
        """Drop the pictures not begun and wait for the one being drawn (a picture asked for later starts again)."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        pool.clear()
        pool.waitForDone()  # (lets go of the GIL while it waits)
        self._waiting.clear()

    def _start_pool(self) -> QThreadPool:
        if self._pool is None:
            self._pool = start_pool(1, self.stop)
        return self._pool

    def _draw(self, key: tuple[str, int, int, float, float, float], path: Path, radius_px: float) -> None:
        image = _image(path, key[1], key[2], radius_px, key[4], key[5])
        try:
            self._drawn.emit(key, image)
        except RuntimeError:  # the app is closing: nobody to hand it to
            return

    def _on_self_drawn(self, key: tuple[str, int, int, float, float, float], image: QImage | None) -> None:
        waiting = self._waiting.pop(key, [])
        if image is None or not waiting:
            return
        found = _pixmaps[key] = _to_pixmap(image, waiting[0][0])
        for _, ready in waiting:
            ready(found)


_drawer: PictureDrawer | None = None


def drawer() -> PictureDrawer:
    """The app's one drawing thread for large pictures (made on first use, on the GUI thread)."""
    global _drawer
    if _drawer is None:
        _drawer = PictureDrawer()
    return _drawer


# The figure's disc on the map, at device pixels enough for a 4K window.
FIGURE_DIAMETER = 2 * FIGURE_R
FIGURE_RATIO = 3.0


# The portrait (160 x 200) covers the disc at its width, zoomed to the face and moved down so the hat stays whole.
FIGURE_ZOOM = 1.3
FIGURE_LIFT = 0.1


def figure_portrait(character: str, pack_pictures: Path | None) -> QPixmap | None:
    """The character's portrait cut to the figure's round disc, or None (the figure shows initials instead)."""
    path = picture_path(ArtKind.PORTRAIT, character, pack_pictures)
    if path is None:
        return None
    return pixmap(path, FIGURE_DIAMETER, FIGURE_DIAMETER, FIGURE_RATIO, FIGURE_DIAMETER / 2, FIGURE_ZOOM, FIGURE_LIFT)


def draw_figures_ahead(characters: list[str], pack_pictures: Path | None) -> None:
    """Draw the figures' portraits on the picture thread now (a pack is chosen), so a table's first position only
    looks them up (eight portraits took 2-3 ms each on the GUI thread)."""
    for character in characters:
        path = picture_path(ArtKind.PORTRAIT, character, pack_pictures)
        if path is not None:
            drawer().request(path, FIGURE_DIAMETER, FIGURE_DIAMETER, FIGURE_RATIO, FIGURE_DIAMETER / 2,
                             lambda _pixmap: None, FIGURE_ZOOM, FIGURE_LIFT)
