"""Why an action was refused, split by cause so the UI can say the right thing."""

from __future__ import annotations

from typing import Any


class RulesError(Exception):
    """Base of every refusal. ``reason`` is a stable code the UI translates; ``details`` fill its blanks."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason if not details else f"{reason} {details}")
        self.reason = reason
        self.details = details


class InvalidActionError(RulesError):
    """The action is malformed: wrong shape, unknown type, out-of-range values."""


class IllegalActionError(RulesError):
    """The action is well formed but the rules do not allow it now."""


class InvalidStateError(Exception):
    """A saved or received state does not describe a position of the game."""


class InvalidOptionError(ValueError):
    """A game option the engine refuses (a new game's setup, a save's, a command line's). A ValueError, as every
    refused option has always been, with a stable ``reason`` code the UI translates and ``details`` for its blanks."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason if not details else f"{reason} {details}")
        self.reason = reason
        self.details = details
