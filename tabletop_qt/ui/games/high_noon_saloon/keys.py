"""High Noon Saloon's keys: one per button (said in its tooltip) and 1-9 for the chips on the table, in order.

H is kept for the Hint (another part of the app), Escape drops the choice under way (the scene's own).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt

# The letter each button answers to, as its tooltip names it.
BUTTON_KEYS: dict[str, str] = {
    "end_turn": "T",
    "end_phase": "E",
    "draw": "D",
    "pass": "P",
    "quick_draw": "Q",
    "cash_token": "C",
}
_LETTERS = {getattr(Qt.Key, f"Key_{letter}"): name for name, letter in BUTTON_KEYS.items()}
_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


def key_action(key: int, buttons: Mapping[str, Any], chips: Sequence[Any]) -> tuple[str, Any] | None:
    """What ``key`` presses: ("button", its name) or ("chip", the chip item); None for a key of nobody's."""
    if key in _LETTERS and _LETTERS[key] in buttons:
        return "button", _LETTERS[key]
    number = _DIGITS.get(key)
    if number is not None:
        chip = next((c for c in chips if getattr(c, "key", None) == number), None)
        return ("chip", chip) if chip is not None else None
    return None
