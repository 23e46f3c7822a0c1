"""The state's fast copy behaves like dataclasses.replace: equal values, hashes, and unknown fields refused."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop_qt.core.games.high_noon_saloon.state import PlayerState, replace


def test_the_fast_copy_equals_dataclasses_replace_and_leaves_the_original_alone() -> None:
    player = PlayerState("doc_wallace", hand=("duck#1",), grit=20)
    fast = replace(player, grit=12, hand=())
    slow = dataclasses.replace(player, grit=12, hand=())
    assert fast == slow and hash(fast) == hash(slow) and type(fast) is PlayerState
    assert player.grit == 20 and player.hand == ("duck#1",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.grit = 3  # type: ignore[misc]


def test_the_fast_copy_refuses_a_field_the_value_does_not_have() -> None:
    with pytest.raises(TypeError):
        replace(PlayerState("doc_wallace"), gritt=3)
