"""Zeroconf discovery: the advertisement's wire form, hostile ads, and real multicast between processes.

The multicast tests run inside Linux network namespaces (tests/net/netns.py) so they never touch the machine's
own network: one namespace whose loopback carries multicast, and two namespaces joined by a virtual cable.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QThread
from zeroconf import ServiceInfo

from tabletop_qt.net.discovery import (
    ADDRESSES_ENV,
    SERVICE_TYPE,
    TXT_ITEM_MAX,
    Browser,
    TableAd,
    compatibility,
    lan_addresses,
)
from tests.net._discovery_peer import peer
from tests.net.netns import OneHost, TwoHosts, netns_available
from tests.tiers import examples


def make_ad(**changes: Any) -> TableAd:
    ad = TableAd(
        instance=uuid.uuid4().hex,
        table_name="Tavolo di Anna",
        game="tea_time",
        app_version="0.3.0",
        protocol=1,
        protocol_min=1,
        free_seats=2,
        seats=4,
        code_required=True,
        host_name="anna-laptop",
        addresses=("192.168.1.20", "10.0.0.7"),
        port=45123,
    )
    return dataclasses.replace(ad, **changes)


def txt_items(info: ServiceInfo) -> list[bytes]:
    """The TXT record's strings, as they go on the wire (one length byte each)."""
    text, items, pos = info.text, [], 0
    while pos < len(text):
        items.append(text[pos + 1 : pos + 1 + text[pos]])
        pos += 1 + text[pos]
    return items


def reparsed(info: ServiceInfo) -> ServiceInfo:
    """``info`` as a browser sees it: built again from the TXT bytes, not from our dict."""
    return ServiceInfo(
        SERVICE_TYPE, info.name, port=info.port, properties=info.text, parsed_addresses=info.parsed_addresses()
    )


# --- the advertisement -----------------------------------------------------------------------------------


def test_an_ad_survives_the_round_trip_through_txt() -> None:
    ad = make_ad()
    assert TableAd.from_service_info(reparsed(ad.to_service_info())) == ad


def test_txt_uses_short_keys_and_utf8_values() -> None:
    info = make_ad(table_name="Café ☕", code_required=False).to_service_info()
    props = reparsed(info).properties
    assert set(props) == {b"name", b"game", b"app", b"proto", b"proto_min", b"free", b"seats", b"code", b"host"}
    assert props[b"name"] == "Café ☕".encode()
    assert props[b"code"] == b"0"
    assert all(len(item) <= TXT_ITEM_MAX for item in txt_items(info))


@pytest.mark.parametrize("name", ["é" * 300, "a" + "é" * 200, "🎲" * 100, "ab" + "茶" * 120, "x" * 400])
def test_a_long_table_name_is_cut_at_a_character_boundary_to_fit_one_txt_string(name: str) -> None:
    info = make_ad(table_name=name, host_name="h" * 300).to_service_info()
    assert all(len(item) <= TXT_ITEM_MAX for item in txt_items(info))
    parsed = TableAd.from_service_info(reparsed(info))
    assert parsed is not None
    assert name.startswith(parsed.table_name)
    assert len(f"name={parsed.table_name}".encode()) > TXT_ITEM_MAX - 4  # cut only as much as needed


def test_a_short_name_is_not_cut() -> None:
    ad = make_ad(table_name="Tè")
    parsed = TableAd.from_service_info(reparsed(ad.to_service_info()))
    assert parsed is not None and parsed.table_name == "Tè"


def valid_properties() -> dict[bytes, bytes | None]:
    return dict(reparsed(make_ad().to_service_info()).properties)


@pytest.mark.parametrize(
    "key, value",
    [
        (b"name", None),
        (b"name", b""),
        (b"name", b"\xff\xfe"),
        (b"name", b"line\nbreak"),
        (b"game", b"Tea Time"),
        (b"game", b""),
        (b"proto", b"one"),
        (b"proto", b"-1"),
        (b"proto", b" 1"),
        (b"proto", "١".encode()),
        (b"proto_min", b"2"),  # newer than its own protocol
        (b"free", b"5"),  # more free seats than seats
        (b"seats", b"0"),
        (b"seats", b"100"),
        (b"code", b"yes"),
        (b"code", None),
        (b"host", b"\x00"),
    ],
)
def test_an_ad_with_one_bad_field_is_ignored(key: bytes, value: bytes | None) -> None:
    props = valid_properties()
    props[key] = value
    info = ServiceInfo(
        SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=1, properties=props, parsed_addresses=["10.0.0.1"]
    )
    assert TableAd.from_service_info(reparsed(info)) is None


@pytest.mark.parametrize("key", [b"name", b"game", b"app", b"proto", b"proto_min", b"free", b"seats", b"code", b"host"])
def test_an_ad_missing_a_field_is_ignored(key: bytes) -> None:
    props = valid_properties()
    del props[key]
    info = ServiceInfo(
        SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=1, properties=props, parsed_addresses=["10.0.0.1"]
    )
    assert TableAd.from_service_info(reparsed(info)) is None


# Fixed ids: parallel test workers must collect the same test names.
_INSTANCES = [uuid.uuid5(uuid.NAMESPACE_DNS, f"table{n}.test").hex for n in range(8)]


@pytest.mark.parametrize(
    "instance, port, addresses",
    [
        ("not-a-uuid", 4000, ["10.0.0.1"]),
        (_INSTANCES[1].upper(), 4000, ["10.0.0.1"]),
        (_INSTANCES[2], 0, ["10.0.0.1"]),
        (_INSTANCES[3], None, ["10.0.0.1"]),
        (_INSTANCES[4], 70000, ["10.0.0.1"]),
        (_INSTANCES[5], 4000, []),
        (_INSTANCES[6], 4000, ["0.0.0.0", "224.0.0.251"]),
        (_INSTANCES[7], 4000, ["fe80::1"]),
    ],
)
def test_an_ad_with_a_bad_name_port_or_address_is_ignored(
    instance: str, port: int | None, addresses: list[str]
) -> None:
    info = ServiceInfo(
        SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=port, properties=valid_properties(), parsed_addresses=addresses
    )
    assert TableAd.from_service_info(info) is None


@pytest.mark.parametrize(
    "garbage", [None, 42, "text", object(), ServiceInfo("_http._tcp.local.", "x._http._tcp.local.")]
)
def test_from_service_info_never_raises_on_things_that_are_not_our_ads(garbage: object) -> None:
    assert TableAd.from_service_info(garbage) is None


KEYS = st.sampled_from([b"name", b"game", b"app", b"proto", b"proto_min", b"free", b"seats", b"code", b"host"])
BYTES = st.one_of(st.none(), st.binary(max_size=40), st.sampled_from([b"0", b"1", b"2", b"99", b"tea_time", b""]))
PROPERTIES = st.dictionaries(st.one_of(KEYS, st.binary(min_size=1, max_size=12)), BYTES, max_size=14)
ADDRESSES = st.lists(st.sampled_from(["10.0.0.1", "127.0.0.1", "0.0.0.0", "224.0.0.251", "192.168.7.7"]), max_size=3)


def assert_sane(ad: TableAd | None) -> None:
    if ad is None:
        return
    assert ad.table_name.strip() and ad.game and ad.addresses
    assert ad.protocol_min <= ad.protocol
    assert 0 <= ad.free_seats <= ad.seats
    assert 1 <= ad.port <= 65535
    for address in ad.addresses:
        assert not ipaddress.IPv4Address(address).is_multicast


@settings(max_examples=examples(200), deadline=None)
@given(PROPERTIES, st.integers(min_value=0, max_value=70000), ADDRESSES)
def test_from_service_info_returns_none_or_a_sane_ad_for_any_txt(
    props: dict[bytes, bytes | None], port: int, addresses: list[str]
) -> None:
    try:
        info = ServiceInfo(
            SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=port, properties=props, parsed_addresses=addresses
        )
    except ValueError:
        return  # a TXT string over 255 bytes cannot even be built
    assert_sane(TableAd.from_service_info(info))
    assert_sane(TableAd.from_service_info(reparsed(info)))


@settings(max_examples=examples(200), deadline=None)
@given(st.dictionaries(KEYS, BYTES, max_size=4))
def test_from_service_info_keeps_or_drops_a_valid_ad_with_some_fields_garbled(
    garbled: dict[bytes, bytes | None],
) -> None:
    props = {**valid_properties(), **garbled}
    info = ServiceInfo(
        SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=4000, properties=props, parsed_addresses=["10.0.0.1"]
    )
    ad = TableAd.from_service_info(reparsed(info))
    assert_sane(ad)
    if ad is not None:
        assert ad.to_service_info().properties == props  # kept only when every field read back exactly


@settings(max_examples=examples(200), deadline=None)
@given(st.binary(max_size=300))
def test_from_service_info_survives_any_txt_bytes(text: bytes) -> None:
    info = ServiceInfo(
        SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=4000, properties=text, parsed_addresses=["10.0.0.1"]
    )
    assert_sane(TableAd.from_service_info(info))


@pytest.mark.parametrize(
    "changes, reason",
    [
        ({}, None),
        ({"protocol": 3, "protocol_min": 2}, "lan.host_newer"),
        ({"protocol": 1, "protocol_min": 1}, None),
        ({"game": "times_square_deluxe"}, "lan.unknown_game"),
        ({"free_seats": 0}, "lan.table_full"),
        ({"protocol": 3, "protocol_min": 2, "free_seats": 0}, "lan.host_newer"),  # the version matters most
    ],
)
def test_compatibility_says_why_a_table_cannot_be_joined(changes: dict[str, Any], reason: str | None) -> None:
    assert compatibility(make_ad(**changes), protocol=1, protocol_min=1) == reason


def test_an_older_host_is_refused_when_this_app_no_longer_speaks_its_protocol() -> None:
    ad = make_ad(protocol=1, protocol_min=1)
    assert compatibility(ad, protocol=3, protocol_min=2) == "lan.host_older"
    assert compatibility(ad, protocol=3, protocol_min=1) is None


# --- addresses ---------------------------------------------------------------------------------------------


def test_lan_addresses_leave_out_loopback_and_link_local(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ADDRESSES_ENV, raising=False)
    found = lan_addresses()
    for address in map(ipaddress.ip_address, found):
        assert not address.is_loopback
        # IPv4 link-local never; IPv6 link-local only with its card's scope (and only for a card without others)
        assert not address.is_link_local or (address.version == 6 and address.scope_id)
    assert [ipaddress.ip_address(a).version for a in found] == sorted(ipaddress.ip_address(a).version for a in found)


def test_lan_addresses_can_name_ipv6_and_link_local_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ADDRESSES_ENV, "fd00::7, fe80::1%lan0, 10.0.0.2, nonsense")
    assert lan_addresses() == ["fd00::7", "fe80::1%lan0", "10.0.0.2"]


def test_lan_addresses_can_be_chosen_by_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ADDRESSES_ENV, " 127.0.0.1, 10.1.2.3 ")
    assert lan_addresses() == ["127.0.0.1", "10.1.2.3"]


# --- the Browser's threads, in process ---------------------------------------------------------------------


class FakeZeroconf:
    """Answers get_service_info like zeroconf would, from a table of ServiceInfo."""

    def __init__(self) -> None:
        self.infos: dict[str, ServiceInfo] = {}
        self.resolved_on: list[threading.Thread] = []

    def get_service_info(self, type_: str, name: str, timeout: int = 3000) -> ServiceInfo | None:
        self.resolved_on.append(threading.current_thread())
        return self.infos.get(name)


def on_zeroconf_thread(call: Any, *args: Any) -> None:
    """Call a listener handler as zeroconf does: from its own thread, which may block."""
    worker = threading.Thread(target=call, args=args, name="fake-zeroconf")
    worker.start()
    worker.join(5)


def qapp_thread() -> QThread:
    app = QCoreApplication.instance()
    assert app is not None
    return app.thread()


@pytest.fixture
def browser(qapp: Any) -> Iterator[Browser]:
    browser = Browser()
    yield browser
    browser.stop()
    browser.deleteLater()


def test_browser_signals_arrive_on_the_gui_thread_while_resolving_happens_off_it(qtbot: Any, browser: Browser) -> None:
    zc = FakeZeroconf()
    listener = browser._attach_listener(resolve=lambda z, type_, name: z.get_service_info(type_, name))
    ad = make_ad(addresses=("10.9.9.9",))
    zc.infos[ad.service_name] = ad.to_service_info()
    seen_on: list[bool] = []
    browser.table_found.connect(lambda _: seen_on.append(QThread.currentThread() is qapp_thread()))
    browser.table_updated.connect(lambda _: seen_on.append(QThread.currentThread() is qapp_thread()))
    browser.table_lost.connect(lambda _: seen_on.append(QThread.currentThread() is qapp_thread()))

    with qtbot.waitSignal(browser.table_found, timeout=5000) as found:
        on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, ad.service_name)
    assert found.args == [ad]
    assert browser.tables() == [ad]

    fuller = dataclasses.replace(ad, free_seats=0)
    zc.infos[ad.service_name] = fuller.to_service_info()
    with qtbot.waitSignal(browser.table_updated, timeout=5000) as updated:
        on_zeroconf_thread(listener.update_service, zc, SERVICE_TYPE, ad.service_name)
    assert updated.args == [fuller]

    with qtbot.waitSignal(browser.table_lost, timeout=5000) as lost:
        on_zeroconf_thread(listener.remove_service, zc, SERVICE_TYPE, ad.service_name)
    assert lost.args == [ad.instance]
    assert browser.tables() == []
    assert seen_on == [True, True, True]
    assert zc.resolved_on and all(t.name == "fake-zeroconf" for t in zc.resolved_on)


def test_browser_ignores_garbage_under_our_type_and_drops_a_table_turned_to_garbage(
    qtbot: Any, browser: Browser
) -> None:
    zc = FakeZeroconf()
    listener = browser._attach_listener(resolve=lambda z, type_, name: z.get_service_info(type_, name))
    events: list[str] = []
    browser.table_found.connect(lambda ad: events.append(f"found {ad.table_name}"))
    browser.table_updated.connect(lambda ad: events.append(f"updated {ad.table_name}"))
    browser.table_lost.connect(lambda instance: events.append("lost"))

    bad = ServiceInfo(SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}", port=1, properties={b"name": b"x"})
    zc.infos[bad.name] = bad
    on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, bad.name)
    on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, f"not-ours.{SERVICE_TYPE}")
    on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, f"{uuid.uuid4().hex}.{SERVICE_TYPE}")  # unresolvable
    good = make_ad(table_name="Good")
    zc.infos[good.service_name] = good.to_service_info()
    with qtbot.waitSignal(browser.table_found, timeout=5000):
        on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, good.service_name)

    zc.infos[good.service_name] = ServiceInfo(SERVICE_TYPE, good.service_name, port=1, properties={b"game": b"?"})
    with qtbot.waitSignal(browser.table_lost, timeout=5000):
        on_zeroconf_thread(listener.update_service, zc, SERVICE_TYPE, good.service_name)
    assert events == ["found Good", "lost"]


def test_reports_queued_before_stop_are_not_shown_after_it(qtbot: Any, browser: Browser) -> None:
    zc = FakeZeroconf()
    listener = browser._attach_listener(resolve=lambda z, type_, name: z.get_service_info(type_, name))
    ad = make_ad()
    zc.infos[ad.service_name] = ad.to_service_info()
    found: list[TableAd] = []
    browser.table_found.connect(found.append)
    on_zeroconf_thread(listener.add_service, zc, SERVICE_TYPE, ad.service_name)  # queued, not yet delivered
    browser.stop()
    qtbot.wait(50)
    assert found == [] and browser.tables() == []


# --- real multicast between processes, in network namespaces ----------------------------------------------


@pytest.fixture
def namespaces() -> None:
    reason = netns_available()
    if reason is not None:
        pytest.skip(reason)


def assert_clean_exit(stopped: dict[str, Any], stderr: str) -> None:
    assert stopped["threads"] == [], "zeroconf threads left running"
    assert stderr == "", stderr  # no warning, no traceback, no "Task was destroyed but it is pending"


def test_a_table_advertised_on_loopback_is_found_updated_and_lost(namespaces: None) -> None:
    with OneHost() as host:
        advertiser = peer(host.run, "advertise", "--name", "Tè per due", "--port", "4567", "--interfaces", "127.0.0.1")
        ad = advertiser.wait_for("advertised")["ad"]
        # Browsing starts after the table exists: found by the browser's own query, not by an announcement.
        browser = peer(host.run, "browse", "--interfaces", "127.0.0.1")
        found = browser.wait_for("found")
        assert found["ad"] == ad
        assert found["ad"]["addresses"] == ["127.0.0.1"] and found["ad"]["port"] == 4567
        assert found["gui_thread"] is True

        advertiser.send("free 0")
        updated = browser.wait_for("updated")
        assert updated["ad"]["free_seats"] == 0 and updated["ad"]["instance"] == ad["instance"]

        assert_clean_exit(*advertiser.finish())
        lost = browser.wait_for("lost", timeout=5)
        assert lost["instance"] == ad["instance"]
        stopped, stderr = browser.finish()
        assert_clean_exit(stopped, stderr)
        assert stopped["stop_seconds"] < 1.0


def test_garbage_under_our_type_is_never_listed_and_never_holds_up_stopping(namespaces: None) -> None:
    with OneHost() as host:
        browser = peer(host.run, "browse", "--interfaces", "127.0.0.1")
        browser.wait_for("browsing")
        garbage = peer(host.run, "garbage", "--interfaces", "127.0.0.1")
        garbage.wait_for("sent")
        advertiser = peer(host.run, "advertise", "--name", "Real", "--port", "4000", "--interfaces", "127.0.0.1")
        assert browser.wait_for("found")["ad"]["table_name"] == "Real"

        garbage.send("again")
        garbage.wait_for("sent")
        time.sleep(0.3)  # the browser now waits for the records behind a PTR that has none
        stopped, stderr = browser.finish()
        assert_clean_exit(stopped, stderr)
        assert stopped["stop_seconds"] < 0.5  # the wait was abandoned, not sat out
        assert [event["event"] for event in browser.seen].count("found") == 1
        assert_clean_exit(*garbage.finish())
        assert_clean_exit(*advertiser.finish())


def test_two_computers_find_each_other_by_multicast_alone(namespaces: None) -> None:
    with TwoHosts() as hosts:
        browser = peer(lambda args, **kw: hosts.run("b", args, **kw), "browse")  # no address: its own LAN card
        browser.wait_for("browsing")
        advertiser = peer(
            lambda args, **kw: hosts.run("a", args, **kw), "advertise", "--name", "Salotto", "--port", "5151"
        )
        starting = advertiser.wait_for("starting")
        assert starting["addresses"] == [hosts.address("a")]  # lan_addresses() on computer a
        found = browser.wait_for("found")
        print(f"\ndiscovery across the cable: {found['t'] - starting['t']:.3f} s from advertise start to found")
        assert found["ad"]["table_name"] == "Salotto"
        assert found["ad"]["addresses"] == [hosts.address("a")]
        assert found["ad"]["port"] == 5151

        assert_clean_exit(*advertiser.finish())
        assert browser.wait_for("lost", timeout=5)["instance"] == found["ad"]["instance"]
        assert_clean_exit(*browser.finish())


def test_lan_addresses_follow_the_cable(namespaces: None) -> None:
    probe = [
        sys.executable,
        "-c",
        "import json; from tabletop_qt.net.discovery import lan_addresses; print(json.dumps(lan_addresses()))",
    ]

    def addresses_on_a() -> list[str]:
        out = hosts.run("a", probe, stdout=subprocess.PIPE, text=True).communicate(timeout=20)[0]
        return list(json.loads(out))

    with TwoHosts() as hosts:
        assert addresses_on_a() == [hosts.address("a")]  # the card, not loopback
        hosts.link_down()
        assert addresses_on_a() == []
        hosts.link_up()
        assert hosts.link_is_up("a") and hosts.link_is_up("b")
        assert "224.0.0.0/4 dev lan0" in hosts.ip(hosts.namespace("a"), "route")
        assert addresses_on_a() == [hosts.address("a")]


# --- two tables of one name (an impostor, or a table opened twice) -----------------------------------------


def tables_when(lobby: Any, count: int) -> dict[str, Any]:
    """The lobby's first report listing ``count`` tables."""
    while True:
        report = lobby.wait_for("tables")
        if len(report["texts"]) == count:
            return report


OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()\n"  # the offscreen platform's, as in tests/ui


def test_the_lobby_lists_two_tables_of_one_name_and_tells_them_apart(namespaces: None, tmp_path: Path) -> None:
    with OneHost() as host:
        lobby = peer(host.run, "lobby", "--interfaces", "127.0.0.1")
        lobby.wait_for("browsing")
        here = ("--interfaces", "127.0.0.1")
        real = peer(host.run, "advertise", "--name", "Twin", "--port", "4001", "--host", "anna-laptop", *here)
        impostor = peer(
            host.run, "advertise", "--name", "Twin", "--port", "4002", "--host", "<b>anna</b>\u202elaptop", *here
        )
        solo = peer(host.run, "advertise", "--name", "Solo", "--port", "4003", "--host", "bruno-pc", *here)
        report = tables_when(lobby, 3)
        rows = zip(report["texts"], report["warned"])
        by_port = {text.splitlines()[1].rsplit(":", 1)[1]: (text, warned) for text, warned in rows}
        assert set(by_port) == {"4001", "4002", "4003"}
        twin, other, alone = by_port["4001"], by_port["4002"], by_port["4003"]
        # Both listed, each with its host and the address a join would use; the announcer's markup and bidi
        # control are shown as plain characters, the control dropped.
        assert twin[0].splitlines()[:2] == ["Twin — Tea Time", "Host: anna-laptop at 127.0.0.1:4001"]
        assert other[0].splitlines()[:2] == ["Twin — Tea Time", "Host: <b>anna</b>laptop at 127.0.0.1:4002"]
        shared = "Another table here has the same name: ask the host which computer and address are theirs."
        assert shared in twin[0] and shared in other[0] and twin[1] and other[1]
        assert shared not in alone[0] and not alone[1]
        picture = tmp_path / "lobby-two-twins.png"
        lobby.send(f"shot {picture}")
        assert lobby.wait_for("shot")["saved"] and picture.stat().st_size > 0

        # The impostor leaves: the name is one table's again, and the warning goes.
        assert_clean_exit(*impostor.finish())
        report = tables_when(lobby, 2)
        assert not any(shared in text for text in report["texts"]) and report["warned"] == [False, False]
        for advertiser in (real, solo):
            assert_clean_exit(*advertiser.finish())
        stopped, stderr = lobby.finish()
        assert_clean_exit(stopped, stderr.replace(OFFSCREEN_NOISE, ""))


def test_a_joiner_that_finds_two_tables_of_the_asked_name_says_so_and_stops(namespaces: None) -> None:
    with OneHost() as host:
        here = ("--interfaces", "127.0.0.1")
        advertisers = [
            peer(host.run, "advertise", "--name", "Twin", "--port", "4001", "--host", "anna-laptop", *here),
            peer(host.run, "advertise", "--name", "Twin", "--port", "4002", "--host", "mallory", *here),
        ]
        for advertiser in advertisers:
            advertiser.wait_for("advertised")
        joiner = host.run(
            [sys.executable, "-m", "tabletop_qt.net", "join", "--discover", "Twin", "--timeout", "10"],
            env={ADDRESSES_ENV: "127.0.0.1"},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        out, err = joiner.communicate(timeout=30)
        assert joiner.returncode == 2, err
        assert out == ""  # no result: it never joined
        events = [json.loads(line) for line in err.splitlines() if line.startswith("{")]
        assert [e["event"] for e in events] == ["ambiguous"]
        assert events[0]["tables"] == ["127.0.0.1:4001 (host 'anna-laptop')", "127.0.0.1:4002 (host 'mallory')"]
        assert "2 tables named 'Twin' on the LAN" in err and "--address" in err
        for advertiser in advertisers:
            assert_clean_exit(*advertiser.finish())
