"""Tea Time's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.home_art import home_art
from tabletop_qt.core.games.spec import GameSpec, described

SPEC = GameSpec(
    game_id="tea_time",
    info=described("tea_time"),  # its name, counts and pitch: core/games/metadata.py
    engine="tabletop_qt.core.games.tea_time.rules:TeaTime",
    bots="tabletop_qt.bots.tea_time.normal",
    search="tabletop_qt.bots.tea_time.search",
    board="tabletop_qt.ui.games.tea_time.board:TeaTimeBoard",
    record="tabletop_qt.ui.games.tea_time.record",
    tutorial="tabletop_qt.tutorials.tea_time",
    explain="tabletop_qt.analysis.reasons.tea_time",
    warm_up="tabletop_qt.ui.games.tea_time.scene:warm_up_text",
    code_prefix="tt",
    text_context="TeaTime",
    art=home_art("tea_time"),  # its home picture: core/games/home_art.py
)
