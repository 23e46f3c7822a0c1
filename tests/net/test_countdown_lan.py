"""The referee's countdown of a real-time game reaches the guests: the time left, never the host's clock.

The host's countdown has a deadline on the host's monotonic clock, which means nothing on another computer; an
update carries what is left when the host sends it ("countdown": phase, round, seats, remaining_ms, total_ms),
and the guest puts the deadline back on its own clock. First the sans-IO cores with two clocks far apart, then a
real host (its rules thread playing Frantic Frankfurt) and a guest's RemoteTableController over real TCP in one
process, where both clocks are the same and the two deadlines can be compared.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import (
    ClientCore,
    HostMisbehaved,
    ViewChanged,
    Welcomed,
)
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import CountdownAt, HostCore, SeatView, Send
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import T
from tabletop_qt.net.remote_table import RemoteTableController
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController
from tests.net.protocol_support import decode_frames
from tests.ui.test_lan_support import aio, run  # noqa: F401  (aio is a fixture)

FF = "frantic_frankfurt"
RULES = GAMES[FF].rules_version
HOST_CLOCK = 5_000.0  # the host's monotonic seconds: nowhere near the guest's
GUEST_CLOCK = 17.0


class Pair:
    """One HostCore and one ClientCore in memory, each with its own clock."""

    def __init__(self) -> None:
        self.host = HostCore("T", FF, RULES, [Seat("Host", SeatState.BOT, "normal"), Seat("", SeatState.OPEN)])
        self.client = ClientCore("Guest", game_id=FF, rules_version=RULES)
        self.wire: list[dict[str, Any]] = []
        self.raw = bytearray()
        self.host.connected(1, HOST_CLOCK)
        events = self.deliver(self.host.received(1, self.client.hello(), HOST_CLOCK))
        assert any(isinstance(e, Welcomed) for e in events)
        self.host.start()

    def deliver(self, effects: list[Any], guest_now: float = GUEST_CLOCK) -> list[Any]:
        events: list[Any] = []
        for effect in effects:
            if isinstance(effect, Send):
                self.raw += effect.data
                self.wire.extend(decode_frames(effect.data))
                events.extend(self.client.received(effect.data, guest_now))
        return events

    def publish(self, version: int, countdown: CountdownAt | None, host_now: float, view: Any = None) -> list[Any]:
        view = view if view is not None else {"phase": "opening", "n": version}
        views = {1: SeatView(view, [{"type": "ready", "round": 1}]), -1: SeatView(view, [])}
        return self.deliver(self.host.updates.table_changed(version, views, False, countdown, host_now))


def test_an_update_carries_the_time_left_and_the_guest_puts_the_deadline_on_its_own_clock() -> None:
    pair = Pair()
    countdown = CountdownAt("opening", 1, (0, 1), HOST_CLOCK + 2.5, 3000)
    events = pair.publish(0, countdown, HOST_CLOCK)
    (changed,) = [e for e in events if isinstance(e, ViewChanged)]
    left = changed.countdown
    assert left is not None
    assert (left.phase, left.round, left.seats, left.remaining_ms, left.total_ms) == ("opening", 1, (0, 1), 2500, 3000)
    # No round trip measured yet: the deadline counts from the frame's arrival on the guest's clock.
    assert left.deadline(0.0) == pytest.approx(GUEST_CLOCK + 2.5)
    assert pair.client.countdown == left
    update = pair.wire[-1]
    assert update["t"] == T.UPDATE
    assert update["countdown"] == {"phase": "opening", "round": 1, "seats": [0, 1], "remaining_ms": 2500, "total_ms": 3000}
    # Nothing of the host's clock on the wire, in any form.
    for clock in (HOST_CLOCK, HOST_CLOCK + 2.5):
        assert str(int(clock)).encode() not in pair.raw
    assert b"deadline" not in pair.raw


def test_half_the_measured_round_trip_is_taken_off_and_a_resync_tells_the_time_left_then() -> None:
    pair = Pair()
    # The guest has measured a 40 ms round trip with its pings.
    ping = pair.client.ping(1, GUEST_CLOCK - 1.0)
    pair.deliver(pair.host.received(1, ping, HOST_CLOCK - 1.0), guest_now=GUEST_CLOCK - 0.96)
    assert pair.client.round_trip == pytest.approx(0.04)
    countdown = CountdownAt("stuck", 3, (1,), HOST_CLOCK + 3.0, 3000)
    (changed,) = [e for e in pair.publish(7, countdown, HOST_CLOCK) if isinstance(e, ViewChanged)]
    assert changed.countdown is not None
    assert changed.countdown.deadline(0.0) == pytest.approx(GUEST_CLOCK - 0.02 + 3.0)
    # A resync 1.2 s later: the same countdown, with 1.2 s less left.
    events = pair.deliver(pair.host.received(1, pair.client.resync_request(), HOST_CLOCK + 1.2), GUEST_CLOCK + 1.2)
    (again,) = [e for e in events if isinstance(e, ViewChanged)]
    assert again.countdown is not None and again.countdown.remaining_ms == 1800
    # Past its deadline the time left is 0, never negative.
    events = pair.deliver(pair.host.received(1, pair.client.resync_request(), HOST_CLOCK + 9.0))
    (late,) = [e for e in events if isinstance(e, ViewChanged)]
    assert late.countdown is not None and late.countdown.remaining_ms == 0


def test_a_countdown_that_changes_on_an_unchanged_view_is_sent_and_an_unchanged_one_is_not() -> None:
    pair = Pair()
    view = {"phase": "race"}
    pair.publish(4, None, HOST_CLOCK, view)
    sent = len(pair.wire)
    pair.publish(4, None, HOST_CLOCK + 0.1, view)
    assert len(pair.wire) == sent  # nothing new
    race = CountdownAt("race", 2, (0,), HOST_CLOCK + 4.0, 4000)
    (changed,) = [e for e in pair.publish(4, race, HOST_CLOCK + 0.2, view) if isinstance(e, ViewChanged)]
    assert changed.countdown is not None and changed.countdown.seats == (0,)
    sent = len(pair.wire)
    pair.publish(4, race, HOST_CLOCK + 0.3, view)
    assert len(pair.wire) == sent  # the same countdown, only less time left: the guest's clock already runs
    (ended,) = [e for e in pair.publish(4, None, HOST_CLOCK + 0.4, view) if isinstance(e, ViewChanged)]
    assert ended.countdown is None and pair.client.countdown is None
    assert "countdown" not in pair.wire[-1]  # an update without one (what older hosts send) means none


@pytest.mark.parametrize(
    "bad",
    [
        "soon",
        {"phase": "opening", "round": 1, "seats": [0], "remaining_ms": -5, "total_ms": 3000},
        {"phase": "opening", "round": 1, "seats": [0], "remaining_ms": 10**9, "total_ms": 3000},
        {"phase": "opening", "round": 1, "seats": [True], "remaining_ms": 5, "total_ms": 3000},
        {"phase": "opening", "round": 1, "seats": "0", "remaining_ms": 5, "total_ms": 3000},
        {"phase": 3, "round": 1, "seats": [0], "remaining_ms": 5, "total_ms": 3000},
        {"round": 1, "seats": [0], "remaining_ms": 5, "total_ms": 3000},
    ],
)
def test_a_malformed_countdown_is_the_hosts_fault_and_changes_nothing(bad: Any) -> None:
    pair = Pair()
    pair.publish(0, None, HOST_CLOCK)
    before = (pair.client.version, pair.client.view, pair.client.countdown)
    from tests.net.protocol_support import json_frame

    update = dict(pair.wire[-1], version=1, countdown=bad)
    events = pair.client.received(json_frame(update), GUEST_CLOCK)
    assert [type(e) for e in events] == [HostMisbehaved]
    assert (pair.client.version, pair.client.view, pair.client.countdown) == before


def test_a_remaining_time_past_the_total_is_clamped_to_it() -> None:
    pair = Pair()
    pair.publish(0, None, HOST_CLOCK)
    from tests.net.protocol_support import json_frame

    countdown = {"phase": "opening", "round": 1, "seats": [1], "remaining_ms": 9000, "total_ms": 3000}
    events = pair.client.received(json_frame(dict(pair.wire[-1], version=1, countdown=countdown)), GUEST_CLOCK)
    (changed,) = events
    assert isinstance(changed, ViewChanged) and changed.countdown is not None
    assert changed.countdown.remaining_ms == 3000


# ---------------------------------------------------------------------- over real TCP, one process
def test_a_guests_table_shows_the_hosts_countdown_with_the_same_deadline(qtbot, aio) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    # The host's own seat is a bot, the guest's stays silent: the opening countdown runs out for it and the
    # referee says ready in its place. Scaled to a third, the whole wait is one second.
    seats = [Seat("Robo", SeatState.BOT, level="normal:fast"), Seat("", SeatState.OPEN)]
    core = HostCore("Countdown", FF, RULES, seats, None, __version__)
    controller = TableController(None, bot_delay_ms=0, realtime_scale=1 / 3)
    host = NetHost(core, controller)
    host_updates: list[TableUpdate] = []
    controller.table_updated.connect(host_updates.append)
    port = run(qtbot, host.start("127.0.0.1", 0))

    def start() -> None:
        host._apply(core.start())
        setup = GameSetup(FF, (SeatSpec(SeatKind.BOT, "Robo", "normal:fast"), SeatSpec(SeatKind.REMOTE, "Gina")), 3)
        controller.start(setup)

    host.all_seated.connect(start)
    client = NetClient(ClientCore("Gina", game_id=FF, rules_version=RULES, app_version=__version__))
    welcomes: list[Welcomed] = []
    client.welcomed.connect(welcomes.append)
    remote: list[RemoteTableController] = []
    guest_updates: list[TableUpdate] = []

    def on_welcome(welcome: Welcomed) -> None:
        remote.append(RemoteTableController(client, welcome))
        remote[0].table_updated.connect(guest_updates.append)

    client.welcomed.connect(on_welcome)
    try:
        run(qtbot, client.connect("127.0.0.1", port))
        qtbot.waitUntil(lambda: any(u.countdown is not None for u in guest_updates), timeout=5000)
        first = next(u for u in guest_updates if u.countdown is not None)
        hosted = next(u for u in host_updates if u.version == first.version)
        assert hosted.countdown is not None and first.countdown is not None
        ours, theirs = first.countdown, hosted.countdown
        assert (ours.phase, ours.round, ours.total_ms) == (theirs.phase, theirs.round, theirs.total_ms) == ("opening", 1, 1000)
        assert ours.seats == theirs.seats
        # One clock in this process: the guest's deadline is the host's, give or take the loopback trip and the
        # millisecond the time left is rounded to.
        assert abs(ours.deadline - theirs.deadline) < 0.05
        assert 0 < ours.remaining_ms() <= 1000
        # The guest says nothing; when the countdown ends the referee says ready for it and play begins, and the
        # guest's table has no countdown any more.
        qtbot.waitUntil(lambda: guest_updates[-1].views[-1]["phase"] != "opening", timeout=5000)
        assert guest_updates[-1].countdown is None or guest_updates[-1].countdown.phase != "opening"
        assert time.monotonic() >= theirs.deadline - 0.02
        log_seats = [e for entry in guest_updates[-1].log for e in entry.events if e.code == "ff.ready"]
        assert {e.args["seat"] for e in log_seats} == {0, 1}
    finally:
        for r in remote:
            r.shutdown()
        run(qtbot, client.close())
        run(qtbot, host.stop())
        controller.shutdown()
