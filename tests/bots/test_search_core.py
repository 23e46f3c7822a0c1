"""The search itself, on a game small enough to know the right move: Nim with hidden nothing and with a hidden heap."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop_qt.bots.search.adapter import SearchAdapter
from tabletop_qt.bots.search.ismcts import search
from tabletop_qt.core.game import Outcome


@dataclass(frozen=True)
class NimState:
    heaps: tuple[int, ...]
    to_move: int
    winner: int | None = None
    players: int = 2


class Nim:
    """Take 1-3 from one heap; whoever takes the last stone wins."""

    def current_seats(self, state: NimState) -> list[int]:
        return [] if state.winner is not None else [state.to_move]

    def legal_actions(self, state: NimState, seat: int) -> list[tuple[int, int]]:
        if state.winner is not None or seat != state.to_move:
            return []
        return [(h, n) for h, size in enumerate(state.heaps) for n in range(1, min(3, size) + 1)]

    def apply(self, state: NimState, seat: int, action: tuple[int, int]) -> tuple[NimState, list[Any]]:
        heap, n = action
        heaps = list(state.heaps)
        heaps[heap] -= n
        winner = seat if not any(heaps) else None
        return NimState(tuple(heaps), 1 - seat, winner), []

    def outcome(self, state: NimState) -> Outcome:
        if state.winner is None:
            return Outcome(False)
        return Outcome(True, (state.winner,))


class OpenNim(SearchAdapter):
    def determinise(self, game: Any, view: Any, seat: int, rng: random.Random) -> NimState:
        return NimState(tuple(view["heaps"]), seat)


def test_search_finds_the_winning_take_in_a_single_heap() -> None:
    # 1-3 per take from 6: taking 2 leaves a multiple of 4, a lost position for the one to move.
    game, view = Nim(), {"heaps": [6]}
    actions = game.legal_actions(NimState((6,), 0), 0)
    best, visits = search(game, OpenNim(), view, 0, actions, random.Random(1), 3000)
    assert best == (0, 2)
    assert visits[(0, 2)] == max(visits.values())


def test_search_takes_the_last_stones_at_once() -> None:
    game, view = Nim(), {"heaps": [3, 0]}
    actions = game.legal_actions(NimState((3, 0), 0), 0)
    best, _ = search(game, OpenNim(), view, 0, actions, random.Random(2), 300)
    assert best == (0, 3)


class HiddenNim(OpenNim):
    """The second heap's size is hidden: 1 or 5, equally likely. Only a move that wins against both is sure."""

    def determinise(self, game: Any, view: Any, seat: int, rng: random.Random) -> NimState:
        return NimState((view["heaps"][0], rng.choice((1, 5))), seat)


def test_search_averages_over_what_it_cannot_see() -> None:
    # With heaps (1, 1) or (1, 5)... the search must prefer the move that is best on average over both guesses.
    game = Nim()
    view = {"heaps": [4, None]}
    actions = [(0, 1), (0, 2), (0, 3)]
    best, visits = search(game, HiddenNim(), view, 0, actions, random.Random(3), 4000)
    # (4,1): taking 3 leaves (1,1), a win; (4,5): taking 3 leaves (1,5) whose nim-sum (mod 4) is 0, also a win.
    assert best == (0, 3)


def test_the_budget_and_cancellation_end_the_search() -> None:
    game, view = Nim(), {"heaps": [20, 20]}
    actions = game.legal_actions(NimState((20, 20), 0), 0)
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) >= 5

    _, visits = search(game, OpenNim(), view, 0, actions, random.Random(4), 10_000, cancelled=cancelled)
    assert sum(visits.values()) == 5
    with pytest.raises(ValueError):
        search(game, OpenNim(), view, 0, [], random.Random(4), 10)


def test_run_search_skips_unreadable_actions_and_plays_normal_on_a_view_no_state_agrees_with() -> None:
    from tabletop_qt.bots import make_bot
    from tabletop_qt.bots.search import GuessError, SearchRequest, adapter_for, run_search
    from tabletop_qt.core.games import get_game

    game = get_game("tea_time")
    state = game.new_state(2, 4)
    seat = game.current_seats(state)[0]
    legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
    view = game.view(state, seat)
    # A kind of move this version cannot read is never the answer; alone beside one readable move, that one is.
    unknown = {"type": "frobnicate"}
    assert run_search(SearchRequest("tea_time", seat, view, (unknown, legal[0]), 1, 50)) == legal[0]
    # A view whose deck count no deal can match: the adapter says so, and the answer is the normal bot's.
    broken = {**view, "deck_count": view["deck_count"] + 1}
    with pytest.raises(GuessError):
        adapter_for("tea_time").determinise(game, broken, seat, random.Random(0))
    request = SearchRequest("tea_time", seat, broken, (*legal, unknown), 7, 50)
    expected = make_bot("tea_time", "normal").choose(dict(broken), legal, random.Random(7))
    assert run_search(request) == expected
