"""Tea Time's board: the grid scene, "take the cards" and "clear"."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QPushButton, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.tea_time.cards import score_for_count
from tabletop_qt.ui.boards.base import GameBoard, ScoreTable
from tabletop_qt.ui.games.tea_time.scene import CHARACTERS, TeaTimeScene, cards_ahead
from tabletop_qt.ui.texts import character_name


class TeaTimeBoard(GameBoard):
    def __init__(self, parent: QObject | None = None) -> None:
        scene = TeaTimeScene(parent)
        controls = QWidget()
        super().__init__(scene, controls, parent)
        self.tea_scene = scene
        self.take_button = QPushButton()
        self.take_button.setObjectName("take_button")
        self.take_button.setEnabled(False)
        self.take_button.clicked.connect(scene.confirm)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("clear_button")
        self.clear_button.setEnabled(False)
        self.clear_button.clicked.connect(scene.clear_selection)
        layout = QHBoxLayout(controls)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.take_button)
        layout.addWidget(self.clear_button)
        scene.take_requested.connect(self._on_scene_take_requested)
        scene.explain_requested.connect(self._on_scene_explain_requested)
        scene.selection_changed.connect(self._on_scene_selection_changed)
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        if not legal:
            self.take_button.setEnabled(False)
        self.tea_scene.show_view(view, names, legal, events)

    def draw_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[None]:
        return cards_ahead(ratio_for)

    def tables_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[QGraphicsScene]:
        return self.tea_scene.tables_ahead(ratio_for)

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        progress = QCoreApplication.translate("TeaTime", "Round {round} of {rounds}").format(
            round=view["round"], rounds=view["rounds_total"]
        )
        if acting is None:
            return progress, ""
        max_take = view["max_take"]
        if max_take == 1:
            text = QCoreApplication.translate("TeaTime", "{player}, your turn: take one card; Alice takes its place.")
        elif max_take == 2:
            text = QCoreApplication.translate("TeaTime", "{player}, your turn: take 1 or 2 adjacent cards in a line.")
        else:
            text = QCoreApplication.translate("TeaTime", "{player}, your turn: take 1 to 3 adjacent cards in a line.")
        return progress, text.format(player=names[acting])

    def confirm(self) -> None:
        self.tea_scene.confirm()

    def cancel(self) -> None:
        if self.tea_scene.selection:
            self.tea_scene.clear_selection()

    def pick_example(self) -> None:
        takes = sorted(self.tea_scene.legal_takes(), key=lambda t: (-len(t), t))
        if takes:
            for cell in takes[len(takes) // 2][:2]:
                self.tea_scene.click_cell(cell)

    def retranslate(self) -> None:
        self.take_button.setText(QCoreApplication.translate("Game", "Take the cards"))
        self.clear_button.setText(QCoreApplication.translate("Game", "Clear"))
        self.tea_scene.retranslate()

    def score_table(self, view: Any, names: Sequence[str]) -> ScoreTable:
        rows = [character_name(c) for c in CHARACTERS]
        rows += [character_name("alice"), QCoreApplication.translate("Score", "Total")]
        columns = []
        for collection in view["collections"]:
            # Symbols, not words: "×3 → 6" reads the same in every language and needs no plural forms.
            column = [f"×{n} → {score_for_count(n)}" for n in (collection["counts"].get(c, 0) for c in CHARACTERS)]
            column += ["+4" if collection["alice"] else "0", str(collection["score"])]
            columns.append(column)
        cells = tuple(tuple(column[row] for column in columns) for row in range(len(rows)))
        return ScoreTable(tuple(rows), cells, total_row=len(rows) - 1)

    # ------------------------------------------------------------------ slots
    def _on_scene_take_requested(self, cells: list[int]) -> None:
        self.intent_requested.emit({"type": "take", "cells": cells})

    def _on_scene_explain_requested(self, cells: list[int]) -> None:
        self.explain_requested.emit({"type": "take", "cells": cells})

    def _on_scene_selection_changed(self, cells: list[int], valid: bool) -> None:
        self.take_button.setEnabled(valid)
        self.clear_button.setEnabled(bool(cells))
        if cells:
            self.choice_changed.emit()
