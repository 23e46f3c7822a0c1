"""Where a tutorial step's target is on the screen: the scene item or the button a `Target` names, per game.

A step may need several clicks (a card, then the slot it goes to); `next_target` is the first of them the board's
choice does not hold yet, so the pointer moves on as the learner clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QPushButton

from tabletop_qt.tutorials.engine import same_action
from tabletop_qt.tutorials.script import Step, Target, TargetKind

Located = QGraphicsItem | QPushButton | None


def _fits(chip_action: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
    return all(chip_action.get(k) == v for k, v in wanted.items())


def _hns(board: Any, target: Target) -> Located:
    scene = board.hns_scene
    kind, key = target.kind, target.key
    try:
        if kind is TargetKind.HAND:
            return scene.hand_item(key)
        if kind is TargetKind.SLOT:
            return scene.slot_item(key)
        if kind is TargetKind.SPACE:
            return scene.space_item(key)
        if kind is TargetKind.FIGURE:
            return scene.figure_item(int(key))
        if kind is TargetKind.CHIP:
            return next((c for c in scene.chips() if _fits(c.action, key)), None)
        if kind is TargetKind.BUTTON:
            return board.buttons.get(key)
    except (KeyError, StopIteration):
        return None
    return None


def _hns_done(board: Any, target: Target) -> bool:
    """A card of the hand is done once the board's choice holds it (the next click is where it goes)."""
    return target.kind is TargetKind.HAND and board.hns_scene.choice.get("card") == target.key


def _tea_time(board: Any, target: Target) -> Located:
    if target.kind is TargetKind.CELL:
        return board.tea_scene.cell_item(int(target.key))
    if target.kind is TargetKind.BUTTON and target.key == "take":
        return board.take_button
    return None


def _tea_time_done(board: Any, target: Target) -> bool:
    """A cell is done once it is in the selection (the Take button comes last)."""
    return target.kind is TargetKind.CELL and int(target.key) in board.tea_scene.selection


def _times_square(board: Any, target: Target) -> Located:
    scene = board.ts_scene
    if target.kind is TargetKind.HAND:
        ids = scene.hand_ids()
        return scene.hand_items()[ids.index(target.key)] if target.key in ids else None
    if target.kind is TargetKind.CHIP:  # a ghost: the figure where the taught play would put it
        return next((g for g in scene.ghosts() if same_action(g.action, target.key)), None)
    if target.kind is TargetKind.BUTTON and target.key == "end_turn":
        return board.end_turn_button
    return None


def _times_square_done(board: Any, target: Target) -> bool:
    """A card of the hand is done once it is chosen (its ghosts show next)."""
    return target.kind is TargetKind.HAND and target.key in board.ts_scene.selected_cards


def _frantic_frankfurt(board: Any, target: Target) -> Located:
    scene = board.ff_scene
    kind, key = target.kind, target.key
    try:
        if kind is TargetKind.CARD:  # a face-up top of the learner's columns
            column = next((c for c in range(4) if scene.column_card(c) == key), None)
            return scene.column_item(column) if column is not None else None
        if kind is TargetKind.COLUMN:
            return scene.column_item(int(key))
        if kind is TargetKind.PILE:
            item = scene.pile_top_item(int(key))
            return item if item.isVisible() else None
    except (IndexError, KeyError):
        return None  # the table is not laid out yet
    if kind is TargetKind.BUTTON and key == "ready":
        return board.ready_button
    return None


def _frantic_frankfurt_done(board: Any, target: Target) -> bool:
    """A card is done once it is in hand (the pile or the empty column it goes to comes next)."""
    return target.kind is TargetKind.CARD and board.ff_scene.picked == target.key


LOCATORS: dict[str, tuple[Callable[[Any, Target], Located], Callable[[Any, Target], bool]]] = {
    "frantic_frankfurt": (_frantic_frankfurt, _frantic_frankfurt_done),
    "high_noon_saloon": (_hns, _hns_done),
    "tea_time": (_tea_time, _tea_time_done),
    "times_square": (_times_square, _times_square_done),
}


def next_target(game_id: str, board: Any, step: Step) -> Target | None:
    """The step's target to click now: the first its board's choice does not already hold."""
    _, done = LOCATORS[game_id]
    for target in step.targets:
        if not done(board, target):
            return target
    return step.targets[-1] if step.targets else None


def locate(game_id: str, board: Any, target: Target) -> Located:
    """The item or button ``target`` names on ``board`` now, or None when the table does not show it."""
    find, _ = LOCATORS[game_id]
    return find(board, target)
