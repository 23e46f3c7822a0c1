"""LAN play: the sans-IO protocol, asyncio adapters, and zeroconf discovery."""

from __future__ import annotations
