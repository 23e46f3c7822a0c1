"""High Noon Saloon's card faces, drawn from the content pack's data: any pack's cards get a clean face.

A pack may bring its own pictures (``<pack>/cards/<card id>.svg``); every card without one is drawn here from its
name, type and values: guns with their bullet options and capacity track, melee weapons with their damage, blocks
with their defense, enhancements with their options, reloads with their bullets, team cards, load cards and the
characters. Icons are the SVGs in ``resources/high_noon_saloon/icons``. Faces are drawn in a 100 x 140 design box
scaled to the device pixels the card covers, cached per size, and dropped on a language switch (the few words on
a face are translated).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tabletop_qt.paths import resources_dir
from tabletop_qt.ui import svg_read
from tabletop_qt.ui.games.high_noon_saloon import art as hns_art
from tabletop_qt.ui.games.high_noon_saloon import words as words

if TYPE_CHECKING:  # (the home screen's picture draws its faces without the pack reader: core/.../fan.py)
    from tabletop_qt.core.games.high_noon_saloon.cards import Character, Effect, Option, SaloonCard, TeamCard
    from tabletop_qt.core.games.high_noon_saloon.content import Content
    from tabletop_qt.core.games.high_noon_saloon.fan import FanCards

DESIGN_W = 100.0
DESIGN_H = 140.0
# The card's type under its name ("Pistola", "Afweer · handgemeen"), between the header and the values: room for
# two lines, so a long type ("Potenziamento · qualsiasi attacco") wraps instead of shrinking out of sight.
TYPE_LINE = QRectF(6, 36, DESIGN_W - 12, 20)
TYPE_LINE_SIZE = 8.0
# Effect texts: 12 units of a 100-unit card, so a hand card (132 scene units, about 85 px at 1366x768) shows
# them at 10 px; one line of them, and where a gun's capacity track begins.
EFFECT_SIZE = 12.0
EFFECT_LINE = 14.0
EFFECTS_BOTTOM = 110.0
PAPER = QColor("#f3e6c8")
INK = QColor("#2a1d12")
TYPE_COLOURS: dict[str, QColor] = {
    "gun": QColor("#8e3b1f"),
    "melee": QColor("#5e4028"),
    "block": QColor("#2c5a8a"),
    "enhancement": QColor("#2f7a46"),
    "reload": QColor("#a87a1e"),
    "team": QColor("#6b3f8f"),
}


def card_id(instance: str) -> str:
    return instance.split("#", 1)[0]


class HnsCardFaces:
    """Faces for the keys the scene uses: a saloon or team card's id (an instance "id#n" works too), "back",
    "load_back", "load_<n>", "char_<id>" (basic side), "char_<id>_adv" (advanced side), "empty"."""

    def __init__(self, content: Content | FanCards, art_dir: Path | None = None) -> None:
        self.content = content
        self._saloon: dict[str, SaloonCard] = {c.id: c for c in content.saloon}
        self._team: dict[str, TeamCard] = {c.id: c for c in content.team}
        self._characters: dict[str, Character] = {c.id: c for c in content.characters}
        self._art_dir = art_dir
        self._icons: dict[str, QSvgRenderer] = {}
        self._pictures: dict[str, Path | None] = {}  # card id -> its picture, if it has one that can be read
        self._pixmaps: dict[tuple[str, int, int], QPixmap] = {}
        self._effect_sizes: list[float] | None = None  # collecting effect_sizes while a face is painted

    # ------------------------------------------------------------------ the CardArt interface CardItem uses
    def pixmap(self, key: str, width: float, height: float, ratio: float) -> QPixmap:
        px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
        # Copies of a card share one face: cached by the card's id, not its instance ("peacemaker#3").
        cache_key = (card_id(key), px_w, px_h)
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            pixmap = QPixmap.fromImage(self.image(key, width, height, ratio))
            pixmap.setDevicePixelRatio(px_w / width)
            self._pixmaps[cache_key] = pixmap
        return pixmap

    def image(self, key: str, width: float, height: float, ratio: float) -> QImage:
        """The face drawn afresh as a QImage (not cached): what a thread other than the GUI thread may draw, as
        QPixmap belongs to the GUI thread (the home screen's pictures are drawn on a worker thread)."""
        px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
        image = QImage(px_w, px_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.scale(px_w / DESIGN_W, px_h / DESIGN_H)
        self._paint(painter, key)
        painter.end()
        image.setDevicePixelRatio(px_w / width)
        return image

    def forget_sizes(self) -> None:
        self._pixmaps.clear()

    def icon(self, name: str) -> QSvgRenderer:
        renderer = self._icons.get(name)
        if renderer is None:
            renderer = self._icons[name] = QSvgRenderer(str(resources_dir() / "high_noon_saloon" / "icons" / f"{name}.svg"))
        return renderer

    def has_picture(self, key: str) -> bool:
        return self._picture(card_id(key)) is not None

    def effect_sizes(self, key: str) -> list[float]:
        """The sizes (design units, of a card DESIGN_W wide) the card's effect texts are drawn at: what a reader
        gets to read on the face (tests/ui/test_text_fits.py holds them to 10 px on the hand's cards)."""
        image = QImage(10, 14, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        self._effect_sizes = []
        try:
            self._paint(painter, key)
        finally:
            painter.end()
        sizes, self._effect_sizes = self._effect_sizes, None
        return sizes

    # ------------------------------------------------------------------ painting
    def _effect_text(self, p: QPainter, rect: QRectF, text: str,
                     align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
        """An effect's words ("target takes a movement limit"), as large as the hand's cards can read them."""
        size = fitted_size(rect, text, EFFECT_SIZE, False, False, align)
        if self._effect_sizes is not None:
            self._effect_sizes.append(size)
        _fitted(p, rect, text, size, False, INK, align)

    def _picture(self, ident: str) -> Path | None:
        if ident not in self._pictures:
            # The pack's picture of this card, else the house set's (the decks' backs: hns_art's cards/).
            path = hns_art.picture_path(hns_art.ArtKind.CARD, ident, self._art_dir)
            self._pictures[ident] = path if path is not None and svg_read.natural_size(path) is not None else None
        return self._pictures[ident]

    def _paint(self, p: QPainter, key: str) -> None:
        ident = card_id(key)
        picture = self._picture(ident)
        if picture is not None:  # covering the card, cut at its sides if its shape is not the card's
            svg_read.draw(p, picture, QRectF(0, 0, DESIGN_W, DESIGN_H))
        elif key == "back":
            self._back(p, "#6e1f1a", "High Noon\nSaloon")
        elif key == "load_back":
            self._back(p, "#7a5a16", QCoreApplication.translate("HighNoonSaloon", "Load"))
        elif key.startswith("load_"):
            self._load(p, int(key[5:]))
        elif key.startswith("char_"):
            advanced = key.endswith("_adv")
            character = self._characters.get(key[5:-4] if advanced else key[5:])
            if character is not None:
                self._character(p, character, advanced)
        elif ident in self._saloon:
            self._saloon_card(p, self._saloon[ident])
        elif ident in self._team:
            self._team_card(p, self._team[ident])
        elif key == "empty":
            self._frame(p, QColor(0, 0, 0, 0), QColor(255, 255, 255, 90), dashed=True)

    def _frame(self, p: QPainter, fill: QColor, border: QColor, dashed: bool = False) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(1.5, 1.5, DESIGN_W - 3, DESIGN_H - 3), 7, 7)
        pen = QPen(border, 3)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawPath(path)

    def _header(self, p: QPainter, colour: QColor, name: str, kind: str) -> None:
        self._frame(p, PAPER, colour)
        header = QPainterPath()
        header.addRoundedRect(QRectF(5, 5, DESIGN_W - 10, 30), 5, 5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(header)
        _fitted(p, QRectF(8, 6, DESIGN_W - 16, 28), name, 13, True, QColor("#fff8e6"))
        _fitted(p, TYPE_LINE, kind, TYPE_LINE_SIZE, False, colour.darker(130), italic=True)

    def _draw_icon(self, p: QPainter, name: str, rect: QRectF) -> None:
        self.icon(name).render(p, rect)

    def _big_value(self, p: QPainter, icon: str, value: str, y: float) -> None:
        self._draw_icon(p, icon, QRectF(18, y, 30, 30))
        _fitted(p, QRectF(50, y, 36, 30), value, 24, True, INK, Qt.AlignmentFlag.AlignLeft)

    def _options(self, p: QPainter, options: tuple[Option, ...], y: float, plus: bool, bottom: float) -> float:
        """One row per option: its bullets as icons, then the damage (with + on an enhancement), then effects (down
        to ``bottom`` at most)."""
        for index, option in enumerate(options):
            x = 8.0
            for _ in range(option.bullets):
                self._draw_icon(p, "bullet", QRectF(x, y, 8, 13))
                x += 7
            if option.bullets:
                _text(p, QRectF(x, y, 12, 13), "→", 10, False, INK)
                x += 12
            damage = (f"+{option.damage}" if plus else str(option.damage)) if option.damage or not option.effects else ""
            if damage:
                _text(p, QRectF(x, y - 1, 30, 15), damage, 13, True, QColor("#8e1f1a"), Qt.AlignmentFlag.AlignLeft)
            y += 14
            if option.effects:
                # The option's effects under it, the card's whole width, on up to two lines as room allows (a
                # gun's capacity track starts at EFFECTS_BOTTOM).
                later = len(options) - index - 1  # rows still to come under this one
                height = max(EFFECT_LINE, min(4 * EFFECT_LINE, bottom - y - later * 15))
                self._effect_text(p, QRectF(8, y - 1, DESIGN_W - 16, height), _effects(option.effects),
                                  Qt.AlignmentFlag.AlignLeft)
                y += height
            y += 1
        return y

    def _saloon_card(self, p: QPainter, card: SaloonCard) -> None:
        type_key = words.card_type_key(card)
        colour = TYPE_COLOURS["gun" if type_key == "gun" else "melee" if type_key == "melee" else card.type.value]
        self._header(p, colour, words.card_name(card), words.tr(words.CARD_TYPES[type_key]))
        kind = card.type.value
        if type_key == "gun":
            y = self._options(p, card.options, 51, plus=False, bottom=EFFECTS_BOTTOM)
            # The bullet track up to the capacity, as on the player board.
            track_y = max(y + 1, 104)
            step = min(12.0, (DESIGN_W - 20) / max(1, card.capacity))
            for i in range(card.capacity):
                p.setPen(QPen(colour, 1.2))
                p.setBrush(QColor("#e8d3a2"))
                p.drawEllipse(QRectF(10 + i * step, track_y, step - 3, step - 3))
            self._draw_icon(p, "fist", QRectF(8, 121, 14, 14))
            _text(p, QRectF(24, 119, 20, 17), str(card.melee_damage), 12, True, INK, Qt.AlignmentFlag.AlignLeft)
            if card.holster:
                self._draw_icon(p, "holster", QRectF(76, 116, 18, 20))
        elif type_key == "melee":
            self._big_value(p, "fist", str(card.damage), 56 if not card.effects else 50)
            if card.effects:
                self._effect_text(p, QRectF(5, 78, DESIGN_W - 10, 58), _effects(card.effects))
        elif kind == "block":
            self._big_value(p, "shield", str(card.defense), 56 if not card.effects else 50)
            if card.effects:
                self._effect_text(p, QRectF(5, 78, DESIGN_W - 10, 58), _effects(card.effects))
        elif kind == "enhancement":
            self._options(p, card.options, 57, plus=True, bottom=DESIGN_H - 6)
        elif kind == "reload":
            self._big_value(p, "bullet", f"+{card.bullets}", 60)

    def _team_card(self, p: QPainter, card: TeamCard) -> None:
        colour = TYPE_COLOURS["team"]
        self._header(p, colour, words.card_name(card), words.tr(words.CARD_TYPES["team"]))
        _fitted(p, QRectF(8, 52, DESIGN_W - 16, 20), words.tr(words.TEAM_WHEN.get(card.when.value, "")), 9, True,
                colour.darker(120))
        self._effect_text(p, QRectF(4, 72, DESIGN_W - 8, 63), _effects(card.effects))

    def _load(self, p: QPainter, bullets: int) -> None:
        self._frame(p, QColor("#efd79a"), QColor("#7a5a16"))
        _fitted(p, QRectF(8, 8, DESIGN_W - 16, 16), QCoreApplication.translate("HighNoonSaloon", "Load"), 11, True, QColor("#7a5a16"))
        _text(p, QRectF(0, 30, DESIGN_W, 50), str(bullets), 44, True, INK)
        columns = 3
        for i in range(bullets):
            self._draw_icon(p, "bullet", QRectF(26 + (i % columns) * 17, 84 + (i // columns) * 24, 13, 22))

    def _back(self, p: QPainter, colour: str, label: str) -> None:
        base = QColor(colour)
        self._frame(p, base, base.darker(160))
        p.setPen(QPen(QColor(255, 230, 170, 120), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(8, 8, DESIGN_W - 16, DESIGN_H - 16), 5, 5)
        self._draw_icon(p, "grit", QRectF(30, 24, 40, 40))
        _fitted(p, QRectF(8, 72, DESIGN_W - 16, 50), label, 15, True, QColor("#ffe8b0"))

    def _character(self, p: QPainter, character: Character, advanced: bool) -> None:
        colour = QColor(character.colour)
        self._frame(p, PAPER, colour)
        header = QPainterPath()
        header.addRoundedRect(QRectF(5, 5, DESIGN_W - 10, 30), 5, 5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(header)
        _fitted(p, QRectF(8, 6, DESIGN_W - 16, 28), character.name, 13, True, QColor("#fff8e6"))
        # The character's portrait (hns_art: the pack's, else the house one), or a head and shoulders in the
        # character's colour for a character with no picture.
        frame = QRectF(9, 39, DESIGN_W - 18, 56) if advanced else QRectF(9, 39, DESIGN_W - 18, 93)
        portrait = hns_art.picture_path(hns_art.ArtKind.PORTRAIT, character.id, self._art_dir)
        if portrait is None or not hns_art.draw(p, portrait, frame, 4):
            p.setBrush(colour.lighter(115))
            p.setPen(QPen(colour.darker(160), 2))
            top = 40 if advanced else 50
            p.drawEllipse(QRectF(38, top, 24, 24))
            body = QPainterPath()
            body.moveTo(26, top + 52)
            body.cubicTo(26, top + 30, 74, top + 30, 74, top + 52)
            body.closeSubpath()
            p.drawPath(body)
        if advanced:
            text = words.ability_text(character.ability.value, character.amount)
            _fitted(p, QRectF(7, 96, DESIGN_W - 14, 39), text, 9, False, INK)


# ---------------------------------------------------------------------- text helpers
def _effects(effects: tuple[Effect, ...]) -> str:
    return "; ".join(words.effect_text(e.op.value, e.who.value, e.amount) for e in effects)


def _font(size: float, bold: bool, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _text(p: QPainter, rect: QRectF, text: str, size: float, bold: bool, colour: QColor,
          align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
    p.setFont(_font(size, bold))
    p.setPen(colour)
    p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def fitted_size(rect: QRectF, text: str, size: float, bold: bool, italic: bool = False,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> float:
    """The font size (design units) ``text`` is drawn at in ``rect``: ``size``, shrunk until it fits (never below 5)."""
    flags = int(align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    while True:
        bounds = QFontMetricsF(_font(size, bold, italic)).boundingRect(rect, flags, text)
        if (bounds.width() <= rect.width() + 0.5 and bounds.height() <= rect.height() + 0.5) or size <= 5:
            return size
        size -= 0.5


def _fitted(p: QPainter, rect: QRectF, text: str, size: float, bold: bool, colour: QColor,
            align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter, italic: bool = False) -> None:
    """``text`` word-wrapped into ``rect``, its font shrunk until it fits (never below 5 units)."""
    flags = int(align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    font = _font(fitted_size(rect, text, size, bold, italic, align), bold, italic)
    p.setFont(font)
    p.setPen(colour)
    p.drawText(rect, flags, text)
