"""Playing High Noon Saloon in the real window like a person: every choice is a click on a scene item (a card,
a slot, a space, a figure, a chip) or on one of the board's buttons, never a direct submit.

``HnsPerson.step`` makes one decision for the local seat the page asks, with a simple policy that tries every
phase's action (discard and draw, equip a gun, a spare gun into the Holster, reload, jump once, attack with an
enhancement, block, hunker down, pass a card to a teammate) and records which it did in ``done``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import click_scene_item


class HnsPerson:
    def __init__(self, qtbot: Any, window: MainWindow, pace_ms: int | None = None) -> None:
        self.qtbot = qtbot
        # Milliseconds between two decisions. A guest at a LAN table plays at a person's pace by default: the host
        # refuses a burst past its rate limit ("too fast", 40 frames then 20 a second), which a driver at full speed
        # passes.
        self.pace_ms = pace_ms
        self.window = window
        self.page = window.game
        self.done: set[str] = set()
        self._discarded_turn = -1
        self._moved_turn = -1

    # ------------------------------------------------------------------ reading
    @property
    def scene(self) -> Any:
        return self.page.board.hns_scene

    def legal(self) -> list[dict[str, Any]]:
        update = self.page.update_shown
        seat = self.page.acting_seat()
        if update is None or seat is None:
            return []
        return list(update.legal.get(seat, []))

    def view(self) -> dict[str, Any]:
        update = self.page.update_shown
        assert update is not None
        return update.view_for(self.page.acting_seat())

    def _in_cover(self, actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The actions whose space is in a cover (so a Jump into No Cover stays possible), else all of them."""
        covered = {sp.id for area in self.scene.content.areas if area.cover for sp in area.spaces}
        return [a for a in actions if a.get("space") in covered] or actions

    def _of(self, kind: str, **fields: Any) -> list[dict[str, Any]]:
        return [a for a in self.legal() if a.get("type") == kind and all(a.get(k) == v for k, v in fields.items())]

    # ------------------------------------------------------------------ clicking
    def click(self, item: Any) -> None:
        click_scene_item(self.qtbot, self.window, item)

    def button(self, name: str) -> None:
        button = self.page.board.buttons[name]
        assert button.isEnabled(), name
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def chip(self, wanted: dict[str, Any] | None = None) -> None:
        chips = self.scene.chips()
        assert chips, "no chip to click"
        chip = next((c for c in chips if wanted is None or all(c.action.get(k) == v for k, v in wanted.items())), chips[0])
        self.click(chip)

    def hand(self, instance: str) -> None:
        self.click(self.scene.hand_item(instance))

    # ------------------------------------------------------------------ one decision
    def wait_pace(self) -> None:
        """A person's pause before a decision (a guest's person must not outrun the host's rate limit). Qt runs
        meanwhile, so the table may move on: look again at what is asked after it."""
        pace = self.pace_ms if self.pace_ms is not None else (60 if self._at_a_guest() else 0)
        if pace:
            self.qtbot.wait(pace)

    def step(self, paced: bool = True) -> None:
        """One decision of the person the page asks now (several clicks when the choice needs them), then wait
        until the table moved on. ``paced=False``: the caller has waited the pace and looked again."""
        if paced:
            self.wait_pace()
            if not self._asked():
                return  # the table moved on during the pause (a guest's host sent the next position): look again
        update = self.page.update_shown
        assert update is not None
        before = update.version
        self._decide()
        self.qtbot.waitUntil(lambda: self.page.update_shown.version > before, timeout=5000)

    def _asked(self) -> bool:
        """The page asks this screen's person for a decision now (the game not over, no window over the table)."""
        update = self.page.update_shown
        return (update is not None and not update.outcome.finished and self.page.acting_seat() is not None
                and not self.page.is_covered())

    def _at_a_guest(self) -> bool:
        return bool(getattr(self.page.controller, "remote", False))

    def _decide(self) -> None:
        view = self.view()
        attack = view.get("attack")
        answer = self.page.board.hns_scene.answer
        seat = self.page.acting_seat()
        if answer is not None and answer.seat == seat:
            return self._answer(answer.kind)
        if attack is not None:
            return self._attack(attack)
        phase = view["phase"]
        getattr(self, f"_phase_{phase}")(view)

    def _answer(self, kind: str) -> None:
        if kind == "block" and self._of("block"):
            self.hand(self._of("block")[0]["card"])
            self.done.add("block")
            return
        if kind == "team" and self._of("offer"):
            self.hand(self._of("offer")[0]["card"])
            self.done.add("offer")
            return
        self.chip({"type": "pass"})  # the prompt's own Pass
        self.done.add(f"pass_{kind}")

    def _attack(self, attack: dict[str, Any]) -> None:
        enhances = self._of("enhance")
        if attack["step"] == "choose":
            self.chip({"type": "enhance"})
            return
        if enhances:
            self.hand(enhances[0]["card"])
            if self.scene.chips() and all(c.action.get("type") == "enhance" for c in self.scene.chips()):
                self.chip({"type": "enhance"})  # the card's options: the first
            self.done.add("enhance")
            return
        targets = self._of("target")
        if targets:
            target = targets[0]["targets"][0]
            self.click(self.scene.figure_item(target))
            if self.page.update_shown is not None and self.scene.choice.get("targets"):
                self.chip({"type": "target"})  # a split attack: these targets only
            self.done.add("attack")
            return
        self.button("pass")

    def _phase_setup(self, view: dict[str, Any]) -> None:
        me = view["players"][self.page.acting_seat()]
        equips = [a for a in self._of("equip", slot="fist") if me["fist"] is None]
        if equips:
            self._card_into(equips[0]["card"], "fist")
        elif self._of("place"):
            self.click(self.scene.space_item(self._in_cover(self._of("place"))[0]["space"]))
        else:
            self.button("end_phase")

    def _phase_scavenge(self, view: dict[str, Any]) -> None:
        discards = self._of("discard")
        if discards and self._discarded_turn != view["turn"]:
            self._discarded_turn = view["turn"]
            self.hand(discards[-1]["card"])
            if self.scene.choice and any(c.action.get("type") == "discard" for c in self.scene.chips()):
                self.chip({"type": "discard"})  # a card with another use too (a team card): say which
            self.done.add("discard")
        else:
            self.button("draw")
            self.done.add("draw")

    def _weapons(self, view: dict[str, Any]) -> None:
        me = view["players"][self.page.acting_seat()]
        equips = self._of("equip", slot="fist") if me["fist"] is None else []
        # A spare gun goes into an empty Holster, for a Quick Draw later (on anyone's turn).
        holsters = self._of("equip", slot="holster") if me["fist"] is not None and me.get("holster") is None else []
        reloads = [a for a in self._of("reload") if me.get(a["slot"] + "_bullets", 0) < 2]
        if equips:
            self._card_into(equips[0]["card"], "fist")
            self.done.add("equip")
        elif holsters:
            self._card_into(holsters[0]["card"], "holster")
            self.done.add("holster")
        elif reloads:
            self._card_into(reloads[0]["card"], reloads[0]["slot"])
            self.done.add("reload")
        else:
            self.button("end_phase")

    def _card_into(self, card: str, slot: str) -> None:
        """A card from the hand into a slot: the card, then the slot if the card alone did not say it all. A card
        with one use (Loose Rounds with an empty Holster) goes at its click; a click on the Fist after it would be
        another move (the Fist's gun into the Holster)."""
        self.hand(card)
        if self.scene.choice.get("card") == card:
            self.click(self.scene.slot_item(slot))

    _phase_weapon = _weapons
    _phase_weapon2 = _weapons

    def _phase_jump(self, view: dict[str, Any]) -> None:
        if "jump" not in self.done and self._of("jump"):
            self.click(self.scene.space_item(self._of("jump")[0]["space"]))
            self.done.add("jump")
        else:
            self.button("end_phase")

    def _phase_fight(self, view: dict[str, Any]) -> None:
        declares = self._of("declare")
        if declares:
            guns = [a for a in declares if a.get("attack") == "gun"]
            self.chip(guns[-1] if guns else declares[0])
            self.done.add("declare")
        else:
            self.button("end_phase")

    def _phase_hunker(self, view: dict[str, Any]) -> None:
        moves = self._in_cover(self._of("move"))
        if moves and self._moved_turn != view["turn"]:
            self._moved_turn = view["turn"]
            self.click(self.scene.space_item(moves[0]["space"]))
            self.done.add("hunker")
        else:
            self.button("end_phase")

    def _phase_end(self, view: dict[str, Any]) -> None:
        passes = self._of("pass_card")
        if passes and "pass_card" not in self.done:
            self.hand(passes[0]["card"])
            target = passes[0]["target"]
            assert self.page.update_shown is not None and self.scene.figure_item(target).lit
            self.click(self.scene.figure_item(target))
            self.done.add("pass_card")
        else:
            self.button("end_phase")
