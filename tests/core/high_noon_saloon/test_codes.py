"""High Noon Saloon's codes live in one module (core/games/high_noon_saloon/codes.py), as Times Square's and Tea
Time's do: the rules name them, they never write a code's string themselves."""

from __future__ import annotations

import ast
from pathlib import Path

from tabletop_qt.core.games.high_noon_saloon import codes

GAME = Path(codes.__file__).resolve().parent


def _code_values() -> list[str]:
    return [
        value
        for group in (codes.Reason, codes.Code, codes.End)
        for name, value in vars(group).items()
        if not name.startswith("_")
    ]


def test_every_code_is_the_games_and_named_once() -> None:
    values = _code_values()
    assert values and all(value.startswith("hns.") for value in values)
    assert len(values) == len(set(values))


def test_no_rules_module_writes_a_code_string() -> None:
    written = []
    for path in sorted(GAME.glob("*.py")):
        if path.name in ("codes.py", "spec.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("hns."):
                written.append(f"{path.name}:{node.lineno} {node.value}")
    assert written == []
