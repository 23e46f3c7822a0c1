"""The rules, the bots, the history and the simulator must run without Qt: on a server, in CI, in a headless benchmark."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop_qt"
QT_MODULES = ("PySide6", "shiboken6", "qasync")
HEADLESS = ("core", "bots", "history")


def _imported_modules(tree: ast.AST) -> list[str]:
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module",
            "__import__",
        ):
            names += [a.value for a in node.args[:1] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return names


def _is_qt(module: str) -> bool:
    return any(module == qt or module.startswith(qt + ".") for qt in QT_MODULES)


def test_no_source_under_core_or_bots_imports_qt() -> None:
    files = [f for sub in HEADLESS for f in sorted((PACKAGE / sub).rglob("*.py"))]
    assert any(f.parent.name == "tea_time" for f in files), "the walk found the sources"
    offenders = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        offenders += [f"{path.relative_to(PACKAGE)}: {m}" for m in _imported_modules(tree) if _is_qt(m)]
    assert not offenders, offenders


def test_the_checker_sees_every_form_of_import() -> None:
    source = (
        "import PySide6\nfrom shiboken6 import x\nimport qasync.foo as q\n"
        "importlib.import_module('PySide6.QtCore')\n"
    )
    assert [m for m in _imported_modules(ast.parse(source)) if _is_qt(m)] == [
        "PySide6",
        "shiboken6",
        "qasync.foo",
        "PySide6.QtCore",
    ]
    assert not _is_qt("PySide6x") and not _is_qt("qasyncio")


def test_importing_rules_bots_and_sim_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "import tabletop_qt.core.games, tabletop_qt.bots, tabletop_qt.bots.tea_time.normal, tabletop_qt.sim\n"
        "from tabletop_qt.sim import play_games\n"
        "play_games('tea_time', 2, 1, 0, ['normal'])\n"
        f"loaded = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}]\n"
        "assert not loaded, loaded\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=PACKAGE.parent, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
