"""Check a game's content pack without a window.

python -m tabletop_qt.content high_noon_saloon --check             # the Tabletop Qt house set
python -m tabletop_qt.content high_noon_saloon --check PACK_DIR    # a pack typed in from a printed box

Prints one JSON object: the pack (with its content hash), and its counts per file and per card type, or the first
mistake (its file, line and field); the exit code is 0 for a playable pack, 1 for one with a mistake.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

GAMES_WITH_CONTENT = ("high_noon_saloon",)

if TYPE_CHECKING:
    from tabletop_qt.core.games.high_noon_saloon.content import PackRef


def table_pack(game_id: str) -> PackRef | None:
    """The content pack a table of ``game_id`` plays with (the house set: the window offers no other yet); None for
    a game whose content is not data. The LAN announces it and checks that guests have it."""
    if game_id not in GAMES_WITH_CONTENT:
        return None
    from tabletop_qt.core.games import get_game

    return get_game(game_id).catalog.content.ref  # type: ignore[attr-defined, no-any-return]


def pack_digests(data_dir: Path | None) -> tuple[str, ...]:
    """The content hashes of every pack this computer has (the house set and the data folder's ``packs/``): what a
    guest tells the host, and what the join list compares a table's pack with."""
    from tabletop_qt.core.games.high_noon_saloon.content import local_packs

    return tuple(ref.digest for ref in local_packs(data_dir))


def check(game: str, folder: Path | None) -> tuple[int, dict[str, Any]]:
    from tabletop_qt.core.games.high_noon_saloon.content import ContentError, house_set_dir, load_content

    folder = folder if folder is not None else house_set_dir()
    result: dict[str, Any] = {"game": game, "folder": str(folder)}
    try:
        content = load_content(folder)
    except ContentError as exc:
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
    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.content", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAMES_WITH_CONTENT)
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
