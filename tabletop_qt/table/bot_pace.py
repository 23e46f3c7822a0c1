"""How long the rules thread waits before a bot's move: the pace is for what a person wants to watch.

A bot's meaningful acts (equip, jump, move, attack, block, play a card) wait the bots' pace so a person can follow
them; ending a phase and drawing change nothing worth watching (High Noon Saloon's bots ended up to seven phases
a turn, half of a bot's turn at the default pace), so they wait one frame: the interface still paints each
position once. Plain Python: the benchmarks model a turn's time with it.
"""

from __future__ import annotations

from typing import Any

DEFAULT_BOT_DELAY_MS = 700  # the window's default pace ("Normal")
FRAME_MS = 16  # one frame at 60 Hz

# Per game, the action types that are not worth the pace. Games not named here pace every move.
QUICK_ACTIONS: dict[str, frozenset[str]] = {
    # Scavengin's discards go with the draw they make room for; a declaration waits with the attack's target
    # (and each enhancement played on it), so an attack is watched once, when it lands.
    "high_noon_saloon": frozenset({"end_phase", "draw", "discard", "declare"}),
}


def is_quick(game_id: str, action: Any) -> bool:
    """Whether ``action`` (JSON) only moves the game on, so a bot makes it without waiting the pace."""
    kinds = QUICK_ACTIONS.get(game_id)
    return kinds is not None and isinstance(action, dict) and action.get("type") in kinds


def bot_delay_ms(game_id: str, action: Any, pace_ms: int) -> int:
    """The wait before a bot makes ``action`` on its own turn at the pace ``pace_ms``."""
    return min(pace_ms, FRAME_MS) if is_quick(game_id, action) else pace_ms
