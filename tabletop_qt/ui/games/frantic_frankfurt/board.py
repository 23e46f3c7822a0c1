"""Frantic Frankfurt's board: the real-time table scene, a Ready button and the keys to play it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.frantic_frankfurt.spec import SPEC
from tabletop_qt.ui.boards.base import GameBoard, ScoreTable
from tabletop_qt.ui.games.frantic_frankfurt.layout import FINISHED, OPENING, PLAY, RACE, STUCK
from tabletop_qt.ui.games.frantic_frankfurt.scene import FranticFrankfurtScene



class FranticFrankfurtBoard(GameBoard):
    # Everybody plays at once: the game page lets this screen's person act whenever the rules allow, not in turn.
    simultaneous = SPEC.real_time
    scores_better = SPEC.scores_better  # the outcome's scores are cards still to shed

    def __init__(self, parent: QObject | None = None) -> None:
        scene = FranticFrankfurtScene(parent)
        controls = QWidget()
        super().__init__(scene, controls, parent)
        self.ff_scene = scene
        self.ready_button = QPushButton()
        self.ready_button.setObjectName("ready_button")
        self.ready_button.setEnabled(False)
        self.ready_button.clicked.connect(self._on_ready_button_clicked)
        self.keys_label = QLabel()
        self.keys_label.setObjectName("keys_label")
        self.keys_label.setWordWrap(True)
        layout = QVBoxLayout(controls)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.ready_button)
        layout.addWidget(self.keys_label)
        scene.intent_requested.connect(self._on_scene_intent_requested)
        scene.explain_requested.connect(self._on_scene_explain_requested)
        scene.pick_changed.connect(self._on_scene_pick_changed)
        self._legal: list[Any] = []
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        self._legal = list(legal)
        self.ff_scene.show_view(view, names, legal, events)
        self._retranslate_button()

    def draw_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[None]:
        """A table for each player count, seen from the first seat (a watcher's, or a person's in the first seat),
        made ahead, one a step: the usual start then builds nothing."""
        for players in range(SPEC.info.min_players, SPEC.info.max_players + 1):
            self.ff_scene.build_ahead((players, 0))
            yield

    def prepare_table(self, players: int, seat: int | None) -> None:
        self.ff_scene.prepare((players, seat if seat is not None else 0))

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        progress = QCoreApplication.translate("FranticFrankfurt", "Round {round}").format(round=view["round"])
        phase = view["phase"]
        kinds = {a.get("type") for a in self._legal if isinstance(a, dict)}
        if phase == FINISHED:
            return progress, ""
        if acting is None:
            return progress, QCoreApplication.translate("FranticFrankfurt", "You are watching: everybody plays at once.")
        if phase == OPENING:
            if "ready" in kinds:
                text = QCoreApplication.translate("FranticFrankfurt", "Press Ready: all held cards are turned up together.")
            else:
                text = QCoreApplication.translate("FranticFrankfurt", "Waiting for the others to be ready…")
        elif phase == STUCK:
            if "ready" in kinds:
                text = QCoreApplication.translate(
                    "FranticFrankfurt", "Everyone is stuck: press Ready to turn up a card from your draw pile."
                )
            else:
                text = QCoreApplication.translate("FranticFrankfurt", "Everyone is stuck: waiting for the others…")
        elif phase == RACE:
            if "slap" in kinds and view.get("finisher") == acting:
                text = QCoreApplication.translate("FranticFrankfurt", "You emptied your columns: slap a pile (it leaves the game).")
            elif "slap" in kinds:
                text = QCoreApplication.translate("FranticFrankfurt", "Slap a pile before the others take them all!")
            else:
                text = QCoreApplication.translate("FranticFrankfurt", "The round is ending: the piles are being slapped.")
        elif phase == PLAY and "reveal" in kinds:
            text = QCoreApplication.translate("FranticFrankfurt", "Turn up your held card to open your pile.")
        else:
            text = QCoreApplication.translate(
                "FranticFrankfurt",
                "Play your face-up cards onto any discard pile: another colour, higher on lower; "
                "the same colour, odd on even.",
            )
        return progress, text

    def confirm(self) -> None:
        self.ff_scene.say_ready()

    def cancel(self) -> None:
        if not self.ff_scene.drop_pick() and self.ff_scene.pending is not None:
            # A play the page held back (the tutorial lets only its taught move through): its card goes home now.
            self.ff_scene.intent_refused("")

    def pick_example(self) -> None:
        """Pick up a card that has a legal play, as a player would before laying it."""
        for action in self._legal:
            if isinstance(action, dict) and action.get("type") == "play":
                for column in range(4):
                    if self.ff_scene.column_top_item(column).isVisible() and self.ff_scene.table.columns[column].card == action["card"]:
                        self.ff_scene.pick_column(column)
                        return

    def intent_refused(self, reason: str, details: Mapping[str, Any]) -> None:
        self.ff_scene.intent_refused(reason)

    def show_countdown(self, countdown: Any) -> None:
        if countdown is None:
            self.ff_scene.set_countdown(None)
        else:
            self.ff_scene.set_countdown(str(countdown.phase), countdown.remaining_ms(), int(countdown.total_ms))

    def retranslate(self) -> None:
        self._retranslate_button()
        self.keys_label.setText(
            QCoreApplication.translate(
                "FranticFrankfurt",
                "Keys: 1 2 3 4 pick up a column's card, Q W E R lay it on a pile (or slap that pile), "
                "Space presses Ready, Esc puts the card back.",
            )
        )
        self.ff_scene.retranslate()

    def _retranslate_button(self) -> None:
        kinds = {a.get("type") for a in self._legal if isinstance(a, dict)}
        if "reveal" in kinds:
            self.ready_button.setText(QCoreApplication.translate("FranticFrankfurt", "Turn up my card"))
        else:
            self.ready_button.setText(QCoreApplication.translate("FranticFrankfurt", "Ready"))
        self.ready_button.setEnabled(bool(kinds & {"ready", "reveal"}))

    def score_table(self, view: Any, names: Sequence[str]) -> ScoreTable:
        seats = view["seats"]
        total = QCoreApplication.translate("FranticFrankfurt", "Cards still to shed")
        in_columns = [int(s["cards_left"]) - int(s["draw_count"]) for s in seats]
        if not any(in_columns):
            # The usual end: every card left is in the draw pile, so the breakdown would repeat the total.
            return ScoreTable((total,), (tuple(str(s["cards_left"]) for s in seats),), total_row=0)
        rows = (
            QCoreApplication.translate("FranticFrankfurt", "Draw pile"),
            QCoreApplication.translate("FranticFrankfurt", "Left in the columns"),
            total,
        )
        cells = (
            tuple(str(s["draw_count"]) for s in seats),
            tuple(str(n) for n in in_columns),
            tuple(str(s["cards_left"]) for s in seats),
        )
        return ScoreTable(rows, cells, total_row=2)

    # ------------------------------------------------------------------ slots
    def _on_ready_button_clicked(self) -> None:
        self.ff_scene.say_ready()

    def _on_scene_intent_requested(self, action: Any) -> None:
        self.intent_requested.emit(action)

    def _on_scene_explain_requested(self, action: Any) -> None:
        self.explain_requested.emit(action)

    def _on_scene_pick_changed(self, card: Any) -> None:
        if card is not None:
            self.choice_changed.emit()
