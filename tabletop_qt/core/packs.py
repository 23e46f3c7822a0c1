"""A content pack as any layer may name it, whatever the game: the LAN compares packs by this, and a game whose
content is data (its GameSpec names a ``packs`` module) builds it from what it read."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PackRef:
    """A pack as computers on the LAN tell it apart: its stable id, its name (for people), and a hash of its
    content, so two packs of one id or name that differ in any card or area are two packs."""

    id: str
    name: str
    digest: str  # hex characters of a SHA-256 of the pack's files (the game's content_digest)
