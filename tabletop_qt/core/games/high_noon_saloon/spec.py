"""High Noon Saloon's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.home_art import home_art
from tabletop_qt.core.games.spec import GameSpec, Picture, described

SPEC = GameSpec(
    game_id="high_noon_saloon",
    info=described("high_noon_saloon"),  # its name, counts and pitch: core/games/metadata.py
    engine="tabletop_qt.core.games.high_noon_saloon.rules:HighNoonSaloon",
    bots="tabletop_qt.bots.high_noon_saloon.normal",
    search="tabletop_qt.bots.high_noon_saloon.search",
    board="tabletop_qt.ui.games.high_noon_saloon.board:HighNoonSaloonBoard",
    record="tabletop_qt.ui.games.high_noon_saloon.record",
    tutorial="tabletop_qt.tutorials.high_noon_saloon",
    explain="tabletop_qt.analysis.reasons.high_noon_saloon",
    code_prefix="hns",
    text_context="HighNoonSaloon",
    texts="tabletop_qt.ui.games.high_noon_saloon.texts",
    windows="tabletop_qt.core.games.high_noon_saloon.windows",
    hands="tabletop_qt.ui.games.high_noon_saloon.hands",
    options_panel="tabletop_qt.ui.games.high_noon_saloon.options_panel:HighNoonSaloonOptions",
    packs="tabletop_qt.core.games.high_noon_saloon.content",
    art=home_art("high_noon_saloon"),  # its home picture: core/games/home_art.py
    # Four players in two teams, mid-turn past the setup round and the first turns, with weapons out.
    picture=Picture(
        players=4,
        options={"teams": "2x2"},
        min_legal=4,
        min_log=60,
        judge="tabletop_qt.ui.games.high_noon_saloon.picture:worth_a_picture",
    ),
)
