"""Smoke-test a built Tabletop Qt, or the source tree, and judge it against this checkout.

    python3 packaging/smoke.py dist/tabletop-qt/tabletop-qt      # the app folder's executable
    python3 packaging/smoke.py "dist/Tabletop Qt.app"             # a macOS bundle
    python3 packaging/smoke.py --source                           # python3 packaging/entry.py, for comparison

The app runs offscreen with ``TABLETOP_QT_SMOKE`` set, so ``tabletop_qt_smoke`` (bundled in it) drives the real
window: every language, every playable game's table, the rules help, a hard bot's move (its search in a worker
process), then a clean quit (see that module). This
script only starts it and reads its report; the verdict compares the report with the repo: the version, the
games registered in ``tabletop_qt/core/games``, the menu titles against ``translations/*.ts``, Qt's own
translations, the help pages in ``resources/help``, pictures actually drawn (and read through QImageReader, as the
app draws them), and no Qt warning. ``--version``
is checked too. Exit status 0 when everything holds; the problems are printed otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCE_COMMAND = [sys.executable, str(HERE / "entry.py")]
LANGUAGES = ("en", "it", "nl")
# The offscreen platform has no window manager; the test suite ignores the same two (pyproject.toml).
IGNORED_QT_MESSAGES = re.compile(r"This plugin does not support (propagateSizeHints|raise)")
MIN_PICTURE_COLOURS = 100  # a table with its cards drawn shows hundreds; a blank window a handful
# The Qt module a frozen app's hard-bot worker may have: PyInstaller's PySide6 run-time hook imports QtCore (and
# with it PySide6's own support modules) in every process of the app, before the entry point can send the child
# its own way. No other Qt module (QtGui, QtWidgets...): no window.
FROZEN_CHILD_QT = frozenset({"PySide6.QtCore"})
MIN_HELP_CHARS = 200
PICTURE_LIKENESS = 0.8  # the built app's table shows at least this share of the source's colours


@dataclass
class Run:
    """One start of the app in smoke mode: its report and what it printed."""

    report: dict[str, Any]
    returncode: int
    stdout: str
    stderr: str
    spawned_at: float  # time.time() just before the process was started, to compare with the report's stamps

    @property
    def first_paint_s(self) -> float:
        return float(self.report["t_painted"]) - self.spawned_at


@dataclass
class Verdict:
    problems: list[str] = field(default_factory=list)
    run: Run | None = None
    version_line: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


def app_command(path: Path) -> list[str]:
    """The command that starts a built app: its executable, or the one inside a macOS .app bundle."""
    if path.suffix == ".app":
        return [str(path / "Contents" / "MacOS" / "tabletop-qt")]
    return [str(path)]


def repo_version() -> str:
    text = (ROOT / "tabletop_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    assert match, "no __version__ in tabletop_qt/__init__.py"
    return match.group(1)


def repo_games() -> list[str]:
    """The playable games of this checkout (the registry imports no Qt and no rules until asked)."""
    code = "import sys; sys.path.insert(0, sys.argv[1]); from tabletop_qt.core.games import GAMES; print(' '.join(GAMES))"
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, check=True)
    return out.stdout.split()


def translations(language: str, context: str) -> dict[str, str]:
    """source -> translation of one context of translations/tabletop_qt_<language>.ts."""
    tree = ET.parse(ROOT / "translations" / f"tabletop_qt_{language}.ts")
    result: dict[str, str] = {}
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is not None and translation is not None and translation.text:
                result[source] = translation.text
    return result


def child_env(source: bool, pycache: str | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("TABLETOP_QT_DATA_DIR", None)
    if source:
        # This checkout's package, whatever copy pip installed (packaging/ is sys.path[0] for the smoke module).
        env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        if pycache is not None:  # compiled once and cached, as an installed app is (benchmarks/startup.py)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
    else:
        # A frozen app on a person's computer sees no Python settings of a developer's shell.
        for name in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP"):
            env.pop(name, None)
    return env


def run_app(command: list[str], mode: str, out_dir: Path, *, source: bool = False, pycache: str | None = None,
            timeout: float = 180.0) -> Run:
    """Start the app in smoke ``mode`` ("full" or "startup") with a fresh data folder in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    report_path = out_dir / "report.json"
    report_path.unlink(missing_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="data-", dir=out_dir))
    env = child_env(source, pycache)
    env["TABLETOP_QT_SMOKE"] = str(report_path)
    env["TABLETOP_QT_SMOKE_MODE"] = mode
    # --no-discovery: the check looks for no tables on the build machine's network.
    args = ["--data-dir", str(data_dir), "--language", "en", "--bot-delay", "0", "--no-discovery"]
    spawned_at = time.time()
    try:
        proc = subprocess.run([*command, *args], env=env, capture_output=True, text=True, timeout=timeout, cwd=out_dir, check=False)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"{' '.join(command)} did not quit within {timeout:.0f} s (smoke mode {mode})") from exc
    report: dict[str, Any] = {}
    if report_path.is_file():
        report = json.loads(report_path.read_text(encoding="utf-8"))
    return Run(report, proc.returncode, proc.stdout, proc.stderr, spawned_at)


def judge(run: Run, *, frozen: bool, reference: Run | None = None) -> list[str]:
    """What is wrong with a full smoke run, compared with this checkout; empty when all is well.

    ``reference``, a run from the source tree, is what each table should look like: a picture with far fewer
    colours than the source's lacks its card art (a missing SVG is drawn as nothing, without a warning)."""
    report = run.report
    if not report:
        return [f"the app wrote no report (exit status {run.returncode}); stderr:\n{run.stderr[-3000:]}"]
    problems: list[str] = []
    if run.returncode != 0 or report.get("rc") != 0:
        problems.append(f"exit status {run.returncode} (main() returned {report.get('rc')})")
    problems += [f"error in the app: {error}" for error in report.get("errors", [])]
    if "t_painted" not in report:
        problems.append("the main window never painted")
    for message in report.get("qt_messages", []):
        if message["type"] != "QtInfoMsg" and not IGNORED_QT_MESSAGES.search(message["text"]):
            problems.append(f"Qt {message['type']}: {message['text']}")
    facts = report.get("facts")
    if not facts:
        return problems + ["the checks never ran (no facts in the report)"]

    if facts["version"] != repo_version():
        problems.append(f"version {facts['version']!r}, the checkout says {repo_version()!r}")
    if facts["frozen"] != frozen:
        problems.append(f"sys.frozen is {facts['frozen']}, expected {frozen}")
    if frozen:
        bundle = Path(facts["bundle_dir"] or "/nonexistent").resolve()
        for key in ("resources_dir", "translations_dir", "qt_translations_dir"):
            if bundle not in Path(facts[key]).resolve().parents:
                problems.append(f"{key} is {facts[key]}, outside the bundle {bundle}")
    games = repo_games()
    if facts["games"] != games:
        problems.append(f"the app registers the games {facts['games']}, the checkout {games}")

    languages = report.get("languages", {})
    english = languages.get("en", {})
    for language in LANGUAGES:
        entry = languages.get(language)
        if entry is None:
            problems.append(f"language {language} was never shown")
            continue
        if language != "en":
            expected = translations(language, "Main")
            for source, shown in zip(english.get("menus", []), entry["menus"]):
                want = expected.get(source)
                if want is None:
                    problems.append(f"{language}: no translation of the menu {source!r} in translations/")
                elif shown != want:
                    problems.append(f"{language}: the menu {source!r} shows {shown!r}, translations/ says {want!r}")
            if entry["qt_cancel"] == "Cancel":
                problems.append(f"{language}: Qt's own strings are not translated (qtbase_{language}.qm missing?)")
        for game_id in games:
            table = entry["games"].get(game_id)
            if table is None:
                problems.append(f"{language}: the {game_id} table was never opened")
                continue
            if table["scene_items"] == 0:
                problems.append(f"{language}: the {game_id} table is empty")
            if table["picture_colours"] < MIN_PICTURE_COLOURS:
                problems.append(
                    f"{language}: the {game_id} table looks blank ({table['picture_colours']} colours; {table['picture']})"
                )
            seen = (reference.report.get("languages", {}).get(language, {}).get("games", {}).get(game_id) if reference else None)
            if seen and table["picture_colours"] < PICTURE_LIKENESS * seen["picture_colours"]:
                problems.append(
                    f"{language}: the {game_id} table has {table['picture_colours']} colours, from the source"
                    f" {seen['picture_colours']}: pictures missing? ({table['picture']} beside {seen['picture']})"
                )
            if table["help_chars"] < MIN_HELP_CHARS:
                problems.append(f"{language}: the {game_id} rules help is empty or missing ({table['help_chars']} characters)")
            own_page = ROOT / "resources" / "help" / language / f"{game_id}.html"
            english_help = english.get("games", {}).get(game_id, {}).get("help_start")
            if language != "en" and own_page.is_file() and table["help_start"] == english_help:
                problems.append(f"{language}: the {game_id} rules help is shown in English, though {own_page.name} exists")
    problems += svg_reader_problems(report)
    hard = report.get("hard_bot")
    if hard is None:
        problems.append("the hard bot never moved")
    else:
        if not hard.get("answered"):
            problems.append("the hard bot's move did not come from its worker process")
        if hard.get("worker_pid") in (None, hard.get("app_pid")):
            problems.append(f"the hard bot's worker process is not a process of its own: {hard}")
        # From the source tree the child imports no Qt at all; a frozen child has QtCore, loaded by PyInstaller's
        # run-time hook before the entry point, and must have nothing that could open a window.
        modules = hard.get("worker_qt_modules")
        if modules is None:
            problems.append(f"the hard bot's worker process did not say what it loaded: {hard}")
        elif frozen and {m for m in modules if m.startswith("PySide6.Qt")} - FROZEN_CHILD_QT:
            problems.append(f"the hard bot's worker process loaded Qt beyond QtCore: {hard}")
        elif not frozen and modules:
            problems.append(f"the hard bot's worker process loaded Qt: {hard}")
    return problems


def svg_reader_problems(report: dict[str, Any]) -> list[str]:
    """The app draws every SVG picture through QImageReader (tabletop_qt/ui/svg_read.py): without the qsvg image
    plugin, or with one that cannot load, the pictures stay plain (a table still has colours enough to pass for
    drawn, and a grab taken before the picture thread was done looked the same)."""
    check = report.get("svg_reader")
    if check is None:
        return ["the app did not say whether QImageReader reads SVG"]
    problems = []
    if "svg" not in check["formats"]:
        problems.append(f"QImageReader cannot read SVG: no 'svg' among its formats {check['formats']} (qsvg plugin missing?)")
    for where in ("gui_thread", "picture_thread"):
        if not isinstance(check.get(where), list):
            problems.append(f"QImageReader read no SVG on the {where.replace('_', ' ')}: {check.get(where)!r}")
    reads = report.get("svg_reads")
    if reads is None:
        problems.append("the app did not count the SVG pictures it read")
    else:
        if reads["unread"]:
            shown = "; ".join(f"{path}: {reason}" for path, reason in reads["unread"][:5])
            problems.append(f"{len(reads['unread'])} SVG pictures could not be read through QImageReader ({shown})")
        if not reads["read"]:
            problems.append("no SVG picture was read through QImageReader while the tables were shown")
    return problems


def check_version(command: list[str], *, source: bool = False) -> tuple[str, list[str]]:
    """(what ``--version`` printed, problems)."""
    proc = subprocess.run([*command, "--version"], env=child_env(source), capture_output=True, text=True, timeout=60, check=False)
    line = proc.stdout.strip()
    expected = f"tabletop-qt {repo_version()}"
    if sys.platform == "win32" and not source and proc.returncode == 0 and not line:
        # A Windows GUI executable has no console to print to; the smoke report carries the version instead.
        return "(no console output from a Windows GUI executable)", []
    problems = [] if proc.returncode == 0 and line == expected else [
        f"--version printed {line!r} (exit status {proc.returncode}), expected {expected!r}; stderr: {proc.stderr[-1000:]}"
    ]
    return line, problems


def smoke(command: list[str], out_dir: Path, *, frozen: bool = True, reference: Run | None = None) -> Verdict:
    """``--version``, then the full smoke run, judged. A built app is compared with a run from the source tree
    (``reference``, made here when not given)."""
    verdict = Verdict()
    verdict.version_line, verdict.problems = check_version(command, source=not frozen)
    if frozen and reference is None:
        reference = source_reference(out_dir / "source")
    try:
        verdict.run = run_app(command, "full", out_dir, source=not frozen)
    except RuntimeError as exc:  # it hung: a verdict, not a crash of the build
        verdict.problems.append(str(exc))
        return verdict
    verdict.problems += judge(verdict.run, frozen=frozen, reference=reference)
    return verdict


def source_reference(out_dir: Path) -> Run:
    """A full smoke run from this checkout's sources, which must itself pass."""
    run = run_app(SOURCE_COMMAND, "full", out_dir, source=True)
    problems = judge(run, frozen=False)
    if problems:
        raise RuntimeError("the smoke test fails from the source tree already:\n  " + "\n  ".join(problems))
    return run


def first_paint_times(commands: dict[str, tuple[list[str], bool]], runs: int, out_dir: Path) -> dict[str, list[float]]:
    """Seconds from process start to the first painted main window, ``runs`` times per command, alternating (so
    a busy moment of the machine hits all alike), after one warm-up run each (disk cache, compiled bytecode).
    ``commands``: label -> (command, is_source)."""
    times: dict[str, list[float]] = {label: [] for label in commands}
    with tempfile.TemporaryDirectory(prefix="tabletop-qt-pyc-") as pycache:
        for round_ in range(runs + 1):
            for label, (command, source) in commands.items():
                folder = out_dir / "startup" / re.sub(r"[^\w.-]+", "-", label).strip("-")
                run = run_app(command, "startup", folder, source=source, pycache=pycache, timeout=60)
                if run.returncode != 0 or "t_painted" not in run.report:
                    raise RuntimeError(f"{label} did not start cleanly: {run.report.get('errors')}\n{run.stderr[-2000:]}")
                if round_ > 0:
                    times[label].append(run.first_paint_s)
    return times


def summary_ms(values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    return f"median {statistics.median(ms):.0f} ms (min {min(ms):.0f}, max {max(ms):.0f}, {len(ms)} runs)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", nargs="?", type=Path, help="the built executable, or a macOS .app bundle")
    parser.add_argument("--source", action="store_true", help="test python3 packaging/entry.py from this checkout")
    parser.add_argument("--out", type=Path, help="where the report and pictures go (default: a temporary folder)")
    args = parser.parse_args(argv)
    if args.source == (args.app is not None):
        parser.error("give either the app or --source")
    command = SOURCE_COMMAND if args.source else app_command(args.app)
    out = args.out or Path(tempfile.mkdtemp(prefix="tabletop-qt-smoke-"))
    verdict = smoke(command, out, frozen=not args.source)
    print(f"{' '.join(command)}: {verdict.version_line}")
    if verdict.run and "t_painted" in verdict.run.report:
        print(f"first paint after {verdict.run.first_paint_s * 1000:.0f} ms; report and pictures in {out}")
    if verdict.ok:
        print("smoke test passed: every language, every game's table, the rules help, a hard bot's move from its worker process, a clean quit")
        return 0
    print("smoke test FAILED:\n  " + "\n  ".join(verdict.problems))
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
