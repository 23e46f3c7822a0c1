"""How cards move on the Frantic Frankfurt table: a card sliding back to its column, other players' cards flying
to a pile (at most a few at once), and the mark of what just happened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.ui.items.art import CardArt
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.ui.items.last_move import LastMoveMark
from tabletop_qt.ui.games.frantic_frankfurt.build import TableItems
from tabletop_qt.ui.games.frantic_frankfurt.items import Column, Mover, card_key, inert
from tabletop_qt.ui.games.frantic_frankfurt.layout import (
    DRAW_W,
    DRAW_X,
    FLIGHT_MS,
    LIFT,
    MAX_FLIGHTS,
    MINI_W,
    MY_PILES_Y,
    MY_W,
    PILE_W,
    SLIDE_MS,
)


class CardMotion:
    """The card trips on ``scene``: a column's own card moved by its ``Mover`` (one animation per item, reused),
    and the flights of cards others play, on a few card items of its own. It never changes what the table shows:
    the scene hands it the table's items and the view, and is called back when a card is home."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self._scene = scene
        self._art = art
        self._flyers: list[Mover] = []  # cards others play, flying to a pile; made once, reused

    def card_items(self) -> list[CardItem]:
        """The flying cards' items (their faces follow the render ratio too)."""
        return [flyer.item for flyer in self._flyers]

    # ------------------------------------------------------------------ your cards
    def slide_home(self, col: Column, lifted: bool, on_done: Callable[[], None]) -> None:
        """``col``'s top card back to its place (``lifted``: held a little above it, the card in hand)."""
        home = col.top_home() - (QPointF(0, LIFT) if lifted else QPointF())
        col.top.setZValue(60)
        col.mover.move(home, 1.0, SLIDE_MS, QEasingCurve.Type.OutCubic, home=True, on_done=on_done)

    def slide(self, col: Column, end: QPointF, end_scale: float) -> None:
        """``col``'s top card carried to ``end`` (a play waiting for the rules' answer)."""
        col.top.setZValue(60)
        col.mover.move(end, end_scale, SLIDE_MS, QEasingCurve.Type.OutCubic)

    def stop_slide(self, col: Column) -> None:
        col.mover.stop()

    # ------------------------------------------------------------------ the others' cards
    def animate(self, events: Sequence[Any], table: TableItems, view: dict[str, Any] | None, ratio: float) -> None:
        """Cards that others played fly to their pile; opening and stuck reveals fly from the draw piles."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code == "ff.card_played":
                seat, pile, column = args.get("seat"), args.get("pile"), args.get("column")
                if seat == table.bottom or not isinstance(pile, int) or not isinstance(column, int):
                    continue  # your own card was already carried there by your hand
                start = self._seat_column_pos(table, view, seat, column)
                if start is not None:
                    self._fly(table, card_key(args.get("card")), start[0], start[1], pile, ratio)
            elif code in ("ff.piles_opened", "ff.stuck_revealed"):
                for reveal in args.get("cards", []):
                    start = self._seat_draw_pos(table, reveal.get("seat"))
                    if start is not None and isinstance(reveal.get("pile"), int):
                        self._fly(table, card_key(reveal.get("card")), start[0], start[1], reveal["pile"], ratio)
            elif code == "ff.pile_opened":
                start = self._seat_draw_pos(table, args.get("seat"))
                if start is not None and isinstance(args.get("pile"), int):
                    self._fly(table, card_key(args.get("card")), start[0], start[1], args["pile"], ratio)

    def mark_last_move(self, events: Sequence[Any], table: TableItems, mark: LastMoveMark) -> None:
        """Outline the pile the latest card was played on, until the next card (a new round drops the mark)."""
        pile: int | None = None
        for event in events:
            code = getattr(event, "code", "")
            if code == "ff.card_played" and isinstance(event.args.get("pile"), int):
                pile = event.args["pile"]
            elif code in ("ff.round_started", "ff.columns_emptied"):
                pile = None
                mark.clear()
        if pile is None:
            return
        try:
            target = table.pile(pile)
        except KeyError:
            return
        mark.show([target.rect])

    def finish(self, table: TableItems) -> None:
        """Every trip over at once: the flights hidden, the columns' cards where their trip ends."""
        for flyer in self._flyers:
            flyer.stop()
            flyer.item.setVisible(False)
        for col in table.columns:
            col.mover.stop()

    # ------------------------------------------------------------------ where from
    def _seat_column_pos(self, table: TableItems, view: dict[str, Any] | None, seat: Any,
                         column: int) -> tuple[QPointF, float] | None:
        if seat == table.bottom and 0 <= column < 4:
            return table.columns[column].top_home(), MY_W
        for opp in table.opponents:
            if opp.seat == seat and 0 <= column < 4:
                hidden = int(view["seats"][seat]["columns"][column]["hidden"]) if view else 0
                return opp.top_scene_pos(column, hidden), MINI_W
        return None

    def _seat_draw_pos(self, table: TableItems, seat: Any) -> tuple[QPointF, float] | None:
        if seat == table.bottom:
            return QPointF(DRAW_X, MY_PILES_Y), DRAW_W
        for opp in table.opponents:
            if opp.seat == seat:
                return opp.panel.pos() + opp.draw.pos(), MINI_W
        return None

    def _fly(self, table: TableItems, key: str, start: QPointF, width: float, pile: int, ratio: float) -> None:
        try:
            target = table.pile(pile)
        except KeyError:
            return
        flyer = next((f for f in self._flyers if not f.running), None)
        if flyer is None and len(self._flyers) < MAX_FLIGHTS:
            item = CardItem(self._art, key, width=PILE_W, ratio=ratio)
            inert(item)
            item.setZValue(50)
            item.setVisible(False)
            self._scene.addItem(item)
            flyer = Mover(item, self._scene)
            self._flyers.append(flyer)
        if flyer is None:
            # Bots at full speed: the oldest flight lands at once rather than cards piling up in the air.
            flyer = self._flyers[0]
            flyer.land()
            self._flyers.append(self._flyers.pop(0))
        item = flyer.item
        item.set_key(key)
        item.setVisible(True)
        start_scale = width / PILE_W
        flyer.move(
            target.rect.topLeft(),
            1.0,
            FLIGHT_MS,
            QEasingCurve.Type.InOutCubic,
            on_done=lambda: item.setVisible(False),
            start=start,
            start_scale=start_scale,
        )
