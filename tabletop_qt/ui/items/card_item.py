"""A card on the table, built only from Qt's own items so that painting it never calls into Python.

The root is an invisible rect item (it gives the card its size and takes the clicks); children draw the shadow,
the face (a pixmap from CardArt), the dimming and the selection outline. Python runs only when the card changes
or is clicked.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
)

from tabletop_qt.ui.items.art import CardArt

CARD_W = 100.0
CARD_H = 140.0
# A chosen card's frame is magenta, apart from the gold frames printed on the cards (Tea Time's mirror faces)
# and from the cyan of a card that may be chosen.
SELECTED = QColor("#ff3d9a")
SELECTABLE = QColor("#7fe3ff")


class CardItem(QGraphicsRectItem):
    def __init__(self, art: CardArt, key: str, slot: int = -1, width: float = CARD_W, ratio: float = 1.0) -> None:
        super().__init__(0, 0, width, width * CARD_H / CARD_W)
        self._art = art
        self._key = key
        self._ratio = ratio
        self.slot = slot
        self._w = width
        self._h = width * CARD_H / CARD_W
        self._selected = False
        self._selectable = False
        self._dimmed = False
        self.on_click: Callable[[int], None] | None = None
        self.on_double_click: Callable[[int], None] | None = None
        self._double_clicked = False  # until the release that ends a double-click
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))

        card = self._card_path()
        # A soft shadow under every card so the grid reads as cards lying on cloth.
        self._shadow = QGraphicsPathItem(card.translated(width * 0.025, width * 0.035), self)
        self._shadow.setBrush(QColor(0, 0, 0, 70))
        self._shadow.setPen(QPen(Qt.PenStyle.NoPen))
        self._face = QGraphicsPixmapItem(self)
        self._face.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        # The dimming and the outline are made when first shown (``set_state``): most cards never show them, and
        # the two items were ~40% of making a card (a High Noon Saloon table's first position makes 24).
        self._dim: QGraphicsPathItem | None = None
        self._outline: QGraphicsPathItem | None = None
        for child in (self._shadow, self._face):
            child.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            child.setAcceptHoverEvents(False)
        self._refresh_face()

    def _card_path(self, grow: float = 0.0) -> QPainterPath:
        radius = self._w * 0.07 + grow
        path = QPainterPath()
        path.addRoundedRect(QRectF(-grow, -grow, self._w + 2 * grow, self._h + 2 * grow), radius, radius)
        return path

    def _layer(self, path: QPainterPath, brush: QBrush | QColor, under: tuple[QGraphicsItem | None, ...]) -> QGraphicsPathItem:
        """A child made late, stacked where it was when every card made it at once: above the shadow, the face and
        ``under``, below whatever was added since (a team card's ribbon)."""
        below = {id(self._shadow), id(self._face), *(id(item) for item in under if item is not None)}
        later = [child for child in self.childItems() if id(child) not in below]
        item = QGraphicsPathItem(path, self)
        item.setBrush(brush)
        item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setVisible(False)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        if later:
            item.stackBefore(later[0])
        return item

    def _dim_item(self) -> QGraphicsPathItem:
        if self._dim is None:
            self._dim = self._layer(self._card_path(), QColor(20, 30, 25, 110), ())
        return self._dim

    def _outline_item(self) -> QGraphicsPathItem:
        if self._outline is None:
            self._outline = self._layer(self._card_path(2.0), QBrush(Qt.BrushStyle.NoBrush), (self._dim,))
        return self._outline

    # ------------------------------------------------------------------ state
    @property
    def key(self) -> str:
        return self._key

    @property
    def is_selected(self) -> bool:
        return self._selected

    @property
    def is_selectable(self) -> bool:
        return self._selectable

    @property
    def is_dimmed(self) -> bool:
        return self._dimmed

    def set_key(self, key: str) -> None:
        if key != self._key:
            self._key = key
            self._refresh_face()

    def set_ratio(self, ratio: float) -> None:
        """Device pixels per scene unit: the face is redrawn at exactly that resolution."""
        if abs(ratio - self._ratio) > 1e-3:
            self._ratio = ratio
            self._refresh_face()

    def set_state(self, *, selected: bool, selectable: bool, dimmed: bool) -> None:
        if (selected, selectable, dimmed) == (self._selected, self._selectable, self._dimmed):
            return
        self._selected, self._selectable, self._dimmed = selected, selectable, dimmed
        if dimmed or self._dim is not None:
            self._dim_item().setVisible(dimmed)
        if selected or selectable or self._outline is not None:
            self._outline_item().setVisible(selected or selectable)
        if selected or selectable:
            self._outline_item().setPen(QPen(SELECTED if selected else SELECTABLE, 6 if selected else 3))
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable or selected else Qt.CursorShape.ArrowCursor)

    def _refresh_face(self) -> None:
        self._face.setPixmap(self._art.pixmap(self._key, self._w, self._h, self._ratio))

    # ------------------------------------------------------------------ clicks
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._double_clicked:
            # The release that ends a double-click is no new click: the double-click has acted already (it may
            # have taken this card, and the next person's card would be selected by this release).
            self._double_clicked = False
            return
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.pos()) and self.on_click:
            self.on_click(self.slot)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.on_double_click:
            self._double_clicked = True
            self.on_double_click(self.slot)
