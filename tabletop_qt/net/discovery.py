"""Zeroconf (mDNS/DNS-SD) discovery: hosts advertise their table, joiners browse for tables on the LAN.

The advertiser runs on the GUI thread's asyncio loop (qasync) through AsyncZeroconf. The browser runs a
threaded Zeroconf on its own loop thread: its listener resolves each service there and only emits Qt signals,
which the Browser receives queued on the GUI thread, where it keeps the list and emits its public signals. So
every public signal is emitted on the GUI thread, and nothing on the GUI thread waits for the network.

Both take explicit interface addresses, never ``InterfaceChoice.All``: that choice skips loopback, and a
machine with several network cards should answer on the ones that reach the LAN (``lan_addresses``). IPv4 and
IPv6 alike: zeroconf speaks the families of the addresses it is given (mDNS on 224.0.0.251 and on ff02::fb), an
ad carries the host's addresses of both, and a link-local IPv6 address found by browsing comes with the scope of
the card it was heard on ("fe80::1%3"), which is the card a connection to it must leave by.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import inspect
import ipaddress
import logging
import os
import re
import socket
import struct
import sys
import threading
import unicodedata
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any

import ifaddr
from PySide6.QtCore import QObject, Signal
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from tabletop_qt.net.addresses import connectable, family_order, ip_of, without_scope

log = logging.getLogger(__name__)

SERVICE_TYPE = "_tabletop-qt._tcp.local."
ADDRESSES_ENV = "TABLETOP_QT_LAN_ADDRESSES"

# A crashed host sends no goodbye; its records then live as long as their TTL. Two minutes (instead of
# zeroconf's 75-minute default for PTR/TXT) lets a dead table drop out of every list soon.
RECORD_TTL = 120
# Resolving only waits when a responder sent a partial answer (a normal announcement carries SRV, TXT and A
# together, and is read from the cache at once); keep the wait short so stop() never waits long for it.
RESOLVE_TIMEOUT_MS = 1000

TXT_ITEM_MAX = 255  # a DNS character-string: one length byte, so "key=value" is at most 255 bytes
MAX_SEATS = 99
_INSTANCE = re.compile(r"[0-9a-f]{32}")
_GAME_ID = re.compile(r"[a-z0-9_]{1,40}")
_NUMBER = re.compile(rb"[0-9]{1,5}")
_DIGEST = re.compile(r"[0-9a-f]{16,64}")
PACK_ID_MAX = 40  # a pack id's length (core/games/high_noon_saloon/content.py reads no longer ones)


@dataclass(frozen=True)
class TableAd:
    """One table as announced on the LAN: what the lobby lists, and where to connect."""

    instance: str  # a UUID4 hex: the DNS-SD service instance name, unique without probing the network
    table_name: str
    game: str
    app_version: str
    protocol: int
    protocol_min: int
    free_seats: int
    seats: int
    code_required: bool
    host_name: str
    addresses: tuple[str, ...]
    port: int
    # The content pack the table plays with, for games whose content is data (High Noon Saloon): its stable id,
    # its name for the list, and its content hash (``PackRef.digest``). All three or none (older hosts, other games).
    pack_id: str | None = None
    pack_name: str | None = None
    pack_digest: str | None = None

    @property
    def service_name(self) -> str:
        return f"{self.instance}.{SERVICE_TYPE}"

    def to_service_info(self) -> ServiceInfo:
        if not _INSTANCE.fullmatch(self.instance):
            raise ValueError(f"the instance must be a UUID4 hex, not {self.instance!r}")
        properties = {
            b"name": _txt_value("name", self.table_name),
            b"game": _txt_value("game", self.game),
            b"app": _txt_value("app", self.app_version),
            b"proto": str(self.protocol).encode(),
            b"proto_min": str(self.protocol_min).encode(),
            b"free": str(self.free_seats).encode(),
            b"seats": str(self.seats).encode(),
            b"code": b"1" if self.code_required else b"0",
            b"host": _txt_value("host", self.host_name),
        }
        if self.pack_id is not None and self.pack_name is not None and self.pack_digest is not None:
            properties[b"pack"] = _txt_value("pack", self.pack_id)
            properties[b"pack_name"] = _txt_value("pack_name", self.pack_name)
            properties[b"pack_hash"] = self.pack_digest.encode()
        return ServiceInfo(
            SERVICE_TYPE,
            self.service_name,
            port=self.port,
            properties=properties,
            # Our own host name, not the machine's: the system responder (Avahi, Bonjour) owns <hostname>.local
            # and would see different address records under it as a conflict and rename the machine.
            server=f"ttqt-{self.instance}.local.",
            # The scope of a link-local address names a card of this machine only: the record carries none.
            parsed_addresses=_unscoped(self.addresses),
            host_ttl=RECORD_TTL,
            other_ttl=RECORD_TTL,
        )

    @classmethod
    def from_service_info(cls, info: Any) -> TableAd | None:
        """The ad in ``info``, or None when anything is missing or malformed (the LAN may send garbage)."""
        try:
            return cls._parse(info)
        except (AttributeError, TypeError, ValueError, LookupError):
            return None

    @classmethod
    def _parse(cls, info: Any) -> TableAd | None:
        name = info.name
        if not isinstance(name, str) or not name.endswith("." + SERVICE_TYPE):
            return None
        instance = name[: -len(SERVICE_TYPE) - 1]
        if not _INSTANCE.fullmatch(instance):
            return None
        props = info.properties
        if not isinstance(props, dict):
            return None
        table_name = _text(props.get(b"name"))
        game = _text(props.get(b"game"))
        app = _text(props.get(b"app"))
        host = _text(props.get(b"host"), allow_empty=True)
        proto = _number(props.get(b"proto"))
        proto_min = _number(props.get(b"proto_min"))
        free = _number(props.get(b"free"))
        seats = _number(props.get(b"seats"))
        code = props.get(b"code")
        if None in (table_name, game, app, host, proto, proto_min, free, seats) or code not in (b"0", b"1"):
            return None
        assert table_name is not None and game is not None and app is not None and host is not None
        assert proto is not None and proto_min is not None and free is not None and seats is not None
        if not _GAME_ID.fullmatch(game) or proto_min > proto or not 1 <= seats <= MAX_SEATS or free > seats:
            return None
        port = info.port
        if not isinstance(port, int) or not 1 <= port <= 65535:
            return None
        # IPv4 and IPv6: the host listens on both (net/addresses.py). A link-local IPv6 address is kept only with
        # the scope zeroconf noted for it (the card it was heard on): without one it cannot be connected to.
        addresses = _usable_addresses(info.parsed_scoped_addresses(IPVersion.All))
        if not addresses:
            return None
        pack = _pack(props)
        if pack is None:
            return None
        return cls(
            instance=instance,
            table_name=table_name,
            game=game,
            app_version=app,
            protocol=proto,
            protocol_min=proto_min,
            free_seats=free,
            seats=seats,
            code_required=code == b"1",
            host_name=host,
            addresses=addresses,
            port=port,
            pack_id=pack[0],
            pack_name=pack[1],
            pack_digest=pack[2],
        )


def pack_fields(pack: Any) -> dict[str, Any]:
    """A TableAd's content-pack fields for a table's PackRef (none for a game without a pack)."""
    if pack is None:
        return {}
    return {"pack_id": pack.id, "pack_name": pack.name, "pack_digest": pack.digest}


def _pack(props: dict[Any, Any]) -> tuple[str | None, str | None, str | None] | None:
    """The ad's content pack (id, name, hash); (None, None, None) when it names none; None when it is malformed."""
    raw = (props.get(b"pack"), props.get(b"pack_name"), props.get(b"pack_hash"))
    if raw == (None, None, None):
        return None, None, None
    pack_id, name, digest = _text(raw[0]), _text(raw[1]), _text(raw[2])
    if pack_id is None or name is None or digest is None:
        return None
    if len(pack_id) > PACK_ID_MAX or not _DIGEST.fullmatch(digest):
        return None
    return pack_id, name, digest


def _txt_value(key: str, text: str) -> bytes:
    """``text`` as UTF-8, cut so that ``key=value`` fits one TXT string, never inside a character."""
    room = TXT_ITEM_MAX - len(key.encode()) - 1
    # A cut inside a multi-byte sequence leaves an incomplete tail, which "ignore" drops whole.
    return text.encode("utf-8")[:room].decode("utf-8", "ignore").encode("utf-8")


def _text(value: object, allow_empty: bool = False) -> str | None:
    if not isinstance(value, bytes):
        return None
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not allow_empty and not text.strip():
        return None
    # Control characters have no business in a name shown in a list (and could fake line breaks in logs).
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        return None
    return text


def _number(value: object) -> int | None:
    # Strictly ASCII digits: int() would also accept " 7", "+7", "7_0" and non-Latin digits.
    if not isinstance(value, bytes) or not _NUMBER.fullmatch(value):
        return None
    return int(value)


def _usable_addresses(addresses: Sequence[str]) -> tuple[str, ...]:
    """The addresses a joiner can connect to, IPv4 first, then routable IPv6, then scoped link-local IPv6."""
    usable: list[str] = []
    for text in addresses:
        if not isinstance(text, str) or not connectable(text):
            continue
        address = str(ip_of(text))
        if address not in usable:
            usable.append(address)
    return tuple(sorted(usable, key=family_order))


def _unscoped(addresses: Sequence[str]) -> list[str]:
    out: list[str] = []
    for text in addresses:
        address = ip_of(text)
        if address is not None and str(without_scope(address)) not in out:
            out.append(str(without_scope(address)))
    return out


def ip_version_of(addresses: Sequence[str]) -> IPVersion:
    """The IP families zeroconf must speak to use ``addresses``: only those there are (a machine without IPv6, or
    a network without IPv4, gets no socket of the other family)."""
    versions = {address.version for address in map(ip_of, addresses) if address is not None}
    if versions == {6}:
        return IPVersion.V6Only
    if versions == {4} or not versions:
        return IPVersion.V4Only
    return IPVersion.All


def compatibility(
    ad: TableAd, protocol: int, protocol_min: int, packs: Collection[str] | None = None
) -> str | None:
    """None if this app (speaking ``protocol``, accepting down to ``protocol_min``, holding the content packs whose
    hashes are ``packs``) can join; else why not. ``packs`` None: the packs are not looked at."""
    from tabletop_qt.core.games import GAMES

    if ad.protocol_min > protocol:
        return "lan.host_newer"
    if ad.protocol < protocol_min:
        return "lan.host_older"
    if ad.game not in GAMES:
        return "lan.unknown_game"
    if ad.pack_digest is not None and packs is not None and ad.pack_digest not in packs:
        # The same id and name may be another version of the pack: only the hash tells.
        return "lan.pack_missing"
    if ad.free_seats == 0:
        return "lan.table_full"
    return None


# Bridges and virtual cards of containers and virtual machines: a table advertised there is unreachable from
# the LAN, and its address listed first would send joiners nowhere.
_VIRTUAL_PREFIXES = ("docker", "br-", "virbr", "veth", "vboxnet", "vmnet", "lxcbr", "lxdbr", "podman", "cni", "flannel")
_SIOCGIFFLAGS = 0x8913
_IFF_UP = 0x1
_IFF_LOOPBACK = 0x8
_IFF_RUNNING = 0x40  # carrier: the cable is in, the Wi-Fi associated
_IFF_MULTICAST = 0x1000


def lan_addresses() -> list[str]:
    """The addresses of this machine that reach the LAN, to advertise a table on and browse from.

    A machine with several network cards (wired and Wi-Fi, say) gets all of them: a joiner on either network
    finds the table, and the browser lists the address on its own network first. Per card: its IPv4 addresses and
    its routable IPv6 ones (global or unique-local); its link-local IPv6 address ("fe80::…%card") only when the
    card has neither, as on a network of IPv6 alone with no router (a card with an IPv4 address has a link-local
    IPv6 one too, almost always, and joiners on that network reach it by IPv4). Left out: loopback, link-local
    169.254/16 (no DHCP server answered), cards that are down, unplugged or unable to multicast, and the virtual
    cards of containers and virtual machines. ``TABLETOP_QT_LAN_ADDRESSES`` (comma-separated) overrides the
    choice, for tests and setups this guess gets wrong.
    """
    override = os.environ.get(ADDRESSES_ENV, "").strip()
    if override:
        chosen = []
        for part in override.split(","):
            address = ip_of(part)
            if address is None:
                log.warning("%s: %r is not an IP address; ignored", ADDRESSES_ENV, part)
                continue
            chosen.append(str(address))
        return chosen
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        if adapter.name.startswith(_VIRTUAL_PREFIXES):
            continue
        flags = _interface_flags(adapter.name)
        wanted = _IFF_UP | _IFF_RUNNING | _IFF_MULTICAST
        if flags is not None and (flags & _IFF_LOOPBACK or flags & wanted != wanted):
            continue
        routable: list[str] = []
        link_local: list[str] = []
        for ip in adapter.ips:
            if ip.is_IPv4:
                address = ipaddress.IPv4Address(ip.ip)
                if not (address.is_loopback or address.is_link_local):
                    routable.append(str(address))
                continue
            v6 = ipaddress.IPv6Address(ip.ip[0].split("%")[0])
            if v6.is_loopback or v6.is_multicast or v6.is_unspecified:
                continue
            if v6.is_link_local:
                link_local.append(f"{v6}%{adapter.name}")
            else:
                routable.append(str(v6))
        for address in routable or link_local:
            if address not in found:
                found.append(address)
    return sorted(found, key=family_order)


def _interface_flags(name: str) -> int | None:
    """The kernel's flags of a network card (Linux), or None where they cannot be read."""
    if not sys.platform.startswith("linux"):
        return None
    import fcntl

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            request = struct.pack("16s16x", name.encode()[:15])
            answer = fcntl.ioctl(sock.fileno(), _SIOCGIFFLAGS, request)
    except OSError:
        return None
    return int(struct.unpack_from("H", answer, 16)[0])


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _local_networks() -> list[Network]:
    networks: list[Network] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4:
                networks.append(ipaddress.IPv4Network(f"{ip.ip}/{ip.network_prefix}", strict=False))
            else:
                base = ip.ip[0].split("%")[0]
                networks.append(ipaddress.IPv6Network(f"{base}/{ip.network_prefix}", strict=False))
    return networks


def _reachable_first(ad: TableAd, networks: Sequence[Network]) -> TableAd:
    """The ad with the addresses on one of our own networks first: a host with several cards lists them all.
    Among those, IPv4 before IPv6 and link-local IPv6 last (it works only through the one card of its scope)."""

    def on_our_network(text: str) -> bool:
        address = ip_of(text)
        if address is None:
            return False
        address = without_scope(address)
        return any(address.version == network.version and address in network for network in networks)

    ordered = tuple(sorted(ad.addresses, key=lambda a: (not on_our_network(a), family_order(a))))
    return ad if ordered == ad.addresses else replace(ad, addresses=ordered)


class Advertiser:
    """Announces one table on the LAN from the running asyncio loop (qasync's, in the app)."""

    def __init__(self) -> None:
        self._aiozc: AsyncZeroconf | None = None
        self._info: ServiceInfo | None = None
        self._ad: TableAd | None = None
        self._broadcasts: set[asyncio.Future[Any]] = set()

    @property
    def ad(self) -> TableAd | None:
        return self._ad

    async def start(self, ad: TableAd, interfaces: list[str] | None = None) -> None:
        """Announce ``ad`` on ``interfaces`` (IP addresses of this machine's cards; by default the ad's own)."""
        if self._aiozc is not None:
            raise RuntimeError("already advertising; stop() first")
        chosen = list(ad.addresses if interfaces is None else interfaces)
        if not chosen:
            raise ValueError("no interface address to advertise on")
        info = ad.to_service_info()
        aiozc = AsyncZeroconf(interfaces=_unscoped(chosen), ip_version=ip_version_of(chosen))
        try:
            # The instance is a fresh UUID4, so probing (over a second asking whether the name is taken) could
            # only ever answer no: skip it, and the first announcement leaves at once.
            broadcast = await aiozc.async_register_service(info, cooperating_responders=True)
        except BaseException:
            await aiozc.async_close()
            raise
        self._aiozc, self._info, self._ad = aiozc, info, ad
        self._track(broadcast)

    async def update(self, ad: TableAd) -> None:
        """Announce the table's new details (free seats, say); the instance stays the same."""
        if self._aiozc is None or self._ad is None:
            raise RuntimeError("not advertising")
        if ad.instance != self._ad.instance:
            raise ValueError("update() keeps the instance; stop() and start() to announce another table")
        if ad == self._ad:
            return
        info = ad.to_service_info()
        broadcast = await self._aiozc.async_update_service(info)
        self._info, self._ad = info, ad
        self._track(broadcast)

    async def stop(self) -> None:
        """Withdraw the table (goodbye packets, so browsers drop it within a second) and close the sockets."""
        aiozc, info = self._aiozc, self._info
        self._aiozc = self._info = self._ad = None
        if aiozc is None or info is None:
            return
        for broadcast in list(self._broadcasts):
            broadcast.cancel()
        for broadcast in list(self._broadcasts):
            with contextlib.suppress(asyncio.CancelledError):
                await broadcast
        try:
            goodbye = await aiozc.async_unregister_service(info)
            await goodbye
        finally:
            await aiozc.async_close()

    def _track(self, broadcast: Any) -> None:
        # The repeated announcements run as a task; keep it so stop() can end it instead of leaving it pending.
        future = asyncio.ensure_future(broadcast)
        self._broadcasts.add(future)
        future.add_done_callback(self._broadcasts.discard)


Resolver = Callable[[Any, str, str], "ServiceInfo | None"]


class _Listener(QObject, ServiceListener):
    """Zeroconf's listener. Its handlers run on the browser's thread: they resolve, parse, and only emit."""

    resolved = Signal(int, str, object)  # generation, instance, TableAd or None (unreadable or gone)
    removed = Signal(int, str)  # generation, instance

    def __init__(
        self, generation: int, resolve: Resolver | None = None, networks: Sequence[Network] = ()
    ) -> None:
        super().__init__()
        self._generation = generation
        self._resolve = resolve or self._resolve_on_zeroconf_loop
        self._networks = list(networks)
        self._lock = threading.Lock()
        self._closed = False
        self._pending: set[concurrent.futures.Future[Any]] = set()

    def add_service(self, zc: Any, type_: str, name: str) -> None:
        self._report(zc, type_, name)

    def update_service(self, zc: Any, type_: str, name: str) -> None:
        self._report(zc, type_, name)

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        instance = _instance_of(type_, name)
        if instance is not None:
            self.removed.emit(self._generation, instance)

    def close(self) -> None:
        """Refuse new resolves and abandon those under way, so the browser thread can be joined at once."""
        with self._lock:
            self._closed = True
            pending = list(self._pending)
        for future in pending:
            future.cancel()

    def _report(self, zc: Any, type_: str, name: str) -> None:
        instance = _instance_of(type_, name)
        if instance is None or self._closed:
            return  # a name that is not one of our UUIDs is garbage under our type
        try:
            info = self._resolve(zc, type_, name)
        except Exception:  # a hostile or broken answer must not kill zeroconf's browser thread
            log.debug("resolving %s failed", name, exc_info=True)
            info = None
        ad = TableAd.from_service_info(info) if info is not None else None
        if ad is not None:
            ad = _reachable_first(ad, self._networks)
        self.resolved.emit(self._generation, instance, ad)

    def _resolve_on_zeroconf_loop(self, zc: Any, type_: str, name: str) -> ServiceInfo | None:
        # Zeroconf's own get_service_info() cannot be interrupted; this wait can, by close().
        info = ServiceInfo(type_, name)
        future = asyncio.run_coroutine_threadsafe(info.async_request(zc, RESOLVE_TIMEOUT_MS), zc.loop)
        with self._lock:
            if self._closed:
                future.cancel()
                return None
            self._pending.add(future)
        try:
            return info if future.result(timeout=RESOLVE_TIMEOUT_MS / 1000 + 1.0) else None
        except (concurrent.futures.CancelledError, concurrent.futures.TimeoutError):
            return None
        finally:
            with self._lock:
                self._pending.discard(future)


def _instance_of(type_: str, name: str) -> str | None:
    if type_ != SERVICE_TYPE or not name.endswith("." + SERVICE_TYPE):
        return None
    instance = name[: -len(SERVICE_TYPE) - 1]
    return instance if _INSTANCE.fullmatch(instance) else None


def _threaded_zeroconf(interfaces: list[str]) -> Zeroconf:
    """A Zeroconf with its own loop thread, even when called where an asyncio loop runs (qasync's)."""
    version = ip_version_of(interfaces)
    interfaces = _unscoped(interfaces)
    if "use_asyncio" in inspect.signature(Zeroconf.__init__).parameters:
        return Zeroconf(interfaces=interfaces, ip_version=version, use_asyncio=False)
    # Older zeroconf joins any loop running in the calling thread; where none runs it starts its own.
    made: list[Zeroconf | BaseException] = []

    def make() -> None:
        try:
            made.append(Zeroconf(interfaces=interfaces, ip_version=version))
        except BaseException as exc:  # noqa: BLE001 (handed to the caller's thread below)
            made.append(exc)

    maker = threading.Thread(target=make, name="zeroconf-start")
    maker.start()
    maker.join()
    if isinstance(made[0], BaseException):
        raise made[0]
    return made[0]


class Browser(QObject):
    """The tables on the LAN. Signals are emitted on the thread the Browser lives in (the GUI thread)."""

    table_found = Signal(object)  # TableAd
    table_updated = Signal(object)  # TableAd: same instance, new details
    table_lost = Signal(str)  # instance

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tables: dict[str, TableAd] = {}
        self._generation = 0
        self._listener: _Listener | None = None
        self._zc: Zeroconf | None = None
        self._service_browser: ServiceBrowser | None = None

    def start(self, interfaces: list[str] | None = None) -> None:
        """Browse by multicast on ``interfaces`` (IP addresses of this machine's cards; by default ``lan_addresses()``).

        With no address at all (an empty list, or a machine on no LAN) it browses nowhere and finds nothing.
        """
        if self._listener is not None:
            raise RuntimeError("already browsing; stop() first")
        chosen = lan_addresses() if interfaces is None else list(interfaces)
        listener = self._attach_listener(networks=_local_networks())
        if not chosen:
            log.info("no network address reaches a LAN; not browsing")
            return
        self._zc = _threaded_zeroconf(chosen)
        try:
            self._service_browser = ServiceBrowser(self._zc, SERVICE_TYPE, listener=listener)
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """Stop browsing and join zeroconf's threads. The list empties without table_lost signals."""
        self._generation += 1  # reports already queued from this run are now stale
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        service_browser, self._service_browser = self._service_browser, None
        if service_browser is not None:
            service_browser.cancel()  # joins the thread that runs the listener's handlers
        zc, self._zc = self._zc, None
        if zc is not None:
            zc.close()  # joins zeroconf's loop thread
        if listener is not None:
            listener.deleteLater()
        self._tables.clear()

    def tables(self) -> list[TableAd]:
        return list(self._tables.values())

    def _attach_listener(
        self, resolve: Resolver | None = None, networks: Sequence[Network] = ()
    ) -> _Listener:
        """A fresh listener for this run, its reports queued to this object's thread (tests feed it directly)."""
        listener = _Listener(self._generation, resolve, networks)
        listener.resolved.connect(self._on_listener_resolved)
        listener.removed.connect(self._on_listener_removed)
        self._listener = listener
        return listener

    def _on_listener_resolved(self, generation: int, instance: str, ad: TableAd | None) -> None:
        if generation != self._generation:
            return
        known = self._tables.get(instance)
        if ad is None:
            # Under our type but unreadable now: a table we listed has become garbage, so it is gone.
            if known is not None:
                del self._tables[instance]
                self.table_lost.emit(instance)
            return
        self._tables[instance] = ad
        if known is None:
            self.table_found.emit(ad)
        elif known != ad:
            self.table_updated.emit(ad)

    def _on_listener_removed(self, generation: int, instance: str) -> None:
        if generation != self._generation:
            return
        if self._tables.pop(instance, None) is not None:
            self.table_lost.emit(instance)
