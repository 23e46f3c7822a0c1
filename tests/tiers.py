"""How much volume a test run carries.

The default tier proves each property on a small seeded sample, so a change is checked in minutes; the full tier
(``python3 -m pytest --full``, or ``TABLETOP_TESTS_FULL=1``) runs the same test functions on thousands of random
games, bigger bot-strength samples and more hypothesis examples. Run the full tier before resolving an issue that
touches rules, bots or the wire. Every test function, player count and option runs in both tiers: what shrinks is
the sample, never the coverage.
"""

from __future__ import annotations

import os

FULL_ENV = "TABLETOP_TESTS_FULL"


def full() -> bool:
    """True in the full tier (set by ``--full`` before any test module is imported)."""
    return os.environ.get(FULL_ENV, "") not in ("", "0")


def sample(quick: int, full_size: int) -> int:
    """A sample size: ``quick`` in the default tier, ``full_size`` in the full one."""
    return full_size if full() else quick


def examples(full_size: int) -> int:
    """Hypothesis examples for a property: a sixth of the full count by default (at least 30)."""
    return full_size if full() else max(30, full_size // 6)
