"""High Noon Saloon's board: the saloon scene, and the buttons for what is no card, space or player to click
("End phase", "Draw", "Pass", "Quick Draw", "Cash the +10 token").

Out-of-turn windows (a block, a counterattack, a teammate's enhancement) show as a prompt on the table with the
attack being answered and, for a person, the time left before the table passes for them (the rules thread keeps
that time: ``table.answers``). Quick draw, team cards and the token are offered whoever's turn it is
(``any_moment``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QSettings, QTimer
from PySide6.QtWidgets import QCheckBox, QGridLayout, QPushButton, QWidget

from tabletop_qt.core.game import Event
from tabletop_qt.ui.games.high_noon_saloon import art
from tabletop_qt.ui.games.high_noon_saloon import texts as hns_texts
from tabletop_qt.ui.games.high_noon_saloon.team_marks import cash_button_tip
from tabletop_qt.ui.boards.base import GameBoard, ScoreTable
from tabletop_qt.ui.games.high_noon_saloon import words as words
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.games.high_noon_saloon.instructions import instruction
from tabletop_qt.ui.games.high_noon_saloon.keys import BUTTON_KEYS, key_action
from tabletop_qt.ui.games.high_noon_saloon.legend import HnsLegend
from tabletop_qt.ui.games.high_noon_saloon.preferences import store_stop_at_every_phase, stored_stop_at_every_phase
from tabletop_qt.ui.games.high_noon_saloon.turn_flow import TurnFlow

# Each button's action (the engine's JSON); a button is enabled while its action is legal.
BUTTON_ACTIONS: dict[str, dict[str, Any]] = {
    "end_turn": {"type": "end_phase"},  # then each next phase with nothing worth a stop (hns_turn_flow)
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
        # Off by default: a phase where the only thing to do is to end it passes by itself. The person's choice is
        # kept in the app's settings (use_settings) for the next session.
        self._settings: QSettings | None = None
        self.stop_box = QCheckBox()
        self.stop_box.setObjectName("stop_at_every_phase")
        self.stop_box.toggled.connect(self._on_stop_box_toggled)
        layout.addWidget(self.stop_box, (len(BUTTON_ACTIONS) + 1) // 2, 0, 1, 2)
        self.legend = HnsLegend()
        layout.addWidget(self.legend, (len(BUTTON_ACTIONS) + 1) // 2 + 1, 0, 1, 2)
        self.flow = TurnFlow()
        self._view: Any = None
        self._legal: list[Any] = []
        self._seat: int | None = None
        self._sent = False  # an intent went out for the position shown: one per position (no double sends)
        self._auto: dict[str, Any] | None = None
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.setInterval(0)
        self._auto_timer.timeout.connect(self._on_auto_timer_timeout)
        scene.intent_requested.connect(self._send)
        scene.key_handler = self._on_scene_key
        scene.explain_requested.connect(self.explain_requested)
        scene.selection_changed.connect(self.choice_changed)
        # The window's countdown on the table, re-worded a few times a second while a person's window is open.
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(scene.tick_answer)
        self.retranslate()

    def show_view(self, view: Any, names: Sequence[str], legal: Sequence[Any], events: Sequence[Event]) -> None:
        self.hns_scene.show_view(view, names, legal, events)
        # A position reached by a move: something happened (events), or it answers this board's own intent (an
        # end_phase may change nothing else). Not a position shown again: an undo, a cover lifted.
        moved = bool(events) or self._sent
        self._view, self._legal, self._sent = view, list(self.hns_scene.legal), False
        self._seat = next((i for i, p in enumerate(view["players"]) if "hand" in p), None)
        for name, button in self.buttons.items():
            button.setEnabled(BUTTON_ACTIONS[name] in self._legal)
        self.buttons["end_turn"].setEnabled(self.flow.can_end_turn(view, self._legal))
        # A phase with nothing to do, or "End turn" under way: the next end_phase goes by itself, once Qt has
        # drawn this position (and unless the person clicks first).
        self._auto = self.flow.next_action(view, self._seat if self._legal else None, self._legal, moved)
        if self._auto is not None:
            self._auto_timer.start()
        else:
            self._auto_timer.stop()

    def settled(self) -> bool:
        """Nothing under way: no end_phase about to go by itself, no intent waiting for the table's answer."""
        return not self._auto_timer.isActive() and not self._sent

    def intent_refused(self, reason: str, details: Any) -> None:
        self._sent = False  # the position stays: the person may try again
        self.flow.cancel()

    def _send(self, action: Any) -> None:
        if self._sent:
            return
        self._sent = True
        self._auto_timer.stop()
        self.intent_requested.emit(action)

    def _on_auto_timer_timeout(self) -> None:
        # A tutorial (the page's intent gate) teaches each click: nothing goes by itself there.
        if getattr(self.parent(), "intent_gate", None) is not None:
            return
        if self._auto is not None and self._auto in self._legal:
            self._send(self._auto)

    def use_settings(self, settings: QSettings) -> None:
        self._settings = None  # the box takes the stored choice: nothing to write back
        self.stop_box.setChecked(stored_stop_at_every_phase(settings))
        self._settings = settings

    def _on_stop_box_toggled(self, checked: bool) -> None:
        self.flow.stop_at_every_phase = checked
        if self._settings is not None:
            store_stop_at_every_phase(self._settings, checked)

    def _on_scene_key(self, key: int) -> bool:
        """A key on the table: a button's (its tooltip says which) or a chip's number. True when it was used."""
        found = key_action(key, self.buttons, self.hns_scene.chips())
        if found is None:
            return False
        kind, target = found
        if kind == "button":
            if self.buttons[target].isEnabled():
                self._on_button_clicked(target)
        else:
            target.on_click()
        return True

    def prepare_table(self, players: int, seat: int | None) -> None:
        self.hns_scene.new_table()

    def draw_ahead(self, ratio_for: Callable[[QRectF], float]) -> Iterator[None]:
        return self.hns_scene.draw_faces_ahead()  # (one scene rect: its ratio was told ahead)

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
        return top, instruction(view, self._legal, kind, name)

    def cancel(self) -> None:
        """Escape: drop the choice, and stop End turn or a phase about to pass by itself."""
        self.hns_scene.clear_choice()
        self.flow.cancel()
        self._auto_timer.stop()
        self._sent = False  # (the page cancels an intent its tutorial gate refused: the person may click again)

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
            "end_turn": QCoreApplication.translate("HighNoonSaloon", "End turn"),
            "end_phase": QCoreApplication.translate("HighNoonSaloon", "End phase"),
            "draw": QCoreApplication.translate("HighNoonSaloon", "Draw"),
            "pass": QCoreApplication.translate("HighNoonSaloon", "Pass"),
            "quick_draw": QCoreApplication.translate("HighNoonSaloon", "Quick Draw"),
            "cash_token": QCoreApplication.translate("HighNoonSaloon", "Cash the +10 token"),
        }
        tips = {
            "end_turn": QCoreApplication.translate(
                "HighNoonSaloon", "Ends this phase and the next ones, stopping where you could attack, use your "
                "cover or pass a card."),
            "end_phase": QCoreApplication.translate("HighNoonSaloon", "Ends this phase."),
            "draw": QCoreApplication.translate("HighNoonSaloon", "Draws up to seven cards and ends Scavengin'."),
            "pass": QCoreApplication.translate("HighNoonSaloon", "Lets the moment go: no block, enhancement or counterattack."),
            "quick_draw": QCoreApplication.translate("HighNoonSaloon", "Draws the Holster's weapon into your Fist (the Fist's weapon is discarded), at any moment."),
            "cash_token": cash_button_tip(None),  # team play: 30 grit to start, 40 at most
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
            key = QCoreApplication.translate("HighNoonSaloon", "Key: {key}").format(key=BUTTON_KEYS[name])
            self.buttons[name].setToolTip(f"{tips[name]}\n{key}")
        self.stop_box.setText(QCoreApplication.translate("HighNoonSaloon", "Stop at every phase"))
        self.stop_box.setToolTip(QCoreApplication.translate(
            "HighNoonSaloon", "Off: a phase where you can only end it passes by itself."))
        self.legend.retranslate()
        self.hns_scene.retranslate()

    def _on_button_clicked(self, name: str) -> None:
        if name == "end_turn":
            if self._view is None or self._seat is None or not self.flow.can_end_turn(self._view, self._legal):
                return
            self.flow.end_turn(self._view, self._seat)
        self.hns_scene.choose(BUTTON_ACTIONS[name])
