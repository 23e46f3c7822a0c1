"""Headless peers (python -m tabletop_qt.net) as real processes, for tests over real sockets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def peer_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def net_command(*args: str, module: str = "tabletop_qt.net") -> list[str]:
    return [sys.executable, "-m", module, *args]


class Peer:
    """One headless peer process; its stderr progress lines are collected as they come."""

    def __init__(self, args: Sequence[str], prefix: Sequence[str] = (), module: str = "tabletop_qt.net") -> None:
        """``module``: the peer to run (``tests.net.ff_peer`` for Frantic Frankfurt's real-time bots)."""
        self.args = list(args)
        self.process = subprocess.Popen(
            [*prefix, *net_command(*args, module=module)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=peer_env(),
            text=True,
        )
        self.events: list[dict[str, Any]] = []
        self.other_stderr: list[str] = []

    def wait_event(self, name: str, timeout: float = 30.0) -> dict[str, Any]:
        """Read stderr lines until a progress event called ``name`` arrives (or one already has)."""
        return self.wait_until(lambda event: event.get("event") == name, f"a {name!r} event", timeout)

    def wait_until(
        self, wanted: Callable[[dict[str, Any]], bool], what: str, timeout: float = 30.0, since: int = 0
    ) -> dict[str, Any]:
        """The first progress event from index ``since`` on that ``wanted`` accepts, reading more as needed."""
        for event in self.events[since:]:
            if wanted(event):
                return event
        deadline = time.monotonic() + timeout
        assert self.process.stderr is not None
        while time.monotonic() < deadline:
            line = self.process.stderr.readline()
            if not line:
                if self.process.poll() is not None:
                    break
                continue
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                self.other_stderr.append(line)
                continue
            self.events.append(event)
            if wanted(event):
                return event
        raise AssertionError(f"no {what} from {self.args}; stderr: {''.join(self.other_stderr)[-2000:]}")

    def result(self, timeout: float = 60.0) -> tuple[int, dict[str, Any]]:
        out, err = self.process.communicate(timeout=timeout)
        self.other_stderr.append(err)
        lines = [line for line in out.splitlines() if line.strip()]
        assert lines, f"{self.args} printed nothing; stderr: {''.join(self.other_stderr)[-2000:]}"
        return self.process.returncode, json.loads(lines[-1])

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)

    def __enter__(self) -> Peer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.kill()
