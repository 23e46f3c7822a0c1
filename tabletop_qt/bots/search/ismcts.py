"""Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012).

Each iteration guesses the hidden cards afresh (a determinisation drawn by the game's adapter), walks the one tree
of the searching seat's information set down the moves that exist in that guess (UCB1 with availability counts),
adds one node, plays out quickly and backs up every seat's reward. The tree's nodes are keyed by the rules' own
action values (frozen dataclasses), so the same move in different guesses shares its statistics.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_qt.bots.search.adapter import SearchAdapter


class _Node:
    __slots__ = ("seat", "visits", "reward", "available", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the move that leads here: the reward backed up is this seat's
        self.visits = 0
        self.reward = 0.0
        self.available = 0  # how many times this move could have been chosen when its parent was visited
        self.children: dict[Any, _Node] = {}


def search(
    game: Any,
    adapter: SearchAdapter,
    view: Any,
    seat: int,
    root_actions: Sequence[Any],
    rng: random.Random,
    iterations: int,
    deadline: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[Any, dict[Any, int]]:
    """The most visited of ``root_actions`` after at most ``iterations`` iterations (fewer when ``deadline``, a
    ``time.perf_counter()`` value, passes or ``cancelled()`` says so), and every root move's visit count (one move of each set the adapter's
    ``move_key`` calls equal)."""
    root_actions = distinct_moves(game, adapter, root_actions)
    if len(root_actions) == 1:
        return root_actions[0], {root_actions[0]: 0}
    stats = root_stats(game, adapter, view, seat, root_actions, rng, iterations, deadline, cancelled)
    visits = {a: stats[a][0] for a in root_actions}
    best_action = max(root_actions, key=lambda a: (visits[a], stats[a][1]))
    return best_action, visits


def distinct_moves(game: Any, adapter: SearchAdapter, root_actions: Sequence[Any]) -> list[Any]:
    """``root_actions`` less the moves the adapter's ``move_key`` calls equal to an earlier one. Moves the adapter
    calls the same (two equal cards, say) are one root child: apart they would split its visits, and the most
    visited move would be biased against a move the hand holds twice."""
    if not root_actions:
        raise ValueError("a search needs at least one legal action")
    distinct: dict[Any, Any] = {}
    for action in root_actions:
        distinct.setdefault(adapter.move_key(game, action), action)
    return list(distinct.values())


def root_stats(
    game: Any,
    adapter: SearchAdapter,
    view: Any,
    seat: int,
    root_actions: Sequence[Any],
    rng: random.Random,
    iterations: int,
    deadline: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> dict[Any, tuple[int, float]]:
    """Search from ``seat``'s information set and give each of ``root_actions`` (already distinct) its visits and
    the sum of ``seat``'s rewards over them. Unlike ``search`` it also searches a single move: the analysis
    measures the move played by a search that may only play it (tabletop_qt/analysis/)."""
    root = _Node(seat)
    for action in root_actions:
        root.children[action] = _Node(seat)
    c = adapter.exploration
    players = 0
    for i in range(iterations):
        if i and ((deadline is not None and time.perf_counter() >= deadline) or (cancelled and cancelled())):
            break
        state = adapter.determinise(game, view, seat, rng)
        if not players:
            players = adapter.players(game, state, view)
        node = root
        path: list[_Node] = []
        actor = seat
        actions: Sequence[Any] = root_actions
        # Selection and expansion.
        while True:
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = rng.choice(untried)
                node.children[action] = _Node(actor)
                for a in actions:
                    known = node.children.get(a)
                    if known is not None:
                        known.available += 1
                child = node.children[action]
                state, _ = game.apply(state, actor, action)
                path.append(child)
                break
            best_value = -1.0
            best: tuple[Any, _Node] | None = None
            for a in actions:
                ch = node.children[a]
                ch.available += 1
                if ch.visits == 0:
                    value = math.inf
                else:
                    value = ch.reward / ch.visits + c * math.sqrt(math.log(ch.available) / ch.visits)
                if value > best_value:
                    best_value, best = value, (a, ch)
            assert best is not None
            action, node = best
            state, _ = game.apply(state, actor, action)
            path.append(node)
            if adapter.is_over(game, state):
                break
            actor = adapter.actor(game, state)
            actions = adapter.actions(game, state, actor)
            if not actions:
                break
        # Playout.
        moves = 0
        limit = adapter.max_playout
        while not adapter.is_over(game, state) and (limit is None or moves < limit):
            who = adapter.actor(game, state)
            state, _ = game.apply(state, who, adapter.playout_action(game, state, who, rng))
            moves += 1
        rewards = adapter.evaluate(game, state, players)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]
    return {a: (root.children[a].visits, root.children[a].reward) for a in root_actions}
