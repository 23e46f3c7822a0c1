"""The package leaves out only Qt modules the app never imports (a missing one fails the frozen app at the
first screen that needs it, as QtSvgWidgets once did for High Noon Saloon's table)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_excluded_qt_module_is_imported_by_the_app() -> None:
    spec = (ROOT / "packaging" / "tabletop-qt.spec").read_text(encoding="utf-8")
    block = re.search(r"UNUSED_QT = \((.*?)\)\.split\(\)", spec, re.S)
    assert block is not None
    excluded = set(" ".join(re.findall(r'"([^"]*)"', block.group(1))).split())
    assert "QtNetwork" in excluded  # the list was read
    used = set()
    for path in (ROOT / "tabletop_qt").rglob("*.py"):
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert used and not used & excluded, sorted(used & excluded)
