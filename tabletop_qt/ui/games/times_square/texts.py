"""Times Square's words: card and figure names, refusals, end reasons and log lines, in the rulebooks' terms.

Source texts are marked with QT_TRANSLATE_NOOP and translated when shown (a language switch re-words the log).
Whole sentences per case, never glued: a colour or a figure agrees with its sentence differently in Italian
and Dutch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from tabletop_qt.core.game import Event
from tabletop_qt.ui.texts import joined, winners_text

CONTEXT = "TimesSquare"

CARD_NAMES: dict[str, str] = {
    "sue": QT_TRANSLATE_NOOP("TimesSquare", "Saucy Sue"),
    "hal1": QT_TRANSLATE_NOOP("TimesSquare", "Handsome Hal 1"),
    "hal2": QT_TRANSLATE_NOOP("TimesSquare", "Handsome Hal 2"),
    "hal3": QT_TRANSLATE_NOOP("TimesSquare", "Handsome Hal 3"),
    "guard1": QT_TRANSLATE_NOOP("TimesSquare", "Bodyguard 1"),
    "guard2": QT_TRANSLATE_NOOP("TimesSquare", "Bodyguards 1 or 2"),
    "guards_to_sue": QT_TRANSLATE_NOOP("TimesSquare", "Bodyguards next to Sue"),
    "deb1": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb 1"),
    "deb2": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb 2"),
    "deb3": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb 3"),
    "deb4": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb 4"),
    "deb5": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb 5"),
    "deb_centre": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb to the centre"),
}

FIGURE_NAMES: dict[str, str] = {
    "sue": QT_TRANSLATE_NOOP("TimesSquare", "Saucy Sue"),
    "guard_low": QT_TRANSLATE_NOOP("TimesSquare", "a Bodyguard"),
    "guard_high": QT_TRANSLATE_NOOP("TimesSquare", "a Bodyguard"),
    "hal": QT_TRANSLATE_NOOP("TimesSquare", "Handsome Hal"),
    "deb": QT_TRANSLATE_NOOP("TimesSquare", "Dancing Deb"),
    "charlie": QT_TRANSLATE_NOOP("TimesSquare", "Champagne Charlie"),
}

# Refusals ("Reasons" context). A reason whose wording depends on a detail has one sentence per value, under
# "<code>.<value>".
REASONS: dict[str, str] = {
    "ts.two_players_only": QT_TRANSLATE_NOOP("Reasons", "Times Square is played by exactly two players."),
    "ts.card_not_in_hand": QT_TRANSLATE_NOOP("Reasons", "That card is not in your hand."),
    "ts.one_colour_per_turn.green": QT_TRANSLATE_NOOP(
        "Reasons", "This turn you are playing green cards: only green cards may follow."
    ),
    "ts.one_colour_per_turn.yellow": QT_TRANSLATE_NOOP(
        "Reasons", "This turn you are playing yellow cards: only yellow cards may follow."
    ),
    "ts.one_colour_per_turn.grey": QT_TRANSLATE_NOOP(
        "Reasons", "This turn you are playing grey cards: only grey cards may follow."
    ),
    "ts.one_colour_per_turn.red": QT_TRANSLATE_NOOP(
        "Reasons", "This turn you are playing red cards: only red cards may follow."
    ),
    "ts.one_card_at_a_time": QT_TRANSLATE_NOOP(
        "Reasons", "Cards are played one at a time; only two Saucy Sue cards go together, to move Sue's group."
    ),
    "ts.group_needs_two_sue_cards": QT_TRANSLATE_NOOP(
        "Reasons", "Sue and both her Bodyguards move together only with two Saucy Sue cards."
    ),
    "ts.card_cannot_move_that": QT_TRANSLATE_NOOP("Reasons", "That card cannot move that figure."),
    "ts.off_the_street": QT_TRANSLATE_NOOP(
        "Reasons", "That card would take a figure off the street: a card must be carried out in full."
    ),
    "ts.nothing_moves": QT_TRANSLATE_NOOP("Reasons", "That card would move nothing, so it cannot be played now."),
    "ts.sue_between_guards": QT_TRANSLATE_NOOP(
        "Reasons", "Saucy Sue must always stand between her two Bodyguards, the three on different spaces."
    ),
    "ts.deb_not_between_sue_and_club": QT_TRANSLATE_NOOP(
        "Reasons",
        "Dancing Deb's cards are jokers only while Deb stands between Saucy Sue and your end of the street.",
    ),
    "ts.deb_must_stay_between": QT_TRANSLATE_NOOP(
        "Reasons", "After a joker moves Saucy Sue, Dancing Deb must still stand between Sue and your end of the street."
    ),
    "ts.deb_moved_this_turn": QT_TRANSLATE_NOOP(
        "Reasons", "A red card moved Dancing Deb this turn: this turn's red cards cannot be jokers."
    ),
    "ts.jokers_played_this_turn": QT_TRANSLATE_NOOP(
        "Reasons", "Red cards were played as jokers this turn: they cannot move Dancing Deb now."
    ),
    "ts.joker_same_figure_type.sue": QT_TRANSLATE_NOOP(
        "Reasons", "This turn's jokers moved Saucy Sue: every joker of a turn moves the same kind of figure."
    ),
    "ts.joker_same_figure_type.hal": QT_TRANSLATE_NOOP(
        "Reasons", "This turn's jokers moved Handsome Hal: every joker of a turn moves the same kind of figure."
    ),
    "ts.joker_same_figure_type.guards": QT_TRANSLATE_NOOP(
        "Reasons", "This turn's jokers moved the Bodyguards: every joker of a turn moves the same kind of figure."
    ),
    "ts.wrong_destination": QT_TRANSLATE_NOOP("Reasons", "That card does not take the figure to that space."),
    "ts.discarding_this_turn": QT_TRANSLATE_NOOP(
        "Reasons", "You are discarding this turn: no card may be played now."
    ),
    "ts.played_this_turn": QT_TRANSLATE_NOOP("Reasons", "You have played cards this turn: no card may be discarded now."),
    "ts.lure_instead_of_cards": QT_TRANSLATE_NOOP(
        "Reasons", "Luring to Handsome Hal takes the whole turn: not after playing or discarding cards."
    ),
    "ts.deb_ignores_hal": QT_TRANSLATE_NOOP("Reasons", "Dancing Deb cannot be lured to Handsome Hal."),
    "ts.lure_sue_or_bodyguard": QT_TRANSLATE_NOOP(
        "Reasons", "Only Saucy Sue or a Bodyguard can be lured to Handsome Hal."
    ),
    "ts.nothing_done_yet": QT_TRANSLATE_NOOP(
        "Reasons", "First play cards, lure a figure to Handsome Hal or discard cards; then end your turn."
    ),
}
# The detail that picks a reason's sentence.
REASON_DETAIL = {"ts.one_colour_per_turn": "colour", "ts.joker_same_figure_type": "figure"}

OUTCOME_REASONS: dict[str, str] = {
    "ts.sue_at_entrance": QT_TRANSLATE_NOOP("TimesSquare", "Saucy Sue reached the entrance of the winner's club."),
    "ts.charlie_at_entrance": QT_TRANSLATE_NOOP("TimesSquare", "Champagne Charlie reached the winner's club."),
    "ts.pile_out_sue_half": QT_TRANSLATE_NOOP(
        "TimesSquare", "The draw pile ran out twice: Saucy Sue stands on the winner's half of the street."
    ),
    "ts.pile_out_charlie_half": QT_TRANSLATE_NOOP(
        "TimesSquare",
        "The draw pile ran out twice with Saucy Sue on the centre: Champagne Charlie stands on the winner's half.",
    ),
    "ts.pile_out_draw": QT_TRANSLATE_NOOP(
        "TimesSquare", "The draw pile ran out twice with Saucy Sue and Champagne Charlie both on the centre: a draw."
    ),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


def card_name(card_id: str) -> str:
    kind = card_id.split(".")[0]
    return _tr(CARD_NAMES.get(kind, kind))


def figure_name(figure: str) -> str:
    return _tr(FIGURE_NAMES.get(figure, figure))


def _played(a: Mapping[str, Any], player: str) -> str:
    cards = [str(c) for c in a.get("cards", [])]
    move = a.get("move")
    card = card_name(cards[0]) if cards else "?"
    if move == "group":
        return QCoreApplication.translate(
            "Log", "{player} plays two Saucy Sue cards: Sue and both Bodyguards move one space."
        ).format(player=player)
    if a.get("joker"):
        if move == "sue":
            return QCoreApplication.translate("Log", "{player} plays {card} as a joker: Saucy Sue moves.").format(
                player=player, card=card
            )
        if move == "hal":
            return QCoreApplication.translate(
                "Log", "{player} plays {card} as a joker: Handsome Hal moves."
            ).format(player=player, card=card)
        return QCoreApplication.translate("Log", "{player} plays {card} as a joker: a Bodyguard moves.").format(
            player=player, card=card
        )
    if move in ("guard_low", "guard_high") and cards and cards[0].startswith("guard2"):
        return QCoreApplication.translate("Log", "{player} plays {card}: one Bodyguard moves two spaces.").format(
            player=player, card=card
        )
    if move == "guards" and cards and cards[0].startswith("guard2"):
        return QCoreApplication.translate("Log", "{player} plays {card}: both Bodyguards move one space.").format(
            player=player, card=card
        )
    return QCoreApplication.translate("Log", "{player} plays {card}.").format(player=player, card=card)


def _charlie(a: Mapping[str, Any], player: str) -> str:
    steps = int(a.get("steps", 0))
    figures = joined([figure_name(f) for f in a.get("entrance_figures", [])])
    half = bool(a.get("half"))
    if figures and half:
        text = QCoreApplication.translate(
            "Log",
            "Champagne Charlie moves %n spaces towards {player}'s club: {figures} at its entrance, and Sue "
            "with both Bodyguards on that half.",
            None,
            steps,
        )
    elif figures and steps == 1:
        text = QCoreApplication.translate(
            "Log", "Champagne Charlie moves one space towards {player}'s club: {figures} at its entrance."
        )
    elif figures:
        text = QCoreApplication.translate(
            "Log", "Champagne Charlie moves %n spaces towards {player}'s club: {figures} at its entrance.", None, steps
        )
    else:
        text = QCoreApplication.translate(
            "Log", "Champagne Charlie moves one space towards {player}'s club: Sue and both Bodyguards are on that half."
        )
    return text.format(player=player, figures=figures)


def event_text(event: Event, who: Callable[[str], str], names: Sequence[str]) -> str | None:
    """A Times Square event's log line; None for events the log does not show (figure moves, turn starts)."""
    a = event.args
    code = event.code
    if code == "ts.fist_pick":
        return QCoreApplication.translate(
            "Log", "{hal_player} picks the fist holding Handsome Hal and begins; {deb_player} gets Dancing Deb."
        ).format(hal_player=who("hal_seat"), deb_player=who("deb_seat"))
    if code == "ts.card_played":
        return _played(a, who("seat"))
    if code == "ts.lured":
        if a.get("figure") == "sue":
            text = QCoreApplication.translate("Log", "{player} lures Saucy Sue to Handsome Hal; the turn ends.")
        else:
            text = QCoreApplication.translate("Log", "{player} lures a Bodyguard to Handsome Hal; the turn ends.")
        return text.format(player=who("seat"))
    if code == "ts.card_discarded":
        return QCoreApplication.translate("Log", "{player} discards {card}.").format(
            player=who("seat"), card=card_name(str(a.get("card", "")))
        )
    if code == "ts.cards_drawn":
        count = int(a.get("count", 0))
        if count <= 0:
            return None
        if "cards" in a:
            return QCoreApplication.translate("Log", "{player} draws {cards}.").format(
                player=who("seat"), cards=joined([card_name(str(c)) for c in a["cards"]])
            )
        if count == 1:
            return QCoreApplication.translate("Log", "{player} draws a card.").format(player=who("seat"))
        return QCoreApplication.translate("Log", "{player} draws %n cards.", None, count).format(player=who("seat"))
    if code == "ts.pile_reshuffled":
        count = int(a.get("count", 0))
        return QCoreApplication.translate(
            "Log", "The draw pile is used up: the discard pile is shuffled into a new draw pile of %n cards.", None, count
        )
    if code == "ts.pile_ran_out":
        return QCoreApplication.translate(
            "Log", "The draw pile has run out for the second time: the game ends with this turn."
        )
    if code == "ts.charlie_moved":
        return _charlie(a, who("seat"))
    if code == "ts.charlie_stayed":
        return QCoreApplication.translate(
            "Log", "Champagne Charlie stays where he is: nothing draws him towards {player}'s club."
        ).format(player=who("seat"))
    if code == "ts.game_ended":
        winners = [names[w] for w in a.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
        if not winners:
            return QCoreApplication.translate("Log", "The game is over: a draw.")
        return winners_text(winners)
    return None
