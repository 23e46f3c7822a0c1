"""Frantic Frankfurt's words: card names, refusals, the end reason and log lines, in the rulebook's terms.

Source texts are marked with QT_TRANSLATE_NOOP and translated when shown (a language switch re-words the log).
Whole sentences per case, never glued: a colour agrees with its card differently in Italian and Dutch, so each
colour has its own pattern.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from tabletop_qt.core.game import Event
from tabletop_qt.ui.texts import joined, winners_text

CONTEXT = "FranticFrankfurt"

CARD_NAMES: dict[str, str] = {
    "yellow": QT_TRANSLATE_NOOP("FranticFrankfurt", "yellow {value}"),
    "red": QT_TRANSLATE_NOOP("FranticFrankfurt", "red {value}"),
    "blue": QT_TRANSLATE_NOOP("FranticFrankfurt", "blue {value}"),
}

# Refusals ("Reasons" context). A reason whose wording depends on a detail has one sentence per value, under
# "<code>.<value>" (REASON_DETAIL names the detail).
REASONS: dict[str, str] = {
    "ff.players": QT_TRANSLATE_NOOP("Reasons", "Frantic Frankfurt is played by 2 to 4 players."),
    "ff.bad_option": QT_TRANSLATE_NOOP("Reasons", "That game option is not known."),
    "ff.no_such_seat": QT_TRANSLATE_NOOP("Reasons", "There is no such seat at this table."),
    "ff.no_such_pile": QT_TRANSLATE_NOOP("Reasons", "There is no such discard pile at this table."),
    "ff.no_such_round": QT_TRANSLATE_NOOP("Reasons", "That round has not begun yet."),
    "ff.too_late.covered": QT_TRANSLATE_NOOP(
        "Reasons", "Too late: another card went onto that pile first ({top} is on it now)."
    ),
    "ff.too_late.taken": QT_TRANSLATE_NOOP("Reasons", "Too late: someone else slapped that pile first."),
    "ff.too_late.round_over": QT_TRANSLATE_NOOP("Reasons", "Too late: the round is already over."),
    "ff.higher_on_lower": QT_TRANSLATE_NOOP(
        "Reasons", "{card} cannot go on {top}: on another colour only a higher card may be laid."
    ),
    "ff.odd_on_even": QT_TRANSLATE_NOOP(
        "Reasons", "{card} cannot go on {top}: on the same colour only an odd card may go on an even one."
    ),
    "ff.card_not_in_layout": QT_TRANSLATE_NOOP("Reasons", "Only the face-up cards of your columns can be played."),
    "ff.pile_not_open": QT_TRANSLATE_NOOP("Reasons", "That discard pile is not open."),
    "ff.column_not_empty": QT_TRANSLATE_NOOP("Reasons", "A card can only be moved into an empty column."),
    "ff.nothing_to_turn": QT_TRANSLATE_NOOP(
        "Reasons", "Only a card with a face-down card under it may move to an empty column: this one would turn nothing up."
    ),
    "ff.wait_for_reveal.opening": QT_TRANSLATE_NOOP(
        "Reasons", "Wait: the held cards have not been turned up yet. Press Ready."
    ),
    "ff.wait_for_reveal.stuck": QT_TRANSLATE_NOOP(
        "Reasons", "Everyone is stuck: press Ready and wait for the cards from the draw piles."
    ),
    "ff.reveal_first": QT_TRANSLATE_NOOP("Reasons", "First turn up your held card to open your pile."),
    "ff.no_reveal_pending": QT_TRANSLATE_NOOP("Reasons", "Nothing is waiting to be turned up now."),
    "ff.already_ready": QT_TRANSLATE_NOOP("Reasons", "You have already pressed Ready."),
    "ff.reveal_together": QT_TRANSLATE_NOOP("Reasons", "The held cards are turned up together: press Ready."),
    "ff.nothing_to_reveal": QT_TRANSLATE_NOOP("Reasons", "You hold no card to turn up."),
    "ff.round_not_over": QT_TRANSLATE_NOOP(
        "Reasons", "Piles are slapped only once someone has emptied all four columns."
    ),
    "ff.already_slapped": QT_TRANSLATE_NOOP("Reasons", "You have already slapped a pile this round."),
    "ff.finisher_slaps_first": QT_TRANSLATE_NOOP(
        "Reasons", "The player who emptied the columns slaps a pile first."
    ),
}
# The detail that picks a reason's sentence.
REASON_DETAIL = {"ff.too_late": "why", "ff.wait_for_reveal": "phase"}

OUTCOME_REASONS: dict[str, str] = {
    "ff.draw_pile_spent": QT_TRANSLATE_NOOP(
        "FranticFrankfurt", "At the end of a round the winner had at most one card left in the draw pile."
    ),
}


def card_name(card: Any) -> str:
    """A card object (``{"id", "colour", "value"}``) in words: "red 13", "13 rosso", "rode 13"."""
    if not isinstance(card, Mapping):
        return "?"
    source = CARD_NAMES.get(str(card.get("colour")))
    if source is None:
        return "?"
    return QCoreApplication.translate(CONTEXT, source).format(value=card.get("value", "?"))


def reason_details(details: Mapping[str, Any]) -> dict[str, Any]:
    """Details as a sentence needs them: card objects become their names."""
    return {k: card_name(v) if isinstance(v, Mapping) and "colour" in v else v for k, v in details.items()}


def _reveals(cards: Any, who_seat: Callable[[Any], str]) -> str:
    parts = []
    for reveal in cards if isinstance(cards, list) else []:
        if not isinstance(reveal, Mapping):
            continue
        if reveal.get("source") == "box":
            text = QCoreApplication.translate("Log", "{player}: {card} (from the box lid)")
        else:
            text = QCoreApplication.translate("Log", "{player}: {card}")
        parts.append(text.format(player=who_seat(reveal.get("seat")), card=card_name(reveal.get("card"))))
    return joined(parts)


def event_text(event: Event, who: Callable[[str], str], names: Sequence[str]) -> str | None:
    """A Frantic Frankfurt event's log line; None for events the table shows well enough alone (each round's
    layouts, every card turned up after a play: the log would repeat each play twice)."""
    a = event.args
    code = event.code

    def who_seat(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    if code == "ff.cards_dealt":
        counts = a.get("counts") or [0]
        return QCoreApplication.translate(
            "Log", "All the cards are dealt out: everyone gets a draw pile of {count}."
        ).format(count=counts[0])
    if code == "ff.round_started":
        return QCoreApplication.translate("Log", "Round {round} begins: everyone lays out four columns.").format(
            round=a.get("round", "?")
        )
    if code == "ff.ready":
        return QCoreApplication.translate("Log", "{player} is ready.").format(player=who("seat"))
    if code == "ff.piles_opened":
        return QCoreApplication.translate("Log", "The held cards are turned up and open the piles: {cards}.").format(
            cards=_reveals(a.get("cards"), who_seat)
        )
    if code == "ff.pile_opened":
        return QCoreApplication.translate("Log", "{player} turns up {card} and opens their pile.").format(
            player=who("seat"), card=card_name(a.get("card"))
        )
    if code == "ff.card_played":
        if a.get("pile") == a.get("seat"):
            text = QCoreApplication.translate("Log", "{player} lays {card} on their own {onto}.")
        else:
            text = QCoreApplication.translate("Log", "{player} lays {card} on {owner}'s {onto}.")
        return text.format(
            player=who("seat"), card=card_name(a.get("card")), onto=card_name(a.get("onto")), owner=who("pile")
        )
    if code == "ff.card_moved":
        return QCoreApplication.translate("Log", "{player} moves {card} into an empty column.").format(
            player=who("seat"), card=card_name(a.get("card"))
        )
    if code == "ff.everyone_stuck":
        return QCoreApplication.translate("Log", "Everyone is stuck!")
    if code == "ff.box_refilled":
        return QCoreApplication.translate(
            "Log", "The box lid is nearly empty: the cards under the tops of the piles go into it."
        )
    if code == "ff.stuck_revealed":
        return QCoreApplication.translate("Log", "Everyone turns up a card from the draw pile: {cards}.").format(
            cards=_reveals(a.get("cards"), who_seat)
        )
    if code == "ff.columns_emptied":
        return QCoreApplication.translate("Log", "{player} has emptied all four columns!").format(player=who("seat"))
    if code == "ff.pile_slapped":
        own = a.get("pile") == a.get("seat")
        if a.get("to") == "box" and own:
            text = QCoreApplication.translate("Log", "{player} slaps their own pile: it leaves the game.")
        elif a.get("to") == "box":
            text = QCoreApplication.translate("Log", "{player} slaps {owner}'s pile: it leaves the game.")
        elif a.get("auto") and own:
            text = QCoreApplication.translate("Log", "{player} gets the last pile, their own.")
        elif a.get("auto"):
            text = QCoreApplication.translate("Log", "{player} gets the last pile, {owner}'s.")
        elif own:
            text = QCoreApplication.translate("Log", "{player} slaps their own pile.")
        else:
            text = QCoreApplication.translate("Log", "{player} slaps {owner}'s pile.")
        return text.format(player=who("seat"), owner=who("pile"))
    if code == "ff.cards_under_draw_pile":
        if a.get("pile_cards"):
            text = QCoreApplication.translate(
                "Log", "{player} puts the pile and the cards left in the columns under the draw pile (draw pile: {count})."
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} puts the cards left in the columns under the draw pile (draw pile: {count})."
            )
        return text.format(player=who("seat"), count=a.get("draw_count", "?"))
    if code == "ff.round_ended":
        return QCoreApplication.translate("Log", "Round {round} is over: {player} emptied the columns first.").format(
            round=a.get("round", "?"), player=who("finisher")
        )
    if code == "ff.game_ended":
        winners = [names[w] for w in a.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
        return winners_text(winners)
    return None
