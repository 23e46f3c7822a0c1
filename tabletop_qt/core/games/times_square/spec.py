"""Times Square's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.home_art import home_art
from tabletop_qt.core.games.spec import GameSpec, described

SPEC = GameSpec(
    game_id="times_square",
    info=described("times_square"),  # its name, counts and pitch: core/games/metadata.py
    engine="tabletop_qt.core.games.times_square.rules:TimesSquare",
    bots="tabletop_qt.bots.times_square.normal",
    search="tabletop_qt.bots.times_square.search",
    warm_up="tabletop_qt.ui.games.times_square.warm_up:warm_up_figures",
    board="tabletop_qt.ui.games.times_square.board:TimesSquareBoard",
    record="tabletop_qt.ui.games.times_square.record",
    tutorial="tabletop_qt.tutorials.times_square",
    explain="tabletop_qt.analysis.reasons.times_square",
    code_prefix="ts",
    text_context="TimesSquare",
    texts="tabletop_qt.ui.games.times_square.texts",
    hands="tabletop_qt.ui.games.times_square.hands",
    art=home_art("times_square"),  # its home picture: core/games/home_art.py
)
