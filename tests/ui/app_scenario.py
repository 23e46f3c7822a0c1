"""For a test script that runs the real app (`tabletop_qt.app.main`) in a child process and drives it from inside."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from tests.test_cli import child_report

REPO = Path(__file__).resolve().parents[2]


def start_when_the_loop_runs(scenario: Callable[[], Coroutine[Any, Any, Any]], keep: list[Any]) -> None:
    """Run ``scenario()`` as a task once the app's asyncio loop runs: the app paints its first frame under Qt's own
    loop first, so a timer set before main() fires before there is an asyncio loop. The task goes into ``keep``."""

    def start() -> None:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            QTimer.singleShot(5, start)
            return
        keep.append(asyncio.ensure_future(scenario()))

    QTimer.singleShot(0, start)


def run_app_child(
    script: str,
    *args: str,
    timeout: float = 240,
    python_options: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    """Run ``script`` (which calls the app's main and prints a JSON report as its last line) in a child process,
    offscreen, with this checkout first on the path; the child's result and its report."""
    child_env = dict(os.environ if env is None else env)
    child_env["QT_QPA_PLATFORM"] = "offscreen"
    child_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), child_env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, *python_options, "-c", script, *args],
        cwd=REPO, env=child_env, capture_output=True, text=True, timeout=timeout, check=False,
    )
    return result, child_report(result)


async def until(check: Callable[[], object], what: str) -> None:
    """Wait (up to a minute, a loop turn every 20 ms) until ``check()`` is true; fail naming ``what`` if never."""
    for _ in range(3000):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("never: " + what)


def run_main_reporting(scenario: Callable[[], Coroutine[Any, Any, Any]], report: dict[str, Any], data_dir: str) -> None:
    """Run the app's main (English, no discovery, bots at full speed, ``data_dir``) with ``scenario`` started once
    its loop runs, then print ``report`` with main's exit code and the scenario's error, if any, as the last line."""
    from tabletop_qt import app as app_module

    keep: list[Any] = []
    start_when_the_loop_runs(scenario, keep)
    report["rc"] = app_module.main(["--data-dir", data_dir, "--language", "en", "--no-discovery", "--bot-delay", "0"])
    report["error"] = [repr(t.exception()) for t in keep if t.done() and t.exception() is not None]
    print(json.dumps(report))
