"""Connection attempts from chosen addresses dropped by the kernel, before the host's loop ever wakes for them.

A classic BPF program attached to the listening socket (SO_ATTACH_FILTER, Linux) runs on every packet that
reaches the listener, the SYN that opens a connection among them: for the addresses given it returns 0, and the
SYN is dropped as if lost. The peer's system sends it again a second later (then after 2, 4, ... s), so a script
that opens connections as fast as the host refuses them is slowed to a few a second by its own TCP stack, and no
accept, send or close is spent on it (issue 24: refusing connection storms cost the host 30-50% of a core, the
seated guests' frames waiting behind them).

The program reads the packet's network header (SKF_NET_OFF): an IPv4 source address is compared whole; an IPv6
one whole or by its first 64 bits, as ``guard.address_key`` names a door ("a.b.c.d", "fe80::1", "2001:db8::/64").
IPv4 peers of a dual-stack socket arrive as IPv4 packets, so their key ("a.b.c.d") matches there too.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import ipaddress
import socket
import struct
import sys
from collections.abc import Iterable

SO_ATTACH_FILTER = 26  # Linux's asm-generic/socket.h (the same on x86, ARM; not exported by the socket module)
SO_DETACH_FILTER = 27
SKF_NET_OFF = -0x100000  # loads relative to the network header, whatever the socket's own layer
MAX_IPV4 = 400  # addresses one program drops at most (2 instructions each; the kernel allows 4096)
MAX_IPV6 = 64  # IPv6 doors (up to 9 instructions each)

_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
_LD_B_ABS = 0x30  # BPF_LD | BPF_B | BPF_ABS
_RSH_K = 0x74  # BPF_ALU | BPF_RSH | BPF_K
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
_JA = 0x05  # BPF_JMP | BPF_JA: on by k, however far
_DROP, _PASS = 0, 0xFFFFFFFF
_INSN = struct.Struct("HBBI")


def supported() -> bool:
    return sys.platform.startswith("linux")


def _insn(code: int, jt: int, jf: int, k: int) -> bytes:
    return _INSN.pack(code, jt, jf, k & 0xFFFFFFFF)


def program(keys: Iterable[str]) -> bytes:
    """The filter dropping every packet from the doors ``keys`` (guard.address_key values); others pass.
    Keys that are no address are ignored; past MAX_IPV4 / MAX_IPV6 the rest pass too."""
    ipv4: list[int] = []
    ipv6: list[tuple[int, ...]] = []  # each door's 32-bit words, 2 (a /64) or 4 (a whole address)
    for key in keys:
        words = _words(key)
        if words is None:
            continue
        if len(words) == 1:
            if len(ipv4) < MAX_IPV4:
                ipv4.append(words[0])
        elif len(ipv6) < MAX_IPV6:
            ipv6.append(words)
    v4 = [_insn(_LD_W_ABS, 0, 0, SKF_NET_OFF + 12)]  # the IPv4 source address
    for address in ipv4:
        v4 += [_insn(_JEQ_K, 0, 1, address), _insn(_RET_K, 0, 0, _DROP)]
    v4.append(_insn(_RET_K, 0, 0, _PASS))
    v6: list[bytes] = []
    for words in ipv6:
        block: list[bytes] = []
        for i, word in enumerate(words):
            left = 2 * (len(words) - i) - 1  # instructions after this jeq up to and with the block's drop
            block += [_insn(_LD_W_ABS, 0, 0, SKF_NET_OFF + 8 + 4 * i), _insn(_JEQ_K, 0, left, word)]
        v6 += [*block, _insn(_RET_K, 0, 0, _DROP)]
    v6.append(_insn(_RET_K, 0, 0, _PASS))
    # The IP version (the first byte's high nibble) picks the block; anything else passes. A conditional jump
    # reaches at most 255 on, so the IPv6 block is reached by an unconditional one (BPF_JA).
    head = [
        _insn(_LD_B_ABS, 0, 0, SKF_NET_OFF),
        _insn(_RSH_K, 0, 0, 4),
        _insn(_JEQ_K, 3, 0, 4),  # IPv4: to its block, right after this head
        _insn(_JEQ_K, 1, 0, 6),  # IPv6: to the jump below
        _insn(_RET_K, 0, 0, _PASS),
        _insn(_JA, 0, 0, len(v4)),  # over the IPv4 block
    ]
    return b"".join([*head, *v4, *v6])


@functools.lru_cache(maxsize=1024)  # the list is rebuilt whole, up to 20 times a second in a storm (host.py)
def _words(key: str) -> tuple[int, ...] | None:
    """A door's address as the program compares it: one word (IPv4), two (an IPv6 /64) or four (a whole IPv6
    address); None for a key that is no address."""
    try:
        if "/" in key:
            net = ipaddress.ip_network(key, strict=False)
            if net.version != 6 or net.prefixlen != 64:
                return None
            return tuple(struct.unpack(">4I", net.network_address.packed)[:2])
        ip = ipaddress.ip_address(key)
    except ValueError:
        return None
    return (int(ip),) if ip.version == 4 else tuple(struct.unpack(">4I", ip.packed))


def attach(listener: socket.socket, keys: Iterable[str]) -> None:
    """Drop connection attempts from ``keys`` at ``listener`` (none: take the filter off). OSError if refused."""
    code = program(keys)
    buffer = ctypes.create_string_buffer(code, len(code))
    # struct sock_fprog { unsigned short len; struct sock_filter *filter; } (padded as the platform's C does)
    fprog = struct.pack("HL", len(code) // _INSN.size, ctypes.addressof(buffer))
    listener.setsockopt(socket.SOL_SOCKET, SO_ATTACH_FILTER, fprog)  # the kernel copies the program


def detach(sock: socket.socket) -> None:
    """Take any filter off ``sock`` (an accepted connection inherits its listener's)."""
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.SOL_SOCKET, SO_DETACH_FILTER, 0)
