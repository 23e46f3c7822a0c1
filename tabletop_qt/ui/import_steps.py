"""A module imported one module per step of the idle warm-up: its own modules (``tabletop_qt``'s) that it imports
at load time first, leaves before the modules that import them, each in a step of its own.

Imported whole in one step, a game's board held the GUI thread 10-45 ms (High Noon Saloon's: its scene, items,
art and texts modules, ~40 of them); one module at a time, a step costs one module's own body. Only the
statements a module runs at load time count (its top level, and ``if``/``try`` blocks there, but not
``if TYPE_CHECKING``): an import inside a function is not followed. Reading a module's source to find its
imports is a step of its own too. A docstring's line that reads like an import may bring a module ahead: harmless,
the module is one of the app's.

Runs on the GUI thread, where any module may be imported (a module naming a PySide class makes it there).
"""

from __future__ import annotations

import importlib
import logging
import sys
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger(__name__)

# Only the app's own modules are followed: the libraries it uses are loaded by the time the home screen idles.
ROOT_PACKAGE = "tabletop_qt"
_ROOT = Path(__file__).resolve().parent.parent  # tabletop_qt/


def import_stepwise(name: str) -> Iterator[None]:
    """Import ``name`` and, before it, the app modules it imports at load time, yielding after each module (and
    after each source read). A module already imported costs nothing and no step."""
    yield from _visit(name, set())


def _visit(name: str, seen: set[str]) -> Iterator[None]:
    if name in seen or name in sys.modules:
        return
    seen.add(name)
    parent = name.rpartition(".")[0]
    if parent.startswith(ROOT_PACKAGE):
        yield from _visit(parent, seen)  # a package's __init__ runs before its module
    dependencies = _load_time_imports(name)
    if dependencies is None:  # not found: the import below meets (and logs) the error
        dependencies = []
    else:
        yield
    for dependency in dependencies:
        yield from _visit(dependency, seen)
    try:
        importlib.import_module(name)
    except Exception:  # the game imports it again on first use and meets the error there
        log.debug("importing %s ahead failed", name, exc_info=True)
    yield


def _load_time_imports(name: str) -> list[str] | None:
    """The app modules ``name``'s source imports at load time, in the source's order; None without a source.

    Read line by line, not parsed: ``ast.parse`` of a large module held a step 10-20 ms."""
    found_source = _source_of(name)
    if found_source is None:
        return None
    path, is_package = found_source
    try:
        lines = iter(path.read_text(encoding="utf-8").splitlines())
    except (OSError, ValueError):
        return None
    package = name if is_package else name.rpartition(".")[0]
    found: list[str] = []
    runs_at_load = True  # the top-level block the line is in runs when the module loads
    for line in lines:
        statement = line.strip()
        if line and not line[0].isspace():
            runs_at_load = _block_runs_at_load(statement)
        if not runs_at_load or not statement.startswith(("import ", "from ")):
            continue
        while statement.count("(") > statement.count(")"):  # from x import (a, b, ...) over several lines
            statement += " " + next(lines, ")").strip()
        found.extend(_imported(statement, package))
    return [module for module in found if _source_of(module) is not None]


def _block_runs_at_load(head: str) -> bool:
    """Whether a top-level line starts code that runs when the module loads: an import, an assignment, an ``if``
    (but ``if TYPE_CHECKING``: its imports are for type checkers) or ``try`` block; not a function or class."""
    if head.startswith(("def ", "async def ", "class ", "@")):
        return False
    return not (head.startswith(("if ", "elif ")) and "TYPE_CHECKING" in head)


def _imported(statement: str, package: str) -> list[str]:
    """The modules an ``import``/``from ... import`` statement may import (absolute names)."""
    statement = statement.split("#", 1)[0]
    if statement.startswith("import "):
        return [part.split(" as ")[0].strip() for part in statement[len("import ") :].split(",") if part.strip()]
    base_text, _, names = statement[len("from ") :].partition(" import ")
    base = _absolute(base_text.strip(), package)
    if base is None:
        return []
    # ``from package import module`` imports a module too, when it is one (else it names an attribute).
    named = [part.split(" as ")[0].strip() for part in names.strip(" ()\\").split(",")]
    return [base, *(f"{base}.{part}" for part in named if part.isidentifier())]


def _source_of(name: str) -> tuple[Path, bool] | None:
    """The source file of the app module ``name`` and whether it is a package, found on disk without importing
    anything (finding a submodule's spec would run its package's ``__init__`` outside its step)."""
    if name != ROOT_PACKAGE and not name.startswith(ROOT_PACKAGE + "."):
        return None
    folder = _ROOT.joinpath(*name.split(".")[1:])
    if (folder / "__init__.py").is_file():
        return folder / "__init__.py", True
    module = folder.with_suffix(".py")
    return (module, False) if name != ROOT_PACKAGE and module.is_file() else None


def _absolute(module: str, package: str) -> str | None:
    """``module`` as written after ``from`` (maybe relative: ``..items``), made absolute within ``package``."""
    level = len(module) - len(module.lstrip("."))
    if level == 0:
        return module
    parts = package.split(".")
    if level - 1 >= len(parts):
        return None
    base = ".".join(parts[: len(parts) - (level - 1)])
    rest = module[level:]
    return f"{base}.{rest}" if rest else base
