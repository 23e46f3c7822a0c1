"""Reusable table pieces (cards, buttons, labels) drawn on any game's scene."""

from __future__ import annotations
