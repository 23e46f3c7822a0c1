"""Frantic Frankfurt's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.home_art import home_art
from tabletop_qt.core.games.spec import Dynamics, GameSpec, described
from tabletop_qt.core.ranking import Better

SPEC = GameSpec(
    game_id="frantic_frankfurt",
    info=described("frantic_frankfurt"),  # its name, counts and pitch: core/games/metadata.py
    engine="tabletop_qt.core.games.frantic_frankfurt.rules:FranticFrankfurt",
    bots="tabletop_qt.bots.frantic_frankfurt.normal",
    search="tabletop_qt.bots.frantic_frankfurt.search",
    board="tabletop_qt.ui.games.frantic_frankfurt.board:FranticFrankfurtBoard",
    record="tabletop_qt.ui.games.frantic_frankfurt.record",
    explain="tabletop_qt.analysis.reasons.frantic_frankfurt",
    options_panel="tabletop_qt.ui.games.frantic_frankfurt.options_panel:FranticFrankfurtOptions",
    code_prefix="ff",
    text_context="FranticFrankfurt",
    texts="tabletop_qt.ui.games.frantic_frankfurt.texts",
    dynamics=Dynamics.REAL_TIME,
    scores_better=Better.LOWER,  # the outcome's scores are the cards still to shed
    pacing="tabletop_qt.bots.frantic_frankfurt.normal",
    tutorial="tabletop_qt.tutorials.frantic_frankfurt",
    art=home_art("frantic_frankfurt"),  # its home picture: core/games/home_art.py
)
