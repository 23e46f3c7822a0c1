"""Text on the tables: one way to make a label item, shared by every game's scene."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

# Warm white on the dark felt of Times Square's street and High Noon Saloon's map.
TABLE_TEXT = QColor("#f4ecd8")
# The item data key holding a label's size as designed: a fitting function may shrink the font for a long text
# (a translation), and tests/ui/test_text_fits.py tells that shrinking from a label drawn small by design.
DESIGN_SIZE_KEY = 0x7E57


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    # Pixel sizes, not points: the scenes are drawn in scene units and scaled as a whole with the window.
    font = QFont()
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    return font


def text_item(
    parent: QGraphicsItem | None, size: float, bold: bool = False, colour: QColor = TABLE_TEXT
) -> QGraphicsSimpleTextItem:
    """A label that lets clicks through to what lies under it (a card, a space)."""
    item = QGraphicsSimpleTextItem(parent)
    item.setFont(pixel_font(size, bold))
    item.setData(DESIGN_SIZE_KEY, round(size))
    item.setBrush(QBrush(colour))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item
