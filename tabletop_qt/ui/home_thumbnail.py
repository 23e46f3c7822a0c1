"""A small picture of a saved table for the home page's Continue tile: the game's own board, made offscreen once
for the saved position (as seen from the seat of the person at this computer, or as a spectator in a hot-seat game),
rendered to an image and thrown away. The caller caches the image per save file version.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

log = logging.getLogger(__name__)

PICTURE_WIDTH = 640  # pixels of the image kept; the tile scales it down (never up beyond this)


def table_picture(table: Any) -> QImage | None:
    """The saved ``table`` drawn by its game's board, or None when it cannot be (a table of a content pack: its
    faces and words are the live table's to set up, not the home page's)."""
    from tabletop_qt.core.games import PACK_OPTION
    from tabletop_qt.ui.boards import has_board, make_board

    setup = table.setup
    if not has_board(setup.game_id) or setup.options.get(PACK_OPTION):
        return None
    board = make_board(setup.game_id)
    try:
        seat = setup.screen_seat()
        board.prepare_table(setup.players, seat)
        board.show_view(table.view(seat), [spec.name for spec in setup.seats], [], ())
        scene = board.scene
        source = scene.sceneRect()
        if source.isEmpty():
            return None
        height = max(1, round(PICTURE_WIDTH * source.height() / source.width()))
        image = QImage(PICTURE_WIDTH, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(0, 0, PICTURE_WIDTH, height), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return image
    except Exception:  # a picture is a nicety: the tile then shows the game's own art
        log.warning("cannot draw the saved table", exc_info=True)
        return None
    finally:
        _dispose(board)


def _dispose(board: Any) -> None:
    """Delete the board, its scene and its controls now, on the GUI thread. Left to deleteLater and Python's
    garbage collector, a wrapper of one of them (or of a timer they own) could be collected on the rules thread,
    and Qt crashes stopping a timer from another thread ("Timers cannot be stopped from another thread")."""
    from shiboken6 import Shiboken

    for part in (getattr(board, "controls", None), getattr(board, "scene", None), board):
        if part is not None and Shiboken.isValid(part):
            Shiboken.delete(part)
