"""High Noon Saloon's board: the saloon scene, and the buttons for what is no card, space or player to click
("End phase", "Draw", "Pass", "Quick Draw", "Cash the +10 token").

Out-of-turn windows (a block, a counterattack, a teammate's enhancement) show as a prompt on the table with the
attack being answered and, for a person, the time left before the table passes for them (the rules thread keeps
that time: ``table.answers``). Quick draw, team cards and the token are offered whoever's turn it is
(``any_moment``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.ui.games.high_noon_saloon import art
from tabletop_qt.ui.games.high_noon_saloon import texts as hns_texts
from tabletop_qt.ui.games.high_noon_saloon.team_marks import cash_button_tip
from tabletop_qt.ui.boards.base import GameBoard, ScoreTable
from tabletop_qt.ui.games.high_noon_saloon import words as words
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene

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
    any_moment = True

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
            if name == "cash_token":
                layout.addWidget(button, index // 2, 0, 1, 2)  # a long label in Italian and Dutch: the whole row
            else:
                layout.addWidget(button, index // 2, index % 2)
            self.buttons[name] = button
        scene.intent_requested.connect(self.intent_requested)
        scene.explain_requested.connect(self.explain_requested)
        scene.selection_changed.connect(self.choice_changed)
        # The window's countdown on the table, re-worded a few times a second while a person's window is open.
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(scene.tick_answer)
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        self.hns_scene.show_view(view, names, legal, events)
        for name, button in self.buttons.items():
            button.setEnabled(BUTTON_ACTIONS[name] in self.hns_scene.legal)

    def prepare_table(self, players: int, seat: int | None) -> None:
        self.hns_scene.new_table()

    def drawing(self) -> bool:
        return art.drawer().busy  # the areas' pictures (art.PictureDrawer)

    def set_motion(self, on: bool) -> None:
        self.hns_scene.motion.enabled = on

    def use_game(self, engine: Any, pictures: Path | None) -> None:
        # The table's content pack: its map and card faces on the table, its card and area names in the log.
        catalog = engine.catalog
        hns_texts.use_catalog(catalog)
        if self.hns_scene.content.digest != catalog.content.digest:
            self.hns_scene.set_content(catalog.content, pictures)

    def show_answer(self, answer: Any, names: Sequence[str]) -> None:
        self.hns_scene.set_answer(answer)
        if answer is not None and answer.deadline is not None:
            self._tick.start()
        else:
            self._tick.stop()

    def answer_text(self, answer: Any, names: Sequence[str]) -> str:
        return " ".join(self.hns_scene.window_lines(answer, mine=False))

    def headline(self, view: Any, names: Sequence[str], acting: int | None) -> tuple[str, str]:
        current = int(view.get("current", 0))
        player = names[current] if current < len(names) else str(current + 1)
        top = QCoreApplication.translate("HighNoonSaloon", "Turn {turn} · {player} · {phase}").format(
            turn=view.get("turn", 0), player=player, phase=words.phase_name(str(view.get("phase", ""))))
        if acting is None:
            return top, ""
        name = names[acting] if acting < len(names) else str(acting + 1)
        answer = self.hns_scene.answer
        kind = answer.kind if answer is not None and answer.seat == acting else None
        attack = view.get("attack") or {}
        if kind == "block" or (kind is None and attack.get("step") == "block"):
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: block the attack with a lit card, or pass.")
        elif kind == "team":
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: add an enhancement to your teammate's attack, or pass.")
        elif kind == "counter":
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: counterattack, or pass.")
        elif view.get("phase") == "end" and view.get("teams") and not view.get("passed_card") and not attack:
            line = QCoreApplication.translate(
                "HighNoonSaloon", "{player}: you may pass a card face down to a teammate (click it, then them), "
                "use your cover, or end the turn.")
        else:
            line = QCoreApplication.translate("HighNoonSaloon", "{player}: click a lit card, space or player.")
        return top, line.format(player=name)

    def cancel(self) -> None:
        self.hns_scene.clear_choice()

    def pick_example(self) -> None:
        """Pick a card of the hand that can go several ways (a gun for the Fist or the Holster): its places light
        up, and nothing is asked for until one is clicked."""
        by_card: dict[str, int] = {}
        for action in self.hns_scene.legal:
            if "card" in action:
                by_card[action["card"]] = by_card.get(action["card"], 0) + 1
        hand = {item.key for item in self.hns_scene.hand_items()}
        choices = [card for card, count in by_card.items() if count > 1 and card in hand]
        if choices:
            self.hns_scene.click_hand_card(choices[0])

    def score_table(self, view: Any, names: Sequence[str]) -> ScoreTable:
        """The game's own breakdown: the grit each player has left, or that they are out of the game."""
        out = QCoreApplication.translate("HighNoonSaloon", "Out of the game")
        cells = tuple(out if p.get("out") else str(p.get("grit", 0)) for p in view["players"])
        return ScoreTable((QCoreApplication.translate("HighNoonSaloon", "Grit"),), (cells,), total_row=0)

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
        self.buttons["cash_token"].setToolTip(cash_button_tip(None))  # team play: 30 grit to start, 40 at most
        self.hns_scene.retranslate()

    def _on_button_clicked(self, name: str) -> None:
        self.hns_scene.choose(BUTTON_ACTIONS[name])
