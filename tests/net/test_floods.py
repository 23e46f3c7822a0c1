"""Floods cost the flooder, not the table (review rows 15, 21, 22): frames over the rate are dropped before they
are decoded, a guest's frames stay small after the welcome, chat has a rate per seat that a rejoin does not
reset, and the chat panel keeps a bounded number of lines."""

from __future__ import annotations

import struct

from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import BUCKET_SIZE, FLOOD_LIMIT, Refused
from tabletop_qt.net.messages import T
from tests.net.protocol_support import Lan, raw_frame
from tests.net.test_protocol_pairs import full_lan


def test_frames_over_the_rate_are_dropped_unread() -> None:
    lan = Lan(2)
    watcher = lan.join("Watcher", spectator=True)
    mark = len(lan.effects)
    burst = int(BUCKET_SIZE) - 1  # the rest of the burst (the hello took one), read and answered
    for n in range(burst):
        watcher.send(watcher.core.ping(n))
    # Then frames nobody could decode cheaply (too deeply nested to be JSON the host accepts): over the rate,
    # they are dropped by their length alone; decoded, the first would have cut the peer off as bad JSON.
    for _ in range(5):
        watcher.send(raw_frame(b"[" * 2000))
    lan.pump()
    assert not watcher.closed
    assert len(watcher.frames_of(T.PONG)) == burst
    assert [(e.reason, e.detail) for e in lan.of(Refused, mark)] == [("lan.flooding", "1")]


def test_a_guests_frames_stay_small_after_the_welcome() -> None:
    limits = Limits()
    lan = Lan(2, limits=limits)
    watcher = lan.join("Watcher", spectator=True)
    assert watcher.core.seat is None and not watcher.closed
    watcher.send(struct.pack(">I", limits.guest_max_frame + 1) + b"[")
    lan.pump()
    assert watcher.closed and watcher.close_reason == "lan.frame_too_large"


def test_chat_has_a_rate_per_seat_and_the_sender_is_told() -> None:
    limits = Limits(chat_burst=3, chat_rate=1.0)
    lan = Lan(3, limits=limits)
    ann, bob = lan.join("Ann"), lan.join("Bob")
    for n in range(6):
        ann.send(ann.core.chat(f"line {n}"))
    lan.pump()
    assert [f["text"] for f in bob.frames_of(T.CHAT)] == ["line 0", "line 1", "line 2"]
    assert [f["reason"] for f in ann.frames_of(T.CHAT_REFUSED)] == ["lan.chat_too_fast"] * 3
    lan.now += 1.0  # a line a second comes back
    ann.send(ann.core.chat("later"))
    lan.pump()
    assert bob.frames_of(T.CHAT)[-1]["text"] == "later"


def test_a_seat_cut_for_flooding_keeps_its_count_when_it_comes_back_with_its_token() -> None:
    lan, remotes = full_lan(2, seed=14)
    flooder = remotes[1]
    token = flooder.core.token
    sent = 0
    while not flooder.closed and sent < 10_000:  # a thousand pings a second, fifty times the allowed rate
        lan.now += 0.001
        sent += 1
        lan.apply(lan.host.received(flooder.conn, flooder.core.ping(sent), lan.now))
    assert flooder.close_reason == "lan.flooding"
    back = lan.join("Flood", token=token)
    assert back.core.seat == flooder.core.seat and not back.closed
    for n in range(3):  # at once, as it was cut: its bucket is as empty as it left it
        lan.now += 0.001
        lan.apply(lan.host.received(back.conn, back.core.ping(n), lan.now))
    assert back.closed and back.close_reason == "lan.flooding"
    assert lan.host._peers.get(back.conn) is None
    assert FLOOD_LIMIT > 3  # a fresh count would have taken another FLOOD_LIMIT drops


def test_the_chat_panel_keeps_its_newest_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.ui.lan_panel import CHAT_KEEP, LanPanel

    panel = LanPanel()
    qtbot.addWidget(panel)
    total = CHAT_KEEP * 2 + 5
    for n in range(total):
        if n % 100 == 7:
            panel.add_chat_notice("lan.chat_too_fast")
        else:
            panel.add_chat("Flood", f"line {n}")
    lines = panel.chat_lines()
    assert len(lines) == CHAT_KEEP
    assert lines[-1] == f"Flood: line {total - 1}"
    assert lines[0] == f"Flood: line {total - CHAT_KEEP}"
    panel.retranslate_ui()  # lines are worded again from their sources, which stay aligned with the items
    assert panel.chat_lines() == lines


def test_an_address_cut_for_flooding_waits_before_it_may_connect_again_and_longer_each_time() -> None:
    """Review row 21 / issue 24: a flooder cut off came straight back (a new exchange and a whole welcome each
    time) and flooded again; its address now waits, twice as long each time it is cut again."""
    from tabletop_qt.net.cooldowns import FIRST_WAIT

    lan = Lan(2)
    waits = []
    for _ in range(2):
        flooder = lan.join("Flood", spectator=True, address="10.0.0.5")
        sent = 0
        while not flooder.closed and sent < 10_000:
            lan.now += 0.001
            sent += 1
            lan.apply(lan.host.received(flooder.conn, flooder.core.ping(sent), lan.now))
        assert flooder.close_reason == "lan.flooding"
        back = lan.join("Flood", spectator=True, address="10.0.0.5")
        assert back.closed and back.frames[-1]["reason"] == "lan.try_later"
        waits.append(back.frames[-1]["retry_after"])
        other = lan.join("Other", spectator=True, address="10.0.0.6")  # nobody else waits for it
        assert not other.closed
        lan.drop(other)
        lan.now += waits[-1]
    assert waits == [FIRST_WAIT, 2 * FIRST_WAIT]
    assert not lan.join("Flood", spectator=True, address="10.0.0.5").closed  # its wait is over
