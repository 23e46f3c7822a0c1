"""A guest's seat outlives the app: the app crashes mid-game (killed, in a separate process), is started again, and
the join dialog offers "Rejoin <table>", which takes the same seat back from the host that held it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui import rejoin_store
from tabletop_qt.ui.main_window import MainWindow
from tests.ui.helpers import take_by_clicking, wait_for_turn_or_end
from tests.ui.test_lan_support import (  # noqa: F401 (aio is a fixture)
    QuietBrowser,
    aio,
    in_process_host,
    run,
    stop_host,
)

REPO = Path(__file__).resolve().parents[2]

# The app as a person runs it: join by address, sit down, and crash (SIGKILL: no goodbye, no clean-up at all).
CRASHING_GUEST = textwrap.dedent(
    """
    import asyncio, os, signal, sys
    from PySide6.QtWidgets import QApplication

    app = QApplication(["tabletop-qt"])
    from tabletop_qt import app as app_module
    from tabletop_qt.ui.main_window import MainWindow
    keep = []

    async def scenario():
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        window.browser_factory = None
        dialog = window.lan.open_join_dialog()
        dialog._name.setText("Ada")
        dialog._address.setText(sys.argv[2])
        dialog.join_button.click()
        while window.game.update_shown is None:
            await asyncio.sleep(0.02)
        print("seated", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

    from tests.ui.app_scenario import start_when_the_loop_runs

    start_when_the_loop_runs(scenario, keep)
    app_module.main(["--data-dir", sys.argv[1], "--language", "en", "--no-discovery"])
    """
)


@pytest.fixture
def restarted(aio, qtbot, languages, data_dir) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The app started again on the data folder of the one that crashed (made when the test asks for it)."""
    made: list[MainWindow] = []

    def start() -> MainWindow:
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
        window.browser_factory = QuietBrowser
        window.resize(1200, 760)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield start  # type: ignore[misc]
    for window in made:
        window.close()
        run(qtbot, window.shutdown())
        window.deleteLater()


def test_a_guest_that_crashed_mid_game_rejoins_its_seat_after_a_restart(qtbot, restarted, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    table = in_process_host(qtbot)
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
        crashed = subprocess.Popen(
            [sys.executable, "-c", CRASHING_GUEST, str(data_dir), f"127.0.0.1:{table.port}"],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        # The host's loop runs in this process: pump it while the other app joins and dies.
        qtbot.waitUntil(lambda: crashed.poll() is not None, timeout=30000)
        out, err = crashed.communicate()
        assert "seated" in out, err
        assert crashed.returncode == -9  # it really crashed: no goodbye was said
        qtbot.waitUntil(lambda: table.core.seats[1].state is SeatState.RECONNECTING, timeout=15000)
        assert table.core.seats[1].name == "Ada" and table.started

        window = restarted()
        dialog = window.lan.open_join_dialog()
        assert dialog.rejoin_offered()
        assert dialog.rejoin_button.text() == "Rejoin Robo's table"
        assert f"127.0.0.1:{table.port}" in dialog._rejoin_text.text()
        qtbot.mouseClick(dialog.rejoin_button, Qt.MouseButton.LeftButton)

        page = window.game
        qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.update_shown is not None, timeout=10000)
        assert table.core.seats[1].state is SeatState.REMOTE and table.core.seats[1].name == "Ada"
        update = page.update_shown
        assert [(s.kind, s.name) for s in update.setup.seats] == [(SeatKind.REMOTE, "Robo"), (SeatKind.HUMAN, "Ada")]
        # The seat plays on: a move of ours reaches the host's table.
        wait_for_turn_or_end(qtbot, window, timeout=15000)
        before = len(table.updates)
        take_by_clicking(qtbot, window, min(page.scene.legal_takes()))
        qtbot.waitUntil(lambda: len(table.updates) > before, timeout=10000)
        assert rejoin_store.load(window._settings) is not None  # still seated: still kept

        # Leaving the table on purpose gives the seat up: no rejoin is offered any more.
        window.leave_table()
        assert rejoin_store.load(window._settings) is None
        assert not window.lan.open_join_dialog().rejoin_offered()
    finally:
        stop_host(qtbot, table)


def test_a_seat_the_host_no_longer_holds_is_said_so_and_forgotten(qtbot, restarted, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    table = in_process_host(qtbot)
    try:
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
        ticket = rejoin_store.RejoinTicket("Robo's table", "127.0.0.1", table.port, "not-a-token", "tea_time", 1, "Ada")
        rejoin_store.save(settings, ticket)
        assert rejoin_store.RejoinTicket.from_json(ticket.to_json()) == ticket
        window = restarted()
        dialog = window.lan.open_join_dialog()
        assert dialog.rejoin_offered()
        qtbot.mouseClick(dialog.rejoin_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.status_text() == "The host no longer holds this seat.", timeout=10000)
        assert not dialog.rejoin_offered() and not dialog.busy()
        assert rejoin_store.load(window._settings) is None
        assert table.core.seats[1].state is SeatState.OPEN  # nothing was taken
    finally:
        stop_host(qtbot, table)


@pytest.mark.parametrize(
    "text",
    [None, "", "[]", "{}", '{"table": "T", "host": "h", "port": "1", "token": "t", "game": "g", "seat": 0, "name": "n"}'],
)
def test_a_ticket_that_is_not_one_is_no_ticket(text: str | None) -> None:
    assert rejoin_store.RejoinTicket.from_json(text) is None
