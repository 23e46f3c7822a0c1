"""Settle a git merge's conflicts in translations/*.ts and *.qm: keep every translation either side wrote.

Two branches that each add strings both insert entries into the same .ts files, so git stops on them. The .ts
files are lupdate's output plus our Italian and Dutch texts; this script rebuilds them from the merged sources and
gives each entry the translation either side had:

    git merge other-branch          # stops on translations/*.ts and *.qm
    python tools/merge_translations.py            # where both sides reworded one entry, ours (HEAD) wins
    python tools/merge_translations.py --theirs   # there, theirs wins
    git add translations && git commit

It reads both sides and their merge base from git's index (stages 1, 2, 3), keeps per entry the side that changed
its translation since the base, refreshes the .ts from the sources (pyside6-lupdate), fills
every entry left unfinished from the two sides, compiles the .qm files and lists any entry still unfinished.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ts_files  # noqa: E402
import update_translations  # noqa: E402

ROOT = update_translations.ROOT

Key = ts_files.Key
Text = ts_files.Text  # a plain message's text, or a numerus message's forms


def translations_of(text: str) -> dict[Key, Text]:
    """Every finished translation in one .ts file's text (a numerus message's as its tuple of forms)."""
    found: dict[Key, Text] = {}
    for context in ET.fromstring(text).iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            value = ts_files.text_of(translation)
            if value and (not isinstance(value, tuple) or all(value)):
                found[(name, message.findtext("source", ""))] = value
    return found


def stage(path: str, number: int) -> str | None:
    """The file as one side of the merge had it (2: ours, 3: theirs), or None outside a conflict."""
    result = subprocess.run(["git", "show", f":{number}:{path}"], cwd=ROOT, capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def fill(ts: Path, known: dict[Key, Text]) -> list[Key]:
    """Give each unfinished entry of ``ts`` its known translation; returns the entries still unfinished."""
    tree = ET.parse(ts)
    missing: list[Key] = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            key = (name, message.findtext("source", ""))
            if key in known and isinstance(known[key], tuple) == ts_files.is_numerus(key[1]):
                ts_files.set_text(translation, known[key])
                del translation.attrib["type"]
            else:
                missing.append(key)
    ts_files.write(tree, ts)
    return missing


def merged(base: dict[Key, Text], ours: dict[Key, Text], theirs: dict[Key, Text], theirs_win: bool) -> dict[Key, Text]:
    """A three-way merge per entry: a side that changed an entry's translation since the merge base wins over one
    that kept it; where both changed it, ours wins (``theirs_win``: theirs)."""
    out: dict[Key, Text] = {}
    for key in ours.keys() | theirs.keys():
        mine, other, was = ours.get(key), theirs.get(key), base.get(key)
        if mine is None or other is None:
            out[key] = mine if mine is not None else other  # type: ignore[assignment]
        elif mine == other or other == was:
            out[key] = mine
        elif mine == was:
            out[key] = other
        else:
            out[key] = other if theirs_win else mine
    return out


def main(argv: list[str] | None = None) -> int:
    theirs_win = "--theirs" in (sys.argv[1:] if argv is None else argv)
    sides: dict[str, dict[Key, Text]] = {}
    for lang in update_translations.COMPILED:
        path = f"translations/tabletop_qt_{lang}.ts"
        ours_text, theirs_text = stage(path, 2), stage(path, 3)
        if ours_text is None or theirs_text is None:  # no conflict in this file: what is on disk is the truth
            on_disk = ROOT / path
            sides[lang] = translations_of(on_disk.read_text(encoding="utf-8")) if on_disk.exists() else {}
            continue
        base_text = stage(path, 1)
        sides[lang] = merged(
            translations_of(base_text) if base_text else {},
            translations_of(ours_text),
            translations_of(theirs_text),
            theirs_win,
        )
        (ROOT / path).write_text(ours_text, encoding="utf-8")
    update_translations.main()  # refresh from the merged sources (new entries come in unfinished) and compile
    left = 0
    for lang, known in sides.items():
        missing = fill(ROOT / "translations" / f"tabletop_qt_{lang}.ts", known)
        for context, source in missing:
            print(f"{lang}: still unfinished: [{context}] {source}")
        left += len(missing)
    update_translations.main()  # the filled files in lupdate's own layout, and their .qm
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
