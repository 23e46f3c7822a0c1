"""The end-of-game score: the winners, the ranking ("You finished 2nd"), the game's own table, and "play again"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_qt.ui.boards.base import ScoreTable
from tabletop_qt.ui.peer_text import plain_label
from tabletop_qt.ui.texts import joined, outcome_reason_text


def you_finished_text(place: int) -> str:
    """"You finished 2nd." as one translated sentence per place: ordinals differ by language (2º, 2e)."""
    sentences = {
        1: QCoreApplication.translate("Score", "You finished 1st."),
        2: QCoreApplication.translate("Score", "You finished 2nd."),
        3: QCoreApplication.translate("Score", "You finished 3rd."),
        4: QCoreApplication.translate("Score", "You finished 4th."),
        5: QCoreApplication.translate("Score", "You finished 5th."),
        6: QCoreApplication.translate("Score", "You finished 6th."),
    }
    return sentences.get(place, QCoreApplication.translate("Score", "You finished in place {place}.").format(place=place))


def place_text(place: int) -> str:
    """A place as its own words ("2nd place", "2º posto", "2e plaats"), for the ranking's rows."""
    words = {
        1: QCoreApplication.translate("Score", "1st place"),
        2: QCoreApplication.translate("Score", "2nd place"),
        3: QCoreApplication.translate("Score", "3rd place"),
        4: QCoreApplication.translate("Score", "4th place"),
        5: QCoreApplication.translate("Score", "5th place"),
        6: QCoreApplication.translate("Score", "6th place"),
    }
    return words.get(place, QCoreApplication.translate("Score", "Place {place}").format(place=place))


def ranking_lines(names: Sequence[str], places: Sequence[int]) -> list[str]:
    """One line per place, best first, naming everyone who finished there ("2nd place: Bruno, Carla")."""
    lines = []
    for place in sorted(set(places)):
        who = [names[s] for s, p in enumerate(places) if p == place and s < len(names)]
        lines.append(QCoreApplication.translate("Score", "{place}: {names}").format(place=place_text(place), names=joined(who)))
    return lines


class ScoreDialog(QDialog):
    play_again_requested = Signal()

    def __init__(
        self,
        view: dict[str, Any],
        names: Sequence[str],
        details: Callable[[], ScoreTable | None],
        parent: QWidget | None = None,
        places: Sequence[int] = (),
        people: Sequence[int] = (),
    ) -> None:
        """``places``: each seat's place (``core.ranking.places``), empty for none; ``people``: the seats of the
        people at this screen (one: "You finished 2nd"; hot-seat: each person's place shows in the ranking)."""
        super().__init__(parent)
        self.setObjectName("score_dialog")
        self._view = view
        self._names = list(names)
        self._details = details  # asked again after a language switch: the row headings are words
        self._title = plain_label(QLabel())  # the winners' names
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._reason = plain_label(QLabel())
        self._reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._places = list(places)
        self._people = [p for p in people if 0 <= p < len(self._places)]
        self._you = plain_label(QLabel())  # "You finished 2nd."
        self._you.setObjectName("you_finished")
        you_font = self._you.font()
        you_font.setPointSizeF(you_font.pointSizeF() * 1.2)
        self._you.setFont(you_font)
        self._you.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._you.setVisible(len(self._people) == 1)
        self._ranking = plain_label(QLabel())  # every place, with the names (peer names: plain text)
        self._ranking.setObjectName("ranking")
        self._ranking.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._ranking.setVisible(len(self._places) > 1)
        first = details()
        self._table = QTableWidget(len(first.rows) if first else 0, len(self._names))
        self._table.setVisible(first is not None)
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._buttons = QDialogButtonBox()
        self._play_again = QPushButton()
        self._play_again.setObjectName("play_again")
        self._buttons.addButton(self._play_again, QDialogButtonBox.ButtonRole.AcceptRole)
        self._close = self._buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._play_again.clicked.connect(self._on_play_again_clicked)
        # Space and Enter are the games' own keys (Frantic Frankfurt's "ready", the round panel's "close"): pressed
        # once too often as the game ends they close this dialog, and never throw the final results away for a
        # new game. Play again takes a click, or Tab to it.
        self._play_again.setAutoDefault(False)
        self._close.setDefault(True)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._reason)
        layout.addWidget(self._you)
        layout.addWidget(self._ranking)
        layout.addWidget(self._table)
        layout.addWidget(self._buttons)
        self.retranslate_ui()
        self._table.resizeRowsToContents()
        rows_height = sum(self._table.rowHeight(r) for r in range(self._table.rowCount()))
        self._table.setFixedHeight(rows_height + self._table.horizontalHeader().height() + 4)
        self.resize(max(560, 150 + 120 * len(self._names)), self.sizeHint().height())

    def set_play_again_available(self, available: bool) -> None:
        self._play_again.setVisible(available)

    def you_text(self) -> str:
        return self._you.text() if self._you.isVisibleTo(self) else ""

    def ranking_text(self) -> str:
        return self._ranking.text() if self._ranking.isVisibleTo(self) else ""

    def winners(self) -> list[str]:
        return [self._names[w] for w in self._view["outcome"]["winners"]]

    def retranslate_ui(self) -> None:
        view = self._view
        self.setWindowTitle(QCoreApplication.translate("Score", "Final score"))
        winners = self.winners()
        if len(winners) == 1:
            self._title.setText(QCoreApplication.translate("Score", "Winner: {names}").format(names=winners[0]))
        elif winners:  # a team, or a shared win: the verb agrees ("Vincono", "Winnaars")
            self._title.setText(QCoreApplication.translate("Score", "Winners: {names}").format(names=joined(winners)))
        else:
            self._title.setText(QCoreApplication.translate("Score", "A draw: nobody wins."))
        self._reason.setText(outcome_reason_text(view["outcome"]["reason"]))
        if len(self._people) == 1:
            self._you.setText(you_finished_text(self._places[self._people[0]]))
        self._ranking.setText("\n".join(ranking_lines(self._names, self._places)))
        self._table.setHorizontalHeaderLabels(self._names)
        table = self._details()
        if table is not None:
            self._fill(table)
        self._play_again.setText(QCoreApplication.translate("Score", "Play again"))

    def _fill(self, table: ScoreTable) -> None:
        self._table.setVerticalHeaderLabels(list(table.rows))
        bold = QFont()
        bold.setBold(True)
        winners = self._view["outcome"]["winners"]
        for row, cells in enumerate(table.cells):
            for seat, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row == table.total_row:
                    item.setFont(bold)
                    if seat in winners:
                        item.setBackground(QBrush(QColor("#ffe08a")))
                        item.setForeground(QBrush(QColor("#000000")))
                self._table.setItem(row, seat, item)

    def _on_play_again_clicked(self) -> None:
        self.play_again_requested.emit()
        self.accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._close.setFocus()  # not the first button of the box (Play again), which a shown dialog would focus

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
