"""A person's time to answer an out-of-turn window: its default, and the stored setting read safely.

Apart from table/answers.py (its dataclass, the games' window modules) so the main window reads the setting before
its first frame without importing them: a frozen dataclass costs its module ~0.5 ms to make.
"""

from __future__ import annotations

DEFAULT_ANSWER_MS = 20_000  # a person's time to answer a window before the table passes for them
LONGEST_ANSWER_MS = 600_000  # a stored time beyond this (ten minutes) is damaged, not chosen


def stored_answer_ms(value: object) -> int:
    """The time to answer from the stored settings' ``value`` (None when none is stored); the default when it is
    missing or damaged."""
    if value is None:
        return DEFAULT_ANSWER_MS
    try:
        ms = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return DEFAULT_ANSWER_MS
    return ms if 1 <= ms <= LONGEST_ANSWER_MS else DEFAULT_ANSWER_MS
