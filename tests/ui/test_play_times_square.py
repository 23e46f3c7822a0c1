"""Times Square in the real window: a whole game against a bot by clicking, dragging, luring, hot-seat covers."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tabletop_qt.bots import make_bot
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import click_scene_item, start_game_through_dialog, wait_for_turn_or_end
from tests.ui.test_lan_support import aio, in_process_host, lan_window, stop_host  # noqa: F401 (fixtures)


def _legal(window: MainWindow) -> list[dict[str, Any]]:
    page = window.game
    seat = page.acting_seat()
    assert seat is not None and page.update_shown is not None
    return list(page.update_shown.legal[seat])


def _hand_item(window: MainWindow, card: str):  # type: ignore[no-untyped-def]
    scene = window.game.board.ts_scene
    return scene.hand_items()[scene.hand_ids().index(card)]


def _wait_for_change(qtbot, window: MainWindow, before: int) -> None:  # type: ignore[no-untyped-def]
    try:
        qtbot.waitUntil(lambda: window.game.update_shown.version > before, timeout=5000)  # type: ignore[union-attr]
    except Exception as exc:
        raise AssertionError(f"the table did not change; the page says {window.game.status_text()!r}") from exc


def _play_by_clicking(qtbot, window: MainWindow, action: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    scene = page.board.ts_scene
    before = page.update_shown.version  # type: ignore[union-attr]
    for card in action["cards"]:
        click_scene_item(qtbot, window, _hand_item(window, card))
    assert sorted(scene.selected_cards) == sorted(action["cards"])
    ghosts = [g for g in scene.ghosts() if g.action == action]
    assert ghosts, f"no ghost figure for {action}"
    # Every ghost stands for a legal action of the selected cards, and each of them has one.
    offered = {repr(g.action) for g in scene.ghosts()}
    wanted = {repr(a) for a in _legal(window) if a["type"] == "play" and sorted(a["cards"]) == sorted(action["cards"])}
    moving = {repr(a) for a in _legal(window) if repr(a) in wanted and _moves_something(window, a)}
    assert offered == moving
    click_scene_item(qtbot, window, ghosts[0])
    _wait_for_change(qtbot, window, before)


def _moves_something(window: MainWindow, action: dict[str, Any]) -> bool:
    figures = window.game.update_shown.view_for(window.game.acting_seat())["figures"]  # type: ignore[union-attr]
    return any(figures[f] != s for f, s in action["to"].items())


def _end_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    before = page.update_shown.version  # type: ignore[union-attr]
    assert page.board.end_turn_button.isEnabled()
    qtbot.mouseClick(page.board.end_turn_button, Qt.MouseButton.LeftButton)
    _wait_for_change(qtbot, window, before)


def _do_by_clicking(qtbot, window: MainWindow, action: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    """Make ``action`` the way a person would: cards and ghosts, the lure button, the discard button, end turn."""
    page = window.game
    before = page.update_shown.version  # type: ignore[union-attr]
    if action["type"] == "play":
        _play_by_clicking(qtbot, window, action)
    elif action["type"] == "lure":
        qtbot.mouseClick(page.board.lure_button, Qt.MouseButton.LeftButton)
        ghost = next(g for g in page.board.ts_scene.ghosts() if g.action == action)
        click_scene_item(qtbot, window, ghost)
        _wait_for_change(qtbot, window, before)
    elif action["type"] == "discard":
        click_scene_item(qtbot, window, _hand_item(window, action["card"]))
        assert page.board.discard_button.isEnabled()
        qtbot.mouseClick(page.board.discard_button, Qt.MouseButton.LeftButton)
        _wait_for_change(qtbot, window, before)
    else:
        _end_turn(qtbot, window)


def test_a_whole_game_against_a_bot_by_clicking(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")], game_id="times_square"
    )
    page = window.game
    assert page.board.hides_hands and not page.is_covered()  # one person at this screen: nothing to cover
    # The person's choices come from the normal bot (a fair opponent makes a long game); every one of them is
    # made by clicking.
    brain = make_bot("times_square", "normal")
    rng = random.Random(5)
    done: dict[str, int] = {}
    for _ in range(2000):
        wait_for_turn_or_end(qtbot, window)
        update = page.update_shown
        assert update is not None
        if update.outcome.finished:
            break
        view = update.view_for(0)
        assert view["hand"] is not None and len(view["hand"]) == view["hand_counts"][0]
        assert page.board.ts_scene.hand_ids() == [card["id"] for card in view["hand"]]
        action = brain.choose(view, _legal(window), rng)
        _do_by_clicking(qtbot, window, action)
        done[action["type"]] = done.get(action["type"], 0) + 1
    update = page.update_shown
    assert update is not None and update.outcome.finished, "the game must end by a rule"
    assert done.get("play", 0) >= 5 and done.get("end_turn", 0) >= 3, done
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    winners = update.outcome.winners
    assert sorted(window.score_dialog.winners()) == sorted(["Ada", "Robo"][w] for w in winners)  # type: ignore[union-attr]
    log = "\n".join(page.log_lines())
    assert "Champagne Charlie" in log and "The game is over" in log


def test_dragging_a_card_onto_its_ghost_plays_it_and_a_bad_drop_changes_nothing(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")], game_id="times_square"
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    scene = page.board.ts_scene
    view_widget = page.view
    action = next(a for a in _legal(window) if a["type"] == "play" and len(a["cards"]) == 1 and _moves_something(window, a))
    item = _hand_item(window, action["cards"][0])
    home = item.pos()
    before = page.update_shown.version  # type: ignore[union-attr]
    # A drop far from any ghost: the card slides home and nothing is asked.
    start = view_widget.mapFromScene(item.sceneBoundingRect().center())
    QTest.mousePress(view_widget.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        QTest.mouseMove(view_widget.viewport(), start + QPoint(step * 4, -step * 4))
    assert scene.ghosts(), "picking a card up shows where it can go"
    QTest.mouseRelease(view_widget.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(20, -20))
    qtbot.waitUntil(lambda: not scene.animating)
    assert item.pos() == home and page.update_shown.version == before  # type: ignore[union-attr]
    # Dragged onto its ghost, the card is played.
    scene.clear_selection()
    QTest.mousePress(view_widget.viewport(), Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(view_widget.viewport(), start + QPoint(10, -10))
    ghost = next(g for g in scene.ghosts() if g.action == action)
    target = view_widget.mapFromScene(ghost.sceneBoundingRect().center())
    QTest.mouseMove(view_widget.viewport(), (start + target) / 2)
    QTest.mouseMove(view_widget.viewport(), target)
    QTest.mouseRelease(view_widget.viewport(), Qt.MouseButton.LeftButton, pos=target)
    _wait_for_change(qtbot, window, before)
    assert action["cards"][0] not in scene.hand_ids()
    assert [c["id"] for c in page.update_shown.view_for(0)["turn"]["cards"]] == action["cards"]  # type: ignore[union-attr]


def test_undo_takes_back_this_turns_card_before_the_turn_ends(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")], game_id="times_square"
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    hand_before = list(page.board.ts_scene.hand_ids())
    figures_before = dict(page.update_shown.view_for(0)["figures"])  # type: ignore[union-attr]
    action = next(a for a in _legal(window) if a["type"] == "play" and len(a["cards"]) == 1 and _moves_something(window, a))
    _play_by_clicking(qtbot, window, action)
    assert page.update_shown.can_undo and page._undo.isVisible()  # type: ignore[union-attr]
    before = page.update_shown.version  # type: ignore[union-attr]
    window.undo_action.trigger()
    _wait_for_change(qtbot, window, before)
    assert page.board.ts_scene.hand_ids() == hand_before
    assert page.update_shown.view_for(0)["figures"] == figures_before  # type: ignore[union-attr]


def test_an_unplayable_card_says_why(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")], game_id="times_square"
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    # After a card of one colour, a card of another colour cannot follow: clicking it explains the rule.
    legal = _legal(window)
    action = next(a for a in legal if a["type"] == "play" and len(a["cards"]) == 1 and _moves_something(window, a))
    _play_by_clicking(qtbot, window, action)
    if page.acting_seat() != 0:
        return  # the card won the game at once
    colour = page.update_shown.view_for(0)["turn"]["colour"]  # type: ignore[union-attr]
    other = next((c for c in page.update_shown.view_for(0)["hand"] if c["colour"] != colour), None)  # type: ignore[union-attr]
    if other is None:
        return
    click_scene_item(qtbot, window, _hand_item(window, other["id"]))
    assert not page.board.ts_scene.ghosts()
    qtbot.waitUntil(lambda: "only" in page.status_text(), timeout=3000)


def test_lure_to_hal_by_its_button_and_a_ghost(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "easy")], game_id="times_square"
    )
    page = window.game
    wait_for_turn_or_end(qtbot, window)
    lures = [a for a in _legal(window) if a["type"] == "lure"]
    assert lures and page.board.lure_button.isEnabled()
    qtbot.mouseClick(page.board.lure_button, Qt.MouseButton.LeftButton)
    scene = page.board.ts_scene
    assert scene.lure_mode
    assert sorted(repr(g.action) for g in scene.ghosts()) == sorted(repr(a) for a in lures)
    before = page.update_shown.version  # type: ignore[union-attr]
    lure = scene.ghosts()[0].action
    click_scene_item(qtbot, window, scene.ghosts()[0])
    _wait_for_change(qtbot, window, before)
    figure = lure["figure"]
    qtbot.waitUntil(lambda: page.update_shown.view_for(None)["figures"][figure] == lure["to"][figure])  # type: ignore[union-attr]
    assert "lures" in "\n".join(page.log_lines())


def test_hot_seat_covers_the_screen_between_players(qtbot, window: MainWindow) -> None:
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.HUMAN, "Bea", "normal")], game_id="times_square"
    )
    page = window.game
    qtbot.waitUntil(page.is_covered)
    scene = page.board.ts_scene
    # Behind the cover only backs: no hand is on the screen.
    assert all(item.key == "back" for item in scene.hand_items() if item.isVisible())
    cover = page.findChild(type(page._cover), "pass_the_screen")
    assert cover is not None and cover.isVisible()
    first = page.acting_seat()
    qtbot.mouseClick(page._cover_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.is_covered())
    hand = page.update_shown.view_for(first)["hand"]  # type: ignore[union-attr]
    assert scene.hand_ids() == [c["id"] for c in hand]
    action = next(a for a in _legal(window) if a["type"] == "play" and len(a["cards"]) == 1 and _moves_something(window, a))
    _play_by_clicking(qtbot, window, action)
    if page.update_shown.outcome.finished:  # type: ignore[union-attr]
        return
    assert not page.is_covered()  # the same player goes on
    _end_turn(qtbot, window)
    if page.update_shown.outcome.finished:  # type: ignore[union-attr]
        return
    # The other player's turn: the screen is covered again before their hand is shown.
    qtbot.waitUntil(page.is_covered)
    assert page.acting_seat() != first
    assert all(item.key == "back" for item in scene.hand_items() if item.isVisible())


@pytest.fixture
def ts_host(qtbot, lan_window: MainWindow):  # type: ignore[no-untyped-def]
    """A test host playing Times Square, its seat 0 a bot; Ada, at ``lan_window``, has joined it by address."""
    from tests.ui.test_lan_join import open_lobby_from_the_menu, type_into

    table = in_process_host(qtbot, game_id="times_square")
    try:
        dialog = open_lobby_from_the_menu(qtbot, lan_window)
        type_into(qtbot, dialog._name, "Ada")
        type_into(qtbot, dialog._address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: lan_window.game.update_shown is not None, timeout=10000)
        yield table
    finally:
        stop_host(qtbot, table)


def test_a_guest_plays_a_whole_game_over_the_network_by_clicking_and_never_sees_the_hosts_hand(
    qtbot, lan_window: MainWindow, ts_host  # type: ignore[no-untyped-def]
) -> None:
    window = lan_window
    table = ts_host
    page = window.game
    assert not page.is_covered()  # one person at this screen
    brain = make_bot("times_square", "normal")
    rng = random.Random(11)
    drawn_by_host = 0
    actions = 0
    for _ in range(2000):
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        update = page.update_shown
        assert update is not None
        # The host's hand never reaches this window: no view holds it, no log line names the cards it drew.
        for seat_view in update.views.values():
            assert seat_view["hand"] is None or seat_view["seat"] == 1
        for entry in update.log:
            for event in entry.events:
                if event.code in ("ts.cards_dealt", "ts.cards_drawn"):
                    assert ("cards" in event.args) == (event.args["seat"] == 1), event
                    drawn_by_host += event.args["seat"] == 0
        shown = set(page.board.ts_scene.hand_ids())
        assert shown == {c["id"] for c in update.view_for(1)["hand"]}
        if update.outcome.finished:
            break
        assert page.acting_seat() == 1
        action = brain.choose(update.view_for(1), _legal(window), rng)
        _do_by_clicking(qtbot, window, action)
        actions += 1
    assert page.update_shown.outcome.finished and actions >= 3  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bool(table.updates) and table.updates[-1].outcome.finished)
    assert page.update_shown.outcome == table.updates[-1].outcome  # type: ignore[union-attr]
    assert drawn_by_host > 0  # the check above had something to check


def test_a_position_from_the_host_that_cannot_be_drawn_is_explained_and_the_next_one_is_shown(
    qtbot, lan_window: MainWindow, ts_host  # type: ignore[no-untyped-def]
) -> None:
    from tabletop_qt.net.client_core import ViewChanged

    window = lan_window
    page = window.game
    good = page.update_shown
    remote = page.controller
    # What a broken host might send: a view of another shape, then a view with a hand of the wrong type.
    for garbage in ({"game": "times_square", "figures": {}}, {**good.view_for(1), "hand": 7}):
        remote._on_client_view_changed(ViewChanged(good.version + 1, garbage, [], [], False))
        assert "cannot show" in page.status_text()
    assert window.isVisible()
    # The next real position is shown as if nothing had happened.
    wait_for_turn_or_end(qtbot, window, timeout=15000)
    remote._on_client_view_changed(ViewChanged(good.version, good.view_for(1), list(good.legal[1]), [], False))
    assert page.board.ts_scene.hand_ids() == [c["id"] for c in good.view_for(1)["hand"]]
