"""Proving that every legal action of the person at the screen can be made with the table's own items and buttons.

A position comes from a seeded random walk through the rules (``walk_positions``); the real game page shows it
through a controller that only records what the page would send (``RecordingController``). For each legal action a
per-game planner says which visible thing to click next (a card, a slot, a space, a figure, a chip, a button); the
click is a real mouse click on the view's viewport (at a point where that item is the topmost one) or on the
button, and the action the page sends is compared with the legal action. Nothing is called behind the page's back:
an item that is not shown, off the viewport or covered by another cannot be clicked, and a missing chip or button is
an unreachable action.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, Signal
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem

from tabletop_qt.table.answers import pending_window
from tabletop_qt.ui.items.card_item import CardItem
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.table.update import TableUpdate, make_update

MAX_CLICKS = 8
# Actions a uniform walk seldom stops at, sought first by a small sample (with the seat's out-of-turn windows).
RARE = frozenset({"declare", "target", "enhance", "block", "offer", "area_effect", "pass_card", "team_card", "lure", "move_weapon", "slap", "ready", "reveal"})


class RecordingController(QObject):
    """Stands in for the rules thread: the page shows what it is given and its intents are only recorded."""

    table_updated = Signal(object)
    intent_rejected = Signal(int, str, object)
    intent_explained = Signal(int, object, str, object)

    def __init__(self) -> None:
        super().__init__()
        self.submitted: list[tuple[int, Any]] = []
        self.explained: list[tuple[int, Any]] = []

    def acknowledge(self, version: int) -> None:
        pass

    def submit(self, seat: int, action: Any) -> None:
        self.submitted.append((seat, action))

    def explain(self, seat: int, action: Any) -> None:
        self.explained.append((seat, action))

    def undo(self, seat: int | None = None) -> None:
        pass


@dataclass(frozen=True)
class Position:
    game_id: str
    options: dict[str, Any]
    players: int
    seat: int  # the person at the screen
    seed: int
    moves: tuple[tuple[int, Any], ...]  # (seat, action) from the start

    def table(self) -> Table:
        seats = tuple(
            SeatSpec(SeatKind.HUMAN if i == self.seat else SeatKind.BOT, f"Player {i + 1}", None if i == self.seat else "normal")
            for i in range(self.players)
        )
        table = Table.new(GameSetup(self.game_id, seats, self.seed, dict(self.options)))
        for seat, action in self.moves:
            verdict = table.submit(seat, action)
            assert verdict.accepted, (seat, action, verdict.reason)
        return table

    def update(self) -> TableUpdate:
        table = self.table()
        answer = pending_window(self.game_id, table.game, table.state)
        return make_update(table, (self.seat,), (), screen_seat=self.seat, answer=answer)

    def describe(self) -> str:
        return f"{self.game_id} {self.options} players={self.players} seat={self.seat} seed={self.seed} after {len(self.moves)} moves"


def walk_positions(game_id: str, options: dict[str, Any], players: int, seed: int, count: int, longest: int = 400) -> list[Position]:
    """``count`` positions of one seeded game where the seat at the screen (chosen by the seed) has legal actions:
    its turns and, in games that have them, its out-of-turn windows and its any-moment actions."""
    rng = random.Random(seed)
    seat = rng.randrange(players)
    start = Position(game_id, options, players, seat, seed, ())
    table = start.table()
    moves: list[tuple[int, Any]] = []
    found: list[Position] = []
    rare: list[Position] = []  # out-of-turn windows and rarer actions: a small sample takes these first
    for _ in range(longest):
        if table.outcome.finished:
            break
        legal = table.legal(seat)
        if legal:
            position = Position(game_id, options, players, seat, seed, tuple(moves))
            window = pending_window(game_id, table.game, table.state)
            kinds = {a.get("type") for a in legal if isinstance(a, dict)}
            if (window is not None and window.seat == seat) or kinds & RARE:
                rare.append(position)
            else:
                found.append(position)
        movers = [s for s in range(players) if table.legal(s)]
        current = [s for s in table.current_seats() if table.legal(s)]
        if not movers:
            break
        # Mostly the seats asked; now and then an any-moment action (a quick draw, a team card).
        mover = rng.choice(current) if current and rng.random() < 0.9 else rng.choice(movers)
        action = rng.choice(table.legal(mover))
        assert table.submit(mover, action).accepted
        moves.append((mover, action))
    taken = rng.sample(rare, min(len(rare), (count + 1) // 2))
    rest = found + [p for p in rare if p not in taken]
    taken += rng.sample(rest, min(len(rest), count - len(taken)))
    return sorted(taken, key=lambda p: len(p.moves))


def find_position(game_id: str, options: dict[str, Any], players: int, wanted: Callable[[TableUpdate], bool], seeds: range = range(1, 200), longest: int = 400) -> Position:
    """The first position of the seeded walks (as ``walk_positions`` makes them) whose update for the seat at the
    screen is ``wanted``; the walk is checked as it goes, not replayed for each position."""
    for seed in seeds:
        rng = random.Random(seed)
        seat = rng.randrange(players)
        table = Position(game_id, options, players, seat, seed, ()).table()
        moves: list[tuple[int, Any]] = []
        for _ in range(longest):
            if table.outcome.finished:
                break
            if table.legal(seat):
                answer = pending_window(game_id, table.game, table.state)
                if wanted(make_update(table, (seat,), (), screen_seat=seat, answer=answer)):
                    return Position(game_id, options, players, seat, seed, tuple(moves))
            movers = [s for s in range(players) if table.legal(s)]
            current = [s for s in table.current_seats() if table.legal(s)]
            if not movers:
                break
            mover = rng.choice(current) if current and rng.random() < 0.9 else rng.choice(movers)
            action = rng.choice(table.legal(mover))
            table.submit(mover, action)
            moves.append((mover, action))
    raise AssertionError("no such position in the seeded walks")


# ---------------------------------------------------------------------------------------------------- clicking
class Unclickable(AssertionError):
    pass


def visible_point(view: Any, item: QGraphicsItem) -> QPoint:
    """A point of the viewport where ``item`` (or one of its children) is the topmost item: a person can click it
    there. Raises Unclickable when the item is hidden, off the viewport or covered everywhere."""
    if not item.isVisible() or item.scene() is not view.scene():
        raise Unclickable(f"{item!r} is not shown")
    rect = item.sceneBoundingRect()
    viewport = view.viewport().rect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
            point = view.mapFromScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            if not viewport.contains(point):
                continue
            # The topmost item there that takes a click (a mark or a label on top lets it through).
            # (Frantic Frankfurt's scene takes its clicks itself, by where they land: its cards take none.)
            top = next((i for i in view.items(point) if i is item or _takes_clicks(i)), None)
            if top is item:
                return point
    centre = view.mapFromScene(rect.center())
    above = view.itemAt(centre) if viewport.contains(centre) else None
    raise Unclickable(f"{item!r} cannot be clicked: off the viewport or covered (at its centre: {above!r})")


def _takes_clicks(item: QGraphicsItem) -> bool:
    """An item that answers a left click itself (a card, a chip, a space, a figure, a ghost)."""
    if not item.acceptedMouseButtons() & Qt.MouseButton.LeftButton:
        return False
    return isinstance(item, CardItem) or getattr(item, "on_click", None) is not None or getattr(item, "_on_click", None) is not None


def click_item(qtbot: Any, view: Any, item: QGraphicsItem) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(view, item))


def click_scene_point(qtbot: Any, view: Any, point: QPointF) -> None:
    pos = view.mapFromScene(point)
    if not view.viewport().rect().contains(pos):
        raise Unclickable(f"{point} is off the viewport")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_button(qtbot: Any, button: QAbstractButton) -> None:
    if not button.isVisibleTo(button.window()) or not button.isEnabled():
        raise Unclickable(f"{button.objectName()} is hidden or disabled")
    if button.width() < 8 or button.height() < 8:
        raise Unclickable(f"{button.objectName()} is squeezed to nothing")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# A planner looks at the page and the wanted action and makes the next click (returns False: nothing to click).
Planner = Callable[[Any, Any, dict[str, Any]], bool]


def same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@dataclass
class Reach:
    page: Any
    qtbot: Any
    controller: RecordingController
    planners: dict[str, Callable[[Reach, dict[str, Any]], bool]]

    checked: int = 0  # legal actions tried
    alike: int = 0  # of them, made under another JSON with the same result (one ghost for one place)

    def show(self, update: TableUpdate) -> None:
        shown = self.page.update_shown
        if shown is None or shown.setup != update.setup:
            self.page.prepare_table(update.setup)  # as the window does before a table's first position
        self.controller.table_updated.emit(update)
        self._update = update

    def reset(self) -> None:
        """Back to the position as shown, nothing picked."""
        self.controller.table_updated.emit(self._update)
        self.page.board.cancel()  # as Escape: nothing picked, nothing about to go by itself
        self.page.board.intent_refused("", {})  # nothing sent waits for an answer (a card in flight goes home)
        self.controller.submitted.clear()
        self.controller.explained.clear()

    def produce(self, action: dict[str, Any]) -> list[Any]:
        """Click towards ``action`` until the page sends something; the actions it sent."""
        self.reset()
        planner = self.planners[self.page.update_shown.setup.game_id]
        for _ in range(MAX_CLICKS):
            if self.controller.submitted:
                break
            if not planner(self, action):
                break
        return [a for _, a in self.controller.submitted]


def result_of(table: Table, seat: int, action: Any) -> Any:
    """The state an action leads to (two actions with the same result are the same move to a person)."""
    game = table.game
    state, _ = game.apply(table.state, seat, game.action_from_json(action))
    return json.dumps(game.state_to_json(state), sort_keys=True)


def unreachable(reach: Reach, position: Position) -> Iterator[str]:
    """Every legal action of the seat at the screen that the clicks could not make, described."""
    update = position.update()
    reach.show(update)
    legal = update.legal.get(position.seat, [])
    table = None
    for action in legal:
        reach.checked += 1
        try:
            sent = reach.produce(action)
        except Unclickable as exc:
            yield f"{position.describe()}: {action}: {exc}"
            continue
        if any(same(a, action) for a in sent):
            continue
        if sent:
            # A different JSON for the same move (two ghosts for one place show once): the same result counts.
            table = table or position.table()
            if all(a in legal for a in sent) and result_of(table, position.seat, sent[0]) == result_of(table, position.seat, action):
                reach.alike += 1
                continue
        yield f"{position.describe()}: {action}: the clicks sent {sent or 'nothing'}"
