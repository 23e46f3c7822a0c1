"""The real app (``tabletop_qt.app.main``): once its home screen's idle warm-up is over, a new game's first
position is shown without importing any of the app's modules (the rules thread's rules and bots, the game log's
words: all made ahead), and each game's end shows the one winner screen the warm-up made, filled again, not a screen
built in that frame."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.main_window import MainWindow

    from tests.ui.app_scenario import run_main_reporting, until

    report = {}

    def app_modules():
        return {name for name in sys.modules if name.startswith("tabletop_qt.")}

    async def scenario():
        from tabletop_qt.ui.winner_screen import WinnerScreen

        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        try:
            await until(lambda: window.warmed_up, "the warm-up over")
            report["screens_ahead"] = len(window.findChildren(WinnerScreen))
            ahead = window.findChildren(WinnerScreen)
            before = app_modules()
            seats = (SeatSpec(SeatKind.BOT, "Robo", "normal"), SeatSpec(SeatKind.BOT, "Bip", "normal"))
            window.start_game(GameSetup("times_square", seats, 5))
            page = window.game
            await until(lambda: page.update_shown is not None, "the first position")
            report["imported_for_the_first_position"] = sorted(app_modules() - before)
            before = app_modules()
            shown = []
            for game in range(2):
                await until(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), "winner screen")
                shown.append(window.score_dialog)
                report.setdefault("winners", []).append(window.score_dialog.winners())
                if game == 0:
                    report["imported_in_the_first_game"] = sorted(app_modules() - before)
                if game == 0:
                    window.score_dialog._play_again.click()
                    await until(lambda: window.score_dialog is None, "the rematch under way")
            report["same_screen"] = [screen in ahead for screen in shown]
            report["screens_after"] = len(window.findChildren(WinnerScreen))
        finally:
            window.close()

    run_main_reporting(scenario, report, sys.argv[1])
    """
)


@pytest.mark.warm_up  # the app's own warm-up makes the rules and the winner screen ahead
def test_a_new_games_first_position_imports_no_app_module_and_its_end_shows_the_screen_made_ahead(tmp_path: Path) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), timeout=240)
    assert report["error"] == [] and report["rc"] == 0, result.stderr
    assert report["imported_for_the_first_position"] == []
    # Nor does the rest of the game and its end (the history record is made on the rules thread then).
    assert report["imported_in_the_first_game"] == []
    assert report["screens_ahead"] == 1
    assert report["same_screen"] == [True, True] and report["screens_after"] == 1
    assert all(report["winners"])
