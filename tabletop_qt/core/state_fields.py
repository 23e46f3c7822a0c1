"""Strict readers of a saved state's fields: a save or a peer that gives the wrong type gets InvalidStateError
naming what was expected, never a state that half holds together."""

from __future__ import annotations

from typing import Any

from tabletop_qt.core.errors import InvalidStateError


def read_int(value: Any) -> int:
    # bool is an int in Python; true is never a count or a seat.
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidStateError(f"expected an integer, got {value!r}")
    return value


def read_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidStateError(f"expected true or false, got {value!r}")
    return value


def read_str(value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidStateError(f"expected a string, got {value!r}")
    return value


def read_opt_str(value: Any) -> str | None:
    return None if value is None else read_str(value)
