"""Times Square's hidden hand for the replay's open cards (GameSpec ``hands``): ``view["hand"]``, drawn with the
game's card pictures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

ASPECT = 1.4  # height / width of a card


def faces(engine: Any, pictures: Any) -> Any:
    from tabletop_qt.ui.items.art import card_art

    return card_art("times_square")


def keys(view: Mapping[str, Any], seat: int) -> list[str]:
    """The picture keys of ``seat``'s hand in its own ``view`` (in hand order)."""
    from tabletop_qt.ui.games.times_square.scene import card_key

    return [card_key(card) for card in view.get("hand") or []]
