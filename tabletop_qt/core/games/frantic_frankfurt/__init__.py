"""Frantic Frankfurt (Günter Burkhardt, Kronberger Spiele 2004): a real-time card-shedding race."""

from __future__ import annotations
