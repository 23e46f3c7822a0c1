"""Card art: each SVG drawn once into a large master image, then scaled to every on-screen size.

Pixmaps match the exact device pixels a card covers (scene size x view scale x screen pixel ratio) and carry
that ratio, so cards stay sharp from a small laptop to 4K while the scene works in fixed units. Drawing an SVG
costs about a millisecond; scaling a master costs a tenth of that, so masters are made ahead, in idle time
(warm_up), and a new table or a resized window only scales.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tabletop_qt.paths import resources_dir


MASTER_WIDTH = 480  # px: larger than a grid card on a 4K screen, where a wider one is drawn from the SVG


class CardArt:
    """Renderers for resources/<game>/<folder>/<key>.svg, master images, and the pixmaps made from them.

    ``aspect`` is the art's height over its width: 1.4 for cards, other values for figures and board pieces.
    """

    def __init__(self, game_id: str, folder: str = "cards", aspect: float = 1.4) -> None:
        self._folder: Path = resources_dir() / game_id / folder
        self._aspect = aspect
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._masters: dict[str, QImage] = {}
        self._pixmaps: dict[tuple[str, int, int], QPixmap] = {}
        # Pixel sizes made ahead for tables not shown yet (keep_ahead): forget_sizes, called when the table shown
        # takes another ratio, keeps them for the first position of those tables.
        self._ahead: set[tuple[int, int]] = set()

    def keys(self) -> list[str]:
        return sorted(p.stem for p in self._folder.glob("*.svg"))

    def warm_up(self) -> Iterator[None]:
        """Make every master image, one per step: run a step per idle turn of the event loop."""
        for key in self.keys():
            if key not in self._masters:
                self._master(key)
                yield

    def size_steps(self, sizes: list[tuple[float, float]], ratio: float) -> Iterator[None]:
        """Make every picture at each scene size at ``ratio``, one per step: a table whose cards change faces
        often (a new round deals every column) then only looks pixmaps up."""
        for key in self.keys():
            for width, height in sizes:
                self.pixmap(key, width, height, ratio)
                yield

    def keep_ahead(self, sizes: list[tuple[float, float]], ratio: float) -> Iterator[None]:
        """``size_steps`` for a table that is not shown yet, whose pictures ``forget_sizes`` then keeps (a game's
        first table scales none: Tea Time's first position scaled its 20 cards, 8 ms of its first turn)."""
        self._ahead.update((max(1, round(w * ratio)), max(1, round(h * ratio))) for w, h in sizes)
        return self.size_steps(sizes, ratio)

    def renderer(self, key: str) -> QSvgRenderer | None:
        if key not in self._renderers:
            path = self._folder / f"{key}.svg"
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._renderers[key] = renderer if renderer is not None and renderer.isValid() else None
        return self._renderers[key]

    def pixmap(self, key: str, width: float, height: float, ratio: float) -> QPixmap:
        """The card ``key`` for a ``width`` x ``height`` scene rect shown at ``ratio`` device pixels per unit."""
        px_w = max(1, round(width * ratio))
        px_h = max(1, round(height * ratio))
        cache_key = (key, px_w, px_h)
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            if px_w <= MASTER_WIDTH:
                image = self._master(key).scaled(
                    px_w, px_h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
                )
            else:
                image = self._draw(key, px_w, px_h)
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(px_w / width)
            self._pixmaps[cache_key] = pixmap
        return pixmap

    def _master(self, key: str) -> QImage:
        master = self._masters.get(key)
        if master is None:
            master = self._draw(key, MASTER_WIDTH, round(MASTER_WIDTH * self._aspect))
            self._masters[key] = master
        return master

    def _draw(self, key: str, px_w: int, px_h: int) -> QImage:
        image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        renderer = self.renderer(key)
        if renderer is not None:
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter, QRectF(0, 0, px_w, px_h))
            painter.end()
        return image

    def forget_sizes(self) -> None:
        """Drop pixmaps of sizes no longer shown (after the window was resized), but those made ahead."""
        self._pixmaps = {key: pixmap for key, pixmap in self._pixmaps.items() if key[1:] in self._ahead}


_SHARED: dict[tuple[str, str], CardArt] = {}


def card_art(game_id: str, folder: str = "cards", aspect: float = 1.4) -> CardArt:
    """One CardArt per game and folder for the whole app, so art made ahead of a game is there when it starts."""
    art = _SHARED.get((game_id, folder))
    if art is None:
        art = _SHARED[(game_id, folder)] = CardArt(game_id, folder, aspect)
    return art
