"""High Noon Saloon's turn without the empty clicks: "End turn", and phases that pass by themselves.

- A phase whose only action of the person's is to end it passes by itself (unless the player asked to stop at
  every phase), right after a move, never on a position shown again (an undo, a language switch, a cover lifted):
  Undo must be able to go back to it.
- "End turn" ends the phase, then each next one, and stops where a choice exists that a player would not skip
  unawares: an attack to declare, a cover's effect to use, a card to pass to a teammate, or a phase that cannot be
  ended (a Draw to make).

Plain logic on the JSON the board gets; the board sends what ``next_action`` returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

END_PHASE: dict[str, Any] = {"type": "end_phase"}
# Offered whoever's turn it is: never a reason to stop, nor an action of the phase.
ANY_MOMENT = frozenset({"quick_draw", "team_card", "cash_token"})
# What "End turn" stops for.
WORTH_A_STOP = frozenset({"declare", "area_effect", "pass_card"})


def own_actions(legal: Sequence[Any]) -> list[dict[str, Any]]:
    return [a for a in legal if isinstance(a, dict) and a.get("type") not in ANY_MOMENT]


def only_ending(legal: Sequence[Any]) -> bool:
    """The phase offers the person nothing but ending it."""
    return own_actions(legal) == [END_PHASE]


class TurnFlow:
    def __init__(self) -> None:
        self.stop_at_every_phase = False
        self._ending: tuple[int, int] | None = None  # (turn, seat) "End turn" was asked in

    @property
    def ending_turn(self) -> bool:
        return self._ending is not None

    def can_end_turn(self, view: dict[str, Any] | None, legal: Sequence[Any]) -> bool:
        return view is not None and not view.get("attack") and END_PHASE in legal and view.get("phase") != "setup"

    def end_turn(self, view: dict[str, Any], seat: int) -> None:
        """The person asked to end the turn: from now on ``next_action`` ends phases until a stop."""
        self._ending = (int(view.get("turn", 0)), seat)

    def cancel(self) -> None:
        self._ending = None

    def next_action(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any], moved: bool) -> dict[str, Any] | None:
        """What to send by itself after this position (None: wait for the person). ``moved``: the position came
        from a move (it has events), not from showing the same one again."""
        if seat is None or view.get("current") != seat or view.get("finished") or view.get("attack"):
            self._ending = None
            return None
        if self._ending is not None:
            if self._ending != (int(view.get("turn", 0)), seat) or not moved:
                self._ending = None
            else:
                own = own_actions(legal)
                if END_PHASE not in own or any(a.get("type") in WORTH_A_STOP for a in own):
                    self._ending = None  # a choice worth a stop: the person decides here
                    return None
                return END_PHASE
        if moved and not self.stop_at_every_phase and only_ending(legal):
            return END_PHASE
        return None
