"""The games, in the order they are listed: one GameSpec each (see spec.py). The one list a new game joins."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop_qt.core.games.frantic_frankfurt.spec import SPEC as FRANTIC_FRANKFURT
from tabletop_qt.core.games.high_noon_saloon.spec import SPEC as HIGH_NOON_SALOON
from tabletop_qt.core.games.spec import GameSpec
from tabletop_qt.core.games.tea_time.spec import SPEC as TEA_TIME
from tabletop_qt.core.games.times_square.spec import SPEC as TIMES_SQUARE

SPECS: tuple[GameSpec, ...] = (TEA_TIME, TIMES_SQUARE, FRANTIC_FRANKFURT, HIGH_NOON_SALOON)
# What the window, saves and the LAN offer (a game without a board yet stays out of the menus).
LISTED_SPECS: tuple[GameSpec, ...] = tuple(spec for spec in SPECS if spec.listed)

SPECS_BY_ID: Mapping[str, GameSpec] = {spec.game_id: spec for spec in SPECS}
# By the prefix of the codes each game's events and refusals carry ("hns" -> High Noon Saloon).
SPECS_BY_PREFIX: Mapping[str, GameSpec] = {spec.code_prefix: spec for spec in SPECS}


def spec_of(game_id: str) -> GameSpec:
    """KeyError for an unknown game id."""
    try:
        return SPECS_BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def is_real_time(game_id: str) -> bool:
    """Every seat of ``game_id`` may act at any moment; False for an unknown id (nothing to schedule)."""
    spec = SPECS_BY_ID.get(game_id)
    return spec is not None and spec.real_time


__all__ = ["LISTED_SPECS", "SPECS", "SPECS_BY_ID", "SPECS_BY_PREFIX", "is_real_time", "spec_of"]
