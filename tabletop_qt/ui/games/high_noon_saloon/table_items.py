"""The pieces of the High Noon Saloon table: text and icon helpers, the sections a view is drawn in, and the
clickable spaces, figures, chips and boards. The scene (``ui/games/high_noon_saloon/scene.py``) builds and
lays them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.text_items import DESIGN_SIZE_KEY, pixel_font, text_item
from tabletop_qt.ui.games.high_noon_saloon.layout import FIGURE_R, ICONS, LIT, ORANGE, PICKED
from tabletop_qt.ui.games.high_noon_saloon.map import SPACE_R


def elide(item: QGraphicsSimpleTextItem, text: str, width: float) -> None:
    """Set ``text``, cut with an ellipsis to ``width`` scene units (long Italian and Dutch words never overflow)."""
    item.setText(text)
    while item.boundingRect().width() > width and len(text) > 2:
        text = text[:-2]
        item.setText(text + "…")


_RENDERERS: dict[str, QSvgRenderer] = {}


def fit_text(item: QGraphicsSimpleTextItem, text: str, width: float, smallest: float) -> None:
    """Set ``text`` in a font shrunk as far as ``smallest`` pixels to fit ``width``; only then cut it (a label such
    as "Fase di combattimento" or "Cariche usate" is read whole rather than guessed from its first half)."""
    font = item.font()
    size = font.pixelSize()
    item.setText(text)
    while item.boundingRect().width() > width and size > smallest:
        size -= 1
        font.setPixelSize(size)
        item.setFont(font)
    elide(item, text, width)


def fit_lines(item: QGraphicsSimpleTextItem, text: str, width: float, two_line_size: float) -> None:
    """Like fit_text, but a label too wide for one line goes on two (split at the space nearest its middle) in a font
    of ``two_line_size`` before anything is shrunk further: "Fase di combattimento" reads better so."""
    item.setText(text)
    if item.boundingRect().width() <= width or " " not in text:
        fit_text(item, text, width, 11)
        return
    middle = len(text) / 2
    cut = min((i for i, c in enumerate(text) if c == " "), key=lambda i: abs(i - middle))
    font = item.font()
    font.setPixelSize(round(two_line_size))
    item.setFont(font)
    item.setData(DESIGN_SIZE_KEY, round(two_line_size))  # two lines are drawn at this size by design
    fit_text(item, text[:cut] + "\n" + text[cut + 1:], width, 10)


def icon_item(name: str, parent: QGraphicsItem | None, rect: QRectF) -> QGraphicsSvgItem:
    # One parsed SVG per icon, shared by every item that shows it (parsing the file again for each was a tenth of
    # a millisecond an icon, several times per position); each item keeps its picture in a device-pixel cache, so
    # repainting the table blits it instead of rendering the SVG again.
    renderer = _RENDERERS.get(name)
    if renderer is None:
        renderer = _RENDERERS[name] = QSvgRenderer(str(ICONS / f"{name}.svg"))
    item = QGraphicsSvgItem(parent)
    item.setSharedRenderer(renderer)
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    size = item.boundingRect()
    item.setScale(min(rect.width() / max(1.0, size.width()), rect.height() / max(1.0, size.height())))
    item.setPos(rect.topLeft())
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


@dataclass
class Section:
    """A part of the table drawn from a few values of the view (``key``): while the key stays the same its items
    stay in the scene untouched, so a new position rebuilds only the parts it changed."""

    key: Any
    at: tuple[float, float] = (0.0, 0.0)  # where it was drawn, or moved to since (the scene's _section)
    items: list[QGraphicsItem] = field(default_factory=list)
    cards: list[CardItem] = field(default_factory=list)
    boards: dict[int, Any] = field(default_factory=dict)
    # What the acting seat's board registers for clicks and tests, kept with it.
    slots: dict[str, CardItem] = field(default_factory=dict)
    chips: list[Any] = field(default_factory=list)
    hand: list[CardItem] = field(default_factory=list)
    countdown: QGraphicsSimpleTextItem | None = None


class Clickable:
    """A mixin for items that call back on a left click released over them."""

    on_click: Callable[[], None] | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton and self.on_click is not None:
            self.on_click()


class SpaceItem(Clickable, QGraphicsEllipseItem):
    """A round space of the map; orange ones are ringed orange."""

    def __init__(self, space: str, orange: bool, centre: QPointF) -> None:
        super().__init__(QRectF(-SPACE_R, -SPACE_R, 2 * SPACE_R, 2 * SPACE_R))
        self.space = space
        self.orange = orange
        self.lit = False
        self.setPos(centre)
        self.setBrush(QBrush(QColor("#c98a3c") if orange else QColor("#2b2119")))
        self.setPen(QPen(ORANGE if orange else QColor("#a88a62"), 4 if orange else 2.5))
        self.setZValue(2)
        self._ring = QGraphicsEllipseItem(QRectF(-SPACE_R - 5, -SPACE_R - 5, 2 * SPACE_R + 10, 2 * SPACE_R + 10), self)
        self._ring.setPen(QPen(LIT, 4, Qt.PenStyle.DashLine))
        self._ring.setBrush(QBrush(QColor(127, 227, 255, 60)))
        self._ring.setVisible(False)
        self._ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_lit(self, lit: bool) -> None:
        if lit == self.lit:
            return  # every space is asked after every position: most stay as they are
        self.lit = lit
        self._ring.setVisible(lit)
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)


class FigureItem(Clickable, QGraphicsEllipseItem):
    """A player's figure: the character's portrait in a disc of its colour (the player's initials on a badge), the
    orange side up under a movement limit, a ring in the team's colour in team play. A character without a
    portrait shows the initials on the disc."""

    def __init__(self, seat: int) -> None:
        super().__init__(QRectF(-FIGURE_R, -FIGURE_R, 2 * FIGURE_R, 2 * FIGURE_R))
        self.seat = seat
        self.lit = False
        self.frame_state: tuple[bool, bool, bool] | None = None  # (lit, chosen, current) its pen was set for
        self.picked = False
        self.limited = False
        self.setZValue(10)
        self._team = QGraphicsEllipseItem(QRectF(-FIGURE_R - 5, -FIGURE_R - 5, 2 * FIGURE_R + 10, 2 * FIGURE_R + 10), self)
        self._team.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self._team.setPen(QPen(Qt.PenStyle.NoPen))
        self._team.setVisible(False)
        self._portrait = QGraphicsPixmapItem(self)
        self._portrait.setPos(-FIGURE_R, -FIGURE_R)
        self._portrait.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._portrait.setVisible(False)
        self._badge = QGraphicsEllipseItem(QRectF(FIGURE_R - 19, FIGURE_R - 19, 27, 27), self)
        self._badge.setVisible(False)
        self._label = text_item(self, 17, True)
        self._ring = QGraphicsEllipseItem(QRectF(-FIGURE_R - 9, -FIGURE_R - 9, 2 * FIGURE_R + 18, 2 * FIGURE_R + 18), self)
        self._ring.setPen(QPen(LIT, 4))
        self._ring.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self._ring.setVisible(False)
        for child in (self._team, self._ring, self._portrait, self._badge):
            child.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._shown: tuple[Any, ...] | None = None  # what show_player drew last

    def show_player(self, colour: QColor, initials: str, limited: bool, team: QColor | None, tip: str,
                    portrait: QPixmap | None = None) -> None:
        # Asked for every figure after every position; a figure whose player changed nothing is left untouched.
        shown = (colour.rgba(), initials, limited, None if team is None else team.rgba(), tip,
                 None if portrait is None else portrait.cacheKey())
        if shown == self._shown:
            return
        self._shown = shown
        self.limited = limited
        # The figure's two sides: plain, or the orange-bordered side up while a movement limit holds.
        self.setBrush(QBrush(colour))
        self.setPen(QPen(ORANGE, 6) if limited else QPen(colour.darker(170), 2.5 if portrait is None else 4))
        self._portrait.setVisible(portrait is not None)
        self._badge.setVisible(portrait is not None)
        if portrait is not None and portrait.cacheKey() != self._portrait.pixmap().cacheKey():
            self._portrait.setPixmap(portrait)  # once per character: show_view runs this for every figure
            self._badge.setBrush(QBrush(colour.darker(130)))
            self._badge.setPen(QPen(QColor("#fff3c4"), 1.5))
        self._label.setParentItem(self._badge if portrait is not None else self)  # drawn inside what holds it
        self._label.setText(initials)
        # On the badge a size of its own, still legible at 1280x800 (tests/ui/test_text_fits.py).
        size = 17 if portrait is None else 16
        if self._label.data(DESIGN_SIZE_KEY) != size:
            self._label.setFont(pixel_font(size, True))
            self._label.setData(DESIGN_SIZE_KEY, size)
        self._label.setBrush(QBrush(QColor("#ffffff") if portrait is not None or colour.lightness() < 150 else QColor("#1b1b1b")))
        rect = self._label.boundingRect()
        centre = self._badge.rect().center() if portrait is not None else QPointF(0, 0)
        self._label.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        self._team.setVisible(team is not None)
        if team is not None:
            self._team.setBrush(QBrush(team))
        self.setToolTip(tip)

    def team_colour(self) -> QColor | None:
        return self._team.brush().color() if self._team.isVisible() else None

    def set_lit(self, lit: bool, picked: bool = False) -> None:
        """Lit: a target to click (a cyan ring). Picked: a target already chosen for the attack (a gold ring)."""
        if (lit, picked) == (self.lit, self.picked):
            return
        self.lit = lit
        self.picked = picked
        self._ring.setPen(QPen(PICKED, 5) if picked else QPen(LIT, 4))
        self._ring.setVisible(lit or picked)
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit or picked else Qt.CursorShape.ArrowCursor)


class ChipItem(Clickable, QGraphicsRectItem):
    """A small button on the table: one of the choices clicks cannot tell apart (a gun's options, melee...). Its
    key (1-9), once set, is drawn at its left."""

    HEIGHT = 30.0

    def __init__(self, label: str, action: dict[str, Any], on_click: Callable[[], None]) -> None:
        super().__init__()
        self.action = action
        self.on_click = on_click
        self._key: int | None = None
        self._key_text = text_item(self, 13, True, QColor("#10222a"))
        self._key_text.setOpacity(0.6)
        self._text = text_item(self, 15, True, QColor("#10222a"))
        self._text.setText(label)
        self._lay_out()
        self.setBrush(QBrush(LIT))
        self.setPen(QPen(QColor("#ffffff"), 1.5))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(40)

    @property
    def label(self) -> str:
        return self._text.text()

    @property
    def key(self) -> int | None:
        return self._key

    @key.setter
    def key(self, key: int | None) -> None:
        self._key = key
        self._key_text.setText(str(key) if key is not None else "")
        self._lay_out()

    def fit(self, width: float) -> None:
        """Shrink the label's font (to 11 px at most) until the chip is at most ``width`` wide."""
        font = self._text.font()
        while self.rect().width() > width and font.pixelSize() > 11:
            font.setPixelSize(font.pixelSize() - 1)
            self._text.setFont(font)
            self._lay_out()

    def _lay_out(self) -> None:
        left = 10.0
        if self._key is not None:
            key = self._key_text.boundingRect()
            self._key_text.setPos(8, (self.HEIGHT - key.height()) / 2)
            left = 8 + key.width() + 6
        rect = self._text.boundingRect()
        self.setRect(QRectF(0, 0, left + rect.width() + 10, self.HEIGHT))
        self._text.setPos(left, (self.HEIGHT - rect.height()) / 2)


class BoardItem(Clickable, QGraphicsRectItem):
    """Another player's board at the side: click it (when lit) to name that player as a target."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.lit = False
        self.frame_state: tuple[bool, bool, bool] | None = None  # (lit, chosen, current) its pen was set for

    def set_lit(self, lit: bool) -> None:
        self.lit = lit
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
