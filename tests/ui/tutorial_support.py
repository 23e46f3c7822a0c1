"""Clicking through a tutorial in the real window like a learner: Next when the panel offers it, else a click on
the item the pointer marks (a scene item at its centre, or a marked button)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.tutorial_coach import TutorialCoach
from tests.ui.helpers import click_scene_item


def coach_of(window: MainWindow) -> TutorialCoach:
    coach = window.tutorial
    assert isinstance(coach, TutorialCoach)
    return coach


def where(coach: TutorialCoach) -> tuple[int, str, int]:
    """The step, its phase and the learner's moves: it changes with every click that counts."""
    return coach.run.index, coach.run.phase.value, coach.run.moves_done()


def click_pointed(qtbot: Any, window: MainWindow, coach: TutorialCoach) -> None:
    target = coach.pointed()
    if isinstance(target, QPushButton):
        assert target.isEnabled() and target.isVisible(), f"step {coach.run.index}: the marked button cannot be clicked"
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    else:
        assert isinstance(target, QGraphicsItem)
        view = window.game.view
        view.ensureVisible(target)
        click_scene_item(qtbot, window, target)


def one_step(qtbot: Any, window: MainWindow, coach: TutorialCoach, seen: list[str] | None = None) -> None:
    """Do what the step asks: Next, or the clicks of its move (the pointer moves on after each); fail when the
    step offers neither (nothing pointed at within the wait, no Next)."""
    if seen is not None:
        seen.append(coach.text())
    if coach.run.can_go_on():
        # A paced lesson shows Next once its bots' moves are on the table (its consequence in view).
        try:
            qtbot.waitUntil(lambda: coach.panel.next_button.isVisible(), timeout=10_000)
        except Exception as exc:
            raise AssertionError(
                f"step {coach.run.index} ({coach.run.phase.value}): Next is not on the screen (the table caught up: "
                f"{coach.can_go_on()})"
            ) from exc
        qtbot.mouseClick(coach.panel.next_button, Qt.MouseButton.LeftButton)
        return
    start = where(coach)
    for _ in range(4):  # a move is at most a few clicks
        wait_for_pointer(qtbot, window, coach)
        before = coach.pointed()
        click_pointed(qtbot, window, coach)
        qtbot.waitUntil(lambda: where(coach) != start or coach.pointed() is not before, timeout=5_000)
        if where(coach) != start:
            assert coach.why_not() == "", coach.why_not()
            return
    raise AssertionError(f"step {coach.run.index}: four clicks on the marked items did not make the move")


def wait_for_pointer(qtbot: Any, window: MainWindow, coach: TutorialCoach) -> None:
    """The step's pointer appears (within 10 s); else fail naming the step and what the table offers."""
    try:
        qtbot.waitUntil(lambda: coach.pointed() is not None, timeout=10_000)
    except Exception as exc:
        update = window.game.update_shown
        legal = update.legal.get(0) if update is not None else None
        raise AssertionError(
            f"step {coach.run.index} ({coach.run.phase.value}) points at nothing: ready={coach.ready()} "
            f"wanted={coach.run.step.action if coach.run.step else None} legal={legal} "
            f"current={update.current_seats if update else None}"
        ) from exc
