"""Rewrite references to the modules issue 25 moved (per-game folders, rules_thread/) in the files a branch made or
changed before it merged main: dotted module paths, ``from package import module`` lines and file paths in text.

python tools/rewrite_moved_imports.py [FILE_OR_FOLDER ...]    # default: tabletop_qt tests benchmarks tools docs

Prints each file it changed. Run it after ``git merge main``, then run your tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# Old module -> new module (dotted, under tabletop_qt).
MOVED: dict[str, str] = {
    "bots.tea_time": "bots.tea_time.normal",
    "bots.times_square": "bots.times_square.normal",
    "bots.frantic_frankfurt": "bots.frantic_frankfurt.normal",
    "bots.high_noon_saloon": "bots.high_noon_saloon.normal",
    "bots.high_noon_saloon_judge": "bots.high_noon_saloon.judge",
    "bots.search.tea_time": "bots.tea_time.search",
    "bots.search.times_square": "bots.times_square.search",
    "bots.search.frantic_frankfurt": "bots.frantic_frankfurt.search",
    "bots.search.high_noon_saloon": "bots.high_noon_saloon.search",
    "ui.scenes.tea_time_scene": "ui.games.tea_time.scene",
    "ui.boards.tea_time": "ui.games.tea_time.board",
    "ui.scenes.times_square_scene": "ui.games.times_square.scene",
    "ui.scenes.times_square_layout": "ui.games.times_square.layout",
    "ui.items.times_square_ghost": "ui.games.times_square.ghost",
    "ui.boards.times_square": "ui.games.times_square.board",
    "ui.times_square_texts": "ui.games.times_square.texts",
    "ui.scenes.frantic_frankfurt_scene": "ui.games.frantic_frankfurt.scene",
    "ui.scenes.frantic_frankfurt_banner": "ui.games.frantic_frankfurt.banner",
    "ui.scenes.frantic_frankfurt_build": "ui.games.frantic_frankfurt.build",
    "ui.scenes.frantic_frankfurt_layout": "ui.games.frantic_frankfurt.layout",
    "ui.scenes.frantic_frankfurt_motion": "ui.games.frantic_frankfurt.motion",
    "ui.scenes.frantic_frankfurt_round_end": "ui.games.frantic_frankfurt.round_end",
    "ui.items.frantic_frankfurt_items": "ui.games.frantic_frankfurt.items",
    "ui.items.frantic_frankfurt_summary": "ui.games.frantic_frankfurt.summary",
    "ui.boards.frantic_frankfurt": "ui.games.frantic_frankfurt.board",
    "ui.frantic_frankfurt_texts": "ui.games.frantic_frankfurt.texts",
    "ui.scenes.high_noon_saloon_scene": "ui.games.high_noon_saloon.scene",
    "ui.scenes.high_noon_saloon_words": "ui.games.high_noon_saloon.words",
    "ui.scenes.hns_boards": "ui.games.high_noon_saloon.player_boards",
    "ui.scenes.hns_damage_hint": "ui.games.high_noon_saloon.damage_hint",
    "ui.scenes.hns_layout": "ui.games.high_noon_saloon.layout",
    "ui.scenes.hns_map": "ui.games.high_noon_saloon.map",
    "ui.scenes.hns_map_items": "ui.games.high_noon_saloon.map_items",
    "ui.items.hns_faces": "ui.games.high_noon_saloon.faces",
    "ui.items.hns_table_items": "ui.games.high_noon_saloon.table_items",
    "ui.boards.high_noon_saloon": "ui.games.high_noon_saloon.board",
    "ui.high_noon_saloon_texts": "ui.games.high_noon_saloon.texts",
    "table.worker": "rules_thread.worker",
    "table.worker_hard": "rules_thread.hard_thinking",
    "table.search_service": "rules_thread.search_service",
    # Issue 25's components: the hard bots' mixin is a component, and so is the main window's LAN side.
    # (TableController left rules_thread.worker for rules_thread.controller: a name, not a module, so by hand.)
    "rules_thread.worker_hard": "rules_thread.hard_thinking",
    "ui.main_window_lan": "ui.lan_side",
}
# Names that moved between modules (old module, name) -> new module.
MOVED_NAMES: dict[tuple[str, str], str] = {
    ("sim", "parse_options"): "table.setup",
    ("sim", "parse_option_value"): "table.setup",
    ("sim", "check_options"): "table.setup",
    ("sim", "load_pack"): "table.setup",
    ("core.games.high_noon_saloon.content", "PackRef"): "core.packs",
}

_FULL = {f"tabletop_qt.{old}": f"tabletop_qt.{new}" for old, new in MOVED.items()}
_DOTTED = re.compile(r"(?<![\w.])(" + "|".join(re.escape(o) for o in sorted(_FULL, key=len, reverse=True)) + r")(?!\w)")
_SLASHES = {
    **{o.replace(".", "/") + ".py": n.replace(".", "/") + ".py" for o, n in _FULL.items()},
    **{o.replace(".", "/") + ".py": n.replace(".", "/") + ".py" for o, n in MOVED.items()},
}
_SLASHED = re.compile(r"(?<![\w/])(" + "|".join(re.escape(k) for k in sorted(_SLASHES, key=len, reverse=True)) + r")")
_FROM = re.compile(r"from (tabletop_qt(?:\.\w+)*) import (\w+)(?: as (\w+))?(?=[ \t]*$|[ \t]*#)", re.M)


def _from(match: re.Match[str]) -> str:
    full = f"{match.group(1)}.{match.group(2)}"
    if full not in _FULL:
        return match.group(0)
    module, name = _FULL[full].rsplit(".", 1)
    alias = match.group(3) or (match.group(2) if name != match.group(2) else None)
    return f"from {module} import {name}" + (f" as {alias}" if alias else "")


# An old module that is now a package (bots.tea_time) followed by one of the package's own modules is already the
# new path ("bots.tea_time.normal", "from tabletop_qt.bots.tea_time import search"): rewriting it again would give
# "bots.tea_time.normal.normal", so running the tool twice, or over files main already moved, changes nothing. The
# package's modules are read from the tree, so a module added later (bots.high_noon_saloon.attacks) counts too.
_ALREADY_NEW = re.compile(r"(?:\.|[ \t]+import[ \t]+\(?[ \t]*)(\w+)")
_TREE = Path(__file__).resolve().parents[1]


def _modules_of(package: str) -> set[str]:
    folder = _TREE.joinpath(*package.split("."))
    if not folder.is_dir():
        return set()
    return {p.stem for p in folder.glob("*.py")} | {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}


def _dotted(match: re.Match[str]) -> str:
    old = match.group(1)
    if _FULL[old].startswith(old + "."):
        after = _ALREADY_NEW.match(match.string, match.end())
        if after is not None and after.group(1) in _modules_of(old):
            return old
    return _FULL[old]


def rewrite(text: str) -> str:
    # Dotted paths first: a rewritten "from package import module" may name an old module as its package
    # (bots.tea_time is now a package), which must not be rewritten again.
    text = _DOTTED.sub(_dotted, text)
    text = _FROM.sub(_from, text)
    return _SLASHED.sub(lambda m: _SLASHES[m.group(1)], text)


def main(argv: list[str]) -> int:
    roots = [Path(a) for a in argv] or [Path(p) for p in ("tabletop_qt", "tests", "benchmarks", "tools", "docs")]
    files = [f for r in roots for f in ([r] if r.is_file() else sorted(r.rglob("*"))) if f.suffix in (".py", ".md")]
    for path in files:
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        new = rewrite(text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(path)
    for (module, name), new in MOVED_NAMES.items():
        print(f"note: {name} moved from tabletop_qt.{module} to tabletop_qt.{new} (the old module still re-exports it)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
