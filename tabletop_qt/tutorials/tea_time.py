"""Learn to play Tea Time: the first round of a two-player game against Bruno (a normal bot) on a fixed deal.

The deal (seed 5) puts Alice in your hands, so you start: one card, replaced by Alice; Bruno takes Alice; a line
of three on a diagonal; a row of three whose mirror Cheshire Cat cancels one of yours; a last card chosen so that
a mirror Caterpillar does not cancel yours; Bruno takes the last card and the round ends. `tests/tutorials/
test_scripts.py` replays it against the engine and Bruno.
"""

from __future__ import annotations

from tabletop_qt.tutorials.script import QT_TRANSLATE_NOOP, Script, Step, Target, TargetKind

CONTEXT = "TeaTimeTutorial"
TAKE = Target(TargetKind.BUTTON, "take")


def _take(*cells: int) -> tuple[dict[str, object], tuple[Target, ...]]:
    return {"type": "take", "cells": list(cells)}, (*(Target(TargetKind.CELL, c) for c in cells), TAKE)


STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "Welcome to Tea Time! You collect cards of six characters from the grid on the table. At the end of the "
            "game each character scores by how many of its cards you hold: none 5 points, 1 card 1, 2 cards 3, 3 "
            "cards 6, 4 cards 10, 5 or more 15; Alice is worth 4. The most points wins. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "The cards lie in a grid of 3 by 4, normal face and mirror face alternating. You hold Alice, so you "
            "start the round and take one card, which Alice replaces. Click the normal Cheshire Cat on the left, "
            "then Take the cards.",
        ),
        *_take(6),
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "Alice now lies where the Cheshire Cat was. The second player may take 1 or 2 cards: Bruno took Alice, "
            "so he will start the next round. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "From the third turn on, you take 1, 2 or 3 cards, next to each other and in a line: a row, a column or "
            "a diagonal. Take the diagonal of three normal faces: click the Caterpillar, the White Rabbit and the "
            "Cheshire Cat, then Take the cards.",
        ),
        *_take(0, 4, 8),
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "Your cards stand before you in columns, one per character, and never turn over. Bruno took a "
            "Caterpillar. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "If you take a card whose face is the opposite of a card of the same character you already have, both "
            "are discarded, one for one. The bottom row brings Tweedledum and Tweedledee and the Queen of Hearts, "
            "but its mirror Cheshire Cat cancels one of your two normal ones. Take the row: click its three cards, "
            "then Take the cards.",
        ),
        *_take(9, 10, 11),
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "One pair of Cheshire Cats left the game: you keep one normal Cheshire Cat. Bruno took two cards. Press "
            "Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "An empty space breaks a line, and you must take at least one card. The mirror Caterpillar would cancel "
            "yours: take only the Mad Hatter. Click it, then Take the cards.",
        ),
        *_take(5),
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "Bruno took the last card and the round is over: a new grid is dealt from the deck. Whoever collected "
            "Alice starts the new round, so Bruno begins. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TeaTimeTutorial",
            "With two players the game lasts 5 rounds (3 rounds with three or four players). The score beside each "
            "collection counts the points as they stand. Press Next.",
        ),
    ),
)

SCRIPT = Script(
    game_id="tea_time",
    context=CONTEXT,
    seed=5,
    bots=(("Bruno", "normal"),),
    options={},
    title=QT_TRANSLATE_NOOP("TeaTimeTutorial", "Learn to play Tea Time"),
    steps=STEPS,
    finish=QT_TRANSLATE_NOOP(
        "TeaTimeTutorial",
        "You know the rules of Tea Time now: one card, then up to two, then up to three in a line; opposite faces "
        "cancel; Alice starts the next round. You may finish this game against Bruno, or start a real one.",
    ),
)
