"""Why a hinted move is good, in the game's own terms: a *reason* computed from what the move does to the position.

The search measures each move's win chance; the reason says what the move changes that the search valued: the
position the seat sees after the move, against the one before and the ones after the other weighed moves (points
and the lead, damage dealt or avoided, cards left, Sue's distance to the seat's club...). Each game's explainer is a
module named by its GameSpec (``explain``) with ``reason(before, after, seat, others) -> Reason | None`` over views
(JSON, what the seat may see) and ``SENTENCES``: one whole sentence per reason kind, the numbers as placeholders
(``{win}`` the move's win chance; ``%n`` a count, for plural forms), in the module's ``CONTEXT``.

It runs in the worker process with the measure (``MeasureRequest.explain``), never on the GUI thread: one guess of
the hidden cards (seeded, so the same request explains the same way), each explained move applied to it. Plain
Python, no Qt.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

# The seed of the one guess of hidden cards the moves are applied to, apart from the search's own.
GUESS_SALT = 0x0E_C5_1A_17


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate finds)
    """Marks ``source`` for translation in ``context`` (the explainers' tables); returns it unchanged."""
    return source


@dataclass(frozen=True)
class Reason:
    """One fact about a move: its kind (a key of the game's SENTENCES), the count its sentence's %n names (-1:
    none), and any other whole numbers its placeholders name."""

    kind: str
    count: int = -1
    values: tuple[tuple[str, int], ...] = ()


def explainer(game_id: str) -> ModuleType | None:
    """The game's explainer module, as its GameSpec names it (None: the game has none)."""
    from tabletop_qt.core.games.specs import spec_of

    path = spec_of(game_id).explain
    return None if path is None else importlib.import_module(path)


# How many answers an unsettled position is played on for (an attack's blocks and quick draws take a few).
SETTLE_STEPS = 24


def views_after(
    game: Any, adapter: Any, view: Any, seat: int, actions: Sequence[Any], seed: int, module: ModuleType | None = None
) -> list[Any | None]:
    """The seat's view after each action (None where this guess of the hidden cards cannot take it). Where the
    explainer says a position is unsettled (``module.unsettled(view)``: an attack not yet resolved), it is played
    on with the search's own playout moves, the same for every action (one seeded generator each)."""
    from tabletop_qt.core.errors import RulesError

    try:
        state = adapter.determinise(game, view, seat, random.Random(seed ^ GUESS_SALT))
    except ValueError:  # GuessError: the view's counts do not add up
        return [None] * len(actions)
    after: list[Any | None] = []
    for action in actions:
        try:
            changed, _events = game.apply(state, seat, action)
        except (RulesError, ValueError):
            after.append(None)
            continue
        after.append(_settled(game, adapter, changed, seat, seed, module))
    return after


def _settled(game: Any, adapter: Any, state: Any, seat: int, seed: int, module: ModuleType | None) -> Any:
    from tabletop_qt.core.errors import RulesError

    seen = game.view(state, seat)
    annotate = getattr(module, "annotate", None)
    if annotate is not None:  # what the explainer reads beyond the view (Tea Time: the next player's best take)
        seen = {**seen, "explain": annotate(game, state, seat)}
    unsettled = getattr(module, "unsettled", None)
    if unsettled is None:
        return seen
    rng = random.Random(seed)
    for _ in range(SETTLE_STEPS):
        if not unsettled(seen) or adapter.is_over(game, state):
            break
        try:
            actor = adapter.actor(game, state)
            state, _events = game.apply(state, actor, adapter.playout_action(game, state, actor, rng))
        except (RulesError, ValueError, IndexError):
            break
        seen = game.view(state, seat)
    return seen


def explain_moves(game_id: str, options: Any, view: Any, seat: int, actions: Sequence[Any], seed: int, count: int) -> tuple[Reason | None, ...]:
    """A reason for each of the first ``count`` of ``actions`` (engine actions, best first), against the others."""
    module = explainer(game_id)
    if module is None or count <= 0:
        return ()
    from tabletop_qt.bots.search import adapter_for
    from tabletop_qt.core.games import game_for

    game = game_for(game_id, options)
    after = views_after(game, adapter_for(game_id), view, seat, actions, seed, module)
    reasons: list[Reason | None] = []
    for index in range(min(count, len(actions))):
        mine = after[index]
        others = [v for i, v in enumerate(after) if i != index and v is not None]
        reasons.append(None if mine is None else module.reason(view, mine, seat, others))
    return tuple(reasons)
