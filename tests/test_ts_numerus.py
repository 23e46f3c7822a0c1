"""tools/ts_files.py: numerus (counted, %n) messages survive pyside6-lupdate, which folds them back into plain ones
for Python sources, and a merge of two branches keeps their forms."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))
import ts_files  # noqa: E402

SOURCE = '''from PySide6.QtCore import QCoreApplication


def line(count: int) -> str:
    return QCoreApplication.translate("Log", "{player} gets %n bullets.", None, count)


def other() -> str:
    return QCoreApplication.translate("Log", "Plain words.")
'''
TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Log</name>
    <message numerus="yes">
        <source>{player} gets %n bullets.</source>
        <translation>
            <numerusform>{player} riceve %n proiettile.</numerusform>
            <numerusform>{player} riceve %n proiettili.</numerusform>
        </translation>
    </message>
    <message>
        <source>Plain words.</source>
        <translation>Parole.</translation>
    </message>
</context>
</TS>
"""


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="pyside6-lupdate is not installed")
def test_numerus_forms_survive_a_lupdate_run(tmp_path: Path) -> None:
    (tmp_path / "source.py").write_text(SOURCE, encoding="utf-8")
    ts = tmp_path / "it.ts"
    ts.write_text(TS, encoding="utf-8")
    saved = ts_files.numerus_state(ts)
    subprocess.run(["pyside6-lupdate", "-silent", "-no-obsolete", "-locations", "none", "source.py", "-ts", str(ts)],
                   cwd=tmp_path, check=True)
    folded = ts_files.read(ts)
    assert folded[("Log", "{player} gets %n bullets.")] == "{player} riceve %n proiettile."  # what lupdate does
    ts_files.promote(ts, "it", saved)
    assert ts_files.read(ts, finished_only=True) == {
        ("Log", "{player} gets %n bullets."): ("{player} riceve %n proiettile.", "{player} riceve %n proiettili."),
        ("Log", "Plain words."): "Parole.",
    }
    # The file is in lupdate's own layout: a second lupdate run and promote change nothing.
    before = ts.read_text(encoding="utf-8")
    saved = ts_files.numerus_state(ts)
    subprocess.run(["pyside6-lupdate", "-silent", "-no-obsolete", "-locations", "none", "source.py", "-ts", str(ts)],
                   cwd=tmp_path, check=True)
    ts_files.promote(ts, "it", saved)
    assert ts.read_text(encoding="utf-8") == before
    # The source language's file holds only the counted message, unfinished until its English forms are given.
    english = tmp_path / "en.ts"
    ts_files.english_numerus(ts, english)
    assert list(ts_files.read(english)) == [("Log", "{player} gets %n bullets.")]
    assert ts_files.read(english, finished_only=True) == {}


def test_a_merge_keeps_numerus_forms() -> None:
    spec = importlib.util.spec_from_file_location("merge_translations", TOOLS / "merge_translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    found = tool.translations_of(TS)
    assert found[("Log", "{player} gets %n bullets.")] == ("{player} riceve %n proiettile.", "{player} riceve %n proiettili.")
    base = {("Log", "x %n"): ("a", "b")}
    assert tool.merged(base, {("Log", "x %n"): ("a", "B")}, base, False) == {("Log", "x %n"): ("a", "B")}
