"""Network addresses as the LAN code writes, reads and listens on them: IPv4, IPv6, and IPv6 link-local.

An IPv6 address holds colons, so beside a port it is written in brackets ("[fd00::1]:5000"). A link-local one
(fe80::/10) means something only on one network card, named by a scope after "%" ("fe80::1%eth0" or, as
zeroconf reports it, by the card's index "fe80::1%3"): without the scope the system cannot tell where to send.
No Qt here: the headless tools and the window share it.
"""

from __future__ import annotations

import contextlib
import functools
import ipaddress
import socket

ANY_ADDRESS = "::"  # listen on every card, IPv6 and IPv4 alike (one dual-stack socket; IPv4 only where no IPv6)


def parse_address(text: str) -> tuple[str, int] | None:
    """"host:port", "[v6 address]:port", "[fe80::1%eth0]:port" -> (host, port); None if it is not an address."""
    host, sep, port_text = text.strip().rpartition(":")
    if not sep or not host or not port_text.isdigit():
        return None
    port = int(port_text)
    if not 0 < port < 65536:
        return None
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif ":" in host:
        return None  # a bare IPv6 address with a port after it cannot be told from one without: brackets needed
    if not host or any(ch.isspace() for ch in host):
        return None
    return host, port


def address_text(host: str, port: int) -> str:
    """``host`` and ``port`` as one string that parse_address reads back."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def host_text(host: str) -> str:
    """An IPv6 address in brackets, so a port written after it stays readable after the last colon."""
    return f"[{host}]" if ":" in host else host


def ip_of(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address in ``text`` (an IPv6 one may carry its "%scope"), or None when it is not one."""
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def without_scope(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    if isinstance(address, ipaddress.IPv6Address) and address.scope_id:
        return ipaddress.IPv6Address(address.packed)
    return address


def connectable(text: str) -> bool:
    """An address a connection can be opened to from here: not multicast nor unspecified, and a link-local IPv6
    address only with its scope (which card it is reached on)."""
    address = ip_of(text)
    if address is None or address.is_unspecified or address.is_multicast:
        return False
    if isinstance(address, ipaddress.IPv4Address):
        return address != ipaddress.IPv4Address("255.255.255.255")
    if address.ipv4_mapped is not None:
        return False
    return not address.is_link_local or bool(address.scope_id)


def family_order(text: str) -> int:
    """Sort key among one table's addresses: IPv4 first, then routable IPv6, then link-local IPv6 (which works
    only on one card, by its scope)."""
    address = ip_of(text)
    if isinstance(address, ipaddress.IPv4Address):
        return 0
    if isinstance(address, ipaddress.IPv6Address) and not address.is_link_local:
        return 1
    return 2


def peer_host(peername: object) -> str:
    """The remote address of a socket's ``getpeername()``, an IPv4 guest on a dual-stack socket as plain IPv4
    (it arrives as "::ffff:a.b.c.d")."""
    if not isinstance(peername, tuple) or not peername or not isinstance(peername[0], str):
        return "?"
    return _plain_host(peername[0])


@functools.lru_cache(maxsize=4096)  # asked for each connection accepted: a storm's few addresses over and over
def _plain_host(host: str) -> str:
    address = ip_of(host)
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return host


def listening_socket(host: str = ANY_ADDRESS, port: int = 0) -> socket.socket:
    """A bound TCP socket for the host to listen on (asyncio.start_server(sock=...)).

    ``"::"`` (or "") is every card: one dual-stack socket, so IPv4 and IPv6 guests reach the same port, even
    port 0 (asyncio's own "every address" would open one socket per family, each on its own random port).
    Where the system has no IPv6 it falls back to IPv4's 0.0.0.0. Any other ``host`` is bound as given.
    """
    if host in ("", ANY_ADDRESS) and socket.has_ipv6:
        sock: socket.socket | None = None
        try:
            sock = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
            sock.bind(("::", port))
            sock.setblocking(False)
            return sock
        except OSError:
            if sock is not None:
                sock.close()
        host = "0.0.0.0"
    elif host in ("", ANY_ADDRESS):
        host = "0.0.0.0"
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, kind, proto, _, where = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        sock.bind(where)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock
