"""Learn to play Frantic Frankfurt: the first round of a three-player game against Bruno and Carla on a fixed deal.

Everybody plays at once in this game, so the lesson is paced (`Script.paced`): the bots move only when a step lets
them, and their moves are scripted here, each judged by the rules like any intent. The deal (seed 11) gives, in
this order: the opening reveal; your red 20 on Bruno's blue 5 (another colour, higher on lower), which empties your
first column; your blue 11 on a blue 8 (the same colour, odd on even); your blue 13 moved into the empty column;
Bruno's run that leaves everyone stuck; the stuck reveal from the draw piles; your red 16 on Bruno's yellow 10;
Bruno's last card and his slap (the pile goes into the box); your slap of the smaller pile, Carla taking the last.
`tests/tutorials/test_scripts.py` replays it against the engine.
"""

from __future__ import annotations

from typing import Any

from tabletop_qt.tutorials.script import QT_TRANSLATE_NOOP, BotMove, Script, Step, Target, TargetKind

CONTEXT = "FranticFrankfurtTutorial"
ROUND = 1  # every move of the lesson is made in the first round
BRUNO, CARLA = 1, 2  # the bots' seats; pile i lies in front of seat i (0 is yours)
READY = Target(TargetKind.BUTTON, "ready")


def _play(card: str, pile: int, onto: str) -> dict[str, Any]:
    return {"type": "play", "card": card, "pile": pile, "onto": onto, "round": ROUND}


def _move(card: str, column: int) -> dict[str, Any]:
    return {"type": "move", "card": card, "column": column, "round": ROUND}


def _ready() -> dict[str, Any]:
    return {"type": "ready", "round": ROUND}


def _slap(pile: int) -> dict[str, Any]:
    return {"type": "slap", "pile": pile, "round": ROUND}


def _lay(card: str, pile: int, onto: str) -> tuple[dict[str, Any], tuple[Target, ...]]:
    """The learner lays ``card`` on ``pile``: a click on the card, then one on the pile."""
    return _play(card, pile, onto), (Target(TargetKind.CARD, card), Target(TargetKind.PILE, pile))


STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Welcome to Frantic Frankfurt! Everybody plays at the same time, as fast as they can: get rid of the "
            "cards in your columns before the others. Each player has a draw pile and, in front of them, its first 10 "
            "cards in 4 columns of 1, 2, 3 and 4 cards: only the top card of each column is face up. In this lesson "
            "Bruno and Carla wait for you at every step. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "At the start of a round each player takes a card from their draw pile and holds it face down. The cards "
            "are revealed at the same time: press Ready.",
        ),
        _ready(),
        (READY,),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Each revealed card starts the discard pile in front of its player: the yellow 20 is your pile, the blue "
            "5 Bruno's, the yellow 1 Carla's. Every player may play on every pile. Press Next.",
        ),
        bots=(BotMove(BRUNO, _ready()), BotMove(CARLA, _ready())),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "There are only two ways to discard the top card of a column. On a different colour: higher on lower. "
            "Lay your red 20 on Bruno's blue 5: click the red 20, then Bruno's pile.",
        ),
        *_lay("red.20.1", BRUNO, "blue.5.0"),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Your first column is empty now. Meanwhile Bruno laid his blue 8 on Carla's yellow 1: everybody plays at "
            "once. Press Next.",
        ),
        bots=(BotMove(BRUNO, _play("blue.8.0", CARLA, "yellow.1.1")),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "On the same colour: odd on even only, and then higher or lower does not matter. Lay your blue 11 on the "
            "blue 8 on Carla's pile: click the blue 11, then Carla's pile.",
        ),
        *_lay("blue.11.0", CARLA, "blue.8.0"),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Once you discard the top card of a column, the next card of that column is turned face up: your red 1. "
            "Carla laid her red 1 on the red 20 (the same colour, odd on even: a lower card is fine too), and Bruno "
            "his yellow 14 and yellow 18. Press Next.",
        ),
        bots=(
            BotMove(CARLA, _play("red.1.3", BRUNO, "red.20.1")),
            BotMove(BRUNO, _play("yellow.14.2", CARLA, "blue.11.0")),
            BotMove(BRUNO, _play("yellow.18.2", BRUNO, "red.1.3")),
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "When a column is empty, you may move a face-up card into it from another column and turn up the next "
            "card of that column. Move your blue 13 into your empty first column: click the blue 13, then the empty "
            "column.",
        ),
        _move("blue.13.0", 0),
        (Target(TargetKind.CARD, "blue.13.0"), Target(TargetKind.COLUMN, 0)),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "The card under it is turned up: a blue 14. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "In a real game nobody waits: if another card lands on a pile before yours, your card is too late and "
            "goes back to its column. Press Next and watch Bruno play as fast as he can.",
        ),
        after=QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Bruno laid five cards on Carla's pile and moved his yellow 10 into an empty column. Now nobody can "
            "discard a card and nobody can move one into an empty column: everyone is stuck. Press Next.",
        ),
        bots=(
            BotMove(BRUNO, _play("red.18.0", CARLA, "yellow.14.2")),
            BotMove(BRUNO, _play("red.3.2", CARLA, "red.18.0")),
            BotMove(BRUNO, _play("yellow.12.1", CARLA, "red.3.2")),
            BotMove(BRUNO, _move("yellow.10.1", 1)),
            BotMove(BRUNO, _play("red.13.0", CARLA, "yellow.12.1")),
            BotMove(BRUNO, _play("yellow.16.0", CARLA, "red.13.0")),
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "When everyone is stuck, all players take a card from their draw pile, as at the start of the round, and "
            "play it at the same time, each onto the pile in front of them. Press Ready.",
        ),
        _ready(),
        (READY,),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Your red 18, Bruno's blue 1 and Carla's blue 18 are on the piles, and Bruno at once laid his yellow 10 on "
            "his blue 1. A player with no cards left in the draw pile takes a card from the lid of the box instead. "
            "Press Next.",
        ),
        bots=(BotMove(BRUNO, _ready()), BotMove(CARLA, _ready()), BotMove(BRUNO, _play("yellow.10.1", BRUNO, "blue.1.1"))),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Now you can play again: lay your red 16 on Bruno's yellow 10. Click the red 16, then Bruno's pile.",
        ),
        *_lay("red.16.0", BRUNO, "yellow.10.1"),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "Bruno laid his last card, the blue 9 on Carla's blue 18: his four columns are empty and the round ends. "
            "The first player to empty their columns slaps a discard pile of their choice, and all its cards go into "
            "the lid of the box, out of the game: Bruno slapped the smallest, your pile. Press Next.",
        ),
        bots=(BotMove(BRUNO, _play("blue.9.0", CARLA, "blue.18.0")), BotMove(BRUNO, _slap(0))),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "All the other players slap a different pile as fast as they can, and put its cards, with the cards left "
            "in their columns, under their draw pile. Slap the smaller pile, Bruno's with 7 cards: click it.",
        ),
        _slap(BRUNO),
        (Target(TargetKind.PILE, BRUNO),),
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "The last player left gets the last pile: Carla takes 11 cards. Your 7 cards and the 7 left in your "
            "columns went under your draw pile. The next round is laid out as the first: 10 cards in columns and a "
            "card held face down. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "FranticFrankfurtTutorial",
            "New rounds are dealt while every player has at least two cards in their draw pile. With fewer than 11 "
            "cards, build as many columns as you can, of 1, 2, 3 and 4 cards in this order, and always keep one card "
            "to open a pile. As soon as a player has no more than one card left in the draw pile at the end of a "
            "round, the game ends and that player wins. Press Next.",
        ),
    ),
)

SCRIPT = Script(
    game_id="frantic_frankfurt",
    context=CONTEXT,
    seed=11,
    bots=(("Bruno", "normal"), ("Carla", "normal")),
    options={},
    title=QT_TRANSLATE_NOOP("FranticFrankfurtTutorial", "Learn to play Frantic Frankfurt"),
    steps=STEPS,
    finish=QT_TRANSLATE_NOOP(
        "FranticFrankfurtTutorial",
        "You know the rules of Frantic Frankfurt now: on another colour higher on lower, on the same colour odd on "
        "even; a card moved into an empty column turns up the next one; when everyone is stuck, a card from each "
        "draw pile; the first with empty columns slaps a pile into the box, the others race for the rest. From now "
        "on Bruno and Carla play at their own speed: finish this game, or start a real one. After a few games, try "
        "the \u201cstress continuo\u201d variant.",
    ),
    paced=True,
)
