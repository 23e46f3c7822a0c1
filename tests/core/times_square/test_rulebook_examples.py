"""The rulebook's detailed example ("Esempio Dettagliato" / "Voorbeeld"), turns 1 to 4.

The Italian text keeps turn 1, the Dutch all four; the pictures are lost, so the positions in
scenarios/example_before_turn_{1,2,3,4}.json were drawn to make every caption true at once:

    before turn 1:  low Bodyguard 2, Sue 7, high Bodyguard 8 (the centre), Hal 10, Deb 15, Charlie 8
    turn 1 (A):     group 1 space -> 1, 6, 7; Sue 1 and 1 more -> 4; Charlie 2 towards A -> 6
    turn 2 (B):     Deb joker moves the left Bodyguard 2 -> 3; two Deb 3 jokers move the right one 6 -> 13;
                    Charlie 1 towards B (Deb on B's entrance) -> 7
    turn 3 (A):     Deb to the centre -> 8; Deb 5 -> 3; Charlie stays
    turn 4 (B):     Hal lures Sue onto his space -> 10; Charlie stays

Seat 0 is player A (club at the low end), seat 1 player B. Each file is the position the previous turn leads
to (hands and pile included), so the four tests also check the chain.
"""

from __future__ import annotations

from tabletop_qt.core.games.times_square.board import Figure, Move
from tabletop_qt.core.games.times_square.codes import Code
from tabletop_qt.core.games.times_square.rules import END_TURN, Lure, Play
from tabletop_qt.core.games.times_square.state import TimesSquareState

from .support import GAME, codes, destination, load_scenario, where


def run(state: TimesSquareState, *actions: object) -> tuple[TimesSquareState, list]:  # type: ignore[type-arg]
    seat = state.current
    events = []
    for action in actions:
        assert action in GAME.legal_actions(state, seat), GAME.action_to_json(action)  # type: ignore[arg-type]
        state, more = GAME.apply(state, seat, action)  # type: ignore[arg-type]
        events.extend(more)
    return state, events


def play(cards: tuple[str, ...], move: Move, **to: int) -> Play:
    return Play(cards, move, destination(move, to))


def test_turn_1_group_move_then_sue_twice_then_charlie_two_spaces() -> None:
    """«Il giocatore A gioca insieme due carte Saucy Sue per muovere di 1 spazio Saucy Sue e le sue due
    Bodyguards come un gruppo. Poi, gioca altre 2 carte Saucy Sue per muovere Saucy Sue di 2 spazi.
    Successivamente, muove Champagne Charlie di 2 spazi nella sua direzione: 1 spazio perchè una Bodyguard si
    trova nel suo ingresso e 1 spazio perchè Saucy Sue ed entrambe le sue Bodyguards si trovano nel suo lato di
    tabellone.»"""
    state = load_scenario("example_before_turn_1.json")
    assert state.current == 0
    assert where(state) == {"sue": 7, "guard_low": 2, "guard_high": 8, "hal": 10, "deb": 15, "charlie": 8}
    after, events = run(
        state,
        play(("sue.1", "sue.2"), Move.GROUP, sue=6, guard_low=1, guard_high=7),
        play(("sue.3",), Move.SUE, sue=5),
        play(("sue.4",), Move.SUE, sue=4),
        END_TURN,
    )
    assert where(after) == {"sue": 4, "guard_low": 1, "guard_high": 7, "hal": 10, "deb": 15, "charlie": 6}
    moved = next(e for e in events if e.code == Code.CHARLIE_MOVED)
    assert moved.args["steps"] == 2
    assert moved.args["entrance_figures"] == ["guard_low"] and moved.args["half"] is True
    assert len(after.hands[0]) == 8 and after.current == 1
    assert after == load_scenario("example_before_turn_2.json")


def test_turn_2_deb_as_joker_moves_both_bodyguards_then_charlie_one_space() -> None:
    """nl: «Speler B gebruikt de speciale functie van Dancing Deb, omdat ze tussen Saucy Sue en zijn/haar
    nachtclub staat. Hij/Zij speelt 2 Dancing Deb kaarten om de meest linkse bodyguard 2 plaatsen op te
    schuiven. Dan speelt Speler B 2 Dancing Deb kaarten met waarde 3 om de rechtse bodyguard 6 plaatsen te
    verplaatsen, vervolgens wordt Champagne Charlie 1 plaats opgeschoven omdat Dancing Deb bij de ingang van
    zijn/haar nachtclub staat.»

    The deck has a single Deb 1, so "2 cards for 2 spaces" cannot be two 1s: the translation's first "2" is
    read as one Deb 2 card. Both Bodyguards are one figure type for the joker rule."""
    state = load_scenario("example_before_turn_2.json")
    assert state.current == 1 and GAME.view(state, None)["deb_between"][1] is True
    after, events = run(
        state,
        play(("deb2.1",), Move.GUARD_LOW, guard_low=3),
        play(("deb3.1",), Move.GUARD_HIGH, guard_high=10),
        play(("deb3.2",), Move.GUARD_HIGH, guard_high=13),
        END_TURN,
    )
    assert where(after) == {"sue": 4, "guard_low": 3, "guard_high": 13, "hal": 10, "deb": 15, "charlie": 7}
    played = [e for e in events if e.code == Code.CARD_PLAYED]
    assert all(e.args["joker"] for e in played)
    moved = next(e for e in events if e.code == Code.CHARLIE_MOVED)
    assert moved.args == {"seat": 1, "from": 6, "to": 7, "steps": 1, "entrance_figures": ["deb"], "half": False}
    assert after == load_scenario("example_before_turn_3.json")


def test_turn_3_deb_to_the_centre_then_five_and_charlie_stays() -> None:
    """nl: «Speler A speelt een Dancing Deb kaart met een riooldeksel, om Dancing Deb naar het midden van het bord
    te verplaatsen, vervolgens een Dancing Deb kaart met waarde 5, om Dancing Deb 5 velden in zijn/haar richting
    te verplaatsen. Charlie blijft staan omdat er geen Karakters bij de ingang van de nachtclub staan.»"""
    state = load_scenario("example_before_turn_3.json")
    assert state.current == 0
    after, events = run(
        state,
        play(("deb_centre.1",), Move.DEB, deb=8),
        play(("deb5.1",), Move.DEB, deb=3),
        END_TURN,
    )
    assert where(after) == {"sue": 4, "guard_low": 3, "guard_high": 13, "hal": 10, "deb": 3, "charlie": 7}
    assert Code.CHARLIE_STAYED in codes(events) and Code.CHARLIE_MOVED not in codes(events)
    assert after == load_scenario("example_before_turn_4.json")


def test_turn_4_hal_lures_sue_and_charlie_stays() -> None:
    """nl: «Speler B speelt geen kaarten, maar gebruikt de speciale gave van Handsom Hal, om Saucy Sue naar het
    veld van Handsom Hal te verplaatsen, ook nu wordt Cahmpagne Charly niet verplaatst.» (sic)"""
    state = load_scenario("example_before_turn_4.json")
    assert state.current == 1
    hands_before = state.hands
    after, events = run(state, Lure(Figure.SUE, ((Figure.SUE, 10),)))
    assert where(after) == {"sue": 10, "guard_low": 3, "guard_high": 13, "hal": 10, "deb": 3, "charlie": 7}
    assert after.hands == hands_before  # no cards played, none drawn
    assert codes(events) == [Code.LURED, Code.FIGURE_MOVED, Code.CHARLIE_STAYED, Code.TURN_STARTED]
    assert after.current == 0


def test_the_example_offers_each_move_as_a_ghost_before_it_is_made() -> None:
    """The interface shows every target of every card before the player commits: in turn 2 a Deb 3 card offers
    Hal and the high Bodyguard only (Deb herself would leave the street, Sue would land on her Bodyguard's
    space and the low Bodyguard on Sue's)."""
    state = load_scenario("example_before_turn_2.json")
    targets = {
        (a.move, a.to)
        for a in GAME.legal_actions(state, 1)
        if isinstance(a, Play) and a.cards == ("deb3.1",)
    }
    assert targets == {
        (Move.HAL, ((Figure.HAL, 13),)),
        (Move.GUARD_HIGH, ((Figure.GUARD_HIGH, 10),)),
    }
