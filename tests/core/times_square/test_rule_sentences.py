"""One test per sentence of the Times Square rulebook (Italian, with the Dutch where it says more) and per
ruling of the project's rulebook README or of docs/rules/times_square.md. Each docstring quotes what it checks.

The street, as the tests number it (seat 0 = player A, seat 1 = player B):

    A's club  [0][1] 2  3  4  5  6  7 (8) 9 10 11 12 13 14 [15][16]  B's club
                                      manhole
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError, InvalidStateError
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.times_square.board import Figure, Move
from tabletop_qt.core.games.times_square.cards import (
    ALL_CARDS,
    DECK_COMPOSITION,
    KIND_OF,
    CardKind,
    Colour,
)
from tabletop_qt.core.games.times_square.codes import Code, End, Reason
from tabletop_qt.core.games.times_square.rules import END_TURN, Discard, EndTurn, Lure, Play
from tabletop_qt.core.games.times_square.state import TurnMode, all_cards

from .support import (
    D1,
    D2,
    D3,
    D4,
    D5,
    DC,
    FILLER,
    G1,
    G2,
    GAME,
    GS,
    HAL1,
    HAL2,
    HAL3,
    SUE,
    action_types,
    build,
    card_of,
    codes,
    destination,
    discard,
    end_turn,
    fig,
    lure,
    play,
    play_pair,
    plays_of,
    positions,
    where,
)


def refused(state, action, reason: str, error: type = IllegalActionError) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        GAME.apply(state, state.current, action)
    assert info.value.reason == reason
    assert action not in GAME.legal_actions(state, state.current)


def hand(*kinds: CardKind) -> tuple[CardKind, ...]:
    """A starting hand: these cards and Hal 2 cards up to 8."""
    return tuple(kinds) + FILLER[: 8 - len(kinds)]


# ----------------------------------------------------------------------------------------------- components


def test_55_cards() -> None:
    """«Contenuto: 1 tabellone, 6 pedine di gioco, 55 carte»"""
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 55
    state = GAME.new_state(2, 3)
    assert sorted(all_cards(state)) == sorted(ALL_CARDS)
    assert len(state.positions) == 6  # Sue, two Bodyguards, Hal, Deb, Charlie


def test_card_composition_and_colours() -> None:
    """«12 x Saucy Sue» «2 x 1, 8 x 2, 2 x 3 ... Handsome Hal» «4 x ... 10 x ... 2 x» (Bodyguards)
    «1 x 1, 3 x 2, 5 x 3, 3 x 4, 1 x 5 ... Dancing Deb» «2 x Muovi Dancing Deb nello spazio centrale»;
    README: Sue green (12), Bodyguards grey (16), Hal yellow (12), Deb red (15)."""
    by_kind = Counter(KIND_OF[c] for c in ALL_CARDS)
    assert by_kind == Counter(dict(DECK_COMPOSITION))
    expected = {
        SUE: 12,
        HAL1: 2,
        HAL2: 8,
        HAL3: 2,
        G1: 4,
        G2: 10,
        GS: 2,
        D1: 1,
        D2: 3,
        D3: 5,
        D4: 3,
        D5: 1,
        DC: 2,
    }
    assert by_kind == Counter(expected)
    by_colour = Counter(KIND_OF[c].colour for c in ALL_CARDS)
    assert by_colour == {Colour.GREEN: 12, Colour.GREY: 16, Colour.YELLOW: 12, Colour.RED: 15}
    assert {k.steps for k in (HAL1, HAL2, HAL3, D1, D2, D3, D4, D5)} == {1, 2, 3, 4, 5}


# ---------------------------------------------------------------------------------------------------- setup


def test_each_nightclub_has_two_entrance_spaces() -> None:
    """«Ogni nightclub ha due spazi di ingresso.» (README: a street of 17 spaces; A's entrance 0, 1 and B's
    15, 16)"""
    view = GAME.view(GAME.new_state(2, 1), None)
    assert view["spaces"] == 17
    assert view["entrances"] == [[0, 1], [15, 16]]


def test_sue_starts_on_the_centre_with_the_manhole() -> None:
    """«Piazza Saucy Sue sullo spazio centrale dove c'è la fognatura.» (nl: «Veld met het riooldeksel»)"""
    for seed in range(10):
        state = GAME.new_state(2, seed)
        assert fig(state, "sue") == 8 == GAME.view(state, None)["centre"]


def test_charlie_starts_on_the_same_space_on_the_dark_track() -> None:
    """«Piazza Champagne Charlie sullo stesso spazio, ma sull'angolo buio.»"""
    assert fig(GAME.new_state(2, 4), "charlie") == 8


def test_charlie_moves_on_the_dark_side_and_no_card_moves_him() -> None:
    """«Charlie si muove sempre su questa parte buia, mentre le altre pedine si muovono sulla parte più
    luminosa» «Champagne Charlie non viene mosso in questo modo.» «Il giocatore non muove Champagne Charlie
    usando le carte.»"""
    for seed in range(30):
        rng = random.Random(seed)
        state = GAME.new_state(2, seed)
        while not state.finished:
            legal = GAME.legal_actions(state, state.current)
            for action in legal:
                if isinstance(action, (Play, Lure)):
                    assert Figure.CHARLIE not in [f for f, _ in action.to]
            action = rng.choice(legal)
            after, _ = GAME.apply(state, state.current, action)
            if not isinstance(action, EndTurn) and not isinstance(action, Lure):
                assert fig(after, "charlie") == fig(state, "charlie")
            state = after
    # and asking a card to move him is refused as malformed
    state = build(hand=hand(D3), pos=positions(deb=3))
    with pytest.raises(InvalidActionError):
        GAME.action_from_json({"type": "play", "cards": [card_of(state, D3)], "move": "charlie", "to": {"charlie": 5}})


def test_bodyguards_start_one_empty_space_either_side_of_sue() -> None:
    """«Piazza le due Bodyguards su entrambi i lati accanto Saucy Sue, ma lascia uno spazio tra ogni Bodyguard
    e Saucy Sue.»"""
    state = GAME.new_state(2, 9)
    assert (fig(state, "guard_low"), fig(state, "sue"), fig(state, "guard_high")) == (6, 8, 10)


def test_the_fist_pick_is_fair_and_fixed_by_the_seed() -> None:
    """«Un giocatore prende Handsome Hal in un pugno e Dancing Deb nell'altro. L'altro giocatore sceglie un
    pugno e prende la pedina nel pugno scelto.» The engine's seeded generator makes the pick: the same seed
    gives the same pick, and over many seeds each seat gets Hal about half of the time."""
    picks = Counter(GAME.new_state(2, seed).hal_seat for seed in range(400))
    assert set(picks) == {0, 1}
    assert 150 <= picks[0] <= 250
    assert all(GAME.new_state(2, s).hal_seat == GAME.new_state(2, s).hal_seat for s in range(20))
    state, events = GAME.new_state_with_events(2, 17)
    assert events[0] == Event(Code.FIST_PICK, {"hal_seat": state.hal_seat, "deb_seat": 1 - state.hal_seat})


def test_each_player_puts_his_figure_between_sue_and_the_bodyguard_on_his_side() -> None:
    """«Ogni giocatore adesso piazza la sua pedina nello spazio vuoto tra Saucy Sue e la Bodyguard più vicino
    al suo lato del tabellone.»"""
    for seed in range(40):
        state = GAME.new_state(2, seed)
        own_side = {0: 7, 1: 9}
        assert fig(state, "hal") == own_side[state.hal_seat]
        assert fig(state, "deb") == own_side[1 - state.hal_seat]


def test_eight_cards_each_face_down_and_the_rest_is_the_draw_pile() -> None:
    """«Mischia le carte e distribuisci 8 carte coperte ad ogni giocatore a formare la sua mano di partenza.
    Piazza le restanti carte coperte vicino al tabellone come riserva.»"""
    state = GAME.new_state(2, 5)
    assert [len(h) for h in state.hands] == [8, 8]
    assert len(state.pile) == 39 and state.discard == ()
    assert len({GAME.new_state(2, seed).pile for seed in range(10)}) == 10  # shuffled
    view = GAME.view(state, 0)
    assert view["hand_counts"] == [8, 8] and view["pile_count"] == 39 and view["pile_pass"] == 1


def test_the_player_with_hal_on_his_side_begins_then_turns_alternate() -> None:
    """«Inizia il giocatore che ha Handsome Hal dal suo lato del tabellone. I giocatori poi si alternano nei
    turni.»"""
    for seed in range(20):
        state, events = GAME.new_state_with_events(2, seed)
        assert state.current == state.hal_seat
        assert events[-1] == Event(Code.TURN_STARTED, {"seat": state.hal_seat, "turn": 1})
        rng = random.Random(seed)
        turns = [state.current]
        while not state.finished and len(turns) < 12:
            before = state.turn
            action = rng.choice(GAME.legal_actions(state, state.current))
            state, _ = GAME.apply(state, state.current, action)
            if state.turn != before and not state.finished:
                turns.append(state.current)
        assert all(turns[i] != turns[i + 1] for i in range(len(turns) - 1))


# ------------------------------------------------------------------------------------------------- the turn


def test_a_turn_is_one_of_three_actions_then_draw_then_charlie() -> None:
    """«Al proprio turno, un giocatore esegue tre azioni nell'ordine mostrato: 1a. Gioca una o più carte ...
    oppure 1b. Attira verso Handsome Hal oppure 1c. Scarta delle carte; 2. Pesca una o più carte (solo con 1a
    e 1c); 3. Muovi Champagne Charlie»"""
    state = build(hand=hand(SUE, SUE, G2), pos=positions(hal=4, low=3))
    assert action_types(state) == {"play", "lure", "discard"}
    played, _ = play(state, SUE, Move.SUE, sue=7)
    assert action_types(played) == {"play", "end_turn"}  # no lure, no discard once cards are played
    refused(played, Lure(Figure.GUARD_LOW, ((Figure.GUARD_LOW, 4),)), Reason.LURE_NOT_NOW)
    refused(played, Discard(card_of(played, HAL2)), Reason.DISCARD_AFTER_PLAY)
    thrown, _ = discard(state, SUE)
    assert action_types(thrown) == {"discard", "end_turn"}  # no play, no lure once cards are discarded
    guards = destination(Move.GUARDS, {"guard_low": 2, "guard_high": 9})
    refused(thrown, Play((card_of(thrown, G2),), Move.GUARDS, guards), Reason.PLAY_AFTER_DISCARD)
    # ending the turn: draw first, then Charlie, then the other player's turn
    _, events = end_turn(played)
    assert codes(events) == [Code.CARDS_DRAWN, Code.CHARLIE_STAYED, Code.TURN_STARTED]


def test_a_turn_must_do_something_before_it_ends() -> None:
    """Ruling: a turn is one of the three actions; it cannot be ended before playing, luring or discarding."""
    state = build(hand=hand(SUE))
    refused(state, END_TURN, Reason.NOTHING_DONE)


def test_each_card_moves_its_figure() -> None:
    """«Ogni carta rappresenta una delle quattro pedine (Saucy Sue, Handsome Hal, Dancing Deb, e le
    Bodyguards). Giocando una carta, il giocatore può muovere la pedina corrispondente.»"""
    state = build(hand=(SUE, HAL1, G1, D1, HAL2, HAL2, HAL2, HAL2), pos=positions(deb=12))
    assert plays_of(state, SUE) == {("sue", (("sue", 7),))}
    assert plays_of(state, HAL1) == {("hal", (("hal", 6),))}
    assert plays_of(state, G1) == {("guard_low", (("guard_low", 5),)), ("guard_high", (("guard_high", 9),))}
    assert plays_of(state, D1) == {("deb", (("deb", 11),))}  # Deb is not between Sue and A's end: no joker


def test_cards_of_one_turn_are_all_one_colour() -> None:
    """«Nel suo turno un giocatore può giocare una o più carte. Se gioca più di una carta, quelle giocate
    devono essere tutte dello stesso colore.»"""
    state = build(hand=hand(SUE, SUE, HAL1, G1), pos=positions(sue=8, low=2, high=14))
    after, _ = play(state, SUE, Move.SUE, sue=7)
    after, _ = play(after, SUE, Move.SUE, sue=6)  # a second green card: fine
    assert after.colour is Colour.GREEN and after.mode is TurnMode.PLAY
    refused(after, Play((card_of(after, HAL1),), Move.HAL, destination(Move.HAL, {"hal": 6})), Reason.ONE_COLOUR)
    assert {a.cards[0] for a in GAME.legal_actions(after, 0) if isinstance(a, Play)} == set()
    state = build(hand=hand(HAL1, SUE))
    after, _ = play(state, HAL1, Move.HAL, hal=6)
    assert {KIND_OF[a.cards[0]] for a in GAME.legal_actions(after, 0) if isinstance(a, Play)} == {HAL2}


def test_cards_are_played_and_carried_out_one_at_a_time() -> None:
    """«Le carte vanno giocate ed azionate una alla volta» (nl: «De speler speelt een kaart en voert de actie
    uit, alvorens een volgende kaart te spelen.») Each play is one card, carried out before the next is
    chosen; only two Sue cards go together (the group move)."""
    state = build(hand=hand(HAL1, HAL3), pos=positions(hal=10))
    after, events = play(state, HAL3, Move.HAL, hal=7)
    assert fig(after, "hal") == 7 and codes(events) == [Code.CARD_PLAYED, Code.FIGURE_MOVED]
    pair = (card_of(state, HAL1), card_of(state, HAL3))
    refused(state, Play(pair, Move.HAL, ((Figure.HAL, 6),)), Reason.ONE_CARD_AT_A_TIME)
    assert all(len(a.cards) == 1 for a in GAME.legal_actions(state, 0) if isinstance(a, Play))


def test_a_card_that_cannot_be_carried_out_in_full_cannot_be_played() -> None:
    """«Un giocatore non può giocare una carta che non può essere completamente azionata.» (README: a card that
    cannot be carried out in full cannot be played)"""
    # Hal 3 spaces from space 2 towards A would leave the street; Hal 1 fits.
    state = build(hand=hand(HAL3, HAL1), pos=positions(hal=2))
    assert plays_of(state, HAL3) == set()
    assert plays_of(state, HAL1) == {("hal", (("hal", 1),))}
    refused(state, Play((card_of(state, HAL3),), Move.HAL, ((Figure.HAL, 0),)), Reason.OFF_THE_STREET)
    # Deb 5 from space 12 for B would go to 17: off the street (as a joker it can still move Hal or the high
    # Bodyguard 5; Sue or the low Bodyguard would pass a Bodyguard or Sue).
    state = build(hand=hand(D5, D2), pos=positions(deb=12), current=1)
    assert plays_of(state, D5) == {("hal", (("hal", 12),)), ("guard_high", (("guard_high", 15),))}
    assert ("deb", (("deb", 14),)) in plays_of(state, D2)


def test_played_cards_go_face_up_to_the_discard_pile() -> None:
    """«I giocatori piazzano le carte giocate scoperte nel mazzo degli scarti vicino alla riserva.»"""
    state = build(hand=hand(SUE))
    card = card_of(state, SUE)
    after, _ = play(state, SUE, Move.SUE, sue=7)
    assert after.discard[-1] == card and card not in after.hands[0]
    assert GAME.view(after, 1)["discard"][-1]["id"] == card  # the other player sees it
    assert GAME.view(after, None)["turn"]["cards"][0]["id"] == card


def test_any_figure_may_stand_on_any_space_and_share_it() -> None:
    """«Generalmente, ogni pedina può stare su ogni spazio, e più pedine possono stare sullo stesso spazio.»"""
    # Hal 1 onto Sue's space, then Hal 1 onto... Hal and Deb and a Bodyguard together.
    state = build(hand=hand(HAL1, HAL1), pos=positions(sue=8, low=6, high=10, hal=9, deb=8))
    after, _ = play(state, HAL1, Move.HAL, hal=8)
    assert fig(after, "hal") == fig(after, "sue") == fig(after, "deb") == 8
    state = build(hand=hand(D1), pos=positions(hal=4, deb=7, low=6))
    after, _ = play(state, D1, Move.DEB, deb=6)
    assert fig(after, "deb") == fig(after, "guard_low") == 6


# --------------------------------------------------------------------------------- Sue and her Bodyguards


def test_sue_and_her_bodyguards_always_stand_on_three_different_spaces() -> None:
    """«Queste tre pedine devono sempre stare su tre spazi differenti.» «Saucy Sue e le sue Bodyguards non
    possono stare sullo stesso spazio né essere spostate nello stesso spazio.»"""
    # A Bodyguard may not step onto Sue's space...
    state = build(hand=hand(G1), pos=positions(sue=7, low=4, high=8))
    assert plays_of(state, G1) == {("guard_low", (("guard_low", 3),))}
    refused(state, Play((card_of(state, G1),), Move.GUARD_HIGH, ((Figure.GUARD_HIGH, 7),)), Reason.SUE_BETWEEN_GUARDS)
    # ...nor Sue onto a Bodyguard's.
    state = build(hand=hand(SUE), pos=positions(sue=7, low=6, high=9))
    assert plays_of(state, SUE) == set()
    refused(state, Play((card_of(state, SUE),), Move.SUE, ((Figure.SUE, 6),)), Reason.SUE_BETWEEN_GUARDS)


def test_sue_always_stands_between_her_two_bodyguards() -> None:
    """«Saucy Sue deve sempre stare in uno spazio tra le due Bodyguards.»"""
    # A Bodyguard 2 spaces past Sue would leave both on one side of her.
    state = build(hand=hand(G2), pos=positions(sue=7, low=4, high=8), current=0)
    moves = plays_of(state, G2)
    assert ("guard_high", (("guard_high", 6),)) not in moves
    assert ("guard_low", (("guard_low", 2),)) in moves
    # A Deb joker of 5 on Sue would carry her past the low Bodyguard.
    state = build(hand=hand(D5, D1), pos=positions(sue=9, low=6, high=12, deb=2))
    assert ("sue", (("sue", 4),)) not in plays_of(state, D5)
    assert ("sue", (("sue", 8),)) in plays_of(state, D1)


def test_the_distance_between_sue_and_her_bodyguards_may_be_anything() -> None:
    """«La distanza tra Saucy Sue e le sue Bodyguards può essere di qualsiasi misura fintanto che le regole
    descritte vengono rispettate.»"""
    # Player A, moving down the street, takes the low Bodyguard further and further from Sue.
    state = build(hand=hand(G2, G2, G2), pos=positions(sue=12, low=11, high=13, hal=2, deb=9))
    after, _ = play(state, G2, Move.GUARD_LOW, guard_low=9)
    after, _ = play(after, G2, Move.GUARD_LOW, guard_low=7)
    after, _ = play(after, G2, Move.GUARD_LOW, guard_low=5)
    assert (fig(after, "guard_low"), fig(after, "sue"), fig(after, "guard_high")) == (5, 12, 13)


# ------------------------------------------------------------------------------------------------- 1b lure


def test_lure_moves_sue_or_a_bodyguard_onto_hals_space_instead_of_playing_cards() -> None:
    """«Invece di giocare una o più carte, un giocatore può semplicemente muovere Saucy Sue o una delle sue
    Bodyguards nello spazio dove si trova Handsome Hal»"""
    state = build(hand=hand(), pos=positions(sue=8, low=3, high=12, hal=5))
    lures = {(a.figure, a.to) for a in GAME.legal_actions(state, 0) if isinstance(a, Lure)}
    assert lures == {
        (Figure.SUE, ((Figure.SUE, 5),)),
        (Figure.GUARD_LOW, ((Figure.GUARD_LOW, 5),)),
    }
    after, events = lure(state, Figure.SUE)
    assert fig(after, "sue") == 5 and fig(after, "hal") == 5  # Hal stays where he is
    assert events[0] == Event(Code.LURED, {"seat": 0, "figure": "sue", "from": 8, "to": 5})


def test_lure_still_keeps_the_rules_for_sue_and_her_bodyguards() -> None:
    """«Nota che le regole speciali per Saucy Sue e le sue Bodyguards valgono ancora.» «Comunque, questo non
    gli permette di infrangere le regole speciali per Saucy Sue e le sue Bodyguards.»"""
    state = build(hand=hand(), pos=positions(sue=8, low=6, high=10, hal=12))
    lures = {a.figure for a in GAME.legal_actions(state, 0) if isinstance(a, Lure)}
    assert lures == {Figure.GUARD_HIGH}  # Sue to 12 would pass her Bodyguard, the low one too
    refused(state, Lure(Figure.SUE, ((Figure.SUE, 12),)), Reason.SUE_BETWEEN_GUARDS)
    refused(state, Lure(Figure.GUARD_LOW, ((Figure.GUARD_LOW, 12),)), Reason.SUE_BETWEEN_GUARDS)
    state = build(hand=hand(), pos=positions(sue=8, low=6, high=10, hal=8))
    refused(state, Lure(Figure.GUARD_LOW, ((Figure.GUARD_LOW, 8),)), Reason.SUE_BETWEEN_GUARDS)


def test_deb_cannot_be_lured_by_hal() -> None:
    """«Dancing Deb conosce il trucco di Handsome Hal e non può essere attratta dal suo charm.»"""
    state = build(hand=hand(), pos=positions(hal=3, deb=12))
    refused(state, Lure(Figure.DEB, ((Figure.DEB, 3),)), Reason.LURE_DEB)
    refused(state, Lure(Figure.CHARLIE, ((Figure.CHARLIE, 3),)), Reason.LURE_WHO)
    refused(state, Lure(Figure.HAL, ((Figure.HAL, 3),)), Reason.LURE_WHO)


def test_lure_any_distance_either_way() -> None:
    """README ruling: «Hal's lure moves Sue or one Bodyguard onto Hal's space, any distance, either way».
    Player A (who moves down) lures the high Bodyguard up the street by 5."""
    state = build(hand=hand(), pos=positions(sue=8, low=6, high=10, hal=15), current=0)
    after, _ = lure(state, Figure.GUARD_HIGH)
    assert fig(after, "guard_high") == 15


def test_a_lure_onto_the_space_where_the_figure_already_is_is_no_lure() -> None:
    """Ruling: every card or lure must move something; luring a figure already on Hal's space is refused."""
    state = build(hand=hand(), pos=positions(sue=8, low=6, high=10, hal=6))
    refused(state, Lure(Figure.GUARD_LOW, ((Figure.GUARD_LOW, 6),)), Reason.NOTHING_MOVES)


def test_after_a_lure_no_cards_are_drawn_and_the_turn_ends() -> None:
    """«Se il giocatore sceglie l'azione 1b (Attira verso Handsome Hal), non gioca carte e quindi non ne
    pesca.»"""
    state = build(hand=hand(), pos=positions(sue=8, low=3, high=12, hal=5))
    after, events = lure(state, Figure.SUE)
    assert Code.CARDS_DRAWN not in codes(events)
    assert after.hands == state.hands and after.pile == state.pile
    assert after.current == 1 and after.mode is TurnMode.START
    assert codes(events)[-2:] == [Code.CHARLIE_STAYED, Code.TURN_STARTED]
    assert not GAME.reveals_information(events)


# ---------------------------------------------------------------------------------------------- 1c discard


def test_discard_any_number_of_cards_face_up() -> None:
    """«Invece di giocare carte o muovere Saucy Sue o una delle sue Bodyguards verso Handsome Hal, un giocatore
    può scartare qualsiasi numero di carte e metterle scoperte nel mazzo degli scarti.» (nl: «een of meerdere
    van je handkaarten») Ruling: one card per action, at least one, up to the whole hand."""
    state = build(hand=(SUE, SUE, HAL1, HAL2, G1, G2, D1, DC))
    after = state
    for _ in range(8):
        card = after.hands[0][0]
        after, events = GAME.apply(after, 0, Discard(card))
        assert events == [Event(Code.CARD_DISCARDED, {"seat": 0, "card": card})]
        assert after.discard[-1] == card
    assert after.hands[0] == () and action_types(after) == {"end_turn"}
    done, events = end_turn(after)
    assert len(done.hands[0]) == 8
    assert sum(e.args["count"] for e in events if e.code == Code.CARDS_DRAWN) == 8


# ------------------------------------------------------------------------------------------------- 2 draw


def test_after_playing_or_discarding_draw_back_to_eight() -> None:
    """«Dopo aver eseguito l'azione 1a o 1c, il giocatore pesca carte dal mazzo della riserva coperto per
    ricomporre la sua mano di 8 carte.»"""
    state = build(hand=hand(SUE, SUE, SUE), pos=positions(sue=8, low=2, high=12))
    after = state
    for space in (7, 6, 5):
        after, _ = play(after, SUE, Move.SUE, sue=space)
    assert len(after.hands[0]) == 5
    top = after.pile[:3]
    done, events = end_turn(after)
    assert len(done.hands[0]) == 8 and set(top) <= set(done.hands[0])
    assert done.pile == after.pile[3:]
    assert events[0] == Event(Code.CARDS_DRAWN, {"seat": 0, "count": 3, "cards": list(top)})


def test_when_the_pile_runs_out_the_discards_are_shuffled_into_a_new_pile() -> None:
    """«Quando la riserva di carte coperte è esaurita, mischia il mazzo degli scarti e piazzalo come nuovo
    mazzo della riserva coperto.» Ruling: at once, even mid-draw; the player goes on drawing from it."""
    state = build(hand=hand(SUE, SUE, SUE), pos=positions(sue=8, low=2, high=12), pile=2)
    after = state
    for space in (7, 6, 5):
        after, _ = play(after, SUE, Move.SUE, sue=space)
    discards = set(after.discard)
    done, events = end_turn(after)
    assert codes(events)[:3] == [Code.CARDS_DRAWN, Code.PILE_RESHUFFLED, Code.CARDS_DRAWN]
    assert [e.args["count"] for e in events if e.code == Code.CARDS_DRAWN] == [2, 1]
    assert events[1].args == {"count": len(discards), "pass": 2}
    assert done.pile_pass == 2 and done.discard == ()
    assert len(done.hands[0]) == 8
    assert set(done.pile) | (set(done.hands[0]) - set(after.hands[0]) - set(state.pile[:2])) == discards
    assert GAME.view(done, 1)["pile_pass"] == 2


def test_the_first_pile_running_out_exactly_is_reshuffled_at_once() -> None:
    """Ruling: the first pile is shuffled anew the moment its last card is drawn, so a running game never
    shows an empty pile."""
    state = build(hand=hand(SUE, SUE), pos=positions(sue=8, low=2, high=12), pile=2)
    after, _ = play(state, SUE, Move.SUE, sue=7)
    after, _ = play(after, SUE, Move.SUE, sue=6)
    done, events = end_turn(after)
    assert Code.PILE_RESHUFFLED in codes(events)
    assert done.pile_pass == 2 and len(done.pile) == 55 - 16


# ------------------------------------------------------------------------------------------------ 3 Charlie


def test_charlie_moves_one_space_per_figure_on_the_players_entrance() -> None:
    """«Per ogni pedina sui loro spazi di ingresso, Champagne Charlie si muove di 1 spazio nella loro
    direzione.» «muovi di 1 spazio per ogni pedina che si trova su uno spazio di ingresso del giocatore»"""
    # A's entrance holds the low Bodyguard (0), Hal (1) and Deb (1): Charlie 3 spaces towards A.
    state = build(hand=hand(), pos=positions(sue=8, low=0, high=10, hal=1, deb=1, charlie=9))
    thrown, _ = discard(state, HAL2)
    done, events = end_turn(thrown)
    assert fig(done, "charlie") == 6
    moved = next(e for e in events if e.code == Code.CHARLIE_MOVED)
    assert moved.args == {
        "seat": 0,
        "from": 9,
        "to": 6,
        "steps": 3,
        "entrance_figures": ["guard_low", "hal", "deb"],
        "half": False,
    }


def test_charlie_moves_one_more_when_sue_and_both_bodyguards_are_on_the_players_half() -> None:
    """«muovi di 1 spazio quando Saucy Sue ed entrambe le Bodyguards si trovano sulla sua parte di tabellone,
    cioè nella parte dopo lo spazio centrale (con la fognatura).»"""
    state = build(hand=hand(), pos=positions(sue=12, low=9, high=14, hal=3, deb=4, charlie=8), current=1)
    done, events = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 9 and events[-2].args["half"] is True
    # A Bodyguard on the centre is not past it: no move.
    state = build(hand=hand(), pos=positions(sue=12, low=8, high=14, hal=3, deb=4, charlie=8), current=1)
    done, events = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 8 and events[-2] == Event(Code.CHARLIE_STAYED, {"seat": 1})


def test_both_reasons_add_up() -> None:
    """«muovi di 1 spazio per ogni pedina ... e / oppure muovi di 1 spazio quando Saucy Sue ed entrambe le
    Bodyguards si trovano sulla sua parte»: a Bodyguard on the entrance and the three on the half: 2."""
    state = build(hand=hand(), pos=positions(sue=12, low=10, high=15, hal=3, deb=4, charlie=8), current=1)
    done, _ = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 10


def test_charlie_moves_only_towards_the_player_whose_turn_ends() -> None:
    """«il giocatore può muovere Champagne Charlie verso il proprio nightclub» README ruling: «Charlie moves at
    the end of every turn, automatically, towards the active player only». Figures on B's entrance do not
    move him at the end of A's turn."""
    state = build(hand=hand(), pos=positions(sue=12, low=10, high=15, hal=16, deb=16, charlie=8), current=0)
    done, events = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 8 and Code.CHARLIE_STAYED in codes(events)


def test_charlie_stays_on_the_dark_track() -> None:
    """«Champagne Charlie si trova sempre nell'angolo buio della strada.» He is not a figure on the street: he
    never counts on an entrance and cannot be lured."""
    state = build(hand=hand(), pos=positions(hal=3, charlie=2), current=0)
    assert all(not isinstance(a, Lure) or a.figure is not Figure.CHARLIE for a in GAME.legal_actions(state, 0))
    # Charlie beside A's entrance space 2 is not "on" it; nothing else is there: he stays.
    done, _ = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 2


def test_then_the_next_player_begins_his_turn() -> None:
    """«Ora, il giocatore successivo inizia il suo turno.»"""
    state = build(hand=hand(), turn=7)
    done, events = end_turn(discard(state, HAL2)[0])
    assert done.current == 1 and done.turn == 8 and done.mode is TurnMode.START
    assert events[-1] == Event(Code.TURN_STARTED, {"seat": 1, "turn": 8})


# ------------------------------------------------------------------------------------------------- the end


def test_sue_on_the_players_entrance_ends_the_game_at_once() -> None:
    """«Il gioco finisce immediatamente quando un giocatore muove o Champagne Charlie o Saucy Sue su uno dei
    suoi 2 spazi di ingresso. Questo giocatore vince la partita.» In the middle of the turn: no drawing, no
    Charlie."""
    state = build(hand=hand(SUE, SUE), pos=positions(sue=3, low=0, high=5))
    after, _ = play(state, SUE, Move.SUE, sue=2)
    assert not after.finished
    done, events = play(after, SUE, Move.SUE, sue=1)
    assert done.finished and GAME.outcome(done).winners == (0,)
    assert GAME.outcome(done).reason == End.SUE_AT_ENTRANCE
    assert codes(events) == [Code.CARD_PLAYED, Code.FIGURE_MOVED, Code.GAME_ENDED]
    assert events[-1].args == {"winners": [0], "reason": End.SUE_AT_ENTRANCE, "sue": 1, "charlie": 8}
    assert GAME.legal_actions(done, 0) == [] and GAME.current_seats(done) == ()
    refused(done, END_TURN, Reason.GAME_OVER)


def test_charlie_on_the_players_entrance_ends_the_game() -> None:
    """«Il gioco finisce immediatamente quando un giocatore muove o Champagne Charlie ... su uno dei suoi 2
    spazi di ingresso.» (README: he reaches a club when he stands beside one of its entrance spaces)"""
    state = build(hand=hand(), pos=positions(sue=12, low=10, high=15, hal=16, deb=3, charlie=13), current=1)
    done, events = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 16
    assert GAME.outcome(done).winners == (1,) and GAME.outcome(done).reason == End.CHARLIE_AT_ENTRANCE
    assert codes(events)[-2:] == [Code.CHARLIE_MOVED, Code.GAME_ENDED]
    # One step to space 15 is enough too.
    state = build(hand=hand(), pos=positions(sue=8, low=6, high=15, hal=3, deb=3, charlie=14), current=1)
    done, _ = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 15 and GAME.outcome(done).winners == (1,)


def test_charlie_stops_at_the_end_of_his_track() -> None:
    """Ruling: Charlie never leaves his track; reaching his club's side wins before that could matter."""
    state = build(hand=hand(), pos=positions(sue=4, low=1, high=6, hal=0, deb=1, charlie=2), current=0)
    done, _ = end_turn(discard(state, HAL2)[0])
    assert fig(done, "charlie") == 0 and GAME.outcome(done).winners == (0,)


def test_sue_lured_onto_the_other_club_wins_for_that_club() -> None:
    """README ruling: «Sue or Charlie reaching a club's entrance ends the game at once and that club's owner
    wins.» Player A may lure Sue onto B's entrance; then B wins."""
    state = build(hand=hand(), pos=positions(sue=12, low=10, high=16, hal=15), current=0)
    done, events = lure(state, Figure.SUE)
    assert done.finished and GAME.outcome(done).winners == (1,)
    assert codes(events) == [Code.LURED, Code.FIGURE_MOVED, Code.GAME_ENDED]


def test_the_game_ends_when_the_pile_has_run_out_twice() -> None:
    """«Se nessun giocatore ci riesce prima che la riserva di carte si esaurisca due volte, il gioco allora
    termina.» README ruling: at the end of the turn in which the second pile runs out."""
    state = build(hand=hand(), pos=positions(sue=6, low=4, high=9), pile=3, pile_pass=2)
    after, _ = discard(state, HAL2)
    after, _ = discard(after, HAL2)
    first, events = end_turn(after)  # draws 2 of the last 3
    assert not first.finished and len(first.pile) == 1 and first.current == 1
    assert Code.PILE_RAN_OUT not in codes(events)
    thrown, _ = GAME.apply(first, 1, Discard(first.hands[1][0]))
    done, events = end_turn(thrown)  # the last card
    assert done.finished and done.pile == () and done.pile_pass == 2
    assert Code.PILE_RAN_OUT in codes(events) and codes(events)[-1] == Code.GAME_ENDED


def test_the_last_turn_still_moves_charlie_then_the_game_ends() -> None:
    """README ruling: the game ends at the end of the turn in which the second pile runs out (Charlie moves
    first, and may still win)."""
    state = build(hand=hand(), pos=positions(sue=6, low=1, high=9, hal=5, deb=9, charlie=8), pile=1,
                  pile_pass=2)
    after, _ = discard(state, HAL2)
    done, events = end_turn(after)
    assert codes(events) == [Code.CARDS_DRAWN, Code.PILE_RAN_OUT, Code.CHARLIE_MOVED, Code.GAME_ENDED]
    assert fig(done, "charlie") == 7  # the Bodyguard on A's entrance
    assert GAME.outcome(done).winners == (0,) and done.pile == ()


def test_the_last_hand_may_stay_short() -> None:
    """Ruling: when the second pile runs out in the middle of a draw, the hand stays short; the game is over."""
    state = build(hand=hand(), pos=positions(sue=6, low=4, high=9), pile=1, pile_pass=2)
    after, _ = discard(state, HAL2)
    after, _ = discard(after, HAL2)
    done, _ = end_turn(after)
    assert done.finished and len(done.hands[0]) == 7


def test_then_sues_half_wins() -> None:
    """«In questo caso, il vincitore è il giocatore che ha Saucy Sue dal suo lato del tabellone.»"""
    for sue, winner in ((6, 0), (10, 1)):
        state = build(hand=hand(), pos=positions(sue=sue, low=4, high=12, charlie=11 - winner * 6), pile=1,
                      pile_pass=2)
        done, _ = end_turn(discard(state, HAL2)[0])
        assert GAME.outcome(done).winners == (winner,)
        assert GAME.outcome(done).reason == End.PILE_OUT_SUE_HALF


def test_sue_on_the_centre_then_charlies_half_wins() -> None:
    """«Se si trova nello spazio centrale (con la fognatura), il vincitore è il giocatore che ha Champagne
    Charlie dal suo lato del tabellone.»"""
    for charlie, winner in ((5, 0), (12, 1)):
        state = build(hand=hand(), pos=positions(sue=8, low=4, high=12, charlie=charlie), pile=1, pile_pass=2)
        done, _ = end_turn(discard(state, HAL2)[0])
        assert GAME.outcome(done).winners == (winner,)
        assert GAME.outcome(done).reason == End.PILE_OUT_CHARLIE_HALF


def test_both_on_the_centre_is_a_draw() -> None:
    """«Se si trova nel mezzo, la partita è pari.» (nl: «Als ook hij in het midden staat is er een
    gelijkspel.»)"""
    state = build(hand=hand(), pos=positions(sue=8, low=4, high=12, charlie=8), pile=1, pile_pass=2)
    done, events = end_turn(discard(state, HAL2)[0])
    outcome = GAME.outcome(done)
    assert outcome.finished and outcome.winners == () and outcome.reason == End.PILE_OUT_DRAW
    assert events[-1].args["winners"] == []


def test_players_may_count_the_pile_at_any_time() -> None:
    """«I giocatori possono contare le carte nella riserva in ogni momento.» README: the number of cards left in
    the pile, and which pass it is, are always shown."""
    rng = random.Random(3)
    state = GAME.new_state(2, 3)
    while not state.finished:
        for seat in (0, 1, None):
            view = GAME.view(state, seat)
            assert view["pile_count"] == len(state.pile) and view["pile_pass"] == state.pile_pass
        state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_actions(state, state.current)))


# ------------------------------------------------------------------------------------------------- the cards


def test_a_sue_card_moves_sue_one_space() -> None:
    """«12 x Saucy Sue può essere mossa di 1 spazio.» README: towards the player's own club."""
    assert plays_of(build(hand=hand(SUE)), SUE) == {("sue", (("sue", 7),))}
    assert plays_of(build(hand=hand(SUE), current=1), SUE) == {("sue", (("sue", 9),))}


def test_two_sue_cards_move_the_whole_group_one_space() -> None:
    """«Giocando 2 carte Saucy Sue, il giocatore può muovere l'intero gruppo di 1 spazio» «Quando un giocatore
    gioca due carte Saucy Sue nello stesso momento, muove Saucy Sue e le sue 2 Bodyguards come un gruppo. Il
    giocatore muove ognuna delle 3 pedine di 1 spazio nella stessa direzione»"""
    state = build(hand=hand(SUE, SUE, SUE), pos=positions(sue=8, low=7, high=9))
    assert plays_of(state, SUE) == set()  # Sue alone is boxed in
    after, events = play_pair(state, sue=7, guard_low=6, guard_high=8)
    assert (fig(after, "guard_low"), fig(after, "sue"), fig(after, "guard_high")) == (6, 7, 8)
    assert len(after.hands[0]) == 6 and after.turn_cards == tuple(state.hands[0][:2])
    assert events[0].args["move"] == "group" and len(events[0].args["cards"]) == 2
    groups = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Play) and a.move is Move.GROUP]
    assert len(groups) == 3  # any two of the three Sue cards


def test_the_group_moves_towards_the_player_and_stays_on_the_street() -> None:
    """Ruling: the group goes towards the player's club like every numbered card; a Bodyguard already on the
    last space stops it."""
    state = build(hand=hand(SUE, SUE), pos=positions(sue=2, low=0, high=5))
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, Play) and a.move is Move.GROUP]
    pair = tuple(state.hands[0][:2])
    refused(state, Play(pair, Move.GROUP, destination(Move.GROUP, {"sue": 1, "guard_low": -1, "guard_high": 4})),
            Reason.OFF_THE_STREET)


def test_a_single_sue_card_cannot_move_the_group() -> None:
    """«Giocando 2 carte Saucy Sue» - one is not enough, and no other card makes the group move."""
    state = build(hand=hand(SUE, D1), pos=positions(deb=3))
    refused(state, Play((card_of(state, SUE),), Move.GROUP, destination(Move.GROUP, {"sue": 7, "guard_low": 5,
            "guard_high": 9})), Reason.GROUP_NEEDS_TWO_SUE)


def test_two_red_jokers_do_not_make_the_group_move() -> None:
    """README ruling: «Two red jokers do not make Sue's group move; only two green cards do.»"""
    state = build(hand=hand(D1, D2), pos=positions(deb=3))
    pair = (card_of(state, D1), card_of(state, D2))
    refused(state, Play(pair, Move.GROUP, destination(Move.GROUP, {"sue": 7, "guard_low": 5, "guard_high": 9})),
            Reason.GROUP_NEEDS_TWO_SUE)


def test_hal_cards_move_hal_by_their_number() -> None:
    """«2 x 1, 8 x 2, 2 x 3 Muovi Handsome Hal del numero di spazi mostrato sulla carta.»"""
    state = build(hand=hand(HAL1, HAL2, HAL3), pos=positions(hal=7))
    assert plays_of(state, HAL1) == {("hal", (("hal", 6),))}
    assert plays_of(state, HAL2) == {("hal", (("hal", 5),))}
    assert plays_of(state, HAL3) == {("hal", (("hal", 4),))}
    state = build(hand=hand(HAL3), pos=positions(hal=9), current=1)
    assert plays_of(state, HAL3) == {("hal", (("hal", 12),))}


def test_one_bodyguard_one_space() -> None:
    """«4 x Muovi 1 Bodyguard di 1 spazio.»"""
    state = build(hand=hand(G1), current=1)
    assert plays_of(state, G1) == {("guard_low", (("guard_low", 7),)), ("guard_high", (("guard_high", 11),))}


def test_both_bodyguards_one_space_or_one_bodyguard_two_spaces() -> None:
    """«10 x Entrambe le Bodyguards possono essere mosse di 1 spazio oppure il giocatore può muovere 1 Bodyguard
    di 2 spazi (ma non indietro e avanti!).» (nl: «niet 1 veld vooruit, 1 veld achteruit»)"""
    state = build(hand=hand(G2), pos=positions(sue=8, low=5, high=12))
    assert plays_of(state, G2) == {
        ("guards", (("guard_low", 4), ("guard_high", 11))),
        ("guard_low", (("guard_low", 3),)),
        ("guard_high", (("guard_high", 10),)),
    }
    # "not back and forth": there is no move of one Bodyguard forward 1 and back 1, nor of the two in
    # opposite directions; the card always moves towards the player.
    for _move, to in plays_of(state, G2):
        for figure, space in to:
            assert space < {"guard_low": 5, "guard_high": 12}[figure]


def test_both_bodyguards_next_to_sue() -> None:
    """«2 x Entrambe le Bodyguards sono mosse in modo tale da occupare gli spazi adiacenti a Saucy Sue.» README:
    this card may move a Bodyguard either way."""
    state = build(hand=hand(GS), pos=positions(sue=10, low=2, high=11), current=0)
    assert plays_of(state, GS) == {("guards", (("guard_low", 9), ("guard_high", 11)))}
    _, events = play(state, GS, Move.GUARDS, guard_low=9, guard_high=11)
    assert [e.args for e in events if e.code == Code.FIGURE_MOVED] == [{"figure": "guard_low", "from": 2, "to": 9}]


def test_bodyguards_next_to_sue_when_they_already_are_is_not_playable() -> None:
    """Ruling: a card must move something; with both Bodyguards already beside Sue it cannot be played."""
    state = build(hand=hand(GS), pos=positions(sue=8, low=7, high=9))
    assert plays_of(state, GS) == set()
    refused(state, Play((card_of(state, GS),), Move.GUARDS, destination(Move.GUARDS, {"guard_low": 7,
            "guard_high": 9})), Reason.NOTHING_MOVES)


def test_deb_cards_move_deb_by_their_number() -> None:
    """«1 x 1, 3 x 2, 5 x 3, 3 x 4, 1 x 5 Muovi Dancing Deb del numero di spazi mostrato sulla carta.»"""
    state = build(hand=hand(D1, D2, D3, D4, D5), pos=positions(deb=9, sue=8), current=0)
    for kind, space in ((D1, 8), (D2, 7), (D3, 6), (D4, 5), (D5, 4)):
        assert plays_of(state, kind) == {("deb", (("deb", space),))}


def test_deb_to_the_centre() -> None:
    """«2 x Muovi Dancing Deb nello spazio centrale del tabellone (con la fognatura).» README: either way; it
    moves only Deb."""
    for deb in (2, 15):
        state = build(hand=hand(DC), pos=positions(deb=deb, hal=3), current=0)
        assert plays_of(state, DC) == {("deb", (("deb", 8),))}
    state = build(hand=hand(DC), pos=positions(deb=8))
    assert plays_of(state, DC) == set()  # already there: nothing to carry out (ruling)
    refused(state, Play((card_of(state, DC),), Move.DEB, ((Figure.DEB, 8),)), Reason.NOTHING_MOVES)
    state = build(hand=hand(DC), pos=positions(deb=3))
    refused(state, Play((card_of(state, DC),), Move.HAL, ((Figure.HAL, 8),)), Reason.CARD_CANNOT_MOVE_THAT)


# ------------------------------------------------------------------------------------------ Deb as a joker


def test_a_deb_card_is_a_joker_for_sue_hal_or_a_bodyguard_but_not_charlie() -> None:
    """«Un giocatore può usare una carta Dancing Deb come jolly per muovere una delle altre pedine (Saucy Sue,
    Handsome Hal, o una delle Bodyguards - ma non Champagne Charlie).»"""
    state = build(hand=hand(D2), pos=positions(sue=9, low=5, high=12, hal=10, deb=3))
    assert plays_of(state, D2) == {
        ("deb", (("deb", 1),)),
        ("sue", (("sue", 7),)),
        ("hal", (("hal", 8),)),
        ("guard_low", (("guard_low", 3),)),
        ("guard_high", (("guard_high", 10),)),
    }
    after, events = play(state, D2, Move.HAL, hal=8)
    assert events[0].args["joker"] is True and after.red_use is not None


def test_the_joker_needs_deb_between_sue_and_the_players_end() -> None:
    """«Dancing Deb deve trovarsi tra Saucy Sue e la parte finale del tabellone del giocatore per usare questa
    funzione.» Ruling: strictly between - Deb on Sue's own space is not between."""
    for deb, joker in ((3, True), (8, False), (12, False)):
        state = build(hand=hand(D1), pos=positions(sue=8, low=4, high=12, hal=10, deb=deb))
        moves = {m for m, _ in plays_of(state, D1)}
        assert (moves > {"deb"}) is joker
        assert GAME.view(state, None)["deb_between"][0] is joker
    state = build(hand=hand(D1), pos=positions(sue=8, low=4, high=12, hal=10, deb=12))
    refused(state, Play((card_of(state, D1),), Move.HAL, ((Figure.HAL, 9),)), Reason.DEB_NOT_BETWEEN)
    # For B the player's end is the high end.
    state = build(hand=hand(D1), pos=positions(sue=8, low=4, high=12, hal=10, deb=12), current=1)
    assert ("hal", (("hal", 11),)) in plays_of(state, D1)


def test_which_half_sue_stands_on_does_not_matter_for_the_joker() -> None:
    """«Non è importante su quale metà del tabellone si trova Saucy Sue»"""
    state = build(hand=hand(D1), pos=positions(sue=13, low=11, high=15, hal=10, deb=9), current=0)
    assert ("hal", (("hal", 9),)) in plays_of(state, D1)  # Sue on B's half, Deb between her and A's end


def test_jokers_of_one_turn_move_one_figure_type_and_never_deb() -> None:
    """«se un giocatore usa una carta Dancing Deb per muovere un'altra pedina, deve sempre muovere il tipo di
    pedina scelta e non Dancing Deb quando gioca una carta Dancing Deb nel resto della partita.» README ruling:
    per turn («All red cards used as jokers in one turn move the same figure type»). Both Bodyguards are one
    type (the rulebook's own example moves the left one, then the right one)."""
    state = build(hand=hand(D1, D2, D3, D4), pos=positions(sue=8, low=4, high=14, hal=10, deb=2), current=0)
    after, _ = play(state, D3, Move.GUARD_HIGH, guard_high=11)
    assert {m for m, _ in plays_of(after, D2)} == {"guard_low", "guard_high"}
    refused(after, Play((card_of(after, D1),), Move.HAL, ((Figure.HAL, 9),)), Reason.JOKER_OTHER_FIGURE)
    refused(after, Play((card_of(after, D1),), Move.DEB, ((Figure.DEB, 1),)), Reason.JOKERS_THIS_TURN)
    after, _ = play(after, D2, Move.GUARD_LOW, guard_low=2)
    assert (fig(after, "guard_low"), fig(after, "guard_high")) == (2, 11)
    # The next turn starts afresh.
    done, _ = end_turn(after)
    assert done.red_use is None


def test_a_deb_card_for_a_bodyguard_then_one_for_deb_is_not_allowed() -> None:
    """«Un giocatore non può, per esempio, usare una carta Dancing Deb per muovere una delle Bodyguards e poi
    un'altra carta Dancing Deb per muovere Dancing Deb.» README: «a turn never mixes moving Deb with
    jokers» - the other way round neither."""
    state = build(hand=hand(D1, D2, DC), pos=positions(sue=8, low=4, high=12, hal=10, deb=3))
    after, _ = play(state, D1, Move.GUARD_LOW, guard_low=3)
    assert plays_of(after, DC) == set()
    refused(after, Play((card_of(after, DC),), Move.DEB, ((Figure.DEB, 8),)), Reason.JOKERS_THIS_TURN)
    after, _ = play(state, D1, Move.DEB, deb=2)
    assert {m for m, _ in plays_of(after, D2)} == {"deb"}
    refused(after, Play((card_of(after, D2),), Move.HAL, ((Figure.HAL, 8),)), Reason.DEB_MOVED_THIS_TURN)


def test_after_a_joker_moves_sue_deb_must_still_be_between() -> None:
    """«Se il giocatore sceglie di usare Dancing Deb per muovere Saucy Sue, Dancing Deb deve sempre trovarsi tra
    Saucy Sue e la parte finale del tabellone del giocatore, altrimenti non può usare carte Dancing Deb per
    muovere Saucy Sue.»"""
    state = build(hand=hand(D2, D3), pos=positions(sue=9, low=4, high=12, hal=10, deb=6))
    assert ("sue", (("sue", 7),)) in plays_of(state, D2)  # Deb 6 still below Sue 7
    assert ("sue", (("sue", 6),)) not in plays_of(state, D3)  # Sue onto Deb's space: Deb no longer between
    refused(state, Play((card_of(state, D3),), Move.SUE, ((Figure.SUE, 6),)), Reason.DEB_MUST_STAY_BETWEEN)


def test_numbered_cards_move_towards_the_players_own_club() -> None:
    """README: «Numbered cards move a figure towards the active player's own club, by exactly the card's value»;
    «"To the centre", "guards next to Sue" and Hal's lure can move a figure either way.»"""
    for seat, sign in ((0, -1), (1, 1)):
        state = build(hand=(SUE, HAL2, G1, G2, D3, D1, HAL1, HAL3), pos=positions(sue=8, low=4, high=12, hal=8,
                      deb=8), current=seat)
        start = dict(zip(("sue", "guard_low", "guard_high", "hal", "deb"), (8, 4, 12, 8, 8), strict=True))
        for action in GAME.legal_actions(state, seat):
            if isinstance(action, Play):
                for figure, space in action.to:
                    if space != start[figure.value]:
                        assert (space - start[figure.value]) * sign > 0


def test_the_same_seed_and_actions_replay_the_same_game() -> None:
    """README/design: randomness only through the state's seeded generator: the same seed and actions replay
    the same game."""
    def run(seed: int) -> list[dict]:  # type: ignore[type-arg]
        rng = random.Random(seed)
        state = GAME.new_state(2, seed)
        out = []
        while not state.finished:
            action = rng.choice(GAME.legal_actions(state, state.current))
            state, events = GAME.apply(state, state.current, action)
            out.append(json.dumps([e.to_json() for e in events]))
        return out  # type: ignore[return-value]

    assert run(11) == run(11)
    assert run(11) != run(12)


# --------------------------------------------------------------------------------------- wire and views


def test_actions_round_trip_through_json() -> None:
    state = build(hand=hand(SUE, SUE, D3, G2), pos=positions(deb=3, hal=4))
    for action in GAME.legal_actions(state, 0):
        data = json.loads(json.dumps(GAME.action_to_json(action)))
        assert GAME.action_from_json(data) == action
    assert GAME.action_to_json(END_TURN) == {"type": "end_turn"}


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "take"},
        {"type": "end_turn", "extra": 1},
        {"type": "discard", "card": "joker.1"},
        {"type": "discard", "card": 3},
        {"type": "discard"},
        {"type": "play", "cards": [], "move": "sue", "to": {"sue": 7}},
        {"type": "play", "cards": ["sue.1", "sue.2", "sue.3"], "move": "group", "to": {}},
        {"type": "play", "cards": ["sue.1", "sue.1"], "move": "group",
         "to": {"sue": 7, "guard_low": 5, "guard_high": 9}},
        {"type": "play", "cards": ["sue.1"], "move": "dance", "to": {"sue": 7}},
        {"type": "play", "cards": ["sue.1"], "move": "sue", "to": {"sue": 17}},
        {"type": "play", "cards": ["sue.1"], "move": "sue", "to": {"sue": True}},
        {"type": "play", "cards": ["sue.1"], "move": "sue", "to": {"hal": 7}},
        {"type": "play", "cards": ["sue.1"], "move": "guards", "to": {"guard_low": 5}},
        {"type": "play", "cards": ["sue.1"], "move": "sue"},
        {"type": "lure", "figure": "sue", "to": {"hal": 3}},
        {"type": "lure", "figure": "bob", "to": {"bob": 3}},
        {"type": "lure", "figure": "sue", "to": 3},
    ],
)
def test_malformed_actions_are_invalid(data: object) -> None:
    with pytest.raises(InvalidActionError) as info:
        GAME.action_from_json(data)
    assert info.value.reason == Reason.MALFORMED


def test_refusals_name_the_seat_and_the_card() -> None:
    state = build(hand=hand(SUE))
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(state, 1, Discard(state.hands[1][0]))
    assert info.value.reason == Reason.NOT_YOUR_TURN and info.value.details == {"seat": 0}
    foreign = state.hands[1][0]
    refused(state, Discard(foreign), Reason.CARD_NOT_IN_HAND)
    refused(state, Play((card_of(state, SUE),), Move.SUE, ((Figure.SUE, 6),)), Reason.WRONG_DESTINATION)
    with pytest.raises(IllegalActionError) as info:
        GAME.check(state, 0, Play((card_of(state, SUE),), Move.SUE, ((Figure.SUE, 6),)))
    assert info.value.details == {"to": {"sue": 7}}
    with pytest.raises(InvalidActionError):
        GAME.check(state, 0, "play")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError):
        GAME.new_state(3, 1)


def test_states_round_trip_and_broken_states_are_refused() -> None:
    state = build(hand=hand(SUE, D3), pos=positions(deb=3))
    after, _ = play(state, SUE, Move.SUE, sue=7)
    for s in (state, after):
        assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(s)))) == s
    good = GAME.state_to_json(after)

    def broken(**changes: object) -> dict:  # type: ignore[type-arg]
        data = json.loads(json.dumps(good))
        for key, value in changes.items():
            if "." in key:
                outer, inner = key.split(".")
                data[outer][inner] = value
            else:
                data[key] = value
        return data

    cases = [
        broken(game="tea_time"),
        broken(**{"figures.sue": 11}),  # past the high Bodyguard
        broken(**{"figures.guard_low": 8}),  # on Sue's space
        broken(**{"figures.hal": 17}),
        broken(pile=good["pile"][1:]),  # a card lost
        broken(pile=good["pile"] + [good["pile"][0]]),  # a card twice
        broken(pile_pass=3),
        broken(**{"turn.mode": "start"}),  # a played card on record but the turn not started
        broken(**{"turn.colour": "red"}),
        broken(winners=[1]),
        broken(end_reason="ts.bored"),
        broken(rng=5),
        broken(hands=[list(reversed(good["hands"][0])), good["hands"][1]]),
        {"game": "times_square"},
        "times_square",
    ]
    for data in cases:
        with pytest.raises(InvalidStateError):
            GAME.state_from_json(data)


def test_view_shows_only_the_seats_own_hand_and_counts_of_the_rest() -> None:
    """Hidden information: the other player's hand and the order of the pile are never in a view."""
    state = GAME.new_state(2, 8)
    mine = GAME.view(state, 0)
    assert [c["id"] for c in mine["hand"]] == list(state.hands[0])
    text = json.dumps(mine)
    assert not any(f'"{card}"' in text for card in state.hands[1])
    assert not any(f'"{card}"' in text for card in state.pile)
    assert str(state.rng) not in text
    public = json.dumps(GAME.view(state, None))
    assert GAME.view(state, None)["hand"] is None
    assert not any(f'"{card}"' in public for card in (*state.hands[0], *state.hands[1], *state.pile))


def test_draws_are_named_only_to_the_drawer() -> None:
    """Events: a card dealt or drawn is named to its player; the other seat and spectators learn the count."""
    state, events = GAME.new_state_with_events(2, 21)
    dealt = [e for e in events if e.code == Code.CARDS_DEALT]
    assert dealt[0].args["cards"] == list(state.hands[0])
    assert GAME.redact(dealt[0], 0) is dealt[0]
    assert GAME.redact(dealt[0], 1) == Event(Code.CARDS_DEALT, {"seat": 0, "count": 8})
    assert GAME.redact(dealt[1], None) == Event(Code.CARDS_DEALT, {"seat": 1, "count": 8})
    assert GAME.redact(events[0], 1) is events[0]


def test_only_drawing_reveals_information() -> None:
    """Undo may take back this turn's plays and discards, never a draw (the Table stops undo at
    reveals_information)."""
    state = build(hand=hand(SUE, SUE), pos=positions(sue=8, low=2, high=12))
    after, events = play(state, SUE, Move.SUE, sue=7)
    assert not GAME.reveals_information(events)
    after, events = play(after, SUE, Move.SUE, sue=6)
    assert not GAME.reveals_information(events)
    thrown, events = discard(state, HAL2)
    assert not GAME.reveals_information(events)
    _, events = end_turn(after)
    assert GAME.reveals_information(events)
    _, events = end_turn(thrown)
    assert GAME.reveals_information(events)
    assert GAME.reveals_information([Event(Code.PILE_RESHUFFLED, {"count": 40, "pass": 2})])


def test_legal_actions_are_empty_for_the_seat_not_to_act() -> None:
    state = GAME.new_state(2, 2)
    assert GAME.legal_actions(state, 1 - state.current) == []
    assert GAME.current_seats(state) == (state.current,)


def test_where_helper_matches_view() -> None:
    state = GAME.new_state(2, 2)
    assert where(state) == GAME.view(state, 0)["figures"]
