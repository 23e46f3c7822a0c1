"""A one-shot timer of the app names the object it belongs to, so it dies with that object.

A bare ``QTimer.singleShot(ms, callable)`` outlives its window: CI once saw the main window's delayed
look-for-tables step run after the window was deleted ("Internal C++ object already deleted"). With a
context object Qt drops the timer when the object goes.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop_qt

PACKAGE = Path(tabletop_qt.__file__).parent


def _bare_single_shots(source: str) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "singleShot"
            and len(node.args) == 2
        ):
            lines.append(node.lineno)
    return lines


def test_the_scan_finds_a_bare_single_shot() -> None:
    assert _bare_single_shots("QTimer.singleShot(0, self.refresh)\n") == [1]
    assert _bare_single_shots("QTimer.singleShot(0, self, self.refresh)\n") == []


def test_every_single_shot_timer_names_its_context_object() -> None:
    bare = [
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in _bare_single_shots(path.read_text(encoding="utf-8"))
    ]
    assert bare == []
