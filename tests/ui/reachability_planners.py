"""Each game's planner for the reachability test: the next thing a person would click to make an action.

A planner only decides *what* to click among the things the page shows; the click itself is a real mouse click
(``reachability.click_item`` / ``click_button``), and whether it makes the action is up to the table's own code.
"""

from __future__ import annotations

from typing import Any

from tabletop_qt.ui.games.high_noon_saloon.board import BUTTON_ACTIONS
from tests.ui.reachability import Reach, Unclickable, click_button, click_item, click_scene_point, same


def tea_time(reach: Reach, action: dict[str, Any]) -> bool:
    board = reach.page.board
    scene = board.tea_scene
    for cell in action["cells"]:
        if cell not in scene.selection:
            item = scene.cell_item(cell)
            if item is None:
                raise Unclickable(f"no card on cell {cell}")
            click_item(reach.qtbot, reach.page.view, item)
            return True
    if board.take_button.isEnabled():
        click_button(reach.qtbot, board.take_button)
        return True
    return False


def times_square(reach: Reach, action: dict[str, Any]) -> bool:
    board = reach.page.board
    scene = board.ts_scene
    view = reach.page.view
    kind = action["type"]
    if kind == "end_turn":
        click_button(reach.qtbot, board.end_turn_button)
        return True
    ghosts = scene.ghosts()
    exact = [g for g in ghosts if same(g.action, action)]
    if exact:
        click_item(reach.qtbot, view, exact[0])
        return True
    if kind == "lure" and not scene.lure_mode:
        click_button(reach.qtbot, board.lure_button)
        return True
    cards = action.get("cards") or ([action["card"]] if "card" in action else [])
    for card in cards:
        if card not in scene.selected_cards:
            ids = scene.hand_ids()
            if card not in ids:
                raise Unclickable(f"{card} is not in the hand shown")
            click_item(reach.qtbot, view, scene.hand_items()[ids.index(card)])
            return True
    if kind == "discard":
        click_button(reach.qtbot, board.discard_button)
        return True
    # The same cards to the same places under another name (one ghost per place): that ghost.
    alike = [g for g in ghosts if g.action.get("to") == action.get("to") and sorted(g.action.get("cards", [])) == sorted(cards)]
    if alike:
        click_item(reach.qtbot, view, alike[0])
        return True
    return False


def frantic_frankfurt(reach: Reach, action: dict[str, Any]) -> bool:
    board = reach.page.board
    scene = board.ff_scene
    view = reach.page.view
    kind = action["type"]
    if kind in ("ready", "reveal"):
        click_button(reach.qtbot, board.ready_button)
        return True
    if kind == "slap":
        click_scene_point(reach.qtbot, view, scene.pile_rect(action["pile"]).center())
        return True
    if scene.picked != action["card"]:
        column = next((i for i in range(4) if scene.table.columns[i].card == action["card"]), None)
        if column is None:
            raise Unclickable(f"{action['card']} is no face-up top of a column")
        click_item(reach.qtbot, view, scene.column_top_item(column))
        return True
    if kind == "play":
        click_scene_point(reach.qtbot, view, scene.pile_rect(action["pile"]).center())
    else:
        click_scene_point(reach.qtbot, view, scene.column_rect(action["column"]).center())
    return True


def high_noon_saloon(reach: Reach, action: dict[str, Any]) -> bool:
    board = reach.page.board
    scene = board.hns_scene
    view = reach.page.view
    qtbot = reach.qtbot
    for chip in scene.chips():
        if same(chip.action, action):
            click_item(qtbot, view, chip)
            return True
    buttons = [board.buttons[name] for name, wanted in BUTTON_ACTIONS.items() if same(wanted, action)]
    if buttons:
        # End phase and End turn both send end_phase: the one enabled (a hidden or disabled one is refused).
        click_button(qtbot, next((b for b in buttons if b.isEnabled()), buttons[0]))
        return True
    choice = scene.choice
    if "card" in action and choice.get("card") != action["card"]:
        if action["card"] not in [c.key for c in scene.hand_items()]:
            raise Unclickable(f"{action['card']} is not in the hand shown")
        click_item(qtbot, view, scene.hand_item(action["card"]))
        return True
    if action["type"] == "move_weapon" and "card" not in choice:
        # The weapon to move is clicked where it is: it goes to the other slot.
        click_item(qtbot, view, scene.slot_item("holster" if action["slot"] == "fist" else "fist"))
        return True
    if "slot" in action and choice.get("slot") != action["slot"]:
        click_item(qtbot, view, scene.slot_item(action["slot"]))
        return True
    if "space" in action and choice.get("space") != action["space"]:
        click_item(qtbot, view, scene.space_item(action["space"]))
        return True
    players = list(action.get("targets", []))
    chosen = choice.get("targets", [])
    if "target" in action and choice.get("target") != action["target"]:
        players.append(action["target"])
        chosen = []
    for seat in players:
        if seat not in chosen:
            figure = scene.figure_items().get(seat)
            try:
                click_item(qtbot, view, figure if figure is not None else scene.board_item(seat))
            except Unclickable:
                click_item(qtbot, view, scene.board_item(seat))
            return True
    return False


PLANNERS = {
    "tea_time": tea_time,
    "times_square": times_square,
    "frantic_frankfurt": frantic_frankfurt,
    "high_noon_saloon": high_noon_saloon,
}
