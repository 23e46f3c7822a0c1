"""One decision, one intent: a second click on the same position High Noon Saloon shows sends nothing. A card with
a single use (Loose Rounds with only the Fist's gun to load) goes at its click; a person who then clicks the Fist,
as the card-then-slot gesture goes, must not also move the Fist's gun into the Holster before the table answered
(the LAN window test's guest did just that for as long as the board sent an intent per click)."""

from __future__ import annotations

from typing import Any

from tests.ui.reachability import click_item
from tests.ui.test_hns_fewer_clicks import _position, _show


def _one_use_reloads(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reloads whose card can do nothing else here: a click on the card is the whole move."""
    return [a for a in legal if a["type"] == "reload" and [b for b in legal if b.get("card") == a["card"]] == [a]]


def _reload_then_fist(view: dict[str, Any], legal: list[dict[str, Any]], update: Any) -> bool:
    gun_may_move = {"type": "move_weapon", "slot": "holster"} in legal
    return update.answer is None and view.get("phase") in ("weapon", "weapon2") and gun_may_move and bool(_one_use_reloads(legal))


def test_a_click_on_the_fist_after_a_one_use_card_sends_nothing_more(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    position = _position(_reload_then_fist)
    page, controller = _show(qtbot, window, position)
    reload = _one_use_reloads(position.update().legal[position.seat])[0]
    scene = page.board.hns_scene
    click_item(qtbot, page.view, scene.hand_item(reload["card"]))
    assert controller.submitted == [(position.seat, reload)]  # the card alone said it all
    click_item(qtbot, page.view, scene.slot_item("fist"))  # the table has not answered yet
    assert controller.submitted == [(position.seat, reload)]
    # Once the table answers with a new position, the Fist's gun may move with one click again.
    controller.table_updated.emit(position.update())
    controller.submitted.clear()
    click_item(qtbot, page.view, scene.slot_item("fist"))
    assert controller.submitted == [(position.seat, {"type": "move_weapon", "slot": "holster"})]
