"""Positions from JSON (scenarios/), played through the rulebook's big moments: everyone stuck, the end of a
round with 2, 3 and 4 players, a short draw pile (the rulebook's own 6-card example), and the win.

The rulebook's pictures are lost; these positions were drawn by hand so that each moment happens in them. Cards
are written short in the comments (r13 = a red 13). Every pile lies in front of the seat with its number.
"""

from __future__ import annotations

import pytest

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.frantic_frankfurt.codes import Code, Reason, Why
from tabletop_qt.core.games.frantic_frankfurt.rules import Move, Play, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import LAYOUT_SIZE, Phase

from .support import GAME, codes, event, load_scenario, move, pile_tops, play, ready, short, slap, tops


def test_stuck_2p_the_last_play_leaves_everyone_stuck_and_the_draw_piles_unblock_it() -> None:
    """stuck_2p.json: seat 0's b16 on pile 0 (r13) is the only play at the table. Under it lies y1; nothing
    of either seat fits on b16 or b13 afterwards and nobody has an empty column, so everyone is stuck. Both
    say ready; seat 0 turns y8 onto pile 0, seat 1 b10 onto pile 1, at once."""
    state = load_scenario("stuck_2p.json")
    assert GAME.current_seats(state) == (0,)
    state, events = play(state, 0, "b16", 0)
    assert codes(events) == [Code.CARD_PLAYED, Code.CARD_TURNED, Code.EVERYONE_STUCK]
    assert tops(state, 0) == ["y1", "y3", "r5", "y7"]
    assert state.phase is Phase.STUCK and GAME.stuck_detected(state)
    assert GAME.current_seats(state) == (0, 1)
    assert GAME.waiting_for(state) == (0, 1)

    state, events = ready(state, 1)
    assert codes(events) == [Code.READY] and pile_tops(state) == ["b16", "b13"]
    assert GAME.waiting_for(state) == (0,)
    state, events = ready(state, 0)
    assert codes(events) == [Code.READY, Code.STUCK_REVEALED]
    revealed = event(events, Code.STUCK_REVEALED)["cards"]
    assert [(c["seat"], c["pile"], c["card"]["colour"], c["card"]["value"], c["source"]) for c in revealed] == [
        (0, 0, "yellow", 8, "draw"),
        (1, 1, "blue", 10, "draw"),
    ]
    assert state.phase is Phase.PLAY and pile_tops(state) == ["y8", "b10"]
    assert [len(d) for d in state.draw] == [len(d) - 1 for d in load_scenario("stuck_2p.json").draw]
    # The yellow 8 takes every odd yellow card of both seats: the game goes on.
    plays = {(short(a.card), a.pile) for s in (0, 1) for a in GAME.legal_actions(state, s) if isinstance(a, Play)}
    assert plays == {("y1", 0), ("y3", 0), ("y7", 0), ("y5", 0), ("y9", 0)}


def test_round_end_2p_the_finisher_slaps_and_the_other_gets_the_other_pile() -> None:
    """round_end_2p.json: seat 0 has only y9 left, seat 1 has b3, r7 over b5... Seat 0 lays y9 on pile 1 (b8),
    so pile 0 (3 cards) is the smaller. Seat 1 may not slap before seat 0; seat 0 slaps pile 0, which goes to
    the box; with two players the other pile is seat 1's without a race: its 6 cards and seat 1's 5 leftover
    column cards go under seat 1's draw pile. Both still have two cards or more: a new round is dealt."""
    before = load_scenario("round_end_2p.json")
    state, events = play(before, 0, "y9", 1)
    assert codes(events)[-1] == Code.COLUMNS_EMPTIED
    assert state.phase is Phase.RACE and state.finisher == 0
    assert GAME.current_seats(state) == (0,)
    with pytest.raises(IllegalActionError) as refused:
        slap(state, 1, 0)
    assert refused.value.reason == Reason.FINISHER_SLAPS_FIRST and refused.value.details == {"seat": 0}

    box_before = len(state.box)
    state, events = slap(state, 0, 0)
    slapped = [e.args for e in events if e.code == Code.PILE_SLAPPED]
    assert slapped == [
        {"seat": 0, "pile": 0, "count": 3, "to": "box", "auto": False},
        {"seat": 1, "pile": 1, "count": 6, "to": "draw", "auto": True},
    ]
    assert event(events, Code.CARDS_UNDER_DRAW_PILE) == {
        "seat": 1,
        "pile_cards": 6,
        "layout_cards": 5,
        "draw_count": len(before.draw[1]) + 11,
    }
    assert event(events, Code.ROUND_ENDED) == {
        "round": 3,
        "finisher": 0,
        "draw_counts": [20, len(before.draw[1]) + 11],
    }
    assert len(state.box) == box_before + 3
    assert state.round == 4 and state.phase is Phase.OPENING
    assert [len(d) for d in state.draw] == [20 - 11, len(before.draw[1]) + 11 - 11]


def test_round_end_3p_two_race_for_the_smaller_pile_and_the_hand_underneath_counts() -> None:
    """round_end_3p.json: seat 2 emptied its columns. It slaps pile 2 (7 cards) into the box. Piles 0 (2
    cards) and 1 (4 cards) are left for seats 0 and 1, who both want pile 0: seat 1 gets there first. Seat 0,
    the only one left, gets pile 1 without slapping; its own slap for pile 0 arrives too late."""
    before = load_scenario("round_end_3p.json")
    state, events = slap(before, 2, 2)
    assert event(events, Code.PILE_SLAPPED)["to"] == "box"
    assert set(GAME.current_seats(state)) == {0, 1}
    late = Slap(0, state.round)
    state, events = slap(state, 1, 0)
    slapped = [e.args for e in events if e.code == Code.PILE_SLAPPED]
    assert slapped == [
        {"seat": 1, "pile": 0, "count": 2, "to": "draw", "auto": False},
        {"seat": 0, "pile": 1, "count": 4, "to": "draw", "auto": True},
    ]
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, 0, late)
    assert refused.value.reason == Reason.TOO_LATE and refused.value.details["why"] == Why.ROUND_OVER
    # Seat 1: 25 + 2 (pile 0) + 4 (b9, y7, r5, b3); seat 0: 30 + 4 (pile 1) + 3 (y3, r13, b1).
    assert event(events, Code.ROUND_ENDED)["draw_counts"] == [37, 31, len(before.draw[2])]
    assert state.round == 3 and state.phase is Phase.OPENING


def test_round_end_4p_a_late_slap_is_told_too_late_and_slaps_another_pile() -> None:
    """round_end_4p.json: seat 1 emptied its columns and slaps pile 3 (4 cards) into the box. Seats 0, 2 and 3
    race for the three other piles; seat 3 is first on pile 0 (2 cards), seat 0's slap on pile 0 is too late
    (seat 3 has it), so seat 0 slaps pile 2 (3 cards) and seat 2 is left with pile 1 (5 cards)."""
    before = load_scenario("round_end_4p.json")
    state, _ = slap(before, 1, 3)
    assert set(GAME.current_seats(state)) == {0, 2, 3}
    state, _ = slap(state, 3, 0)
    with pytest.raises(IllegalActionError) as refused:
        slap(state, 0, 0)
    assert refused.value.reason == Reason.TOO_LATE
    assert refused.value.details == {"pile": 0, "why": Why.TAKEN, "by": 3}
    view = GAME.view(state, 0)
    assert [p["claimed_by"] for p in view["piles"]] == [3, None, None, 1]
    state, events = slap(state, 0, 2)
    slapped = [(e.args["seat"], e.args["pile"], e.args["auto"]) for e in events if e.code == Code.PILE_SLAPPED]
    assert slapped == [(0, 2, False), (2, 1, True)]
    counts = event(events, Code.ROUND_ENDED)["draw_counts"]
    # Seat 0: 15 + 3 + y3; seat 1: 12; seat 2: 20 + 5 + r1, b9, b3; seat 3: the rest + 2 + y1, y5, r3, b1.
    assert counts[:3] == [19, 12, 28] and counts[3] == len(before.draw[3]) + 6
    assert state.round == 5 and state.phase is Phase.OPENING
    assert sum(len(d) for d in state.draw) + len(state.box) + 4 * (LAYOUT_SIZE + 1) == 132


def test_short_pile_6_cards_columns_of_1_2_and_2_and_the_fourth_column_later() -> None:
    """short_pile_6_cards.json, the rulebook's example: «E SE MI RIMANGONO SOLO 6 CARTE? ALLORA COSTRUISCI PIU'
    COLONNE POSSIBILE: 1, 2 E 2 CARTE. LA 6A CARTA VA NELL'AREA DI GIOCO. PUOI ANCORA USARE LA 4 COLONNA PIU'
    TARDI.» Seat 1's draw pile is empty and four cards are left in its columns: b3; b5 on top of r7; y5. Seat 0
    emptied its columns and slaps pile 1 (7 cards); seat 1 gets pile 0 (r8, b9): 2 + 4 = 6 cards."""
    before = load_scenario("short_pile_6_cards.json")
    state, events = slap(before, 0, 1)
    assert event(events, Code.CARDS_UNDER_DRAW_PILE) == {
        "seat": 1,
        "pile_cards": 2,
        "layout_cards": 4,
        "draw_count": 6,
    }
    built = [e.args for e in events if e.code == Code.LAYOUT_BUILT]
    assert built[1]["columns"] == [1, 2, 2, 0] and built[1]["draw_count"] == 0
    # Under the draw pile went the pile turned over as it lay (r8, b9), then the columns from the first
    # (b3; r7 over b5 from the bottom up: r7, b5; y5): the new columns are r8 | b9, b3 | r7, b5; y5 opens a pile.
    assert [[short(c) for c in col] for col in state.layouts[1]] == [["r8"], ["b9", "b3"], ["r7", "b5"], []]
    assert short(state.holding[1] or "") == "y5" and state.draw[1] == ()
    # Both reveal; seat 1 then frees a column and still has the fourth one to move into.
    state, _ = ready(state, 0)
    state, _ = ready(state, 1)
    assert state.phase is Phase.PLAY  # seat 1 can move a card into its empty fourth column: nobody is stuck
    view = GAME.view(state, 1)
    assert [c["hidden"] for c in view["seats"][1]["columns"]] == [0, 1, 1, 0]
    assert any(isinstance(a, Move) and a.column == 3 for a in GAME.legal_actions(state, 1))
    state, events = move(state, 1, "b3", 3)
    assert tops(state, 1) == ["r8", "b9", "b5", "b3"]
    assert event(events, Code.CARD_TURNED) == {
        "seat": 1,
        "column": 1,
        "card": {"id": state.layouts[1][1][-1], "colour": "blue", "value": 9},
    }


def test_win_2p_at_most_one_card_left_in_the_draw_pile_at_the_end_of_a_round_wins() -> None:
    """win_2p.json: seat 0 has r20 in its columns and one card in its draw pile. It lays r20 on b9, slaps the
    smaller pile, seat 1 takes the other, and the round ends with seat 0 holding one card: seat 0 wins."""
    state = load_scenario("win_2p.json")
    state, _ = play(state, 0, "r20", 0)
    smaller = min((0, 1), key=lambda p: len(state.piles[p] or ()))
    state, events = slap(state, 0, smaller)
    assert codes(events)[-2:] == [Code.ROUND_ENDED, Code.GAME_ENDED]
    assert event(events, Code.GAME_ENDED)["winners"] == [0]
    assert state.phase is Phase.FINISHED and GAME.current_seats(state) == ()
    outcome = GAME.outcome(state)
    assert outcome.finished and outcome.winners == (0,) and outcome.reason == "ff.draw_pile_spent"
    assert outcome.scores[0] == 1
    for seat in (0, 1):
        assert GAME.legal_actions(state, seat) == []
