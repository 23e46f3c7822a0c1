"""High Noon Saloon hosted on the LAN for the window's tests: an in-process host (the app's own HostCore, NetHost
and rules thread) with High Noon Saloon seats, the real window joining it by address as a person does, a quiet
headless guest that plays its own turns but never answers a window, and a spectator that keeps every byte.
(No tests here.)"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from typing import Any

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, ViewChanged
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tabletop_qt.ui.main_window import MainWindow
from tests.net.protocol_support import decode_frames
from tests.ui.hns_support import QuickBot
from tests.ui.test_lan_join import open_lobby_from_the_menu, type_into
from tests.ui.test_lan_support import run

HNS = "high_noon_saloon"


class HnsHost:
    """``seats``: a name per seat, "" for a seat open to the network; named seats are (quick) bots."""

    def __init__(
        self,
        qtbot: Any,
        seats: Sequence[str],
        answer_ms: int,
        seed: int,
        options: dict[str, Any] | None = None,
        bot_delay_ms: int = 0,
    ) -> None:
        specs = [Seat(name, SeatState.BOT, "normal") if name else Seat("", SeatState.OPEN) for name in seats]
        self.core = HostCore("Saloon", HNS, GAMES[HNS].rules_version, specs, None, __version__)
        self.controller = TableController(None, bot_delay_ms=bot_delay_ms, answer_ms=answer_ms)
        self.host = NetHost(self.core, self.controller)
        self.updates: list[TableUpdate] = []
        self.controller.table_updated.connect(self.updates.append)
        self.seed, self.options = seed, dict(options or {})
        self.port = run(qtbot, self.host.start("127.0.0.1", 0))
        self.host.all_seated.connect(self._start)

    def _start(self) -> None:
        specs = tuple(
            SeatSpec(SeatKind.BOT, s.name, s.level) if s.state is SeatState.BOT else SeatSpec(SeatKind.REMOTE, s.name)
            for s in self.core.seats
        )
        self.host._apply(self.core.start())
        self.controller.start(GameSetup(HNS, specs, self.seed, self.options))

    def update_of(self, version: int) -> TableUpdate:
        return next(u for u in reversed(self.updates) if u.version == version)

    def log_codes(self) -> list[tuple[str, dict[str, Any]]]:
        update = self.updates[-1]
        return [(e.code, dict(e.args)) for entry in update.log for e in entry.events]

    def stop(self, qtbot: Any) -> None:
        run(qtbot, self.host.stop())
        self.controller.shutdown()


def join_by_address(qtbot: Any, window: MainWindow, port: int, name: str) -> None:
    """The window joins the table as a person: Game ▸ Join, a name, the address, Join; until its first position."""
    dialog = open_lobby_from_the_menu(qtbot, window)
    type_into(qtbot, dialog._name, name)
    type_into(qtbot, dialog._address, f"127.0.0.1:{port}")
    from PySide6.QtCore import Qt

    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)


class QuietGuest:
    """A headless guest that plays its own turns (QuickBot's choices) but never answers an out-of-turn window: the
    host's countdown passes for it, so the window stays open long enough for the others to look at it."""

    def __init__(self, name: str) -> None:
        self.client = NetClient(ClientCore(name, game_id=HNS, rules_version=GAMES[HNS].rules_version, app_version=__version__))
        self.bot = QuickBot()
        self.hold = False  # True: not even its own turn (a test looking at a position keeps it still)
        self._acted = -1
        self.client.view_changed.connect(self._on_client_view_changed)
        self.client.intent_answered.connect(self._on_client_intent_answered)

    def _on_client_view_changed(self, _: ViewChanged) -> None:
        self._play()

    def _on_client_intent_answered(self, event: Any) -> None:
        if not event.accepted:
            self._acted = -1

    def resume(self) -> None:
        self.hold = False
        self._play()

    def _play(self) -> None:
        core = self.client.core
        if self.hold:
            return
        view = core.view
        if not core.legal or view is None or view.get("finished") or self._acted == core.version:
            return
        if core.answer is not None or core.current != (core.seat,):
            return  # a window (ours or anyone's), or not our turn: never a word
        self._acted = core.version
        self.client.submit(self.bot.choose(view, list(core.legal), random.Random(core.version)))


class Listener:
    """A spectator on a raw socket: every byte the host writes it, kept."""

    def __init__(self) -> None:
        self.core = ClientCore("Eve", game_id=HNS, rules_version=GAMES[HNS].rules_version, spectator=True)
        self.raw = bytearray()
        self._task: asyncio.Task[None] | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def connect(self, port: int) -> None:
        reader, self._writer = await asyncio.open_connection("127.0.0.1", port)
        self._writer.write(self.core.hello())
        loop = asyncio.get_running_loop()

        async def read() -> None:
            pings, said_at = 0, loop.time()
            while True:
                # A peer that says nothing is taken as gone after 12 s, however much the host writes it (bots at
                # full speed write all the time): say something every 2 s, read or not.
                if loop.time() - said_at >= 2.0:
                    pings, said_at = pings + 1, loop.time()
                    assert self._writer is not None
                    self._writer.write(self.core.ping(pings))
                try:
                    data = await asyncio.wait_for(reader.read(65536), 2.0)
                except asyncio.TimeoutError:
                    continue
                if not data:
                    return
                self.raw.extend(data)
                self.core.received(data)

        self._task = asyncio.ensure_future(read())

    def frames(self) -> list[dict[str, Any]]:
        """Every whole frame so far (one still arriving is left for later)."""
        data, end = bytes(self.raw), 0
        while end + 4 <= len(data) and end + 4 + int.from_bytes(data[end : end + 4], "big") <= len(data):
            end += 4 + int.from_bytes(data[end : end + 4], "big")
        return decode_frames(data[:end])

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
