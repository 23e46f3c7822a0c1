"""The contract every game's rules engine fulfils, and the small values it trades in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

JSON = Any  # a value made of dict, list, str, int, float, bool and None only


@dataclass(frozen=True)
class Event:
    """Something that happened, as a stable code and its arguments: each client words it in its own language."""

    code: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {"code": self.code, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: JSON) -> Event:
        return cls(str(data["code"]), dict(data.get("args", {})))


@dataclass(frozen=True)
class Outcome:
    """Whether the game is over and, if so, who won and why. ``winners`` empty when finished means nobody."""

    finished: bool
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    reason: str = ""

    def to_json(self) -> JSON:
        return {
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
        }


S = TypeVar("S")
A = TypeVar("A")


class Game(Protocol, Generic[S, A]):
    """A rules engine. States and actions are immutable values; every method is a pure function of them."""

    id: str
    rules_version: int
    min_players: int
    max_players: int

    def default_options(self, players: int) -> Mapping[str, Any]: ...

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> S: ...

    def new_state_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[S, list[Event]]:
        """The same new state, with the events of setting it up (first player, cards dealt...)."""
        ...

    def current_seats(self, state: S) -> Sequence[int]:
        """The seats that may act now (usually one; several in real-time games)."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every action ``seat`` may take now; empty when it may not act."""
        ...

    def check(self, state: S, seat: int, action: A) -> None:
        """Raise IllegalActionError / InvalidActionError with the reason ``action`` is refused, if it is."""
        ...

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """The state after ``seat`` takes ``action`` and what happened, or IllegalActionError."""
        ...

    def view(self, state: S, seat: int | None) -> JSON:
        """What ``seat`` may see, built by whitelisting; ``None`` is a spectator's public view."""
        ...

    def outcome(self, state: S) -> Outcome: ...

    def state_to_json(self, state: S) -> JSON: ...

    def state_from_json(self, data: JSON) -> S:
        """Raises InvalidStateError if ``data`` is not a position of this game."""
        ...

    def action_to_json(self, action: A) -> JSON: ...

    def action_from_json(self, data: JSON) -> A:
        """Raises InvalidActionError if ``data`` is malformed."""
        ...

    def redact(self, event: Event, seat: int | None) -> Event | None:
        """What ``seat`` (None: a spectator) may know of ``event``: the event, a copy without what that seat
        may not see, or None to hide it. Games whose events are all public return ``event``."""
        ...

    # Optional: ``redact_action(action, actor, seat)`` -> the action (JSON) as ``seat`` may read it in the log, when
    # an action itself names something hidden (High Noon Saloon's card passed face down). Tables look it up with
    # getattr: a game whose actions are all public leaves it out.

    def reveals_information(self, events: Sequence[Event]) -> bool:
        """True when these events showed something hidden before (undo must not go back past them)."""
        ...
