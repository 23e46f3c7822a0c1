"""A card with several uses at once in High Noon Saloon (a team card while Scavengin': discard it, or play it):
clicking it shows one chip per use, so the click leads somewhere. (Found by a guest's test at a 2x2 table on the
LAN, where the picked card waited for a second click that nothing on the table could give.)"""

from __future__ import annotations

import random
from typing import Any

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.state import Phase
from tests.ui.test_high_noon_saloon_scene import _click, _show, table  # noqa: F401 (table is a fixture)


def _scavenging_with_a_team_card(game: Any, state: Any) -> bool:
    if state.phase is not Phase.SCAVENGE or state.attack is not None or state.counters or not state.teams:
        return False
    seat = state.current
    legal = [a.to_json() for a in game.legal_actions(state, seat)]
    plays = {a["card"] for a in legal if a["type"] == "team_card" and "slot" not in a and "block" not in a}
    return any(a["type"] == "discard" and a["card"] in plays for a in legal)


def test_a_card_that_may_be_discarded_or_played_offers_both_as_chips(qtbot, table) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    scene, view = table
    game = None
    for seed in range(40):
        try:
            game, state = _play_teams(seed)
            break
        except AssertionError:
            continue
    assert game is not None, "no position with a team card to discard or play"
    seat = state.current
    _show(scene, game, state, seat)
    legal = scene.legal
    card = next(a["card"] for a in legal if a["type"] == "team_card" and any(
        d["type"] == "discard" and d["card"] == a["card"] for d in legal))
    asked: list[dict[str, Any]] = []
    scene.intent_requested.connect(asked.append)
    _click(qtbot, view, scene.hand_item(card))
    assert asked == [] and scene.choice == {"card": card}
    labels = {chip.action["type"]: chip for chip in scene.chips()}
    assert "discard" in labels and "team_card" in labels
    assert {c.action["type"] for c in scene.chips()} <= {"discard", "team_card"}
    _click(qtbot, view, labels["discard"])
    assert asked == [{"type": "discard", "card": card}]


def _play_teams(seed: int, limit: int = 600) -> tuple[Any, Any]:
    """Random legal actions from a new 2x2 team game (as test_high_noon_saloon_scene's ``_play``) until a player
    scavenges holding a team card they may play now."""
    game = get_game("high_noon_saloon")
    state = game.new_state(4, seed, {"teams": "2x2"})
    rng = random.Random(seed)
    for _ in range(limit):
        if _scavenging_with_a_team_card(game, state):
            return game, state
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
        busy = [a for a in actions if a.to_json()["type"] != "end_phase"]
        state, _ = game.apply(state, seat, rng.choice(busy) if busy and rng.random() < 0.6 else rng.choice(actions))
    raise AssertionError("the wanted position never came")
