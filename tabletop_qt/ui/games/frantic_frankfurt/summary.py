"""Frantic Frankfurt's round summary: what happened at the end of a round (gathered by the scene from the
events as the race goes on) and the panel that shows it over the middle of the table until the next round is under
way or the player closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from tabletop_qt.ui.games.frantic_frankfurt.items import label_item, rounded, set_text, two_lines
from tabletop_qt.ui.games.frantic_frankfurt.layout import (
    BANNER_Y,
    GOLD,
    INK,
    SCENE_W,
    SOFT_INK,
    SUMMARY_GAP,
    SUMMARY_PAD,
    SUMMARY_W,
)
from tabletop_qt.ui.texts import joined


@dataclass
class RoundSummary:
    """What happened at the end of a round, gathered from the events as the race goes on."""

    round: int = 0
    finisher: int | None = None
    piles: dict[int, int] = field(default_factory=dict)  # seat -> size of the pile it took
    to_box: int | None = None  # size of the finisher's pile, out of the game
    layout_cards: dict[int, int] = field(default_factory=dict)  # seat -> cards its columns sent under its draw pile
    draw_counts: list[int] = field(default_factory=list)
    winners: list[int] | None = None  # set when the game ended with this round


class RoundSummaryPanel(QGraphicsPathItem):
    """The panel: a title, a line on who won, a table of every player's pile, columns and draw pile, and a hint
    on how to close it; it grows to hold headings that break onto two lines."""

    def __init__(self) -> None:
        super().__init__(rounded(QRectF(0, 0, SUMMARY_W, 420), 24))
        self.setBrush(QColor(8, 16, 24))  # opaque: the piles under it never show through its words
        self.setPen(QPen(GOLD, 3))
        self.setZValue(80)
        self.setPos((SCENE_W - SUMMARY_W) / 2, BANNER_Y - 440)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._title = label_item(self, 36, True, GOLD)
        self._line = label_item(self, 24, False, INK)
        self._cells: list[list[QGraphicsSimpleTextItem]] = []
        self._hint = label_item(self, 18, False, SOFT_INK)
        self.setVisible(False)

    def retranslate(self) -> None:
        set_text(self._hint, QCoreApplication.translate("FranticFrankfurt", "Click or press Space to close"))

    def fill(self, summary: RoundSummary, players: int, name: Callable[[Any], str]) -> None:
        """Show ``summary`` for a table of ``players``; ``name`` gives a seat's name."""
        if summary.winners is not None:
            title = QCoreApplication.translate("FranticFrankfurt", "Round {round} is over: so is the game!").format(round=summary.round)
            if len(summary.winners) == 1:
                line = QCoreApplication.translate("FranticFrankfurt", "Winner: {winners}. {finisher} emptied the columns first.")
            else:
                line = QCoreApplication.translate("FranticFrankfurt", "Winners: {winners}. {finisher} emptied the columns first.")
            line = line.format(winners=joined([name(w) for w in summary.winners]), finisher=name(summary.finisher))
        else:
            title = QCoreApplication.translate("FranticFrankfurt", "Round {round} is over").format(round=summary.round)
            line = QCoreApplication.translate(
                "FranticFrankfurt", "{player} emptied all four columns first and wins the round."
            ).format(player=name(summary.finisher))
        self._title.setText(title)
        self._title.setPos(36, 26)
        self._line.setText(line)
        self._line.setPos(36, 80)
        headings = [
            QCoreApplication.translate("FranticFrankfurt", "Player"),
            QCoreApplication.translate("FranticFrankfurt", "Pile slapped"),
            QCoreApplication.translate("FranticFrankfurt", "Left in the columns"),
            QCoreApplication.translate("FranticFrankfurt", "Draw pile now"),
        ]
        rows: list[list[str]] = [headings]
        for seat in range(players):
            player = name(seat)
            if seat == summary.finisher:
                pile = QCoreApplication.translate("FranticFrankfurt", "{count} → out of the game").format(count=summary.to_box or 0)
            elif seat in summary.piles:
                pile = str(summary.piles[seat])
            else:
                pile = "–"
            columns = str(summary.layout_cards.get(seat, 0))
            draw = str(summary.draw_counts[seat]) if seat < len(summary.draw_counts) else "–"
            rows.append([f"★ {player}" if seat == summary.finisher else player, pile, columns, draw])
        while len(self._cells) < len(rows):
            bold = not self._cells
            self._cells.append([label_item(self, 22, bold, GOLD if bold else INK) for _ in range(4)])
        self._lay_out(rows)

    def _lay_out(self, rows: list[list[str]]) -> None:
        """Each column as wide as its widest cell, a clear gap between columns; headings too long for the panel
        break onto two lines (the data under them are short numbers), and the panel grows to hold them."""
        inner = SUMMARY_W - 2 * SUMMARY_PAD
        for r, cells in enumerate(self._cells):
            for c, cell in enumerate(cells):
                cell.setVisible(r < len(rows))
                if r < len(rows):
                    cell.setText(rows[r][c])

        def widths() -> list[float]:
            return [max(cells[c].boundingRect().width() for cells in self._cells[: len(rows)]) for c in range(4)]

        if sum(widths()) + 3 * SUMMARY_GAP > inner:
            for heading in self._cells[0]:
                heading.setText(two_lines(heading.text()))
        columns = widths()
        gap = max(SUMMARY_GAP, (inner - sum(columns)) / 3)
        heading_h = max(cell.boundingRect().height() for cell in self._cells[0])
        x = SUMMARY_PAD
        for c, width in enumerate(columns):
            for r, cells in enumerate(self._cells[: len(rows)]):
                cells[c].setPos(x, 140 if r == 0 else 140 + heading_h + 14 + (r - 1) * 44)
            x += width + gap
        hint_y = 140 + heading_h + 14 + (len(rows) - 1) * 44 + 14
        self._hint.setPos(SUMMARY_PAD, hint_y)
        height = hint_y + self._hint.boundingRect().height() + 24
        self.setPath(rounded(QRectF(0, 0, SUMMARY_W, height), 24))
        self.setPos((SCENE_W - SUMMARY_W) / 2, max(10.0, BANNER_Y - 20 - height))
