"""Two computers on one cable: the host advertises, the guest finds it by multicast alone and plays a whole game.

The computers are two network namespaces joined by a veth pair (tests/net/netns.py). The guest is given only
the table's name: it must find the address and port through zeroconf. (The cable pulled out mid-game is
test_two_computers_cable.py.)
"""

from __future__ import annotations

import pytest

from tests.net.netns import TwoHosts, netns_available
from tests.net.two_computers_support import hosts, on  # noqa: F401 (hosts: a fixture)

_why_not = netns_available()
pytestmark = [
    pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}"),
    # Each game runs two app processes; one such game at a time keeps their timings those of a person's LAN.
    pytest.mark.xdist_group("two_computers"),
]


# Times Square: two players, and a turn of many cards played by bots at full speed (the host's flood limit
# answers "too fast" and the joiner waits, rather than waiting forever for an answer that never comes).
@pytest.mark.parametrize(("game", "players"), [("tea_time", 3), ("times_square", 2)])
def test_a_guest_finds_the_table_by_multicast_alone_and_plays_it_to_the_end(
    hosts: TwoHosts, game: str, players: int
) -> None:
    host = on(hosts, "a", "host", game, "--name", "Tavolo di Anna", "--players", str(players), "--seed", "5")
    guests = [on(hosts, "b", "join", "--discover", "Tavolo di Anna", "--name", f"B{i}") for i in range(players - 1)]
    try:
        assert host.wait_event("advertised")["addresses"] == [hosts.address("a")]
        for guest in guests:
            found = guest.wait_event("discovered")
            assert (found["address"], found["game"]) == (hosts.address("a"), game)
        results = [guest.result(timeout=120) for guest in guests]
        code, hosted = host.result()
    finally:
        for peer in (host, *guests):
            peer.kill()
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert sorted(result["seat"] for _, result in results) == list(range(1, players))
    for rc, result in results:
        assert rc == 0
        assert result["outcome"] == hosted["outcome"]
        assert result["state_hash"] == hosted["state_hash"]


def test_a_wrong_code_found_by_discovery_is_refused_for_the_code_alone_and_the_new_code_plays(
    hosts: TwoHosts,
) -> None:
    host = on(hosts, "a", "host", "tea_time", "--name", "Chiuso", "--players", "2", "--new-code")
    try:
        code = host.wait_event("join_code")["code"]
        with on(hosts, "b", "join", "--discover", "Chiuso", "--code", "WRONG-CODE") as intruder:
            rc, refused = intruder.result(timeout=60)
        # Only that the code is wrong: no word about the game the table plays.
        assert rc == 3 and refused == {"error": "lan.wrong_code"}
        with on(hosts, "b", "join", "--discover", "Chiuso", "--code", code.lower().replace("-", "")) as guest:
            rc, played = guest.result(timeout=120)
        _, hosted = host.result(timeout=30)
    finally:
        host.kill()
    assert rc == 0 and played["state_hash"] == hosted["state_hash"]
