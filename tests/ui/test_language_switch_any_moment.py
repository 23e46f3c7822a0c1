"""The language may be switched at any moment: in the same event-loop turn as starting a game, while it is
played, once it is over and while leaving it, in every game. Any exception inside a Qt virtual (changeEvent)
or any Qt warning fails these tests."""

from __future__ import annotations

import itertools
import time

from tabletop_qt.i18n.languages import Language
from tabletop_qt.rules_thread import controller as rules_controller
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import scaled_controller

GAMES = ("tea_time", "times_square", "frantic_frankfurt")



def _setup(game_id: str, seed: int) -> GameSetup:
    if game_id == "frantic_frankfurt":
        # Three fast bots finish a real-time game in seconds at the tests' time scale; the page still shows it.
        seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal:fast") for i in range(3))
    else:
        seats = (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.BOT, "Robo", "easy"))
    return GameSetup(game_id, seats, seed)


def test_switching_language_at_every_step_of_every_game(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.02))
    languages = itertools.cycle([Language.ITALIAN, Language.DUTCH, Language.ENGLISH])
    page = window.game

    def switch() -> None:
        window.set_language(next(languages))

    for seed, game_id in enumerate(GAMES * 2):  # each game once after each other game: a page that held another
        window.start_game(_setup(game_id, seed))
        switch()  # the same event-loop turn as the start
        qtbot.waitUntil(
            lambda: page.update_shown is not None and page.update_shown.setup.game_id == game_id, timeout=5000
        )
        switch()
        deadline = time.monotonic() + 120
        moves = 0
        while time.monotonic() < deadline:
            update = page.update_shown
            assert update is not None
            if update.outcome.finished:
                break
            seat = page.acting_seat()
            if seat is not None and update.legal.get(seat) and game_id != "frantic_frankfurt":
                page.controller.submit(seat, update.legal[seat][0])
                if moves % 3 == 0:
                    switch()  # between sending a move and its answer
                moves += 1
            elif moves % 7 == 0:
                switch()
            qtbot.wait(10)
        assert page.update_shown is not None and page.update_shown.outcome.finished
        qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=5000)
        switch()  # with the score dialog open
        qtbot.wait(20)
        window.show_home()
        switch()  # the same turn as leaving
        qtbot.wait(20)
        assert window.pages.currentWidget() is window.home
