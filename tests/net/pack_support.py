"""High Noon Saloon content packs made for tests: real folders, read by the real loader, with real hashes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tabletop_qt.content import PACKS_FOLDER, house_set_folder, read_pack
from tabletop_qt.core.games.high_noon_saloon.content import FILES, Content


def make_pack(folder: Path, pack_id: str, name: str, *, card_name: str | None = None) -> Content:
    """A copy of the house set in ``folder`` under another id and name; ``card_name`` renames its first saloon card
    too (a pack that differs in a card, as a box typed in by two people would)."""
    folder.mkdir(parents=True, exist_ok=True)
    for file in FILES:
        shutil.copyfile(house_set_folder("high_noon_saloon") / file, folder / file)
    pack = json.loads((folder / "pack.json").read_text(encoding="utf-8"))
    pack.update(id=pack_id, name=name, house_set=False)
    (folder / "pack.json").write_text(json.dumps(pack, indent=2), encoding="utf-8")
    if card_name is not None:
        saloon = json.loads((folder / "saloon.json").read_text(encoding="utf-8"))
        saloon["cards"][0]["name"] = card_name
        (folder / "saloon.json").write_text(json.dumps(saloon, indent=2), encoding="utf-8")
    return read_pack("high_noon_saloon", folder)


def house_set_again(folder: Path, *, card_name: str | None = None) -> Content:
    """The house set under its own id and name, optionally with one card renamed: another version of it, as an
    older or newer app may ship."""
    folder.mkdir(parents=True, exist_ok=True)
    for file in FILES:
        shutil.copyfile(house_set_folder("high_noon_saloon") / file, folder / file)
    if card_name is not None:
        saloon = json.loads((folder / "saloon.json").read_text(encoding="utf-8"))
        saloon["cards"][0]["name"] = card_name
        (folder / "saloon.json").write_text(json.dumps(saloon, indent=2), encoding="utf-8")
    return read_pack("high_noon_saloon", folder)


def in_data_folder(data_dir: Path, pack_id: str, name: str) -> Content:
    """A pack put where the app looks for packs: ``<data folder>/packs/<id>/``."""
    return make_pack(data_dir / PACKS_FOLDER / pack_id, pack_id, name)
