"""The rulebook's worked example, Figures 2 to 6: Arturo (seat 0) and Nina (seat 1) in a 2-player game.

The figures are pictures; only their captions survive, so the grid in scenarios/fig1_arturo_nina_setup.json
was drawn to make every caption true at once. Faces come from the position (chessboard, normal top-left):

     0 N Cat        1 M Hatter       2 N Caterpillar
     3 M Hatter     4 N Rabbit       5 M Cat
     6 N Queen      7 M Cat          8 N Tweedles
     9 M Caterpillar 10 N Rabbit    11 M Rabbit

Fig. 2: Arturo takes the mirror Hatter in 3; Alice goes there.
Fig. 3: Nina takes the mirror Cat in 7 and the mirror Rabbit in 11 (a diagonal: two cards of the same face
        can only be diagonal neighbours).
Fig. 4: the Rabbits in 4 and 10 have the empty 7 between them; Arturo takes Cat 0, Hatter 1, Caterpillar 2
        (a row: N, M, N, which is why the Hatter is mirror and the other two normal).
Fig. 5: the collections in the caption.
Fig. 6: Nina takes Alice 3, the normal Rabbit 4 and the mirror Cat 5 (a row M, N, M).

The Italian caption of Fig. 5(b) says Nina's Cat is "normale", but Fig. 3 says both of her cards were mirror
and in Fig. 6 she keeps two Cats after taking a mirror one, which a normal Cat would have cancelled. We follow
Figs. 3 and 6: her Cat is mirror.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.games.tea_time.cards import ALICE
from tabletop_qt.core.games.tea_time.rules import Code, Reason, Take
from tabletop_qt.core.games.tea_time.state import TeaTimeState

from .support import GAME, counts_and_faces, load_scenario, take

ARTURO, NINA = 0, 1


def fig1() -> TeaTimeState:
    return load_scenario("fig1_arturo_nina_setup.json")


def fig5() -> TeaTimeState:
    return load_scenario("fig5_before_ninas_take.json")


def grid_view(state: TeaTimeState) -> list[tuple[str, str] | str | None]:
    out: list[tuple[str, str] | str | None] = []
    for cell in GAME.view(state, None)["grid"]:
        if cell is None:
            out.append(None)
        elif cell["card"] == ALICE:
            out.append(ALICE)
        else:
            out.append((cell["card"], cell["face"]))
    return out


def test_figure_1_setup_is_a_2_player_grid_of_3_by_4_with_arturo_holding_alice() -> None:
    """Figura 1: un esempio di preparazione in 2 giocatori."""
    state = fig1()
    assert (state.players, state.cols, state.rows, state.round, state.turn_in_round) == (2, 3, 4, 1, 0)
    assert state.current == ARTURO and state.alice_holder == ARTURO
    assert grid_view(state) == [
        ("cheshire_cat", "normal"), ("mad_hatter", "mirror"), ("caterpillar", "normal"),
        ("mad_hatter", "mirror"), ("white_rabbit", "normal"), ("cheshire_cat", "mirror"),
        ("queen_of_hearts", "normal"), ("cheshire_cat", "mirror"), ("tweedles", "normal"),
        ("caterpillar", "mirror"), ("white_rabbit", "normal"), ("white_rabbit", "mirror"),
    ]  # fmt: skip


def test_figure_2_arturo_collects_the_mirror_hatter_replacing_it_with_alice() -> None:
    """Figura 2: Arturo ha la carta Alice e colleziona il Cappellaio Matto "allo specchio" rimpiazzandolo con
    Alice."""
    state = fig1()
    assert {len(a.cells) for a in GAME.legal_actions(state, ARTURO)} == {1}
    after, events = GAME.apply(state, ARTURO, Take((3,)))
    assert counts_and_faces(after, ARTURO) == {"mad_hatter": (1, "mirror")}
    assert after.grid[3] == ALICE and after.alice_holder is None
    assert [e.code for e in events] == [Code.CARDS_TAKEN, Code.ALICE_PLACED]
    assert after.current == NINA


def test_figure_3_nina_takes_the_cat_and_the_rabbit_both_mirror() -> None:
    """Figura 3: Nina è il giocatore successivo e prende il Gatto e il Coniglio entrambi "allo specchio"."""
    state = take(fig1(), 3)
    legal = {a.cells for a in GAME.legal_actions(state, NINA)}
    assert (7, 11) in legal and max(len(c) for c in legal) == 2
    after = take(state, 7, 11)
    assert counts_and_faces(after, NINA) == {"cheshire_cat": (1, "mirror"), "white_rabbit": (1, "mirror")}
    assert after.grid[7] is None and after.grid[11] is None


def fig4() -> TeaTimeState:
    return take(take(fig1(), 3), 7, 11)


def test_figure_4_arturo_may_now_take_up_to_3_cards() -> None:
    """Figura 4: è di nuovo il turno di Arturo che può adesso prendere fino a 3 carte."""
    state = fig4()
    assert state.current == ARTURO
    assert {len(a.cells) for a in GAME.legal_actions(state, ARTURO)} == {1, 2, 3}


def test_figure_4_the_hatter_and_the_two_rabbits_cannot_be_taken_across_the_gap() -> None:
    """Vorrebbe prendere il Cappellaio e i 2 Conigli, ma questo non è possibile perché c'è uno spazio vuoto tra i
    due Conigli."""
    state = fig4()
    view = grid_view(state)
    assert view[1] == ("mad_hatter", "mirror")
    assert view[4] == ("white_rabbit", "normal") and view[10] == ("white_rabbit", "normal")
    assert view[7] is None  # the gap Nina left between the two Rabbits
    legal = {a.cells for a in GAME.legal_actions(state, ARTURO)}
    assert (1, 4, 10) not in legal and (4, 10) not in legal
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, ARTURO, Take((1, 4, 10)))
    assert err.value.reason == Reason.NOT_A_LINE
    with pytest.raises(IllegalActionError) as err:
        GAME.apply(state, ARTURO, Take((1, 4, 7)))
    assert err.value.reason == Reason.EMPTY_CELL


def test_figure_4_the_hatter_and_one_rabbit_may_be_taken() -> None:
    """Potrebbe prendere il Cappellaio e uno dei due Conigli. (In this grid only the Rabbit next to the Hatter,
    in 4, can go with it: a layout where both could is impossible with a mirror Hatter and the gap Nina left.)"""
    state = fig4()
    legal = {a.cells for a in GAME.legal_actions(state, ARTURO)}
    assert (1, 4) in legal
    after = take(state, 1, 4)
    assert counts_and_faces(after, ARTURO) == {"mad_hatter": (2, "mirror"), "white_rabbit": (1, "normal")}


def test_figure_4_arturo_takes_the_cat_the_hatter_and_the_caterpillar() -> None:
    """ma decide invece di prendere il Gatto, il Cappellaio e il Bruco."""
    state = fig4()
    assert (0, 1, 2) in {a.cells for a in GAME.legal_actions(state, ARTURO)}
    after, events = GAME.apply(state, ARTURO, Take((0, 1, 2)))
    taken = next(e for e in events if e.code == Code.CARDS_TAKEN).args["cards"]
    assert [(c["card"], c["face"]) for c in taken] == [
        ("cheshire_cat", "normal"),
        ("mad_hatter", "mirror"),
        ("caterpillar", "normal"),
    ]
    assert not any(e.code == Code.CARDS_CANCELLED for e in events)


def test_figure_5_collections() -> None:
    """Figura 5: in questo momento del gioco Arturo ha 2 Cappellai "allo specchio", 1 Gatto "normale" e 1 Bruco
    "normale" (a), Nina ha 1 Gatto [mirror: see the module docstring] e 1 Coniglio "allo specchio" (b)."""
    for state in (take(fig4(), 0, 1, 2), fig5()):
        assert counts_and_faces(state, ARTURO) == {
            "mad_hatter": (2, "mirror"),
            "cheshire_cat": (1, "normal"),
            "caterpillar": (1, "normal"),
        }
        assert counts_and_faces(state, NINA) == {"cheshire_cat": (1, "mirror"), "white_rabbit": (1, "mirror")}
        assert state.current == NINA and state.alice_holder is None and state.discarded == ()


def test_figure_5_scenario_file_is_the_replay_of_figures_2_to_4() -> None:
    """The Fig. 5 scenario file is exactly where Figs. 2-4 lead from the Fig. 1 file."""
    assert take(fig4(), 0, 1, 2) == fig5()


def test_figure_6_nina_takes_alice_the_normal_rabbit_and_the_mirror_cat() -> None:
    """Figura 6: è il turno di Nina che decide di prendere Alice, il Coniglio "normale" e il Gatto "allo
    specchio". Nella sua collezione ha già un Coniglio "allo specchio": quindi deve scartare i due Conigli, mentre
    tiene Alice e i 2 Gatti."""
    state = fig5()
    view = grid_view(state)
    assert view[3:6] == [ALICE, ("white_rabbit", "normal"), ("cheshire_cat", "mirror")]
    after, events = GAME.apply(state, NINA, Take((3, 4, 5)))
    assert counts_and_faces(after, NINA) == {"cheshire_cat": (2, "mirror")}
    assert after.alice_holder == NINA
    assert GAME.view(after, NINA)["collections"][NINA]["alice"] is True
    assert sorted((card.split(".")[0], face.value) for card, face in after.discarded) == [
        ("white_rabbit", "mirror"),
        ("white_rabbit", "normal"),
    ]
    assert [e.args for e in events if e.code == Code.CARDS_CANCELLED] == [
        {"seat": NINA, "character": "white_rabbit", "pairs": 1}
    ]
    # Arturo's collection is untouched by Nina's take.
    assert counts_and_faces(after, ARTURO) == counts_and_faces(state, ARTURO)


def test_figure_6_with_a_normal_cat_as_fig_5b_says_nina_would_not_keep_two_cats() -> None:
    """Why we follow Figs. 3 and 6: had Nina's first Cat been "normale" (Fig. 5(b)'s words), the mirror Cat of
    Fig. 6 would cancel it and she could not keep "i 2 Gatti"."""
    state = fig5()
    nina = tuple(
        (card, face.opposite if card.startswith("cheshire_cat.") else face)
        for card, face in state.collections[NINA]
    )
    literal = replace(state, collections=(state.collections[ARTURO], nina))
    after = take(literal, 3, 4, 5)
    assert counts_and_faces(after, NINA) == {}
    assert counts_and_faces(take(state, 3, 4, 5), NINA) == {"cheshire_cat": (2, "mirror")}


def test_after_figure_6_nina_holds_alice_and_will_open_round_2() -> None:
    """«Il giocatore che la colleziona sarà il primo giocatore nel prossimo round.»"""
    state = take(fig5(), 3, 4, 5)
    # The rest of the round: 6, 8, 9 and 10 remain; no one can take Alice from Nina any more.
    assert [c for c, card in enumerate(state.grid) if card is not None] == [6, 8, 9, 10]
    state = take(state, 9, 10)  # Arturo
    state = take(state, 6)  # Nina
    state = take(state, 8)  # Arturo empties the grid
    assert state.round == 2 and state.current == NINA and state.alice_holder == NINA
    assert state.grid == fig1().deck[:12]
