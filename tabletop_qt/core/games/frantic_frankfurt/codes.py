"""Stable codes: why an action is refused (Reason), what happened (Code), how the game ended (End).

Core never words them; the interface does, in each player's language. docs/rules/frantic_frankfurt.md lists
every code with its arguments.
"""

from __future__ import annotations


class Reason:
    """Refusals. The first two are shared with every game (the interface already words them)."""

    GAME_OVER = "game_over"
    MALFORMED = "malformed_action"

    # InvalidActionError: the action cannot mean anything at this table.
    PLAYERS = "ff.players"  # details: players
    OPTION = "ff.bad_option"  # details: option
    NO_SUCH_SEAT = "ff.no_such_seat"  # details: seat
    NO_SUCH_PILE = "ff.no_such_pile"  # details: pile
    NO_SUCH_ROUND = "ff.no_such_round"  # details: round (an action for a round that has not begun)

    # IllegalActionError: well formed, not allowed now.
    TOO_LATE = "ff.too_late"  # details: pile (or None), why ("covered" | "taken" | "round_over"), top | by | round
    HIGHER_ON_LOWER = "ff.higher_on_lower"  # details: card, top (different colours)
    ODD_ON_EVEN = "ff.odd_on_even"  # details: card, top (same colour)
    CARD_NOT_IN_LAYOUT = "ff.card_not_in_layout"  # details: card
    PILE_NOT_OPEN = "ff.pile_not_open"  # details: pile
    COLUMN_NOT_EMPTY = "ff.column_not_empty"  # details: column
    NOTHING_TO_TURN = "ff.nothing_to_turn"  # details: column (the card's column has no face-down card)
    WAIT_FOR_REVEAL = "ff.wait_for_reveal"  # details: phase
    REVEAL_FIRST = "ff.reveal_first"
    NO_REVEAL_PENDING = "ff.no_reveal_pending"
    ALREADY_READY = "ff.already_ready"
    REVEAL_TOGETHER = "ff.reveal_together"
    NOTHING_TO_REVEAL = "ff.nothing_to_reveal"
    ROUND_NOT_OVER = "ff.round_not_over"
    ALREADY_SLAPPED = "ff.already_slapped"  # details: pile
    FINISHER_SLAPS_FIRST = "ff.finisher_slaps_first"  # details: seat (the finisher)


class Why:
    """The ``why`` detail of ff.too_late: what got there first."""

    COVERED = "covered"  # another card went onto the pile first; ``top`` is the card on it now
    TAKEN = "taken"  # another seat slapped the pile first; ``by`` is that seat
    ROUND_OVER = "round_over"  # another seat emptied their columns first, or the action's round is over


class Code:
    """Events, in the order the game produces them."""

    CARDS_DEALT = "ff.cards_dealt"  # {counts}: cards per seat in the first deal
    ROUND_STARTED = "ff.round_started"  # {round}
    LAYOUT_BUILT = "ff.layout_built"  # {seat, columns, tops, draw_count}
    READY = "ff.ready"  # {seat, phase}
    PILES_OPENED = "ff.piles_opened"  # {cards: [{seat, pile, card}]}: the simultaneous opening reveal
    PILE_OPENED = "ff.pile_opened"  # {seat, pile, card}: one seat's opening reveal ("stress continuo")
    CARD_PLAYED = "ff.card_played"  # {seat, card, column, pile, onto}
    CARD_MOVED = "ff.card_moved"  # {seat, card, from, to}
    CARD_TURNED = "ff.card_turned"  # {seat, column, card}
    EVERYONE_STUCK = "ff.everyone_stuck"  # {}
    BOX_REFILLED = "ff.box_refilled"  # {count}: cards under the piles' tops went into the box
    STUCK_REVEALED = "ff.stuck_revealed"  # {cards: [{seat, pile, card, source}]}
    COLUMNS_EMPTIED = "ff.columns_emptied"  # {seat}: the race for the piles begins
    PILE_SLAPPED = "ff.pile_slapped"  # {seat, pile, count, to ("box" | "draw"), auto}
    CARDS_UNDER_DRAW_PILE = "ff.cards_under_draw_pile"  # {seat, pile_cards, layout_cards, draw_count}
    ROUND_ENDED = "ff.round_ended"  # {round, finisher, draw_counts}
    GAME_ENDED = "ff.game_ended"  # {winners, draw_counts, reason}


class End:
    """Why the game ended: Outcome.reason and the ``reason`` of ff.game_ended."""

    DRAW_PILE_SPENT = "ff.draw_pile_spent"  # at most one card left in the draw pile at the end of a round
