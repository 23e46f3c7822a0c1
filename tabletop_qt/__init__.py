"""Tabletop Qt: tabletop games on the desktop, alone against bots, hot-seat or over the LAN."""

from __future__ import annotations

__version__ = "0.1.0"
