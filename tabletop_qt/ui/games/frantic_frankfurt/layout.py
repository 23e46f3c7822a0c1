"""Where the Frantic Frankfurt table puts things (in scene units), how fast its cards move, which keys play
what, its colours and the phases of a view: the numbers the scene and its items share.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tabletop_qt.ui.items.card_item import CARD_H, CARD_W

ASPECT = CARD_H / CARD_W

# ---------------------------------------------------------------------------------------------------- geometry
# Scene units; the view scales the whole table to the window.
SCENE_W = 1500.0
SCENE_H = 1090.0

# Your layout: large, at the bottom.
MY_W = 128.0
MY_H = MY_W * ASPECT
HIDDEN_STEP = 26.0  # how far each face-down card shows under the next one
MAX_HIDDEN_SHOWN = 3  # a column is dealt with at most three cards under its top
COL_STEP = 170.0
COLS_X0 = (SCENE_W - (3 * COL_STEP + MY_W)) / 2
COLS_Y = 690.0
LIFT = 18.0  # a picked card rises a little off its column
DRAW_W = 112.0
DRAW_X = 96.0
HELD_X = 252.0
MY_PILES_Y = 720.0

# The discard piles: one per seat, in the middle.
PILE_W = 118.0
PILE_H = PILE_W * ASPECT
PILE_STEP = 236.0
PILES_Y = 300.0

# The others, smaller, along the top.
MINI_W = 56.0
MINI_H = MINI_W * ASPECT
MINI_STEP = 68.0
MINI_HIDDEN = 11.0
# Every card width a table of any shape uses (CardItem: height = width x ASPECT): faces are scaled ahead to these.
CARD_WIDTHS = (MY_W, DRAW_W, PILE_W, MINI_W)
PANEL_W = 470.0
PANEL_H = 206.0
PANEL_GAP = 22.0
PANEL_Y = 16.0

BANNER_Y = 558.0
# The round summary panel: its width, inner margin and the least gap between its columns.
SUMMARY_W = 980.0
SUMMARY_PAD = 36.0
SUMMARY_GAP = 40.0

SLIDE_MS = 180  # a card going back to its column
FLIGHT_MS = 260  # another player's card flying to a pile
MAX_FLIGHTS = 10  # beyond this the oldest flight lands at once: bots at full speed must not pile cards up

PILE_KEYS: tuple[Qt.Key, ...] = (Qt.Key.Key_Q, Qt.Key.Key_W, Qt.Key.Key_E, Qt.Key.Key_R)
COLUMN_KEYS: tuple[Qt.Key, ...] = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)

TABLE_TOP = QColor("#183447")
TABLE_BOTTOM = QColor("#10222f")
INK = QColor("#f4efe2")
SOFT_INK = QColor("#b9c7cf")
GOLD = QColor("#ffd54a")
LIT = QColor("#7fe3ff")

# Phases of view["phase"].
OPENING, PLAY, STUCK, RACE, FINISHED = "opening", "play", "stuck", "race", "finished"
