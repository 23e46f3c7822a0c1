"""When a High Noon Saloon position is worth the README's picture (GameSpec ``picture.judge``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def worth_a_picture(view: Mapping[str, Any]) -> bool:
    """Mid-turn with something to do on the table: the Weapon phase, a weapon in the Fist, cards in hand, no attack
    pending."""
    me = view["players"][0]
    return (
        view.get("phase") == "weapon"
        and me.get("fist") is not None
        and len(me.get("hand") or ()) >= 4
        and not view.get("attack")
    )
