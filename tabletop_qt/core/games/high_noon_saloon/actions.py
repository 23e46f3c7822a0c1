"""High Noon Saloon's actions: one small frozen value per kind, with a strict JSON wire form."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from tabletop_qt.core.errors import InvalidActionError
from tabletop_qt.core.games.high_noon_saloon.state import Slot
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind

MALFORMED = "malformed_action"
MAX_ID = 48


class Kind(Enum):
    PLACE = "place"  # setup round: put the figure on an empty space
    EQUIP = "equip"  # a weapon from the hand to the fist or the holster
    MOVE_WEAPON = "move_weapon"  # the other slot's weapon into `slot` (a swap if `slot` holds one)
    RELOAD = "reload"  # a reload card's bullets to the gun in `slot`
    DISCARD = "discard"  # Scavengin': one card from the hand to the discards
    DRAW = "draw"  # Scavengin': done discarding, draw up to the hand size
    JUMP = "jump"  # into No Cover
    DECLARE = "declare"  # Fightin': a gun attack with `option`, or a melee attack
    ENHANCE = "enhance"  # an enhancement from the hand, with one of its options
    TARGET = "target"  # the attack's targets (one, or more with a split)
    BLOCK = "block"  # the target answers with a block card
    PASS = "pass"  # the target does not block
    MOVE = "move"  # Hunkerin' Down: to an empty space
    AREA_EFFECT = "area_effect"  # end of turn: the cover's effect (a gun `slot` for bullets)
    END_PHASE = (
        "end_phase"  # this phase is done (the setup turn, a weapon phase, no jump, no attack, no move, the turn)
    )
    QUICK_DRAW = "quick_draw"  # at any moment, anyone: the holster's weapon to the fist, the fist's discarded
    OFFER = "offer"  # team play: a teammate offers an enhancement for the attacker's attack
    TEAM_CARD = "team_card"  # team play, at any moment its condition holds: a team card (`target` a teammate)
    CASH_TOKEN = "cash_token"  # team play, at any moment: the team's +10 token onto its grit
    PASS_CARD = "pass_card"  # team play, end of turn: one card face down to a teammate (`target`)

    # Members are equal only to themselves, so they may hash by identity too: Enum's own hash is a Python-level
    # hash of the name, several times the cost of a look-up, and the rules key dicts by these on every action.
    __hash__ = object.__hash__


@dataclass(frozen=True, init=False)
class Action:
    kind: Kind
    card: str | None = None
    slot: Slot | None = None
    space: str | None = None
    attack: AttackKind | None = None
    option: int | None = None
    targets: tuple[int, ...] = ()
    target: int | None = None  # team cards and passing a card: the teammate
    block: str | None = None  # Cover Me!: the block card played for the teammate

    def __init__(
        self,
        kind: Kind,
        card: str | None = None,
        slot: Slot | None = None,
        space: str | None = None,
        attack: AttackKind | None = None,
        option: int | None = None,
        targets: tuple[int, ...] = (),
        target: int | None = None,
        block: str | None = None,
    ) -> None:
        # The rules build every legal action of every position: writing the fields at once is some twice as fast
        # as a frozen dataclass's field-by-field __init__. The value stays frozen (no attribute can be set).
        self.__dict__.update(
            kind=kind,
            card=card,
            slot=slot,
            space=space,
            attack=attack,
            option=option,
            targets=targets,
            target=target,
            block=block,
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind.value}
        if self.card is not None:
            out["card"] = self.card
        if self.slot is not None:
            out["slot"] = self.slot.value
        if self.space is not None:
            out["space"] = self.space
        if self.attack is not None:
            out["attack"] = self.attack.value
        if self.option is not None:
            out["option"] = self.option
        if self.kind is Kind.TARGET:
            out["targets"] = list(self.targets)
        if self.target is not None:
            out["target"] = self.target
        if self.block is not None:
            out["block"] = self.block
        return out


# The fields each kind carries (besides "type"); "option" is optional on a melee DECLARE (there is none).
FIELDS: dict[Kind, frozenset[str]] = {
    Kind.PLACE: frozenset({"space"}),
    Kind.EQUIP: frozenset({"card", "slot"}),
    Kind.MOVE_WEAPON: frozenset({"slot"}),
    Kind.RELOAD: frozenset({"card", "slot"}),
    Kind.DISCARD: frozenset({"card"}),
    Kind.DRAW: frozenset(),
    Kind.JUMP: frozenset({"space"}),
    Kind.DECLARE: frozenset({"attack", "option"}),
    Kind.ENHANCE: frozenset({"card", "option"}),
    Kind.TARGET: frozenset({"targets"}),
    Kind.BLOCK: frozenset({"card"}),
    Kind.PASS: frozenset(),
    Kind.MOVE: frozenset({"space"}),
    Kind.AREA_EFFECT: frozenset({"slot"}),
    Kind.END_PHASE: frozenset(),
    Kind.QUICK_DRAW: frozenset(),
    Kind.OFFER: frozenset({"card"}),
    Kind.TEAM_CARD: frozenset({"card", "target", "slot", "block"}),
    Kind.CASH_TOKEN: frozenset(),
    Kind.PASS_CARD: frozenset({"card", "target"}),
}
OPTIONAL: dict[Kind, frozenset[str]] = {
    Kind.DECLARE: frozenset({"option"}),
    Kind.AREA_EFFECT: frozenset({"slot"}),
    Kind.TEAM_CARD: frozenset({"target", "slot", "block"}),
}


def _ident(value: Any) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID:
        raise InvalidActionError(MALFORMED)
    return value


def _small_int(value: Any, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise InvalidActionError(MALFORMED)
    return value


def action_from_json(data: Any) -> Action:
    """A well-formed action, or InvalidActionError (its legality is the rules' business)."""
    if not isinstance(data, dict):
        raise InvalidActionError(MALFORMED)
    try:
        kind = Kind(data.get("type"))
    except ValueError:
        raise InvalidActionError(MALFORMED) from None
    fields = set(data) - {"type"}
    required = FIELDS[kind] - OPTIONAL.get(kind, frozenset())
    if not required <= fields <= FIELDS[kind]:
        raise InvalidActionError(MALFORMED)
    slot = None
    if "slot" in data:
        try:
            slot = Slot(data["slot"])
        except ValueError:
            raise InvalidActionError(MALFORMED) from None
    attack = None
    if "attack" in data:
        try:
            attack = AttackKind(data["attack"])
        except ValueError:
            raise InvalidActionError(MALFORMED) from None
        if attack is AttackKind.ANY:
            raise InvalidActionError(MALFORMED)
    targets: tuple[int, ...] = ()
    if "targets" in data:
        raw = data["targets"]
        if not isinstance(raw, list) or not 1 <= len(raw) <= 6:
            raise InvalidActionError(MALFORMED)
        # The same group of targets however it is listed (they answer in seat order).
        targets = tuple(sorted(_small_int(t, 5) for t in raw))
    return Action(
        kind=kind,
        card=_ident(data["card"]) if "card" in data else None,
        slot=slot,
        space=_ident(data["space"]) if "space" in data else None,
        attack=attack,
        option=_small_int(data["option"], 9) if "option" in data else None,
        targets=targets,
        target=_small_int(data["target"], 5) if "target" in data else None,
        block=_ident(data["block"]) if "block" in data else None,
    )
