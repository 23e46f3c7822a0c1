"""The state of a High Noon Saloon game: plain frozen values that round-trip through JSON.

Saloon cards are instances named "<card id>#<n>" (n from 1 to the card's copies), so every physical card has
one identity and is in exactly one place: the deck, the discards, a hand, a fist or a holster."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from tabletop_qt.core.errors import InvalidStateError
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AttackKind


class Phase(Enum):
    SETUP = "setup"  # the setup round: each player in turn equips and places their figure
    SCAVENGE = "scavenge"  # Scavengin': discard some, draw up to 7
    WEAPON = "weapon"
    JUMP = "jump"
    FIGHT = "fight"  # Fightin'
    HUNKER = "hunker"  # Hunkerin' Down
    WEAPON2 = "weapon2"  # Weapon #2
    END = "end"  # end of turn: the cover's effects
    OVER = "over"

    # Members are equal only to themselves, so they may hash by identity too: Enum's own hash is a Python-level
    # hash of the name, several times the cost of a look-up, and the rules key dicts by these on every action.
    __hash__ = object.__hash__


class Slot(Enum):
    FIST = "fist"
    HOLSTER = "holster"

    # Members are equal only to themselves, so they may hash by identity too: Enum's own hash is a Python-level
    # hash of the name, several times the cost of a look-up, and the rules key dicts by these on every action.
    __hash__ = object.__hash__


class AttackStep(Enum):
    ENHANCE = "enhance"  # the attacker adds enhancements (then, alone, names the targets; in a team, passes on)
    TEAM = "team"  # team play: each teammate in turn order may offer enhancements, then passes
    CHOOSE = "choose"  # team play: the attacker chooses the option of the enhancement a teammate offered
    TARGET = "target"  # team play: the attacker names the targets
    BLOCK = "block"  # the targets, in order, block or pass


TOKEN_GRIT = 10  # team play: the +10 token each team may cash at any moment

_T = TypeVar("_T")


def replace(value: _T, **changes: Any) -> _T:
    """A copy of a frozen dataclass value with ``changes``: dataclasses.replace without re-running ``__init__``,
    which is most of the rules' time otherwise (a game makes some hundred thousand of these copies)."""
    cls = value.__class__
    fields = cls.__dataclass_fields__  # type: ignore[attr-defined]
    if not changes.keys() <= fields.keys():
        raise TypeError(f"no such field: {sorted(changes.keys() - fields.keys())}")
    copy = _new(cls)
    # A copy of the whole attribute dict handed over at once: filling the new instance's own (empty) dict field
    # by field cost half the time of a replace. object.__setattr__, as a frozen dataclass refuses any setting.
    attributes = value.__dict__.copy()
    attributes.update(changes)
    _set(copy, "__dict__", attributes)
    return copy


_new = object.__new__
_set = object.__setattr__


def card_id(instance: str) -> str:
    """The card an instance is a copy of: "peacemaker#2" -> "peacemaker"."""
    return instance.split("#", 1)[0]


@dataclass(frozen=True)
class PlayerState:
    character: str
    hand: tuple[str, ...] = ()
    fist: str | None = None
    fist_bullets: int = 0
    holster: str | None = None
    holster_bullets: int = 0
    space: str | None = None
    grit: int = 0
    out: bool = False
    limited: bool = False  # a movement limit: only orange spaces in Hunkerin' Down
    placed: bool = False  # the setup round: the figure is on the map

    def weapon(self, slot: Slot) -> str | None:
        return self.fist if slot is Slot.FIST else self.holster

    def bullets(self, slot: Slot) -> int:
        return self.fist_bullets if slot is Slot.FIST else self.holster_bullets

    def with_slot(self, slot: Slot, weapon: str | None, bullets: int) -> PlayerState:
        if slot is Slot.FIST:
            return replace(self, fist=weapon, fist_bullets=bullets)
        return replace(self, holster=weapon, holster_bullets=bullets)

    def to_json(self) -> dict[str, Any]:
        return {
            "character": self.character,
            "hand": list(self.hand),
            "fist": self.fist,
            "fist_bullets": self.fist_bullets,
            "holster": self.holster,
            "holster_bullets": self.holster_bullets,
            "space": self.space,
            "grit": self.grit,
            "out": self.out,
            "limited": self.limited,
            "placed": self.placed,
        }

    @classmethod
    def from_json(cls, data: Any) -> PlayerState:
        try:
            return cls(
                character=str(data["character"]),
                hand=tuple(str(c) for c in data["hand"]),
                fist=None if data["fist"] is None else str(data["fist"]),
                fist_bullets=int(data["fist_bullets"]),
                holster=None if data["holster"] is None else str(data["holster"]),
                holster_bullets=int(data["holster_bullets"]),
                space=None if data["space"] is None else str(data["space"]),
                grit=int(data["grit"]),
                out=bool(data["out"]),
                limited=bool(data["limited"]),
                placed=bool(data["placed"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"bad player: {exc}") from None


@dataclass(frozen=True)
class Enhancement:
    card: str  # the instance played
    option: int  # which of its options
    owner: int = -1  # team play: the teammate who offered it (-1: the attacker's own)


@dataclass(frozen=True)
class Attack:
    """An attack under way in the Fightin' phase."""

    attacker: int
    kind: AttackKind  # GUN or MELEE
    weapon: str | None  # the instance in the fist, None for the bare fist
    option: int | None  # a gun attack's option
    step: AttackStep = AttackStep.ENHANCE
    enhancements: tuple[Enhancement, ...] = ()
    targets: tuple[int, ...] = ()
    answered: int = 0  # how many targets have blocked or passed
    blocks: tuple[tuple[int, str], ...] = ()  # (target, block instance)
    cancelled: bool = False  # the attacker quick-drew before it resolved: no damage
    counter: bool = False  # a counterattack (against the player whose attack it answers)
    helpers: tuple[int, ...] = ()  # team play: teammates still to offer enhancements, in turn order
    offered: str | None = None  # team play: a teammate's enhancement whose option the attacker must choose

    def to_json(self) -> dict[str, Any]:
        return {
            "attacker": self.attacker,
            "kind": self.kind.value,
            "weapon": self.weapon,
            "option": self.option,
            "step": self.step.value,
            "enhancements": [{"card": e.card, "option": e.option, "owner": e.owner} for e in self.enhancements],
            "targets": list(self.targets),
            "answered": self.answered,
            "blocks": [[t, c] for t, c in self.blocks],
            "cancelled": self.cancelled,
            "counter": self.counter,
            "helpers": list(self.helpers),
            "offered": self.offered,
        }

    @classmethod
    def from_json(cls, data: Any) -> Attack:
        try:
            return cls(
                attacker=int(data["attacker"]),
                kind=AttackKind(data["kind"]),
                weapon=None if data["weapon"] is None else str(data["weapon"]),
                option=None if data["option"] is None else int(data["option"]),
                step=AttackStep(data["step"]),
                enhancements=tuple(
                    Enhancement(str(e["card"]), int(e["option"]), int(e["owner"])) for e in data["enhancements"]
                ),
                targets=tuple(int(t) for t in data["targets"]),
                answered=int(data["answered"]),
                blocks=tuple((int(t), str(c)) for t, c in data["blocks"]),
                cancelled=bool(data["cancelled"]),
                counter=bool(data["counter"]),
                helpers=tuple(int(h) for h in data["helpers"]),
                offered=None if data["offered"] is None else str(data["offered"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"bad attack: {exc}") from None


@dataclass(frozen=True)
class HighNoonState:
    players: tuple[PlayerState, ...]
    start_grit: int
    advanced: bool
    deck: tuple[str, ...]  # saloon deck, top first
    discards: tuple[str, ...]  # face up, newest last
    loads: tuple[int, ...]  # load deck (bullets on each card), top first
    load_discards: tuple[int, ...]
    phase: Phase
    current: int  # whose turn (in the setup round: whose setup turn)
    first: int  # the first player
    turn: int = 0  # turns played since the setup round, 1 for the first
    attack: Attack | None = None
    attacked: bool = False  # the current player made an attack this turn
    jumped_from: str | None = None  # the area the current player jumped from this turn
    first_melee_bonus: int = 0  # from jumping off the Balcony: added to this turn's first melee attack
    # Team play: each seat's team, each team's shared grit and whether its +10 token is still to cash.
    teams: tuple[int, ...] = ()
    team_grit: tuple[int, ...] = ()
    team_tokens: tuple[bool, ...] = ()
    passed_card: bool = False  # team play: the current player passed a card to a teammate this turn
    # Counterattacks: the seats still to decide whether to counterattack, in turn order from the current player,
    # and the player they would counterattack.
    counters: tuple[int, ...] = ()
    countered: int | None = None
    winners: tuple[int, ...] = ()
    rng: int = 0  # the seeded generator's whole state (core/rng.py)

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def team_play(self) -> bool:
        return bool(self.teams)

    def grit(self, seat: int) -> int:
        """A player's grit: their own, or in team play their team's."""
        return self.team_grit[self.teams[seat]] if self.teams else self.players[seat].grit

    def max_grit(self, seat: int) -> int:
        """Grit never goes above the start; a team's start counts its +10 token once cashed."""
        if self.teams and not self.team_tokens[self.teams[seat]]:
            return self.start_grit + TOKEN_GRIT
        return self.start_grit

    def with_grit(self, seat: int, grit: int) -> HighNoonState:
        if not self.teams:
            return self.with_player(seat, replace(self.players[seat], grit=grit))
        values = list(self.team_grit)
        values[self.teams[seat]] = grit
        return replace(self, team_grit=tuple(values))

    def teammates(self, seat: int) -> tuple[int, ...]:
        if not self.teams:
            return ()
        return tuple(i for i, t in enumerate(self.teams) if t == self.teams[seat] and i != seat)

    def alive(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.players) if not p.out)

    def with_player(self, seat: int, player: PlayerState, **changes: Any) -> HighNoonState:
        """A copy with ``player`` in ``seat`` and, in the same copy, ``changes`` to other fields (one copy of the
        state instead of two: the rules do this for most actions)."""
        players = list(self.players)
        players[seat] = player
        return replace(self, players=tuple(players), **changes)

    def seat_at(self, space: str) -> int | None:
        return next((i for i, p in enumerate(self.players) if p.space == space and not p.out), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "start_grit": self.start_grit,
            "advanced": self.advanced,
            "deck": list(self.deck),
            "discards": list(self.discards),
            "loads": list(self.loads),
            "load_discards": list(self.load_discards),
            "phase": self.phase.value,
            "current": self.current,
            "first": self.first,
            "turn": self.turn,
            "attack": None if self.attack is None else self.attack.to_json(),
            "attacked": self.attacked,
            "jumped_from": self.jumped_from,
            "first_melee_bonus": self.first_melee_bonus,
            "teams": list(self.teams),
            "team_grit": list(self.team_grit),
            "team_tokens": list(self.team_tokens),
            "passed_card": self.passed_card,
            "counters": list(self.counters),
            "countered": self.countered,
            "winners": list(self.winners),
            "rng": self.rng,
        }

    @classmethod
    def from_json(cls, data: Any) -> HighNoonState:
        try:
            return cls(
                players=tuple(PlayerState.from_json(p) for p in data["players"]),
                start_grit=int(data["start_grit"]),
                advanced=bool(data["advanced"]),
                deck=tuple(str(c) for c in data["deck"]),
                discards=tuple(str(c) for c in data["discards"]),
                loads=tuple(int(b) for b in data["loads"]),
                load_discards=tuple(int(b) for b in data["load_discards"]),
                phase=Phase(data["phase"]),
                current=int(data["current"]),
                first=int(data["first"]),
                turn=int(data["turn"]),
                attack=None if data["attack"] is None else Attack.from_json(data["attack"]),
                attacked=bool(data["attacked"]),
                jumped_from=None if data["jumped_from"] is None else str(data["jumped_from"]),
                first_melee_bonus=int(data["first_melee_bonus"]),
                teams=tuple(int(t) for t in data["teams"]),
                team_grit=tuple(int(g) for g in data["team_grit"]),
                team_tokens=tuple(bool(t) for t in data["team_tokens"]),
                passed_card=bool(data["passed_card"]),
                counters=tuple(int(c) for c in data["counters"]),
                countered=None if data["countered"] is None else int(data["countered"]),
                winners=tuple(int(w) for w in data["winners"]),
                rng=int(data["rng"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidStateError(f"bad High Noon Saloon state: {exc}") from None
