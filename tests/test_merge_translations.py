"""tools/merge_translations.py: a three-way merge per translation entry, so parallel branches keep each other's words."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parents[1] / "tools" / "merge_translations.py"


def _tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("merge_translations", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_entry_keeps_the_side_that_changed_it_and_entries_either_side_added() -> None:
    merged = _tool().merged
    base = {("C", "a"): "uno", ("C", "b"): "due", ("C", "c"): "tre"}
    ours = {("C", "a"): "UNO", ("C", "b"): "due", ("C", "c"): "tre", ("C", "new_ours"): "x"}
    theirs = {("C", "a"): "uno", ("C", "b"): "DUE", ("C", "c"): "tre", ("C", "new_theirs"): "y"}
    assert merged(base, ours, theirs, False) == {
        ("C", "a"): "UNO", ("C", "b"): "DUE", ("C", "c"): "tre", ("C", "new_ours"): "x", ("C", "new_theirs"): "y",
    }


def test_where_both_sides_reworded_an_entry_ours_wins_unless_told_theirs() -> None:
    merged = _tool().merged
    base, ours, theirs = {("C", "a"): "uno"}, {("C", "a"): "Uno!"}, {("C", "a"): "Uno."}
    assert merged(base, ours, theirs, False) == {("C", "a"): "Uno!"}
    assert merged(base, ours, theirs, True) == {("C", "a"): "Uno."}


def test_translations_read_from_a_ts_file_skip_unfinished_entries() -> None:
    text = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context><name>Main</name>
<message><source>Play</source><translation>Gioca</translation></message>
<message><source>Quit</source><translation type="unfinished"></translation></message>
</context>
</TS>"""
    assert _tool().translations_of(text) == {("Main", "Play"): "Gioca"}
