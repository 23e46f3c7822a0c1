"""Tea Time's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.spec import GameInfo, GameSpec, HomeArt

SPEC = GameSpec(
    game_id="tea_time",
    info=GameInfo(
        game_id="tea_time",
        name="Tea Time",
        min_players=2,
        max_players=4,
        min_minutes=15,
        max_minutes=30,
        pitch={
            "en": "Collect Wonderland characters from a grid of double-faced cards: a mirror face cancels a "
            "normal one.",
            "it": "Colleziona i personaggi del Paese delle Meraviglie da una griglia di carte a doppia faccia: "
            "una faccia allo specchio annulla una normale.",
            "nl": "Verzamel personages uit Wonderland uit een raster van dubbelzijdige kaarten: een spiegelkant "
            "heft een normale kant op.",
        },
        designer="Emanuele Ornella",  # 003_*.txt: "TEA TIME di Emanuele Ornella"; no publisher named
        publisher=None,
    ),
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
    art=HomeArt(
        ("#3f6e8c", "#1d3446"),
        ("cards/mad_hatter_normal.svg", "cards/alice.svg", "cards/cheshire_cat_mirror.svg", "cards/white_rabbit_normal.svg"),
    ),
)
