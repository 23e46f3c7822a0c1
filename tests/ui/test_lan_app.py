"""The app runs under qasync: quitting while hosting a table tells the guest, stops the rules threads and leaves no
task pending. Run as a separate process, the way the app runs."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

from tests.ui.app_scenario import run_app_child

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import ClientCore
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.ui.main_window import MainWindow
    from tabletop_qt.ui.new_game_dialog import NetworkOptions

    report = {"guest_told": [], "threads": []}
    keep = []

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        window.lan.advertiser_factory = None
        window.lan.bind = "127.0.0.1"
        setup = GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.REMOTE, "")), 3)
        lobby = window.lan.host_table(setup, NetworkOptions("Quit test", None))
        session = window.lan.session
        while session.port is None:
            await asyncio.sleep(0.02)
        guest = NetClient(ClientCore("Bea"))
        guest.host_closed.connect(report["guest_told"].append)
        keep.append(guest)
        await guest.connect("127.0.0.1", session.port)
        while lobby.seat_name(1) != "Bea":
            await asyncio.sleep(0.02)
        lobby.start_button.click()
        while window.game.update_shown is None:
            await asyncio.sleep(0.02)
        report["threads"] = [window.controller._thread, session.controller._thread]
        window.close()  # as the person does: the app's loop does the rest

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    rc = app_module.main(["--data-dir", sys.argv[1], "--language", "en", "--no-discovery"])
    print(json.dumps({
        "rc": rc,
        "guest_told": report["guest_told"],
        "threads_running": [t.isRunning() for t in report["threads"]],
    }))
    """
)


def test_quitting_while_hosting_tells_the_guest_and_ends_cleanly(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONASYNCIODEBUG"] = "1"  # asyncio reports every never-awaited coroutine and pending task it destroys
    result, report = run_app_child(SCRIPT, str(tmp_path), python_options=("-X", "dev"), env=env, timeout=120)
    assert report["rc"] == 0
    assert report["guest_told"] == ["lan.host_quit"]
    assert report["threads_running"] == [False, False]
    for trouble in ("Task was destroyed but it is pending", "was never awaited", "Traceback", "Exception"):
        assert trouble not in result.stderr, result.stderr
