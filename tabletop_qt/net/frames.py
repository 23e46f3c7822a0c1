"""Frames on the wire: a 4-byte big-endian length, then one UTF-8 JSON object. Never pickle.

Sans-IO: bytes in, messages out. A peer that sends anything else is refused with a reason code, never with an
exception escaping into the caller's loop.
"""

from __future__ import annotations

import enum
import json
import math
import re
import struct
from collections.abc import Callable
from typing import Any

MAX_FRAME = 256 * 1024  # bytes of JSON; a whole Tea Time snapshot with its log is well under 64 KiB
MAX_DEPTH = 64  # nested arrays and objects; real messages are a handful of levels deep
_HEADER = struct.Struct(">I")


class ProtocolError(Exception):
    """The peer broke the protocol; ``reason`` is a stable code (logged, sent in a reject where possible)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def encode_frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    if len(body) > MAX_FRAME:
        raise ValueError(f"frame of {len(body)} bytes is over the cap")
    return _HEADER.pack(len(body)) + body


class Fate(enum.Enum):
    """What a reader does with a whole frame, decided from its length before a byte of it is decoded."""

    READ = "read"  # decoded and handled
    PEEK = "peek"  # over the sender's rate: decoded only so it can be answered (small frames)
    SKIP = "skip"  # over the sender's rate: dropped unread, costing the host nothing but the copy


class FrameDecoder:
    """Accumulates bytes and yields whole messages; after one protocol error it stays broken."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self.max_frame = max_frame  # the owner may change it between feeds (the host: small until the welcome)
        self.broken: ProtocolError | None = None
        # Once a join code's exchange agreed a key (secure.py): every frame's body is sealed and opened by this
        # (it raises ProtocolError for a frame not sealed by the other end as its next one), ``overhead`` bytes more.
        self.opener: Callable[[bytes], bytes] | None = None
        self.overhead = 0

    def seal_with(self, opener: Callable[[bytes], bytes], overhead: int) -> None:
        """From the next frame on, bodies are sealed (the bytes already framed before were read in clear)."""
        self.opener, self.overhead = opener, overhead

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        return [message for _, message in self.feed_charged(data, _read_all) if message is not None]

    def feed_charged(
        self, data: bytes, charge: Callable[[int], Fate]
    ) -> list[tuple[Fate, dict[str, Any] | None]]:
        """Like ``feed``, but ``charge(length)`` is asked for each whole frame before it is decoded (the host's
        rate limit): a SKIP frame comes out as (SKIP, None) unread, a PEEK one decoded but marked."""
        if self.broken is not None:
            raise self.broken
        self._buffer += data
        out: list[tuple[Fate, dict[str, Any] | None]] = []
        while len(self._buffer) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(self._buffer)
            if length > self.max_frame + self.overhead:
                self.broken = ProtocolError("lan.frame_too_large", str(length))
                raise self.broken
            if len(self._buffer) < _HEADER.size + length:
                break
            fate = charge(length)
            if fate is Fate.SKIP:
                body = bytes(self._buffer[_HEADER.size : _HEADER.size + length]) if self.opener else b""
                del self._buffer[: _HEADER.size + length]
                if self.opener is not None:
                    try:
                        self.opener(body)  # a sealed stream counts every frame: opened, its JSON never read
                    except ProtocolError as exc:
                        self.broken = exc
                        raise
                out.append((fate, None))
                continue
            body = bytes(self._buffer[_HEADER.size : _HEADER.size + length])
            del self._buffer[: _HEADER.size + length]
            if self.opener is not None:
                try:
                    body = self.opener(body)
                except ProtocolError as exc:
                    self.broken = exc
                    raise
            try:
                message = json.loads(body.decode("utf-8"), parse_constant=_refuse_constant, parse_float=_finite_float)
                # Anything nested near the recursion limit would break whoever walks or re-encodes it later.
                if body.count(b"[") + body.count(b"{") > MAX_DEPTH and too_deep(body, MAX_DEPTH):
                    raise ValueError("nested too deep")
            except (ValueError, RecursionError) as exc:
                self.broken = ProtocolError("lan.bad_json", str(exc)[:200])
                raise self.broken from exc
            if not isinstance(message, dict) or not isinstance(message.get("t"), str):
                self.broken = ProtocolError("lan.not_a_message")
                raise self.broken
            out.append((fate, message))
        return out

    @property
    def pending(self) -> int:
        """Bytes held for a frame not yet whole (what a slow or hostile peer makes the host keep)."""
        return len(self._buffer)


def _read_all(length: int) -> Fate:
    return Fate.READ


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 is Infinity by another name
        raise ValueError(f"{text[:20]} is out of range")
    return value


# A JSON string (well-formed: the text was decoded once already), blanked before the brackets are looked at.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def too_deep(body: bytes, limit: int) -> bool:
    """Whether the JSON text ``body``, already decoded once, nests arrays and objects deeper than ``limit``.

    Read off the text at C speed: strings blanked, everything but the brackets dropped, then the innermost pairs
    removed ``limit`` times (one level each time): anything left was deeper. Walking the decoded value instead
    cost about 0.3 ms for a 4 KiB hello of nested lists, on the host's loop, for each one a script sent."""
    shape = _STRING.sub(b"", body).translate(_SQUARE, _NOT_BRACKETS)
    for _ in range(limit):
        if not shape:
            return False
        shape = shape.replace(b"[]", b"")
    return bool(shape)
