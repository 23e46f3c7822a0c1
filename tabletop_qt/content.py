"""Check a game's content pack without a window.

python -m tabletop_qt.content high_noon_saloon --check             # the Tabletop Qt house set
python -m tabletop_qt.content high_noon_saloon --check PACK_DIR    # a pack typed in from a printed box

Prints one JSON object: the pack (with its content hash), and its counts per file and per card type, or the first
mistake (its file, line and field); the exit code is 0 for a playable pack, 1 for one with a mistake.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_qt.paths import resources_dir


@cache
def games_with_content() -> tuple[str, ...]:
    """The games whose content is data (their GameSpec names a ``packs`` module). Asked of the registry when first
    needed: the window tells this module its data folder before its first frame, which builds no GameSpec."""
    from tabletop_qt.core.games.specs import SPECS

    return tuple(spec.game_id for spec in SPECS if spec.packs is not None)


def __getattr__(name: str) -> Any:
    if name == "GAMES_WITH_CONTENT":  # (what the new-game dialog, the setups and the LAN tool import)
        return games_with_content()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

if TYPE_CHECKING:
    from tabletop_qt.core.packs import PackRef


PICTURES_FOLDER = "pictures"  # in a pack's folder: optional <card id>.svg pictures (a card without one is drawn)

# The data folder whose packs/ the app plays (use_data_dir), and the packs found there by hash: their folders.
_data_dir: Path | None = None
_folders: dict[str, Path] = {}


PACKS_FOLDER = "packs"  # in the app's data folder: one sub-folder per pack
HOUSE_FOLDER = "house"  # in resources/<game>/: the project's own set, as files a pack of one's own starts from


def house_set_folder(game_id: str) -> Path:
    """The folder of ``game_id``'s house set among the app's resources (the rules have it as data already)."""
    return resources_dir() / game_id / HOUSE_FOLDER


def read_pack(game_id: str, folder: Path) -> Any:
    """The pack in ``folder``, read and checked by ``game_id``'s reader: its Content, or its ContentError (the
    file, line and field of the first mistake). Core reads no files: it is handed their texts."""
    packs = _packs(game_id)
    if not folder.is_dir():
        raise packs.ContentError("content.missing_file", str(folder), None, "", "the pack's folder is missing")
    return packs.parse_content(_FolderTexts(folder, packs.FILES, packs.ContentError))


class _FolderTexts(Mapping[str, str]):
    """A pack folder's files by name, each read when the reader asks for it, so the first mistake the reader meets
    (in its own order) is the one reported, as when it read the files itself."""

    def __init__(self, folder: Path, names: Sequence[str], error: type[Exception]) -> None:
        self._folder = folder
        self._names = tuple(names)
        self._error = error

    def __getitem__(self, name: str) -> str:
        try:
            return (self._folder / name).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise KeyError(name) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise self._error("content.unreadable", name, None, "", f"the file cannot be read ({exc})") from None

    def __iter__(self) -> Iterator[str]:
        return (name for name in self._names if (self._folder / name).is_file())

    def __len__(self) -> int:
        return sum(1 for _ in self)


def packs_in(game_id: str, data_dir: Path) -> list[tuple[Path, Any]]:
    """Every pack folder under ``data_dir/packs``, each read by ``game_id``'s loader (or the ContentError saying why
    it cannot be played), by name. Pack discovery is the app's: core reads a pack it is handed, never looks."""
    packs = _packs(game_id)
    root = data_dir / PACKS_FOLDER
    if not root.is_dir():
        return []
    found: list[tuple[Path, Any]] = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        try:
            found.append((folder, read_pack(game_id, folder)))
        except packs.ContentError as exc:
            found.append((folder, exc))
    return found


def local_packs(game_id: str, data_dir: Path | None) -> tuple[PackRef, ...]:
    """The packs of ``game_id`` this computer can play and draw: the house set first, then every playable pack in
    the data folder's ``packs/`` (a pack with a mistake is left out: it cannot be played)."""
    packs = _packs(game_id)
    refs = [packs.house_set().ref]
    if data_dir is not None:
        refs += [found.ref for _, found in packs_in(game_id, data_dir) if isinstance(found, packs.Content)]
    return tuple(dict.fromkeys(refs))


def _packs(game_id: str) -> Any:
    """The module that reads and finds ``game_id``'s content packs (its GameSpec's ``packs``)."""
    from tabletop_qt.core.games.spec import resolve
    from tabletop_qt.core.games.specs import spec_of

    path = spec_of(game_id).packs
    if path is None:
        raise ValueError(f"{game_id!r} has no content packs")
    return resolve(path)


def use_data_dir(data_dir: Path | None) -> None:
    """Play the packs in ``data_dir``'s ``packs/``: a setup naming one by hash gets an engine built on it (the
    registry asks here the first time; core looks for no files itself)."""
    global _data_dir
    _data_dir = data_dir
    from tabletop_qt.core.games import set_pack_source

    set_pack_source(_find_pack if data_dir is not None else None)


def data_dir() -> Path | None:
    """The data folder set by ``use_data_dir`` (the hard bots' worker process is given it at start)."""
    return _data_dir


def _find_pack(game_id: str, digest: str) -> Any:
    """The content of the playable pack of hash ``digest`` in the data folder, or None. The folder is read again
    each time (the registry keeps what it found): a pack put in or fixed while the app runs is found."""
    if game_id not in games_with_content() or _data_dir is None:
        return None
    packs = _packs(game_id)
    for _, found in packs_in(game_id, _data_dir):
        if isinstance(found, packs.Content) and found.digest == digest:
            return found
    return None


def remember_pack(game_id: str, content: Any, folder: Path) -> None:
    """A pack already read from ``folder`` (the new-game dialog listed it): its engine made known to the registry,
    its folder kept for its card pictures."""
    from tabletop_qt.core.games import add_pack

    add_pack(game_id, content)
    _folders[content.digest] = folder


def pack_pictures(digest: str) -> Path | None:
    """The folder of card pictures of the pack of this hash in the data folder; None for the house set (its faces
    are drawn from its data) or a pack without pictures. Looked for again each time (once per table shown): the
    registry may hold the pack's engine from before its folder moved."""
    folder = _find_folder(digest)
    pictures = folder / PICTURES_FOLDER if folder is not None else None
    return pictures if pictures is not None and pictures.is_dir() else None


def _find_folder(digest: str) -> Path | None:
    if _data_dir is not None:
        for game_id in games_with_content():
            packs = _packs(game_id)
            for folder, found in packs_in(game_id, _data_dir):
                if isinstance(found, packs.Content) and found.digest == digest:
                    return folder
    return _folders.get(digest)  # a pack the new-game dialog read, with no data folder set (a dialog on its own)


def table_pack(game_id: str, options: Mapping[str, Any] | None = None) -> PackRef | None:
    """The content pack a table of ``game_id`` set up with ``options`` plays with (the house set unless the options
    name another); None for a game whose content is not data. The LAN announces it and checks that guests have it.
    UnknownPackError when the options name a pack this computer lacks."""
    if game_id not in games_with_content():
        return None
    from tabletop_qt.core.games import game_for

    return game_for(game_id, options).catalog.content.ref  # type: ignore[no-any-return]


def table_engine(game_id: str, options: Mapping[str, Any] | None) -> tuple[Any, Path | None]:
    """The engine a table's screen draws and words it with, and its pack's card pictures (None: every face drawn
    from the data). A pack this computer lacks (a guest should never see one: the host checked) falls back to the
    registered engine rather than leaving the table blank."""
    from tabletop_qt.core.games import UnknownPackError, game_for, get_game

    try:
        engine = game_for(game_id, options)
    except UnknownPackError:
        engine = get_game(game_id)
    content = getattr(getattr(engine, "catalog", None), "content", None)
    return engine, pack_pictures(content.digest) if content is not None else None


def pack_option(game_id: str, ref: PackRef | None) -> dict[str, Any]:
    """The setup options that name ``ref`` (none for the house set: a house-set game's options are as they were
    before packs)."""
    return digest_option(game_id, ref.digest if ref is not None else None)


def digest_option(game_id: str, digest: str | None) -> dict[str, Any]:
    """The setup options that name the pack of this hash (none for the house set, or a game without packs)."""
    from tabletop_qt.core.games import PACK_OPTION, get_game

    if not digest or game_id not in games_with_content() or digest == get_game(game_id).catalog.content.digest:
        return {}
    return {PACK_OPTION: digest}


def pack_digests(data_dir: Path | None) -> tuple[str, ...]:
    """The content hashes of every pack this computer has (the house set and the data folder's ``packs/``): what a
    guest tells the host, and what the join list compares a table's pack with."""
    return tuple(ref.digest for game_id in games_with_content() for ref in local_packs(game_id, data_dir))


def check(game: str, folder: Path | None) -> tuple[int, dict[str, Any]]:
    packs = _packs(game)
    folder = folder if folder is not None else house_set_folder(game)
    result: dict[str, Any] = {"game": game, "folder": str(folder)}
    try:
        content = read_pack(game, folder)
    except packs.ContentError as exc:
        result.update(valid=False, error=exc.to_json())
        return 1, result
    result.update(
        valid=True,
        pack={
            "id": content.pack.id,
            "name": content.pack.name,
            "house_set": content.pack.house_set,
            # What the LAN compares: two computers play together only with packs of one hash.
            "digest": content.digest,
        },
        files=content.counts(),
    )
    return 0, result


def main(argv: Sequence[str] | None = None) -> int:
    # (imported here: the window imports this module before its first frame, which needs no JSON, ~5 M instructions)
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.content", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=games_with_content())
    parser.add_argument("--check", action="store_true", required=True, help="check a pack and print its counts")
    parser.add_argument("pack", nargs="?", type=Path, help="the pack's folder (default: the house set)")
    # The pack's folder may come after --check: positionals and options mixed.
    args = parser.parse_intermixed_args(argv)
    code, result = check(args.game, args.pack)
    json.dump(result, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return code


if __name__ == "__main__":
    sys.exit(main())
