"""The authority: one game's state, its seats, the ordered log, autosave and undo."""

from __future__ import annotations

AUTOSAVE_NAME = "autosave.json"
