"""High Noon Saloon's pictures: an illustration per area of the map and a portrait per character.

The house pictures are drawn by ``tools/generate_high_noon_saloon_art.py`` into ``resources/high_noon_saloon/art``
(``areas/<area id>.svg``, ``portraits/<character id>.svg``). A content pack replaces any of them with its own
``pictures/area_<area id>.svg`` or ``pictures/portrait_<character id>.svg`` (the folder its card pictures are in);
an area or character with neither keeps the plain drawing (a box in the area's colour, a pictogram). Pictures
are drawn filling their rectangle (cut at the sides rather than stretched, so any area's shape works) into
pixmaps kept per size: the map is built once per pack and language, and a language switch draws nothing again.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tabletop_qt.paths import resources_dir
from tabletop_qt.ui.scenes.hns_layout import FIGURE_R

HOUSE_ART = resources_dir() / "high_noon_saloon" / "art"


class ArtKind(Enum):
    """What a picture shows, with the house folder it is in and the prefix of a pack's file for it."""

    AREA = ("areas", "area_")
    PORTRAIT = ("portraits", "portrait_")

    @property
    def folder(self) -> str:
        return self.value[0]

    @property
    def prefix(self) -> str:
        return self.value[1]


# Pixmaps drawn, shared by every table of the run (several boards, the replay's): (path, kind of cut, w, h).
_pixmaps: dict[tuple[str, int, int, float, float, float], QPixmap] = {}
_renderers: dict[str, QSvgRenderer | None] = {}


def picture_path(kind: ArtKind, ident: str, pack_pictures: Path | None) -> Path | None:
    """The SVG for this area or character: the pack's own if it has one, else the house picture of that id."""
    if pack_pictures is not None:
        own = pack_pictures / f"{kind.prefix}{ident}.svg"
        if own.is_file():
            return own
    house = HOUSE_ART / kind.folder / f"{ident}.svg"
    return house if house.is_file() else None


def renderer(path: Path) -> QSvgRenderer | None:
    key = str(path)
    if key not in _renderers:
        found = QSvgRenderer(key)
        # The picture fills the rectangle and is cut at its sides: never stretched out of shape.
        found.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatioByExpanding)
        _renderers[key] = found if found.isValid() else None
    return _renderers[key]


def draw(painter: QPainter, path: Path, rect: QRectF, radius: float = 0.0) -> bool:
    """Draw the picture filling ``rect`` (rounded corners of ``radius``) with ``painter``; False if it cannot be read."""
    found = renderer(path)
    if found is None:
        return False
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    found.render(painter, rect)
    painter.restore()
    return True


def pixmap(path: Path, width: float, height: float, ratio: float, radius: float = 0.0,
           zoom: float = 1.0, lift: float = 0.0) -> QPixmap | None:
    """The picture filling a ``width`` x ``height`` scene rectangle at ``ratio`` device pixels per unit; ``zoom``
    enlarges it about its centre (cut to the rectangle) and ``lift`` moves it down by that share of the height
    (a figure shows the face, not the whole bust)."""
    px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
    key = (str(path), px_w, px_h, radius, zoom, lift)
    found = _pixmaps.get(key)
    if found is None:
        image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        clip = QPainterPath()
        clip.addRoundedRect(QRectF(0, 0, px_w, px_h), radius * px_w / width, radius * px_w / width)
        painter.setClipPath(clip)
        target = QRectF(px_w * (1 - zoom) / 2, px_h * ((1 - zoom) / 2 + lift), px_w * zoom, px_h * zoom)
        ok = draw(painter, path, target)
        painter.end()
        if not ok:
            return None
        found = QPixmap.fromImage(image)
        found.setDevicePixelRatio(px_w / width)
        _pixmaps[key] = found
    return found


# The figure's disc on the map, at device pixels enough for a 4K window.
FIGURE_DIAMETER = 2 * FIGURE_R
FIGURE_RATIO = 3.0


def figure_portrait(character: str, pack_pictures: Path | None) -> QPixmap | None:
    """The character's portrait cut to the figure's round disc, or None (the figure shows initials instead)."""
    path = picture_path(ArtKind.PORTRAIT, character, pack_pictures)
    if path is None:
        return None
    return pixmap(path, FIGURE_DIAMETER, FIGURE_DIAMETER, FIGURE_RATIO, FIGURE_DIAMETER / 2, zoom=1.45, lift=0.06)
