"""High Noon Saloon's GameSpec: the one place the app learns what the game is and where its code lives."""

from __future__ import annotations

from tabletop_qt.core.games.spec import GameInfo, GameSpec, HomeArt, Picture

SPEC = GameSpec(
    game_id="high_noon_saloon",
    info=GameInfo(
        game_id="high_noon_saloon",
        name="High Noon Saloon",
        min_players=2,
        max_players=6,
        min_minutes=30,
        max_minutes=60,
        style={"en": "alone or in teams", "it": "da soli o in team", "nl": "alleen of in teams"},
        pitch={
            "en": "A shoot-out in a saloon: take cover, load your guns, attack, block and counterattack; the "
            "last one with grit left wins.",
            "it": "Una sparatoria in un saloon: mettiti in copertura, carica le pistole, attacca, blocca e "
            "contrattacca; vince l'ultimo a cui resta grinta.",
            "nl": "Een vuurgevecht in een saloon: zoek dekking, laad je vuurwapens, val aan, weer af en doe een "
            "tegenaanval; wie als laatste nog lef heeft, wint.",
        },
        designer=None,  # no rulebook names the designer
        publisher="Slugfest Games",  # rulebooks/README.md
    ),
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
    art_faces="tabletop_qt.ui.games.high_noon_saloon.home_face:house_faces",
    windows="tabletop_qt.core.games.high_noon_saloon.windows",
    hands="tabletop_qt.ui.games.high_noon_saloon.hands",
    options_panel="tabletop_qt.ui.games.high_noon_saloon.options_panel:HighNoonSaloonOptions",
    packs="tabletop_qt.core.games.high_noon_saloon.content",
    art=HomeArt(
        ("#8a5a2b", "#3a2210"),
        ("hns:char_james_masterson", "hns:peacemaker", "hns:scattergun", "hns:repeatin_rifle"),
    ),
    # Four players in two teams, mid-turn past the setup round and the first turns, with weapons out.
    picture=Picture(
        players=4,
        options={"teams": "2x2"},
        min_legal=4,
        min_log=60,
        judge="tabletop_qt.ui.games.high_noon_saloon.picture:worth_a_picture",
    ),
)
