"""Issue 25's components hold by themselves: the rules thread's worker and its components, and the main window and
its LAN side, each read only their own private state.

Two rules, checked on the source: a class reads ``self._x`` only if it assigns ``self._x`` or defines ``_x``
itself (a mixin reading its host's fields breaks it), and no module reads another object's private attribute
(``other._x``; ``self._window.game`` is fine, ``self._window._game`` is not).
"""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted((ROOT / "tabletop_qt" / "rules_thread").glob("*.py")) + [
    ROOT / "tabletop_qt" / "ui" / "main_window.py",
    ROOT / "tabletop_qt" / "ui" / "lan_side.py",
    ROOT / "tabletop_qt" / "ui" / "ask_box.py",
    ROOT / "tabletop_qt" / "ui" / "winner_open.py",
    ROOT / "tabletop_qt" / "ui" / "winner_side.py",
    # The scenes' choice and components (issue 25 item 4): Frantic Frankfurt's and High Noon Saloon's.
    ROOT / "tabletop_qt" / "table" / "choice.py",
    *sorted((ROOT / "tabletop_qt" / "ui" / "games" / "frantic_frankfurt").glob("[sbmr]*.py")),
    *[ROOT / "tabletop_qt" / "ui" / "games" / "high_noon_saloon" / f"{name}.py"
      for name in ("scene", "player_boards", "position", "window_text", "chips")],
]


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def violations(source: str) -> list[str]:
    found = []
    tree = ast.parse(source)
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        own = {n.name for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        # A class-level name with a value is the class's own; a bare annotation (``_table: Any``) only declares
        # what a mixin expects its host to have.
        own |= {t.id for n in cls.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
        own |= {n.target.id for n in cls.body
                if isinstance(n, ast.AnnAssign) and n.value is not None and isinstance(n.target, ast.Name)}
        for node in ast.walk(cls):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
                if isinstance(node.ctx, ast.Store):
                    own.add(node.attr)
        for node in ast.walk(cls):
            if (
                isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and _private(node.attr)
                and isinstance(node.value, ast.Name) and node.value.id == "self" and node.attr not in own
            ):
                found.append(f"{cls.name} reads self.{node.attr}, which it neither sets nor defines (line {node.lineno})")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            value = node.value
            if not (isinstance(value, ast.Name) and value.id in ("self", "cls")):
                found.append(f"reads another object's private .{node.attr} (line {node.lineno})")
    return found


def test_the_rules_thread_and_the_main_window_read_only_their_own_private_state() -> None:
    problems = {p.name: v for p in MODULES if (v := violations(p.read_text(encoding="utf-8")))}
    assert not problems, problems


def test_the_old_mixins_would_not_pass() -> None:
    """The check finds what issue 25 removed: the HardBots mixin read the worker's fields."""
    mixin = "worker_" + "hard.py"  # split: tools/rewrite_moved_imports.py would rewrite the old path
    old = subprocess.run(
        ["git", "show", f"f235b62:tabletop_qt/rules_thread/{mixin}"], cwd=ROOT, capture_output=True, text=True
    )
    source = old.stdout if old.returncode == 0 else "class HardBots:\n    def f(self):\n        return self._table\n"
    assert any("self._table" in v for v in violations(source))
    assert violations("def f(window):\n    return window._game\n") == ["reads another object's private ._game (line 2)"]
