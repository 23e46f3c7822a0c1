"""tools/rewrite_moved_imports.py, which branches run after merging the issue-25 moves: its table matches the tree
(every old module gone, every new one importable) and it rewrites each form of reference."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import rewrite_moved_imports as tool  # noqa: E402


def test_every_old_module_is_gone_and_every_new_one_imports() -> None:
    for old, new in tool.MOVED.items():
        assert not (REPO / "tabletop_qt" / (old.replace(".", "/") + ".py")).exists(), old
        assert importlib.import_module(f"tabletop_qt.{new}") is not None
    for (module, name), new in tool.MOVED_NAMES.items():
        assert hasattr(importlib.import_module(f"tabletop_qt.{new}"), name)
        assert hasattr(importlib.import_module(f"tabletop_qt.{module}"), name), "the old module still offers it"


def test_each_form_of_reference_is_rewritten() -> None:
    before = (
        "from tabletop_qt.ui.scenes.hns_layout import CARD_W\n"
        "from tabletop_qt.ui.scenes import high_noon_saloon_words as words\n"
        "from tabletop_qt.bots import tea_time\n"
        "from tabletop_qt.table import worker  # the rules thread\n"
        "import tabletop_qt.bots.search.tea_time as tt\n"
        'monkeypatch.setattr("tabletop_qt.table.worker.TableWorker.x", 1)\n'
        "see ui/items/hns_faces.py and tabletop_qt/bots/high_noon_saloon.py\n"
        "from tabletop_qt.bots.search import run_search\n"
    )
    assert tool.rewrite(before) == (
        "from tabletop_qt.ui.games.high_noon_saloon.layout import CARD_W\n"
        "from tabletop_qt.ui.games.high_noon_saloon import words as words\n"
        "from tabletop_qt.bots.tea_time import normal as tea_time\n"
        "from tabletop_qt.rules_thread import worker  # the rules thread\n"
        "import tabletop_qt.bots.tea_time.search as tt\n"
        'monkeypatch.setattr("tabletop_qt.rules_thread.worker.TableWorker.x", 1)\n'
        "see ui/games/high_noon_saloon/faces.py and tabletop_qt/bots/high_noon_saloon/normal.py\n"
        "from tabletop_qt.bots.search import run_search\n"
    )


def test_files_already_moved_are_left_as_they_are() -> None:
    # Two helpers ran the tool over main's own files after the merge and got "bots.tea_time.normal.normal":
    # a path that is already new must come out unchanged, so the tool may run over a whole tree, or twice.
    for folder in ("tabletop_qt", "tests", "benchmarks"):
        for path in (REPO / folder).rglob("*.py"):
            if path == Path(__file__).resolve():
                continue  # holds old paths on purpose, as examples
            text = path.read_text(encoding="utf-8")
            assert tool.rewrite(text) == text, path
    once = tool.rewrite("from tabletop_qt.bots import tea_time\nimport tabletop_qt.bots.times_square\n")
    assert tool.rewrite(once) == once
