"""The end of a Frantic Frankfurt round on the table: gathering what happened from the events as the race goes on,
and when the round summary panel (``ui/games/frantic_frankfurt/summary.py``) shows, until the next round is
under way or the player closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_qt.ui.games.frantic_frankfurt.summary import RoundSummary
from tabletop_qt.ui.games.frantic_frankfurt.layout import FINISHED, OPENING, PLAY


class RoundEnd:
    """The round's end for ``FranticFrankfurtScene``, which it is mixed into: it keeps the scene's ``_summary`` and
    shows or hides the scene's ``_summary_panel``."""

    def _follow_round(self, events: Sequence[Any]) -> None:
        """Gather the end of a round from its events: who emptied the columns, who took which pile."""
        for event in events:
            code = getattr(event, "code", "")
            args = getattr(event, "args", {})
            if code not in ("ff.columns_emptied", "ff.pile_slapped", "ff.cards_under_draw_pile", "ff.round_ended"):
                if code == "ff.game_ended" and self._summary is not None:
                    self._summary.winners = [int(w) for w in args.get("winners", [])]
                continue
            if self._summary is None or self._summary_shown:
                # The first news of a round's end (a table joined or resumed mid-race starts here too).
                self._summary = RoundSummary(round=int(self._view["round"]) if self._view else 0)
                self._summary_shown = False
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
                self._summary_shown = True

    def _refresh_summary(self, force: bool = False) -> None:
        view = self._view
        summary = self._summary
        show = (
            view is not None
            and summary is not None
            and self._summary_shown
            and summary.draw_counts != []
            and self._summary_dismissed_round != summary.round
            and view["phase"] in (OPENING, FINISHED, PLAY)
        )
        if show and view is not None and view["phase"] == PLAY and view["round"] != summary.round:  # type: ignore[union-attr]
            # The next round is under way: the summary makes room for the piles (the log keeps it).
            stress_opening = any(s["holding"] for s in view["seats"])
            show = stress_opening
        self._summary_panel.setVisible(bool(show))
        if show and summary is not None and (force or self._summary_filled != (summary.round, summary.winners)):
            self._summary_filled = (summary.round, summary.winners)
            self._fill_summary()

    def _dismiss_summary(self) -> None:
        if self._summary is not None:
            self._summary_dismissed_round = self._summary.round
        self._summary_panel.setVisible(False)

    def _fill_summary(self) -> None:
        summary = self._summary
        view = self._view
        assert summary is not None and view is not None
        self._summary_panel.fill(summary, int(view["players"]), self._name)
