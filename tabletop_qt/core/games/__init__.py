"""The registry of playable games, by their stable id.

Rules modules load on first use, so listing the games (the home page, at start-up) costs no rules import. Nor does
importing this package build the GameSpecs (core/games/spec.py's frozen dataclasses, ~7 ms): the engines' table is
made from them the first time a game is looked up here. The home page lists the games from metadata.py's plain data.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import Any


@cache
def _engines(listed: bool) -> dict[str, tuple[str, str]]:
    """id -> (module, class) of each game's rules engine, in the order games are listed: from the GameSpecs.
    ``listed`` False: the games whose rules, bots and headless tools (sim, benchmarks) are ready but which the
    window does not offer yet (no board: ``GameSpec.listed`` False): listing them would put an unplayable entry in
    the menus."""
    from tabletop_qt.core.games.spec import split_path
    from tabletop_qt.core.games.specs import SPECS

    return {
        spec.game_id: (module, name or "")
        for spec in SPECS
        if spec.listed == listed
        for module, name in [split_path(spec.engine)]
    }


def _all_engines() -> dict[str, tuple[str, str]]:
    return {**_engines(True), **_engines(False)}


_loaded: dict[str, Any] = {}


class _Registry(Mapping[str, Any]):
    def __init__(self, engines: Callable[[], Mapping[str, tuple[str, str]]]) -> None:
        self._engines = engines  # (called on each use: cached by _engines)

    def __getitem__(self, game_id: str) -> Any:
        game = _loaded.get(game_id)
        if game is None:
            module, name = self._engines()[game_id]
            game = _loaded[game_id] = getattr(importlib.import_module(module), name)()
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._engines())

    def __len__(self) -> int:
        return len(self._engines())

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._engines()


# What the window, saves and the LAN offer.
GAMES: Mapping[str, Any] = _Registry(lambda: _engines(True))
# Every engine, for the headless tools (sim, benchmarks, content checks) and tests.
ALL_GAMES: Mapping[str, Any] = _Registry(_all_engines)


def get_game(game_id: str) -> Any:
    """Any engine by id, listed in the window or not; KeyError for an unknown id."""
    try:
        return ALL_GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


# ---------------------------------------------------------------------------------------------------- content packs
# A game whose content is data (High Noon Saloon) may be set up with a content pack other than its house set: the
# setup's options name it by its content hash under PACK_OPTION (absent: the house set, so every save, seed and
# test made before packs is unchanged). The app tells the registry where packs are (set_pack_source) and the
# headless tools hand it one directly (add_pack); core never looks for files itself.
PACK_OPTION = "pack"


class UnknownPackError(KeyError):
    """A setup names a content pack (by hash) that this computer does not have: removed, or changed since."""

    reason = "table.pack_missing"

    def __init__(self, game_id: str, digest: str) -> None:
        super().__init__(f"{game_id}: no content pack with the hash {digest!r}")
        self.game_id = game_id
        self.digest = digest


# (game id, content hash) -> that game's engine built on that pack; one per pack, as the house set's is one.
_pack_engines: dict[tuple[str, str], Any] = {}
# Finds a pack's content by game id and hash (None: not here). Set by the app from its data folder.
_pack_source: Callable[[str, str], Any] | None = None


def pack_of(options: Mapping[str, Any] | None) -> str | None:
    """The content hash a setup's options name, or None for the house set (or a game without packs)."""
    digest = (options or {}).get(PACK_OPTION)
    return digest if isinstance(digest, str) and digest else None


def set_pack_source(source: Callable[[str, str], Any] | None) -> None:
    """Where game_for looks for a pack it has not built an engine for: ``source(game_id, digest)`` returns the
    pack's content, or None when this computer has no pack of that hash."""
    global _pack_source
    _pack_source = source


def add_pack(game_id: str, content: Any) -> Any:
    """The engine of ``game_id`` built on ``content`` (a pack already read), made known under its hash."""
    key = (game_id, content.digest)
    engine = _pack_engines.get(key)
    if engine is None:
        module, name = _all_engines()[game_id]
        engine = _pack_engines[key] = getattr(importlib.import_module(module), name)(content)
    return engine


def game_for(game_id: str, options: Mapping[str, Any] | None = None) -> Any:
    """The engine a table set up with ``options`` plays: the registered one, or the one built on the content pack
    the options name. KeyError for an unknown game; UnknownPackError for a pack this computer lacks."""
    digest = pack_of(options)
    if digest is None:
        return get_game(game_id)
    engine = _pack_engines.get((game_id, digest))
    if engine is not None:
        return engine
    house = get_game(game_id)
    content = getattr(getattr(house, "catalog", None), "content", None)
    if content is None:
        raise UnknownPackError(game_id, digest)  # a game whose content is not data has no packs
    if content.digest == digest:
        return house  # the house set named by its hash (a guest told it by the host) is the house set
    found = _pack_source(game_id, digest) if _pack_source is not None else None
    if found is None or found.digest != digest:
        raise UnknownPackError(game_id, digest)
    return add_pack(game_id, found)


def pack_engines(game_id: str) -> tuple[Any, ...]:
    """The engines built on content packs so far for ``game_id``, the latest first (the bots find a pack's cards
    by the pack id a view names)."""
    return tuple(engine for (gid, _), engine in reversed(_pack_engines.items()) if gid == game_id)
