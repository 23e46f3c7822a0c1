"""Where High Noon Saloon's map goes on the table: a layout computed from any pack's areas.

No Cover is the floor in the middle; the covers stand in two rows above and below it, in an order that keeps an
area next to the areas it reaches (so the house set's Stairs sit beside the Balcony they reach). Reach arrows run
between the areas' edges. Plain geometry, no items: the scene draws what this computes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF

from tabletop_qt.core.games.high_noon_saloon.content import Area

SPACE_R = 27.0  # a round space's radius
SPACE_STEP = 68.0  # centre to centre
TITLE_H = 34.0  # the area's name and its suns and shields above its spaces
ROW_GAP = 44.0  # between the rows, room for the reach arrows
COLUMN_GAP = 40.0


@dataclass(frozen=True)
class MapLayout:
    areas: dict[str, QRectF]
    spaces: dict[str, QPointF]
    arrows: tuple[tuple[str, str, bool, QLineF], ...]  # from, to, both ways, the line between the two edges


def cover_order(areas: tuple[Area, ...]) -> list[Area]:
    """The covers, each followed by the covers it reaches that are not placed yet (depth first from No Cover's reach)."""
    by_id = {a.id: a for a in areas}
    covers = [a for a in areas if a.cover]
    floor = next((a for a in areas if not a.cover), None)
    order: list[Area] = []

    def visit(area: Area) -> None:
        if area in order or not area.cover:
            return
        order.append(area)
        for other in area.reach:
            if other in by_id:
                visit(by_id[other])

    for reached in floor.reach if floor is not None else ():
        if reached in by_id:
            visit(by_id[reached])
    for area in covers:
        visit(area)
    return order


def layout_map(areas: tuple[Area, ...], bounds: QRectF) -> MapLayout:
    covers = cover_order(areas)
    floor = next((a for a in areas if not a.cover), None)
    rects: dict[str, QRectF] = {}
    top_count = math.ceil(len(covers) / 2)
    rows = [covers[:top_count], covers[top_count:][::-1]]  # the bottom row runs back, so the order goes round
    row_h = (bounds.height() - 2 * ROW_GAP) / 3
    for index, row in enumerate(rows):
        if not row:
            continue
        y = bounds.top() if index == 0 else bounds.bottom() - row_h
        width = (bounds.width() - COLUMN_GAP * (len(row) - 1)) / len(row)
        for column, area in enumerate(row):
            rects[area.id] = QRectF(bounds.left() + column * (width + COLUMN_GAP), y, width, row_h)
    if floor is not None:
        inset = bounds.width() * 0.08
        rects[floor.id] = QRectF(bounds.left() + inset, bounds.top() + row_h + ROW_GAP, bounds.width() - 2 * inset, row_h)
    spaces: dict[str, QPointF] = {}
    for area in areas:
        rect = rects[area.id]
        per_row = max(1, int((rect.width() - 12) // SPACE_STEP))
        count = len(area.spaces)
        lines = math.ceil(count / per_row)
        body_top = rect.top() + TITLE_H
        body_h = rect.bottom() - body_top
        line_h = min(SPACE_STEP, body_h / max(1, lines))
        for i, space in enumerate(area.spaces):
            line, column = divmod(i, per_row)
            in_line = min(per_row, count - line * per_row)
            x = rect.center().x() + (column - (in_line - 1) / 2) * SPACE_STEP
            y = body_top + (body_h - lines * line_h) / 2 + (line + 0.5) * line_h
            spaces[space.id] = QPointF(x, y)
    arrows: list[tuple[str, str, bool, QLineF]] = []
    reach = {a.id: set(a.reach) for a in areas}
    for area in areas:
        for other in area.reach:
            if other not in rects or other == area.id:
                continue
            both = area.id in reach.get(other, set())
            if both and (other, area.id, True) in {(f, t, b) for f, t, b, _ in arrows}:
                continue  # a two-way reach is one arrow with two heads
            arrows.append((area.id, other, both, edge_line(rects[area.id], rects[other])))
    return MapLayout(rects, spaces, tuple(arrows))


def edge_line(a: QRectF, b: QRectF) -> QLineF:
    """The part of the line between the two rects' centres that lies outside both (plus a small margin)."""
    line = QLineF(a.center(), b.center())
    start = _exit(a, line, True)
    end = _exit(b, line, False)
    out = QLineF(start, end)
    if out.length() > 12:
        out = QLineF(out.pointAt(4 / out.length()), out.pointAt(1 - 4 / out.length()))
    return out


def _exit(rect: QRectF, line: QLineF, from_start: bool) -> QPointF:
    """Where ``line`` crosses ``rect``'s border (the rect holds the line's start, or its end)."""
    edges = (
        QLineF(rect.topLeft(), rect.topRight()),
        QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()),
        QLineF(rect.bottomLeft(), rect.topLeft()),
    )
    for edge in edges:
        kind, point = line.intersects(edge)
        if kind == QLineF.IntersectionType.BoundedIntersection:
            return point
    return line.p1() if from_start else line.p2()
