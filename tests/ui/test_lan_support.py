"""Shared by the LAN window tests: the asyncio loop over the test's QApplication, an in-process host, fakes for
discovery's network side. (No tests here; the test_lan_* modules import these fixtures.)"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import qasync
from PySide6.QtCore import QSettings

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, ViewChanged
from tabletop_qt.net.discovery import Browser, TableAd
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.rules_thread.controller import TableController
from tabletop_qt.ui.main_window import MainWindow


@pytest.fixture
def aio(qapp, qtbot) -> Iterator[asyncio.AbstractEventLoop]:  # type: ignore[no-untyped-def]
    """qasync's loop over the test's QApplication, running as in the app: every Qt event the test processes
    (qtbot.waitUntil, clicks) also runs the sockets' callbacks and the tasks."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        qtbot.waitUntil(lambda: all(task.done() for task in pending), timeout=5000)
    # qasync's stop() would quit the QApplication the other tests still use: end the loop by hand instead.
    loop._QEventLoop__is_running = False  # type: ignore[attr-defined]
    asyncio.events._set_running_loop(None)
    loop.close()
    asyncio.set_event_loop(None)
    # The loop's timer object and the sockets' notifiers are Qt objects of this thread held in reference cycles:
    # collect them here. Left to a later collection in the rules thread, their timers would outlive them.
    pending.clear()
    del loop
    gc.collect()


def run(qtbot, coro: Any, timeout: int = 10000) -> Any:  # type: ignore[no-untyped-def]
    """Run a coroutine on the loop while Qt events are processed; its result."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


class QuietBrowser(Browser):
    """discovery's Browser without the network: the tests emit its signals themselves."""

    def start(self, interfaces: list[str] | None = None) -> None:
        super().start(interfaces=[])


@dataclass
class FakeAdvertiser:
    """Records what the window announces instead of sending it by multicast."""

    ads: list[Any] = field(default_factory=list)
    stopped: bool = False

    async def start(self, ad: Any) -> None:
        self.ads.append(ad)

    async def update(self, ad: Any) -> None:
        self.ads.append(ad)

    async def stop(self) -> None:
        self.stopped = True


@pytest.fixture
def lan_window(aio, qtbot, languages, data_dir) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The real main window, closed by the test itself: closing starts the goodbyes, which shutdown() awaits."""
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    advertisers: list[FakeAdvertiser] = []

    def advertiser() -> FakeAdvertiser:
        advertisers.append(FakeAdvertiser())
        return advertisers[-1]

    window.lan.bind = "127.0.0.1"
    window.lan.addresses = lambda: ["127.0.0.1"]
    window.lan.advertiser_factory = advertiser
    window.browser_factory = QuietBrowser
    window.advertisers = advertisers  # type: ignore[attr-defined]
    yield window
    window.close()
    run(qtbot, window.shutdown())
    window.deleteLater()


def make_ad(instance: str = "a" * 32, **changes: Any) -> TableAd:
    values: dict[str, Any] = {
        "instance": instance,
        "table_name": "Kitchen table",
        "game": "tea_time",
        "app_version": __version__,
        "protocol": PROTOCOL,
        "protocol_min": PROTOCOL_MIN,
        "free_seats": 1,
        "seats": 2,
        "code_required": False,
        "host_name": "kitchen-pc",
        "addresses": ("127.0.0.1",),
        "port": 50123,
    }
    values.update(changes)
    return TableAd(**values)


@dataclass
class InProcessHost:
    """A host like ``python -m tabletop_qt.net host``, in this process: a bot seat and an open one."""

    core: HostCore
    controller: TableController
    host: NetHost
    port: int = 0
    started: list[GameSetup] = field(default_factory=list)
    updates: list[Any] = field(default_factory=list)

    def start_game(self) -> None:
        specs = []
        for seat in self.core.seats:
            if seat.state is SeatState.REMOTE:
                specs.append(SeatSpec(SeatKind.REMOTE, seat.name))
            else:
                specs.append(SeatSpec(SeatKind.BOT, seat.name, seat.level))
        setup = GameSetup(self.core.game_id, tuple(specs), 5)
        self.host._apply(self.core.start())
        self.controller.start(setup)
        self.started.append(setup)


def in_process_host(qtbot, code: str | None = None, game_id: str = "tea_time") -> InProcessHost:  # type: ignore[no-untyped-def]
    seats = [Seat("Robo", SeatState.BOT, level="easy"), Seat("", SeatState.OPEN)]
    core = HostCore("Robo's table", game_id, GAMES[game_id].rules_version, seats, code, __version__)
    controller = TableController(None, bot_delay_ms=0)
    host = NetHost(core, controller)
    table = InProcessHost(core, controller, host)
    table.port = run(qtbot, host.start("127.0.0.1", 0))
    host.all_seated.connect(table.start_game)
    controller.table_updated.connect(table.updates.append)
    return table


def stop_host(qtbot, table: InProcessHost) -> None:  # type: ignore[no-untyped-def]
    run(qtbot, table.host.stop())
    table.controller.shutdown()


class BotGuest:
    """A guest on the network played by the test: it submits the first legal action of each new view."""

    def __init__(self, name: str, code: str | None = None) -> None:
        self.client = NetClient(ClientCore(name, code=code, app_version=__version__))
        self.views: list[ViewChanged] = []
        self.chat: list[tuple[str, str]] = []
        self.rejected: list[str] = []
        self.closed: list[str] = []
        self._acted = -1
        self.client.view_changed.connect(self._on_view)
        self.client.chat_received.connect(lambda name, text: self.chat.append((name, text)))
        self.client.rejected.connect(self.rejected.append)
        self.client.host_closed.connect(self.closed.append)
        self.client.intent_answered.connect(self._on_answer)

    def _on_view(self, event: ViewChanged) -> None:
        self.views.append(event)
        self._play()

    def _on_answer(self, event: Any) -> None:
        if not event.accepted:
            self._acted = -1
            self._play()

    def _play(self) -> None:
        core = self.client.core
        if not core.legal or core.view is None or core.view.get("finished") or self._acted == core.version:
            return
        self._acted = core.version
        self.client.submit(core.legal[0])

    @property
    def finished(self) -> bool:
        return bool(self.views) and bool(self.views[-1].view.get("finished"))
