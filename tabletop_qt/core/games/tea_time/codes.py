"""Stable codes: why an action is refused (Reason), what happened (Code), how the game ended (End).

Core never words them; the interface does, in each player's language (ui/texts.py holds Tea Time's words).
"""

from __future__ import annotations


class Reason:
    """Reason codes of refusals; the UI words them."""

    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    EMPTY_CELL = "tt.empty_cell"
    TOO_MANY = "tt.too_many_cards"
    FIRST_TAKE_ONE = "tt.first_take_one"
    NOT_A_LINE = "tt.not_a_line"
    NONE_TAKEN = "tt.take_at_least_one"
    PLAYERS = "tt.players"  # details: players
    MALFORMED = "malformed_action"


class Code:
    """Event codes."""

    GRID_DEALT = "tt.grid_dealt"
    CARDS_REMOVED = "tt.cards_removed"
    FIRST_PLAYER = "tt.first_player"
    CARDS_TAKEN = "tt.cards_taken"
    ALICE_PLACED = "tt.alice_placed"
    CARDS_CANCELLED = "tt.cards_cancelled"
    ROUND_ENDED = "tt.round_ended"
    GAME_ENDED = "tt.game_ended"


class End:
    """Why the game ended as it did (Outcome.reason)."""

    MOST_POINTS = "tt.most_points"
    SHARED = "tt.shared"  # a tie Alice does not break
    TIE_ALICE = "tt.tie_alice"  # a tie broken by Alice: her holder wins
