"""The real app (``tabletop_qt.app.main``, its asyncio loop and rules thread): a game played to its end shows the
winner screen with the players' figures; Replay opens the game just played, and Rematch starts a new deal."""

from __future__ import annotations

import textwrap
from pathlib import Path

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

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        try:
            seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy"))
            window.start_game(GameSetup("tea_time", seats, 11))
            page = window.game
            while True:  # Ada plays the first legal take each turn, as a click on the table would
                await until(lambda: page.update_shown is not None and (
                    page.update_shown.outcome.finished or page.acting_seat() is not None), "Ada's turn")
                update = page.update_shown
                if update.outcome.finished:
                    break
                page.controller.submit(0, update.legal[0][0])
                await until(lambda: page.update_shown.version > update.version, "the take shown")
            await until(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), "winner screen")
            screen = window.score_dialog
            final = page.update_shown.view_for(None)
            report["points"] = screen.figures()["Points"]
            report["scores"] = [str(c["score"]) for c in final["collections"]]
            report["first"] = screen.ranking.item(0, 1).text()
            report["winners"] = screen.winners()
            await until(lambda: screen._replay.isEnabled(), "Replay enabled")
            screen._replay.click()
            await until(lambda: window.pages.currentWidget() is window.replay_page, "the replay page")
            await until(lambda: window.replay_page.replay is not None, "the replay built")
            report["replayed_positions"] = window.replay_page.replay.positions
            report["replayed_seed"] = window.replay_page.record.setup.seed
            window.replay_page.close_button.click()
            await until(lambda: window.pages.currentWidget() is page, "back to the table")
            page.update_shown  # the finished table is still there
            window._on_game_game_finished(page.update_shown)  # the screen again, as at the end
            # (opened once the table has painted the last position: ui/winner_side.py)
            await until(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), "winner screen")
            window.score_dialog._play_again.click()
            await until(lambda: page.update_shown is not None and not page.update_shown.outcome.finished
                        and page.update_shown.setup.seed != 11, "a new deal")
            report["rematch_players"] = [s.name for s in page.update_shown.setup.seats]
        finally:
            window.close()

    run_main_reporting(scenario, report, sys.argv[1])
    """
)


def test_a_game_played_in_the_app_ends_on_the_winner_screen_with_replay_and_rematch(tmp_path: Path) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), timeout=240)
    assert report["error"] == [] and report["rc"] == 0, result.stderr
    assert report["points"] == report["scores"]
    assert report["first"] in report["winners"]
    assert report["replayed_seed"] == 11 and report["replayed_positions"] > 2
    assert report["rematch_players"] == ["Ada", "Robo"]
