"""The text of core/games/high_noon_saloon/fan.py, made from the house set and the spec's home picture.

tools/write_house_data.py writes it; tests/core/high_noon_saloon/test_fan.py fails when the file is not this text.
The values are written as Python source: a frozen dataclass as its constructor with the fields that differ from
their defaults, an enum as its member, tuples and strings as themselves.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
from pathlib import Path
from typing import Any

# The project's line length.
WIDTH = 120

HEADER = '''"""The house cards High Noon Saloon's home picture fans out (its GameSpec art: "hns:char_james_masterson",
"hns:peacemaker", ...), as values.

Written by tools/write_house_data.py from the house set (edit resources/high_noon_saloon/house/, then run it). The
picture is drawn on the very first start, on a picture thread beside the GUI thread, before anything else needs the
house set: reading the whole set (content.py: the JSON, its checks, its SHA-256 digest, the map's and the pack's
values) would cost it about 15 ms of the interpreter's lock. tests/core/high_noon_saloon/test_fan.py checks this
file is what the tool writes now.
"""

from __future__ import annotations

from dataclasses import dataclass

'''

FAN_CLASS = '''

@dataclass(frozen=True)
class FanCards:
    """The cards of a pack that faces are drawn from (what ui/games/high_noon_saloon/faces.py reads of a Content)."""

    saloon: tuple[SaloonCard, ...]
    team: tuple[TeamCard, ...]
    characters: tuple[Character, ...]


'''


def fan_source() -> str:
    """fan.py's text: the house set's cards whose faces the home picture names, in the house set's order."""
    from tabletop_qt.core.games.high_noon_saloon.content import house_set
    from tabletop_qt.core.games.high_noon_saloon.spec import SPEC

    prefix = f"{SPEC.code_prefix}:"
    keys = {card.removeprefix(prefix) for card in SPEC.art.cards if card.startswith(prefix)}
    house = house_set()
    saloon = tuple(card for card in house.saloon if card.id in keys)
    team = tuple(card for card in house.team if card.id in keys)
    characters = tuple(c for c in house.characters if {f"char_{c.id}", f"char_{c.id}_adv"} & keys)
    used: dict[str, set[str]] = {}
    parts = {
        name: _tuple(values, 1, used)
        for name, values in (("saloon", saloon), ("team", team), ("characters", characters))
    }
    body = "".join(f"    {name}={text},\n" for name, text in parts.items())
    # FanCards' own annotations name these three whether or not the fan holds one of each.
    used.setdefault("tabletop_qt.core.games.high_noon_saloon.cards", set()).update(
        {"Character", "SaloonCard", "TeamCard"}
    )
    imports = "".join(f"from {module} import {', '.join(sorted(names))}\n" for module, names in sorted(used.items()))
    return f"{HEADER}{imports}{FAN_CLASS}FAN = FanCards(\n{body})\n"


def _value(value: Any, depth: int, used: dict[str, set[str]]) -> str:
    if isinstance(value, enum.Enum):
        _note(type(value), used)
        return f"{type(value).__name__}.{value.name}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _dataclass(value, depth, used)
    if isinstance(value, tuple):
        return _tuple(value, depth, used)
    if isinstance(value, str):
        return _string(value, depth)
    if isinstance(value, (int, bool, float)) or value is None:
        return repr(value)
    raise TypeError(f"no source for a {type(value).__name__}")


def _dataclass(value: Any, depth: int, used: dict[str, set[str]]) -> str:
    _note(type(value), used)
    given = []
    for field in dataclasses.fields(value):
        current = getattr(value, field.name)
        if field.default is not dataclasses.MISSING and current == field.default:
            continue
        if field.default_factory is not dataclasses.MISSING and current == field.default_factory():
            continue
        given.append(f"{field.name}={_value(current, depth + 1, used)}")
    return _bracketed(f"{type(value).__name__}(", given, ")", depth)


def _tuple(values: tuple[Any, ...], depth: int, used: dict[str, set[str]]) -> str:
    items = [_value(item, depth + 1, used) for item in values]
    if len(items) == 1 and "\n" not in items[0] and 4 * depth + len(items[0]) + 3 <= WIDTH:
        return f"({items[0]},)"
    return _bracketed("(", items, ")", depth)


def _bracketed(opening: str, items: list[str], closing: str, depth: int) -> str:
    """One line when short and flat, else one item a line (the layout ruff format gives such a literal)."""
    flat = f"{opening}{', '.join(items)}{closing}"
    if "\n" not in flat and 4 * depth + len(flat) <= WIDTH:
        return flat
    inner = "    " * (depth + 1)
    return f"{opening}\n" + "".join(f"{inner}{item},\n" for item in items) + "    " * depth + closing


def _string(text: str, depth: int) -> str:
    """Double quotes where they write the text exactly, as the project's formatter writes strings; a text too long
    for its line goes on in adjacent literals, a line each (the field's name before it takes up to 20 columns)."""
    if '"' in text or "\\" in text or not text.isprintable():
        return repr(text)
    room = WIDTH - 4 * depth - 20
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    # The space between two lines stays at the end of the first, where the reader of the literal sees it.
    return f"\n{'    ' * depth}".join(
        f'"{line} "' if index < len(lines) - 1 else f'"{line}"' for index, line in enumerate(lines)
    )


def _note(kind: type, used: dict[str, set[str]]) -> None:
    used.setdefault(kind.__module__, set()).add(kind.__name__)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    Path(sys.argv[1]).write_text(fan_source(), encoding="utf-8")
