"""Times Square's board: the street scene, and "end turn", "lure to Hal" and "discard" beside it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.ui.boards.base import GameBoard
from tabletop_qt.ui.games.times_square.scene import TimesSquareScene

# What the acting player may do, by the turn's mode and (once cards are played) their colour. Whole sentences
# per colour: the colour's word agrees with "cards" differently in each language.
TURN_TEXTS: dict[tuple[str, str | None], str] = {
    ("start", None): QT_TRANSLATE_NOOP(
        "TimesSquare", "{player}, your turn: play cards of one colour, lure a figure to Handsome Hal, or discard cards."
    ),
    ("play", "green"): QT_TRANSLATE_NOOP("TimesSquare", "{player}: play more green cards, or end your turn."),
    ("play", "yellow"): QT_TRANSLATE_NOOP("TimesSquare", "{player}: play more yellow cards, or end your turn."),
    ("play", "grey"): QT_TRANSLATE_NOOP("TimesSquare", "{player}: play more grey cards, or end your turn."),
    ("play", "red"): QT_TRANSLATE_NOOP("TimesSquare", "{player}: play more red cards, or end your turn."),
    ("discard", None): QT_TRANSLATE_NOOP("TimesSquare", "{player}: discard more cards, or end your turn."),
}


class TimesSquareBoard(GameBoard):
    hides_hands = True

    def __init__(self, parent: QObject | None = None) -> None:
        scene = TimesSquareScene(parent)
        controls = QWidget()
        super().__init__(scene, controls, parent)
        self.ts_scene = scene
        self.end_turn_button = QPushButton()
        self.end_turn_button.setObjectName("end_turn_button")
        self.end_turn_button.clicked.connect(self._on_end_turn_button_clicked)
        self.lure_button = QPushButton()
        self.lure_button.setObjectName("lure_button")
        self.lure_button.setCheckable(True)
        self.lure_button.toggled.connect(self._on_lure_button_toggled)
        self.discard_button = QPushButton()
        self.discard_button.setObjectName("discard_button")
        self.discard_button.clicked.connect(self._on_discard_button_clicked)
        # Two rows: the Italian and Dutch labels are long, and the side panel is narrow.
        layout = QGridLayout(controls)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.lure_button, 0, 0, 1, 2)
        layout.addWidget(self.discard_button, 1, 0)
        layout.addWidget(self.end_turn_button, 1, 1)
        for button in (self.lure_button, self.discard_button, self.end_turn_button):
            button.setEnabled(False)
        scene.intent_requested.connect(self.intent_requested)
        scene.explain_requested.connect(self.explain_requested)
        scene.selection_changed.connect(self._on_scene_selection_changed)
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        self.ts_scene.show_view(view, names, legal, events)
        self._refresh_buttons()

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        progress = QCoreApplication.translate(
            "TimesSquare", "Turn {turn} · draw pile {count} (pass {pass_number} of 2)"
        ).format(turn=view["turn"]["number"], count=view["pile_count"], pass_number=view["pile_pass"])
        if acting is None:
            return progress, ""
        turn = view["turn"]
        key = (turn["mode"], turn["colour"] if turn["mode"] == "play" else None)
        source = TURN_TEXTS.get(key, TURN_TEXTS[("start", None)])
        return progress, QCoreApplication.translate("TimesSquare", source).format(player=names[acting])

    def confirm(self) -> None:
        self.ts_scene.confirm()

    def cancel(self) -> None:
        self.ts_scene.clear_selection()

    def pick_example(self) -> None:
        """The card with the most ghosts: the richest picture of what the street offers."""
        scene = self.ts_scene
        plays = [a for a in self.ts_scene.legal if a.get("type") == "play" and len(a["cards"]) == 1]
        counts: dict[str, int] = {}
        for action in plays:
            counts[action["cards"][0]] = counts.get(action["cards"][0], 0) + 1
        if counts:
            scene.click_card(max(sorted(counts), key=lambda card: counts[card]))

    def retranslate(self) -> None:
        self.end_turn_button.setText(QCoreApplication.translate("TimesSquare", "End turn"))
        self.lure_button.setText(QCoreApplication.translate("TimesSquare", "Lure to Handsome Hal"))
        self.lure_button.setToolTip(
            QCoreApplication.translate(
                "TimesSquare",
                "Instead of playing cards: move Saucy Sue or a Bodyguard onto Handsome Hal's space. The turn ends "
                "at once and no cards are drawn.",
            )
        )
        self.discard_button.setText(QCoreApplication.translate("TimesSquare", "Discard this card"))
        self.ts_scene.retranslate()

    # ------------------------------------------------------------------ slots
    def _refresh_buttons(self) -> None:
        scene = self.ts_scene
        self.end_turn_button.setEnabled(self._can_end_turn())
        self.lure_button.setEnabled(scene.has_lures())
        if self.lure_button.isChecked() != scene.lure_mode:
            self.lure_button.blockSignals(True)
            self.lure_button.setChecked(scene.lure_mode)
            self.lure_button.blockSignals(False)
        self.discard_button.setEnabled(len(scene.selected_cards) == 1 and bool(scene.discard_actions()))

    def _can_end_turn(self) -> bool:
        return any(a.get("type") == "end_turn" for a in self.ts_scene.legal)

    def _on_scene_selection_changed(self) -> None:
        self._refresh_buttons()
        if self.ts_scene.selected_cards or self.ts_scene.lure_mode:
            self.choice_changed.emit()

    def _on_end_turn_button_clicked(self) -> None:
        if self._can_end_turn():
            self.ts_scene.clear_selection()
            self.intent_requested.emit({"type": "end_turn"})

    def _on_lure_button_toggled(self, checked: bool) -> None:
        self.ts_scene.set_lure_mode(checked)

    def _on_discard_button_clicked(self) -> None:
        actions = self.ts_scene.discard_actions()
        if len(actions) == 1:
            self.ts_scene.choose(actions[0])
