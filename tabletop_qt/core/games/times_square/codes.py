"""Stable codes: why an action is refused (Reason), what happened (Code), how the game ended (End).

Core never words them; the interface does, in each player's language. docs/rules/times_square.md lists
every code with its arguments.
"""

from __future__ import annotations


class Reason:
    """Refusals. The first three are shared with every game (the interface already words them)."""

    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    MALFORMED = "malformed_action"

    PLAYERS = "ts.two_players_only"
    CARD_NOT_IN_HAND = "ts.card_not_in_hand"
    ONE_COLOUR = "ts.one_colour_per_turn"  # details: colour (the turn's colour)
    ONE_CARD_AT_A_TIME = "ts.one_card_at_a_time"
    GROUP_NEEDS_TWO_SUE = "ts.group_needs_two_sue_cards"
    CARD_CANNOT_MOVE_THAT = "ts.card_cannot_move_that"  # details: kind, move
    OFF_THE_STREET = "ts.off_the_street"
    NOTHING_MOVES = "ts.nothing_moves"
    SUE_BETWEEN_GUARDS = "ts.sue_between_guards"
    DEB_NOT_BETWEEN = "ts.deb_not_between_sue_and_club"
    DEB_MUST_STAY_BETWEEN = "ts.deb_must_stay_between"
    DEB_MOVED_THIS_TURN = "ts.deb_moved_this_turn"
    JOKERS_THIS_TURN = "ts.jokers_played_this_turn"  # details: figure (the type the jokers moved)
    JOKER_OTHER_FIGURE = "ts.joker_same_figure_type"  # details: figure
    WRONG_DESTINATION = "ts.wrong_destination"  # details: to (where the move really ends)
    PLAY_AFTER_DISCARD = "ts.discarding_this_turn"
    DISCARD_AFTER_PLAY = "ts.played_this_turn"
    LURE_NOT_NOW = "ts.lure_instead_of_cards"
    LURE_DEB = "ts.deb_ignores_hal"
    LURE_WHO = "ts.lure_sue_or_bodyguard"
    NOTHING_DONE = "ts.nothing_done_yet"


class Code:
    """Events, in the order a turn produces them."""

    FIST_PICK = "ts.fist_pick"  # {hal_seat, deb_seat}
    CARDS_DEALT = "ts.cards_dealt"  # {seat, count, cards*}; *cards only for that seat (redact)
    TURN_STARTED = "ts.turn_started"  # {seat, turn}
    CARD_PLAYED = "ts.card_played"  # {seat, cards, kind, move, joker}
    LURED = "ts.lured"  # {seat, figure, from, to}
    FIGURE_MOVED = "ts.figure_moved"  # {figure, from, to}: one per figure that changed space, for animation
    CARD_DISCARDED = "ts.card_discarded"  # {seat, card}
    CARDS_DRAWN = "ts.cards_drawn"  # {seat, count, cards*}
    PILE_RESHUFFLED = "ts.pile_reshuffled"  # {count, pass}
    PILE_RAN_OUT = "ts.pile_ran_out"  # {pass}: the second pile is empty, the game ends with this turn
    CHARLIE_MOVED = "ts.charlie_moved"  # {seat, from, to, steps, entrance_figures, half}
    CHARLIE_STAYED = "ts.charlie_stayed"  # {seat}
    GAME_ENDED = "ts.game_ended"  # {winners, reason, sue, charlie}


class End:
    """Why the game ended: Outcome.reason and the ``reason`` of ts.game_ended."""

    SUE_AT_ENTRANCE = "ts.sue_at_entrance"
    CHARLIE_AT_ENTRANCE = "ts.charlie_at_entrance"
    PILE_OUT_SUE_HALF = "ts.pile_out_sue_half"
    PILE_OUT_CHARLIE_HALF = "ts.pile_out_charlie_half"
    PILE_OUT_DRAW = "ts.pile_out_draw"

    ALL = (SUE_AT_ENTRANCE, CHARLIE_AT_ENTRANCE, PILE_OUT_SUE_HALF, PILE_OUT_CHARLIE_HALF, PILE_OUT_DRAW)
