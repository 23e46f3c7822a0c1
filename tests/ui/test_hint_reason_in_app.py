"""The hint's sentence names the game's reason, in each language, through the real app (`tabletop_qt.app.main`,
offscreen, in a child process): on the person's Tea Time turns, key H until the search's choice has a reason (the
first take of a game may have none: every take then does the same); the label then says that reason's whole
translated sentence with the move's win chance, not the numbers-only sentence."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    import tabletop_qt.ui.hint_control as hint_control
    from tabletop_qt.analysis.reasons import tea_time as reasons
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui import hint_texts
    from tabletop_qt.ui.main_window import MainWindow

    hint_control.HINT_SECONDS = 0.15  # a small budget: what is tested does not depend on it
    report = {}
    keep = []

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        setup = GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Bot", "normal")), 5)
        window.start_game(setup)
        page = window.game
        shown = []
        page.hint.hint_shown.connect(lambda action, seconds: shown.append(action))
        for turn in range(10):
            while page.update_shown is None or page.acting_seat() != 0 or not page.hint.button.isEnabled():
                await asyncio.sleep(0.02)
            asked = len(shown)
            QTest.keyClick(page.view, Qt.Key.Key_H)
            while len(shown) == asked:
                await asyncio.sleep(0.01)
            measure = page.hint._measure
            reason = measure.reasons[0] if measure.reasons else None
            if reason is not None:
                why = page.hint._text[1][0]
                report["kind"] = reason.kind
                report["win"] = why.win
                report["sentence"] = page.hint.text()
                source = reasons.SENTENCES[reason.kind]
                report["translated"] = QCoreApplication.translate(reasons.CONTEXT, source, None, reason.count).format(
                    win=why.win
                )
                report["source"] = source.replace("%n", str(reason.count)).format(win=why.win)
                report["numbers_only"] = QCoreApplication.translate("Hint", hint_texts.SENTENCES[why.case]).format(
                    win=why.win, other=why.other
                )
                break
            page.controller.submit(0, shown[-1])
            while page.acting_seat() == 0:
                await asyncio.sleep(0.02)
        window.close()

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    rc = app_module.main(["--data-dir", sys.argv[1], "--language", sys.argv[2], "--no-discovery"])
    report["rc"] = rc
    print(json.dumps(report))
    """
)


@pytest.mark.parametrize("language", ["en", "it", "nl"])
def test_the_hint_sentence_names_the_games_reason(tmp_path: Path, language: str) -> None:
    result, report = run_app_child(SCRIPT, str(tmp_path), language, timeout=180)
    assert report["rc"] == 0
    assert "kind" in report, "no hint in ten turns had a reason"
    sentence = report["sentence"]
    assert sentence == report["translated"]
    assert sentence != report["numbers_only"]
    assert str(report["win"]) in sentence  # the win chance stays in the sentence ("76%", "76 volte su 100")
    if language == "en":
        assert "(s)" not in sentence  # the English plural forms, not the source's
    else:
        assert sentence != report["source"]  # translated
    assert "Traceback" not in result.stderr, result.stderr
