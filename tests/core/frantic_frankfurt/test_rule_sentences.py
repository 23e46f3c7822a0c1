"""One test per sentence of the Frantic Frankfurt rulebook (Italian), per fact and ruling of the project's
rulebook README, and per ruling of docs/rules/frantic_frankfurt.md. Each docstring quotes what it checks.

Cards are written short: r13 is a red 13, y8 a yellow 8, b20 a blue 20. Pile i lies in front of seat i.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop_qt.core import rng
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError, InvalidStateError
from tabletop_qt.core.games.frantic_frankfurt.cards import (
    ALL_CARDS,
    CARDS,
    COPIES,
    EVEN_VALUES,
    EXTRA_COPIES,
    ODD_VALUES,
    Colour,
    may_lay,
)
from tabletop_qt.core.games.frantic_frankfurt.codes import Code, Reason, Why
from tabletop_qt.core.games.frantic_frankfurt.rules import Move, Play, Ready, Reveal, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import COLUMN_SIZES, FranticFrankfurtState, Phase, all_cards

from .support import (
    GAME,
    build,
    codes,
    event,
    find,
    move,
    pile_tops,
    play,
    ready,
    reveal,
    short,
    slap,
    tops,
)


def refusal(state: FranticFrankfurtState, seat: int, action: object) -> IllegalActionError:
    """The IllegalActionError ``action`` gets; the state is left as it was (states are values)."""
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, seat, action)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError):
        GAME.check(state, seat, action)  # type: ignore[arg-type]
    assert GAME.state_to_json(state) == before
    return caught.value


def opened(players: int, seed: int, stress: bool = False) -> FranticFrankfurtState:
    """A new game after the opening reveal (every seat ready, or every seat revealed with the variant)."""
    state = GAME.new_state(players, seed, {"continuous_stress": stress})
    for seat in range(players):
        state, _ = reveal(state, seat) if stress else ready(state, seat)
    return state


def dealt_piles(players: int, seed: int) -> list[list[str]]:
    """Each seat's dealt cards, derived here from the seeded shuffle (index 0 = top of the draw pile)."""
    deck, _ = rng.shuffled(rng.seed_state(seed), ALL_CARDS)
    return [deck[s::players] for s in range(players)]


# ----------------------------------------------------------------------------------------------- the cards


def test_132_cards_in_three_colours_with_even_values_8_to_20_and_odd_values_1_to_13() -> None:
    """README: «132 cards in three colours: yellow, red, blue. Values: even numbers 8..20 and odd numbers 1..13
    (14 values).» Rulebook: «Le 132 carte numerate»."""
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 132
    assert {CARDS[c].colour for c in ALL_CARDS} == {Colour.YELLOW, Colour.RED, Colour.BLUE}
    values = {CARDS[c].value for c in ALL_CARDS}
    assert values == {8, 10, 12, 14, 16, 18, 20} | {1, 3, 5, 7, 9, 11, 13}
    assert set(EVEN_VALUES) | set(ODD_VALUES) == values


def test_deck_composition_ruling_three_of_each_value_plus_one_more_1_and_20_per_colour() -> None:
    """README ruling: «Default deck: per colour, three of each of the 14 values plus one more 1 and one more 20
    (44 per colour). Keep the deck composition in data so it can be corrected.»"""
    per_kind = Counter((CARDS[c].colour, CARDS[c].value) for c in ALL_CARDS)
    for colour in Colour:
        assert sum(n for (col, _), n in per_kind.items() if col is colour) == 44
        for value in EVEN_VALUES + ODD_VALUES:
            assert per_kind[(colour, value)] == (4 if value in (1, 20) else 3)
    assert COPIES == 3 and dict(EXTRA_COPIES) == {1: 1, 20: 1}


# ------------------------------------------------------------------------------------------ preparazione


def test_the_132_cards_are_shuffled_and_dealt_face_down_to_the_players() -> None:
    """«Le 132 carte numerate vengono mischiate e distribuite coperte ai giocatori.»"""
    for players in (2, 3, 4):
        orders = set()
        for seed in range(5):
            state, events = GAME.new_state_with_events(players, seed)
            assert sorted(all_cards(state)) == sorted(ALL_CARDS)
            assert state.box == () and all(p is None for p in state.piles)
            assert event(events, Code.CARDS_DEALT) == {"counts": [132 // players] * players}
            assert [GAME.cards_left(state, s) for s in range(players)] == [132 // players] * players
            orders.add(tuple(state.draw[0]))
        assert len(orders) == 5, "each seed shuffles differently"
    assert GAME.new_state(3, 42) == GAME.new_state(3, 42), "and the same seed deals the same game"


def test_each_player_takes_the_first_10_cards_of_their_pile_into_4_face_down_columns() -> None:
    """«Ciascun giocatore quindi, prende le prime 10 carte dalla propria pila e le dispone davanti a sè, a
    faccia in giù, in 4 colonne verticali.»"""
    for players in (2, 3, 4):
        state = GAME.new_state(players, 7)
        piles = dealt_piles(players, 7)
        for seat in range(players):
            layout = state.layouts[seat]
            assert len(layout) == 4
            assert [c for col in layout for c in col] == piles[seat][:10]
            assert list(state.draw[seat]) == piles[seat][11:]


def test_the_columns_have_1_2_3_and_4_cards_one_on_another() -> None:
    """«Le colonne sono formate da 1, 2, 3 e 4 carte, disposte una sull'altra.»"""
    assert COLUMN_SIZES == (1, 2, 3, 4)
    state, events = GAME.new_state_with_events(4, 3)
    for seat in range(4):
        assert [len(col) for col in state.layouts[seat]] == [1, 2, 3, 4]
    assert [e.args["columns"] for e in events if e.code == Code.LAYOUT_BUILT] == [[1, 2, 3, 4]] * 4


def test_only_the_top_card_of_each_column_is_face_up_the_others_stay_face_down() -> None:
    """«Solo la carta in cima a ciascuna colonna è girata a faccia in su, le altre rimangono coperte.»"""
    state = GAME.new_state(2, 5)
    for viewer in (0, 1, None):
        view = GAME.view(state, viewer)
        text = json.dumps(view)
        for seat in (0, 1):
            columns = view["seats"][seat]["columns"]
            assert [c["hidden"] for c in columns] == [0, 1, 2, 3]
            assert [c["top"]["id"] for c in columns] == [col[-1] for col in state.layouts[seat]]
            for col in state.layouts[seat]:
                assert all(f'"{card}"' not in text for card in col[:-1])


# ----------------------------------------------------------------------------------------- inizio di un round


def test_players_must_play_with_one_hand_one_card_per_action() -> None:
    """«I giocatori devono giocare con una sola mano.» In the app each action carries one card: a play or a
    move changes the place of exactly one card of the acting seat's columns."""
    rnd = random.Random(3)
    state = opened(3, 3)
    for _ in range(200):
        seats = GAME.current_seats(state)
        if state.phase is not Phase.PLAY or not seats:
            break
        seat = rnd.choice(seats)
        action = rnd.choice(GAME.legal_actions(state, seat))
        after, _ = GAME.apply(state, seat, action)
        if isinstance(action, (Play, Move)):
            before_cards = [c for col in state.layouts[seat] for c in col]
            after_cards = [c for col in after.layouts[seat] for c in col]
            assert len(before_cards) - len(after_cards) == (1 if isinstance(action, Play) else 0)
            for other in range(3):
                if other != seat:
                    assert after.layouts[other] == state.layouts[other]
        state = after


def test_at_the_start_of_a_round_each_player_holds_a_card_from_their_pile_face_down() -> None:
    """«All'inizio del round, ciascun giocatore pesca una carta dalla sua pila di pesca e la tiene a faccia in
    giù al centro dell'area di gioco.» The card after the ten of the columns; nobody sees it, its owner
    included."""
    state = GAME.new_state(3, 11)
    piles = dealt_piles(3, 11)
    for seat in range(3):
        assert state.holding[seat] == piles[seat][10]
    assert state.phase is Phase.OPENING
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        assert [s["holding"] for s in view["seats"]] == [True, True, True]
        text = json.dumps(view)
        assert all(f'"{card}"' not in text for card in state.holding if card)


def test_the_cards_are_revealed_at_the_same_time_and_discarded() -> None:
    """«Le carte vengono rivelate contemporaneamente e scartate.» Nothing is revealed until every seat is
    ready; then every card at once, in one event; until then nobody can play."""
    state = GAME.new_state(4, 2)
    held = state.holding
    for seat in range(3):
        assert GAME.legal_actions(state, seat) == [Ready(1)]
        state, events = ready(state, seat)
        assert codes(events) == [Code.READY] and all(p is None for p in state.piles)
        assert GAME.current_seats(state) == tuple(s for s in range(4) if s > seat)
        assert GAME.legal_actions(state, seat) == []
    some_card = state.layouts[0][0][-1]
    assert refusal(state, 0, Play(some_card, 0, held[0] or "", 1)).reason == Reason.WAIT_FOR_REVEAL
    state, events = ready(state, 3)
    assert codes(events) == [Code.READY, Code.PILES_OPENED] and state.phase is Phase.PLAY
    assert event(events, Code.PILES_OPENED)["cards"] == [
        {"seat": s, "pile": s, "card": CARDS[held[s] or ""].to_json()} for s in range(4)
    ]
    assert state.piles == tuple((h,) for h in held) and state.holding == (None,) * 4
    assert refusal(state, 0, Ready(1)).reason == Reason.NO_REVEAL_PENDING


def test_every_discarded_card_starts_a_discard_pile_for_all_players() -> None:
    """«Ogni carta scartata indica l'inizio del mazzo degli scarti per tutti i giocatori.» Any seat may lay
    on any pile, not only on the one in front of it."""
    state = build(
        2,
        layouts=[[["y13"], [], [], []], [["b13"], [], [], []]],
        piles=[["r8"], ["r10"]],
        draw=[None, None],
    )
    plays = {(seat, a.pile) for seat in (0, 1) for a in GAME.legal_actions(state, seat)}
    assert plays == {(0, 0), (0, 1), (1, 0), (1, 1)}
    after, _ = play(state, 1, "b13", 0)
    assert pile_tops(after) == ["b13", "r10"]


def test_the_players_get_rid_of_their_column_cards_as_fast_as_they_can_all_at_once() -> None:
    """«I giocatori cercano quindi di sbarazzarsi delle carte nelle loro colonne il più in fretta possibile.»
    Real time: every seat that can act is a current seat, several at once, and any of them may act first."""
    state = build(
        3,
        layouts=[[["y13"], [], [], []], [["b13"], [], [], []], [["r1"], ["r3"], [], []]],
        piles=[["b8"], ["y10"], ["y20"]],
        draw=[None, None, None],
    )
    assert GAME.current_seats(state) == (0, 1)
    for first in (0, 1):
        after, _ = play(state, first, "y13" if first == 0 else "b13", 0)
        assert after.phase is Phase.RACE and after.finisher == first


# ------------------------------------------------------------------------------------------ scartare le carte


def test_there_are_only_two_ways_to_discard_a_column_top_onto_a_pile() -> None:
    """«Ci sono solo due modi per scartare una delle carte in cima alle colonne nella pila degli scarti:» The
    legal plays are exactly the (column top, pile) pairs allowed by the two laying rules, found here by
    brute force from the rulebook's wording; face-down cards are never playable."""
    rnd = random.Random(5)
    checked = 0
    for seed in range(20):
        state = opened(rnd.choice((2, 3, 4)), seed)
        if state.phase is not Phase.PLAY:
            continue
        for seat in range(state.players):
            expected = set()
            for col in state.layouts[seat]:
                for p, pile in enumerate(state.piles):
                    card, top = CARDS[col[-1]], CARDS[(pile or ("",))[-1]]
                    different = card.colour is not top.colour and card.value > top.value
                    same = card.colour is top.colour and card.value % 2 == 1 and top.value % 2 == 0
                    if different or same:
                        expected.add((col[-1], p))
            plays = {(a.card, a.pile) for a in GAME.legal_actions(state, seat) if isinstance(a, Play)}
            assert plays == expected
            checked += 1
            hidden = state.layouts[seat][3][0]
            error = refusal(state, seat, Play(hidden, 0, (state.piles[0] or ("",))[-1], 1))
            assert error.reason == Reason.CARD_NOT_IN_LAYOUT
    assert checked > 20


def test_different_colours_higher_on_lower() -> None:
    """«Diversi Colori: Alto su basso» README: «Different colour: only higher on lower.» An equal value is not
    higher."""
    state = build(
        2,
        layouts=[[["r9"], ["r12"], ["r5"], ["y1"]], [["y20"], [], [], []]],
        piles=[["b10", "y9"], ["y8", "b12"]],
        draw=[None, None],
    )
    legal = {(short(a.card), a.pile) for a in GAME.legal_actions(state, 0) if isinstance(a, Play)}
    assert legal == {("r12", 0)}  # r12 is higher than y9; r12 is not higher than b12, r9 not higher than y9
    error = refusal(state, 0, Play(find(state, "r9"), 0, find(state, "y9"), 1))
    assert error.reason == Reason.HIGHER_ON_LOWER
    assert error.details == {"card": CARDS[find(state, "r9")].to_json(), "top": CARDS[find(state, "y9")].to_json()}
    assert refusal(state, 0, Play(find(state, "r12"), 1, find(state, "b12"), 1)).reason == Reason.HIGHER_ON_LOWER
    assert refusal(state, 0, Play(find(state, "r5"), 0, find(state, "y9"), 1)).reason == Reason.HIGHER_ON_LOWER
    for colour_a in Colour:
        for colour_b in Colour:
            if colour_a is not colour_b:
                for a in EVEN_VALUES + ODD_VALUES:
                    for b in EVEN_VALUES + ODD_VALUES:
                        card = next(
                            CARDS[c] for c in ALL_CARDS if CARDS[c].colour is colour_a and CARDS[c].value == a
                        )
                        top = next(
                            CARDS[c] for c in ALL_CARDS if CARDS[c].colour is colour_b and CARDS[c].value == b
                        )
                        assert may_lay(card, top) == (a > b)


def test_same_colour_odd_on_even_only() -> None:
    """«Stesso colore: Dispari su pari» README: «Same colour: only odd on even (the German sources; one English
    review says "or vice versa": it is wrong).»"""
    state = build(
        2,
        layouts=[[["b9"], ["b12"], ["b5"], ["y3"]], [["r1"], [], [], []]],
        piles=[["r10", "b14"], ["y12", "b13"]],
        draw=[None, None],
    )
    legal = {(short(a.card), a.pile) for a in GAME.legal_actions(state, 0) if isinstance(a, Play)}
    assert legal == {("b9", 0), ("b5", 0)}
    error = refusal(state, 0, Play(find(state, "b12"), 1, find(state, "b13"), 1))  # even on odd
    assert error.reason == Reason.ODD_ON_EVEN
    assert refusal(state, 0, Play(find(state, "b9"), 1, find(state, "b13"), 1)).reason == Reason.ODD_ON_EVEN
    assert refusal(state, 0, Play(find(state, "b12"), 0, find(state, "b14"), 1)).reason == Reason.ODD_ON_EVEN


def test_an_odd_card_on_an_even_card_of_the_same_colour_may_be_higher_or_lower() -> None:
    """«UNA CARTA DISPARI SCARTATA SU UNA CARTA PARI DELLO STESSO COLORE PUÒ ESSERE PIÙ ALTA O PIÙ BASSA.»"""
    state = build(
        2,
        layouts=[[["y13"], ["y1"], [], []], [["r3"], [], [], []]],
        piles=[["y8"], ["b20"]],
        draw=[None, None],
    )
    legal = {(short(a.card), a.pile) for a in GAME.legal_actions(state, 0)}
    assert legal == {("y13", 0), ("y1", 0)}
    higher, _ = play(state, 0, "y13", 0)
    lower, _ = play(state, 0, "y1", 0)
    assert pile_tops(higher)[0] == "y13" and pile_tops(lower)[0] == "y1"


def test_a_wrong_card_never_reaches_a_pile_so_there_is_nothing_to_take_back() -> None:
    """«ESATTO. DEVI RIPRENDERE UNA CARTA SBAGLIATA SE VIENE FATTO NOTARE.» README: «Players cannot make illegal
    plays in the app.» Every refused play leaves the position exactly as it was."""
    state = build(
        2,
        layouts=[[["y12"], ["r3"], [], []], [["b1"], [], [], []]],
        piles=[["y8"], ["r8"]],
        draw=[None, None],
    )
    for card in ("y12", "r3"):
        for p in (0, 1):
            action = Play(find(state, card), p, (state.piles[p] or ("",))[-1], 1)
            if action not in GAME.legal_actions(state, 0):
                refusal(state, 0, action)  # asserts the state is unchanged


# ---------------------------------------------------------------------------------------------- rivelare le carte


def test_once_a_column_top_is_discarded_the_next_card_of_the_column_turns_up() -> None:
    """«Una volta che un giocatore scarta la carta in cima a una colonna, può girare la prossima carta della
    colonna.» Ruling: the next card turns up at once, by itself (turning it is never a disadvantage)."""
    state = build(
        2,
        layouts=[[["y5", "b9", "r13"], [], [], []], [["b1"], [], [], []]],
        piles=[["y8"], ["r8"]],
        draw=[None, None],
    )
    assert GAME.view(state, 1)["seats"][0]["columns"][0] == {
        "hidden": 2,
        "top": CARDS[find(state, "r13")].to_json(),
    }
    after, events = play(state, 0, "r13", 0)
    assert codes(events) == [Code.CARD_PLAYED, Code.CARD_TURNED]
    assert event(events, Code.CARD_TURNED) == {"seat": 0, "column": 0, "card": CARDS[find(after, "b9")].to_json()}
    assert GAME.view(after, 1)["seats"][0]["columns"][0] == {
        "hidden": 1,
        "top": CARDS[find(after, "b9")].to_json(),
    }


def test_a_face_up_card_may_move_into_an_empty_column_and_the_card_under_it_turns_up() -> None:
    """«Quando una colonna è vuota, può spostarvi una carta scoperta da un'altra e rivelare la carta successiva
    di quella colonna.» Rulings: any empty column; only a card with a face-down card under it (a lone card
    would only swap which column is empty, and turn nothing up)."""
    state = build(
        2,
        layouts=[[[], ["r1", "b7"], [], ["y3"]], [["y20"], [], [], []]],
        piles=[["b13"], ["r13"]],
        draw=[None, None],
    )
    b7 = find(state, "b7")
    assert set(GAME.legal_actions(state, 0)) == {Move(b7, 0, 1), Move(b7, 2, 1)}
    after, events = move(state, 0, "b7", 2)
    assert codes(events) == [Code.CARD_MOVED, Code.CARD_TURNED]
    assert event(events, Code.CARD_MOVED) == {"seat": 0, "card": CARDS[b7].to_json(), "from": 1, "to": 2}
    assert tops(after, 0) == [None, "r1", "b7", "y3"]
    assert refusal(after, 0, Move(find(after, "y3"), 0, 1)).reason == Reason.NOTHING_TO_TURN
    assert refusal(state, 0, Move(b7, 3, 1)).reason == Reason.COLUMN_NOT_EMPTY
    assert refusal(state, 0, Move(find(state, "r13"), 0, 1)).reason == Reason.CARD_NOT_IN_LAYOUT


# ----------------------------------------------------------------------------------------------- tutti bloccati


def _nearly_stuck() -> FranticFrankfurtState:
    # Seat 0's b16 on r13 is the only play; afterwards nothing fits anywhere (see scenarios/stuck_2p.json).
    return build(
        2,
        layouts=[
            [["y1", "b16"], ["r9", "y3"], ["b1", "b5", "r5"], ["r11", "y13", "b7", "y7"]],
            [["r3"], ["b3", "y5"], ["y11", "b11", "r7"], ["r1", "b9", "y1", "y9"]],
        ],
        piles=[["b10", "r13"], ["y12", "b13"]],
        draw=[["y8", "..."], ["b10", "..."]],
    )


def test_it_can_happen_that_nobody_can_play() -> None:
    """«Può capitare che nessuno possa giocare.» The rules notice it after every action and enter the stuck
    phase; then every seat (and only "ready") may act."""
    state = _nearly_stuck()
    assert not GAME.stuck_detected(state)
    after, events = play(state, 0, "b16", 0)
    assert codes(events)[-1] == Code.EVERYONE_STUCK and event(events, Code.EVERYONE_STUCK) == {}
    assert GAME.stuck_detected(after) and after.phase is Phase.STUCK
    assert GAME.current_seats(after) == (0, 1)
    assert [GAME.legal_actions(after, s) for s in (0, 1)] == [[Ready(1)], [Ready(1)]]


def test_nobody_is_stuck_while_someone_can_still_move_a_card_into_an_empty_column() -> None:
    """Ruling: «everyone is stuck» means nobody can discard a card *and* nobody can move one into an empty
    column (a move turns a card up, which may make a play)."""
    state = build(
        2,
        layouts=[[["y1", "b16"], [], ["b1", "b5", "r5"], []], [["r3"], [], [], []]],
        piles=[["b10", "r13"], ["y12", "b13"]],
        draw=[None, None],
    )
    after, events = play(state, 0, "b16", 0)
    assert Code.EVERYONE_STUCK not in codes(events) and after.phase is Phase.PLAY
    assert GAME.legal_actions(after, 0) == [Move(find(after, "r5"), 1, 1), Move(find(after, "r5"), 3, 1)]


def test_when_nobody_can_discard_everyone_reveals_a_card_from_their_pile_onto_different_piles_at_once() -> None:
    """«Se nessuno può scartare una carta, allora tutti i giocatori - così come per l'inizio del turno -
    prendono una carta dal proprio mazzo di pesca e contemporaneamente la giocano su differenti pile di
    scarti.» Ruling: each onto the pile in front of them; nothing happens until the last one is ready."""
    state, _ = play(_nearly_stuck(), 0, "b16", 0)
    assert refusal(state, 1, Play(find(state, "r3"), 1, find(state, "b13"), 1)).reason == Reason.WAIT_FOR_REVEAL
    state, events = ready(state, 0)
    assert codes(events) == [Code.READY] and event(events, Code.READY) == {"seat": 0, "phase": "stuck"}
    assert refusal(state, 0, Ready(1)).reason == Reason.ALREADY_READY
    assert GAME.current_seats(state) == (1,)
    draws = state.draw
    state, events = ready(state, 1)
    cards = event(events, Code.STUCK_REVEALED)["cards"]
    assert [(c["seat"], c["pile"], c["card"]["id"], c["source"]) for c in cards] == [
        (0, 0, draws[0][0], "draw"),
        (1, 1, draws[1][0], "draw"),
    ]
    assert pile_tops(state) == ["y8", "b10"] and state.draw == (draws[0][1:], draws[1][1:])
    assert state.phase is Phase.PLAY


def test_a_player_with_no_draw_pile_left_takes_a_card_from_the_box() -> None:
    """«Se un giocatore non ha carte rimaste nella pila di pesca, allora prende una carta dal coperchio.»
    Ruling: a card at random from the box (the lid holds the piles that left the game, in no order)."""
    base = build(
        2,
        layouts=[
            [["y1", "b16"], ["r9", "y3"], ["b1", "b5", "r5"], ["r11", "y13", "b7", "y7"]],
            [["r3"], ["b3", "y5"], ["y11", "b11", "r7"], ["r1", "b9", "y1", "y9"]],
        ],
        piles=[["b10", "r13"], ["y12", "b13"]],
        draw=[None, 0],
        box=["r14", "b18", "y20"],
    )
    picked = set()
    for seed in range(30):
        state, _ = play(replace(base, rng=seed), 0, "b16", 0)
        state, _ = ready(state, 0)
        state, events = ready(state, 1)
        cards = event(events, Code.STUCK_REVEALED)["cards"]
        assert cards[1]["source"] == "box" and cards[1]["pile"] == 1
        assert cards[1]["card"]["id"] in base.box and len(state.box) == 2
        picked.add(cards[1]["card"]["id"])
    assert picked == set(base.box), "any card of the box may come out"


def test_with_the_box_empty_too_the_cards_under_the_pile_tops_go_into_the_box_first() -> None:
    """Ruling: when the box has fewer cards than the players who need one, the cards under the top card of
    every discard pile go into the box first (the tops stay); then each takes one at random."""
    state = build(
        2,
        layouts=[
            [["y1", "b16"], ["r9", "y3"], ["b1", "b5", "r5"], ["r11", "y13", "b7", "y7"]],
            [["r3"], ["b3", "y5"], ["y11", "b11", "r7"], ["r1", "b9", "y1", "y9"]],
        ],
        piles=[["b10", "r13"], ["r12", "y14", "y12", "b13"]],
        draw=[None, 0],
        box=[],
    )
    under = set(state.piles[0] or ()) | set((state.piles[1] or ())[:-1])  # b10, r13 | r12, y14, y12
    state, _ = play(state, 0, "b16", 0)
    state, _ = ready(state, 0)
    state, events = ready(state, 1)
    assert codes(events)[1:3] == [Code.BOX_REFILLED, Code.STUCK_REVEALED]
    assert event(events, Code.BOX_REFILLED) == {"count": 5}
    taken = event(events, Code.STUCK_REVEALED)["cards"][1]["card"]["id"]
    assert taken in under and len(under) == 5
    assert [len(p or ()) for p in state.piles] == [2, 2]
    assert len(state.box) == 4 and sorted(all_cards(state)) == sorted(ALL_CARDS)


# ------------------------------------------------------------------------------------------------ fine del round


def _about_to_finish(players: int = 3) -> FranticFrankfurtState:
    layouts = [
        [["y13"], [], [], []],
        [["b9", "r3"], ["y5"], [], []],
        [["r1"], ["b3"], ["y7"], []],
        [["r5"], [], [], []],
    ]
    piles = [["r8"], ["b8", "y10", "r10"], ["y8", "b10"], ["b12", "y12", "r12", "y16"]]
    return build(players, layouts=layouts[:players], piles=piles[:players], draw=[20] + [None] * (players - 1))


def test_the_first_to_empty_their_columns_slaps_a_pile_of_their_choice() -> None:
    """«Appena un giocatore ha scartato tutte le carte delle proprie colonne, batte la mano su una pila di
    scarti a sua scelta.» Ruling: the finisher slaps first; the others wait for that slap."""
    state, events = play(_about_to_finish(), 0, "y13", 0)
    assert codes(events) == [Code.CARD_PLAYED, Code.COLUMNS_EMPTIED] and event(events, Code.COLUMNS_EMPTIED) == {
        "seat": 0
    }
    assert state.phase is Phase.RACE and GAME.current_seats(state) == (0,)
    assert GAME.legal_actions(state, 0) == [Slap(0, 1), Slap(1, 1), Slap(2, 1)]
    assert refusal(state, 2, Slap(0, 1)).reason == Reason.FINISHER_SLAPS_FIRST
    late = refusal(state, 1, Play(find(state, "r3"), 0, find(state, "y13"), 1))
    assert late.reason == Reason.TOO_LATE and late.details == {"pile": 0, "why": Why.ROUND_OVER}
    for choice in (0, 1, 2):
        after, _ = slap(state, 0, choice)
        assert after.claims[0] == choice


def test_all_the_cards_of_that_pile_go_into_the_lid_of_the_box() -> None:
    """«Tutte le carte di questa pila vengono messe nel coperchio della scatola.»"""
    state, _ = play(_about_to_finish(), 0, "y13", 0)
    pile = state.piles[1]
    after, events = slap(state, 0, 1)
    assert after.box == state.box + pile  # type: ignore[operator]
    assert event(events, Code.PILE_SLAPPED) == {"seat": 0, "pile": 1, "count": 3, "to": "box", "auto": False}
    assert after.piles[1] is None and GAME.view(after, None)["box_count"] == len(after.box)


def test_the_others_slap_a_different_pile_and_put_it_and_their_columns_under_their_draw_pile() -> None:
    """«Tutti gli altri giocatori battono la mano su una diversa pila di scarti il più velocemente possibile e
    aggiungono le carte di questa pila, insieme alle carte rimaste nelle loro colonne, in fondo al proprio
    mazzo di pesca.» Rulings: the pile goes under turned over as it lies (its first card on top), then the
    columns, first to fourth, each from its bottom card up; the last player left gets the last pile without a
    slap."""
    state, _ = play(_about_to_finish(), 0, "y13", 0)
    state, _ = slap(state, 0, 0)
    assert GAME.current_seats(state) == (1, 2)
    assert refusal(state, 1, Slap(0, 1)).details == {"pile": 0, "why": Why.TAKEN, "by": 0}
    draw1, draw2 = state.draw[1], state.draw[2]
    pile1, pile2 = state.piles[1], state.piles[2]
    layout1 = [c for col in state.layouts[1] for c in col]
    layout2 = [c for col in state.layouts[2] for c in col]
    after, events = slap(state, 2, 1)
    assert [(e.args["seat"], e.args["pile"], e.args["auto"]) for e in events if e.code == Code.PILE_SLAPPED] == [
        (2, 1, False),
        (1, 2, True),
    ]
    # The round is over and a new one is dealt from the tops of the draw piles: look at what went under.
    round_end = next(e for e in events if e.code == Code.ROUND_ENDED)
    assert round_end.args["draw_counts"] == [20, len(draw1) + 2 + 3, len(draw2) + 3 + 3]
    expected_bottom_2 = tuple(pile1 or ()) + tuple(layout2)
    expected_bottom_1 = tuple(pile2 or ()) + tuple(layout1)
    # Each new draw pile (after its new columns and held card) ends with exactly those cards.
    assert after.draw[2][-len(expected_bottom_2) :] == expected_bottom_2
    assert after.draw[1][-len(expected_bottom_1) :] == expected_bottom_1
    assert [short(c) for c in expected_bottom_1] == ["y8", "b10", "b9", "r3", "y5"]


def test_i_will_slap_the_smallest_pile_pile_sizes_are_public() -> None:
    """«COLPIRO' LA PILA PIU' PICCOLA.» Everyone sees how big each pile is (only its top card by name)."""
    state, _ = play(_about_to_finish(4), 0, "y13", 0)
    for viewer in (0, 1, None):
        view = GAME.view(state, viewer)
        assert [p["count"] for p in view["piles"]] == [2, 3, 2, 4]
        assert [p["top"]["id"] if p["top"] else None for p in view["piles"]] == [p[-1] for p in state.piles]  # type: ignore[index]


def test_if_two_players_slap_the_same_pile_the_hand_underneath_counts() -> None:
    """«E SE DUE GIOCATORI COLPISCONO LA STESSA PILA CONTA LA MANO SOTTO.» README: «the first to arrive at the
    host wins it.» The second is told "too late" and who was faster, and may slap another pile."""
    state, _ = play(_about_to_finish(4), 0, "y13", 0)
    state, _ = slap(state, 0, 3)
    same_time = state
    first, _ = slap(same_time, 2, 0)
    late = refusal(first, 1, Slap(0, 1))
    assert late.reason == Reason.TOO_LATE and late.details == {"pile": 0, "why": Why.TAKEN, "by": 2}
    after, _ = slap(first, 1, 2)
    assert after.round == 2  # seat 3 got pile 1 by itself and the round ended
    # In the other order, seat 1 is the one underneath.
    other, _ = slap(same_time, 1, 0)
    assert refusal(other, 2, Slap(0, 1)).details["by"] == 1
    assert refusal(other, 1, Slap(2, 1)).reason == Reason.ALREADY_SLAPPED


# --------------------------------------------------------------------------------------------------- nuovo round


def test_while_everyone_has_two_cards_or_more_new_columns_are_built_as_at_the_start() -> None:
    """«Finché tutti i giocatori hanno almeno due carte nella pila di pesca, devono costruire - come all'inizio
    del gioco - nuove colonne di carte per il round successivo.»"""
    state, _ = play(_about_to_finish(2), 0, "y13", 0)
    draws_after = (
        state.draw[0],
        state.draw[1] + (state.piles[1] or ()) + state.layouts[1][0] + state.layouts[1][1],
    )
    state, events = slap(state, 0, 0)
    assert [len(d) for d in draws_after] == event(events, Code.ROUND_ENDED)["draw_counts"]
    assert all(len(d) >= 2 for d in draws_after)
    assert event(events, Code.ROUND_STARTED) == {"round": 2}
    for seat in (0, 1):
        assert [c for col in state.layouts[seat] for c in col] == list(draws_after[seat][:10])
        assert [len(col) for col in state.layouts[seat]] == [1, 2, 3, 4]
        assert state.holding[seat] == draws_after[seat][10] and state.draw[seat] == draws_after[seat][11:]
    assert state.phase is Phase.OPENING and state.round == 2


def test_the_new_round_starts_again_with_everyone_drawing_revealing_together_and_discarding() -> None:
    """«Il round comincia di nuovo con i giocatori che pescano, rivelano contemporaneamente e quindi scartano
    una carta dal proprio mazzo di pesca nell'area di gioco.»"""
    state, _ = play(_about_to_finish(2), 0, "y13", 0)
    state, _ = slap(state, 0, 0)
    held = state.holding
    assert all(p is None for p in state.piles) and None not in held
    state, _ = ready(state, 1)
    assert all(p is None for p in state.piles)
    state, events = ready(state, 0)
    assert [c["card"]["id"] for c in event(events, Code.PILES_OPENED)["cards"]] == list(held)


@pytest.mark.parametrize("cards", range(2, 12))
def test_short_draw_piles_fill_columns_1_2_3_4_in_order_and_keep_one_card_to_open_a_pile(cards: int) -> None:
    """«E SE MI RIMANGONO SOLO 6 CARTE? ALLORA COSTRUISCI PIU' COLONNE POSSIBILE: 1, 2 E 2 CARTE. LA 6A CARTA
    VA NELL'AREA DI GIOCO.» README: «fewer than 11 cards: fill columns 1, 2, 3, 4 in order, one card always kept
    to open a pile». Seat 1 ends the round with exactly ``cards`` cards (pile 0's one or two cards plus its
    columns)."""
    pile0 = ["r8", "b9"][: 1 if cards == 2 else 2]
    rest = cards - len(pile0)
    column_cards = ["y1", "r1", "b1", "y3", "r3", "b3", "y5", "r5", "b5"][:rest]
    columns: list[list[str]] = [[], [], [], []]
    for i, card in enumerate(column_cards):
        columns[i % 4].append(card)
    state = build(
        2,
        layouts=[[[], [], [], []], columns],
        piles=[pile0, ["r12", "b14"]],
        draw=[None, 0],
        phase=Phase.RACE,
        finisher=0,
    )
    state, events = slap(state, 0, 1)
    built = [e.args for e in events if e.code == Code.LAYOUT_BUILT][1]
    laid = min(10, cards - 1)
    expected, left = [], laid
    for size in (1, 2, 3, 4):
        expected.append(min(size, left))
        left -= expected[-1]
    assert built["columns"] == expected == [len(col) for col in state.layouts[1]]
    assert state.holding[1] is not None and len(state.draw[1]) == max(0, cards - 11)
    if cards == 6:
        assert expected == [1, 2, 2, 0]


def test_the_fourth_column_can_still_be_used_later() -> None:
    """«PUOI ANCORA USARE LA 4 COLONNA PIU' TARDI.» A column left empty by a short deal takes a moved card."""
    state = build(
        2,
        layouts=[[["r8"], ["b9", "b3"], ["r7", "b5"], []], [["y1"], [], [], []]],
        piles=[["y20"], ["r20"]],
        draw=[None, None],
    )
    assert set(GAME.legal_actions(state, 0)) == {Move(find(state, "b3"), 3, 1), Move(find(state, "b5"), 3, 1)}
    after, _ = move(state, 0, "b5", 3)
    assert tops(after, 0) == ["r8", "b3", "r7", "b5"]


# --------------------------------------------------------------------------------------------- fine del gioco


@pytest.mark.parametrize("left", [0, 1, 2])
def test_at_most_one_card_left_in_the_draw_pile_at_the_end_of_a_round_wins(left: int) -> None:
    """«Appena un giocatore ha non più di una carta rimasta nella pila di pesca alla fine di un round, il gioco
    finisce e quel giocatore ha vinto» With two cards left, a new round starts instead."""
    state = build(
        2,
        layouts=[[[], ["r20"], [], []], [["b3"], ["y1", "b1"], [], []]],
        piles=[["r8", "b9"], ["r12", "b14", "r16"]],
        draw=[left, None],
    )
    state, _ = play(state, 0, "r20", 0)
    state, events = slap(state, 0, 1)
    if left <= 1:
        assert state.phase is Phase.FINISHED and state.winners == (0,)
        assert event(events, Code.GAME_ENDED) == {
            "winners": [0],
            "draw_counts": [left, len(state.draw[1])],
            "reason": "ff.draw_pile_spent",
        }
        assert refusal(state, 1, Ready(1)).reason == Reason.GAME_OVER
    else:
        assert state.phase is Phase.OPENING and state.round == 2
        assert [len(col) for col in state.layouts[0]] == [1, 0, 0, 0] and state.draw[0] == ()


def test_several_players_at_one_card_or_fewer_share_the_win() -> None:
    """Ruling: if more than one player has at most one card left at the end of a round, they share the win
    (possible only with "stress continuo", when a pile never opened and a player gets no pile)."""
    state = build(
        3,
        layouts=[[[], [], [], []], [["b3"], [], [], []], [["y5"], ["r3"], [], []]],
        piles=[["r8", "b9"], None, ["r12", "b14"]],
        holding=[None, "b1", None],
        draw=[1, 0, None],
        stress=True,
        phase=Phase.RACE,
        finisher=0,
    )
    state, _ = slap(state, 0, 0)
    state, events = slap(state, 2, 2)
    assert state.phase is Phase.FINISHED
    # Seat 1 got no pile: its b3 and its unrevealed b1 went under an empty draw pile: two cards, no win.
    assert event(events, Code.GAME_ENDED)["winners"] == [0]
    # Seat 2 never revealed, yet slaps seat 1's pile first: seat 1 gets no pile and keeps a single card.
    shared = build(
        3,
        layouts=[[[], [], [], []], [["b3"], [], [], []], [["y5"], ["r3"], [], []]],
        piles=[["r8", "b9"], ["r12", "b14"], None],
        holding=[None, None, "b1"],
        draw=[1, 0, None],
        phase=Phase.RACE,
        finisher=0,
        stress=True,
    )
    shared, _ = slap(shared, 0, 0)
    shared, events = slap(shared, 2, 1)
    assert event(events, Code.GAME_ENDED)["draw_counts"][:2] == [1, 1]
    assert shared.winners == (0, 1) and GAME.outcome(shared).winners == (0, 1)


# -------------------------------------------------------------------------------------------------- stress continuo


def test_after_a_few_games_the_stress_continuo_variant_may_be_used() -> None:
    """«Dopo alcune partite puoi introdurre la variante dello stress continuo:» An option, off by default."""
    assert GAME.default_options(2) == {"continuous_stress": False}
    assert not GAME.new_state(2, 1).stress
    assert GAME.new_state(2, 1, {"continuous_stress": True}).stress
    for bad in ({"continuous_stress": "yes"}, {"stress": True}):
        with pytest.raises(InvalidActionError) as caught:
            GAME.new_state(2, 1, bad)
        assert caught.value.reason == Reason.OPTION
    with pytest.raises(InvalidActionError):
        GAME.new_state(5, 1)


def test_stress_continuo_do_not_wait_to_reveal_the_cards_for_the_discard_piles() -> None:
    """«Non aspettare di rivelare le carte per la pila degli scarti alla fine di un round.» Ruling: this holds
    for every round's opening, the first included; there is no waiting phase and no "ready"."""
    state = GAME.new_state(3, 4, {"continuous_stress": True})
    assert state.phase is Phase.PLAY and None not in state.holding
    assert [GAME.legal_actions(state, s) for s in range(3)] == [[Reveal(1)]] * 3
    assert refusal(state, 0, Ready(1)).reason == Reason.NO_REVEAL_PENDING
    plain = GAME.new_state(3, 4)
    assert refusal(plain, 0, Reveal(1)).reason == Reason.REVEAL_TOGETHER


def test_stress_continuo_each_player_reveals_as_fast_as_possible_and_plays_on_at_once() -> None:
    """«Ciascun giocatore rivela una carta il più velocemente possibile e immediatamente continua a giocare.»
    Ruling: a player reveals their own card before playing; the others may already play on it."""
    for seed in range(40):
        state = GAME.new_state(2, seed, {"continuous_stress": True})
        state, events = reveal(state, 0)
        assert codes(events)[0] == Code.PILE_OPENED
        assert event(events, Code.PILE_OPENED) == {
            "seat": 0,
            "pile": 0,
            "card": CARDS[state.piles[0][0]].to_json(),
        }  # type: ignore[index]
        assert GAME.legal_actions(state, 1) == [Reveal(1)]
        some = Play(state.layouts[1][0][-1], 0, (state.piles[0] or ("",))[-1], 1)
        assert refusal(state, 1, some).reason == Reason.REVEAL_FIRST
        plays = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Play)]
        if plays:
            after, _ = GAME.apply(state, 0, plays[0])  # seat 0 plays while seat 1 still holds its card
            assert after.holding[1] is not None and after.piles[1] is None
            assert refusal(after, 0, Play(after.layouts[0][3][-1], 1, "red.8.0", 1)).reason == Reason.PILE_NOT_OPEN
            return
    pytest.fail("no opening in 40 seeds gave seat 0 a play")


def test_stress_continuo_stuck_reveals_still_wait_for_everyone() -> None:
    """Ruling: the variant changes only the round openings; «tutti sono bloccati» stays simultaneous."""
    state = replace(_nearly_stuck(), stress=True)
    state, events = play(state, 0, "b16", 0)
    assert state.phase is Phase.STUCK and Code.EVERYONE_STUCK in codes(events)
    state, _ = ready(state, 0)
    assert state.phase is Phase.STUCK


# ------------------------------------------------------------------------------------------ real time and rulings


def test_a_play_names_the_pile_top_it_aimed_at_and_is_too_late_once_another_card_covered_it() -> None:
    """README: «the first to arrive at the host wins it». Two seats lay on the same pile from the same
    position: the first is applied, the second is refused with ff.too_late and the card now on top."""
    state = build(
        2,
        layouts=[[["y13"], ["r1"], [], []], [["b13"], ["r3"], [], []]],
        piles=[["r8"], ["y20"]],
        draw=[None, None],
    )
    a0 = Play(find(state, "y13"), 0, find(state, "r8"), 1)
    a1 = Play(find(state, "b13"), 0, find(state, "r8"), 1)
    assert a0 in GAME.legal_actions(state, 0) and a1 in GAME.legal_actions(state, 1)
    after, _ = GAME.apply(state, 0, a0)
    late = refusal(after, 1, a1)
    assert late.reason == Reason.TOO_LATE
    assert late.details == {"pile": 0, "why": Why.COVERED, "top": CARDS[find(after, "y13")].to_json()}
    # b13 still fits on y13? No (13 is not higher than 13): the player must choose again from the new view.
    assert not [a for a in GAME.legal_actions(after, 1) if isinstance(a, Play)]


def test_an_action_meant_for_a_round_that_is_over_is_too_late() -> None:
    """Ruling: every action names its round; one still on its way when the round ended is refused as too late
    (a card may lie on top of a column again in the next round), one for a future round is malformed."""
    state, _ = play(_about_to_finish(2), 0, "y13", 0)
    stale_move = Move(state.layouts[1][0][-1], 3, 1)
    state, _ = slap(state, 0, 0)
    assert state.round == 2
    late = refusal(state, 1, stale_move)
    assert late.reason == Reason.TOO_LATE and late.details == {"pile": None, "why": Why.ROUND_OVER, "round": 2}
    with pytest.raises(InvalidActionError) as caught:
        GAME.apply(state, 1, Ready(3))
    assert caught.value.reason == Reason.NO_SUCH_ROUND


def test_refusals_never_tell_where_a_face_down_card_lies() -> None:
    """Ruling (hidden information): a card that is not a face-up top of the player's columns gets one and the
    same refusal whether it lies face down in those columns, in a draw pile, or in another player's columns."""
    state = _nearly_stuck()
    own_hidden = state.layouts[0][3][0]
    in_draw = state.draw[0][3]
    others = state.layouts[1][2][0]
    for card in (own_hidden, in_draw, others):
        error = refusal(state, 0, Play(card, 0, find(state, "r13"), 1))
        assert (error.reason, error.details) == (Reason.CARD_NOT_IN_LAYOUT, {"card": card})
        error = refusal(state, 0, Move(card, 0, 1))
        assert error.reason in (Reason.CARD_NOT_IN_LAYOUT,)


def test_malformed_actions_are_invalid_not_illegal() -> None:
    """Errors split by cause: a malformed action is InvalidActionError, with the shared code."""
    state = opened(2, 1)
    for data in (
        None,
        {"type": "play"},
        {"type": "play", "card": "red.99.0", "pile": 0, "onto": "red.8.0", "round": 1},
        {"type": "play", "card": "red.9.0", "pile": 0, "onto": "red.9.0", "round": 1},
        {"type": "play", "card": "red.9.0", "pile": True, "onto": "red.8.0", "round": 1},
        {"type": "move", "card": "red.9.0", "column": 4, "round": 1},
        {"type": "slap", "pile": -1, "round": 1},
        {"type": "ready"},
        {"type": "ready", "round": "1"},
        {"type": "reveal", "round": 1, "extra": 0},
        {"type": "jump", "round": 1},
    ):
        with pytest.raises(InvalidActionError) as caught:
            GAME.action_from_json(data)
        assert caught.value.reason == Reason.MALFORMED
    with pytest.raises(InvalidActionError) as caught:
        GAME.apply(state, 0, Slap(3, 1))
    assert caught.value.reason == Reason.NO_SUCH_PILE
    with pytest.raises(InvalidActionError) as caught:
        GAME.apply(state, 2, Ready(1))
    assert caught.value.reason == Reason.NO_SUCH_SEAT
    for action in [a for s in (0, 1) for a in GAME.legal_actions(state, s)] + [Slap(1, 1), Ready(1), Reveal(1)]:
        assert GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action)))) == action


def test_slaps_wait_for_the_end_of_the_round() -> None:
    """A slap before anybody has emptied their columns is refused."""
    state = opened(2, 1)
    assert refusal(state, 0, Slap(0, 1)).reason == Reason.ROUND_NOT_OVER


def test_states_round_trip_through_json_and_impossible_ones_are_refused() -> None:
    """The state is plain data: saves, network resync and the scenario files rely on it."""
    state = opened(3, 9)
    assert state.phase is Phase.PLAY
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
    data = GAME.state_to_json(state)
    broken = dict(data, draw=[d[1:] for d in data["draw"]])
    with pytest.raises(InvalidStateError):
        GAME.state_from_json(broken)
    with pytest.raises(InvalidStateError):
        GAME.state_from_json(dict(data, phase="stuck"))  # somebody can play: not stuck
    with pytest.raises(InvalidStateError):
        GAME.state_from_json(dict(data, game="tea_time"))
