"""The hard bots' search: one request (plain, picklable values) in, one legal action out.

``run_search`` is the whole of it. The headless tools call it in-process with an iteration budget (seeded, so a
game replays identically); the rules thread hands the same request to a worker process with a time budget, so
neither the GUI nor the rules thread waits on it (``tabletop_qt/rules_thread/search_service.py``).
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.bots.search.adapter import GuessError, SearchAdapter
from tabletop_qt.core.errors import InvalidActionError
from tabletop_qt.core.games.specs import SPECS

# Each game's adapter module (its GameSpec's ``search``), imported when first asked for (like the rules modules). Its ``ADAPTER`` is a
# SearchAdapter and its ``ITERATIONS`` the budget the headless tools use when a request names none.
_ADAPTER_MODULES: dict[str, str] = {spec.game_id: spec.search for spec in SPECS}


@dataclass(frozen=True)
class SearchRequest:
    """What the hard bot of ``seat`` knows and may spend: its view, its legal actions (JSON), a seed for all the
    search's randomness, at most ``iterations`` iterations and, if set, at most ``seconds`` of thinking."""

    game_id: str
    seat: int
    view: Any
    legal: tuple[Any, ...]
    seed: int
    iterations: int
    seconds: float | None = None
    options: Mapping[str, Any] = field(default_factory=dict)  # the setup's options (its content pack)


def adapter_module(game_id: str) -> Any:
    try:
        name = _ADAPTER_MODULES[game_id]
    except KeyError:
        raise ValueError(f"no search for game {game_id!r}") from None
    return importlib.import_module(name)


def adapter_for(game_id: str) -> SearchAdapter:
    return adapter_module(game_id).ADAPTER


def default_iterations(game_id: str) -> int:
    return int(adapter_module(game_id).ITERATIONS)


def run_search(request: SearchRequest, cancelled: Callable[[], bool] | None = None) -> Any:
    """One element of ``request.legal``: the move the search found best."""
    from tabletop_qt.bots.search.ismcts import search
    from tabletop_qt.core.games import game_for

    if not request.legal:
        raise ValueError("a bot was asked to act with no legal action")
    if len(request.legal) == 1:
        return request.legal[0]
    game = game_for(request.game_id, request.options)
    adapter = adapter_for(request.game_id)
    legal: list[Any] = []
    actions: list[Any] = []
    for candidate in request.legal:
        try:
            actions.append(game.action_from_json(candidate))
        except InvalidActionError:
            continue  # a kind of move this version cannot read (a newer host's): never chosen, as at every level
        legal.append(candidate)
    if len(legal) <= 1:
        return legal[0] if legal else request.legal[0]
    deadline = None if request.seconds is None else time.perf_counter() + request.seconds
    weighed = list(adapter.root_actions(game, request.view, request.seat, actions)) or actions
    if len(weighed) == 1:
        return legal[actions.index(weighed[0])]
    try:
        best, _ = search(
            game,
            adapter,
            request.view,
            request.seat,
            weighed,
            random.Random(request.seed),
            request.iterations,
            deadline,
            cancelled,
        )
    except GuessError:
        # No full state agrees with this view (a hand-made one): nothing to search over, so the normal bot's
        # judgement, as the app's worker falls back to when a search fails.
        from tabletop_qt.bots import make_bot

        return make_bot(request.game_id, "normal").choose(dict(request.view), legal, random.Random(request.seed))
    return legal[actions.index(best)]


__all__ = ["GuessError", "SearchAdapter", "SearchRequest", "adapter_for", "default_iterations", "run_search"]
