"""Computers made of Linux network namespaces, for tests that need a real LAN (multicast, a cable to cut).

``TwoHosts`` is two namespaces joined by a veth pair (a virtual cable): each has its own loopback, its own
``lan0`` card with an address on 10.231.X.0/24, and its own port numbers, so two app processes see each other
only across the cable, by unicast and by mDNS multicast. ``OneHost`` is a single namespace, whose loopback can
carry multicast without touching the machine's real network.

Needs root (or CAP_NET_ADMIN and CAP_SYS_ADMIN) and ``ip`` from iproute2: ``netns_available()`` says why not.
"""

from __future__ import annotations

import functools
import os
import secrets
import shutil
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LINK = "lan0"
MULTICAST = "224.0.0.0/4"
_ADDRESSES_ENV = "TABLETOP_QT_LAN_ADDRESSES"


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20, check=False)
    if check and result.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)}: {result.stderr.strip() or result.returncode}")
    return result


@functools.cache
def netns_available() -> str | None:
    """None if network namespaces with a veth cable can be made here; otherwise the reason they cannot."""
    if not hasattr(os, "geteuid") or not os.path.isdir("/proc/self/ns"):
        return "network namespaces exist only on Linux"
    if os.geteuid() != 0:
        return "making network namespaces needs root (run the tests as root, e.g. in a container)"
    if shutil.which("ip") is None:
        return "`ip` is missing (install the iproute2 package)"
    name = f"ttqprobe-{secrets.token_hex(4)}"
    other = f"ttqprobe-{secrets.token_hex(4)}"
    try:
        for ns in (name, other):
            result = _ip("netns", "add", ns, check=False)
            if result.returncode != 0:
                return f"`ip netns add` failed: {result.stderr.strip()} (a container without CAP_SYS_ADMIN?)"
        result = _ip("-n", name, "link", "add", LINK, "type", "veth", "peer", "name", LINK, "netns", other, check=False)
        if result.returncode != 0:
            return f"cannot make a veth pair: {result.stderr.strip()}"
        result = _ip("netns", "exec", name, "true", check=False)
        if result.returncode != 0:
            return f"`ip netns exec` failed: {result.stderr.strip()}"
    finally:
        for ns in (name, other):
            _ip("netns", "del", ns, check=False)
    return None


def host_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop(_ADDRESSES_ENV, None)  # each computer finds its own addresses, as on a real LAN
    env.update(extra or {})
    return env


class _Namespaces:
    """Namespaces that exist until close(), and the processes started in them."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self._made: list[str] = []
        self._processes: list[subprocess.Popen[Any]] = []

    def _make(self) -> None:
        for name in self.names:
            _ip("netns", "add", name)
            self._made.append(name)
            _ip("-n", name, "link", "set", "lo", "up")

    def ip(self, name: str, *args: str) -> str:
        """Run ``ip ARGS`` inside namespace ``name``; its output."""
        return _ip("-n", name, *args).stdout

    def _popen(
        self, name: str, args: Sequence[str], env: dict[str, str] | None, **popen_kw: Any
    ) -> subprocess.Popen[Any]:
        # `ip netns exec` execs the command, so the Popen's pid is the command's own.
        process = subprocess.Popen(["ip", "netns", "exec", name, *args], env=host_env(env), **popen_kw)
        self._processes.append(process)
        return process

    def close(self) -> None:
        # A process still inside keeps its namespace alive after `ip netns del`: end them first.
        for process in self._processes:
            if process.poll() is None:
                process.kill()
        for process in self._processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
            for stream in (process.stdin, process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        self._processes.clear()
        for name in reversed(self._made):
            _ip("netns", "del", name, check=False)
        self._made.clear()


class OneHost(_Namespaces):
    """One fresh namespace whose loopback carries multicast (the machine's own loopback stays untouched)."""

    def __init__(self) -> None:
        super().__init__([f"ttq1-{secrets.token_hex(4)}"])
        self.name = self.names[0]

    def __enter__(self) -> OneHost:
        try:
            self._make()
            # Loopback lacks the MULTICAST flag. Zeroconf with explicit addresses sends anyway (it names the
            # interface of every socket), but a socket on the default interface would need the flag and the route.
            self.ip(self.name, "link", "set", "lo", "multicast", "on")
            self.ip(self.name, "route", "add", MULTICAST, "dev", "lo")
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def run(self, args: Sequence[str], env: dict[str, str] | None = None, **popen_kw: Any) -> subprocess.Popen[Any]:
        return self._popen(self.name, args, env, **popen_kw)


class TwoHosts(_Namespaces):
    """Two computers, "a" and "b", on one cable: 10.231.X.1 and 10.231.X.2 on their card ``lan0``."""

    HOSTS = ("a", "b")

    def __init__(self) -> None:
        tag = secrets.token_hex(4)
        super().__init__([f"ttqa-{tag}", f"ttqb-{tag}"])
        self.subnet = secrets.randbelow(254) + 1
        self._addresses = {"a": f"10.231.{self.subnet}.1", "b": f"10.231.{self.subnet}.2"}

    def namespace(self, host: str) -> str:
        return self.names[self.HOSTS.index(host)]

    def address(self, host: str) -> str:
        return self._addresses[host]

    def __enter__(self) -> TwoHosts:
        try:
            self._make()
            a, b = self.names
            self.ip(a, "link", "add", LINK, "type", "veth", "peer", "name", LINK, "netns", b)
            for host in self.HOSTS:
                name = self.namespace(host)
                self.ip(name, "addr", "add", f"{self.address(host)}/24", "dev", LINK)
                # veth cards are created with MULTICAST on; say so anyway rather than rely on a default.
                self.ip(name, "link", "set", LINK, "multicast", "on")
                self.ip(name, "link", "set", LINK, "up")
            self._route_multicast()
            self._wait_link_up()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def run(
        self, host: str, args: Sequence[str], env: dict[str, str] | None = None, **popen_kw: Any
    ) -> subprocess.Popen[Any]:
        """Start ``args`` on computer ``host`` ("a" or "b"); it is killed when the hosts are torn down."""
        return self._popen(self.namespace(host), args, env, **popen_kw)

    def link_down(self) -> None:
        """Pull the cable out: both cards go down (their addresses stay, as on a real machine)."""
        for name in self.names:
            self.ip(name, "link", "set", LINK, "down")

    def link_up(self, timeout: float = 10.0) -> None:
        """Plug the cable back in and wait until both ends have carrier again."""
        for name in self.names:
            self.ip(name, "link", "set", LINK, "up")
        self._wait_link_up(timeout)
        # Taking a card down drops the routes through it; the kernel restores only the subnet's own.
        self._route_multicast()

    def link_is_up(self, host: str) -> bool:
        return "LOWER_UP" in self.ip(self.namespace(host), "-o", "link", "show", LINK).split(">")[0]

    def _route_multicast(self) -> None:
        # Sockets that name their multicast interface (zeroconf's, given addresses) do not need this; any other
        # would find no route to 224.0.0.251 in a namespace that has no default route.
        for name in self.names:
            self.ip(name, "route", "replace", MULTICAST, "dev", LINK)

    def _wait_link_up(self, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while not all(self.link_is_up(host) for host in self.HOSTS):
            if time.monotonic() > deadline:
                raise RuntimeError("the veth link did not come up")
            time.sleep(0.02)


class TwoHostsV6(TwoHosts):
    """Two computers on one cable that speak IPv6 alone: no IPv4 address on either card.

    ``routable`` False: each card has only its link-local address (fe80::1 and fe80::2, as on a network with no
    router and no DHCP server); True: each also has a unique-local one (fdXX::1 and fdXX::2). Addresses are added
    with ``nodad`` (duplicate address detection would hold them back a second or two) and the kernel makes none
    of its own (addrgenmode none), so the cards have exactly these."""

    def __init__(self, routable: bool = False) -> None:
        super().__init__()
        self.routable = routable
        prefix = f"fd31:{self.subnet:x}::"
        self._link_local = {"a": "fe80::1", "b": "fe80::2"}
        self._addresses = {"a": f"{prefix}1", "b": f"{prefix}2"} if routable else dict(self._link_local)

    def link_local(self, host: str) -> str:
        return self._link_local[host]

    def __enter__(self) -> TwoHostsV6:
        try:
            self._make()
            a, b = self.names
            self.ip(a, "link", "add", LINK, "type", "veth", "peer", "name", LINK, "netns", b)
            for host in self.HOSTS:
                name = self.namespace(host)
                self.ip(name, "link", "set", LINK, "addrgenmode", "none")
                self.ip(name, "link", "set", LINK, "multicast", "on")
                self.ip(name, "-6", "addr", "add", f"{self.link_local(host)}/64", "dev", LINK, "nodad")
                if self.routable:
                    self.ip(name, "-6", "addr", "add", f"{self.address(host)}/64", "dev", LINK, "nodad")
                self.ip(name, "link", "set", LINK, "up")
            self._wait_link_up()
        except BaseException:
            self.close()
            raise
        return self

    def ipv4_addresses(self, host: str) -> str:
        return self.ip(self.namespace(host), "-4", "-o", "addr", "show", "dev", LINK)
