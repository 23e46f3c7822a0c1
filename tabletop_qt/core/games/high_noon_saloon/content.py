"""A High Noon Saloon content pack: the saloon map, the saloon deck, the team cards, the load cards and the
characters, read from JSON and checked field by field. A mistake is a ContentError that names the file, the line
and the field, so a person typing in the printed cards of their own box finds it at once.

The schema (``SCHEMA``, version ``SCHEMA_VERSION``) is documented in docs/rules/high_noon_saloon_content.md. The
project's own set, the "Tabletop Qt house set", is in resources/high_noon_saloon/house/ and, for the rules, in
house_data.py. Core reads no files: ``parse_content`` is handed each file's text by name (tabletop_qt/content.py
reads a pack's folder).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from tabletop_qt.core.games.high_noon_saloon.cards import Character, Effect, LoadCard, Option, SaloonCard, TeamCard
from tabletop_qt.core.games.high_noon_saloon.house_data import HOUSE_SET
from tabletop_qt.core.games.high_noon_saloon.located_json import LocatedDict, loads
from tabletop_qt.core.games.high_noon_saloon.vocabulary import (
    ATTACK_OPS,
    BLOCK_OPS,
    COUNTED,
    TEAM_OPS,
    WHO_FOR,
    Ability,
    AreaOp,
    AttackKind,
    CardType,
    Gender,
    Op,
    WeaponKind,
    When,
    Who,
)
from tabletop_qt.core.packs import PackRef

SCHEMA = "tabletop-qt/high-noon-saloon-content"
SCHEMA_VERSION = 1
FILES = ("pack.json", "map.json", "saloon.json", "team.json", "load.json", "characters.json")
# As in the box: the rules count on these (a 7-card hand from 80 cards for up to 6 players, 8 figures).
SALOON_CARDS = 80
TEAM_CARDS = 18
LOAD_CARDS = 18
CHARACTERS = 8
MAX_PLAYERS = 6
MAX_TEXT = 400
FIST_DAMAGE = 2  # the bare fist's base damage (the rules' own number, not the pack's)

E = TypeVar("E", bound=Enum)


class ContentError(Exception):
    """A pack that cannot be played. ``code`` is stable (the interface words it); the rest says where."""

    def __init__(self, code: str, file: str, line: int | None, field: str, message: str) -> None:
        where = file + (f", line {line}" if line else "") + (f", {field}" if field else "")
        super().__init__(f"{where}: {message}")
        self.code = code
        self.file = file
        self.line = line
        self.field = field
        self.message = message

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "file": self.file, "line": self.line, "field": self.field, "message": self.message}


# ---------------------------------------------------------------------------------------------------- values
# (A card's values are in cards.py, so the home screen's picture can draw a few without this reader.)


@dataclass(frozen=True)
class Space:
    id: str
    orange: bool


@dataclass(frozen=True)
class AreaEffect:
    when: When
    op: AreaOp
    amount: int
    alone: bool = False  # only for a player alone in the area
    no_attack: bool = False  # only if the player made no attack this turn


@dataclass(frozen=True)
class Area:
    id: str
    name: str
    cover: bool  # False only for No Cover, where the Jump phase goes
    spaces: tuple[Space, ...]
    attack_bonus: int  # suns (a negative number: attacks from here are reduced, never below 0)
    defense: int  # shields
    reach: tuple[str, ...]  # the areas a player here may attack in melee, besides their own (directed)
    effects: tuple[AreaEffect, ...] = ()


@dataclass(frozen=True)
class PackInfo:
    id: str
    name: str
    house_set: bool
    description: str
    # The pack's name in other languages ("names": {"it": "...", "nl": "..."} in pack.json), as (code, name) pairs.
    names: tuple[tuple[str, str], ...] = ()

    def name_in(self, language: str) -> str:
        """The pack's name for a reader of ``language`` (en, it, nl): its own there, else the one name it has."""
        return dict(self.names).get(language, self.name)


@dataclass(frozen=True)
class Content:
    pack: PackInfo
    areas: tuple[Area, ...]
    saloon: tuple[SaloonCard, ...]
    team: tuple[TeamCard, ...]
    loads: tuple[LoadCard, ...]
    characters: tuple[Character, ...]
    digest: str = ""  # content_digest of the files it was read from

    @property
    def ref(self) -> PackRef:
        return PackRef(self.pack.id, self.pack.name, self.digest)

    def area(self, area_id: str) -> Area:
        return next(a for a in self.areas if a.id == area_id)

    @property
    def no_cover(self) -> Area:
        return next(a for a in self.areas if not a.cover)

    def counts(self) -> dict[str, Any]:
        """What ``--check`` prints: counts per file and per card type."""
        by_type = Counter({t.value: 0 for t in CardType})
        weapons = Counter({w.value: 0 for w in WeaponKind})
        for card in self.saloon:
            by_type[card.type.value] += card.copies
            if card.weapon is not None:
                weapons[card.weapon.value] += card.copies
        return {
            "map.json": {
                "areas": len(self.areas),
                "spaces": sum(len(a.spaces) for a in self.areas),
                "orange_spaces": sum(s.orange for a in self.areas for s in a.spaces),
            },
            "saloon.json": {
                "cards": sum(c.copies for c in self.saloon),
                "kinds": len(self.saloon),
                "by_type": dict(by_type),
                "weapons": dict(weapons),
            },
            "team.json": {"cards": sum(c.copies for c in self.team), "kinds": len(self.team)},
            "load.json": {"cards": sum(c.copies for c in self.loads), "bullets": sorted({c.bullets for c in self.loads})},
            "characters.json": {
                "characters": len(self.characters),
                "by_gender": dict(sorted(Counter(c.gender.value for c in self.characters).items())),
            },
        }


# ---------------------------------------------------------------------------------------------------- reading
class _Obj:
    """One JSON object being read: each field read once, and anything left over is an error (a typo)."""

    def __init__(self, data: Any, file: str, path: str, line: int | None) -> None:
        self.file, self.path = file, path
        self.line = data.line if isinstance(data, LocatedDict) else line
        if not isinstance(data, dict):
            raise self.error("content.bad_value", "", "expected an object {…}")
        self.data = data
        self._read: set[str] = set()

    def error(self, code: str, name: str, message: str) -> ContentError:
        field = f"{self.path}.{name}" if self.path and name else (self.path or name)
        return ContentError(code, self.file, self.line, field, message)

    def _get(self, name: str, required: bool) -> Any:
        self._read.add(name)
        if name not in self.data:
            if required:
                raise self.error("content.missing_field", name, "this field is missing")
            return None
        return self.data[name]

    def text(self, name: str, required: bool = True, max_len: int = 60) -> str:
        value = self._get(name, required)
        if value is None:
            return ""
        if not isinstance(value, str) or not value.strip() or len(value) > max_len:
            raise self.error("content.bad_value", name, f"expected a text of 1 to {max_len} characters")
        return value.strip()

    def ident(self, name: str = "id") -> str:
        value = self.text(name, max_len=40)
        if not all(ch.islower() or ch.isdigit() or ch == "_" for ch in value) or not value[0].isalpha():
            raise self.error("content.bad_value", name, "expected an id: lower-case letters, digits and _")
        return value

    def integer(self, name: str, low: int, high: int, default: int | None = None) -> int:
        value = self._get(name, default is None)
        if value is None:
            assert default is not None
            return default
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.error("content.bad_value", name, f"expected a whole number from {low} to {high}")
        return value

    def boolean(self, name: str, default: bool) -> bool:
        value = self._get(name, False)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.error("content.bad_value", name, "expected true or false")
        return value

    def choice(self, name: str, kind: type[E], allowed: tuple[E, ...] | None = None, default: E | None = None) -> E:
        value = self._get(name, default is None)
        if value is None:
            assert default is not None
            return default
        options = allowed if allowed is not None else tuple(kind)
        found = next((o for o in options if o.value == value), None)
        if found is None:
            words = ", ".join(o.value for o in options)
            raise self.error("content.bad_value", name, f"expected one of: {words}")
        return found

    def items(self, name: str, required: bool = True, max_items: int = 200) -> list[tuple[Any, str]]:
        value = self._get(name, required)
        if value is None:
            return []
        if not isinstance(value, list) or len(value) > max_items:
            raise self.error("content.bad_value", name, f"expected a list of at most {max_items} entries")
        base = f"{self.path}.{name}" if self.path else name
        return [(item, f"{base}[{i}]") for i, item in enumerate(value)]

    def child(self, item: Any, path: str) -> _Obj:
        return _Obj(item, self.file, path, self.line)

    def done(self) -> None:
        extra = sorted(set(self.data) - self._read)
        if extra:
            raise self.error("content.unknown_field", extra[0], "this field is not part of the schema")


def _parse_file(texts: Mapping[str, str], name: str) -> Any:
    """One file of the pack, parsed; ``texts`` holds each file's text by name (a KeyError: the pack lacks it). The
    one who reads a folder raises ``content.unreadable`` for a file it cannot read."""
    try:
        text = texts[name]
    except KeyError:
        raise ContentError("content.missing_file", name, None, "", "the file is missing") from None
    try:
        return loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError("content.not_json", name, exc.lineno, "", f"not valid JSON: {exc.msg}") from None
    except RecursionError:
        raise ContentError("content.not_json", name, None, "", "not valid JSON: nested too deeply") from None


def _header(top: _Obj) -> None:
    if top.text("schema", max_len=80) != SCHEMA:
        raise top.error("content.bad_schema", "schema", f"expected {SCHEMA!r}")
    version = top.integer("schema_version", 1, 10_000)
    if version > SCHEMA_VERSION:
        raise top.error(
            "content.newer_schema", "schema_version", f"made for a newer version of the app (schema {version})"
        )


def _document(texts: Mapping[str, str], name: str, list_field: str) -> tuple[_Obj, list[tuple[Any, str]]]:
    top = _Obj(_parse_file(texts, name), name, "", 1)
    _header(top)
    return top, top.items(list_field)


def _effects(obj: _Obj, name: str, allowed: frozenset[Op]) -> tuple[Effect, ...]:
    effects = []
    for item, path in obj.items(name, required=False, max_items=8):
        entry = obj.child(item, path)
        op = entry.choice("op", Op, tuple(o for o in Op if o in allowed))
        who = entry.choice("who", Who, WHO_FOR[op], default=WHO_FOR[op][0])
        amount = entry.integer("amount", 1, 20) if op in COUNTED else 0
        entry.done()
        effects.append(Effect(op, who, amount))
    if len({e.op for e in effects}) != len(effects):
        raise obj.error("content.bad_value", name, "the same effect twice")
    return tuple(effects)


def _options(obj: _Obj, melee: bool) -> tuple[Option, ...]:
    options = []
    for item, path in obj.items("options", max_items=6):
        entry = obj.child(item, path)
        # A melee enhancement is not fired: it spends no bullets.
        bullets = entry.integer("bullets", 0, 0 if melee else 9, default=0)
        damage = entry.integer("damage", 0, 20, default=0)
        effects = _effects(entry, "effects", ATTACK_OPS)
        entry.done()
        options.append(Option(bullets, damage, effects))
    if not options:
        raise obj.error("content.bad_value", "options", "at least one option is needed")
    return tuple(options)


def _saloon_card(obj: _Obj) -> SaloonCard:
    common = {
        "id": obj.ident(),
        "name": obj.text("name"),
        "copies": obj.integer("copies", 1, 20),
        "text": obj.text("text", required=False, max_len=MAX_TEXT),
        "names": _names(obj),
        "texts": _names(obj, "texts", MAX_TEXT),
    }
    kind = obj.choice("type", CardType)
    if kind is CardType.WEAPON:
        weapon = obj.choice("weapon", WeaponKind)
        if weapon is WeaponKind.GUN:
            card = SaloonCard(
                type=kind,
                weapon=weapon,
                holster=obj.boolean("holster", False),
                capacity=obj.integer("capacity", 1, 9),
                melee_damage=obj.integer("melee_damage", 0, 20),
                options=_options(obj, melee=False),
                **common,
            )
            over = [o.bullets for o in card.options if o.bullets > card.capacity or o.bullets == 0]
            if over:
                raise obj.error("content.bad_value", "options", "each option spends 1 bullet or more, up to the capacity")
        else:
            if obj.boolean("holster", False):
                raise obj.error("content.bad_value", "holster", "only guns go into the holster")
            card = SaloonCard(
                type=kind, weapon=weapon, damage=obj.integer("damage", 0, 20), effects=_effects(obj, "effects", ATTACK_OPS), **common
            )
    elif kind is CardType.BLOCK:
        attack = obj.choice("attack", AttackKind, (AttackKind.GUN, AttackKind.MELEE))
        card = SaloonCard(
            type=kind, attack=attack, defense=obj.integer("defense", 0, 20), effects=_effects(obj, "effects", BLOCK_OPS), **common
        )
    elif kind is CardType.ENHANCEMENT:
        attack = obj.choice("attack", AttackKind)
        card = SaloonCard(type=kind, attack=attack, options=_options(obj, melee=attack is AttackKind.MELEE), **common)
    else:
        card = SaloonCard(type=kind, bullets=obj.integer("bullets", 1, 9), **common)
    obj.done()
    return card


def _pack(texts: Mapping[str, str]) -> PackInfo:
    top = _Obj(_parse_file(texts, "pack.json"), "pack.json", "", 1)
    _header(top)
    info = PackInfo(
        id=top.ident(),
        name=top.text("name"),
        house_set=top.boolean("house_set", False),
        description=top.text("description", required=False, max_len=MAX_TEXT),
        names=_names(top),
    )
    top.done()
    return info


def _names(top: _Obj, field: str = "names", max_len: int = 60) -> tuple[tuple[str, str], ...]:
    """An optional wording by language code ("it", "nl"...): pack.json's and a card's "names", a card's "texts"."""
    raw = top._get(field, False)
    if raw is None:
        return ()
    names = top.child(raw, f"{top.path}.{field}" if top.path else field)
    out = tuple(sorted((code, names.text(code, max_len=max_len)) for code in list(raw) if isinstance(code, str) and code.isalpha()))
    names.done()
    return out


def _areas(texts: Mapping[str, str]) -> tuple[Area, ...]:
    top, items = _document(texts, "map.json", "areas")
    areas: list[Area] = []
    reach_at: dict[str, tuple[_Obj, tuple[str, ...]]] = {}
    for item, path in items:
        obj = top.child(item, path)
        area_id = obj.ident()
        spaces = []
        for space_item, space_path in obj.items("spaces", max_items=12):
            space = obj.child(space_item, space_path)
            spaces.append(Space(space.ident(), space.boolean("orange", False)))
            space.done()
        if not spaces:
            raise obj.error("content.bad_value", "spaces", "an area needs at least one space")
        reach = []
        for target, target_path in obj.items("reach", required=False, max_items=12):
            if not isinstance(target, str):
                raise obj.error("content.bad_value", target_path.rsplit(".", 1)[-1], "expected an area id")
            reach.append(target)
        effects = []
        for effect_item, effect_path in obj.items("effects", required=False, max_items=4):
            entry = obj.child(effect_item, effect_path)
            effects.append(
                AreaEffect(
                    when=entry.choice("when", When, (When.END_OF_TURN, When.JUMP_FROM)),
                    op=entry.choice("op", AreaOp),
                    amount=entry.integer("amount", 1, 20),
                    alone=entry.boolean("alone", False),
                    no_attack=entry.boolean("no_attack", False),
                )
            )
            entry.done()
        area = Area(
            id=area_id,
            name=obj.text("name"),
            cover=obj.boolean("cover", True),
            spaces=tuple(spaces),
            attack_bonus=obj.integer("attack_bonus", -9, 9, default=0),
            defense=obj.integer("defense", 0, 9, default=0),
            reach=tuple(reach),
            effects=tuple(effects),
        )
        obj.done()
        reach_at[area_id] = (obj, area.reach)
        areas.append(area)
    top.done()
    ids = [a.id for a in areas]
    _no_duplicates(top, "areas", ids)
    _no_duplicates(top, "areas[].spaces", [s.id for a in areas for s in a.spaces])
    for area_id, (obj, reach) in reach_at.items():
        for target in reach:
            if target not in ids or target == area_id:
                raise obj.error("content.unknown_reference", "reach", f"{target!r} is not another area of the map")
    if sum(not a.cover for a in areas) != 1:
        raise top.error("content.bad_value", "areas", "exactly one area is No Cover (\"cover\": false)")
    if sum(len(a.spaces) for a in areas) <= MAX_PLAYERS:
        raise top.error("content.bad_count", "areas", f"more than {MAX_PLAYERS} spaces are needed, so a figure can move")
    if not any(s.orange for a in areas for s in a.spaces):
        raise top.error("content.bad_value", "areas", "a map needs orange spaces (for movement limits)")
    return tuple(areas)


def _cards(texts: Mapping[str, str]) -> tuple[SaloonCard, ...]:
    top, items = _document(texts, "saloon.json", "cards")
    cards = []
    for item, path in items:
        cards.append(_saloon_card(top.child(item, path)))
    top.done()
    _no_duplicates(top, "cards", [c.id for c in cards])
    _count(top, "cards", sum(c.copies for c in cards), SALOON_CARDS)
    missing = [t.value for t in CardType if not any(c.type is t for c in cards)]
    if missing:
        raise top.error("content.bad_count", "cards", f"the saloon deck has no {missing[0]} card")
    if not any(c.is_gun for c in cards):
        raise top.error("content.bad_count", "cards", "the saloon deck has no gun")
    return tuple(cards)


def _team(texts: Mapping[str, str]) -> tuple[TeamCard, ...]:
    top, items = _document(texts, "team.json", "cards")
    cards = []
    for item, path in items:
        obj = top.child(item, path)
        card = TeamCard(
            id=obj.ident(),
            name=obj.text("name"),
            copies=obj.integer("copies", 1, 20),
            when=obj.choice("when", When, (When.ANY_TIME, When.TEAMMATE_ATTACKED)),
            effects=_effects(obj, "effects", TEAM_OPS),
            text=obj.text("text", required=False, max_len=MAX_TEXT),
            names=_names(obj),
            texts=_names(obj, "texts", MAX_TEXT),
        )
        if not card.effects:
            raise obj.error("content.bad_value", "effects", "a team card needs an effect")
        obj.done()
        cards.append(card)
    top.done()
    _no_duplicates(top, "cards", [c.id for c in cards])
    _count(top, "cards", sum(c.copies for c in cards), TEAM_CARDS)
    return tuple(cards)


def _loads(texts: Mapping[str, str]) -> tuple[LoadCard, ...]:
    top, items = _document(texts, "load.json", "cards")
    cards = []
    for item, path in items:
        obj = top.child(item, path)
        cards.append(LoadCard(obj.integer("bullets", 1, 9), obj.integer("copies", 1, 18)))
        obj.done()
    top.done()
    _no_duplicates(top, "cards", [str(c.bullets) for c in cards])
    _count(top, "cards", sum(c.copies for c in cards), LOAD_CARDS)
    return tuple(cards)


def _characters(texts: Mapping[str, str]) -> tuple[Character, ...]:
    top, items = _document(texts, "characters.json", "characters")
    found = []
    for item, path in items:
        obj = top.child(item, path)
        colour = obj.text("colour", max_len=7)
        if len(colour) != 7 or colour[0] != "#" or any(ch not in "0123456789abcdefABCDEF" for ch in colour[1:]):
            raise obj.error("content.bad_value", "colour", "expected a colour as #rrggbb")
        advanced = obj.child(obj._get("advanced", True), f"{obj.path}.advanced")
        ability = advanced.choice("ability", Ability)
        amount = 0 if ability in _UNCOUNTED_ABILITIES else advanced.integer("amount", 1, 9)
        character = Character(
            id=obj.ident(),
            name=obj.text("name"),
            gender=obj.choice("gender", Gender),
            colour=colour.lower(),
            ability=ability,
            amount=amount,
            text=advanced.text("text", max_len=MAX_TEXT),
        )
        advanced.done()
        obj.done()
        found.append(character)
    top.done()
    _no_duplicates(top, "characters", [c.id for c in found])
    _no_duplicates(top, "characters[].colour", [c.colour for c in found])
    _count(top, "characters", len(found), CHARACTERS)
    return tuple(found)


_UNCOUNTED_ABILITIES = frozenset({Ability.FULL_LOAD_ON_EQUIP, Ability.FREE_JUMP})


def _no_duplicates(top: _Obj, name: str, ids: list[str]) -> None:
    seen = Counter(ids)
    twice = [i for i in ids if seen[i] > 1]
    if twice:
        raise top.error("content.duplicate_id", name, f"{twice[0]!r} is used twice")


def _count(top: _Obj, name: str, found: int, wanted: int) -> None:
    if found != wanted:
        raise top.error("content.bad_count", name, f"{found} cards, the box has {wanted}")


DIGEST_CHARS = 32  # 128 bits: two different packs never share one by chance


def content_digest(texts: Mapping[str, str]) -> str:
    """A hash of what the pack's files say, not of how they are typed: each file's JSON written again with sorted
    keys and no spaces, so line endings, indentation and key order (a checkout on Windows, an editor's style)
    change nothing, and any changed card, area, character or name does. Card pictures are not in it: they do not
    change the game. For a pack ``parse_content`` has read (its files are JSON)."""
    digest = hashlib.sha256()
    for name in FILES:
        data = json.loads(texts[name])
        canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        digest.update(f"{name}\n{canonical}\n".encode())
    return digest.hexdigest()[:DIGEST_CHARS]


def parse_content(texts: Mapping[str, str]) -> Content:
    """Read and check the pack whose files' texts ``texts`` holds by name (FILES); ContentError on the first
    mistake."""
    return Content(
        pack=_pack(texts),
        areas=_areas(texts),
        saloon=_cards(texts),
        team=_team(texts),
        loads=_loads(texts),
        characters=_characters(texts),
        digest=content_digest(texts),
    )


def house_set() -> Content:
    """The project's own content (house_data.py, the text of resources/high_noon_saloon/house/)."""
    return parse_content(HOUSE_SET)
