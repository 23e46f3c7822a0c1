"""The High Noon Saloon scene on its own (offscreen): the house map, figures, lit legal actions, team colours."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsItem

from tabletop_qt.core.games import get_game
from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.games.high_noon_saloon.layout import TEAM_COLOURS
from tabletop_qt.ui.table_view import TableView
from tests.ui.hns_support import saloon_table

NAMES = ["Ann", "Bob", "Cleo", "Dirk", "Eva", "Frank"]


def _play(players: int, seed: int, until: Any, limit: int = 600) -> tuple[Any, Any]:
    """Random legal actions from a new game until ``until(game, state)`` holds."""
    game = get_game("high_noon_saloon")
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if until(game, state):
            return game, state
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
        busy = [a for a in actions if a.to_json()["type"] != "end_phase"]
        state, _ = game.apply(state, seat, rng.choice(busy) if busy and rng.random() < 0.6 else rng.choice(actions))
    raise AssertionError("the wanted position never came")


def _phase(name: str) -> Any:
    return lambda game, state: state.phase.value == name and state.attack is None and not state.counters


@pytest.fixture
def table(qtbot):  # type: ignore[no-untyped-def]
    scene, view = saloon_table(qtbot)
    yield scene, view
    view.close()


def _show(scene: HighNoonSaloonScene, game: Any, state: Any, seat: int) -> dict[str, Any]:
    view = game.view(state, seat)
    legal = [a.to_json() for a in game.legal_actions(state, seat)] if seat in game.current_seats(state) else []
    scene.show_view(view, NAMES[: len(view["players"])], legal)
    return view


def _click(qtbot, view: TableView, item: QGraphicsItem) -> None:  # type: ignore[no-untyped-def]
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def test_every_area_and_space_of_the_house_map_is_drawn(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    content = house_set()
    spaces = scene.space_items()
    assert set(spaces) == {s.id for a in content.areas for s in a.spaces}
    for area in content.areas:
        for space in area.spaces:
            item = spaces[space.id]
            assert item.orange == space.orange
            # Orange spaces are visibly orange: their border is the orange of the figures' limited side.
            assert (item.pen().color().name() == "#ff8a1f") == space.orange
    # Every area's name is on the table, and each directed reach has an arrow (a two-way reach one with two heads).
    texts = {i.text() for i in scene.items() if hasattr(i, "text")}
    for name in ("No Cover", "On the Stairs", "Upstairs Balcony", "Back Room", "Behind the Bar"):
        assert name in texts
    arrows = scene.arrows()
    drawn = {(s, t) for s, t, _ in arrows} | {(t, s) for s, t, both in arrows if both}
    wanted = {(a.id, r) for a in content.areas for r in a.reach}
    assert drawn == wanted
    assert ("stairs", "balcony", False) in arrows  # the Balcony does not reach back


def test_figures_sit_on_the_spaces_the_view_says(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(4, 3, _phase("hunker"))
    view = _show(scene, game, state, state.current)
    figures = scene.figure_items()
    for seat, player in enumerate(view["players"]):
        if player["space"] is None or player["out"]:
            assert seat not in figures
            continue
        assert figures[seat].pos() == scene.space_item(player["space"]).pos()
        assert figures[seat].limited == player["limited"]
    assert scene.current_phase_label() == "hunker"


def test_clicking_a_lit_space_asks_for_that_move_and_an_unlit_one_asks_why(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    game, state = _play(4, 5, _phase("hunker"))
    _show(scene, game, state, state.current)
    legal = [a for a in scene.legal if a["type"] == "move"]
    lit = {s for s, item in scene.space_items().items() if item.lit}
    assert lit == {a["space"] for a in legal}
    asked: list[Any] = []
    explained: list[Any] = []
    scene.intent_requested.connect(asked.append)
    scene.explain_requested.connect(explained.append)
    _click(qtbot, view, scene.space_item(legal[0]["space"]))
    assert asked == [legal[0]]
    taken = next(p["space"] for p in game.view(state, None)["players"] if p["space"] is not None)
    _click(qtbot, view, scene.space_item(taken))
    assert asked == [legal[0]]  # nothing more was asked for
    assert explained == [{"type": "move", "space": taken}]
    assert game.check  # the rules say why: the space is taken
    with pytest.raises(Exception, match="space_taken"):
        game.check(state, state.current, game.action_from_json(explained[0]))


def test_equipping_a_weapon_lights_the_slots_and_a_slot_click_equips(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table

    def weapon_phase_with_a_weapon(game: Any, state: Any) -> bool:
        if not _phase("weapon")(game, state):
            return False
        return any(a.to_json()["type"] == "equip" for a in game.legal_actions(state, state.current))

    game, state = _play(3, 8, weapon_phase_with_a_weapon)
    _show(scene, game, state, state.current)
    equip = next(a for a in scene.legal if a["type"] == "equip")
    asked: list[Any] = []
    scene.intent_requested.connect(asked.append)
    _click(qtbot, view, scene.hand_item(equip["card"]))
    slots = {a["slot"] for a in scene.legal if a["type"] == "equip" and a["card"] == equip["card"]}
    if len(slots) > 1:
        assert scene.choice == {"card": equip["card"]} and not asked
        assert all(scene.slot_item(s).is_selectable for s in slots)
        _click(qtbot, view, scene.slot_item(equip["slot"]))
    assert asked == [{"type": "equip", "card": equip["card"], "slot": equip["slot"]}]


def test_nothing_is_asked_for_when_no_action_is_legal(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    game, state = _play(4, 5, _phase("hunker"))
    other = (state.current + 1) % 4
    _show(scene, game, state, other)
    assert not scene.legal and not any(item.lit for item in scene.space_items().values())
    asked: list[Any] = []
    explained: list[Any] = []
    scene.intent_requested.connect(asked.append)
    scene.explain_requested.connect(explained.append)
    free = next(s for s in scene.space_items() if s not in {p.space for p in state.players})
    _click(qtbot, view, scene.space_item(free))
    assert asked == [] and explained == []


def test_a_target_lights_up_and_clicking_it_names_it(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    # Hand-made: the attacker names a target (the engine's legal TARGET actions are lists of seats).
    game, state = _play(4, 11, _phase("fight"))
    seat = state.current
    view_dict = game.view(state, seat)
    others = [i for i, p in enumerate(view_dict["players"]) if i != seat and p["space"] is not None and not p["out"]]
    legal = [{"type": "target", "targets": [t]} for t in others]
    scene.show_view(view_dict, NAMES[:4], legal)
    assert {s for s, f in scene.figure_items().items() if f.lit} == set(others)
    assert all(scene.board_item(t).lit for t in others)
    asked: list[Any] = []
    scene.intent_requested.connect(asked.append)
    _click(qtbot, view, scene.figure_item(others[0]))
    assert asked == [{"type": "target", "targets": [others[0]]}]


def test_team_fields_draw_team_colours(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(4, 2, _phase("weapon"))
    view = game.view(state, 0)
    # The engine adds these soon; a view extended by hand as the state holds them: each seat's team, each team's
    # grit and whether its +10 token is still to cash.
    view = {**view, "teams": [0, 1, 0, 1], "team_grit": [31, 27], "team_tokens": [True, False]}
    scene.show_view(view, NAMES[:4], [])
    for seat, figure in scene.figure_items().items():
        assert figure.team_colour() == TEAM_COLOURS[view["teams"][seat]]
    texts = {i.text() for i in scene.items() if hasattr(i, "text")}
    assert "31" in texts  # seat 0's board shows the team's grit
    # Team 0 still has its +10 token (on Ann's board and on Cleo's), team 1 cashed it (grey on Bob's and Dirk's).
    assert len([i for i in scene.items() if i.data(1) == "token"]) == 2
    assert len([i for i in scene.items() if i.data(1) == "token_cashed"]) == 2
    stripes = [i for i in scene.items() if i.data(1) == "team"]
    assert {s.brush().color().name() for s in stripes} == {TEAM_COLOURS[0].name(), TEAM_COLOURS[1].name()}


def test_piles_show_their_counts(table) -> None:  # type: ignore[no-untyped-def]
    scene, _ = table
    game, state = _play(2, 4, _phase("jump"))
    view = _show(scene, game, state, state.current)
    assert scene.pile_counts() == [view["deck_count"], len(view["discards"]), view["load_count"],
                                   len(view["load_discards"])]
