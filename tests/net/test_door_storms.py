"""Connection storms dropped at the kernel (net/storms.py, net/syn_filter.py; issue 24's latency aim).

A script that reconnects the instant it is refused cost the host an accept, a send and a close each time, on the
loop where the seated guests' frames wait: 30-50% of a core under the review's storms. An address past
STORM_REFUSALS door refusals in a second is now shut at the kernel: its connection attempts never reach the loop.
The checks that an attempt is dropped use a blocking connect with a short timeout: a SYN the listener's kernel
answers completes the connect without the host's process running at all, and a dropped one is sent again only
after a second.
"""

from __future__ import annotations

import asyncio
import socket
import sys

import pytest

from tabletop_qt.net import storms, syn_filter
from tabletop_qt.net.client_core import ClientCore
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_core import LostPlace, TurnedAway
from tabletop_qt.net.storms import STORM_REFUSALS, Storms
from tests.net.hostile_support import CODE, HONEST, connect, join, read_frame, start_host
from tests.net.loops import QASYNC, run_on
from tests.net.protocol_support import Lan

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="socket filters are Linux's")

STORMER = "127.0.0.2"
OTHER = "127.0.0.3"
DROPPED_WITHIN = 0.5  # a dropped SYN is sent again after 1 s: a connect that does not complete by then was dropped


def connects(port: int, source: str, family: int = socket.AF_INET, target: str = "127.0.0.1") -> bool:
    """Whether a connection from ``source`` completes (the kernel answered its SYN)."""
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.settimeout(DROPPED_WITHIN)
        sock.bind((source, 0))
        try:
            sock.connect((target, port))
        except (TimeoutError, socket.timeout):
            return False
        return True


# ====================================================================== the kernel's program
def test_the_program_drops_only_the_addresses_it_names() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)
        port = listener.getsockname()[1]
        syn_filter.attach(listener, [STORMER, "10.1.2.3", "2001:db8::/64", "not an address"])
        assert not connects(port, STORMER)
        assert connects(port, OTHER)
        syn_filter.attach(listener, [])
        assert connects(port, STORMER)


def test_on_a_dual_stack_socket_ipv4_peers_and_ipv6_doors_are_both_dropped() -> None:
    if not socket.has_ipv6:
        pytest.skip("no IPv6")
    with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as listener:
        listener.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        try:
            listener.bind(("::", 0))
        except OSError:
            pytest.skip("no IPv6 here")
        listener.listen(64)
        port = listener.getsockname()[1]
        # Many addresses ahead of the ones that matter: the long IPv4 block is jumped over for IPv6 packets.
        syn_filter.attach(listener, [*(f"10.9.{i // 200}.{i % 200}" for i in range(300)), STORMER, "::1"])
        assert not connects(port, STORMER)
        assert connects(port, OTHER)
        assert not connects(port, "::1", socket.AF_INET6, "::1")


# ====================================================================== who storms
def test_an_address_is_shut_only_past_the_storm_count_within_a_window() -> None:
    door = Storms()
    now = 100.0
    for _ in range(STORM_REFUSALS - 1):
        assert not door.refused("10.0.0.1", now)
    assert not door.refused("10.0.0.1", now + storms.WINDOW_SECONDS)  # a new window: counted from one again
    for i in range(STORM_REFUSALS - 1):
        assert door.refused("10.0.0.2", now, seated=True) is False  # a seat's address is never shut
    shut_at = [door.refused("10.0.0.3", now) for _ in range(STORM_REFUSALS)]
    assert shut_at == [False] * (STORM_REFUSALS - 1) + [True]
    assert door.shut(now) == frozenset({"10.0.0.3"})
    assert door.next_open(now) == now + storms.SHUT_SECONDS
    assert door.shut(now + storms.SHUT_SECONDS) == frozenset()


def test_each_storm_soon_after_shuts_for_twice_as_long_and_a_quiet_address_is_forgotten() -> None:
    door = Storms()
    now = 0.0
    shuts = []
    for _ in range(7):
        while not door.refused("10.0.0.1", now):
            pass
        shuts.append(door.next_open(now) - now)  # type: ignore[operator]
        now = door.next_open(now)  # type: ignore[assignment]
    assert shuts == [2.0, 4.0, 8.0, 16.0, 30.0, 30.0, 30.0]
    door.forget(now + storms.FORGET_SECONDS + 1)
    while not door.refused("10.0.0.1", now + storms.FORGET_SECONDS + 2):
        pass
    assert door.next_open(now + storms.FORGET_SECONDS + 2) == now + storms.FORGET_SECONDS + 2 + storms.SHUT_SECONDS


def test_an_address_whose_connections_keep_losing_their_places_is_shut() -> None:
    door = Storms()
    now = 50.0
    assert [door.lost_place("10.0.0.1", now + i) for i in range(storms.STORM_LOST)] == [False] * (
        storms.STORM_LOST - 1
    ) + [True]
    # One lost place a window, as an honest client on a bad line might: never shut.
    later = now + 100
    assert not any(door.lost_place("10.0.0.2", later + i * storms.LOST_WINDOW_SECONDS) for i in range(20))


def test_only_a_place_lost_without_a_whole_hello_is_told_and_a_guest_in_its_exchange_keeps_its_place() -> None:
    """A trickler loses its place (evicted, or at the hello deadline): LostPlace, counted towards a storm. A guest
    whose hello was whole and whose join code's exchange is under way (its computer answering slowly) is neither
    evicted as an unfinished hello nor counted: on a loaded computer the honest probe of lan_hostile.py was evicted
    again and again, and its address shut."""
    lan = Lan(3, join_code=CODE, limits=Limits(max_ungreeted=2, hello_evict_after=1.0))
    guest = lan.connect(ClientCore("Slow", code=CODE), "10.0.0.1")
    guest.send(guest.core.hello())
    lan.apply(lan.host.received(guest.conn, bytes(guest.to_host), lan.now))  # the host answered; the guest is slow
    guest.to_host.clear()
    trickler = lan.connect(ClientCore("T"), "10.0.0.2")
    lan.apply(lan.host.received(trickler.conn, b"\x00", lan.now))
    lan.now += 2.0
    newcomer = lan.connect(ClientCore("N"), "10.0.0.3")
    assert trickler.closed and not guest.closed and not newcomer.closed
    assert [(e.conn, e.address) for e in lan.of(LostPlace)] == [(trickler.conn, "10.0.0.2")]
    lan.now += lan.host.limits.hello_seconds + 1
    lan.tick()  # the newcomer never said hello: cut at the deadline, and told; the guest's exchange is a wrong code
    assert [e.address for e in lan.of(LostPlace)] == ["10.0.0.2", "10.0.0.3"]
    assert guest.closed and guest.close_reason == "lan.wrong_code"


def test_a_hello_told_to_try_later_by_the_join_codes_gate_is_turned_away_like_a_refusal_at_the_door() -> None:
    """Review row 12's guessers from 49 addresses: once the table's gate is shut, each hello is read and told
    lan.try_later (not at the door: the address's own door is open). A script asks again at once, many times a
    second: turned away each time, it storms (the benchmark's guess_many cost the host 42% of a core)."""
    lan = Lan(2, join_code=CODE, limits=Limits(table_free=2, first_wait=60.0, hold_limit=0.5, fresh_free=0))
    for n in range(3):
        lan.join("G", code="0000", address=f"10.0.1.{n}")  # wrong codes: the table's gate shuts
    mark = len(lan.effects)
    late = lan.join("L", code=CODE, address="10.0.2.1")
    assert late.closed and late.frames[-1]["reason"] == "lan.try_later"
    assert [(e.conn, e.address) for e in lan.of(TurnedAway, since=mark)] == [(late.conn, "10.0.2.1")]


# ====================================================================== the host
def test_a_script_storming_the_door_is_dropped_at_the_kernel_and_let_in_again_later(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(storms, "SHUT_SECONDS", 0.5)  # its first shut, short for the test (the host ticks often)
    limits = Limits(max_ungreeted_per_address=2)

    async def scenario() -> tuple[list[str | None], bool, bool, str | None, frozenset[str], bool, int]:
        live = await start_host(limits)
        loop = asyncio.get_running_loop()
        try:
            held = [await connect(live.port, STORMER) for _ in range(limits.max_ungreeted_per_address)]
            reasons: list[str | None] = []
            while STORMER not in live.host.shut_addresses:  # refused at the door, again and again
                assert len(reasons) < 10 * STORM_REFUSALS, "never shut"
                reader, writer = await connect(live.port, STORMER)
                answer = await read_frame(reader)
                writer.close()
                reasons.append(answer["reason"] if answer else None)
            refusals = live.host.door_refusals
            stormer = await loop.run_in_executor(None, connects, live.port, STORMER)
            other = await loop.run_in_executor(None, connects, live.port, OTHER)
            honest = await join(live.port, HONEST, code=CODE, spectator=True)
            for _, writer in held:
                writer.close()
            while live.host.shut_addresses:  # the shut runs out, on a tick
                await asyncio.sleep(0.02)
            again = await loop.run_in_executor(None, connects, live.port, STORMER)
            return reasons, stormer, other, honest, live.host.shut_addresses, again, refusals
        finally:
            await live.stop()

    reasons, stormer, other, honest, shut_after, again, refusals = run_on(QASYNC, scenario())
    assert set(reasons) == {"lan.too_many_connections"} and len(reasons) == STORM_REFUSALS
    assert refusals == STORM_REFUSALS
    assert not stormer  # dropped at the kernel: the loop never saw it
    assert other and honest == "welcome"
    assert shut_after == frozenset() and again


def test_a_script_trickling_hellos_from_one_address_is_shut_once_its_connections_keep_losing_their_places() -> None:
    """Connections that send a byte of a hello and no more hold places until cut at the hello deadline, then come
    back: under the door's caps, so never refused there, yet a transport made and cut each time."""
    limits = Limits(hello_seconds=0.2)

    async def scenario() -> tuple[int, bool]:
        live = await start_host(limits)
        loop = asyncio.get_running_loop()
        try:
            lost = 0
            while STORMER not in live.host.shut_addresses:
                assert lost < 10 * storms.STORM_LOST, "never shut"
                reader, writer = await connect(live.port, STORMER)
                writer.write(b"\x00")  # the first byte of a hello's length, and nothing more
                answer = await read_frame(reader)
                writer.close()
                assert answer == {"t": "reject", "reason": "lan.hello_timeout"}
                lost += 1
            return lost, await loop.run_in_executor(None, connects, live.port, STORMER)
        finally:
            await live.stop()

    lost, stormer = run_on(QASYNC, scenario())
    assert lost == storms.STORM_LOST and not stormer
