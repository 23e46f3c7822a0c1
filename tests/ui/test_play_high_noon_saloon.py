"""High Noon Saloon played in the real window by clicking: a whole 3-player game against bots (every phase, an
attack with an enhancement, a block answered by the person, a Hunker Down move), and a 4-player team game started
from the new-game dialog with a card passed face down to a teammate."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import start_game_through_dialog
from tests.ui.hns_driver import HnsPerson
from tests.ui.hns_support import person_asked

GAME = "high_noon_saloon"


def _play_until(qtbot, window: MainWindow, person: HnsPerson, done, seconds: float = 25) -> None:  # type: ignore[no-untyped-def]
    page = window.game
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        # The person is asked, or the game ends; once the person is out the bots play on to the end alone.
        qtbot.waitUntil(lambda: person_asked(window), timeout=max(100, round((deadline - time.monotonic()) * 1000)))
        update = page.update_shown
        assert update is not None
        if done(update):
            return
        view = update.view_for(page.acting_seat())
        if view.get("phase") != "setup" and not view.get("attack"):
            # The phase under way is always the one the header lights.
            assert person.scene.current_phase_label() == view["phase"]
        person.step()
    raise AssertionError(f"not done in {seconds} s; the person did {sorted(person.done)}")


def test_a_whole_three_player_game_by_clicking(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The app's own normal bots, at full speed (a frame between moves, as the window paces them).
    seats = [(SeatKind.HUMAN, "Ann", "normal"), (SeatKind.BOT, "Bix", "normal"), (SeatKind.BOT, "Cog", "normal")]
    start_game_through_dialog(qtbot, window, seats, game_id=GAME)
    person = HnsPerson(qtbot, window)
    _play_until(qtbot, window, person, lambda update: update.outcome.finished, seconds=150)
    update = window.game.update_shown
    assert update is not None and update.outcome.finished
    wanted = {"discard", "draw", "equip", "jump", "declare", "enhance", "attack", "block", "hunker"}
    assert wanted <= person.done, f"missing {wanted - person.done}"
    assert window.game.status_text() == ""  # no click was refused


def test_a_team_game_with_a_card_passed_face_down(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.home._new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert dialog is not None
    dialog.set_game(GAME)
    dialog.set_players(3)
    assert dialog.findChild(QComboBox, "teams_option").count() == 1  # no teams at 3 players
    dialog.set_players(4)
    dialog.options_panel().set_teams("2x2")
    dialog.set_seat(0, SeatKind.HUMAN, "Ann")
    for seat in (1, 2, 3):
        dialog.set_seat(seat, SeatKind.BOT, f"Bot {seat + 1}")
    # The seats alternate teams, and each says which it is in.
    assert [dialog.options_panel().seat_team_text(s) for s in range(4)] == ["Red team", "Blue team", "Red team", "Blue team"]
    assert not dialog.findChild(QCheckBox, "long_option").isEnabled()  # team grit is 30 anyway
    qtbot.mouseClick(dialog._buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.update_shown is not None, timeout=5000)
    update = window.game.update_shown
    assert update.setup.options["teams"] == "2x2"
    assert update.view_for(0)["teams"] == [0, 1, 0, 1]
    person = HnsPerson(qtbot, window)
    before: dict[str, int] = {}

    def passed(update) -> bool:  # type: ignore[no-untyped-def]
        if "pass_card" in person.done:
            return True
        before["teammate"] = update.view_for(0)["players"][2]["hand_count"]
        return False

    shown: list[Any] = []
    window.game.update_taken.connect(shown.append)
    _play_until(qtbot, window, person, passed)
    # The position right after the pass (the window may have ended Ann's turn for her since, on a slow machine):
    # still Ann's end of turn, one card passed, the teammate one card more.
    qtbot.waitUntil(lambda: any(u.view_for(0).get("passed_card") for u in shown), timeout=5000)
    update = next(u for u in shown if u.view_for(0).get("passed_card"))
    view = update.view_for(0)
    assert view["current"] == 0 and view["phase"] == "end" and view["passed_card"]
    assert view["players"][2]["hand_count"] == before["teammate"] + 1
    # Ann's screen names the card she passed; the log says to whom.
    assert any(line.startswith("Ann passes") and line.endswith("face down to Bot 3.") for line in window.game.log_lines())
