"""Frantic Frankfurt's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.spec import Dynamics, GameInfo, GameSpec, HomeArt
from tabletop_qt.core.ranking import Better

SPEC = GameSpec(
    game_id="frantic_frankfurt",
    info=GameInfo(
        game_id="frantic_frankfurt",
        name="Frantic Frankfurt",
        min_players=2,
        max_players=4,
        min_minutes=15,
        max_minutes=20,
        style={"en": "everybody at once", "it": "tutti contemporaneamente", "nl": "iedereen tegelijk"},
        pitch={
            "en": "Empty your four columns onto the discard piles faster than the others: another colour goes "
            "higher on lower, the same colour odd on even.",
            "it": "Svuota le tue quattro colonne sulle pile degli scarti più in fretta degli altri: su un altro "
            "colore si scarta più alto su più basso, sullo stesso colore dispari su pari.",
            "nl": "Leg je vier kolommen sneller dan de anderen af op de aflegstapels: op een andere kleur hoger "
            "op lager, op dezelfde kleur oneven op even.",
        },
        designer="Günter Burkhardt",  # rulebooks/README.md; 002_*.txt: "© 2004 Kronberger Spiele"
        publisher="Kronberger Spiele",
    ),
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
    art=HomeArt(
        ("#2f6b3f", "#12301c"),
        ("cards/red_7.svg", "cards/yellow_12.svg", "cards/blue_20.svg", "cards/red_1.svg"),
    ),
)
