"""Out-of-turn windows as the table sees them: a seat asked to answer outside its turn (block, counterattack, a
teammate's enhancement), with a time to answer for people, so an absent player never stalls the game.

Games name their windows in their own module (``core/games/<game>/windows.py``: ``game_window(game, state)``
returning an object with ``seat``, ``kind``, ``details`` and ``pass_action``, and ``PUBLIC_DETAILS``, the
details' keys any seat may read), found here by game id; a game without windows has none. Plain Python (the
LAN host and headless tools may use it too).
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_qt.core.games.specs import SPECS
from tabletop_qt.table.answer_time import DEFAULT_ANSWER_MS  # noqa: F401  (its importers find it here too)

# A bot waits this many times the bot pace before it answers a window, whether it holds an answer or not: long
# enough to read the prompt, and its speed tells nobody about its hand. (2 made a bot turn of 4-6 players last
# over 4 s at the default pace, the blocks of several targets adding up; benchmarks/high_noon_saloon_bots.py --watch.)
BOT_ANSWER_FACTOR = 1.5

# game id -> module whose ``game_window(game, state)`` names the pending window: its GameSpec's ``windows``.
_WINDOW_MODULES: dict[str, str] = {spec.game_id: spec.windows for spec in SPECS if spec.windows is not None}


@dataclass(frozen=True)
class AnswerWindow:
    """The window a table waits on. ``deadline`` is time.monotonic() seconds when the table passes for the seat
    (None: no countdown, e.g. a bot's or a guest's view of it); ``total_ms`` the whole time given."""

    seat: int
    kind: str
    details: Mapping[str, Any] = field(default_factory=dict)
    pass_action: Any = None
    deadline: float | None = None
    total_ms: int = 0

    def remaining_ms(self, now: float | None = None) -> int:
        if self.deadline is None:
            return 0
        now = time.monotonic() if now is None else now
        return max(0, round((self.deadline - now) * 1000))


def pending_window(game_id: str, game: Any, state: Any) -> AnswerWindow | None:
    """The out-of-turn window ``state`` waits on (no deadline yet), or None."""
    module = _WINDOW_MODULES.get(game_id)
    if module is None:
        return None
    window = importlib.import_module(module).game_window(game, state)
    if window is None:
        return None
    return AnswerWindow(window.seat, window.kind, dict(window.details), window.pass_action)


def public_details(game_id: str) -> frozenset[str]:
    """The keys of a window's details that any seat may read (the game's ``PUBLIC_DETAILS``): the LAN host sends
    a window's details to guests and spectators through this whitelist only, as views are whitelisted."""
    module = _WINDOW_MODULES.get(game_id)
    if module is None:
        return frozenset()
    return frozenset(getattr(importlib.import_module(module), "PUBLIC_DETAILS", ()))
