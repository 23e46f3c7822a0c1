"""Times Square's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.spec import GameInfo, GameSpec, HomeArt

SPEC = GameSpec(
    game_id="times_square",
    info=GameInfo(
        game_id="times_square",
        name="Times Square",
        min_players=2,
        max_players=2,
        min_minutes=20,
        max_minutes=30,
        pitch={
            "en": "Lure Saucy Sue into your nightclub, or let Champagne Charlie stumble in: play cards of one "
            "colour to move the figures along the street.",
            "it": "Attira Saucy Sue nel tuo nightclub, o fai entrare Champagne Charlie: gioca carte di un solo "
            "colore per muovere le pedine lungo la strada.",
            "nl": "Lok Saucy Sue naar je nachtclub, of laat Champagne Charlie binnenwandelen: speel kaarten van "
            "één kleur om de karakters door de straat te verplaatsen.",
        },
        designer="Reiner Knizia",  # 001_*.txt: "Auteur: Reiner Knizia"
        publisher="Kosmos & Rio Grande Games",  # "Uitgegeven bij: Kosmos Verlag & Rio Grande Games"
    ),
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
    art=HomeArt(
        ("#6a2a5e", "#22102a"),
        ("cards/deb_3.svg", "cards/sue.svg", "cards/hal_2.svg"),
        ("figures/charlie.svg", "figures/sue.svg", "figures/guard.svg"),
    ),
)
