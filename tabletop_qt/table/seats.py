"""Who sits at a table and how a game is set up: plain values that also travel as JSON."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class SeatKind(enum.Enum):
    HUMAN = "human"  # a person at this computer
    BOT = "bot"  # played by the rules thread
    REMOTE = "remote"  # a person or bot on another computer


@dataclass(frozen=True)
class SeatSpec:
    kind: SeatKind
    name: str
    level: str | None = None  # bots only

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> SeatSpec:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("malformed seat")
        level = data.get("level")
        if level is not None and not isinstance(level, str):
            raise ValueError("malformed seat level")
        return cls(SeatKind(data["kind"]), data["name"], level)


@dataclass(frozen=True)
class GameSetup:
    game_id: str
    seats: tuple[SeatSpec, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    # Whether a person at this table may ask for a hint (the host's choice at a table on the network; always at a
    # table here). Written only when False, so older saves and peers read as allowed.
    hints: bool = True

    @property
    def players(self) -> int:
        return len(self.seats)

    def people(self) -> tuple[int, ...]:
        """The seats of the people at this computer."""
        return tuple(i for i, spec in enumerate(self.seats) if spec.kind is SeatKind.HUMAN)

    def screen_seat(self) -> int | None:
        """The one person at this computer's screen; None when several share it, or nobody plays here."""
        people = self.people()
        return people[0] if len(people) == 1 else None

    def to_json(self) -> dict[str, Any]:
        data = {
            "game": self.game_id,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": dict(self.options),
        }
        if not self.hints:
            data["hints"] = False
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        if not isinstance(data, dict):
            raise ValueError("malformed setup")
        seats = data.get("seats")
        seed = data.get("seed")
        options = data.get("options", {})
        if not isinstance(seats, list) or not isinstance(seed, int) or not isinstance(options, dict):
            raise ValueError("malformed setup")
        hints = data.get("hints", True)
        if not isinstance(hints, bool):
            raise ValueError("malformed setup")
        return cls(str(data["game"]), tuple(SeatSpec.from_json(s) for s in seats), seed, options, hints)
