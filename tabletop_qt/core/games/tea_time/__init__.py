"""Tea Time (Emanuele Ornella): collect Wonderland characters from a grid of double-faced cards."""

from __future__ import annotations
