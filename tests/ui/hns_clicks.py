"""A person who plays High Noon Saloon turns with as few clicks as the table allows, and counts them.

Every click is a real mouse click on the view or a button. The decisions are the same in both ways of playing
(draw, attack with the first chip and the first lit target, move nowhere, equip and use nothing), so one seed gives
the same game either way: ``"phase by phase"`` ends each phase with End phase and the table stops at every phase
(as before End turn existed); ``"end turn"`` uses End turn and lets empty phases pass by themselves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QAbstractButton

from tests.ui.reachability import click_button, click_item

PHASE_BY_PHASE = "phase by phase"
END_TURN = "end turn"


class CountingPerson:
    def __init__(self, qtbot: Any, page: Any, how: str) -> None:
        self.qtbot, self.page, self.how = qtbot, page, how
        self.clicks: dict[int, int] = {}  # the person's turn number -> clicks in it
        self.attacked: set[int] = set()  # turns in which the person attacked
        self.log: list[Any] = []  # (turn, phase, what was clicked, its name, the kinds of legal actions)
        page.board.stop_box.setChecked(how == PHASE_BY_PHASE)

    @property
    def scene(self) -> Any:
        return self.page.board.hns_scene

    def _click(self, turn: int, thing: Any) -> None:
        self.clicks[turn] = self.clicks.get(turn, 0) + 1
        update = self.page.update_shown
        view = update.view_for(self.page.acting_seat())
        self.log.append((turn, view.get("phase"), type(thing).__name__, getattr(thing, "objectName", lambda: "")(),
                         sorted({a["type"] for a in update.legal.get(self.page.acting_seat(), [])})))
        if isinstance(thing, QAbstractButton):
            click_button(self.qtbot, thing)
        else:
            click_item(self.qtbot, self.page.view, thing)

    def step(self) -> bool:
        """One click of the person's, if the page asks them for something; False when it does not."""
        update = self.page.update_shown
        seat = self.page.acting_seat()
        if update is None or seat is None or update.outcome.finished:
            return False
        view = update.view_for(seat)
        legal = update.legal.get(seat, [])
        kinds = {a["type"] for a in legal}
        buttons = self.page.board.buttons
        answer = update.answer
        if answer is not None and answer.seat == seat or view.get("current") != seat:
            chips = [c for c in self.scene.chips() if c.action == {"type": "pass"}]
            self._click(-1, chips[0] if chips else buttons["pass"])  # out of turn: not this turn's clicks
            return True
        turn = int(view["turn"]) if view.get("phase") != "setup" else 0
        if view.get("phase") == "setup":
            return self._setup(view, legal)
        if "draw" in kinds:
            self._click(turn, buttons["draw"])
        elif "target" in kinds:
            target = min(a["targets"][0] for a in legal if a["type"] == "target")
            self._click(turn, self.scene.figure_item(target))
            self.attacked.add(turn)
        elif "declare" in kinds and not view.get("attack"):
            self._click(turn, next(c for c in self.scene.chips() if c.action["type"] == "declare"))
        elif self.how == END_TURN and buttons["end_turn"].isEnabled():
            self._click(turn, buttons["end_turn"])
        elif "end_phase" in kinds:
            self._click(turn, buttons["end_phase"])
        elif "pass" in kinds:
            self._click(turn, buttons["pass"])
        else:
            raise AssertionError(f"nothing to click for {sorted(kinds)}")
        return True

    def _setup(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
        me = view["players"][self.page.acting_seat()]
        places = [a for a in legal if a["type"] == "place"]
        guns = [a for a in legal if a["type"] == "equip" and a["slot"] == "fist" and me.get("fist") is None]
        if guns:
            if self.scene.choice.get("card") != guns[0]["card"]:
                self._click(0, self.scene.hand_item(guns[0]["card"]))
            else:
                self._click(0, self.scene.slot_item("fist"))
        elif places:
            self._click(0, self.scene.space_item(places[0]["space"]))
        else:
            self._click(0, self.page.board.buttons["end_phase"])
        return True
