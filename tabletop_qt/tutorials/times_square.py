"""Learn to play Times Square: three turns against Bruno (a normal bot) on a fixed deal.

The deal (seed 1) gives Bruno Handsome Hal, so he starts; you then play two red cards that take Dancing Deb onto
your club's entrance (and Champagne Charlie steps your way), two grey cards that move the Bodyguards, and Saucy
Sue's two green cards together, which move her with both Bodyguards. Notes close with the lure, discarding and
the end of the game. `tests/tutorials/test_scripts.py` replays it against the engine and Bruno.
"""

from __future__ import annotations

from typing import Any

from tabletop_qt.tutorials.script import QT_TRANSLATE_NOOP, Script, Step, Target, TargetKind

CONTEXT = "TimesSquareTutorial"
END_TURN = Target(TargetKind.BUTTON, "end_turn")


def _play(cards: list[str], move: str, to: dict[str, int]) -> tuple[dict[str, Any], tuple[Target, ...]]:
    action = {"type": "play", "cards": cards, "move": move, "to": to}
    return action, (*(Target(TargetKind.HAND, c) for c in cards), Target(TargetKind.CHIP, action))


STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Welcome to Times Square! With your cards you move the people on the street towards your nightclub. You "
            "win when Saucy Sue or Champagne Charlie reaches one of your club's two entrance spaces. Bruno holds "
            "Handsome Hal, so he began: watch his moves, then press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Each card moves one figure: green Saucy Sue, grey the Bodyguards, yellow Handsome Hal, red Dancing Deb. "
            "A numbered card moves its figure towards your own club by exactly its value. Click the red 4, then the "
            "Dancing Deb shown where the card would take her.",
        ),
        *_play(["deb4.1"], "deb", {"deb": 3}),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "You may play more cards in the same turn, all of the same colour, one at a time. A card that cannot be "
            "carried out in full cannot be played. Play the red 3 the same way: Deb reaches your entrance.",
        ),
        *_play(["deb3.4"], "deb", {"deb": 0}),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Click End turn: you draw back up to 8 cards, then Champagne Charlie moves.",
        ),
        {"type": "end_turn"},
        (END_TURN,),
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Charlie moved one space your way: he moves one space for each figure on your entrance spaces, and one "
            "more when Sue and both Bodyguards stand on your half. Then Bruno played. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Saucy Sue and her two Bodyguards always stand on three different spaces, Sue between the Bodyguards. "
            "The grey card with Sue brings both Bodyguards next to her: click it, then a Bodyguard where it would go.",
        ),
        *_play(["guards_to_sue.2"], "guards", {"guard_low": 9, "guard_high": 11}),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Now the grey 1 moves the Bodyguard on your side one space towards your club, which leaves Sue room to "
            "come your way. Click it, then the Bodyguard where it would go.",
        ),
        *_play(["guard1.3"], "guard_low", {"guard_low": 8}),
    ),
    Step(
        QT_TRANSLATE_NOOP("TimesSquareTutorial", "Click End turn."),
        {"type": "end_turn"},
        (END_TURN,),
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Deb on your entrance moved Charlie one more space your way. Bruno moved Deb away to his side: every "
            "player moves every figure. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Two green cards played together move Sue and both Bodyguards one space towards your club. Click both "
            "green cards, then Sue where the group would take her.",
        ),
        *_play(["sue.1", "sue.5"], "group", {"sue": 9, "guard_low": 7, "guard_high": 10}),
    ),
    Step(
        QT_TRANSLATE_NOOP("TimesSquareTutorial", "Click End turn."),
        {"type": "end_turn"},
        (END_TURN,),
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Sue and her Bodyguards came one space your way. Bruno moved the other Bodyguard back onto his entrance, "
            "so Charlie stepped his way. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "Instead of playing cards you may lure: move Sue or a Bodyguard onto Handsome Hal's space, any distance; "
            "then you draw no cards. Or you may discard any number of cards and draw new ones. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "TimesSquareTutorial",
            "When Deb stands between Sue and your end of the street, a numbered red card may move Sue, Hal or a "
            "Bodyguard as a joker instead of Deb. If the draw pile runs out a second time, the game ends: Sue's half "
            "of the street wins. Press Next.",
        ),
    ),
)

SCRIPT = Script(
    game_id="times_square",
    context=CONTEXT,
    seed=1,
    bots=(("Bruno", "normal"),),
    options={},
    title=QT_TRANSLATE_NOOP("TimesSquareTutorial", "Learn to play Times Square"),
    steps=STEPS,
    finish=QT_TRANSLATE_NOOP(
        "TimesSquareTutorial",
        "You know how to play Times Square now: one colour a turn, Sue between her Bodyguards, Charlie following the "
        "figures at your entrance, the lure and the discard. You may finish this game against Bruno, or start a real "
        "one.",
    ),
)
