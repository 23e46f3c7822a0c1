"""Two computers on one cable, the cable pulled out mid-game for longer than the silence limit, so both sides
really give the connection up; when it is plugged back in the guest reclaims its seat with its token and the game
finishes identically on both computers (tests/net/netns.py)."""

from __future__ import annotations

import time

import pytest

from tabletop_qt.net.host_core import SILENCE_SECONDS
from tests.net.netns import TwoHosts, netns_available
from tests.net.two_computers_support import hosts, on, wait_seat_state  # noqa: F401 (hosts: a fixture)

_why_not = netns_available()
pytestmark = [
    pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}"),
    pytest.mark.xdist_group("two_computers"),  # one two-computer game at a time, as in test_two_computers.py
]


def test_the_cable_pulled_out_mid_game_and_put_back_loses_nothing(hosts: TwoHosts) -> None:
    host = on(hosts, "a", "host", "tea_time", "--name", "Cavo", "--players", "2", "--bot-delay", "150")
    guest = on(hosts, "b", "join", "--discover", "Cavo", "--name", "Bruno", "--bot-delay", "150")
    try:
        seat = guest.wait_event("welcomed")["seat"]
        host.wait_event("started")
        time.sleep(1.5)  # a few moves into the game
        hosts.link_down()
        # Longer than the silence limit: the guest gives the connection up and the host holds the seat.
        guest.wait_event("connection_dropped", timeout=SILENCE_SECONDS + 10)
        held = wait_seat_state(host, seat, "reconnecting", timeout=SILENCE_SECONDS + 10)
        assert held["name"] == "Bruno"
        hosts.link_up()
        guest.wait_event("reconnected", timeout=20)
        wait_seat_state(host, seat, "remote", timeout=10, since=len(host.events))
        rc, played = guest.result(timeout=120)
        code, hosted = host.result(timeout=30)
    finally:
        host.kill()
        guest.kill()
    assert rc == 0 and code == 0
    assert hosted["outcome"]["finished"] is True
    assert played["seat"] == seat
    assert played["outcome"] == hosted["outcome"]
    assert played["state_hash"] == hosted["state_hash"]
