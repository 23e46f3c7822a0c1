"""The layer order, written once: a module may import its own layer and the layers below it, never one above.

Every import counts, at the top of a module or inside a function (an import hidden in a function is still a
dependency), and so does ``importlib.import_module("tabletop_qt....")`` with a constant name. The GameSpecs'
module paths are strings a registry resolves on demand and are not imports: the spec names the game's code, the
game's code does not import its spec's users.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.core.test_no_qt_in_core import _imported_modules

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop_qt"

# Lowest first. Each entry is one layer: the units (a top-level module, a package, or "ui.games") in it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("tabletop_qt", "paths", "gui_gc"),  # the version, where the app's files are, the GUI-thread collector
    ("i18n",),  # languages and the .qm files (QtCore only)
    ("core",),  # the rules: plain Python, no files of the app's data folder
    ("bots",),  # computer players, plain Python
    ("content",),  # content packs in the data folder: finding them for the registry
    ("table",),  # the plain authority: Table, seats, saves, answers, real time, option checks
    ("history",),  # finished games: records, replays, the folder
    ("analysis",),  # hints and the grading of finished games from the search (plain Python)
    ("tutorials",),  # Learn to play: the scripts as data, the step engine, their headless replay on a Table
    ("rules_thread",),  # the Qt rules thread around a Table: worker, hard bots' service
    ("assist",),  # the window's worker process for hints and analyses, driven from a thread of its own
    ("net",),  # the LAN: sans-IO cores and their adapters
    ("ui",),  # the window, pages, dialogs, the shared game page and items
    ("ui.games",),  # one folder per game: board, scene, items, layout, texts
    ("startup", "xcb_platform", "system_libraries", "cli", "sim", "screenshots", "app", "__main__"),  # entry points and tools
)
# Upward imports not yet removed, each with why it is still there. The test fails when one goes away, so the list
# only shrinks: take the line out with the import.
KNOWN_UPWARD: frozenset[str] = frozenset(
    {
        # The history's command line has the "analyse" command issue 29 names (python -m tabletop_qt.history DIR
        # analyse ID); the analysis replays records, so it sits above the history. To go with a CLI layer.
        "history/__main__.py (history) imports tabletop_qt.analysis.game (analysis)",
    }
)
RANK = {unit: rank for rank, layer in enumerate(LAYERS) for unit in layer}


def _unit(parts: tuple[str, ...]) -> str:
    if not parts:
        return "tabletop_qt"
    if parts[:2] == ("ui", "games") and len(parts) > 2:
        return "ui.games"
    return parts[0]


def _source_unit(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return _unit(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_unit(module: str) -> str | None:
    parts = tuple(module.split("."))
    return _unit(parts[1:]) if parts[0] == "tabletop_qt" else None


def _upward_imports() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        unit = _source_unit(path)
        for module in _imported_modules(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            target = _imported_unit(module)
            if target is not None and RANK[target] > RANK[unit]:
                found.append(f"{path.relative_to(PACKAGE)} ({unit}) imports {module} ({target})")
    return found


def test_every_module_belongs_to_a_layer() -> None:
    units = {_source_unit(path) for path in PACKAGE.rglob("*.py")}
    assert units - set(RANK) == set(), "a new top-level module or package needs its place in LAYERS"


def test_no_import_runs_back_up_the_layers() -> None:
    assert sorted(set(_upward_imports()) - KNOWN_UPWARD) == []


# Core reads no files of the app (its data comes as Python modules or is handed to it): it never asks where they are.
FORBIDDEN: dict[str, frozenset[str]] = {"core": frozenset({"paths"})}


def test_no_layer_imports_what_it_must_not() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        forbidden = FORBIDDEN.get(_source_unit(path), frozenset())
        for module in _imported_modules(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if _imported_unit(module) in forbidden:
                found.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert found == []


# Reading or walking files (Path and os calls): core reads none.
FILE_CALLS = frozenset({"open", "read_text", "read_bytes", "write_text", "write_bytes", "iterdir", "glob", "rglob",
                        "is_dir", "is_file", "exists", "listdir", "walk", "scandir"})


def test_core_reads_no_files() -> None:
    found = []
    for path in sorted((PACKAGE / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
                if name in FILE_CALLS:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {name}")
    assert found == []


def test_the_known_upward_imports_are_still_there() -> None:
    assert sorted(KNOWN_UPWARD - set(_upward_imports())) == [], "removed: take it out of KNOWN_UPWARD too"


@pytest.mark.parametrize(
    ("source", "module", "upward"),
    [
        ("table/table.py", "tabletop_qt.history.record", True),
        ("history/record.py", "tabletop_qt.table.table", False),
        ("ui/game_page.py", "tabletop_qt.ui.games.tea_time.board", True),
        ("ui/games/tea_time/board.py", "tabletop_qt.ui.boards.base", False),
        ("core/games/spec.py", "tabletop_qt.paths", False),
        ("net/__main__.py", "tabletop_qt.sim", True),
    ],
)
def test_the_check_tells_up_from_down(source: str, module: str, upward: bool) -> None:
    unit, target = _source_unit(PACKAGE / source), _imported_unit(module)
    assert target is not None and (RANK[target] > RANK[unit]) is upward
