"""The Frantic Frankfurt table on real widgets: drag and drop, click then pile, keys, lit targets, refusals.

Every view comes from the real rules engine (new_state, apply); the board is shown in the app's TableView and
played with real mouse and key events on its viewport, like a person would.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.games.frantic_frankfurt.board import FranticFrankfurtBoard
from tabletop_qt.ui.games.frantic_frankfurt.items import card_key
from tabletop_qt.ui.games.frantic_frankfurt.layout import PILE_KEYS
from tabletop_qt.ui.table_view import TableView

RULES = FranticFrankfurt()
NAMES = ["Anna", "Bruno", "Carla", "Daan"]
SCENARIOS = Path(__file__).resolve().parent.parent / "core" / "frantic_frankfurt" / "scenarios"


class Table:
    """A board in a view, fed by the real engine; seat 0 is the person at the screen."""

    def __init__(self, qtbot: Any, state: FranticFrankfurtState, events: Any = ()) -> None:
        self.qtbot = qtbot
        self.state = state
        self.board = FranticFrankfurtBoard()
        self.scene = self.board.ff_scene
        self.view = TableView(self.board.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1000, 740)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.intents: list[dict[str, Any]] = []
        self.explains: list[dict[str, Any]] = []
        self.board.intent_requested.connect(self.intents.append)
        self.board.explain_requested.connect(self.explains.append)
        self.show(events)

    def legal(self, seat: int = 0) -> list[dict[str, Any]]:
        return [RULES.action_to_json(a) for a in RULES.legal_actions(self.state, seat)]

    def show(self, events: Any = (), legal: list[dict[str, Any]] | None = None) -> None:
        names = NAMES[: self.state.players]
        self.board.show_view(RULES.view(self.state, 0), names, self.legal() if legal is None else legal, list(events))

    def apply(self, seat: int, action: dict[str, Any]) -> None:
        self.state, events = RULES.apply(self.state, seat, RULES.action_from_json(action))
        self.show(events)

    # ------------------------------------------------------------------ a person's hand
    def point(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def column_of(self, card: str) -> int:
        for column, data in enumerate(RULES.view(self.state, 0)["seats"][0]["columns"]):
            if data["top"] and data["top"]["id"] == card:
                return column
        raise AssertionError(card)

    def card_point(self, column: int) -> QPoint:
        return self.point(self.scene.column_top_item(column).sceneBoundingRect().center())

    def pile_point(self, pile: int) -> QPoint:
        return self.point(self.scene.pile_rect(pile).center())

    def click(self, at: QPoint) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=at)

    def drag(self, start: QPoint, end: QPoint, release: bool = True) -> None:
        viewport = self.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 9):
            self.qtbot.mouseMove(viewport, start + (end - start) * (step / 8))
        if release:
            self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.view, key)

    def home_reached(self, column: int) -> bool:
        col = self.scene.table.columns[column]
        return (col.top.pos() - col.top_home()).manhattanLength() < 0.5 and col.top.scale() == 1.0


def started(players: int, seed: int, plays: int = 0) -> FranticFrankfurtState:
    """A game past its opening reveal, with ``plays`` random plays by the others (seat 0 keeps its cards)."""
    state = RULES.new_state(players, seed)
    for seat in range(players):
        state, _ = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    rng = random.Random(seed)
    for _ in range(plays):
        seats = [s for s in RULES.current_seats(state) if s != 0]
        if not seats or state.phase.value != "play":
            break
        seat = rng.choice(seats)
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return state


def with_play_and_refusal(qtbot: Any) -> tuple[Table, dict[str, Any], int]:
    """A table where seat 0 has a legal play, and a pile that card may not go on."""
    for seed in range(1, 200):
        state = started(3, seed, plays=4)
        if state.phase.value != "play":
            continue
        legal = [RULES.action_to_json(a) for a in RULES.legal_actions(state, 0)]
        for play in (a for a in legal if a["type"] == "play"):
            allowed = {a["pile"] for a in legal if a["type"] == "play" and a["card"] == play["card"]}
            refused = [p for p in range(3) if p not in allowed]
            if refused:
                return Table(qtbot, state), play, refused[0]
    raise AssertionError("no position found")


@pytest.fixture
def table(qtbot: Any) -> Table:
    return Table(qtbot, started(4, 5, plays=6))


# ---------------------------------------------------------------------------------------------------- drag


def test_dragging_a_card_onto_a_lit_pile_plays_it(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    legal_piles = {a["pile"] for a in t.legal() if a.get("card") == play["card"] and a["type"] == "play"}
    t.drag(t.card_point(column), t.pile_point(play["pile"]), release=False)
    # Picked up: the piles the rules allow light up at once, and nothing else.
    assert t.scene.dragging and t.scene.picked == play["card"]
    assert t.scene.lit_piles() == legal_piles
    t.qtbot.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, pos=t.pile_point(play["pile"]))
    assert t.intents == [play]
    assert not t.scene.dragging and t.scene.pending == play["card"]
    t.apply(0, play)
    assert t.scene.pile_top_item(play["pile"]).key == card_key(RULES.view(t.state, 0)["piles"][play["pile"]]["top"])
    assert t.scene.pile_top_item(play["pile"]).key == card_key({"colour": play["card"].split(".")[0], "value": int(play["card"].split(".")[1])})
    assert t.scene.pending is None
    qtbot.waitUntil(lambda: t.home_reached(column))


def test_a_drop_on_a_pile_that_is_not_lit_slides_back_and_asks_why(qtbot: Any) -> None:
    t, play, refused = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    t.drag(t.card_point(column), t.pile_point(refused))
    assert t.intents == []
    top = RULES.view(t.state, 0)["piles"][refused]["top"]
    assert t.explains == [
        {"type": "play", "card": play["card"], "pile": refused, "onto": top["id"], "round": t.state.round}
    ]
    # The card goes back to its column, and the explanation the rules give is a real refusal.
    qtbot.waitUntil(lambda: t.home_reached(column))
    assert t.scene.picked is None
    assert RULES.action_from_json(t.explains[0]) not in RULES.legal_actions(t.state, 0)


def test_a_drag_survives_new_views_while_its_card_is_still_on_top(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    t.drag(t.card_point(column), t.pile_point(play["pile"]), release=False)
    # Another player plays meanwhile (a real-time table changes under the player's hand).
    for seat in (1, 2):
        others = [a for a in t.legal(seat) if a["type"] in ("play", "move")]
        if others:
            t.apply(seat, others[0])
    if play["card"] in {c["top"]["id"] for c in RULES.view(t.state, 0)["seats"][0]["columns"] if c["top"]}:
        assert t.scene.dragging and t.scene.picked == play["card"]
        still = {a["pile"] for a in t.legal() if a.get("card") == play["card"] and a["type"] == "play"}
        assert t.scene.lit_piles() == still
    t.qtbot.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, pos=t.pile_point(play["pile"]))
    assert len(t.intents) + len(t.explains) == 1


# ---------------------------------------------------------------------------------------------------- click


def test_click_a_card_then_a_lit_pile(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    t.click(t.card_point(column))
    assert t.scene.picked == play["card"]
    assert play["pile"] in t.scene.lit_piles()
    t.click(t.pile_point(play["pile"]))
    assert t.intents == [play]
    assert t.scene.picked is None


def test_clicking_the_card_in_hand_puts_it_down(table: Table) -> None:
    column = next(c for c in range(4) if table.scene.table.columns[c].card)
    table.click(table.card_point(column))
    assert table.scene.picked is not None
    table.qtbot.wait(QApplication.doubleClickInterval() + 50)  # two clicks, not a double click
    table.click(table.card_point(column))
    assert table.scene.picked is None
    assert table.scene.lit_piles() == set()


def test_lit_targets_come_from_legal_alone(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    # The rules say only this one play is allowed now: the scene lights exactly that pile, whatever the cards.
    t.show(legal=[play])
    t.scene.pick_column(t.column_of(play["card"]))
    assert t.scene.lit_piles() == {play["pile"]}
    t.show(legal=[])
    assert t.scene.lit_piles() == set()


def test_an_empty_column_lights_for_a_card_that_may_move(qtbot: Any) -> None:
    for seed in range(1, 400):
        state = started(2, seed, plays=0)
        moves = [RULES.action_to_json(a) for a in RULES.legal_actions(state, 0)]
        plays = [a for a in moves if a["type"] == "play"]
        if not plays:
            continue
        # Empty a column by playing its lone card, then look for a move.
        state2, _ = RULES.apply(state, 0, RULES.action_from_json(plays[0]))
        move = next((RULES.action_to_json(a) for a in RULES.legal_actions(state2, 0) if a.__class__.__name__ == "Move"), None)
        if move is None:
            continue
        t = Table(qtbot, state2)
        t.click(t.card_point(t.column_of(move["card"])))
        assert move["column"] in t.scene.lit_columns()
        t.click(t.point(t.scene.column_rect(move["column"]).center()))
        assert t.intents == [move]
        return
    raise AssertionError("no position with a move found")


# ---------------------------------------------------------------------------------------------------- keys


def test_keys_pick_a_column_and_lay_on_a_pile(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    t.key((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[column])
    assert t.scene.picked == play["card"]
    position = t.scene.pile_order().index(play["pile"])
    t.key(PILE_KEYS[position])
    assert t.intents == [play]


def test_escape_puts_the_card_back(table: Table) -> None:
    column = next(c for c in range(4) if table.scene.table.columns[c].card)
    table.scene.pick_column(column)
    assert table.scene.picked is not None
    table.board.cancel()
    assert table.scene.picked is None


# ---------------------------------------------------------------------------------------------------- refusals


def test_too_late_slides_the_card_back(qtbot: Any) -> None:
    t, play, _ = with_play_and_refusal(qtbot)
    column = t.column_of(play["card"])
    t.scene.pick_column(column)
    t.scene.choose_pile(play["pile"])
    assert t.intents == [play] and t.scene.pending == play["card"]
    qtbot.wait(250)  # the card has reached the pile
    assert not t.home_reached(column)
    t.board.intent_refused("ff.too_late", {"pile": play["pile"], "why": "covered"})
    assert t.scene.pending is None
    qtbot.waitUntil(lambda: t.home_reached(column))


# ---------------------------------------------------------------------------------------------------- phases


def test_the_opening_asks_for_ready_by_button_and_space(qtbot: Any) -> None:
    t = Table(qtbot, RULES.new_state(3, 4))
    assert t.scene.banner_text() == "Ready to turn the cards up?"
    assert t.board.ready_button.isEnabled()
    rect = t.scene.ready_button_rect()
    assert not rect.isEmpty()
    t.click(t.point(rect.center()))
    assert t.intents == [{"type": "ready", "round": 1}]
    t.key(Qt.Key.Key_Space)
    assert t.intents[-1] == {"type": "ready", "round": 1}
    t.apply(0, t.intents[0])
    assert not t.board.ready_button.isEnabled()
    assert t.scene.ready_button_rect().isEmpty()


def test_the_countdown_shows_in_the_banner(qtbot: Any) -> None:
    state = RULES.new_state(2, 9)
    t = Table(qtbot, state)
    t.scene.set_countdown("opening", 2400, 3000)
    assert t.scene.banner_text() == "Ready to turn the cards up… 3"
    qtbot.waitUntil(lambda: t.scene.banner_text().endswith("2"), timeout=2000)
    t.scene.set_countdown(None)
    assert t.scene.banner_text() == "Ready to turn the cards up?"


def _race(qtbot: Any) -> Table:
    state = RULES.state_from_json(json.loads((SCENARIOS / "round_end_3p.json").read_text(encoding="utf-8")))
    return Table(qtbot, state)


def test_the_race_lights_the_piles_to_slap_and_a_key_slaps(qtbot: Any) -> None:
    t = _race(qtbot)
    slaps = [a for a in t.legal() if a["type"] == "slap"]
    assert t.scene.lit_piles() == {a["pile"] for a in slaps}
    if slaps:
        t.key(PILE_KEYS[t.scene.pile_order().index(slaps[0]["pile"])])
        assert t.intents == [slaps[0]]
    else:
        t.click(t.pile_point(0))
        assert t.explains and t.explains[0]["type"] == "slap"


def test_a_round_summary_follows_the_race(qtbot: Any) -> None:
    t = _race(qtbot)
    # Everybody slaps as the rules allow until the round is over.
    while t.state.phase.value == "race":
        seat = RULES.current_seats(t.state)[0]
        t.apply(seat, RULES.action_to_json(RULES.legal_actions(t.state, seat)[0]))
    summary = t.scene.summary
    assert summary is not None and summary.draw_counts
    assert t.scene.summary_visible()
    # A click closes it.
    t.click(t.point(t.scene.summary_rect().center()))
    assert not t.scene.summary_visible()


def test_headline_and_score_table(table: Table) -> None:
    view = RULES.view(table.state, 0)
    progress, line = table.board.headline(view, NAMES, 0)
    assert progress == "Round 1"
    assert "higher on lower" in line
    score = table.board.score_table(view, NAMES)
    # Mid-game, cards are still in the columns: the draw pile and the columns show beside the total.
    assert score.cells[score.total_row] == tuple(str(s["cards_left"]) for s in view["seats"])
    assert score.cells[0] == tuple(str(s["draw_count"]) for s in view["seats"])


# ---------------------------------------------------------------------------------------------------- languages


@pytest.mark.parametrize(
    ("language", "your_pile", "ready"),
    [(Language.ITALIAN, "La tua pila", "Pronto"), (Language.DUTCH, "Jouw aflegstapel", "Klaar")],
)
def test_retranslate(qtbot: Any, languages: LanguageManager, language: Language, your_pile: str, ready: str, tmp_path: Path) -> None:
    t = Table(qtbot, RULES.new_state(4, 2))
    languages.set_language(language)
    t.board.retranslate()
    assert t.scene.table.pile(0).owner.text() == your_pile
    assert t.board.ready_button.text() == ready
    t.view.grab().save(str(tmp_path / f"frantic_frankfurt_{language.value}.png"))
