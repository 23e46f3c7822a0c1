"""One QGraphicsScene per game, each rendering a view and emitting intents."""

from __future__ import annotations
