"""The mark of the last move on every game's table: shown after a move, replaced (the old one gone) by the next.

Each scene is fed views and events from its real rules engine, as the game page does, and shown in the app's
TableView offscreen.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from tabletop_qt.core.games import get_game
from tabletop_qt.ui.items.last_move import marks_in
from tabletop_qt.ui.games.frantic_frankfurt.scene import FranticFrankfurtScene
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.games.high_noon_saloon.map import SPACE_R
from tabletop_qt.ui.games.tea_time.scene import TeaTimeScene
from tabletop_qt.ui.games.times_square.scene import TimesSquareScene, space_x
from tabletop_qt.ui.table_view import TableView

NAMES = ["Anna", "Bruno", "Carla", "Daan"]


class Driver:
    """A real engine feeding one seat's view and the latest events to a scene in a shown view."""

    def __init__(self, qtbot: Any, game_id: str, scene: Any, players: int, seed: int, seat: int = 0) -> None:
        self.game = get_game(game_id)
        self.scene = scene
        self.seat = seat
        self.state, events = self.game.new_state_with_events(players, seed)
        self.names = NAMES[:players]
        self.view = TableView(scene)
        qtbot.addWidget(self.view)
        self.view.resize(1280, 800)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.show(events)

    def show(self, events: Any) -> None:
        view = self.game.view(self.state, self.seat)
        legal = [self.game.action_to_json(a) for a in self.game.legal_actions(self.state, self.seat)] \
            if self.seat in self.game.current_seats(self.state) else []
        redact = getattr(self.game, "redact", None)  # games without secrets have nothing to redact
        shown = [e for e in ((redact(e, self.seat) if redact else e) for e in events) if e is not None]
        self.scene.show_view(view, self.names, legal, shown)

    def apply(self, seat: int, action: Any) -> list[Any]:
        self.state, events = self.game.apply(self.state, seat, action)
        self.show(events)
        return events


def _covers(scene: Any, point: QPointF) -> bool:
    return any(i.sceneBoundingRect().contains(point) for i in marks_in(scene))


def test_tea_time_marks_the_cells_just_emptied_until_the_next_take(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = TeaTimeScene()
    table = Driver(qtbot, "tea_time", scene, 2, seed=7)
    assert marks_in(scene) == []  # nothing has happened yet
    taken: list[list[int]] = []
    for _ in range(2):
        seat = table.game.current_seats(table.state)[0]
        action = max(table.game.legal_actions(table.state, seat), key=lambda a: len(table.game.action_to_json(a)["cells"]))
        cells = table.game.action_to_json(action)["cells"]
        table.apply(seat, action)
        taken.append(cells)
        marks = marks_in(scene)
        assert len(marks) == len(cells)
        for cell in cells:
            centre = scene.cell_item(cell).sceneBoundingRect().center()
            assert _covers(scene, centre), f"cell {cell} just emptied is not marked"
    # The first take's cells are no longer marked (unless the second take emptied the same place).
    for cell in set(taken[0]) - set(taken[1]):
        assert not _covers(scene, scene.cell_item(cell).sceneBoundingRect().center())


def test_times_square_marks_the_figures_path_until_the_next_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = TimesSquareScene()
    table = Driver(qtbot, "times_square", scene, 2, seed=3)
    rng = random.Random(3)
    paths: list[list[tuple[int, int]]] = []
    for _ in range(40):
        seat = table.game.current_seats(table.state)[0]
        plays = [a for a in table.game.legal_actions(table.state, seat) if table.game.action_to_json(a)["type"] == "play"]
        events = table.apply(seat, rng.choice(plays or table.game.legal_actions(table.state, seat)))
        moves = [(e.args["from"], e.args["to"]) for e in events if e.code == "ts.figure_moved"]
        if moves:
            paths.append(moves)
            marks = marks_in(scene)
            assert marks, "a figure moved and nothing marks its path"
            for start, end in moves:
                left, right = sorted((space_x(start), space_x(end)))
                assert any(m.sceneBoundingRect().left() <= left + 2 and m.sceneBoundingRect().right() >= right - 2
                           for m in marks), f"no arrow runs from space {start} to {end}"
            if len(paths) == 2:
                break
    assert len(paths) == 2
    olds = {end for _, end in paths[0]} - {end for _, end in paths[1]} - {start for start, _ in paths[1]}
    assert len(marks_in(scene)) == 2 * len(paths[1])  # an outline and an arrow per figure of the latest move only
    for end in olds:
        assert not any(abs(m.sceneBoundingRect().center().x() - space_x(end)) < 5 for m in marks_in(scene) if m.boundingRect().width() < 80)


def test_frantic_frankfurt_marks_the_pile_just_played_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = FranticFrankfurtScene()
    table = Driver(qtbot, "frantic_frankfurt", scene, 2, seed=5)
    rng = random.Random(5)
    played: list[int] = []
    for _ in range(400):
        seats = list(table.game.current_seats(table.state))
        moves = [(s, a) for s in seats for a in table.game.legal_actions(table.state, s)]
        plays = [(s, a) for s, a in moves if table.game.action_to_json(a)["type"] == "play"]
        if not moves:
            break
        seat, action = rng.choice(plays or moves)
        events = table.apply(seat, action)
        pile = next((e.args["pile"] for e in events if e.code == "ff.card_played"), None)
        if pile is None:
            continue
        played.append(pile)
        marks = marks_in(scene)
        assert len(marks) == 1
        assert marks[0].sceneBoundingRect().contains(scene.table.pile(pile).rect.center())
        if len(played) >= 2 and played[-1] != played[-2]:
            assert not marks[0].sceneBoundingRect().contains(scene.table.pile(played[-2]).rect.center())
            return
    pytest.fail(f"no two cards on different piles were played: {played}")


def test_high_noon_saloon_marks_a_move_then_an_attack(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = HighNoonSaloonScene()
    game = get_game("high_noon_saloon")
    table = Driver(qtbot, "high_noon_saloon", scene, 3, seed=11)
    rng = random.Random(11)
    seen: set[str] = set()
    for _ in range(900):
        seat = game.current_seats(table.state)[0]
        actions = [a for a in game.legal_actions(table.state, seat) if game.action_to_json(a)["type"] != "quick_draw"]
        busy = [a for a in actions if game.action_to_json(a)["type"] != "end_phase"]
        table.seat = seat  # the person looking is the one acting: every figure is on their map
        events = table.apply(seat, rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(actions))
        codes = {e.code for e in events}
        if "hns.moved" in codes or "hns.jumped" in codes:
            move = next(e for e in events if e.code in ("hns.moved", "hns.jumped"))
            reached = scene.space_item(move.args["space"]).sceneBoundingRect().center()
            assert _covers(scene, reached), "the space the figure reached is not marked"
            seen.add("move")
        elif "hns.targeted" in codes:
            attack = next(e for e in events if e.code == "hns.targeted")
            figures = scene.figure_items()
            for target in attack.args["targets"]:
                if target in figures:
                    assert _covers(scene, figures[target].sceneBoundingRect().center())
            if "move" in seen:
                # The move's mark made way for the attack's: every mark now touches the attacker or a target.
                spots = [figures[s].pos() for s in [attack.args["seat"], *attack.args["targets"]] if s in figures]
                for mark in marks_in(scene):
                    box = mark.sceneBoundingRect().adjusted(-SPACE_R - 2, -SPACE_R - 2, SPACE_R + 2, SPACE_R + 2)
                    assert any(box.contains(p) for p in spots)
                seen.add("attack")
        if {"move", "attack"} <= seen:
            return
    pytest.fail(f"only saw {seen}")


def test_the_window_marks_a_take_and_the_bots_next_one(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """In the real window: after the person's take its cells are marked; after the bot's take, the bot's are."""
    from tabletop_qt.table.seats import SeatKind
    from tests.ui.helpers import start_game_through_dialog, take_by_clicking, wait_for_turn_or_end

    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")])
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    take = sorted(page.scene.legal_takes())[0]
    take_by_clicking(qtbot, window, take)
    wait_for_turn_or_end(qtbot, window)  # the bot has taken meanwhile
    bot_take = next(e for e in page.update_shown.events if e.code == "tt.cards_taken")
    cells = sorted(c["cell"] for c in bot_take.args["cards"])
    assert bot_take.args["seat"] == 1 and len(marks_in(page.scene)) == len(cells)
    for cell in cells:
        assert _covers(page.scene, page.scene.cell_item(cell).sceneBoundingRect().center())
