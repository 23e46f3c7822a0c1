"""Learn to play from the real app (`tabletop_qt.app.main`, a child process as the app runs): the first-run
welcome offers the tutorials, one opens from it, the learner makes the first moves by clicking what is marked,
leaves, and the game's home tile's "Learn to play" brings them back to the same step: High Noon Saloon's (turn by
turn) and Frantic Frankfurt's (real time, paced by the lesson)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tabletop_qt.tutorials import tutorial_games
from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    from tabletop_qt.ui.main_window import MainWindow

    report = {}
    keep = []
    GAME = sys.argv[2]

    async def until(test, seconds=20):
        for _ in range(int(seconds / 0.02)):
            if test():
                return
            await asyncio.sleep(0.02)
        raise AssertionError("waited in vain")

    def click(window, target):
        if isinstance(target, QPushButton):
            QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        else:
            view = window.game.view
            view.ensureVisible(target)
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(target.sceneBoundingRect().center()))

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        window.set_bot_delay(0)
        welcome = window.home.welcome
        await until(lambda: welcome.isVisible())
        report["welcome_offers"] = sorted(welcome.learn_buttons)
        QTest.mouseClick(welcome.learn_buttons[GAME], Qt.MouseButton.LeftButton)
        await until(lambda: window.tutorial is not None and window.game.update_shown is not None)
        coach = window.tutorial
        # Five steps, as a learner: Next, or a click on what the pointer marks until the step moves on.
        for _ in range(5):
            if coach.run.can_go_on():
                await until(lambda: coach.panel.next_button.isVisible())  # a paced lesson's bots have moved
                coach.panel.next_button.click()
                continue
            start = (coach.run.index, coach.run.phase)
            while (coach.run.index, coach.run.phase) == start:
                await until(lambda: coach.pointed() is not None)
                target = coach.pointed()
                click(window, target)
                await until(lambda: coach.pointed() is not target or (coach.run.index, coach.run.phase) != start)
        report["left_at"] = coach.run.index + (1 if coach.run.phase.value == "after" else 0)
        report["moves"] = coach.run.moves_done()
        coach.panel.leave_button.click()
        await until(lambda: window.pages.currentWidget() is window.home)
        QTest.mouseClick(window.home.tiles[GAME].learn, Qt.MouseButton.LeftButton)
        await until(lambda: window.tutorial is not coach and window.tutorial.pointed() is not None or window.tutorial.run.can_go_on())
        again = window.tutorial
        report["resumed_at"] = again.run.index
        update = window.game.update_shown
        report["table_moves"] = sum(1 for e in update.log if e.seat == 0)
        report["text"] = again.text()
        step = again.run.step
        report["source"] = step.after if again.run.phase.value == "after" else step.text
        window.close()

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    rc = app_module.main(["--data-dir", sys.argv[1], "--language", "it", "--no-discovery"])
    report["rc"] = rc
    print(json.dumps(report))
    """
)


@pytest.mark.parametrize("game_id", ["high_noon_saloon", "frantic_frankfurt"])
def test_a_tutorial_from_the_welcome_left_and_resumed_from_the_home_tile(tmp_path: Path, game_id: str) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), game_id, timeout=120)
    assert report["rc"] == 0
    assert report["welcome_offers"] == sorted(tutorial_games())
    assert report["left_at"] >= 3 and report["moves"] >= 2
    assert report["resumed_at"] == report["left_at"]
    assert report["table_moves"] == report["moves"]
    assert report["text"] and report["text"] != report["source"]  # the step in the app's language (Italian)
    assert "Traceback" not in result.stderr, result.stderr
