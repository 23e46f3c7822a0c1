"""Frantic Frankfurt for three across a cable: a host and two guests play a whole real-time game to its end.

Two computers are two network namespaces joined by a veth pair (tests/net/netns.py). Computer "a" runs the host
(``python -m tests.net.ff_peer host``: the app's rules thread, its own seat a fast bot) and one guest; computer "b"
runs the other guest, across the cable. The guests' bots look, then move, through their NetClients; everyone's
think times and the referee's countdowns are scaled down so the game takes seconds. All three end on the same
outcome and the same final table, and both guests were shown the referee's countdowns.
"""

from __future__ import annotations


import pytest

from tests.net.netns import TwoHosts, netns_available
from tests.net.peers import Peer
from tests.net.two_computers_support import hosts  # noqa: F401 (a fixture)

_why_not = netns_available()
pytestmark = [
    pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}"),
    # Each game runs two app processes; one such game at a time keeps their timings those of a person's LAN.
    pytest.mark.xdist_group("two_computers"),
]

SCALE = "0.08"  # fast bots at 1/12.5 of their think times


def on(hosts: TwoHosts, host: str, *args: str) -> Peer:
    return Peer(list(args), prefix=["ip", "netns", "exec", hosts.namespace(host)], module="tests.net.ff_peer")


def test_three_peers_on_two_computers_play_frantic_frankfurt_to_the_end(hosts: TwoHosts) -> None:
    host = on(hosts, "a", "host", "--players", "3", "--seed", "11", "--scale", SCALE)
    guests: list[Peer] = []
    try:
        port = host.wait_event("listening")["port"]
        address = f"{hosts.address('a')}:{port}"
        # One guest beside the host, one across the cable; both reach the host by its address on the cable.
        guests.append(on(hosts, "a", "join", "--address", address, "--name", "Anna", "--scale", SCALE, "--seed", "1"))
        guests.append(on(hosts, "b", "join", "--address", address, "--name", "Bruno", "--scale", SCALE, "--seed", "2"))
        results = [guest.result(timeout=120) for guest in guests]
        code, hosted = host.result(timeout=30)
    finally:
        for peer in (host, *guests):
            peer.kill()
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert hosted["outcome"]["reason"] == "ff.draw_pile_spent"
    assert sorted(result["seat"] for _, result in results) == [1, 2]
    for rc, result in results:
        assert rc == 0, result
        assert result["outcome"] == hosted["outcome"]
        assert result["state_hash"] == hosted["state_hash"]
        assert result["intents"] > 20  # the guest really played, through the cable
        assert set(result["refusals"]) <= {"ff.too_late", "ff.no_reveal_pending", "lan.too_fast"}
        assert result["countdowns"] > 0
