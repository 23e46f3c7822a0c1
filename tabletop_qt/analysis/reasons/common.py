"""What the explainers share: reading a view's running scores and the best rival's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def scores(view: Any) -> tuple[int, ...]:
    return tuple(int(s) for s in view.get("outcome", {}).get("scores", ()))


def margin(values: Sequence[int], seat: int, higher_better: bool = True) -> int:
    """The seat's lead over the best rival (negative: behind), in the game's direction."""
    rivals = [v for i, v in enumerate(values) if i != seat]
    if not rivals:
        return 0
    mine = values[seat]
    return mine - max(rivals) if higher_better else min(rivals) - mine


def won(view: Any, seat: int) -> bool:
    outcome = view.get("outcome", {})
    return bool(outcome.get("finished")) and seat in outcome.get("winners", ())
