"""The end of a Frantic Frankfurt round on the table: gathering what happened from the events as the race goes on,
and when the round summary panel (``ui/games/frantic_frankfurt/summary.py``) shows, until the next round is
under way or the player closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from tabletop_qt.ui.games.frantic_frankfurt.summary import RoundSummary, RoundSummaryPanel
from tabletop_qt.ui.games.frantic_frankfurt.layout import FINISHED, OPENING, PLAY


class RoundEnd:
    """The round summary panel on ``scene`` and what it sums up: the scene hands it each position's events and
    view; it decides when the panel shows, and the player's click or key closes it (``dismiss``)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        # Over the middle of the table until the next round is under way, or a click.
        self._panel = RoundSummaryPanel()
        scene.addItem(self._panel)
        self._summary: RoundSummary | None = None  # the round being ended, or the last one ended
        self._shown = False  # its round's end came: it may show
        self._filled: tuple[int, list[int] | None] | None = None
        self._dismissed_round: int | None = None

    # ------------------------------------------------------------------ reading
    @property
    def summary(self) -> RoundSummary | None:
        return self._summary

    def visible(self) -> bool:
        return self._panel.isVisible()

    def rect(self) -> QRectF:
        return self._panel.sceneBoundingRect()

    def hit(self, pos: QPointF) -> bool:
        """Whether a click at ``pos`` lands on the shown panel."""
        return self._panel.isVisible() and self._panel.sceneBoundingRect().contains(pos)

    # ------------------------------------------------------------------ told by the scene
    def follow(self, events: Sequence[Any], view: dict[str, Any] | None) -> None:
        """Gather the end of a round from its events: who emptied the columns, who took which pile. ``view``: the
        position they led to (the round a summary starts with, when the first news is its end)."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code not in ("ff.columns_emptied", "ff.pile_slapped", "ff.cards_under_draw_pile", "ff.round_ended"):
                if code == "ff.game_ended" and self._summary is not None:
                    self._summary.winners = [int(w) for w in args.get("winners", [])]
                continue
            if self._summary is None or self._shown:
                # The first news of a round's end (a table joined or resumed mid-race starts here too).
                self._summary = RoundSummary(round=int(view["round"]) if view else 0)
                self._shown = False
            summary = self._summary
            if code == "ff.columns_emptied":
                summary.finisher = args.get("seat")
            elif code == "ff.pile_slapped":
                if args.get("to") == "box":
                    summary.to_box = int(args.get("count", 0))
                else:
                    summary.piles[int(args.get("seat", -1))] = int(args.get("count", 0))
            elif code == "ff.cards_under_draw_pile":
                summary.layout_cards[int(args.get("seat", -1))] = int(args.get("layout_cards", 0))
            else:
                summary.round = int(args.get("round", 0))
                summary.finisher = args.get("finisher")
                summary.draw_counts = [int(c) for c in args.get("draw_counts", [])]
                self._shown = True

    def refresh(self, view: dict[str, Any] | None, name: Callable[[Any], str], force: bool = False) -> None:
        """Show or hide the panel for ``view``; fill it when its round or winners changed (``force``: always)."""
        summary = self._summary
        show = (
            view is not None
            and summary is not None
            and self._shown
            and summary.draw_counts != []
            and self._dismissed_round != summary.round
            and view["phase"] in (OPENING, FINISHED, PLAY)
        )
        if show and view is not None and view["phase"] == PLAY and view["round"] != summary.round:  # type: ignore[union-attr]
            # The next round is under way: the summary makes room for the piles (the log keeps it).
            stress_opening = any(s["holding"] for s in view["seats"])
            show = stress_opening
        self._panel.setVisible(bool(show))
        if show and summary is not None and view is not None and (force or self._filled != (summary.round, summary.winners)):
            self._filled = (summary.round, summary.winners)
            self._panel.fill(summary, int(view["players"]), name)

    def dismiss(self) -> None:
        if self._summary is not None:
            self._dismissed_round = self._summary.round
        self._panel.setVisible(False)

    def retranslate(self) -> None:
        self._panel.retranslate()
