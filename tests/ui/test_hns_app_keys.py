"""The real app (``tabletop_qt.app.main``, its rules thread, in Italian) plays a High Noon Saloon turn by keys: D
draws, T (End turn) runs through the phases with nothing worth a stop and stops where an attack can be declared or
the turn is over; the buttons say their keys in their tooltips. Run as a separate process, the way the app runs."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    from tabletop_qt.rules_thread import turn_bots
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.main_window import MainWindow
    from tests.ui.hns_support import QuickBot

    real = turn_bots.make_bot
    turn_bots.make_bot = lambda game_id, level, options=None: QuickBot() if game_id == "high_noon_saloon" else real(game_id, level, options)
    report = {"phases": []}
    keep = []

    async def until(check, seconds=20.0):
        for _ in range(int(seconds / 0.02)):
            if check():
                return True
            await asyncio.sleep(0.02)
        return False

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        window.resize(1366, 768)
        page = window.game
        setup = GameSetup("high_noon_saloon", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Bruno", "normal")), 5)
        window.start_game(setup)

        def view():
            return page.update_shown.view_for(0)

        def asked(phase):
            update = page.update_shown
            return update is not None and 0 in update.current_seats and view().get("phase") == phase \\
                and page.board.settled()

        # The setup round by clicks of the board's own (not counted here): equip, place, end.
        while not await until(lambda: asked("scavenge"), 0.5):
            update = page.update_shown
            if update is None or 0 not in update.current_seats or not page.board.settled():
                continue
            legal = update.legal[0]
            kinds = [a["type"] for a in legal]
            if "place" in kinds:
                page.board.hns_scene.click_space(next(a for a in legal if a["type"] == "place")["space"])
            elif "end_phase" in kinds:
                page.board.buttons["end_phase"].click()
        report["tooltips"] = {n: page.board.buttons[n].toolTip().splitlines()[-1] for n in ("end_turn", "draw")}
        report["end_turn_text"] = page.board.buttons["end_turn"].text()
        page.view.setFocus()
        QTest.keyClick(page.view.viewport(), Qt.Key.Key_D)
        await until(lambda: view().get("phase") != "scavenge" and page.board.settled())
        report["phases"].append(view().get("phase"))
        QTest.keyClick(page.view.viewport(), Qt.Key.Key_T)
        await until(lambda: page.board.settled() and view().get("phase") not in ("weapon", "jump"))
        await asyncio.sleep(0.2)
        report["phases"].append(view().get("phase"))
        report["turn"] = view().get("turn")
        report["instruction"] = page._turn.text()
        report["declares"] = len([a for a in page.update_shown.legal.get(0, []) if a["type"] == "declare"])
        window.close()

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    rc = app_module.main(["--data-dir", sys.argv[1], "--language", "it", "--no-discovery", "--bot-delay", "0"])
    print(json.dumps({"rc": rc, **report}))
    """
)


def test_the_app_plays_a_turn_by_keys_in_italian(tmp_path: Path) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), timeout=120)
    print(report)
    assert report["rc"] == 0
    assert report["end_turn_text"] == "Termina il turno"
    assert report["tooltips"] == {"end_turn": "Tasto: T", "draw": "Tasto: D"}
    # D drew (Scavengin' is over); T ran on to where an attack can be declared (the seeded game has one).
    assert report["phases"][0] != "scavenge"
    assert report["phases"][1] == "fight" and report["declares"] >= 1, report
    assert "gettone" in report["instruction"], report
    assert "Traceback" not in result.stderr, result.stderr
