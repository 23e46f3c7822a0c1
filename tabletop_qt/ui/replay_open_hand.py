"""Open cards in a replay seen by nobody in particular: the table's own hand row, which shows the player in turn's
cards face down to a spectator, shows them face up (issue 26: the row stayed face down while a small strip under
the table repeated the same cards face up)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import SPECS_BY_ID


def turns_hand_row(game_id: str) -> bool:
    """Whether a spectator's table of ``game_id`` has a hand row (the player in turn's) that Open cards turns up."""
    spec = SPECS_BY_ID.get(game_id)
    return spec is not None and spec.record is not None and bool(getattr(resolve(spec.record), "HAND_ROW_IN_TURN", False))


def hand_row_seat(game_id: str, view: Mapping[str, Any], seat: int | None) -> int | None:
    """Whose hand the table's hand row shows: the seat seen by, else (High Noon Saloon) the player in turn."""
    if seat is not None:
        return seat
    if turns_hand_row(game_id):
        current = view.get("current")
        return current if isinstance(current, int) else None
    return None


def open_hand_view(game_id: str, view: dict[str, Any], open_views: Mapping[int, Any], seat: int | None) -> dict[str, Any]:
    """``view`` (seen by ``seat``) with the hand row's cards face up: only a spectator's High Noon Saloon view
    changes, by the player in turn's own hand."""
    row = hand_row_seat(game_id, view, seat)
    if seat is not None or row is None or not turns_hand_row(game_id) or row not in open_views:
        return view
    own = open_views[row]["players"][row]
    if "hand" not in own:
        return view
    opened = copy.copy(view)
    players = list(view["players"])
    players[row] = {**players[row], "hand": list(own["hand"])}
    opened["players"] = players
    return opened
