"""High Noon Saloon in teams across a cable: four players, 2x2, on two computers, played to the end.

Two computers are two network namespaces joined by a veth pair (tests/net/netns.py). Computer "a" runs the host
(``python -m tabletop_qt.net host high_noon_saloon --option teams=2x2``: the app's rules thread, its own seat a
normal bot at full speed) and one guest; computer "b" runs the two other guests. Every guest is given only the
table's name and finds it by zeroconf multicast. The teams alternate round the table (seats 0 and 2 against 1
and 3), so each team has a player on each computer: a card passed to a teammate, a team card, the team's grit all
cross the cable. Every peer ends on the same final table (equal state hashes), and the outcome names one whole
team as the winner, or nobody.
"""

from __future__ import annotations


import pytest

from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tests.net.netns import TwoHosts, netns_available
from tests.net.two_computers_support import hosts, on  # noqa: F401 (hosts: a fixture)

_why_not = netns_available()
pytestmark = [
    pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}"),
    # Each game runs two app processes; one such game at a time keeps their timings those of a person's LAN.
    pytest.mark.xdist_group("two_computers"),
]

TABLE = "Saloon di Anna"
TEAMS = ((0, 2), (1, 3))
HOUSE = house_set().ref


def test_two_teams_split_across_two_computers_play_high_noon_saloon_to_the_end(hosts: TwoHosts) -> None:
    host = on(
        hosts, "a", "host", "high_noon_saloon", "--name", TABLE, "--players", "4", "--seed", "8",
        "--option", "teams=2x2", "--option", "advanced=true",
    )
    where = {1: "a", 2: "b", 3: "b"}
    guests = [on(hosts, where[seat], "join", "--discover", TABLE, "--seat", str(seat), "--name", f"P{seat}") for seat in where]
    try:
        assert host.wait_event("advertised")["addresses"] == [hosts.address("a")]
        for guest in guests:
            found = guest.wait_event("discovered")
            assert (found["address"], found["game"]) == (hosts.address("a"), "high_noon_saloon")
            # The ad names the table's content pack; each guest's hello says it has it, and the host checks.
            assert (found["pack"], found["pack_hash"]) == ("house", HOUSE.digest)
        started = host.wait_event("started", timeout=60)
        results = [guest.result(timeout=150) for guest in guests]
        code, hosted = host.result(timeout=30)
    finally:
        for peer in (host, *guests):
            peer.kill()
    assert started["options"]["teams"] == "2x2"
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert sorted(result["seat"] for _, result in results) == [1, 2, 3]
    for rc, result in results:
        assert rc == 0, result
        assert result["outcome"] == hosted["outcome"]
        assert result["state_hash"] == hosted["state_hash"]
    outcome = hosted["outcome"]
    if outcome["winners"]:
        assert outcome["reason"] == "hns.last_team_standing"
        assert tuple(sorted(outcome["winners"])) in TEAMS  # a whole team, on both computers
    else:
        assert outcome["reason"] == "hns.nobody_standing"
