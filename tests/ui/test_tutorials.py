"""Learn to play in the real window (offscreen): every tutorial clicked through to its end by clicking what each
step points at, in English and (a sample of steps by default, every step with --full) in Italian and Dutch; a
move the step does not teach refused with its reason and never sent; leaving and coming back to the same step;
the end's offer of a real game with the same settings."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tabletop_qt.i18n.languages import Language
from tabletop_qt.tutorials import script_for, tutorial_games
from tabletop_qt.tutorials.engine import Phase
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.tutorial_coach import WHY_NOT, progress, set_progress
from tests.tiers import full, sample
from tests.ui.helpers import click_scene_item
from tests.ui.tutorial_support import coach_of, one_step, wait_for_pointer

GAMES = tutorial_games()


def _open(qtbot, window: MainWindow, game_id: str):  # type: ignore[no-untyped-def]
    """Through the game's home tile, as a person would."""
    button = window.home.tiles[game_id].learn
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial is not None and window.game.update_shown is not None, timeout=10_000)
    return coach_of(window)


def _translated(coach, source: str) -> str:  # type: ignore[no-untyped-def]
    return QCoreApplication.translate(coach.script.context, source)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_in_english_to_the_end_then_a_real_game(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, game_id)
    script = coach.script
    shown: list[str] = []
    while not coach.run.finished:
        one_step(qtbot, window, coach, shown)
    assert len(shown) >= len(script.steps)
    assert coach.text() == script.finish
    assert progress(window.settings, game_id) == -1
    assert coach.panel.real_game_button.isVisible()
    setup = coach.setup
    qtbot.mouseClick(coach.panel.real_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.update_shown is not None and window.game.update_shown.setup != setup, timeout=10_000)
    real = window.game.update_shown.setup
    # The same settings (game, seats, bots, options), another deal, and no coach any more.
    assert (real.game_id, real.seats, dict(real.options)) == (setup.game_id, setup.seats, dict(setup.options))
    assert real.seed != setup.seed
    assert window.game.intent_gate is None and not coach.attached


@pytest.mark.parametrize("language", [Language.ITALIAN, Language.DUTCH])
@pytest.mark.parametrize("game_id", GAMES)
def test_steps_in_italian_and_dutch(qtbot, window: MainWindow, game_id: str, language: Language) -> None:  # type: ignore[no-untyped-def]
    window.language_actions[language].trigger()
    script = script_for(game_id)
    steps = len(script.steps)
    # By default a run of a few steps from a seeded place (resumed there, as a learner coming back); --full: all.
    start = 0 if full() else random.Random(f"{game_id}{language.value}").randrange(steps - 3)
    count = steps if full() else sample(4, steps)
    set_progress(window.settings, game_id, start)
    coach = _open(qtbot, window, game_id)
    assert coach.run.index == start
    assert coach.panel.title.text() == _translated(coach, script.title) != script.title
    for _ in range(count):
        if coach.run.finished:
            break
        step = coach.run.step
        assert step is not None
        source = step.after if coach.run.phase is Phase.AFTER else step.text
        assert coach.text() == _translated(coach, source) != source, f"step {coach.run.index} is not translated"
        one_step(qtbot, window, coach)
    if coach.run.finished:
        assert coach.text() == _translated(coach, script.finish) != script.finish


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_not_taught_is_refused_with_the_reason_and_never_sent(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, game_id)
    page = window.game
    # On a note, Next first: any move is refused.
    assert coach.run.can_go_on()
    assert not page.intent_gate({"type": "end_phase"})
    assert coach.why_not() == WHY_NOT["read_first"]
    one_step(qtbot, window, coach)
    wait_for_pointer(qtbot, window, coach)
    # The first move with another legal move beside it (a Frantic Frankfurt round opens with Ready alone).
    while (wrong := _a_legal_move_not_taught(page.update_shown.legal.get(0, []), coach.run.step.action)) is None:
        one_step(qtbot, window, coach)
        while coach.run.can_go_on():
            one_step(qtbot, window, coach)
        wait_for_pointer(qtbot, window, coach)
    version = page.update_shown.version
    log = list(page.log_lines())
    page.board.intent_requested.emit(wrong)  # the board asks for it, as a click would
    assert coach.why_not() == WHY_NOT["not_taught"]
    qtbot.wait(50)  # a refused move reaches no rules: nothing comes back to wait for
    assert page.update_shown.version == version and page.log_lines() == log
    assert page.status_text() == ""  # the rules were not asked either (no refusal of theirs)
    one_step(qtbot, window, coach)  # the taught move still goes through
    assert coach.why_not() == ""


def _a_legal_move_not_taught(legal, taught):  # type: ignore[no-untyped-def]
    from tabletop_qt.tutorials.engine import same_action

    return next((a for a in legal if not same_action(a, taught)), None)


@pytest.mark.parametrize("game_id", GAMES)
def test_leave_and_resume_at_the_same_step(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, game_id)
    script = coach.script
    stop = script.moves()[len(script.moves()) // 2]  # half way, at a move
    while coach.run.index < stop:
        one_step(qtbot, window, coach)
    wait_for_pointer(qtbot, window, coach)
    view_before = window.game.update_shown.view_for(0)
    qtbot.mouseClick(coach.panel.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home)
    assert progress(window.settings, game_id) == stop
    again = _open(qtbot, window, game_id)
    assert again is not coach and again.run.index == stop and not coach.attached
    wait_for_pointer(qtbot, window, again)
    assert window.game.update_shown.view_for(0) == view_before  # the same table, rebuilt
    while not again.run.finished:
        one_step(qtbot, window, again)


def test_continue_on_the_home_page_goes_on_with_the_lesson(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, "tea_time")
    while coach.run.moves_done() < 2:
        one_step(qtbot, window, coach)
    left_at = progress(window.settings, "tea_time")
    qtbot.mouseClick(coach.panel.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home and window.home._continue.isVisible())
    qtbot.mouseClick(window.home._continue, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial is not coach and window.tutorial is not None, timeout=10_000)
    again = coach_of(window)
    assert again.attached and again.run.index == left_at
    while not again.run.finished:
        one_step(qtbot, window, again)


def test_the_lesson_follows_a_language_switch(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, "high_noon_saloon")
    source = coach.run.step.text
    assert coach.text() == source
    window.language_actions[Language.DUTCH].trigger()
    qtbot.waitUntil(lambda: coach.text() != source)
    assert coach.text() == _translated(coach, source)
    assert coach.panel.leave_button.text() == QCoreApplication.translate("Tutorial", "Leave the lesson") != "Leave the lesson"
    window.language_actions[Language.ENGLISH].trigger()
    qtbot.waitUntil(lambda: coach.text() == source)


def test_a_frantic_frankfurt_card_laid_where_the_lesson_does_not_teach_goes_home_at_once(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    coach = _open(qtbot, window, "frantic_frankfurt")
    while coach.run.step is None or coach.run.step.action is None or coach.run.step.action["type"] != "play":
        one_step(qtbot, window, coach)
    wait_for_pointer(qtbot, window, coach)
    scene = window.game.board.ff_scene
    taught = coach.run.step.action
    click_scene_item(qtbot, window, coach.pointed())  # the taught card, in hand
    assert scene.picked == taught["card"]
    other = next(p for p in scene.pile_order() if p != taught["pile"] and any(
        a.get("card") == taught["card"] and a.get("pile") == p for a in scene.legal()))
    click_scene_item(qtbot, window, scene.pile_top_item(other))  # a legal play, but not this step's
    assert coach.why_not() == WHY_NOT["not_taught"]
    assert scene.pending is None and scene.picked is None  # the card is back in its column, not left on the pile
