"""Rulebook, setup: "Ogni giocatore sceglie una carta personaggio" (each player chooses a character card). The
engine's ``characters`` option holds each seat's choice or ``random``; the seats left random are dealt characters
nobody chose. Named after the sentence, as tests/core/high_noon_saloon/test_rule_sentences.py is."""

from __future__ import annotations

import json

import pytest

from tabletop_qt import sim
from tabletop_qt.core.errors import InvalidOptionError
from tabletop_qt.core.games.high_noon_saloon.characters import join_characters, parse_characters
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tests.core.high_noon_saloon.support import GAME

IDS = sorted(GAME.catalog.characters)


def characters(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.character for p in state.players]


def test_each_player_chooses_a_character_card() -> None:
    chosen = ["lottie_blaze", "doc_wallace", "calamity_rose", "ned_carver"]
    for seed in range(5):
        state, events = GAME.new_state_with_events(4, seed, {"characters": ",".join(chosen)})
        assert characters(state) == chosen
        assert events[0].code == "hns.characters" and events[0].args["characters"] == chosen


def test_each_player_chooses_a_character_card_and_the_seats_left_random_get_characters_nobody_chose() -> None:
    seen: set[str] = set()
    for seed in range(60):
        state = GAME.new_state(3, seed, {"characters": "random,doc_wallace,random"})
        dealt = characters(state)
        assert dealt[1] == "doc_wallace"
        assert len(set(dealt)) == 3 and "doc_wallace" not in (dealt[0], dealt[2])
        seen.update((dealt[0], dealt[2]))
    # The random seats draw from every character nobody chose, with the seeded generator.
    assert seen == set(IDS) - {"doc_wallace"}
    again = GAME.new_state(3, 7, {"characters": "random,doc_wallace,random"})
    assert characters(again) == characters(GAME.new_state(3, 7, {"characters": "random,doc_wallace,random"}))


def test_each_player_chooses_a_character_card_nobody_choosing_deals_them_as_before() -> None:
    # "random" for every seat (the default, the per-seat form or the list form) is the deal every seeded game
    # has always had: the sorted characters shuffled once, seat by seat.
    from tabletop_qt.core import rng

    for players in (2, 4, 6):
        for seed in range(10):
            expected, _ = rng.shuffled(rng.seed_state(seed), IDS)
            for option in (None, "random", ",".join(["random"] * players), ["random"] * players):
                options = {} if option is None else {"characters": option}
                state = GAME.new_state(players, seed, options)
                assert characters(state) == expected[:players]
                assert GAME.state_to_json(state) == GAME.state_to_json(GAME.new_state(players, seed))


def test_each_player_chooses_a_character_card_a_list_reads_as_the_comma_form() -> None:
    state = GAME.new_state(2, 3, {"characters": ["annie_dunn", "random"]})
    assert characters(state)[0] == "annie_dunn" and characters(state)[1] != "annie_dunn"
    assert join_characters(["annie_dunn", "random"]) == "annie_dunn,random"
    assert join_characters(["random", "random"]) == "random"


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("doc_wallace,doc_wallace", "hns.character_chosen_twice"),
        ("doc_wallace,wild_bill", "hns.unknown_character"),
        ("doc_wallace", "hns.characters_count"),
        ("random,random,random", "hns.characters_count"),
        (3, "hns.characters_malformed"),
        (["doc_wallace", 4], "hns.characters_malformed"),
    ],
)
def test_each_player_chooses_a_different_character_card_anything_else_is_refused_with_a_reason(value, reason) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidOptionError) as caught:
        GAME.new_state(2, 1, {"characters": value})
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)  # every refused option has always been a ValueError
    with pytest.raises(InvalidOptionError):
        parse_characters(value, 2, IDS)


def test_chosen_characters_survive_a_save_and_a_replay() -> None:
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(3))
    setup = GameSetup("high_noon_saloon", seats, 11, {"characters": "random,belle_starling,silas_crane"})
    again = GameSetup.from_json(json.loads(json.dumps(setup.to_json())))
    assert again == setup
    table = Table.new(again)
    assert characters(table.state)[1:] == ["belle_starling", "silas_crane"]
    restored = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert characters(restored.state) == characters(table.state)


def test_the_simulator_takes_the_option_on_its_command_line() -> None:
    options = sim.check_options("high_noon_saloon", 3, sim.parse_options(["characters=random,lottie_blaze,random"]))
    assert options["characters"] == "random,lottie_blaze,random"
    assert characters(GAME.new_state(3, 2, options))[1] == "lottie_blaze"
    with pytest.raises(ValueError, match="hns.character_chosen_twice"):
        sim.check_options("high_noon_saloon", 2, {"characters": "lottie_blaze,lottie_blaze"})


def test_a_high_noon_saloon_table_reads_back_from_its_save() -> None:
    # Table.from_json compared the state's "players" with the seat count; High Noon Saloon's state holds one
    # PlayerState per seat, so every High Noon Saloon save was refused as "seats and state disagree".
    seats = tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal") for i in range(4))
    table = Table.new(GameSetup("high_noon_saloon", seats, 5, {"teams": "2x2"}))
    restored = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert GAME.state_to_json(restored.state) == GAME.state_to_json(table.state)
