"""One test per sentence of the Tea Time rulebook (BGA help page, Italian + English) and per ruling of the
project's rulebook README. Each docstring quotes what it checks.

The 2-player grid is 3 columns x 4 rows, cells numbered row by row; faces alternate like a chessboard with a
normal top-left cell:

     0 N   1 M   2 N
     3 M   4 N   5 M
     6 N   7 M   8 N
     9 M  10 N  11 M
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.core.errors import IllegalActionError, InvalidActionError, InvalidStateError, RulesError
from tabletop_qt.core.games.tea_time.cards import ALICE, ALL_CHARACTER_CARDS, Character, Face, character_of
from tabletop_qt.core.games.tea_time.grid import GRID_SIZE, face_at
from tabletop_qt.core.games.tea_time.rules import Code, Reason, Take
from tabletop_qt.core.games.tea_time.state import TeaTimeState, all_cards

from .support import (
    CAT,
    CATERPILLAR,
    GAME,
    HATTER,
    QUEEN,
    RABBIT,
    TWEEDLES,
    M,
    N,
    brute_force_lines,
    build,
    counts_and_faces,
    points_by_hand,
    take,
)

PLAYER_COUNTS = (2, 3, 4)


def random_playout(players: int, seed: int) -> tuple[TeaTimeState, list[list[Any]]]:
    """A whole game of random legal takes; returns the final state and the events of every action."""
    rng = random.Random(seed)
    state = GAME.new_state(players, seed)
    all_events = []
    while not state.finished:
        action = rng.choice(GAME.legal_actions(state, state.current))
        state, events = GAME.apply(state, state.current, action)
        all_events.append(events)
    return state, all_events


def full_grid_2p() -> list[Character]:
    # Same-character cells only where a test wants them: a varied grid that cancels nothing by accident.
    return [CAT, HATTER, RABBIT, CATERPILLAR, QUEEN, TWEEDLES, HATTER, RABBIT, CAT, QUEEN, TWEEDLES, CATERPILLAR]


# ---------------------------------------------------------------------------------------------------- setup


def test_in_2_players_all_characters_are_used_and_there_are_5_rounds() -> None:
    """«In 2 giocatori: Tutti i personaggi sono usati; ci sono 5 round.»"""
    state = GAME.new_state(2, 7)
    assert state.removed == ()
    assert state.rounds_total == 5
    in_play = [c for c in state.grid if c is not None] + list(state.deck)
    assert sorted(in_play) == sorted(ALL_CHARACTER_CARDS)
    final, events = random_playout(2, 7)
    assert sum(e.code == Code.ROUND_ENDED for evs in events for e in evs) == 5


def test_with_3_players_2_cards_of_each_character_are_removed() -> None:
    """«In 3 giocatori: 2 carte per ciascu personaggio sono rimossi; ci sono 3 round.» (sic)"""
    removed_sets = set()
    for seed in range(20):
        state = GAME.new_state(3, seed)
        per_character = Counter(character_of(c) for c in state.removed)
        assert per_character == Counter({c: 2 for c in Character})
        assert state.rounds_total == 3
        in_play = [c for c in state.grid if c is not None] + list(state.deck)
        assert len(in_play) == 48 and not set(in_play) & set(state.removed)
        removed_sets.add(frozenset(state.removed))
    assert len(removed_sets) > 1, "the removed cards are chosen at random"
    final, events = random_playout(3, 3)
    assert sum(e.code == Code.ROUND_ENDED for evs in events for e in evs) == 3


def test_in_4_players_all_characters_are_used_and_there_are_3_rounds() -> None:
    """«In 4 giocatori: Tutti i personaggi sono usati; ci sono 3 round.»"""
    state = GAME.new_state(4, 11)
    assert state.removed == ()
    assert state.rounds_total == 3
    assert len([c for c in state.grid if c is not None]) + len(state.deck) == 60
    final, events = random_playout(4, 11)
    assert sum(e.code == Code.ROUND_ENDED for evs in events for e in evs) == 3


def test_the_first_player_is_chosen_at_random_and_takes_alice() -> None:
    """«Al primo round il primo giocatore è determinato casualmente e prende la carta Alice.»"""
    for players in PLAYER_COUNTS:
        firsts = set()
        for seed in range(40):
            state = GAME.new_state(players, seed)
            assert state.alice_holder == state.current
            assert ALICE not in state.grid
            assert GAME.current_seats(state) == (state.current,)
            firsts.add(state.current)
        assert firsts == set(range(players))


def test_all_other_cards_are_shuffled() -> None:
    """«Tutte le altre carte sono mescolate.»"""
    grids = {GAME.new_state(2, seed).grid for seed in range(10)}
    assert len(grids) == 10
    assert GAME.new_state(2, 5) == GAME.new_state(2, 5)


def test_grid_sizes_are_3x4_4x4_and_5x4() -> None:
    """«In 2 giocatore la griglia sarà di 3x4 carte» «In 3 giocatore la griglia sarà di 4x4 carte»
    «In 4 giocatore la griglia sarà di 5x4 carte» (columns x rows, as the project's README fixes it)"""
    for players, (cols, rows) in {2: (3, 4), 3: (4, 4), 4: (5, 4)}.items():
        state = GAME.new_state(players, 1)
        view = GAME.view(state, 0)
        assert (view["cols"], view["rows"]) == (cols, rows)
        assert len(state.grid) == cols * rows and None not in state.grid


def test_grid_alternates_normal_and_mirror_faces() -> None:
    """«Prima di iniziare il round, le carte sono disposte sul tavolo a formare una griglia in modo da alternare
    la faccia “normale” e la faccia “allo specchio”.»"""
    for players in PLAYER_COUNTS:
        view = GAME.view(GAME.new_state(players, 3), 0)
        cols, rows = view["cols"], view["rows"]
        for row in range(rows):
            for col in range(cols):
                here = view["grid"][row * cols + col]["face"]
                if col + 1 < cols:
                    assert view["grid"][row * cols + col + 1]["face"] != here
                if row + 1 < rows:
                    assert view["grid"][(row + 1) * cols + col]["face"] != here
        faces = Counter(cell["face"] for cell in view["grid"])
        assert faces["normal"] == faces["mirror"]


def test_ruling_the_top_left_cell_shows_the_normal_face() -> None:
    """README ruling: «*ruling* the top-left cell shows the normal face.»"""
    for players in PLAYER_COUNTS:
        for seed in range(3):
            assert GAME.view(GAME.new_state(players, seed), None)["grid"][0]["face"] == "normal"


# ---------------------------------------------------------------------------------------------------- turns


def test_the_alice_holder_opens_the_round_taking_one_card_and_putting_alice_in_its_place() -> None:
    """«Il giocatore con la carta Alice inizia il round e sceglie una carta dalla griglia da prendere. La
    rimpiazza con la carta Alice»"""
    for players in PLAYER_COUNTS:
        state = GAME.new_state(players, 21)
        opener = state.current
        legal = GAME.legal_actions(state, opener)
        assert legal and all(len(a.cells) == 1 for a in legal)
        assert len(legal) == len(state.grid)
        card = state.grid[5]
        after, events = GAME.apply(state, opener, Take((5,)))
        assert after.grid[5] == ALICE
        assert after.alice_holder is None
        assert [c for c, _ in after.collections[opener]] == [card]
        assert any(e.code == Code.ALICE_PLACED and e.args["cell"] == 5 for e in events)


def test_the_opener_may_not_take_two_cards() -> None:
    """«sceglie una carta dalla griglia da prendere» (one card, on the first turn of the round)."""
    state = GAME.new_state(2, 4)
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, state.current, Take((0, 1)))
    assert err.value.reason == Reason.FIRST_TAKE_ONE


def test_next_player_clockwise_takes_1_or_2_adjacent_aligned_cards() -> None:
    """«Il giocatore successivo in senso orario sceglie di prendere 1 o 2 carte. Queste carte devono essere
    vicine e allineate (in verticale, orizzontale o diagonale).»"""
    for players in PLAYER_COUNTS:
        state = GAME.new_state(players, 8)
        opener = state.current
        state = take(state, 0)
        assert state.current == (opener + 1) % players  # seats are numbered clockwise
        legal = {a.cells for a in GAME.legal_actions(state, state.current)}
        assert {len(c) for c in legal} == {1, 2}
    state = take(GAME.new_state(2, 8), 11)
    legal = {a.cells for a in GAME.legal_actions(state, state.current)}
    assert (0, 1) in legal  # horizontal
    assert (0, 3) in legal  # vertical
    assert (0, 4) in legal and (1, 3) in legal  # both diagonals
    assert (0, 2) not in legal and (0, 5) not in legal
    with pytest.raises(IllegalActionError) as err:
        take(state, 0, 1, 2)
    assert err.value.reason == Reason.TOO_MANY
    with pytest.raises(IllegalActionError) as err:
        take(state, 0, 5)
    assert err.value.reason == Reason.NOT_A_LINE


def test_from_the_third_turn_1_2_or_3() -> None:
    """«Partendo dal terzo turno, ogni giocatore sceglie di prendere 1, 2 o 3 carte. Queste carte devono sempre
    essere adiacenti e allineate.»"""
    state = take(take(GAME.new_state(2, 9), 11), 10)
    legal = {a.cells for a in GAME.legal_actions(state, state.current)}
    assert {len(c) for c in legal} == {1, 2, 3}
    for line in [(0, 1, 2), (0, 3, 6), (0, 4, 8), (2, 4, 6)]:
        assert line in legal
    for not_a_line in [(0, 1, 4), (0, 1, 3), (0, 4, 5), (1, 3, 5)]:
        assert not_a_line not in legal
        with pytest.raises(IllegalActionError) as err:
            take(state, *not_a_line)
        assert err.value.reason == Reason.NOT_A_LINE
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, state.current, Take((0, 3, 6, 9)))
    assert err.value.reason == Reason.TOO_MANY
    # Later turns keep the limit at three.
    later = take(take(state, 0, 1, 2), 3, 4, 5)
    assert later.turn_in_round == 4
    assert max(len(a.cells) for a in GAME.legal_actions(later, later.current)) == 3


def test_two_cards_separated_by_a_gap_are_not_adjacent() -> None:
    """«2 carte speratate da uno spazio nella griglia non sono considerate adiacenti.» (sic)"""
    grid = full_grid_2p()
    grid[4] = None
    state = build(2, grid)
    for pair in [(0, 8), (1, 7), (3, 5), (2, 6)]:  # across the empty centre cell, each way
        with pytest.raises(IllegalActionError) as err:
            take(state, *pair)
        assert err.value.reason == Reason.NOT_A_LINE
    with pytest.raises(IllegalActionError) as err:
        take(state, 1, 4, 7)
    assert err.value.reason == Reason.EMPTY_CELL
    legal = {a.cells for a in GAME.legal_actions(state, 0)}
    assert not any(4 in cells for cells in legal)
    assert (1, 7) not in legal and (0, 8) not in legal


def test_players_must_take_at_least_one_card() -> None:
    """«I giocatori devono prendere almeno una carta.»"""
    state = GAME.new_state(3, 2)
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, state.current, Take(()))
    assert err.value.reason == Reason.NONE_TAKEN
    with pytest.raises(IllegalActionError):
        GAME.apply(state, state.current, GAME.action_from_json({"type": "take", "cells": []}))
    # And someone always can: while the game runs, the seat to act has a legal take.
    rng = random.Random(2)
    while not state.finished:
        legal = GAME.legal_actions(state, state.current)
        assert legal and all(a.cells for a in legal)
        state, _ = GAME.apply(state, state.current, rng.choice(legal))


def test_cards_keep_their_face_when_taken() -> None:
    """«Non è consentito cambiare la faccia delle carte che vengono prese.» (README: «Cards never turn over
    once dealt.»)"""
    for seed in range(5):
        state = GAME.new_state(4, seed)
        rng = random.Random(seed)
        while not state.finished:
            action = rng.choice(GAME.legal_actions(state, state.current))
            seat = state.current
            expected = {state.grid[c]: face_at(c, state.cols) for c in action.cells if state.grid[c] != ALICE}
            state, _ = GAME.apply(state, seat, action)
            for card, face in state.collections[seat]:
                if card in expected:
                    assert face is expected[card]
            for card, face in state.discarded:
                if card in expected:
                    assert face is expected[card]


def test_collected_cards_are_grouped_by_character() -> None:
    """«Le carte collezionate vengono messe davanti al giocatore che le ha prese formando delle colonne
    ragruppate per personaggio.» (sic)"""
    state = build(2, full_grid_2p(), collections=[[(CAT, N, 2), (HATTER, M, 1)], [(RABBIT, M, 3)]])
    state = take(state, 0, 1)  # a normal Cat and a mirror Hatter join their columns
    assert counts_and_faces(state, 0) == {"cheshire_cat": (3, "normal"), "mad_hatter": (2, "mirror")}
    assert counts_and_faces(state, 1) == {"white_rabbit": (3, "mirror")}
    # The columns are in front of everybody: every seat's view shows them alike.
    assert GAME.view(state, 1)["collections"][0] == GAME.view(state, 0)["collections"][0]


def test_opposite_faces_of_a_character_cancel_immediately() -> None:
    """«Se un giocatore prende una carta che ha la faccia opposta ad una con lo stesso personaggio che aveva già
    collezionato, le due carte devono essere immediatamente scartate e rimosse dal gioco.»"""
    state = build(2, full_grid_2p(), collections=[[(HATTER, N, 1)], []])
    before = len(state.discarded)
    after, events = GAME.apply(state, 0, Take((1,)))  # a mirror Hatter
    assert counts_and_faces(after, 0) == {}
    assert len(after.discarded) == before + 2
    assert {character_of(c) for c, _ in after.discarded[-2:]} == {HATTER}
    assert {f for _, f in after.discarded[-2:]} == {N, M}
    assert any(
        e.code == Code.CARDS_CANCELLED and e.args == {"seat": 0, "character": "mad_hatter", "pairs": 1}
        for e in events
    )
    assert GAME.view(after, 0)["discarded_count"] == len(after.discarded)


def test_a_player_never_has_both_faces_of_a_character() -> None:
    """«Quindi un giocatore non può avere davanti a sé carte con lo stesso personaggio con la faccia “normale”
    e “allo specchio” allo stesso tempo.» (Two opposite faces taken together cancel each other too.)"""
    grid = full_grid_2p()
    grid[0], grid[1] = QUEEN, QUEEN  # cells 0 (normal) and 1 (mirror)
    state = build(2, grid, collections=[[], []])
    after = take(state, 0, 1)
    assert counts_and_faces(after, 0) == {}
    for seed in range(30):
        final, _ = random_playout(2 + seed % 3, seed)
        for col in final.collections:
            faces: dict[Character, set[Face]] = {}
            for card, face in col:
                faces.setdefault(character_of(card), set()).add(face)
            assert all(len(f) == 1 for f in faces.values())


def test_ruling_mirror_cancellation_is_one_for_one() -> None:
    """README ruling: «Mirror cancellation is one for one (3 normal + 1 mirror of a character leaves 2
    normal).»"""
    grid = full_grid_2p()
    grid[1], grid[3] = CAT, CAT  # both mirror cells, diagonal neighbours
    state = build(2, grid, collections=[[(CAT, N, 3)], []])
    after = take(state, 3)
    assert counts_and_faces(after, 0)["cheshire_cat"] == (2, "normal")
    assert len(after.discarded) == len(state.discarded) + 2
    # Two opposite cards against three: each cancels one.
    after = take(state, 1, 3)
    assert counts_and_faces(after, 0)["cheshire_cat"] == (1, "normal")
    assert len(after.discarded) == len(state.discarded) + 4


def test_ruling_one_for_one_cancellation_keeps_the_rest() -> None:
    """README ruling: «Mirror cancellation is one for one»: each opposite card cancels one held card, and one
    taken when none is left to cancel is kept."""
    grid = full_grid_2p()
    grid[3], grid[4], grid[5] = CAT, QUEEN, CAT
    grid[1], grid[7] = CAT, CAT  # column 1: 1 (M), 4 (N), 7 (M)
    state = build(2, grid, collections=[[(CAT, N, 1)], []])
    after = take(state, 1, 4, 7)  # mirror, (queen), mirror: one cancels the normal Cat, one stays
    assert counts_and_faces(after, 0) == {"cheshire_cat": (1, "mirror"), "queen_of_hearts": (1, "normal")}


def test_alice_can_be_taken_like_the_other_cards_and_her_collector_opens_the_next_round() -> None:
    """«Prendere la carta Alice: quest carta può essere presea normalmente come le altre carte. Il giocatore
    che la colleziona sarà il primo giocatore nel prossimo round.» (sic)"""
    state = take(GAME.new_state(3, 30), 4)  # Alice now lies in cell 4 of the 4x4 grid
    assert state.grid[4] == ALICE
    legal = {a.cells for a in GAME.legal_actions(state, state.current)}
    assert (4,) in legal and (4, 5) in legal
    collector = state.current
    state = take(state, 4, 5)
    assert state.alice_holder == collector
    assert GAME.view(state, 0)["collections"][collector]["alice"] is True
    rng = random.Random(0)
    while state.round == 1:
        state = take(state, *rng.choice(GAME.legal_actions(state, state.current)).cells)
    assert state.round == 2
    assert state.current == collector and state.alice_holder == collector
    assert state.turn_in_round == 0


def test_ruling_alice_in_the_grid_can_be_part_of_a_line() -> None:
    """README ruling: «Alice in the grid can be part of a 1-3 card line.»"""
    grid = full_grid_2p()
    grid[4] = ALICE
    state = build(2, grid)
    legal = {a.cells for a in GAME.legal_actions(state, 0)}
    assert {(4,), (1, 4), (0, 4, 8), (3, 4, 5), (1, 4, 7), (2, 4, 6)} <= legal
    after = take(state, 3, 4, 5)
    assert after.alice_holder == 0
    assert counts_and_faces(after, 0) == {"caterpillar": (1, "mirror"), "tweedles": (1, "mirror")}


def test_the_alice_collector_starts_the_next_round() -> None:
    """«Successivamente, il giocatore che ha collezionato Alice nel round precedente sarà il primo giocatore del
    round.»"""
    for players in PLAYER_COUNTS:
        for seed in range(10):
            state = GAME.new_state(players, seed)
            rng = random.Random(seed)
            while not state.finished:
                round_before = state.round
                seat = state.current
                action = rng.choice(GAME.legal_actions(state, seat))
                collector = state.alice_holder if ALICE not in [state.grid[c] for c in action.cells] else seat
                state, _ = GAME.apply(state, seat, action)
                if not state.finished and state.round != round_before:
                    assert state.current == collector == state.alice_holder


def test_round_ends_when_the_grid_is_empty_and_a_new_round_is_dealt_from_the_deck() -> None:
    """«Il round finisce quando tutte le carte sono state prese dalla griglia. Un nuovo round inizia formando
    una nuova giriglia con le carte nel mazzo.» (sic)"""
    grid: list[Any] = [None] * 12
    grid[10], grid[11] = QUEEN, ALICE
    state = build(2, grid, current=1, turn_in_round=9)
    deck = state.deck
    not_yet = take(state, 10)
    assert not_yet.round == state.round and not_yet.grid[11] == ALICE
    after, events = GAME.apply(state, 1, Take((10, 11)))
    assert after.round == state.round + 1 and not after.finished
    assert after.grid == deck[:12]
    assert after.deck == deck[12:]
    codes = [e.code for e in events]
    assert codes.index(Code.ROUND_ENDED) < codes.index(Code.GRID_DEALT)
    assert GAME.reveals_information(events)
    assert not GAME.reveals_information(GAME.apply(after, after.current, Take((0,)))[1])


def test_ruling_the_take_count_restarts_every_round() -> None:
    """README ruling: «The "1, then 1-2, then 1-3 cards" count restarts every round.»"""
    grid: list[Any] = [None] * 12
    grid[10], grid[11] = QUEEN, ALICE
    state = take(build(2, grid, current=1, turn_in_round=9), 10, 11)
    assert state.turn_in_round == 0 and GAME.view(state, 1)["max_take"] == 1
    assert {len(a.cells) for a in GAME.legal_actions(state, 1)} == {1}
    state = take(state, 0)
    assert {len(a.cells) for a in GAME.legal_actions(state, 0)} == {1, 2}
    state = take(state, 1)
    assert {len(a.cells) for a in GAME.legal_actions(state, 1)} == {1, 2, 3}


# ---------------------------------------------------------------------------------------------------- end


def test_game_ends_after_5_rounds_with_2_players_and_3_rounds_with_3_or_4() -> None:
    """«Il gioco finise alla fine di 5 round in 2 o alla fine di 3 round con 3 o 4 giocatori.» (sic)"""
    for players, rounds in {2: 5, 3: 3, 4: 3}.items():
        final, events = random_playout(players, 100 + players)
        assert final.finished and final.round == rounds
        assert final.deck == () and all(c is None for c in final.grid)
        assert GAME.current_seats(final) == ()
        assert all(GAME.legal_actions(final, s) == [] for s in range(players))
        assert [e.code for e in events[-1]][-1] == Code.GAME_ENDED
        with pytest.raises(IllegalActionError) as err:
            GAME.apply(final, final.current, Take((0,)))
        assert err.value.reason == Reason.GAME_OVER


def test_last_round_ending_ends_the_game() -> None:
    """«Il gioco finise alla fine di 5 round in 2» (a hand-made last round)."""
    grid: list[Any] = [None] * 12
    grid[0] = ALICE
    state = build(2, grid, round=5, current=0, turn_in_round=8, collections=[[(CAT, N, 5)], [(CAT, M, 1)]])
    assert state.deck == ()
    after, events = GAME.apply(state, 0, Take((0,)))
    assert after.finished
    outcome = GAME.outcome(after)
    assert outcome.finished and outcome.winners == (0,)
    assert events[-1].code == Code.GAME_ENDED and events[-1].args["winners"] == [0]


@pytest.mark.parametrize(("count", "points"), [(0, 5), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 15), (8, 15)])
def test_scoring_table_0_5_1_1_2_3_3_6_4_10_5_or_more_15(count: int, points: int) -> None:
    """«Numero di carte per ciascun personaggio 0 1 2 3 4 5 o più Punti vittoria 5 1 3 6 10 15»"""
    collections = [[(QUEEN, M, count)] if count else [], [(CAT, N, 1)]]
    state = build(2, [None] * 12, round=5, finished=True, alice_holder=1, collections=collections)
    # Five other characters at zero score 5 each.
    assert GAME.score(state, 0) == points + 5 * 5
    assert GAME.view(state, 0)["collections"][0]["score"] == points + 25


def test_every_character_scores_on_its_own() -> None:
    """«Ogni giocatore conta i punti in base ai personaggi collezionati usando la seguente tabella»"""
    spec = [(CAT, N, 1), (HATTER, M, 2), (RABBIT, N, 3), (QUEEN, M, 4), (TWEEDLES, N, 6)]
    state = build(2, [None] * 12, round=5, finished=True, alice_holder=1, collections=[spec, []])
    counts = {c: n for c, _, n in spec}
    assert GAME.score(state, 0) == points_by_hand(counts, False) == 1 + 3 + 6 + 10 + 15 + 5
    assert GAME.score(state, 1) == points_by_hand({}, True) == 34


def test_the_alice_holder_at_the_end_gains_4_points() -> None:
    """«Il giocatore che ha la carta Alice alla fine del gioco guadagna 4 punti.»"""
    collections = [[(CAT, N, 2)], [(CAT, M, 2)]]
    for holder in (0, 1):
        state = build(2, [None] * 12, round=5, finished=True, alice_holder=holder, collections=collections)
        scores = GAME.outcome(state).scores
        assert scores[holder] - scores[1 - holder] == 4
        assert scores[holder] == 3 + 25 + 4


def test_the_player_with_most_points_wins() -> None:
    """«Il giocatore con più punti vince la partita.»"""
    collections = [[(CAT, N, 5)], [(HATTER, M, 4)], [(CAT, N, 1), (HATTER, N, 1)]]
    state = build(3, [None] * 16, round=3, finished=True, alice_holder=2, collections=collections)
    outcome = GAME.outcome(state)
    assert outcome.scores == (15 + 25, 10 + 25, 1 + 1 + 20 + 4)
    assert outcome.winners == (0,)
    assert outcome.reason == "tt.most_points"


def test_ruling_ties_go_to_the_alice_holder() -> None:
    """README ruling: «Ties: the Alice holder wins.»"""
    # Seat 0: 6 + 6 + 4 x 5 = 32. Seat 1, holding Alice: 3 + 5 x 5 + 4 = 32.
    collections = [[(CAT, N, 3), (HATTER, N, 3)], [(CAT, M, 2)]]
    state = build(2, [None] * 12, round=5, finished=True, alice_holder=1, collections=collections)
    outcome = GAME.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] == 32
    assert outcome.winners == (1,)
    assert outcome.reason == "tt.tie_alice"


def test_a_tie_without_the_alice_holder_is_shared() -> None:
    """README ruling «Ties: the Alice holder wins» says nothing when she is not among the tied: they share."""
    collections = [[(CAT, N, 4), (HATTER, N, 2)], [(CAT, M, 4), (HATTER, M, 2)], [(RABBIT, N, 1)]]
    state = build(3, [None] * 16, round=3, finished=True, alice_holder=2, collections=collections)
    outcome = GAME.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] > outcome.scores[2]
    assert outcome.winners == (0, 1)
    assert outcome.reason == "tt.shared"


def test_the_score_is_not_final_before_the_end() -> None:
    """«Alla fine del gioco i giocatori guadagnano punti» (no winner before the end)."""
    state = GAME.new_state(2, 1)
    outcome = GAME.outcome(state)
    assert not outcome.finished and outcome.winners == ()


# ---------------------------------------------------------------------------------------------------- rulings


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_ruling_adjacency_is_the_8_neighbours_without_wrap_around(players: int) -> None:
    """README ruling: «Adjacent means the 8 neighbouring cells with no wrap-around»"""
    state = build(players, turn_in_round=2)
    cols, rows = GRID_SIZE[players]
    legal = {a.cells for a in GAME.legal_actions(state, 0)}
    assert legal == brute_force_lines(cols, rows)
    # The end of one row and the start of the next are neighbours in the list but not on the table.
    assert (cols - 1, cols) not in legal
    with pytest.raises(IllegalActionError) as err:
        take(state, cols - 1, cols)
    assert err.value.reason == Reason.NOT_A_LINE


def test_ruling_an_empty_cell_breaks_a_line() -> None:
    """README ruling: «an empty cell breaks a line.»"""
    grid = full_grid_2p()
    grid[1] = None
    state = build(2, grid)
    legal = {a.cells for a in GAME.legal_actions(state, 0)}
    assert (0, 1, 2) not in legal and (0, 2) not in legal and (1, 4, 7) not in legal
    assert (4, 7, 10) in legal


# ---------------------------------------------------------------------------------------------------- errors


def test_not_your_turn_is_illegal() -> None:
    """Only the seat to act may take («Il giocatore successivo in senso orario»)."""
    state = GAME.new_state(3, 5)
    other = (state.current + 1) % 3
    assert GAME.legal_actions(state, other) == []
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, other, Take((0,)))
    assert err.value.reason == Reason.NOT_YOUR_TURN
    assert err.value.details == {"seat": state.current}


def test_taking_an_empty_cell_is_illegal() -> None:
    """Only cards still in the grid can be taken."""
    state = take(GAME.new_state(2, 5), 0)
    state = take(state, 3)
    with pytest.raises(IllegalActionError) as err:
        take(state, 3)
    assert err.value.reason == Reason.EMPTY_CELL


@pytest.mark.parametrize("cells", [(12,), (-1,), (0, 99), (1, 1)])
def test_out_of_range_or_repeated_cells_are_invalid(cells: tuple[int, ...]) -> None:
    """A malformed take is refused as invalid, not merely illegal."""
    state = take(take(GAME.new_state(2, 5), 0), 1)
    with pytest.raises(InvalidActionError) as err:
        GAME.apply(state, state.current, Take(cells))
    assert err.value.reason == Reason.MALFORMED


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "take",
        {},
        {"type": "give", "cells": [0]},
        {"type": "take"},
        {"type": "take", "cells": 0},
        {"type": "take", "cells": "0"},
        {"type": "take", "cells": [0.0]},
        {"type": "take", "cells": [True]},
        {"type": "take", "cells": ["1"]},
        {"type": "take", "cells": [0, 1, 2, 3]},
    ],
)
def test_malformed_action_json_is_invalid(data: Any) -> None:
    """Anything but {"type": "take", "cells": [up to three integers]} is malformed."""
    with pytest.raises(InvalidActionError) as err:
        GAME.action_from_json(data)
    assert err.value.reason == Reason.MALFORMED


def test_refusals_are_rules_errors_with_stable_reasons() -> None:
    """Illegal and invalid actions share a base class so a client can catch both."""
    assert issubclass(IllegalActionError, RulesError) and issubclass(InvalidActionError, RulesError)
    assert not issubclass(IllegalActionError, InvalidActionError)
    with pytest.raises(InvalidActionError):
        GAME.apply(GAME.new_state(2, 1), 0, "take 0")  # type: ignore[arg-type]


def test_action_json_round_trip() -> None:
    """Actions travel as JSON: the form a bot or a network peer sends."""
    state = take(take(GAME.new_state(4, 3), 0), 1)
    for action in GAME.legal_actions(state, state.current):
        data = GAME.action_to_json(action)
        assert json.loads(json.dumps(data)) == data
        assert GAME.action_from_json(data) == action
    assert GAME.action_from_json({"type": "take", "cells": [4, 3]}) == Take((3, 4))


# ---------------------------------------------------------------------------------------------------- state


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_state_json_round_trip(players: int) -> None:
    """A saved game restores exactly, at every step of a game."""
    state = GAME.new_state(players, 77)
    rng = random.Random(77)
    while True:
        data = json.loads(json.dumps(GAME.state_to_json(state)))
        assert GAME.state_from_json(data) == state
        if state.finished:
            break
        state = take(state, *rng.choice(GAME.legal_actions(state, state.current)).cells)


def _corruptions() -> list[tuple[str, Any]]:
    return [
        ("not a dict", lambda d: ["tea_time"]),
        ("other game", lambda d: {**d, "game": "times_square"}),
        ("five players", lambda d: {**d, "players": 5}),
        ("players as text", lambda d: {**d, "players": "2"}),
        ("missing key", lambda d: {k: v for k, v in d.items() if k != "deck"}),
        ("current out of range", lambda d: {**d, "current": 2}),
        ("bool as seat", lambda d: {**d, "current": True}),
        ("round past the end", lambda d: {**d, "round": 6}),
        ("round zero", lambda d: {**d, "round": 0}),
        ("negative turn", lambda d: {**d, "turn_in_round": -1}),
        ("short grid", lambda d: {**d, "grid": d["grid"][:-1], "deck": d["deck"] + [d["grid"][-1]]}),
        ("duplicate card", lambda d: {**d, "deck": d["deck"][:-1] + [d["deck"][0]]}),
        ("missing card", lambda d: {**d, "deck": d["deck"][:-1]}),
        ("unknown card", lambda d: {**d, "deck": d["deck"][:-1] + ["jabberwock.0"]}),
        ("two Alices", lambda d: {**d, "grid": ["alice"] + d["grid"][1:], "deck": d["deck"] + [d["grid"][0]]}),
        ("no Alice", lambda d: {**d, "alice_holder": None}),
        ("alice holder out of range", lambda d: {**d, "alice_holder": 7}),
        ("bad face", lambda d: {**d, "collections": [[[d["deck"][0], "sideways"]], []], "deck": d["deck"][1:]}),
        ("collection entry shape", lambda d: {**d, "collections": [[[d["deck"][0]]], []], "deck": d["deck"][1:]}),
        ("one collection missing", lambda d: {**d, "collections": [[]]}),
        ("rng not a number", lambda d: {**d, "rng": "abc"}),
        ("deck as text", lambda d: {**d, "deck": "cards"}),
        ("grid card not text", lambda d: {**d, "grid": [1] + d["grid"][1:]}),
        ("finished with cards in the grid", lambda d: {**d, "finished": True}),
        (
            "removed in a 2-player game",
            lambda d: {**d, "removed": d["deck"][-12:], "deck": d["deck"][:-12], "rounds_total": 4},
        ),
        ("opener without Alice", lambda d: {**d, "current": 1 - d["current"]}),
    ]


@pytest.mark.parametrize(("name", "corrupt"), _corruptions(), ids=[n for n, _ in _corruptions()])
def test_state_from_json_rejects_corrupt_states(name: str, corrupt: Any) -> None:
    """A saved or received state that is no position of the game raises InvalidStateError."""
    good = GAME.state_to_json(GAME.new_state(2, 13))
    GAME.state_from_json(copy.deepcopy(good))  # the uncorrupted one loads
    with pytest.raises(InvalidStateError):
        GAME.state_from_json(corrupt(copy.deepcopy(good)))


def test_state_from_json_rejects_both_faces_in_one_collection() -> None:
    """«un giocatore non può avere davanti a sé carte con lo stesso personaggio con la faccia “normale” e
    “allo specchio” allo stesso tempo»: a saved state showing it is corrupt."""
    data = GAME.state_to_json(build(2, full_grid_2p(), collections=[[(CAT, N, 1)], []]))
    # Move a discarded Cat into seat 0's column, facing the other way.
    index = next(i for i, (card, _) in enumerate(data["discarded"]) if card.startswith("cheshire_cat."))
    cat = data["discarded"].pop(index)[0]
    data["collections"][0].append([cat, "mirror"])
    with pytest.raises(InvalidStateError):
        GAME.state_from_json(data)
    data["collections"][0][-1][1] = "normal"
    assert GAME.counts(GAME.state_from_json(data), 0)[CAT] == 2


def test_same_seed_and_same_actions_give_the_same_game() -> None:
    """All randomness is seeded: a replay of the actions rebuilds every state and event."""
    for players in PLAYER_COUNTS:
        first, second = GAME.new_state(players, 99), GAME.new_state(players, 99)
        rng = random.Random(5)
        while not first.finished:
            action = rng.choice(GAME.legal_actions(first, first.current))
            first, events_a = GAME.apply(first, first.current, action)
            second, events_b = GAME.apply(
                second, second.current, GAME.action_from_json(GAME.action_to_json(action))
            )
            assert first == second and events_a == events_b
        assert GAME.new_state(players, 99) != GAME.new_state(players, 100)


CARD_ID = re.compile(r"^[a-z_]+\.\d+$")


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(k) + _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_views_show_no_card_ids_of_the_deck_or_removed_cards(players: int) -> None:
    """Views are whitelisted: the deck's order and the removed cards stay hidden from every seat."""
    state = GAME.new_state(players, 17)
    rng = random.Random(17)
    hidden_ever = set(state.deck) | set(state.removed)
    while True:
        for seat in [*range(players), None]:
            view = GAME.view(state, seat)
            strings = _strings(view)
            assert not any(CARD_ID.match(s) for s in strings), "no card id at all reaches a view"
            assert not (set(strings) & hidden_ever)
            assert view["deck_count"] == len(state.deck) and view["removed_count"] == len(state.removed)
            json.dumps(view)
        # Everything in Tea Time is public, so every seat sees the same thing.
        reference = GAME.view(state, None)
        assert all({**GAME.view(state, s), "seat": None} == reference for s in range(players))
        if state.finished:
            break
        state = take(state, *rng.choice(GAME.legal_actions(state, state.current)).cells)


def test_all_cards_is_the_whole_deck_of_61() -> None:
    """README: «61 cards: Alice (one face only) and six characters x 10 double-sided cards»"""
    assert len(ALL_CHARACTER_CARDS) == 60 == len(set(ALL_CHARACTER_CARDS))
    assert Counter(character_of(c) for c in ALL_CHARACTER_CARDS) == Counter({c: 10 for c in Character})
    for players in PLAYER_COUNTS:
        assert sorted(all_cards(GAME.new_state(players, 0))) == sorted([*ALL_CHARACTER_CARDS, ALICE])


def test_new_state_refuses_unsupported_player_counts() -> None:
    """«da 2 a 4 giocatori»"""
    for players in (0, 1, 5):
        with pytest.raises(InvalidActionError):
            GAME.new_state(players, 0)


def test_spectator_and_seat_views_agree_on_turn_information() -> None:
    """The view tells whose turn it is and how many cards may be taken, for the UI to explain."""
    state = GAME.new_state(2, 3)
    view = GAME.view(state, state.current)
    assert view["current"] == state.current and view["max_take"] == 1 and view["round"] == 1
    assert view["outcome"]["finished"] is False


# ---------------------------------------------------------------------------------------------------- quotes

RULEBOOKS = Path(__file__).resolve().parents[4] / "shared" / "rulebooks"


def _normalized(text: str) -> str:
    return " ".join(text.split())


def test_every_quote_above_is_in_the_rulebook_or_the_readme() -> None:
    """The sentences these docstrings quote between guillemets are copied from the sources, not paraphrased."""
    book, readme = RULEBOOKS / "003_d40fdb8c645452a0.txt", RULEBOOKS / "README.md"
    if not (book.exists() and readme.exists()):
        pytest.skip(f"rulebooks not found beside the repository ({RULEBOOKS})")
    sources = _normalized(book.read_text(encoding="utf-8")) + " " + _normalized(readme.read_text(encoding="utf-8"))
    quotes = [
        _normalized(q)
        for name, fn in sorted(globals().items())
        if name.startswith("test_") and fn.__doc__
        for q in re.findall(r"«(.*?)»", fn.__doc__, flags=re.S)
    ]
    assert len(quotes) > 30
    missing = [q for q in quotes if q not in sources]
    assert not missing, missing
