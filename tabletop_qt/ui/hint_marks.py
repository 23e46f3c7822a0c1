"""Light a hinted move on the table: outlines round what the action names (cards, cells, spaces, piles, figures),
in the hint's own colour, apart from the last-move mark (orange, or cyan in High Noon Saloon) and the gold
selection. One mark per scene, replaced by the next hint and cleared by the next position.

The rectangles come from the scene's own items, found by what the action's JSON names, so a hint lights exactly
the pieces a person would click to make the move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.ui.items.last_move import MARK_KEY, LastMoveMark

HINT_COLOUR = QColor("#e040fb")  # violet: no other mark or selection of any table uses it
HINT_ROLE = "hint"  # ``item.data(MARK_KEY)`` of a hint's items (the last move's are "last_move")
_ATTRIBUTE = "_tabletop_hint_mark"


def hint_mark(scene: QGraphicsScene) -> LastMoveMark:
    mark = getattr(scene, _ATTRIBUTE, None)
    if mark is None:
        mark = LastMoveMark(scene, width=6.0, colour=HINT_COLOUR)
        setattr(scene, _ATTRIBUTE, mark)
    return mark


def clear_hint(scene: QGraphicsScene) -> None:
    mark = getattr(scene, _ATTRIBUTE, None)
    if mark is not None:
        mark.clear()


def hint_items(scene: QGraphicsScene) -> list[Any]:
    mark = getattr(scene, _ATTRIBUTE, None)
    return mark.items() if mark is not None else []


def light(game_id: str, scene: QGraphicsScene, action: Any) -> int:
    """Outline what ``action`` names on ``scene``; the number of outlines and arrows drawn (0: nothing to point
    at, such as a pass, whose button the sentence names)."""
    finder = _FINDERS.get(game_id)
    rects, lines = finder(scene, action) if finder is not None else ([], [])
    mark = hint_mark(scene)
    mark.clear()
    if rects or lines:
        mark.show(rects, lines)
        for item in mark.items():
            item.setData(MARK_KEY, HINT_ROLE)  # never counted as the last move's mark
            item.setZValue(item.zValue() + 1)
    return len(rects) + len(lines)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key != "type":
                yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)


def _tea_time(scene: Any, action: Any) -> tuple[list[QRectF], list[QLineF]]:
    from tabletop_qt.ui.items.card_item import CARD_H, CARD_W

    cells = scene._cells
    rects = [
        QRectF(cells[c].pos(), QPointF(cells[c].pos().x() + CARD_W, cells[c].pos().y() + CARD_H))
        for c in action.get("cells", [])
        if isinstance(c, int) and 0 <= c < len(cells)
    ]
    return rects, []


def _times_square(scene: Any, action: Any) -> tuple[list[QRectF], list[QLineF]]:
    ids = scene.hand_ids()
    items = scene.hand_items()
    cards = list(action.get("cards", [])) + ([action["card"]] if isinstance(action.get("card"), str) else [])
    rects = [items[ids.index(card)].sceneBoundingRect() for card in cards if card in ids]
    lines: list[QLineF] = []
    for figure, space in (action.get("to") or {}).items():
        if isinstance(space, int):
            target = scene.space_rect(space)
            rects.append(target)
            try:
                start = scene.figure_item(figure).sceneBoundingRect().center()
            except KeyError:
                continue
            # Along the street, under the figures' feet: from where the figure stands to where it would go.
            y = target.bottom() - 11
            lines.append(QLineF(start.x(), y, target.center().x(), y))
    return rects, lines


def _frantic_frankfurt(scene: Any, action: Any) -> tuple[list[QRectF], list[QLineF]]:
    rects: list[QRectF] = []
    column = scene.column_of(action.get("card"))
    if column is not None:
        rects.append(column.top.sceneBoundingRect())
    target_column = action.get("column")
    if isinstance(target_column, int) and 0 <= target_column < len(scene.table.columns):
        rects.append(scene.table.columns[target_column].rect)  # a card moved into an empty column
    pile = action.get("pile")
    if isinstance(pile, int):
        try:
            rects.append(scene.table.pile(pile).rect)
        except (KeyError, IndexError):
            pass
    return rects, []


def _high_noon_saloon(scene: Any, action: Any) -> tuple[list[QRectF], list[QLineF]]:
    rects: list[QRectF] = []
    hand = {item.key: item for item in scene.hand_items()}
    spaces = scene._spaces
    for text in _strings(action):
        if text in hand:
            rects.append(hand[text].sceneBoundingRect())
        elif text in spaces:
            rects.append(spaces[text].sceneBoundingRect())
    slots = getattr(scene, "_slots", {})
    lines: list[QLineF] = []
    slot = action.get("slot")
    if isinstance(slot, str) and slot in slots:
        target = slots[slot].sceneBoundingRect()
        rects.append(target)
        card = hand.get(action.get("card"))
        if card is not None:  # equipping: an arrow from the card in hand to the fist or holster
            lines.append(QLineF(card.sceneBoundingRect().center(), target.center()))
    figures = scene.figure_items()
    targets = list(action.get("targets", []) or [])
    if isinstance(action.get("target"), int):
        targets.append(action["target"])
    rects.extend(figures[t].sceneBoundingRect() for t in targets if isinstance(t, int) and t in figures)
    return rects, lines


_FINDERS: dict[str, Callable[[Any, Any], tuple[list[QRectF], list[QLineF]]]] = {
    "tea_time": _tea_time,
    "times_square": _times_square,
    "frantic_frankfurt": _frantic_frankfurt,
    "high_noon_saloon": _high_noon_saloon,
}
