"""A table's setup options from text: the headless tools' and the LAN command line's ``--option KEY=VALUE`` and
``--pack DIR``, checked against the game's own defaults and engine before any table is made. Plain Python."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop_qt.core.games import PACK_OPTION, add_pack, game_for
from tabletop_qt.core.games.spec import resolve
from tabletop_qt.core.games.specs import spec_of


def parse_option_value(text: str) -> bool | int | str:
    """A command-line option value as a JSON-ish scalar: true/false -> bool, a whole number -> int, else the
    string itself."""
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if re.fullmatch(r"[+-]?\d+", text.strip()):
        return int(text)
    return text


def parse_options(pairs: Sequence[str]) -> dict[str, bool | int | str]:
    """["advanced=true", "teams=2x2"] -> {"advanced": True, "teams": "2x2"}; ValueError on a pair with no "=" or
    no key, or a key given twice."""
    options: dict[str, bool | int | str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"expected KEY=VALUE, not {pair!r}")
        if key in options:
            raise ValueError(f"option {key!r} given twice")
        options[key] = parse_option_value(value)
    return options


def check_options(game_id: str, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a game of ``game_id`` for ``players`` is played with (its defaults, then ``options``), or
    ValueError naming the unknown key or the value the engine refuses."""
    game = game_for(game_id, options)  # the options may name a content pack (the registry must know it)
    defaults = dict(game.default_options(players))
    for key, value in options.items():
        if key == PACK_OPTION:
            continue  # not one of the rules' options: which cards and map they are played with
        if key not in defaults:
            known = ", ".join(sorted(defaults)) or "none"
            raise ValueError(f"{game_id} has no option {key!r} (its options: {known})")
        default = defaults[key]
        # A switch takes only true/false, a number only a number: "yes" must not pass as a truthy string.
        if isinstance(default, bool) and not isinstance(value, bool):
            raise ValueError(f"option {key!r} is true or false, not {value!r}")
        if type(default) is int and type(value) is not int:
            raise ValueError(f"option {key!r} is a whole number, not {value!r}")
    chosen = {**defaults, **options}
    try:
        # The engine is the judge of the rest (a team split that does not fit the players, say).
        game.new_state(players, 0, chosen)
    except Exception as exc:  # any refusal, whatever the engine raises, becomes one clear message
        raise ValueError(f"{game_id} refuses the options {dict(options)} for {players} players: {exc}") from None
    return chosen


def load_pack(game_id: str, folder: Path) -> dict[str, Any]:
    """The options naming the content pack in ``folder``, its engine made known to the registry; ValueError with
    the pack's first mistake (file, line, field) when it cannot be played."""
    from tabletop_qt.content import GAMES_WITH_CONTENT, pack_option, read_pack

    if game_id not in GAMES_WITH_CONTENT:
        raise ValueError(f"{game_id} has no content packs")
    packs = resolve(spec_of(game_id).packs or "")

    try:
        content = read_pack(game_id, folder)
    except packs.ContentError as exc:
        raise ValueError(str(exc)) from None
    add_pack(game_id, content)
    return pack_option(game_id, content.ref)
