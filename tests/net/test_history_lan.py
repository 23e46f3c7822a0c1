"""A game on the LAN kept in each peer's history from its own point of view, over real TCP on loopback.

The host (its rules thread, NetHost) seats a person of its own; a guest (NetClient + RemoteTableController, the
app's stack) plays the other seat and a spectator watches. When the game ends the host keeps a NETWORK record of
its own seat (computed by replaying its full log), the guest one of its seat (the views it received), the
spectator one of the public view. Each stored view is checked against what the host's table gave that reader,
and no card in the other hand at that moment is in it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from tabletop_qt import __version__
from tabletop_qt.bots import make_bot
from tabletop_qt.core.games import GAMES
from tabletop_qt.history.record import HistoryMode
from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, Welcomed
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.remote_table import RemoteTableController
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tests.ui.test_lan_support import aio, run  # noqa: F401  (aio is a fixture)

TS = "times_square"
RULES = GAMES[TS].rules_version
TIMEOUT_MS = 60_000


def strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def hand_ids(view: Any) -> set[str]:
    return {card["id"] for card in view.get("hand") or []}


def is_subsequence(part: list[Any], whole: list[Any]) -> bool:
    items = iter(whole)
    return all(any(x == y for y in items) for x in part)


def test_each_peer_keeps_its_own_view_of_a_finished_lan_game(qtbot, aio, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    host_dir, guest_dir, watcher_dir = tmp_path / "host", tmp_path / "guest", tmp_path / "watcher"
    seats = [Seat("Hana", SeatState.LOCAL), Seat("", SeatState.OPEN)]
    core = HostCore("History", TS, RULES, seats, None, __version__)
    controller = TableController(None, bot_delay_ms=0, history_dir=host_dir / "history")
    host = NetHost(core, controller)
    host_updates: list[TableUpdate] = []
    host_written: list[str] = []
    controller.table_updated.connect(host_updates.append)
    controller.history_written.connect(host_written.append)
    port = run(qtbot, host.start("127.0.0.1", 0))
    setup = GameSetup(TS, (SeatSpec(SeatKind.HUMAN, "Hana"), SeatSpec(SeatKind.REMOTE, "Gina")), 5)
    rng = random.Random(5)
    bot = make_bot(TS, "normal")
    acted: set[tuple[int, int]] = set()

    def start() -> None:
        host._apply(core.start())
        controller.start(setup)

    def host_moves(update: TableUpdate) -> None:
        # The person at the host plays as a normal bot would, once per position.
        legal = update.legal.get(0)
        if legal and (0, update.version) not in acted and not update.outcome.finished:
            acted.add((0, update.version))
            controller.submit(0, bot.choose(update.views[0], legal, rng))

    controller.table_updated.connect(host_moves)
    host.all_seated.connect(start)

    remotes: dict[str, RemoteTableController] = {}
    guest_written: list[tuple[str, str]] = []
    clients: dict[str, NetClient] = {}

    def join(name: str, folder: Path, spectator: bool) -> None:
        client = NetClient(
            ClientCore(name, game_id=TS, rules_version=RULES, app_version=__version__, spectator=spectator)
        )
        clients[name] = client

        def on_welcome(welcome: Welcomed) -> None:
            remote = RemoteTableController(client, welcome, history_dir=folder / "history")
            remotes[name] = remote
            remote.history_written.connect(lambda path: guest_written.append((name, path)))

            def guest_moves(update: TableUpdate) -> None:
                seat = remote.seat
                legal = update.legal.get(seat) if seat is not None else None
                if legal and (seat, update.version) not in acted and not update.outcome.finished:
                    acted.add((seat, update.version))
                    remote.submit(seat, bot.choose(update.views[seat], legal, rng))

            remote.table_updated.connect(guest_moves)

        client.welcomed.connect(on_welcome)
        run(qtbot, client.connect("127.0.0.1", port))

    try:
        join("Sam", watcher_dir, spectator=True)
        join("Gina", guest_dir, spectator=False)
        qtbot.waitUntil(lambda: bool(host_updates) and host_updates[-1].outcome.finished, timeout=TIMEOUT_MS)
        qtbot.waitUntil(lambda: len(host_written) == 1, timeout=TIMEOUT_MS)
        for remote in remotes.values():
            qtbot.waitUntil(lambda r=remote: r.update is not None and r.update.outcome.finished, timeout=TIMEOUT_MS)
            assert remote.wait_for_history(10)
        # Said on the GUI thread once each file is there (written by a thread of its own).
        qtbot.waitUntil(lambda: len(guest_written) == 2, timeout=TIMEOUT_MS)
        assert all(Path(path).exists() for _, path in guest_written)

        final = host_updates[-1]
        by_version: dict[int, TableUpdate] = {}
        for update in host_updates:
            by_version[update.version] = update  # the last update of each version (names may follow later)

        # The host: one record, of its own seat, whose views are what its table showed seat 0 at every change.
        (host_summary,) = HistoryStore(host_dir / "history").list()
        assert (host_summary.mode, host_summary.viewer, host_summary.players) == (
            HistoryMode.NETWORK, 0, ("Hana", "Gina"),
        )
        host_record = HistoryStore(host_dir / "history").load(host_summary.id)
        assert host_record.setup.seed == 0  # the seed would let anyone recompute the other hand
        host_replay = Replay(host_record)
        assert host_replay.seats_to_show() == (0,) and not host_replay.can_open_cards
        assert [host_replay.view(p, 0) for p in range(host_replay.positions)] == [
            by_version[v].views[0] for v in sorted(by_version)
        ]
        assert list(host_record.log) == list(final.logs[0])

        # The guest: its seat's views as the host's table gave them to seat 1, in order, ending with the end.
        (guest_summary,) = HistoryStore(guest_dir / "history").list()
        assert (guest_summary.mode, guest_summary.viewer, guest_summary.people) == (HistoryMode.NETWORK, 1, (1,))
        guest_record = HistoryStore(guest_dir / "history").load(guest_summary.id)
        guest_replay = Replay(guest_record)
        host_seat1 = [by_version[v].views[1] for v in sorted(by_version)]
        guest_views = [guest_replay.view(p, 1) for p in range(guest_replay.positions)]
        assert guest_replay.positions > 10
        assert is_subsequence(guest_views, host_seat1)
        assert guest_views[-1] == final.views[1]
        assert [e.to_json() for e in guest_record.log] == [e.to_json() for e in final.logs[1]]
        assert guest_record.outcome == final.outcome
        try:
            guest_replay.view(0, 0)
        except ValueError:
            pass
        else:
            raise AssertionError("a guest's record must not offer another seat's view")
        # No card of the host's hand, at the moment of each view, in what the guest kept.
        seat0_hands = {json.dumps(by_version[v].views[1], sort_keys=True): hand_ids(by_version[v].views[0])
                       for v in sorted(by_version)}
        checked = 0
        for view in guest_views:
            hidden = seat0_hands[json.dumps(view, sort_keys=True)]
            assert not hidden & strings_in(view)
            checked += bool(hidden)
        assert checked > 10

        # The spectator: the public view only, no hand at all; it keeps no statistics (no person of its own).
        (watch_summary,) = HistoryStore(watcher_dir / "history").list()
        assert (watch_summary.viewer, watch_summary.people) == (None, ())
        watch_replay = Replay(HistoryStore(watcher_dir / "history").load(watch_summary.id))
        public = [by_version[v].views[TableUpdate.PUBLIC] for v in sorted(by_version)]
        watched = [watch_replay.view(p, None) for p in range(watch_replay.positions)]
        assert is_subsequence(watched, public) and watched[-1] == final.views[TableUpdate.PUBLIC]
        assert all(not view.get("hand") for view in watched)
        assert HistoryStore(watcher_dir / "history").stats() == []
        assert [(s.name, s.played) for s in HistoryStore(guest_dir / "history").stats()] == [("Gina", 1)]
    finally:
        for remote in remotes.values():
            remote.shutdown()
        for client in clients.values():
            run(qtbot, client.close())
        run(qtbot, host.stop())
        controller.shutdown()
