"""High Noon Saloon's refusals, end reasons and log lines: every code the engine gives has its words."""

from __future__ import annotations

import random
import re
from pathlib import Path

from tabletop_qt.core.game import Event
from tabletop_qt.core.games import get_game
from tabletop_qt.ui.games.high_noon_saloon import texts as hns_texts
from tabletop_qt.ui.texts import event_text, outcome_reason_text, reason_text

ENGINE = Path(__file__).resolve().parents[2] / "tabletop_qt" / "core" / "games" / "high_noon_saloon"
CODE = re.compile(r'"(hns\.[a-z_]+)"')
SILENT = {"hns.characters"}  # shown by the seat list, not the log
NAMES = ["Ann", "Bob", "Cleo", "Dirk"]


def engine_codes() -> set[str]:
    return {code for path in ENGINE.glob("*.py") for code in CODE.findall(path.read_text(encoding="utf-8"))}


def test_every_code_of_the_engine_is_a_worded_refusal_end_reason_or_log_line(qapp) -> None:  # type: ignore[no-untyped-def]
    unworded = []
    for code in sorted(engine_codes()):
        if code in hns_texts.REASONS or code in hns_texts.OUTCOME_REASONS or code in SILENT:
            continue
        if event_text(Event(code, {"seat": 0, "target": 1, "card": "peacemaker"}), NAMES) is None:
            unworded.append(code)
    assert not unworded


def test_refusals_and_end_reasons_read_as_sentences(qapp) -> None:  # type: ignore[no-untyped-def]
    assert reason_text("hns.orange_only") == "Under a movement limit you may move only onto an orange space."
    assert reason_text("hns.target_teammate") == "You do not attack a teammate."
    assert outcome_reason_text("hns.nobody_standing").startswith("No man left standing")


def test_every_event_of_random_games_has_a_complete_log_line(qapp) -> None:  # type: ignore[no-untyped-def]
    game = get_game("high_noon_saloon")
    for seed, options in ((1, {}), (2, {"teams": "2x2", "advanced": True})):
        chooser = random.Random(seed)
        state, events = game.new_state_with_events(4, seed, options)
        for _ in range(400):
            if game.outcome(state).finished:
                break
            for event in events:
                for viewer in (None, 0):
                    shown = game.redact(event, viewer)
                    if shown is None or shown.code in SILENT:
                        continue
                    line = event_text(shown, NAMES)
                    assert line and "{" not in line and "?" not in line, (shown, line)
            seat = game.current_seats(state)[0]
            state, events = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)))


def test_house_card_names_and_areas_come_from_the_house_set(qapp) -> None:  # type: ignore[no-untyped-def]
    assert hns_texts.card_name("repeatin_rifle#2") == "Repeatin' Rifle"
    assert hns_texts.card_name("chuck_it") == "Chuck It!"
    assert hns_texts.space_area("bar_1") == "Behind the Bar"


def test_a_card_name_ending_in_a_mark_ends_the_sentence_with_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """"Daan blocks with Duck!" and never "Duck!.": the card's own mark closes the sentence."""
    line = event_text(Event("hns.blocked", {"seat": 3, "card": "duck#1"}), NAMES)
    assert line == "Dirk blocks with Duck!"
    assert event_text(Event("hns.blocked", {"seat": 3, "card": "duck_and_punch#1"}), NAMES) == (
        "Dirk blocks with Duck and Punch."
    )
