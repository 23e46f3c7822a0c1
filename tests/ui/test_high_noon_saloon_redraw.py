"""A new position touches only what changed on the High Noon Saloon table: a watcher's side board that only moved is
moved, not drawn again; a new phase shows the other of its two chips; a figure whose player changed nothing is left
as it is. (Redrawing them cost up to 8 ms of the GUI thread in one position of a 6-player game.)"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from tabletop_qt.core.games import get_game
from tabletop_qt.ui.games.high_noon_saloon import words
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene

NAMES = ["Ann", "Bob", "Cleo", "Dirk"]


def _views(players: int, seed: int, steps: int = 900) -> list[dict[str, Any]]:
    """The public views (a watcher's) of one seeded game of random legal actions, one per position."""
    game = get_game("high_noon_saloon")
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    views = [game.view(state, None)]
    for _ in range(steps):
        if game.outcome(state).finished:
            break
        seat = game.current_seats(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
        state, _ = game.apply(state, seat, rng.choice(actions))
        views.append(game.view(state, None))
    return views


def test_a_side_board_that_only_moves_is_moved_not_drawn_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The watcher's own board follows the seat on the move; when the turn goes from the last seat to the first, the
    # others' boards shift in the column beside the map.
    for seed in range(1, 40):
        views = _views(4, seed)
        for before, after in zip(views, views[1:]):
            if before["phase"] == "setup" or (before["current"], after["current"]) != (3, 0):
                continue
            if before["players"][1] != after["players"][1] or before["team_tokens"] != after["team_tokens"]:
                continue
            scene = HighNoonSaloonScene()
            scene.show_view(before, NAMES, [])
            board = scene.board_item(1)
            top = board.sceneBoundingRect().top()
            scene.show_view(after, NAMES, [])
            assert scene.board_item(1) is board  # the same items,
            assert board.sceneBoundingRect().top() != top  # in their new place
            assert board.scene() is scene
            return
    raise AssertionError("no seed turned from the last seat to the first leaving seat 1 as it was")


def _phase_chips(scene: HighNoonSaloonScene) -> list[QGraphicsRectItem]:
    return [i for i in scene.items() if isinstance(i, QGraphicsRectItem) and i.data(0) in words.TURN_PHASES]


def test_a_new_phase_lights_its_chip_without_drawing_the_phases_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = _views(3, 5)
    before, after = next(
        (a, b) for a, b in zip(views, views[1:])
        if "setup" not in (a["phase"], b["phase"]) and a["phase"] != b["phase"] and a["turn"] == b["turn"]
    )
    scene = HighNoonSaloonScene()
    scene.show_view(before, NAMES[:3], [])
    chips = _phase_chips(scene)
    assert scene.current_phase_label() == before["phase"]
    scene.show_view(after, NAMES[:3], [])
    assert set(map(id, _phase_chips(scene))) == set(map(id, chips))
    assert scene.current_phase_label() == after["phase"]
    lit = [c.data(0) for c in chips if c.isVisible() and c.data(2)]
    assert lit == [after["phase"]]


def test_a_figure_whose_player_changed_nothing_is_not_drawn_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = [v for v in _views(3, 7) if v["phase"] != "setup"]
    scene = HighNoonSaloonScene()
    scene.show_view(views[0], NAMES[:3], [])
    touched: list[int] = []
    for seat, figure in scene.figure_items().items():
        figure.setToolTip = lambda tip, s=seat: touched.append(s)  # type: ignore[method-assign]
    same = dict(views[0], phase=views[0]["phase"])  # the same players: a position that moved nothing of theirs
    scene.show_view(same, NAMES[:3], [])
    assert touched == []


def test_a_new_choice_redraws_the_slots_and_chips_not_the_whole_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The acting seat's board is three sections: a position that changes only what may be clicked keeps the frame
    # (the player, the character, the grit) and draws the Fist and the Holster again.
    game = get_game("high_noon_saloon")
    state = game.new_state(3, 2)
    rng = random.Random(2)
    while state.phase.value == "setup" or not game.legal_actions(state, game.current_seats(state)[0]):
        seat = game.current_seats(state)[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    seat = game.current_seats(state)[0]
    view = game.view(state, seat)
    legal = [a.to_json() for a in game.legal_actions(state, seat)]
    scene = HighNoonSaloonScene()
    scene.show_view(view, NAMES[:3], legal)
    frame, fist = scene.board_item(seat), scene.slot_item("fist")
    scene.show_view(view, NAMES[:3], [])  # nothing to click any more (its time ran out, say)
    assert scene.board_item(seat) is frame and frame.scene() is scene
    assert scene.slot_item("fist") is not fist and fist.scene() is None


def _pile_cards(scene: HighNoonSaloonScene) -> list[Any]:
    return sorted((i for i in scene.items() if isinstance(i.data(1), tuple) and i.data(1)[0] == "pile"), key=lambda c: c.data(1)[1])


def test_a_draw_turns_the_piles_top_cards_and_counts_in_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = _views(3, 9)
    before, after = next((a, b) for a, b in zip(views, views[1:]) if a["deck_count"] != b["deck_count"])
    scene = HighNoonSaloonScene()
    scene.show_view(before, NAMES[:3], [])
    cards = _pile_cards(scene)
    assert scene.pile_counts()[0] == before["deck_count"]
    scene.show_view(after, NAMES[:3], [])
    assert [id(c) for c in _pile_cards(scene)] == [id(c) for c in cards]
    assert scene.pile_counts() == [after["deck_count"], len(after["discards"] or []), after["load_count"],
                                   len(after["load_discards"] or [])]


def _a_targeting_position() -> tuple[dict[str, Any], list[dict[str, Any]], int]:
    """A 4-player position whose acting seat may name another seat as a target: its view, its legal actions, a
    seat it may name."""
    game = get_game("high_noon_saloon")
    for seed in range(1, 40):
        state = game.new_state(4, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.outcome(state).finished:
                break
            seat = game.current_seats(state)[0]
            legal = [a.to_json() for a in game.legal_actions(state, seat)]
            named = {t for a in legal for t in [*a.get("targets", []), *([a["target"]] if "target" in a else [])]}
            if state.phase.value != "setup" and named - {seat}:
                return game.view(state, seat), legal, min(named - {seat})
            actions = [a for a in game.legal_actions(state, seat) if a.to_json()["type"] != "quick_draw"]
            state, _ = game.apply(state, seat, rng.choice(actions))
    raise AssertionError("no seed reached a position with a target to name")


def test_a_side_board_lit_as_a_target_keeps_its_items(qtbot) -> None:  # type: ignore[no-untyped-def]
    # An attack declared lights every side board it may name, a target picked or a new turn relights two: each
    # board's frame takes its new pen in place, its texts, portrait and cards are not made again (1-1.5 ms a board).
    view, legal, target = _a_targeting_position()
    scene = HighNoonSaloonScene()
    scene.show_view(view, NAMES, [])
    board = scene.board_item(target)
    parts = set(map(id, board.childItems()))
    plain = board.pen().width()
    assert not board.lit
    scene.show_view(view, NAMES, legal)  # the same table, now with seats to name
    assert scene.board_item(target) is board and board.scene() is scene
    assert set(map(id, board.childItems())) == parts
    assert board.lit and board.pen().width() != plain
    scene.show_view(view, NAMES, [])
    assert scene.board_item(target) is board and not board.lit and board.pen().width() == plain


def _texts(board: Any) -> list[str]:
    return [item.text() for item in board.childItems() if isinstance(item, QGraphicsSimpleTextItem)]


def test_a_new_game_and_damage_set_a_side_board_in_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A side board's items are made once for its shape and set from each position: a new game's first position
    # (other players, other characters) and damage taken show on the same items, not on five boards made afresh
    # (~1 ms a board). What they show is the new position's: checked item by item here, and against a table drawn
    # fresh by test_redraw_matches_fresh.py.
    game = get_game("high_noon_saloon")
    first, second = (game.view(game.new_state(4, seed), None) for seed in (3, 4))
    seat = next(s for s in range(4) if s not in (first["current"], second["current"]))
    assert first["players"][seat]["character"] != second["players"][seat]["character"]
    scene = HighNoonSaloonScene()
    scene.show_view(first, NAMES, [])
    board = scene.board_item(seat)
    items = set(map(id, board.childItems()))
    scene.new_table()
    scene.show_view(second, ["Xia", "Yuri", "Zeno", "Wim"], [])
    assert scene.board_item(seat) is board and board.scene() is scene and set(map(id, board.childItems())) == items
    character = next(c for c in scene.content.characters if c.id == second["players"][seat]["character"])
    assert _texts(board)[:2] == [["Xia", "Yuri", "Zeno", "Wim"][seat], character.name]
    hurt = dict(second, players=[dict(p, grit=p["grit"] - 3) if i == seat else p for i, p in enumerate(second["players"])])
    scene.show_view(hurt, ["Xia", "Yuri", "Zeno", "Wim"], [])
    assert scene.board_item(seat) is board and set(map(id, board.childItems())) == items
    assert f"Grit {second['players'][seat]['grit'] - 3}" in _texts(board)
    # Another language (or pack): the boards are made again in it, none put back from before.
    scene.retranslate()
    assert scene.board_item(seat) is not board and board.scene() is None
