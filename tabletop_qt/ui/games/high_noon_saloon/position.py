"""A High Noon Saloon position as the table draws it: the view, the names, the pack, what this screen may do and the
choice under way, with the readings the scene and its players' boards both make of them (a seat's name, grit,
team colour and character; a card's tooltip and capacity; who may be targeted).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QColor

from tabletop_qt.core.games.high_noon_saloon.content import Content
from tabletop_qt.table.choice import Choice
from tabletop_qt.ui.games.high_noon_saloon import words as words
from tabletop_qt.ui.games.high_noon_saloon.faces import card_id
from tabletop_qt.ui.games.high_noon_saloon.layout import TEAM_COLOURS

TARGETS = "targets"  # an attack's targets: picked one click at a time (the other fields hold one value)


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else str(seat + 1)


def seat_character(content: Content, view: Mapping[str, Any], seat: int) -> Any:
    ident = view["players"][seat]["character"]
    return next((c for c in content.characters if c.id == ident), None)


def seat_team_colour(view: Mapping[str, Any], seat: int) -> QColor | None:
    teams = view.get("teams") or []
    return TEAM_COLOURS[teams[seat] % len(TEAM_COLOURS)] if seat < len(teams) else None


def seat_grit(view: Mapping[str, Any], seat: int) -> tuple[int, bool]:
    """A player's grit, and whether it is the team's."""
    teams = view.get("teams") or []
    if seat < len(teams) and view.get("team_grit"):
        return int(view["team_grit"][teams[seat]]), True
    return int(view["players"][seat]["grit"]), False


def card_tip(content: Content, instance: str | None) -> str:
    """A card's name and text (a saloon or team card), or its id when the pack does not know it."""
    if instance is None:
        return ""
    ident = card_id(instance)
    card = next((c for c in content.saloon if c.id == ident), None) or next(
        (c for c in content.team if c.id == ident), None)
    return f"{words.card_name(card)}\n{words.card_text(card)}" if card is not None else ident


def card_capacity(content: Content, instance: str | None) -> int:
    card = next((c for c in content.saloon if instance and c.id == card_id(instance)), None)
    return card.capacity if card is not None else 0


def card_option(content: Content, instance: str | None, index: Any) -> Any:
    """A saloon card's option ``index`` (a gun's way to shoot, an enhancement's), or None."""
    card = next((c for c in content.saloon if instance and c.id == card_id(instance)), None)
    if card is None or not isinstance(index, int) or not 0 <= index < len(card.options):
        return None
    return card.options[index]


def targetable(candidates: Iterable[Mapping[str, Any]], chosen: Iterable[int]) -> set[int]:
    """The seats the actions still agreeing with the choice may name as a target, less those chosen already."""
    out: set[int] = set()
    for action in candidates:
        out.update(action.get(TARGETS, []))
        if "target" in action:
            out.add(action["target"])
    return out - set(chosen)


@dataclass(frozen=True)
class Position:
    """What a redraw shows: handed by the scene to its players' boards."""

    view: Mapping[str, Any]
    names: tuple[str, ...]
    content: Content
    legal: tuple[Mapping[str, Any], ...]  # every legal action of this screen's seat (buttons' too)
    choice: Choice  # the fields clicked so far, among the actions clicks can come to
    seat: int | None  # the seat whose hand this screen holds (None: a spectator)
    answer: Any  # the out-of-turn window the table waits on (table.answers.AnswerWindow), or None
    received: Mapping[str, int]  # team play: cards a teammate passed into this hand -> the giver

    @property
    def candidates(self) -> list[Mapping[str, Any]]:
        """The legal actions agreeing with the choice so far (none when this screen may do nothing)."""
        return self.choice.actions() if self.legal else []

    @property
    def picks(self) -> dict[str, Any]:
        return self.choice.as_dict()

    def own_seat(self) -> int:
        """The seat whose board is drawn large: this screen's, else the one to act."""
        return self.seat if self.seat is not None else int(self.view.get("current", 0))

    def name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def character(self, seat: int) -> Any:
        return seat_character(self.content, self.view, seat)

    def team_colour(self, seat: int) -> QColor | None:
        return seat_team_colour(self.view, seat)

    def grit(self, seat: int) -> tuple[int, bool]:
        return seat_grit(self.view, seat)

    def card_tip(self, instance: str | None) -> str:
        return card_tip(self.content, instance)

    def capacity(self, instance: str | None) -> int:
        return card_capacity(self.content, instance)

    def option(self, instance: str | None, index: Any) -> Any:
        return card_option(self.content, instance, index)

    def targetable(self) -> set[int]:
        return targetable(self.candidates, self.choice.get(TARGETS, ()))
