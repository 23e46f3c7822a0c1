"""How cards move on the Frantic Frankfurt table: a card sliding back to its column, other players' cards flying
to a pile (at most a few at once), and the mark of what just happened.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF

from tabletop_qt.ui.items.card_item import CardItem
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
    """The card trips of ``FranticFrankfurtScene``, which it is mixed into: it moves the scene's own items with their
    ``Mover`` (one animation per item, reused) and never changes what the table shows."""

    def _slide_home(self, col: Column) -> None:
        picked = col.card is not None and col.card == self._picked
        home = col.top_home() - (QPointF(0, LIFT) if picked else QPointF())
        col.top.setZValue(60)
        col.mover.move(home, 1.0, SLIDE_MS, QEasingCurve.Type.OutCubic, home=True, on_done=self._refresh_mine)

    def _slide(self, item: CardItem, end: QPointF, end_scale: float) -> None:
        col = next(c for c in self._columns if c.top is item)
        item.setZValue(60)
        col.mover.move(end, end_scale, SLIDE_MS, QEasingCurve.Type.OutCubic)

    def _stop_slide(self, col: Column) -> None:
        col.mover.stop()

    def _animate(self, events: Sequence[Any]) -> None:
        """Cards that others played fly to their pile; opening and stuck reveals fly from the draw piles."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code == "ff.card_played":
                seat, pile, column = args.get("seat"), args.get("pile"), args.get("column")
                if seat == self._bottom or not isinstance(pile, int) or not isinstance(column, int):
                    continue  # your own card was already carried there by your hand
                start = self._seat_column_pos(seat, column)
                if start is not None:
                    self._fly(card_key(args.get("card")), start[0], start[1], pile)
            elif code in ("ff.piles_opened", "ff.stuck_revealed"):
                for reveal in args.get("cards", []):
                    start = self._seat_draw_pos(reveal.get("seat"))
                    if start is not None and isinstance(reveal.get("pile"), int):
                        self._fly(card_key(reveal.get("card")), start[0], start[1], reveal["pile"])
            elif code == "ff.pile_opened":
                start = self._seat_draw_pos(args.get("seat"))
                if start is not None and isinstance(args.get("pile"), int):
                    self._fly(card_key(args.get("card")), start[0], start[1], args["pile"])

    def _mark_last_move(self, events: Sequence[Any]) -> None:
        """Outline the pile the latest card was played on, until the next card (a new round drops the mark)."""
        mark = self.last_move
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
            target = self._pile(pile)
        except KeyError:
            return
        mark.show([target.rect])

    def _seat_column_pos(self, seat: Any, column: int) -> tuple[QPointF, float] | None:
        if seat == self._bottom and 0 <= column < 4:
            return self._columns[column].top_home(), MY_W
        for opp in self._opponents:
            if opp.seat == seat and 0 <= column < 4:
                hidden = int(self._view["seats"][seat]["columns"][column]["hidden"]) if self._view else 0
                return opp.top_scene_pos(column, hidden), MINI_W
        return None

    def _seat_draw_pos(self, seat: Any) -> tuple[QPointF, float] | None:
        if seat == self._bottom:
            return QPointF(DRAW_X, MY_PILES_Y), DRAW_W
        for opp in self._opponents:
            if opp.seat == seat:
                return opp.panel.pos() + opp.draw.pos(), MINI_W
        return None

    def _fly(self, key: str, start: QPointF, width: float, pile: int) -> None:
        try:
            target = self._pile(pile)
        except KeyError:
            return
        flyer = next((f for f in self._flyers if not f.running), None)
        if flyer is None and len(self._flyers) < MAX_FLIGHTS:
            item = CardItem(self._art, key, width=PILE_W, ratio=self._ratio)
            inert(item)
            item.setZValue(50)
            item.setVisible(False)
            self.addItem(item)
            flyer = Mover(item, self)
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

    def _finish_animations(self) -> None:
        for flyer in self._flyers:
            flyer.stop()
            flyer.item.setVisible(False)
        for col in self._columns:
            col.mover.stop()
