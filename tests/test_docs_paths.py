"""Every path docs/architecture.md names exists: a newcomer who follows it lands on a real file or folder.

A path is a backticked span with a slash and no spaces (``ui/lan_side.py``, ``tests/test_layers.py``,
``ui/games/<game>/``); one not under a root folder of the repository is read under ``tabletop_qt/``. A bare module
name (``answer_clock.py``) must be some module of the package. ``<game>``
and ``<lang>`` stand for any game folder and language (at least one must exist), ``*`` is a glob; a span with
another placeholder is an example, not a path. The layout's folders are checked too.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
ROOTS = ("tabletop_qt/", "tests/", "benchmarks/", "tools/", "docs/", "packaging/", "resources/", "translations/", ".github/")
PATHLIKE = re.compile(r"^[\w<>*.\-]+(/[\w<>*.\-]+)*/?$")


def _games() -> list[str]:
    return sorted(p.name for p in (ROOT / "tabletop_qt" / "core" / "games").iterdir() if (p / "spec.py").is_file())


def _langs() -> list[str]:
    return sorted(p.name for p in (ROOT / "resources" / "help").iterdir() if p.is_dir())


def named_paths(text: str) -> list[str]:
    """The backticked spans of ``text`` that are paths (see the module's docstring)."""
    found = []
    for span in re.findall(r"`([^`\n]+)`", text):
        span = span.split(":")[0].strip()  # `net/remote_table.py: RemoteTableController`
        if re.fullmatch(r"\w+\.py", span):
            found.append(span)
            continue
        if "/" not in span or " " in span or span.startswith(("..", "/", "-")) or not PATHLIKE.match(span):
            continue
        if set(re.findall(r"<(\w+)>", span)) - {"game", "lang"}:
            continue  # an example such as <history>/.analysis/<id>.<seat>.json
        if "." not in span.rsplit("/", 1)[-1] and not span.endswith("/"):
            continue  # a word pair such as turn-based/real-time, not a file
        found.append(span)
    # The layout's folders: "  name/" at the first level of the tree is tabletop_qt/name.
    block = text.split("```", 2)[1]
    found += [f"tabletop_qt/{name}/" for name in re.findall(r"^  (\w+)/ ", block, re.MULTILINE)]
    return found


def exists(span: str) -> bool:
    if "/" not in span:
        return any((ROOT / "tabletop_qt").rglob(span))
    path = span if span.startswith(ROOTS) else f"tabletop_qt/{span}"
    candidates = [path]
    for name, values in (("<game>", _games()), ("<lang>", _langs())):
        if name in path:
            candidates = [c.replace(name, v) for c in candidates for v in values]
    return any(list(ROOT.glob(c.rstrip("/"))) if "*" in c else (ROOT / c).exists() for c in candidates)


def test_the_architecture_names_paths() -> None:
    assert len(named_paths(DOC.read_text(encoding="utf-8"))) > 40


def test_every_path_the_architecture_names_exists() -> None:
    missing = [span for span in named_paths(DOC.read_text(encoding="utf-8")) if not exists(span)]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_a_path_that_does_not_exist_is_found() -> None:
    text = "see `ui/no_such_module.py`, `ui/games/<game>/no_such.py`, `gone.py`\n```\n  nothing/  x\n```\n"
    assert [span for span in named_paths(text) if not exists(span)] == [
        "ui/no_such_module.py", "ui/games/<game>/no_such.py", "gone.py", "tabletop_qt/nothing/"
    ]
