"""The winner screen (issue 26 item 9), in all four games: the winners, the ranking best first with a medal per
place, each player's figures from the game's own measures, Rematch, and Replay once the game is in the history."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.core import ranking
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tabletop_qt.ui.winner_figures import player_figures, refine_places
from tabletop_qt.ui.winner_screen import WinnerScreen

NAMES = ("Anna", "Bruno", "Carla")


def finished_table(game_id: str, players: int, seed: int = 3, options: dict[str, Any] | None = None) -> Table:
    seats = tuple(SeatSpec(SeatKind.BOT, NAMES[i] if i < 3 else f"P{i}", "normal") for i in range(players))
    table = Table.new(GameSetup(game_id, seats, seed, options or {}))
    bot = make_bot(game_id, "normal")
    rng = random.Random(seed)
    for _ in range(30_000):
        if table.outcome.finished:
            return table
        seat = rng.choice(list(table.current_seats()))
        table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng))
    raise AssertionError("the game did not end")


def test_high_noon_saloon_figures_are_the_grit_left_and_the_damage_dealt() -> None:
    table = finished_table("high_noon_saloon", 3)
    view = table.view(None)
    figures = {f.label: f.values for f in player_figures("high_noon_saloon", view, table.log_for(None))}
    dealt = [0, 0, 0]
    for entry in table.log:
        for event in entry.events:
            if event.code == "hns.damage":
                dealt[event.args["attacker"]] += event.args["grit"]
    assert figures["Damage dealt"] == tuple(str(d) for d in dealt) and sum(dealt) > 0
    winner = table.outcome.winners[0]
    assert figures["Grit left"][winner] == str(view["players"][winner]["grit"])
    assert all(figures["Grit left"][s] == "Out of the game" for s in range(3) if s != winner)


def test_high_noon_saloon_ranks_the_losers_by_how_long_they_lasted() -> None:
    table = finished_table("high_noon_saloon", 3)
    outs = [e.args["seat"] for entry in table.log for e in entry.events if e.code == "hns.player_out"]
    assert len(outs) == 2
    tied = ranking.places(3, table.outcome.winners, table.outcome.scores, ranking.Better.HIGHER)
    assert sorted(tied) == [1, 2, 2]  # grit 0 for both losers: a tie without the log
    places = refine_places("high_noon_saloon", tied, table.log_for(None))
    assert places[table.outcome.winners[0]] == 1 and places[outs[1]] == 2 and places[outs[0]] == 3
    assert refine_places("tea_time", tied, table.log_for(None)) == list(tied)


def test_high_noon_saloon_team_figures_show_the_teams_grit() -> None:
    table = finished_table("high_noon_saloon", 4, options={"teams": "2x2"})
    view = table.view(None)
    figures = {f.label: f.values for f in player_figures("high_noon_saloon", view, table.log_for(None))}
    assert figures["Team grit left"] == tuple(str(view["team_grit"][t]) for t in view["teams"])


def test_tea_time_times_square_and_frantic_frankfurt_figures() -> None:
    tea = finished_table("tea_time", 3)
    figures = player_figures("tea_time", tea.view(None), tea.log_for(None))
    assert [f.label for f in figures] == ["Points"]
    assert figures[0].values == tuple(str(c["score"]) for c in tea.view(None)["collections"])

    square = finished_table("times_square", 2)
    view = square.view(None)
    figures = {f.label: f.values for f in player_figures("times_square", view, square.log_for(None))}
    sue = view["figures"]["sue"]
    assert figures["Saucy Sue: spaces from the club"] == (str(max(0, sue - 1)), str(max(0, 15 - sue)))
    assert set(figures) >= {"Champagne Charlie: spaces from the club", "Figures on the club's entrance"}

    frankfurt = finished_table("frantic_frankfurt", 2)
    view = frankfurt.view(None)
    figures = {f.label: f.values for f in player_figures("frantic_frankfurt", view, frankfurt.log_for(None))}
    assert figures["Cards in the draw pile"] == tuple(str(s["draw_count"]) for s in view["seats"])
    winner = frankfurt.outcome.winners[0]
    assert int(figures["Cards in the draw pile"][winner]) <= 1  # the rulebook's measure of a win
    rounds = sum(int(n) for n in figures["Rounds with the columns emptied first"])
    assert rounds == view["round"] or rounds == view["round"] - 1


@pytest.mark.parametrize("game_id", ["high_noon_saloon", "tea_time", "times_square", "frantic_frankfurt"])
def test_the_screen_ranks_the_players_best_first_with_their_figures(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    table = finished_table(game_id, 2 if game_id == "times_square" else 3)
    view = table.view(None)
    names = [s.name for s in table.setup.seats]
    places = ranking.places(len(names), table.outcome.winners, table.outcome.scores, ranking.Better.HIGHER)
    screen = WinnerScreen(view, names, lambda: None, places=places, people=[0], game_id=game_id, log=table.log_for(None))
    qtbot.addWidget(screen)
    order = screen.ranking_order()
    assert order[0] in table.outcome.winners
    assert [screen.ranking.item(r, 1).text() for r in range(len(names))] == [names[s] for s in order]
    headings = [screen.ranking.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(screen.ranking.columnCount())]
    assert headings[2:] == list(screen.figures())
    assert screen.banner.title.text() == "Winner: " + names[table.outcome.winners[0]]


def test_rematch_and_replay_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = finished_table("tea_time", 2)
    screen = WinnerScreen(table.view(None), ["Anna", "Bruno"], lambda: None, game_id="tea_time")
    qtbot.addWidget(screen)
    screen.show()
    assert not screen._replay.isEnabled()  # the history has not written the game yet
    record = object()
    screen.set_replay_record(record)
    assert screen._replay.isEnabled() and screen._replay.text() == "Replay"
    with qtbot.waitSignal(screen.replay_requested) as replay:
        screen._replay.click()
    assert replay.args == [record] and not screen.isVisible()
    screen.show()
    with qtbot.waitSignal(screen.play_again_requested):
        screen._play_again.click()
    assert screen._play_again.text() == "Rematch"
