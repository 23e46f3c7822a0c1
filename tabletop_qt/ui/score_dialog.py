"""The end-of-game score table, with "play again"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
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

from tabletop_qt.core.games.tea_time.cards import score_for_count
from tabletop_qt.ui.scenes.tea_time_scene import CHARACTERS
from tabletop_qt.ui.texts import character_name, joined, outcome_reason_text


class ScoreDialog(QDialog):
    play_again_requested = Signal()

    def __init__(self, view: dict[str, Any], names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_dialog")
        self._view = view
        self._names = list(names)
        self._title = QLabel()
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._reason = QLabel()
        self._reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._table = QTableWidget(len(CHARACTERS) + 2, len(self._names))
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
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._reason)
        layout.addWidget(self._table)
        layout.addWidget(self._buttons)
        self.retranslate_ui()
        self._table.resizeRowsToContents()
        rows_height = sum(self._table.rowHeight(r) for r in range(self._table.rowCount()))
        self._table.setFixedHeight(rows_height + self._table.horizontalHeader().height() + 4)
        self.resize(max(560, 150 + 120 * len(self._names)), self.sizeHint().height())

    def set_play_again_available(self, available: bool) -> None:
        self._play_again.setVisible(available)

    def winners(self) -> list[str]:
        return [self._names[w] for w in self._view["outcome"]["winners"]]

    def retranslate_ui(self) -> None:
        view = self._view
        self.setWindowTitle(QCoreApplication.translate("Score", "Final score"))
        winners = self.winners()
        self._title.setText(QCoreApplication.translate("Score", "Winner: {names}").format(names=joined(winners)) if winners else "")
        self._reason.setText(outcome_reason_text(view["outcome"]["reason"]))
        self._table.setHorizontalHeaderLabels(self._names)
        rows = [character_name(c) for c in CHARACTERS] + [character_name("alice"), QCoreApplication.translate("Score", "Total")]
        self._table.setVerticalHeaderLabels(rows)
        bold = QFont()
        bold.setBold(True)
        for seat, collection in enumerate(view["collections"]):
            for row, character in enumerate(CHARACTERS):
                count = collection["counts"].get(character, 0)
                # Symbols, not words: "×3 → 6" reads the same in every language and needs no plural forms.
                text = f"×{count} → {score_for_count(count)}"
                self._table.setItem(row, seat, QTableWidgetItem(text))
            self._table.setItem(len(CHARACTERS), seat, QTableWidgetItem("+4" if collection["alice"] else "0"))
            total = QTableWidgetItem(str(collection["score"]))
            total.setFont(bold)
            if seat in view["outcome"]["winners"]:
                total.setBackground(QBrush(QColor("#ffe08a")))
                total.setForeground(QBrush(QColor("#000000")))
            self._table.setItem(len(CHARACTERS) + 1, seat, total)
        self._play_again.setText(QCoreApplication.translate("Score", "Play again"))

    def _on_play_again_clicked(self) -> None:
        self.play_again_requested.emit()
        self.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
