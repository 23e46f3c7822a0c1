"""The only source of randomness for the rules: a small seeded generator whose whole state is one integer.

The state is kept inside each game state, so a saved game, a network snapshot or a scenario test carries the
exact generator with it and the same seed and actions replay the same game everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """SplitMix64: returns (value, new_state)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) without modulo bias."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffled(state: int, items: Sequence[T]) -> tuple[list[T], int]:
    """Fisher-Yates shuffle of a copy of ``items``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state
