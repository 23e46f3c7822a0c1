"""The app started as a person starts it lists, on its home screen, a table another computer advertises.

Computer "b" runs ``python -m tabletop_qt`` (tabletop_qt.app.main: qasync's loop, the window shown from the
main coroutine); computer "a" hosts a table with the headless host, which advertises it by multicast. The app's
test hook (TRACE_TABLES_ENV) prints the home screen's list each time it changes. Before the fix the window was
shown after its first-turn look, which found it hidden, so the home screen never looked for tables.
"""

from __future__ import annotations

import json
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.app import TRACE_TABLES_ENV, trace_home_tables
from tests.net.netns import TwoHosts, netns_available
from tests.net.peers import Peer

_why_not = netns_available()
TABLE = "Tavolo di Anna"


def _home_tables_events(process: subprocess.Popen[bytes], wanted: str, timeout: float) -> list[dict[str, Any]]:
    """The app's home_tables lines until one lists ``wanted`` (or the time is up)."""
    seen: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    assert process.stderr is not None
    while (left := deadline - time.monotonic()) > 0:
        # Waits for the app's next line, never past the deadline (an app that prints nothing must not hang us).
        ready, _, _ = select.select([process.stderr], [], [], left)
        if not ready:
            break
        line = process.stderr.readline()
        if not line:
            break
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(event, dict) and event.get("event") == "home_tables":
            seen.append(event)
            if wanted in event["tables"]:
                break
    return seen


@pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}")
def test_the_app_as_started_lists_a_table_from_another_computer_on_its_home_screen(tmp_path: Path) -> None:
    with TwoHosts() as hosts:
        host = Peer(["host", "tea_time", "--name", TABLE, "--players", "2"],
                    prefix=["ip", "netns", "exec", hosts.namespace("a")])
        try:
            assert host.wait_event("advertised")["addresses"] == [hosts.address("a")]
            app = hosts.run(
                "b",
                [sys.executable, "-m", "tabletop_qt", "--data-dir", str(tmp_path / "data"), "--language", "en"],
                env={TRACE_TABLES_ENV: "1"},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                bufsize=0,  # unbuffered: select() below sees every line as soon as it is written
            )
            seen = _home_tables_events(app, TABLE, timeout=40)
        finally:
            host.kill()
    assert seen and seen[-1]["tables"] == [TABLE], seen


def test_the_hook_prints_the_listed_names_and_only_when_the_list_changes(qtbot, capsys) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.ui.home_tables import NetworkTables
    from tests.ui.test_lan_support import make_ad

    tables = NetworkTables(None)
    qtbot.addWidget(tables)
    trace_home_tables(tables)
    assert capsys.readouterr().err == ""  # nothing until the list changes
    tables._on_browser_table_found(make_ad("a" * 32, table_name="Kitchen"))
    tables._on_browser_table_found(make_ad("b" * 32, table_name="<b>Den</b>"))
    tables._on_browser_table_lost("a" * 32)
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    assert [line["tables"] for line in lines] == [["Kitchen"], ["Kitchen", "<b>Den</b>"], ["<b>Den</b>"]]
