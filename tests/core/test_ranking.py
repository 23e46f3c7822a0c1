"""Places at the end of a game from the outcome's winners and scores."""

from __future__ import annotations

from tabletop_qt.core.ranking import Better, places


def test_points_higher_is_better_with_shared_places() -> None:
    assert places(4, [1], [10, 30, 20, 20]) == (4, 1, 2, 2)


def test_a_tie_broken_by_a_rule_puts_only_its_winner_first() -> None:
    # Tea Time: equal points, Alice's holder wins; the other comes 2nd, not 1st.
    assert places(2, [0], [20, 20]) == (1, 2)


def test_cards_left_fewer_is_better() -> None:
    assert places(3, [2], [5, 9, 0], Better.LOWER) == (2, 3, 1)


def test_without_scores_the_others_share_the_place_after_the_winners() -> None:
    assert places(2, [1], []) == (2, 1)
    assert places(4, [0, 2], []) == (1, 3, 1, 3)


def test_nobody_winning_ranks_by_score_alone() -> None:
    assert places(3, [], [3, 3, 1]) == (1, 1, 3)
