"""Hidden information in High Noon Saloon, over seeded random games (2 to 6 players, long and advanced on and off,
teams when the engine has them): after every action, no seat's view (nor the spectator's) and no event as
``redact`` gives it to that seat names a card in another player's hand or in the undrawn saloon deck, and no view
carries the deck's or the load deck's order; and what a seat may see is still there: its own hand, everybody's
hand sizes, the deck's and load deck's sizes, the face-up discards, its own drawn cards, the others' counts, and
every public event whole."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.actions import Kind
from tabletop_qt.core.games.high_noon_saloon.state import HighNoonState
from tests.core.high_noon_saloon.support import GAME
from tests.tiers import sample

MAX_ACTIONS = 6000
BUSY = {Kind.DECLARE, Kind.TARGET, Kind.END_PHASE, Kind.DRAW, Kind.PASS}


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, dictionary keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys(item)


class Knowledge:
    """What each seat may not be told at a moment: the cards in the others' hands and the undrawn deck. A card a
    seat passed face down to a teammate (team play) stays known to the passer while that teammate holds it."""

    def __init__(self, players: int) -> None:
        self.passed: list[dict[str, int]] = [{} for _ in range(players)]  # card -> the teammate it went to

    def secret(self, state: HighNoonState, viewer: int | None) -> set[str]:
        hidden = set(state.deck)
        for seat, p in enumerate(state.players):
            if seat != viewer:
                hidden |= set(p.hand)
        if viewer is not None:
            # Once the teammate has played, lost or passed it on, the passer's knowledge is moot.
            known = {c: t for c, t in self.passed[viewer].items() if c in state.players[t].hand}
            self.passed[viewer] = known
            hidden -= set(known)
        return hidden


def check_view(state: HighNoonState, viewer: int | None, secret: set[str]) -> None:
    view = GAME.view(state, viewer)
    named = set(strings(view)) & secret
    assert not named, f"seat {viewer}'s view names hidden cards {sorted(named)}"
    # The deck and the load deck are shown as their sizes only: no list of them, in any order.
    assert not {"deck", "loads"} & set(keys(view))
    assert view["deck_count"] == len(state.deck) and view["load_count"] == len(state.loads)
    assert view["discards"] == list(state.discards) and view["load_discards"] == list(state.load_discards)
    for seat, (shown, p) in enumerate(zip(view["players"], state.players)):
        assert shown["hand_count"] == len(p.hand)
        assert (shown.get("hand") == list(p.hand)) if seat == viewer else "hand" not in shown
        assert (shown["fist"], shown["holster"]) == (p.fist, p.holster)  # weapons are on the table, face up


def check_events(before: HighNoonState, after: HighNoonState, events: list[Event], knowledge: Knowledge) -> None:
    for viewer in [None, *range(len(after.players))]:
        secret = knowledge.secret(after, viewer)
        # A card may be hidden from this seat if it is secret now, or was in the deck before (drawn, then gone to
        # the discards in the same action, say).
        hideable = secret | (set(before.deck) - (set(after.players[viewer].hand) if viewer is not None else set()))
        for event in events:
            shown = GAME.redact(event, viewer)
            if shown is None:
                assert set(strings(event.args)) & hideable, f"{event.code} hidden from {viewer} for no reason"
                continue
            named = set(strings(shown.args)) & secret
            assert not named, f"{event.code} tells seat {viewer} of hidden cards {sorted(named)}"
            assert shown.code == event.code
            for key, value in event.args.items():
                if key in shown.args:
                    assert shown.args[key] == value, f"{event.code}: {key} changed for seat {viewer}"
                else:
                    # Only what the seat may not see is taken out.
                    assert value in ([], None) or set(strings(value)) & hideable, f"{event.code} lost {key}"
            if event.code in ("hns.cards_dealt", "hns.cards_drawn"):
                seat = event.args["seat"]
                assert shown.args["count"] == len(event.args["cards"])
                if seat == viewer:
                    assert shown.args["cards"] == event.args["cards"]
                    assert set(event.args["cards"]) <= set(after.players[seat].hand) or after.players[seat].out


def play(players: int, seed: int, options: dict[str, Any]) -> int:
    """One random game, every action checked; returns how many actions it took."""
    state, events = GAME.new_state_with_events(players, seed, options)
    knowledge = Knowledge(players)
    check_events(state, state, events, knowledge)
    chooser = random.Random(seed)
    for step in range(MAX_ACTIONS):
        for viewer in [None, *range(players)]:
            check_view(state, viewer, knowledge.secret(state, viewer))
        if state.over:
            return step
        seat = GAME.current_seats(state)[0]
        drawers = [s for s in range(players) if s != seat and GAME.legal_actions(state, s)]
        if drawers and chooser.random() < 0.01:
            seat = chooser.choice(drawers)  # someone acts out of turn (a quick draw, a team card, the token)
            action = chooser.choice(GAME.legal_actions(state, seat))
        else:
            legal = GAME.legal_actions(state, seat)
            action = chooser.choices(legal, [4 if a.kind in BUSY else 1 for a in legal])[0]
        if action.kind is Kind.PASS_CARD and action.card is not None and action.target is not None:
            knowledge.passed[seat][action.card] = action.target
        after, events = GAME.apply(state, seat, action)
        check_events(state, after, events, knowledge)
        state = after
    raise AssertionError(f"no end after {MAX_ACTIONS} actions (seed {seed})")


def variants(players: int) -> list[dict[str, Any]]:
    """Long and advanced on and off; a team game too where the engine offers one for this many players."""
    out: list[dict[str, Any]] = [
        {"long": False, "advanced": False},
        {"long": True, "advanced": True},
        {"long": False, "advanced": True},
        {"long": True, "advanced": False},
    ]
    if "teams" in GAME.default_options(players):
        splits = {4: ["2x2"], 6: ["2x3", "3x2"]}.get(players, [])
        out += [{"advanced": True, "teams": split} for split in splits]
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_view_or_event_names_a_hidden_card_in_random_games(players: int) -> None:
    for index, options in enumerate(variants(players)[:2] + variants(players)[4:]):
        assert play(players, 500 + players * 10 + index, options) > players * 3


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_view_or_event_names_a_hidden_card_in_many_random_games(players: int) -> None:
    # 12 more games per player count in the full tier (about a minute in all on a 2-core machine), every variant;
    # 3 by default.
    for game in range(sample(3, 12)):
        options = variants(players)[game % len(variants(players))]
        play(players, 90_000 + players * 1000 + game, options)


def test_the_check_catches_a_view_that_shows_another_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks above can fail: a view leaking seat 1's hand to seat 0 is caught."""
    state = GAME.new_state(3, 7)
    real_view = GAME.view

    def leaky(state: HighNoonState, seat: int | None) -> dict[str, Any]:
        view = real_view(state, seat)
        view["players"][1]["cards_seen"] = list(state.players[1].hand)
        return view

    monkeypatch.setattr(GAME, "view", leaky)
    with pytest.raises(AssertionError, match="hidden cards"):
        check_view(state, 0, Knowledge(3).secret(state, 0))


def test_the_check_catches_a_drawn_card_told_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    state, events = GAME.new_state_with_events(2, 3)
    monkeypatch.setattr(GAME, "redact", lambda event, seat: event)
    with pytest.raises(AssertionError, match="hidden cards"):
        check_events(state, state, events, Knowledge(2))


def test_the_check_catches_a_redaction_that_drops_what_a_seat_may_see(monkeypatch: pytest.MonkeyPatch) -> None:
    state, events = GAME.new_state_with_events(2, 3)
    monkeypatch.setattr(GAME, "redact", lambda event, seat: Event(event.code, {}))
    with pytest.raises(AssertionError, match="lost"):
        check_events(state, state, events, Knowledge(2))
