"""An out-of-turn window on the wire, sans-IO: the "answer" of an update (who is asked, what about, the time left,
never the host's clock), "current" (who the table waits on) and "timed_out" (said once), with two clocks far
apart; and what the guest's reader refuses. The same dating as the referee's countdown (test_countdown_lan.py)."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pytest

from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client_core import ClientCore, HostMisbehaved, ViewChanged, Welcomed
from tabletop_qt.net.host_core import AnswerAt, HostCore, SeatView, Send
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import T
from tabletop_qt.net.remote_table import _local_answer
from tests.net.protocol_support import decode_frames, json_frame

HNS = "high_noon_saloon"
RULES = GAMES[HNS].rules_version
HOST_CLOCK = 9_000.0
GUEST_CLOCK = 31.0
DETAILS = {"attacker": 0, "weapon": "revolver#2", "attack": "gun", "counter": False, "damage": 3}


class Pair:
    def __init__(self) -> None:
        self.host = HostCore("T", HNS, RULES, [Seat("Bix", SeatState.BOT, "normal"), Seat("", SeatState.OPEN)])
        self.client = ClientCore("Gina", game_id=HNS, rules_version=RULES)
        self.wire: list[dict[str, Any]] = []
        self.raw = bytearray()
        self.host.connected(1, HOST_CLOCK)
        assert any(isinstance(e, Welcomed) for e in self.deliver(self.host.received(1, self.client.hello(), HOST_CLOCK)))
        self.host.start()

    def deliver(self, effects: list[Any], guest_now: float = GUEST_CLOCK) -> list[Any]:
        events: list[Any] = []
        for effect in effects:
            if isinstance(effect, Send):
                self.raw += effect.data
                self.wire.extend(decode_frames(effect.data))
                events.extend(self.client.received(effect.data, guest_now))
        return events

    def publish(self, version: int, answer: AnswerAt | None, host_now: float, **kwargs: Any) -> list[ViewChanged]:
        view = {"players": [{}, {"hand": []}], "n": version}
        views = {1: SeatView(view, [{"type": "pass"}]), -1: SeatView(view, [])}
        effects = self.host.updates.table_changed(version, views, False, None, host_now, False, answer, **kwargs)
        return [e for e in self.deliver(effects) if isinstance(e, ViewChanged)]


def test_a_window_goes_out_with_the_time_left_and_lands_on_the_guests_clock() -> None:
    pair = Pair()
    answer = AnswerAt(1, "block", DETAILS, HOST_CLOCK + 12.5, 20_000)
    (changed,) = pair.publish(3, answer, HOST_CLOCK, current=(1,))
    assert pair.wire[-1]["answer"] == {"seat": 1, "kind": "block", "details": DETAILS, "total_ms": 20_000, "remaining_ms": 12_500}
    assert pair.wire[-1]["current"] == [1]
    left = changed.answer
    assert left is not None and (left.seat, left.kind, left.details) == (1, "block", DETAILS)
    assert left.remaining_ms == 12_500 and left.total_ms == 20_000
    assert left.deadline(0.0) == pytest.approx(GUEST_CLOCK + 12.5)
    assert changed.current == (1,) and changed.timed_out is None
    for clock in (HOST_CLOCK, HOST_CLOCK + 12.5):
        assert str(int(clock)).encode() not in pair.raw
    # The board's AnswerWindow: the deadline on this process's monotonic clock (the adapter passes it: here a frame
    # dated "now"), the total kept.
    window = _local_answer(replace(left, sent_at=time.monotonic()))
    assert window is not None and window.total_ms == 20_000 and 0 < window.remaining_ms() <= 12_500


def test_a_bots_window_has_no_countdown_and_an_unchanged_window_is_not_sent_again() -> None:
    pair = Pair()
    bots = AnswerAt(0, "block", DETAILS, None, 0)
    (changed,) = pair.publish(5, bots, HOST_CLOCK, current=(0,))
    assert "remaining_ms" not in pair.wire[-1]["answer"] and changed.answer is not None
    assert changed.answer.remaining_ms is None and changed.answer.deadline(0.0) is None
    sent = len(pair.wire)
    assert pair.publish(5, bots, HOST_CLOCK + 1.0, current=(0,)) == [] and len(pair.wire) == sent
    # The window closes on the same view: that is news.
    (closed,) = pair.publish(5, None, HOST_CLOCK + 2.0, current=(0,))
    assert closed.answer is None and "answer" not in pair.wire[-1]


def test_timed_out_is_said_on_the_first_update_of_that_change_only() -> None:
    pair = Pair()
    pair.publish(1, AnswerAt(1, "block", DETAILS, HOST_CLOCK + 0.4, 400), HOST_CLOCK)
    (passed,) = pair.publish(2, None, HOST_CLOCK + 0.4, timed_out=1, current=(0,))
    assert passed.timed_out == 1 and pair.wire[-1]["timed_out"] == 1
    # A resync of the same position repeats the position, not the news.
    events = pair.deliver(pair.host.received(1, pair.client.resync_request(), HOST_CLOCK + 1.0))
    (again,) = [e for e in events if isinstance(e, ViewChanged)]
    assert again.timed_out is None and "timed_out" not in pair.wire[-1]


@pytest.mark.parametrize(
    "field, bad",
    [
        ("answer", "block"),
        ("answer", {"seat": 1, "kind": "block", "details": {}, "total_ms": 100, "remaining_ms": -1}),
        ("answer", {"seat": 99, "kind": "block", "details": {}, "total_ms": 100}),
        ("answer", {"seat": 1, "kind": "block" * 10, "details": {}, "total_ms": 100}),
        ("answer", {"seat": 1, "kind": "block", "details": {"hand": ["a", "b"]}, "total_ms": 100}),
        ("answer", {"seat": 1, "kind": "block", "details": {"x": {"nested": 1}}, "total_ms": 100}),
        ("answer", {"seat": 1, "kind": "block", "details": {str(i): i for i in range(40)}, "total_ms": 100}),
        ("answer", {"seat": 1, "kind": "block", "details": {"weapon": "w" * 500}, "total_ms": 100}),
        ("answer", {"seat": True, "kind": "block", "details": {}, "total_ms": 100}),
        ("current", [0, "1"]),
        ("current", 1),
        ("timed_out", -1),
        ("timed_out", "1"),
    ],
)
def test_a_malformed_window_is_the_hosts_fault_and_changes_nothing(field: str, bad: Any) -> None:
    pair = Pair()
    pair.publish(0, None, HOST_CLOCK)
    before = (pair.client.version, pair.client.view, pair.client.answer, pair.client.current)
    update = dict(pair.wire[-1], version=1)
    update[field] = bad
    events = pair.client.received(json_frame(update), GUEST_CLOCK)
    assert [type(e) for e in events] == [HostMisbehaved]
    assert (pair.client.version, pair.client.view, pair.client.answer, pair.client.current) == before
    assert pair.wire[-1]["t"] == T.UPDATE


def test_the_host_sends_a_windows_public_details_only() -> None:
    from tabletop_qt.net.host import answer_at
    from tabletop_qt.table.answers import AnswerWindow

    # A window whose details hold more than the game declares public (a future detail, a nested value): only the
    # declared keys with plain values go out; a game without windows declares nothing.
    details = dict(DETAILS, hand=["dodge#1"], options={"a": 1}, weapon="revolver#2")
    window = AnswerWindow(1, "block", details, {"type": "pass"}, HOST_CLOCK + 3, 20_000)
    at = answer_at(HNS, window)
    assert at is not None and dict(at.details) == DETAILS
    assert (at.seat, at.kind, at.deadline, at.total_ms) == (1, "block", HOST_CLOCK + 3, 20_000)
    assert answer_at("tea_time", window).details == {}
    assert answer_at(HNS, None) is None
