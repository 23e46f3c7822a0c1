"""The Times Square table's layout (scene units), its pictures' names and the small geometry the scene and its
items share: where the street, the lane, the piles and the hands lie."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

SPACES = 17
SPACE = 72.0  # one street space, square
# The street runs the width of the table; the two clubs stand above its ends, in the top corners, with their
# owners' names under them, so the street, its figures and the hands take the whole width of the window.
MARGIN = 20.0
STREET_X = MARGIN
STREET_W = SPACES * SPACE
SCENE_W = STREET_X * 2 + STREET_W
# The top row, left to right: Anna's club, the other player's hidden hand, the draw and discard piles, Bruno's club.
CLUB_W = 190.0
CLUB_H = CLUB_W * 200 / 300
CLUB_Y = 10.0
CLUB_LABEL_Y = CLUB_Y + CLUB_H + 4
TOP_CARD_W = 48.0
TOP_CARD_STEP = 34.0
BACKS_CENTRE = STREET_X + CLUB_W + 40 + (7 * TOP_CARD_STEP + TOP_CARD_W) / 2  # room for a full hand of 8
PILE_CARD_W = 90.0
PILE_CARD_H = PILE_CARD_W * 1.4
PILE_X = BACKS_CENTRE + (7 * TOP_CARD_STEP + TOP_CARD_W) / 2 + 50
DISCARD_X = PILE_X + PILE_CARD_W + 70  # apart enough for the piles' two labels side by side
# Figures stand on their space and rise above it: tall enough to tell apart across the room on a laptop.
FIGURE_H = 112.0
FIGURE_W = FIGURE_H * 100 / 160
GHOST_GAP = 48.0  # between a ghost figure's feet and the street: its guide line runs down to the space
# Above the street, under the top row's labels, a band where ghost figures show a card's moves.
STREET_Y = CLUB_LABEL_Y + 48 + FIGURE_H + GHOST_GAP
LANE_H = 84.0
LANE_Y = STREET_Y + SPACE + 14  # Charlie's lane runs below the street
CHARLIE_H = 76.0
HAND_Y = LANE_Y + LANE_H + 44
# The hand has the street's width to itself: eight cards large enough to read (the Bodyguards' "1/2" too).
HAND_GAP = 10.0
HAND_CARD_W = (STREET_W - 7 * HAND_GAP) / 8
HAND_CARD_H = HAND_CARD_W * 1.4
HAND_STEP = HAND_CARD_W + HAND_GAP
SCENE_H = HAND_Y + HAND_CARD_H + 24
MOVE_MS = 420
DRAG_DISTANCE = 8.0
HAND_KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8)

STREET_FIGURES = ("guard_low", "sue", "guard_high", "hal", "deb")
FIGURE_ART = {"sue": "sue", "guard_low": "guard", "guard_high": "guard", "hal": "hal", "deb": "deb", "charlie": "charlie"}
# Each card kind's picture in resources/times_square/cards.
CARD_ART = {
    "sue": "sue",
    "hal1": "hal_1",
    "hal2": "hal_2",
    "hal3": "hal_3",
    "guard1": "guard_one_1",
    "guard2": "guard_both_1_or_one_2",
    "guards_to_sue": "guard_next_to_sue",
    "deb1": "deb_1",
    "deb2": "deb_2",
    "deb3": "deb_3",
    "deb4": "deb_4",
    "deb5": "deb_5",
    "deb_centre": "deb_centre",
}
# The figures each move names in its "to", as docs/rules/times_square.md lists them.
MOVED_BY = {
    "sue": ("sue",),
    "group": ("sue", "guard_low", "guard_high"),
    "hal": ("hal",),
    "deb": ("deb",),
    "guard_low": ("guard_low",),
    "guard_high": ("guard_high",),
    "guards": ("guard_low", "guard_high"),
}
# The move a card makes when it is not a joker: what is explained when a card has no legal play.
NATURAL_MOVE = {"sue": "sue", "guard1": "guard_low", "guard2": "guards", "guards_to_sue": "guards", "deb_centre": "deb"}
CLUB_COLOURS = (QColor("#b3303a"), QColor("#2f57c4"))
GHOST = QColor("#ffe27a")
TEXT = QColor("#f4ecd8")
DIM_TEXT = QColor("#b9b2a0")


def card_key(card: dict[str, Any] | None) -> str:
    """The picture of a card object of the view (its back for None)."""
    return "back" if card is None else CARD_ART.get(str(card.get("kind", "")), "back")


def natural_move(kind: str) -> str:
    if kind in NATURAL_MOVE:
        return NATURAL_MOVE[kind]
    return "hal" if kind.startswith("hal") else "deb"


def space_x(space: int) -> float:
    """The centre of a street space (and of Charlie's lane beside it)."""
    return STREET_X + (space + 0.5) * SPACE


def svg_pixmap(path: str, width: float, height: float, ratio: float) -> QPixmap:
    px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
    image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(path)
    if renderer.isValid():
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, px_w, px_h))
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(px_w / width)
    return pixmap


def within_scene(x: float, width: float) -> float:
    """A label's left edge, moved in so the whole label stays on the table."""
    return min(max(x, 4.0), SCENE_W - 4.0 - width)
