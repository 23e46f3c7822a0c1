"""High Noon Saloon tables for the window's tests: seats, a quick test bot (for a whole game played by clicks,
where the real bots' careful games would take too long to wait through), and waiting for the person the page
asks."""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.ui.main_window import MainWindow


class QuickBot:
    """A plain, aggressive bot for the tests: it draws, arms a gun, attacks whoever it can, blocks when it can,
    and otherwise ends the phase or passes. Never a quick draw or a team card (they would only lengthen games)."""

    ORDER = ("place", "draw", "equip", "declare", "target", "block", "offer", "enhance", "end_phase", "pass")

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
        me = next((p for p in view["players"] if "hand" in p), {})
        for kind in self.ORDER:
            options = [a for a in legal if a.get("type") == kind]
            if kind == "equip":
                options = [a for a in options if a.get("slot") == "fist" and me.get("fist") is None]
            if kind == "declare":
                options.sort(key=lambda a: (a.get("attack") != "gun", -(a.get("option") or 0)))
            if options:
                return options[0]
        return legal[0]


def use_quick_bots(monkeypatch: Any) -> None:
    """Bots of High Noon Saloon seats are QuickBots (other games keep theirs)."""
    from tabletop_qt.rules_thread import turn_bots

    real = turn_bots.make_bot

    def make_bot(game_id: str, level: str, options: Any = None) -> Any:
        return QuickBot() if game_id == "high_noon_saloon" else real(game_id, level, options)

    monkeypatch.setattr(turn_bots, "make_bot", make_bot)


def person_asked(window: MainWindow) -> bool:
    page = window.game
    update = page.update_shown
    return update is not None and (update.outcome.finished or (page.acting_seat() is not None and not page.is_covered()))


def saloon_table(qtbot: Any) -> tuple[Any, Any]:
    """A High Noon Saloon scene in the app's table view, shown at 1280x900 (closed with the test)."""
    from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
    from tabletop_qt.ui.table_view import TableView

    scene = HighNoonSaloonScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 900)
    view.show()
    qtbot.waitExposed(view)
    return scene, view
