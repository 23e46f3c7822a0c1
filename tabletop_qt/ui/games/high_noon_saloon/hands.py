"""High Noon Saloon's hidden hands for the replay's open cards (GameSpec ``hands``):
``view["players"][seat]["hand"]``, faces from the table's content pack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_qt.ui.games.high_noon_saloon.layout import CARD_H, CARD_W

ASPECT = CARD_H / CARD_W


def faces(engine: Any, pictures: Any) -> Any:
    from tabletop_qt.ui.games.high_noon_saloon.faces import HnsCardFaces

    return HnsCardFaces(engine.catalog.content, pictures)


def keys(view: Mapping[str, Any], seat: int) -> list[str]:
    """The card ids of ``seat``'s hand in its own ``view`` (in hand order)."""
    players = view.get("players") or []
    hand = players[seat].get("hand") if 0 <= seat < len(players) else None
    return [str(card) for card in hand or []]
