"""The attacker's damage preview on the High Noon Saloon table (offscreen, real scene, real pointer moves): while
targets are lit, the pointer over a lit figure or board shows "<name> would take N damage before any block.",
the number the engine then deals when no block is played; per target in a split attack; in Italian and Dutch."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsItem

from tabletop_qt.core.games.high_noon_saloon.actions import Action
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.games.high_noon_saloon.scene import HighNoonSaloonScene
from tabletop_qt.ui.table_view import TableView
from tests.ui.hns_support import saloon_table
from tests.core.high_noon_saloon.support import GAME, Kind, act, player, position

NAMES = ["Ann", "Bruno", "Cleo"]


@pytest.fixture
def table(qtbot):  # type: ignore[no-untyped-def]
    scene, view = saloon_table(qtbot)
    yield scene, view
    view.close()


def _split_attack() -> HighNoonState:
    """Ann's Scattergun, 3 damage to each of up to 2: Bruno in No Cover, Cleo behind the table (2 shields)."""
    state = position(player("floor_1", fist="scattergun#1", fist_bullets=2), player("floor_2"), player("table_1"))
    return act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1)


def _show(scene: HighNoonSaloonScene, state: HighNoonState, seat: int) -> dict[str, Any]:
    # Through JSON, as a guest receives it.
    view = json.loads(json.dumps(GAME.view(state, seat)))
    legal = [a.to_json() for a in GAME.legal_actions(state, seat)] if seat in GAME.current_seats(state) else []
    scene.show_view(view, NAMES[: len(view["players"])], legal)
    return view


def _hover(qtbot, view: TableView, item: QGraphicsItem) -> None:  # type: ignore[no-untyped-def]
    # From elsewhere first: Qt drops a move to the point the pointer is already at, and the test before may have
    # left it on this very figure of another view (then no hover would begin here).
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseMove(view.viewport(), QPoint(point))
    qtbot.wait(20)


def _away(qtbot, view: TableView) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseMove(view.viewport(), QPoint(4, 4))  # the header's corner: no figure, no board
    qtbot.wait(20)


def _dealt(state: HighNoonState, targets: tuple[int, ...]) -> dict[int, int]:
    state, events = GAME.apply(state, 0, Action(Kind.TARGET, targets=targets))
    while state.attack is not None:
        state, more = GAME.apply(state, GAME.current_seats(state)[0], Action(Kind.PASS))
        events += more
    return {e.args["target"]: e.args["grit"] for e in events if e.code == "hns.damage"}


def test_hovering_a_lit_figure_or_board_shows_its_damage_before_any_block(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    state = _split_attack()
    _show(scene, state, 0)
    hint = scene.damage_hint
    assert scene.figure_item(1).lit and scene.figure_item(2).lit
    assert hint.text() == ""
    _hover(qtbot, view, scene.figure_item(1))
    assert hint.text() == "Bruno would take 3 damage before any block."
    # By the figure: just above it, on the table.
    label, figure = hint.sceneBoundingRect(), scene.figure_item(1).sceneBoundingRect()
    assert label.bottom() <= figure.top() and abs(label.center().x() - figure.center().x()) < 1
    _hover(qtbot, view, scene.figure_item(2))
    assert hint.text() == "Cleo would take 1 damage before any block."
    _away(qtbot, view)
    assert hint.text() == "" and not hint.isVisible()
    _hover(qtbot, view, scene.board_item(1))
    assert hint.text() == "Bruno would take 3 damage before any block."
    assert scene.board_item(1).sceneBoundingRect().contains(hint.sceneBoundingRect())
    # The attacker herself is no target: nothing.
    _hover(qtbot, view, scene.figure_item(0))
    assert hint.text() == ""
    # What the resolution deals each when neither blocks.
    assert _dealt(state, (1, 2)) == {1: 3, 2: 1}


def test_a_split_attack_shows_each_target_its_own_number_after_the_first_is_picked(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    _show(scene, _split_attack(), 0)
    scene.click_player(1, on_figure=True)  # Bruno picked; Cleo still lit for the split
    assert scene.choice.get("targets") == [1]
    _hover(qtbot, view, scene.figure_item(2))
    assert scene.damage_hint.text() == "Cleo would take 1 damage before any block."
    _hover(qtbot, view, scene.figure_item(1))
    assert scene.damage_hint.text() == "Bruno would take 3 damage before any block."


def test_no_hint_without_target_choices_and_none_once_the_attack_resolved(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    state = _split_attack()
    _show(scene, state, 1)  # Bruno's screen: Ann's attack is under way, but he names no target
    _hover(qtbot, view, scene.figure_item(2))
    assert scene.damage_hint.text() == ""
    _show(scene, state, 0)
    _hover(qtbot, view, scene.figure_item(2))
    assert scene.damage_hint.text() != ""
    # The next position (the targets named, Bruno to block) comes while the pointer rests on Cleo: no hint.
    _show(scene, act(state, 0, Kind.TARGET, targets=(1, 2)), 0)
    assert scene.damage_hint.text() == ""


def test_enhancements_played_so_far_count(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    # Stairs (sun 1) shoots Behind the Bar (shield 2): Peacemaker 4 + Steady Aim 1 + 1 - 2 = 4.
    state = position(player("stairs_1", hand=("steady_aim#1",), fist="peacemaker#1", fist_bullets=2), player("bar_1", hand=("duck#1",)))
    state = act(state, 0, Kind.DECLARE, attack=AttackKind.GUN, option=1)
    _show(scene, state, 0)
    _hover(qtbot, view, scene.figure_item(1))
    assert scene.damage_hint.text() == "Bruno would take 3 damage before any block."
    state = act(state, 0, Kind.ENHANCE, card="steady_aim#1", option=0)
    _show(scene, state, 0)
    _away(qtbot, view)
    _hover(qtbot, view, scene.figure_item(1))
    assert scene.damage_hint.text() == "Bruno would take 4 damage before any block."


@pytest.mark.parametrize(
    ("language", "three", "one"),
    [
        (Language.ITALIAN, "Bruno subirebbe 3 danni prima di un eventuale blocco.",
         "Cleo subirebbe 1 danno prima di un eventuale blocco."),
        (Language.DUTCH, "Bruno zou zonder afweer 3 schade krijgen.", "Cleo zou zonder afweer 1 schade krijgen."),
    ],
)
def test_the_hint_in_italian_and_dutch(qtbot, table, language: Language, three: str, one: str) -> None:  # type: ignore[no-untyped-def]
    scene, view = table
    languages = LanguageManager()
    try:
        languages.set_language(language)
        _show(scene, _split_attack(), 0)
        _hover(qtbot, view, scene.figure_item(1))
        assert scene.damage_hint.text() == three
        _hover(qtbot, view, scene.figure_item(2))
        assert scene.damage_hint.text() == one
        scene.damage_hint.scene().views()[0].grab().save(f"/tmp/hns_damage_hint_{language.value}.png")
    finally:
        languages.set_language(Language.ENGLISH)


def test_a_side_board_put_back_on_the_table_still_shows_the_damage(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    # A side board whose section was dropped (its seat's own board shown instead) is kept out of the scene and put
    # back when that seat is at the side again (player_boards): its pointer watch goes with it.
    scene, view = table
    state = _split_attack()
    _show(scene, state, 0)
    board = scene.board_item(1)
    _show(scene, state, 1)  # Bruno's screen: his own board, Ann's and Cleo's at the side
    assert board.scene() is None
    _show(scene, state, 0)
    assert scene.board_item(1) is board and board.scene() is scene
    _hover(qtbot, view, board)
    assert scene.damage_hint.text() == "Bruno would take 3 damage before any block."
