"""High Noon Saloon's preferences kept in the app's settings between sessions: "Stop at every phase" (off unless the
person ticked it; a person who wants every phase once should not have to tick it at every start)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

STOP_AT_EVERY_PHASE_KEY = "high_noon_saloon/stop_at_every_phase"


def stored_stop_at_every_phase(settings: QSettings) -> bool:
    # An INI file gives the text "true"/"false", the native stores a bool: both read the same way.
    return str(settings.value(STOP_AT_EVERY_PHASE_KEY, "false")).lower() in ("true", "1")


def store_stop_at_every_phase(settings: QSettings, on: bool) -> None:
    settings.setValue(STOP_AT_EVERY_PHASE_KEY, on)
