"""The window keeps one winner screen, made ahead in idle time, and shows each finished game on it
(``WinnerScreen.show_result``): a second result replaces the first entirely, and Rematch and Replay start over."""

from __future__ import annotations

from tabletop_qt.core import ranking
from tabletop_qt.ui.winner_screen import WinnerScreen
from tests.ui.test_winner_screen import finished_table


def test_a_screen_made_ahead_shows_nothing_until_a_result(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = WinnerScreen()
    qtbot.addWidget(screen)
    assert screen.winners() == [] and screen.figures() == {} and screen.ranking_text() == ""
    assert screen.windowTitle() == "Final score"


def test_a_second_result_replaces_the_first_and_rematch_and_replay_start_over(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = finished_table("high_noon_saloon", 3)
    second = finished_table("times_square", 2)
    screen = WinnerScreen()
    qtbot.addWidget(screen)
    names = [s.name for s in first.setup.seats]
    places = ranking.places(3, first.outcome.winners, first.outcome.scores, ranking.Better.HIGHER)
    screen.show_result(first.view(None), names, lambda: None, places=places, people=[0], game_id="high_noon_saloon",
                       log=first.log_for(None))
    screen.set_replay_record(object())
    screen.set_play_again_available(False)  # (a guest's screen at a table on the network)
    assert "Damage dealt" in screen.figures() and screen.ranking.rowCount() == 3

    names = ["Ada", "Bob"]
    screen.show_result(second.view(None), names, lambda: None, game_id="times_square", log=second.log_for(None))
    assert screen.ranking.rowCount() == 2
    assert [screen.ranking.item(r, 1).text() for r in range(2)] == [names[s] for s in screen.ranking_order()]
    assert screen.winners() == [names[w] for w in second.outcome.winners]
    assert "Damage dealt" not in screen.figures()
    headings = [screen.ranking.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(screen.ranking.columnCount())]
    assert headings[2:] == list(screen.figures())
    assert screen.you_text() == ""  # nobody at this screen played the second game
    assert not screen._replay.isEnabled()  # this game's record is not written yet
    assert not screen._play_again.isHidden()
