"""High Noon Saloon's board: the saloon scene, and the buttons for what is no card, space or player to click
("End phase", "Draw", "Pass", "Quick Draw", "Cash the +10 token").

Not in ``boards._BOARDS`` yet: the game page offers the game once the lead wires it in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.ui.boards.base import GameBoard
from tabletop_qt.ui.scenes import high_noon_saloon_words as words
from tabletop_qt.ui.scenes.high_noon_saloon_scene import HighNoonSaloonScene

# Each button's action (the engine's JSON); a button is enabled while its action is legal.
BUTTON_ACTIONS: dict[str, dict[str, Any]] = {
    "end_phase": {"type": "end_phase"},
    "draw": {"type": "draw"},
    "pass": {"type": "pass"},
    "quick_draw": {"type": "quick_draw"},
    "cash_token": {"type": "cash_token"},
}


class HighNoonSaloonBoard(GameBoard):
    hides_hands = True

    def __init__(self, parent: QObject | None = None) -> None:
        scene = HighNoonSaloonScene(parent)
        controls = QWidget()
        super().__init__(scene, controls, parent)
        self.hns_scene = scene
        self.buttons: dict[str, QPushButton] = {}
        layout = QGridLayout(controls)
        layout.setContentsMargins(0, 0, 0, 0)
        for index, name in enumerate(BUTTON_ACTIONS):
            button = QPushButton()
            button.setObjectName(f"{name}_button")
            button.setEnabled(False)
            button.clicked.connect(lambda _=False, n=name: self._on_button_clicked(n))
            layout.addWidget(button, index // 2, index % 2)
            self.buttons[name] = button
        scene.intent_requested.connect(self.intent_requested)
        scene.explain_requested.connect(self.explain_requested)
        scene.selection_changed.connect(self.choice_changed)
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        self.hns_scene.show_view(view, names, legal, events)
        for name, button in self.buttons.items():
            button.setEnabled(BUTTON_ACTIONS[name] in self.hns_scene.legal)

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        current = int(view.get("current", 0))
        player = names[current] if current < len(names) else str(current + 1)
        top = QCoreApplication.translate("HighNoonSaloon", "Turn {turn} · {player} · {phase}").format(
            turn=view.get("turn", 0), player=player, phase=words.phase_name(str(view.get("phase", ""))))
        if acting is None:
            return top, ""
        name = names[acting] if acting < len(names) else str(acting + 1)
        if view.get("attack") and view["attack"].get("step") == "block":
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: block the attack with a lit card, or pass.")
        else:
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: click a lit card, space or player.")
        return top, line.format(player=name)

    def cancel(self) -> None:
        self.hns_scene.clear_choice()

    def retranslate(self) -> None:
        texts = {
            "end_phase": QCoreApplication.translate("HighNoonSaloon", "End phase"),
            "draw": QCoreApplication.translate("HighNoonSaloon", "Draw"),
            "pass": QCoreApplication.translate("HighNoonSaloon", "Pass"),
            "quick_draw": QCoreApplication.translate("HighNoonSaloon", "Quick Draw"),
            "cash_token": QCoreApplication.translate("HighNoonSaloon", "Cash the +10 token"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
        self.hns_scene.retranslate()

    def _on_button_clicked(self, name: str) -> None:
        self.hns_scene.choose(BUTTON_ACTIONS[name])
