"""IPv6 at a table on the network: addresses written and read with brackets and scopes, a host that listens on
IPv4 and IPv6 at once, ads that carry both, and two computers that speak IPv6 alone finding and playing a table
(link-local only, as on a network with no router; and with unique-local addresses)."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import uuid
from collections.abc import Iterator

import pytest
from zeroconf import ServiceInfo

from tabletop_qt.net.addresses import (
    address_text,
    connectable,
    listening_socket,
    parse_address,
    peer_host,
)
from tabletop_qt.net.discovery import SERVICE_TYPE, TableAd, ip_version_of
from tests.net.netns import TwoHostsV6, netns_available
from tests.net.peers import Peer
from tests.net.loops import both_loops, run_on


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.20:50000", ("192.168.1.20", 50000)),
        ("[fd00::1]:4000", ("fd00::1", 4000)),
        ("[fe80::1%eth0]:4000", ("fe80::1%eth0", 4000)),
        ("[fe80::1%3]:1", ("fe80::1%3", 1)),
        ("kitchen.local:5", ("kitchen.local", 5)),
        ("fd00::1:4000", None),  # without brackets the port cannot be told from the address
        ("[fd00::1]", None),
        ("[fd00::1]:70000", None),
        ("[]:4000", None),
        ("10.0.0.1:", None),
    ],
)
def test_addresses_are_read_with_brackets_and_scopes(text: str, expected: tuple[str, int] | None) -> None:
    assert parse_address(text) == expected
    if expected is not None:
        assert parse_address(address_text(*expected)) == expected


def test_only_addresses_a_connection_can_use_are_kept() -> None:
    assert connectable("10.0.0.1") and connectable("fd00::1") and connectable("fe80::1%3")
    for useless in ("fe80::1", "::", "0.0.0.0", "ff02::fb", "224.0.0.251", "255.255.255.255", "::ffff:10.0.0.1", "x"):
        assert not connectable(useless), useless
    assert peer_host(("::ffff:10.0.0.9", 5000, 0, 0)) == "10.0.0.9"
    assert peer_host(("fd00::9", 5000, 0, 0)) == "fd00::9"


def test_an_ad_keeps_ipv4_and_ipv6_addresses_ipv4_first_and_link_local_only_with_its_scope() -> None:
    instance = uuid.uuid4().hex
    properties = {
        b"name": b"Sei",
        b"game": b"tea_time",
        b"app": b"1",
        b"proto": b"1",
        b"proto_min": b"1",
        b"free": b"1",
        b"seats": b"2",
        b"code": b"0",
        b"host": b"h",
    }
    info = ServiceInfo(
        SERVICE_TYPE,
        f"{instance}.{SERVICE_TYPE}",
        port=4000,
        properties=properties,
        parsed_addresses=["fd00::5", "fe80::5", "10.0.0.5"],
    )
    ad = TableAd.from_service_info(info)
    assert ad is not None and ad.addresses == ("10.0.0.5", "fd00::5")  # fe80::5 came without a card: unusable
    # What this app announces carries no scope (it names a card of the host's machine only).
    mine = TableAd(instance, "Sei", "tea_time", "1", 1, 1, 1, 2, False, "h", ("fe80::1%lan0", "fd00::1"), 4000)
    assert sorted(mine.to_service_info().parsed_addresses()) == ["fd00::1", "fe80::1"]
    assert ip_version_of(["fe80::1%lan0"]).name == "V6Only"
    assert ip_version_of(["10.0.0.1", "fd00::1"]).name == "All"
    assert ip_version_of(["10.0.0.1"]).name == "V4Only"


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 on this machine")
@both_loops
def test_the_host_listens_on_ipv4_and_ipv6_on_one_port(loop_kind: str) -> None:
    async def both() -> tuple[list[str], int]:
        seen: list[str] = []

        async def on_connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            seen.append(peer_host(writer.get_extra_info("peername")))
            writer.close()

        server = await asyncio.start_server(on_connection, sock=listening_socket("::", 0))
        port = int(server.sockets[0].getsockname()[1])
        for host in ("127.0.0.1", "::1"):
            reader, writer = await asyncio.open_connection(host, port)
            await reader.read()  # the host closes it
            writer.close()
        server.close()
        await server.wait_closed()
        return seen, port

    seen, port = run_on(loop_kind, both())
    assert seen == ["127.0.0.1", "::1"] and port > 0


# --- two computers that speak IPv6 alone --------------------------------------------------------------------

_why_not = netns_available()
two_computers = pytest.mark.skipif(_why_not is not None, reason=f"two computers cannot be simulated here: {_why_not}")


@pytest.fixture(params=[False, True], ids=["link-local-only", "unique-local"])
def v6_hosts(request: pytest.FixtureRequest) -> Iterator[TwoHostsV6]:
    with TwoHostsV6(routable=request.param) as made:
        yield made


def on(hosts: TwoHostsV6, host: str, *args: str) -> Peer:
    return Peer(list(args), prefix=["ip", "netns", "exec", hosts.namespace(host)])


@two_computers
def test_two_computers_with_only_ipv6_find_the_table_and_play_it(v6_hosts: TwoHostsV6) -> None:
    hosts = v6_hosts
    assert hosts.ipv4_addresses("a") == "" and hosts.ipv4_addresses("b") == ""  # no IPv4 on the cable at all
    host = on(hosts, "a", "host", "tea_time", "--name", "Sei", "--players", "2", "--seed", "5")
    guest = on(hosts, "b", "join", "--discover", "Sei", "--name", "Bea")
    try:
        advertised = host.wait_event("advertised")["addresses"]
        if hosts.routable:
            assert advertised == [hosts.address("a")]
        else:
            assert advertised == [f"{hosts.link_local('a')}%lan0"]
        found = guest.wait_event("discovered")
        address = ipaddress.ip_address(found["address"])
        assert address.version == 6
        if hosts.routable:
            assert found["address"] == hosts.address("a")
        else:
            # Link-local: reachable only through the card it was heard on, named by the guest's own scope.
            assert str(ipaddress.IPv6Address(address.packed)) == hosts.link_local("a") and address.scope_id
        rc, played = guest.result(timeout=60)
        code, hosted = host.result(timeout=30)
    finally:
        host.kill()
        guest.kill()
    assert rc == 0 and code == 0 and hosted["outcome"]["finished"] is True
    assert played["seat"] == 1 and played["state_hash"] == hosted["state_hash"]


@two_computers
def test_a_link_local_address_typed_by_hand_with_its_card_joins() -> None:
    with TwoHostsV6(routable=False) as hosts:
        host = on(hosts, "a", "host", "tea_time", "--name", "Sei", "--players", "2", "--no-advertise")
        try:
            port = host.wait_event("listening")["port"]
            guest = on(hosts, "b", "join", "--address", f"[{hosts.link_local('a')}%lan0]:{port}", "--name", "Bea")
            try:
                rc, played = guest.result(timeout=60)
            finally:
                guest.kill()
            code, hosted = host.result(timeout=30)
        finally:
            host.kill()
    assert rc == 0 and code == 0 and played["state_hash"] == hosted["state_hash"]
