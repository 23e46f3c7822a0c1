"""Where the High Noon Saloon table puts things (in scene units), its colours and icons, and which part of an
action each click fills: the numbers the scene and its items share.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from tabletop_qt.paths import resources_dir

SCENE_W = 1600.0
SCENE_H = 1130.0
MAP_RECT = QRectF(16, 70, 1040, 586)
SIDE_X = 1072.0
SIDE_W = SCENE_W - SIDE_X - 16
BOARD_Y = 670.0
BOARD_H = 250.0  # the acting seat's board; its hand lies in a row of its own below
BOARD_W = 1224.0
HAND_Y = BOARD_Y + BOARD_H + 10
HAND_CARD_W = 132.0
CARD_W = 100.0
CARD_H = 140.0
MINI_W = 50.0
MINI_H = 70.0
HAND_X = 16.0
HAND_W = SCENE_W - 32
SLOT_W = 116.0
CHIPS_X = 556.0
FIGURE_R = 21.0
SIDE_GAP = 8.0  # between the other players' boards beside the map
# The piles' cards, in two rows of two beside the acting seat's board: each row a title over a card.
PILE_CARD_W = ((HAND_Y - 6 - BOARD_Y) / 2 - 26) * CARD_W / CARD_H

TEXT = QColor("#f4ecd8")
DIM_TEXT = QColor("#c9b99a")
LIT = QColor("#7fe3ff")
PICKED = QColor("#ffd54a")
ORANGE = QColor("#ff8a1f")
ARROW = QColor("#f2c14e")
TEAM_COLOURS = (QColor("#e0483e"), QColor("#3f8ce0"), QColor("#3fb55a"))
AREA_FILLS = ("#5a3b24", "#4a4030", "#3d3a2a", "#4b3326", "#3a3328", "#50402a", "#443226", "#3b3a33")
ICONS = resources_dir() / "high_noon_saloon" / "icons"
EFFECT_ICONS = {"heal": "heal", "add_bullets": "bullet", "first_melee_damage": "jump"}
# The phase each click on a space means, for the rules to say why it is refused.
SPACE_KIND_BY_PHASE = {"setup": "place", "jump": "jump"}
FIELDS = ("card", "slot", "space", "target")


def side_board_height(boards: int) -> float:
    """The height of each of ``boards`` other players' boards in the column beside the map."""
    return min(150.0, (MAP_RECT.height() + 16 - SIDE_GAP * (boards - 1)) / boards)


def mini_card_width(board_height: float) -> float:
    """The width of the Fist's and the Holster's cards on a side board that high."""
    return min(board_height - 16, 124.0) * CARD_W / CARD_H
