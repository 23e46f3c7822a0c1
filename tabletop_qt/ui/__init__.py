"""The Qt interface: windows, dialogs and one scene per game. It renders views and emits intents, nothing more."""

from __future__ import annotations
