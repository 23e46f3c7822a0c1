"""High Noon Saloon team details (issue 26 item 8): a card passed by a teammate is marked "from Ann"; each team's
+10 token shows on its boards, still to cash or cashed, with a tooltip saying what cashing does; team cards say so
in their tooltip, and one that would do nothing now is drawn dimmed."""

from __future__ import annotations

from typing import Any

import random

import pytest

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.state import Phase
from tabletop_qt.ui.games.high_noon_saloon.board import HighNoonSaloonBoard
from tests.ui.hns_support import saloon_table

NAMES = ["Ann", "Bob", "Cleo", "Dirk"]


@pytest.fixture
def table(qtbot):  # type: ignore[no-untyped-def]
    scene, view = saloon_table(qtbot)
    yield scene, view
    view.close()


def _play(players: int, seed: int, until: Any, limit: int = 600) -> tuple[Any, Any]:
    """Random legal actions from a new 2x2 team game until ``until(game, state)`` holds."""
    game = get_game("high_noon_saloon")
    state = game.new_state(players, seed, {"teams": "2x2"})
    rng = random.Random(seed)
    for _ in range(limit):
        if until(game, state):
            return game, state
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] not in ("quick_draw", "cash_token")]
        busy = [a for a in actions if a.to_json()["type"] not in ("end_phase", "pass_card")]
        state, _ = game.apply(state, seat, rng.choice(busy) if busy and rng.random() < 0.6 else rng.choice(actions))
    raise AssertionError("the wanted position never came")


def _team_view(game: Any, state: Any, seat: int, **changes: Any) -> dict[str, Any]:
    view = game.view(state, seat)
    view.update(changes)
    return view


def test_each_team_board_shows_its_token_and_what_cashing_does(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(4, 2, lambda g, s: s.phase.value == "weapon" and s.attack is None, limit=600)
    view = _team_view(game, state, 0, team_grit=[24, 31], team_tokens=[True, False])
    scene.show_view(view, NAMES[:4], [])
    still = [i for i in scene.items() if i.data(1) == "token"]
    cashed = [i for i in scene.items() if i.data(1) == "token_cashed"]
    assert len(still) == 2 and len(cashed) == 2  # every board of each team, the other team's too
    assert "still to cash" in still[0].toolTip() and "up to 40" in still[0].toolTip()
    assert "is cashed" in cashed[0].toolTip()
    board = HighNoonSaloonBoard()
    board.retranslate()
    assert "up to 40" in board.buttons["cash_token"].toolTip()


def test_a_card_passed_by_a_teammate_is_marked_until_it_leaves_the_hand(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(
        4, 3, lambda g, s: s.phase is Phase.END and s.attack is None and not s.passed_card and s.players[s.current].hand,
        limit=3000,
    )
    giver = state.current
    mate = next(m for m in state.teammates(giver) if not state.players[m].out)
    action = next(a for a in game.legal_actions(state, giver) if a.to_json()["type"] == "pass_card" and a.target == mate)
    scene.show_view(game.view(state, mate), NAMES[:4], [])
    state, events = game.apply(state, giver, action)
    view = game.view(state, mate)
    scene.show_view(view, NAMES[:4], [], events)
    card = scene.hand_item(action.card)
    ribbon = card._received_ribbon
    assert ribbon.isVisible() and ribbon.childItems()[0].text() == f"from {NAMES[giver]}"
    assert NAMES[giver] in ribbon.toolTip()
    others = [c for c in scene.hand_items() if c.key != action.card]
    assert all(not getattr(c, "_received_ribbon", None) or not c._received_ribbon.isVisible() for c in others)
    # The card leaves the hand (here: the view without it): no mark is left on the card now in its place.
    players = list(view["players"])
    players[mate] = {**players[mate], "hand": [c for c in players[mate]["hand"] if c != action.card]}
    scene.show_view({**view, "players": players}, NAMES[:4], [])
    assert all(not getattr(c, "_received_ribbon", None) or not c._received_ribbon.isVisible() for c in scene.hand_items())


def test_a_team_card_that_would_do_nothing_is_dimmed_and_says_why(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(4, 2, lambda g, s: s.phase.value == "weapon" and s.attack is None, limit=600)
    view = game.view(state, 0)
    players = list(view["players"])
    players[0] = {**players[0], "hand": [*players[0]["hand"], "patch_you_up#1", "hand_me_that#1"]}
    full = {**view, "players": players, "team_grit": [30, 22], "team_tokens": [True, True]}
    scene.show_view(full, NAMES[:4], [])
    patch, draw = scene.hand_item("patch_you_up#1"), scene.hand_item("hand_me_that#1")
    assert patch._dimmed and "would do nothing" in patch.toolTip()
    assert not draw._dimmed and "Team card" in draw.toolTip() and "would do nothing" not in draw.toolTip()
    scene.show_view({**full, "team_grit": [27, 22]}, NAMES[:4], [])  # 3 grit to gain: worth playing
    assert not scene.hand_item("patch_you_up#1")._dimmed
    # Once the token is cashed the team may reach 40: 30 is no longer full.
    scene.show_view({**full, "team_tokens": [False, True]}, NAMES[:4], [])
    assert not scene.hand_item("patch_you_up#1")._dimmed
