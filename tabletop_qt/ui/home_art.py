"""The home screen's game pictures: each game's own cards and figures, fanned on a coloured felt.

Drawn by the project from the games' SVGs (resources/<game>/) and, for High Noon Saloon, from the card faces the
table draws (ui/items/hns_faces.py), so no picture is copied from a publisher. Pictures are made at the device
pixels a tile covers and cached per size and language: a tile that grows with the window is redrawn sharp, not
stretched, and High Noon Saloon's cards (their type lines and effects are words) are drawn again in a new language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from tabletop_qt.paths import resources_dir

CARD_RATIO = 1.4  # height / width of every game's cards


@dataclass(frozen=True)
class Fan:
    """One game's picture: the felt's two colours, the card faces fanned across it, the figures in front."""

    felt: tuple[str, str]
    cards: tuple[str, ...]  # paths under resources/<game>/, or "hns:<face key>" for a drawn High Noon Saloon face
    figures: tuple[str, ...] = ()


FANS: dict[str, Fan] = {
    "tea_time": Fan(
        ("#3f6e8c", "#1d3446"),
        ("cards/mad_hatter_normal.svg", "cards/alice.svg", "cards/cheshire_cat_mirror.svg", "cards/white_rabbit_normal.svg"),
    ),
    "times_square": Fan(
        ("#6a2a5e", "#22102a"),
        ("cards/deb_3.svg", "cards/sue.svg", "cards/hal_2.svg"),
        ("figures/charlie.svg", "figures/sue.svg", "figures/guard.svg"),
    ),
    "frantic_frankfurt": Fan(
        ("#2f6b3f", "#12301c"),
        ("cards/red_7.svg", "cards/yellow_12.svg", "cards/blue_20.svg", "cards/red_1.svg"),
    ),
    "high_noon_saloon": Fan(
        ("#8a5a2b", "#3a2210"),
        ("hns:char_james_masterson", "hns:peacemaker", "hns:scattergun", "hns:repeatin_rifle"),
    ),
}
_FALLBACK = Fan(("#555a60", "#24272b"), ())


@lru_cache(maxsize=64)
def _svg(path: str) -> Any:
    from PySide6.QtSvg import QSvgRenderer  # loaded with the first picture, not with the home page

    return QSvgRenderer(path)


_hns_faces: object | None = None
_hns_faces_language = ""


def _language() -> str:
    """The interface's language (LanguageManager.set_language sets the default locale with the translators)."""
    return QLocale().name()


def _hns_face(key: str, width: float, height: float, ratio: float) -> QPixmap:
    """A High Noon Saloon card face of the house set, as the table draws it, in the interface's language."""
    global _hns_faces, _hns_faces_language
    if _hns_faces is None:
        from tabletop_qt.core.games.high_noon_saloon.content import load_content
        from tabletop_qt.ui.items.hns_faces import HnsCardFaces

        _hns_faces = HnsCardFaces(load_content(resources_dir() / "high_noon_saloon" / "house"))
    if _hns_faces_language != _language():  # faces drawn in another language are words the reader cannot use
        _hns_faces.forget_sizes()  # type: ignore[attr-defined]
        _hns_faces_language = _language()
    return _hns_faces.pixmap(key, width, height, ratio)  # type: ignore[attr-defined]


_cache: dict[tuple[str, int, int, str], QPixmap] = {}


def cached_art(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap | None:
    """``game_id``'s picture at this size if it was drawn already, else None (drawing it takes milliseconds)."""
    return _cache.get((game_id, max(1, round(width * ratio)), max(1, round(height * ratio)), _language()))


def felt(game_id: str) -> tuple[QColor, QColor]:
    """The two colours of ``game_id``'s felt: what a tile shows until its picture is drawn."""
    fan = FANS.get(game_id, _FALLBACK)
    return QColor(fan.felt[0]), QColor(fan.felt[1])


def game_art(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """``game_id``'s picture, ``width`` x ``height`` logical pixels at device pixel ratio ``ratio``."""
    px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
    key = (game_id, px_w, px_h, _language())
    pixmap = _cache.get(key)
    if pixmap is None:
        image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        _paint(painter, FANS.get(game_id, _FALLBACK), resources_dir() / game_id, float(px_w), float(px_h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        if len(_cache) > 48:  # sizes of a window being resized: keep the latest few
            _cache.clear()
        _cache[key] = pixmap
    return pixmap


def _paint(p: QPainter, fan: Fan, folder: Path, w: float, h: float) -> None:
    radius = min(w, h) * 0.06
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
    felt = QLinearGradient(0, 0, w * 0.3, h)
    felt.setColorAt(0, QColor(fan.felt[0]))
    felt.setColorAt(1, QColor(fan.felt[1]))
    p.fillPath(frame, felt)
    p.setClipPath(frame)
    # The cards: a fan from the bottom centre, as a hand is held; the height the picture allows, never wider.
    count = len(fan.cards)
    card_h = h * (0.74 if not fan.figures else 0.66)
    card_w = card_h / CARD_RATIO
    spread = 13.0 if count > 1 else 0.0
    pivot = QPointF(w / 2, h * 1.25)
    for i, name in enumerate(fan.cards):
        angle = (i - (count - 1) / 2) * spread
        p.save()
        p.translate(pivot)
        p.rotate(angle)
        rect = QRectF(-card_w / 2, -(pivot.y() - h * 0.1), card_w, card_h)
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(card_w * 0.03, card_w * 0.03), card_w * 0.06, card_w * 0.06)
        p.fillPath(shadow, QColor(0, 0, 0, 90))
        _card(p, folder, name, rect)
        p.restore()
    # The figures stand in front of the cards, along the bottom edge.
    if fan.figures:
        fig_h = h * 0.42
        step = w / (len(fan.figures) + 1)
        for i, name in enumerate(fan.figures):
            renderer = _svg(str(folder / name))
            size = renderer.defaultSize()
            aspect = size.width() / size.height() if size.height() > 0 else 0.6
            fig_w = fig_h * aspect
            rect = QRectF(step * (i + 1) - fig_w / 2, h - fig_h - h * 0.04, fig_w, fig_h)
            renderer.render(p, rect)
    p.setClipping(False)
    p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, w / 300)))
    p.drawPath(frame)


def _card(p: QPainter, folder: Path, name: str, rect: QRectF) -> None:
    clip = QPainterPath()
    clip.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    p.fillPath(clip, QColor("#fbf7ee"))
    if name.startswith("hns:"):
        # The face at the pixels this card covers (the painter draws on the picture's device pixels already).
        p.drawPixmap(rect.topLeft(), _hns_face(name[4:], rect.width(), rect.height(), 1.0))
    else:
        _svg(str(folder / name)).render(p, rect)
    p.restore()
