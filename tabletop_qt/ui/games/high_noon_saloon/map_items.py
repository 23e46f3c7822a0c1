"""The saloon's map on the High Noon Saloon table: the floor, every cover with its name, badges (suns, shields,
the effects' icons) and tooltip, its spaces, and the melee-reach arrows, drawn from the content pack. Built once
per pack and language; the scene (``ui/games/high_noon_saloon/scene.py``) adds the items and keeps them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem, QGraphicsRectItem
from shiboken6 import isValid

from tabletop_qt.core.games.high_noon_saloon.content import Content
from tabletop_qt.ui.games.high_noon_saloon import art as hns_art
from tabletop_qt.ui.games.high_noon_saloon.table_items import SpaceItem, fit_text, icon_item, text_item
from tabletop_qt.ui.games.high_noon_saloon.layout import AREA_FILLS, ARROW, EFFECT_ICONS, MAP_RECT
from tabletop_qt.ui.games.high_noon_saloon.map import MapLayout, layout_map
from tabletop_qt.ui.games.high_noon_saloon import words as words


def build_map(
    content: Content, add: Callable[[QGraphicsItem], None], click_space: Callable[[str], None],
    pictures: Path | None = None,
) -> tuple[MapLayout, dict[str, SpaceItem]]:
    """Make the map's items, handing each to ``add`` as soon as it is made (so what ``add`` sets on an item and its
    children so far -- the scene's picture cache -- is what it always set); a space's click calls ``click_space``.
    Each area shows its picture (``hns_art``: the pack's ``pictures`` first, else the house picture of its id)."""
    spaces: dict[str, SpaceItem] = {}
    layout = layout_map(content.areas, MAP_RECT)
    floor = QGraphicsRectItem(MAP_RECT.adjusted(-8, -8, 8, 8))
    floor.setBrush(QBrush(QColor("#2d1f14")))
    floor.setPen(QPen(QColor("#6b4a2b"), 3))
    add(floor)
    for index, area in enumerate(content.areas):
        rect = layout.areas[area.id]
        box = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        box.setPath(path)
        box.setBrush(QBrush(QColor("#6b5a45" if not area.cover else AREA_FILLS[index % len(AREA_FILLS)])))
        box.setPen(QPen(QColor("#d9b77a") if area.cover else QColor("#a88a62"), 2.5))
        box.setZValue(1)
        _area_picture(box, area.id, rect, pictures)
        add(box)
        name = text_item(box, 19, True)
        _area_badges(area, rect, box)
        fit_text(name, words.area_name(content.pack.id, area.id, area.name), rect.width() - 24, 14)
        name.setPos(rect.left() + 12, rect.top() + 7)
        box.setToolTip(_area_tip(content, area))
        for space in area.spaces:
            item = SpaceItem(space.id, space.orange, layout.spaces[space.id])
            item.on_click = lambda s=space.id: click_space(s)
            add(item)
            spaces[space.id] = item
    for source, target, both, line in layout.arrows:
        add(_arrow(content, line, both, source, target))
    return layout, spaces


# Device pixels per scene unit the areas' pictures are drawn at: sharp on a 1366x768 to a 2560x1440 window (the
# scene is shown at about 0.65 to 1.5 units per pixel); the picture is drawn once per pack, not per window size.
AREA_PICTURE_RATIO = 1.6


def _area_picture(box: QGraphicsPathItem, area: str, rect: QRectF, pictures: Path | None) -> None:
    """The area's picture over its plain box, once drawn (on the picture thread: ``hns_art.PictureDrawer``)."""
    path = hns_art.picture_path(hns_art.ArtKind.AREA, area, pictures)
    if path is None:
        return
    picture = QGraphicsPixmapItem(box)
    picture.setPos(rect.topLeft())
    picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    picture.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)
    picture.setData(0, ("area_picture", area, str(path)))
    picture.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def ready(pixmap: QPixmap) -> None:
        if isValid(picture):  # the map may have been rebuilt (a language switch) before the picture came
            picture.setPixmap(pixmap)

    hns_art.drawer().request(path, rect.width(), rect.height(), AREA_PICTURE_RATIO, 14, ready)


def _area_badges(area: Any, rect: QRectF, parent: QGraphicsItem) -> float:
    """Suns, shields and the effects' icons at the area's top right; returns the width they take."""
    x = rect.right() - 10
    size = 24.0
    marks: list[tuple[str, str, str]] = []  # icon, number, tooltip
    for effect in area.effects:
        tip = words.area_effect_text(effect.when.value, effect.op.value, effect.amount, effect.alone, effect.no_attack)
        marks.append((EFFECT_ICONS.get(effect.op.value, "grit"), f"+{effect.amount}", tip))
    if area.defense:
        defense = int(area.defense)
        marks.append(("shield", str(defense), QCoreApplication.translate(
            "HighNoonSaloon", "Shields: attacks from other covers against a player here do %n less damage.", None, defense
        )))
    if area.attack_bonus:
        bonus = abs(int(area.attack_bonus))
        tip = QCoreApplication.translate(
            "HighNoonSaloon", "Suns: attacks from here against other covers do %n more damage.", None, bonus
        ) if area.attack_bonus > 0 else QCoreApplication.translate(
            "HighNoonSaloon", "Attacks from here against other covers do %n less damage (never below 0).", None, bonus
        )
        marks.append(("sun", f"{area.attack_bonus:+d}", tip))
    for icon, number, tip in marks:
        label = text_item(parent, 16, True)
        label.setText(number)
        x -= label.boundingRect().width()
        label.setPos(x, rect.bottom() - size - 6)
        x -= size + 1
        badge = icon_item(icon, parent, QRectF(x, rect.bottom() - size - 8, size, size))
        badge.setAcceptHoverEvents(True)
        badge.setToolTip(tip)
        label.setToolTip(tip)
        x -= 8
    return rect.right() - 10 - x


def _area_tip(content: Content, area: Any) -> str:
    by_id = {a.id: a for a in content.areas}
    pack = content.pack.id
    lines = [words.area_name(pack, area.id, area.name)]
    if area.reach:
        reached = [words.area_name(pack, r, by_id[r].name) for r in area.reach if r in by_id]
        lines.append(QCoreApplication.translate("HighNoonSaloon", "Melee from here reaches: {areas}").format(
            areas=", ".join(reached)))
    else:
        lines.append(QCoreApplication.translate("HighNoonSaloon", "Melee from here reaches only this cover."))
    return "\n".join(lines)


def _arrow(content: Content, line: QLineF, both: bool, source: str, target: str) -> QGraphicsPathItem:
    path = QPainterPath()
    path.moveTo(line.p1())
    path.lineTo(line.p2())
    heads = [(line.p2(), line.p1())] + ([(line.p1(), line.p2())] if both else [])
    for tip, tail in heads:
        direction = QLineF(tip, tail)
        direction.setLength(16)
        left = QLineF(tip, direction.p2())
        left.setAngle(direction.angle() + 28)
        right = QLineF(tip, direction.p2())
        right.setAngle(direction.angle() - 28)
        path.addPolygon(QPolygonF([tip, left.p2(), right.p2(), tip]))
    item = QGraphicsPathItem(path)
    item.setPen(QPen(ARROW, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    item.setBrush(QBrush(ARROW))
    item.setZValue(3)
    by_id = {a.id: a for a in content.areas}
    pack = content.pack.id
    names = {a: words.area_name(pack, a, by_id[a].name) for a in (source, target)}
    source_text = QCoreApplication.translate("HighNoonSaloon", "Melee reach: {source} → {target}").format(
        source=names[source], target=names[target])
    if both:
        source_text += "\n" + QCoreApplication.translate("HighNoonSaloon", "Melee reach: {source} → {target}").format(
            source=names[target], target=names[source])
    item.setToolTip(source_text)
    item.setData(0, (source, target, both))
    return item
