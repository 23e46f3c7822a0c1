"""The attacker's damage preview at a guest's window, over real TCP on loopback: the guest, about to name the
target of its attack, hovers the lit figure and reads the damage before any block, worked out from the view the
host sent; the host's table then deals exactly that (its bot never blocks here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint

from tabletop_qt.ui.main_window import MainWindow
from tests.ui.hns_support import QuickBot, use_quick_bots
from tests.ui.test_lan_high_noon_saloon_windows import GUEST, _joined, _legal, _play_until, _started
from tests.ui.hns_lan_support import HnsHost
from tests.ui.test_lan_support import aio, lan_window, run  # noqa: F401 (fixtures)


def test_a_guest_hovers_its_target_and_the_host_deals_that_damage(qtbot, lan_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    use_quick_bots(monkeypatch)
    # The host's bot never blocks, so the damage it takes is the preview's "before any block".
    monkeypatch.setattr(QuickBot, "ORDER", tuple(k for k in QuickBot.ORDER if k != "block"))
    host = HnsHost(qtbot, ["Bix", ""], answer_ms=20_000, seed=11)
    window = lan_window
    try:
        person = _joined(qtbot, window, host, "Gina")
        _started(qtbot, window)
        page = window.game
        update = _play_until(qtbot, window, person, lambda p: bool(_legal(p, "target")))
        scene = page.board.hns_scene
        (target,) = {t for a in _legal(page, "target") for t in a["targets"]}  # two players: the bot
        figure = scene.figure_item(target)
        assert figure.lit
        point = page.view.mapFromScene(figure.sceneBoundingRect().center())
        # From elsewhere first: Qt drops a move to the point the pointer is already at (where a test before may
        # have left it), and then no hover would begin.
        qtbot.mouseMove(page.view.viewport(), QPoint(1, 1))
        qtbot.mouseMove(page.view.viewport(), QPoint(point))
        qtbot.waitUntil(lambda: scene.damage_hint.text() != "", timeout=3000)
        text = scene.damage_hint.text()
        assert text.startswith("Bix would take ") and text.endswith(" damage before any block.")
        shown = int(text.removeprefix("Bix would take ").split(" ")[0])
        before = len(host.log_codes())
        person.click(figure)
        qtbot.waitUntil(lambda: any(c == "hns.damage" for c, _ in host.log_codes()[before:]), timeout=10000)
        damage: list[dict[str, Any]] = [a for c, a in host.log_codes()[before:] if c == "hns.damage"]
        assert damage[0]["attacker"] == GUEST and damage[0]["target"] == target
        assert damage[0]["grit"] == shown
        assert ("hns.not_blocked", {"seat": target}) in host.log_codes()[before:]
        assert update.view_for(GUEST)["attack"]["attacker"] == GUEST
    finally:
        host.stop(qtbot)
