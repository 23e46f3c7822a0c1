"""The home screen's game pictures: each game's own cards and figures, fanned on a coloured felt.

Drawn by the project from the games' SVGs (resources/<game>/) and, for High Noon Saloon, from the card faces the
table draws (ui/games/high_noon_saloon/faces.py), so no picture is copied from a publisher. Pictures are made at the device
pixels a tile covers and cached per size: a tile that grows with the window is redrawn sharp, not stretched.

Each picture drawn is also kept on disk (``use_disk_cache``: files under <cache>/home-art/<version>/<language>/, the
latest few sizes per game), so the next start's first frame shows the tiles' pictures at once, without QtSvg. The
files hold the picture's pixels as they are in memory (premultiplied ARGB32 after a small header), not PNG: decoding
four PNGs cost the first frame about 7 ms, reading these a fraction of one. A very first start has none on disk:
its first frame shows those shipped with the app (ui/shipped_art.py), of exactly its tiles' size in the default
window, else the nearest scaled while its own are drawn. The module names ``Qt`` only where it
draws (ui/qt_names.py: the first frame shows cached pictures without it).
"""

from __future__ import annotations

import os
import shutil
import struct
import threading
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from tabletop_qt import __version__
from tabletop_qt.paths import resources_dir
from tabletop_qt.ui.texts import interface_language

if TYPE_CHECKING:
    from PySide6.QtCore import QThreadPool

    from tabletop_qt.core.games.home_art import HomeArt

CARD_RATIO = 1.4  # height / width of every game's cards


@cache
def _fans() -> dict[str, HomeArt]:
    """One game's picture: the felt's two colours, the card faces fanned across it, the figures in front, by game
    id: core/games/home_art.py's plain data, not the registry (whose GameSpecs cost a very first start's pictures
    7-25 ms of the GUI thread before they began)."""
    from tabletop_qt.core.games.home_art import home_art
    from tabletop_qt.core.games.metadata import LISTED_GAMES

    return {game_id: home_art(game_id) for game_id in LISTED_GAMES}


def _fan(game_id: str) -> HomeArt:
    from tabletop_qt.core.games.home_art import home_art

    return _fans().get(game_id) or home_art(game_id)  # (a game not listed: its own, or a plain felt)


def __getattr__(name: str) -> Any:
    if name == "FANS":  # (the pictures' tests walk the games by it)
        return _fans()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _Drawer:
    """What one thread draws the pictures with: the SVGs' own sizes it has read, and its own card faces of the games
    that draw them (HomeArt ``faces``). The SVGs are read through ``QImageReader`` (``ui/svg_read.py``), which
    lets go of the interpreter lock while it draws: ``QSvgRenderer.render`` kept it, and the GUI thread's first frames
    waited for it."""

    def __init__(self) -> None:
        self._sizes: dict[Path, tuple[float, float] | None] = {}
        self._faces: dict[str, Any] = {}  # HomeArt.faces -> the faces object it made

    def svg_size(self, path: Path) -> tuple[float, float] | None:
        """The SVG's own width and height, or None if it cannot be read."""
        if path not in self._sizes:
            from tabletop_qt.ui import svg_read  # (imported by start_pool first, not by the home page's first frame)

            size = svg_read.natural_size(path)
            self._sizes[path] = (size.width(), size.height()) if size is not None else None
        return self._sizes[path]

    def face(self, fan: HomeArt, key: str, width: float, height: float) -> QImage | None:
        """The face ``key`` of ``fan``, as its game's table draws it, drawn afresh in the language of the
        translators installed now (a language switch asks for new pictures: the language is in their key); None
        when the fan names no faces."""
        if fan.faces is None:
            return None
        faces = self._faces.get(fan.faces)
        if faces is None:
            import importlib  # (not spec.resolve: spec.py's dataclasses are the registry's, not the pictures')

            module, _, make = fan.faces.partition(":")
            faces = self._faces[fan.faces] = getattr(importlib.import_module(module), make)()
        return faces.image(key, width, height, 1.0)  # type: ignore[no-any-return]

    def picture(self, key: tuple[str, str, int, int]) -> QImage:
        """The picture ``key`` names: (game, interface language, device pixels wide, high)."""
        from PySide6.QtCore import Qt  # (made on the GUI thread first: picture_threads.PICTURE_CLASSES)

        game_id, _language, px_w, px_h = key
        image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        _paint(painter, self, _fan(game_id), resources_dir() / game_id, float(px_w), float(px_h))
        painter.end()
        return image


_gui_drawer = _Drawer()  # the GUI thread's (game_art)


# (game, language, device pixels wide, high) -> picture; the language because High Noon Saloon's faces have words.
_cache: dict[tuple[str, str, int, int], QPixmap] = {}
_disk: Path | None = None  # the disk cache's folder (<cache>/home-art), or None: pictures are kept in memory only
SIZES_KEPT_ON_DISK = 3  # per game and language: the tiles' size, the saved game's, one from a window resized


def use_disk_cache(folder: Path | None) -> None:
    """Keep pictures in ``folder`` (made when the first picture is written), or in memory only (None)."""
    global _disk
    _disk = folder


def _key(game_id: str, width: int, height: int, ratio: float) -> tuple[str, str, int, int]:
    return (game_id, interface_language(), max(1, round(width * ratio)), max(1, round(height * ratio)))


def _disk_file(key: tuple[str, str, int, int]) -> Path | None:
    if _disk is None:
        return None
    game_id, language, px_w, px_h = key
    return _disk / __version__ / language / f"{game_id}-{px_w}x{px_h}{SUFFIX}"


# The file: MAGIC, then width, height and bytes per line (little-endian 32-bit), then the rows as in memory.
SUFFIX = ".argb"
MAGIC = b"TTQART1\0"
_HEADER = struct.Struct("<8sIII")
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def _read_picture(path: Path) -> QImage | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return picture_from_bytes(data)


def picture_from_bytes(data: bytes) -> QImage | None:
    """The picture ``data`` holds (this format: also the shipped pictures', ui/shipped_art.py), or None."""
    if len(data) < _HEADER.size:
        return None
    magic, width, height, stride = _HEADER.unpack_from(data)
    if magic != MAGIC or width <= 0 or height <= 0 or stride < width * 4 or len(data) != _HEADER.size + stride * height:
        return None
    # The QImage only borrows the bytes: copy() gives it its own before they go.
    return QImage(data[_HEADER.size :], width, height, stride, _FORMAT).copy()


def picture_bytes(image: QImage) -> bytes:
    """``image`` in this format."""
    image = image.convertToFormat(_FORMAT)
    return _HEADER.pack(MAGIC, image.width(), image.height(), image.bytesPerLine()) + bytes(image.constBits())


def _remember(key: tuple[str, str, int, int], pixmap: QPixmap) -> None:
    if len(_cache) > 48:  # sizes of a window being resized: keep the latest few
        _cache.clear()
    _cache[key] = pixmap


def cached_art(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap | None:
    """``game_id``'s picture at this size if it was drawn already (in this run, or in an earlier one and kept on
    disk) or is shipped with the app at this size (ui/shipped_art.py), else None (drawing it takes milliseconds)."""
    key = _key(game_id, width, height, ratio)
    pixmap = _cache.get(key)
    if pixmap is None:
        path = _disk_file(key)
        if path is None or not path.is_file():
            return _shipped_exact(key, ratio)
        image = _read_picture(path)
        if image is None or (image.width(), image.height()) != key[2:]:
            return None  # unreadable or not what its name says: drawn again, and written again
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        _remember(key, pixmap)
    return pixmap


def _shipped_exact(key: tuple[str, str, int, int], ratio: float) -> QPixmap | None:
    """The picture shipped with the app at exactly this size (ui/shipped_art.py: a very first start in the default
    window), kept in memory as a drawn one is, and on disk after the first frame (``keep_shipped_on_disk``)."""
    from tabletop_qt.ui.shipped_art import exact_picture

    image = exact_picture(*key)
    if image is None:
        return None
    _shipped_shown.append((key, image))
    return _kept(key, image, ratio)


_shipped_shown: list[tuple[tuple[str, str, int, int], QImage]] = []  # shipped pictures shown, not yet on disk


def keep_shipped_on_disk() -> None:
    """Write the shipped pictures shown so far to the disk cache, as drawn ones are (not in the first frame's paint:
    ~1 ms each): the next start, whose tiles are of another size (no welcome note), shows them scaled in its first
    frame until its own are drawn."""
    while _shipped_shown:
        _write(*_shipped_shown.pop())


def nearest_art(game_id: str, width: int, height: int, ratio: float = 1.0, shipped: bool = True) -> QPixmap | None:
    """A picture of ``game_id`` kept on disk at another size (a window that was resized, the welcome note that
    took room on the first start), else (if ``shipped``) the one shipped with the app nearest this size (a very first
    start), scaled to this one: what a tile shows until its picture is drawn sharp."""
    key = _key(game_id, width, height, ratio)
    path = _disk_file(key)
    if path is None or not path.parent.is_dir():
        return _shipped_nearest(key, ratio) if shipped else None
    target = key[2] * key[3]
    sizes = sorted(path.parent.glob(f"{game_id}-*{SUFFIX}"), key=lambda p: abs(_area(p.stem) - target))
    for candidate in sizes[:1]:
        image = _read_picture(candidate)
        if image is None:
            return None
        # (smoothScaled: QPixmap.scaled names Qt's enums, which a first frame does without, ui/qt_names.py)
        scaled = QPixmap.fromImage(image.smoothScaled(key[2], key[3]))
        scaled.setDevicePixelRatio(ratio)
        return scaled
    return _shipped_nearest(key, ratio) if shipped else None


def _shipped_nearest(key: tuple[str, str, int, int], ratio: float) -> QPixmap | None:
    from tabletop_qt.ui.shipped_art import nearest_picture

    image = nearest_picture(*key)
    if image is None:
        return None
    scaled = QPixmap.fromImage(image)
    scaled.setDevicePixelRatio(ratio)
    return scaled


def _area(stem: str) -> int:
    try:
        w, h = stem.rsplit("-", 1)[1].split("x")
        return int(w) * int(h)
    except ValueError:
        return 0


def felt(game_id: str) -> tuple[QColor, QColor]:
    """The two colours of ``game_id``'s felt: what a tile shows until its picture is drawn."""
    fan = _fan(game_id)
    return QColor(fan.felt[0]), QColor(fan.felt[1])


def slowest_first(game_ids: Iterable[str]) -> list[str]:
    """``game_ids`` in the order their pictures are best asked of the worker threads: a game whose fan has faces
    drawn from its data first (High Noon Saloon's import its faces' modules and lay out text: ~23 ms of CPU against
    ~6-7 ms for an SVG fan), so it is not the last to begin and the home screen is whole the sooner."""
    def draws_faces(game_id: str) -> bool:  # "<code prefix>:<face key>": a face drawn from the game's data
        return any(":" in card for card in _fan(game_id).cards)

    return sorted(game_ids, key=lambda game_id: not draws_faces(game_id))  # (sorted is stable: the rest keep order)


def game_art(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """``game_id``'s picture, ``width`` x ``height`` logical pixels at device pixel ratio ``ratio``, drawn here and
    now if it is not cached (a few to tens of milliseconds: the home screen uses ``draw_in_background``)."""
    pixmap = cached_art(game_id, width, height, ratio)
    if pixmap is None:
        key = _key(game_id, width, height, ratio)
        image = _gui_drawer.picture(key)
        _write(key, image)
        pixmap = _kept(key, image, ratio)
    return pixmap


def _kept(key: tuple[str, str, int, int], image: QImage, ratio: float) -> QPixmap:
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    _remember(key, pixmap)
    return pixmap


class _Delivery(QObject):
    """Brings a picture the worker drew to the GUI thread (a queued signal: made on the GUI thread, emitted on
    the worker's), where it becomes a QPixmap."""

    drawn = Signal(object, object, float)  # key, QImage, device pixel ratio
    art_drawn = Signal(str)  # game id: its picture at some size is now in cached_art

    def __init__(self) -> None:
        super().__init__()
        self.drawn.connect(self._on_self_drawn)

    def _on_self_drawn(self, key: tuple[str, str, int, int], image: QImage, ratio: float) -> None:
        _pending.discard(key)
        _kept(key, image, ratio)
        self.art_drawn.emit(key[0])


_delivery: _Delivery | None = None
_pool: QThreadPool | None = None  # WORKERS threads, made with the first picture asked for
_pending: set[tuple[str, str, int, int]] = set()
_worker_drawers: dict[int, _Drawer] = {}  # each worker thread's own, by its thread id
WORKERS = 2


def delivery() -> _Delivery:
    """The object whose ``art_drawn`` says a picture drawn in the background is ready (made on the GUI thread)."""
    global _delivery
    if _delivery is None:
        _delivery = _Delivery()
    return _delivery


def draw_in_background(game_id: str, width: int, height: int, ratio: float = 1.0) -> None:
    """Draw ``game_id``'s picture at this size on a worker thread (QImage and QPainter on a QImage may be used off
    the GUI thread, QPixmap may not; the SVGs are read by QImageReader, which lets go of the GIL), keep it on disk
    there, and hand it to the GUI thread, which announces it with ``delivery().art_drawn``. On the very first start
    the four pictures thus draw beside what the GUI thread does after its first frame (asyncio, the first turn)
    instead of after it. Called on the GUI thread only."""
    global _pool
    key = _key(game_id, width, height, ratio)
    if key in _pending or key in _cache:
        return
    announce = delivery()
    if _pool is None:
        _pool = _start_pool()
    _pending.add(key)
    _pool.start(lambda: _draw_for(announce, key, ratio))


def _start_pool() -> QThreadPool:
    from tabletop_qt.ui.picture_threads import start_pool

    # Qt's threads, not Python's: QThreadPool.waitForDone returns once each thread has really ended, its Qt thread
    # data (font caches) let go, where a Python thread's join returns before that. stop_drawing waits so when the
    # app's main returns, and at the interpreter's exit (picture_threads.stop_all). Two threads: the SVGs are read
    # without the GIL, so two pictures draw at once where there are cores; each keeps its drawer (its card faces).
    return start_pool(WORKERS, stop_drawing, keep_threads=True)


def stop_drawing() -> None:
    """Drop the pictures not begun, wait for those being drawn, and end the worker threads (a picture asked for
    later starts them again). Called on the GUI thread when nothing waits for a picture any more: the app's main
    on its way out, the interpreter's exit."""
    global _pool
    pool, _pool = _pool, None
    if pool is None:
        return
    pool.clear()
    pool.waitForDone()  # (lets go of the GIL while it waits)
    _worker_drawers.clear()  # their card faces belonged to the threads just ended
    _pending.clear()


def _draw_for(announce: _Delivery, key: tuple[str, str, int, int], ratio: float) -> None:
    drawer = _worker_drawers.get(threading.get_ident())
    if drawer is None:
        drawer = _worker_drawers[threading.get_ident()] = _Drawer()
    image = drawer.picture(key)
    _write(key, image)
    announce.drawn.emit(key, image, ratio)


def _write(key: tuple[str, str, int, int], image: QImage) -> None:
    """Keep ``image`` on disk for the next start (written whole, then renamed); other versions' pictures and this
    game's older sizes go. A disk that refuses only costs the next start its head start."""
    path = _disk_file(key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.parent.parent.iterdir():
            if old.is_dir() and old.name != __version__:
                shutil.rmtree(old, ignore_errors=True)
        partial = path.with_name(path.name + ".part")
        partial.write_bytes(picture_bytes(image))
        os.replace(partial, path)
        sizes = sorted(path.parent.glob(f"{key[0]}-*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old_size in sizes[SIZES_KEPT_ON_DISK:]:
            old_size.unlink(missing_ok=True)
    except OSError:
        return


def _paint(p: QPainter, drawer: _Drawer, fan: HomeArt, folder: Path, w: float, h: float) -> None:
    radius = min(w, h) * 0.06
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
    from PySide6.QtGui import QLinearGradient  # PySide makes the class on first use: not for a start from the cache

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
        _card(p, drawer, fan, folder, name, rect)
        p.restore()
    # The figures stand in front of the cards, along the bottom edge.
    if fan.figures:
        fig_h = h * 0.42
        step = w / (len(fan.figures) + 1)
        for i, name in enumerate(fan.figures):
            size = drawer.svg_size(folder / name)
            if size is None:
                continue
            fig_w = fig_h * size[0] / size[1]
            rect = QRectF(step * (i + 1) - fig_w / 2, h - fig_h - h * 0.04, fig_w, fig_h)
            from tabletop_qt.ui import svg_read

            svg_read.draw(p, folder / name, rect)
    p.setClipping(False)
    p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, w / 300)))
    p.drawPath(frame)


def _card(p: QPainter, drawer: _Drawer, fan: HomeArt, folder: Path, name: str, rect: QRectF) -> None:
    from PySide6.QtCore import Qt

    clip = QPainterPath()
    clip.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    p.fillPath(clip, QColor("#fbf7ee"))
    _prefix, drawn, face_key = name.partition(":")
    if drawn:
        # A face the game draws from its data, at the pixels this card covers (the painter draws on the picture's
        # device pixels already).
        face = drawer.face(fan, face_key, rect.width(), rect.height())
        if face is not None:
            p.drawImage(rect.topLeft(), face)
    else:
        from tabletop_qt.ui import svg_read

        svg_read.draw(p, folder / name, rect)
    p.restore()
