"""The rules of every game, as plain Python. Nothing under this package may import Qt."""

from __future__ import annotations
