"""A table's join code never travels: SPAKE2 over the code agrees a key, the host proves it holds the code, and
every frame after that is sealed with ChaCha20-Poly1305. Sans-IO: bytes and strings in, bytes out, no socket.

The exchange (PROTOCOL 2, at a table with a join code):

1. guest -> host, in clear: ``hello`` with ``proto``, ``proto_min``, ``app`` and ``pake`` (its SPAKE2 message,
   side A, base64). Nothing else: name, seat token and packs wait for the sealed hello.
2. host -> guest, in clear: ``pake`` with ``msg`` (the host's SPAKE2 message, side B) and ``confirm`` (a value
   derived from the agreed key). A guest whose key gives another ``confirm`` stops there and sends nothing more:
   a wrong code and an impostor look the same to it (``lan.wrong_code``).
3. guest -> host, sealed: the rest of its hello. A frame the host cannot open means the guest does not hold the
   code: a wrong code, counted by the guard like a clear one was; so is a guest that hangs up after step 2.

Why it is safe to talk to a stranger: a SPAKE2 message is a random point blinded by the code, so whoever answers
a join (an impostor that copied the table's advert) learns nothing about the code from it, and its own message
commits it to one guess: a wrong guess cannot be checked against other codes afterwards (no offline dictionary
attack on the transcript), it costs one connection of a person who then sees "wrong join code". The guest's
message is checked by the host only after the guard let the look happen, as before.

The keys: SPAKE2's key (a hash over both identities, both messages, the code and the shared point) goes through
HKDF-SHA256 with one purpose per use: the host's confirmation, and one key per direction. Nonces are a counter per
direction (each direction has its own key), never sent: a frame replayed, dropped, reordered or changed fails to
open, and the connection is dropped with ``lan.bad_seal``. A reconnect makes a new exchange and new keys.
"""

from __future__ import annotations

import base64
import binascii
import secrets
import struct
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B, SPAKEError

from tabletop_qt.net.frames import ProtocolError
from tabletop_qt.net.guard import normalize_code

GUEST_ID = b"tabletop-qt lan guest"  # SPAKE2's identities: side A joins, side B hosts (no reflection possible)
HOST_ID = b"tabletop-qt lan host"
CONFIRM_PURPOSE = b"tabletop-qt lan 2: host holds the code"
GUEST_TO_HOST = b"tabletop-qt lan 2: guest to host"
HOST_TO_GUEST = b"tabletop-qt lan 2: host to guest"
SEAL_OVERHEAD = 16  # Poly1305's tag
MAX_PAKE_TEXT = 64  # base64 characters: a SPAKE2 message is 33 bytes (44 characters), a confirmation 32 (44)
_NONCE_PREFIX = bytes(4)
_COUNTER = struct.Struct(">Q")
_HEADER = struct.Struct(">I")
_LAST_COUNTER = 2**64 - 1


class Channel:
    """One connection's sealed frames, both ways: a key and a frame counter per direction."""

    def __init__(self, send_key: bytes, receive_key: bytes) -> None:
        self._sealer = ChaCha20Poly1305(send_key)
        self._opener = ChaCha20Poly1305(receive_key)
        self.sent = 0  # frames sealed so far (the next one's nonce)
        self.opened = 0  # frames opened so far

    def seal(self, body: bytes) -> bytes:
        if self.sent >= _LAST_COUNTER:
            raise ProtocolError("lan.bad_seal", "nonces used up")  # 2**64 frames: never, but never a repeat
        sealed = self._sealer.encrypt(_nonce(self.sent), body, None)
        self.sent += 1
        return sealed

    def open(self, sealed: bytes) -> bytes:
        """The frame's body; ProtocolError ``lan.bad_seal`` for anything not sealed by the other end as its next
        frame (changed, replayed, reordered, or another key's)."""
        try:
            body = self._opener.decrypt(_nonce(self.opened), sealed, None)
        except InvalidTag:
            raise ProtocolError("lan.bad_seal", f"frame {self.opened}") from None
        self.opened += 1
        return body

    def seal_frame(self, frame: bytes) -> bytes:
        """A whole frame as encode_frame made it (length, JSON) sealed: length, sealed JSON."""
        sealed = self.seal(frame[_HEADER.size :])
        return _HEADER.pack(len(sealed)) + sealed


class GuestExchange:
    """The joining side's half of the exchange for one connection."""

    def __init__(self, code: str) -> None:
        self._spake = SPAKE2_A(_password(code), idA=GUEST_ID, idB=HOST_ID)
        self.message = _text(self._spake.start())  # the hello's "pake"

    def finish(self, host_message: object, confirm: object) -> Channel | None:
        """The sealed channel, or None when the host did not prove it holds our code (a wrong code, or an
        impostor): then nothing more may be sent to it."""
        try:
            key = self._spake.finish(_bytes(host_message))
            expected = _derive(key, CONFIRM_PURPOSE)
            if not secrets.compare_digest(expected, _bytes(confirm)):
                return None
        except (SPAKEError, ProtocolError, ValueError, AssertionError, TypeError):
            return None
        return Channel(_derive(key, GUEST_TO_HOST), _derive(key, HOST_TO_GUEST))


@dataclass(frozen=True)
class HostAnswer:
    """The host's half of an exchange as plain values (it may be worked out in another process,
    ``exchange_worker.py``): its ``pake`` answer's fields, and the keys of the channel the guest will open if it
    holds the code."""

    fields: tuple[tuple[str, str], ...]
    send_key: bytes
    receive_key: bytes

    def channel(self) -> Channel:
        return Channel(self.send_key, self.receive_key)


def host_answer(code: str, guest_message: object) -> HostAnswer:
    """The host's half: its answer and the channel's keys. A message that is no SPAKE2 side-A message is
    ProtocolError ``lan.bad_field pake``. Pure Python group arithmetic: ~12 ms of one core (more on a busy one)."""
    message = _bytes(guest_message)  # read first: a malformed one costs no group arithmetic
    spake = SPAKE2_B(_password(code), idA=GUEST_ID, idB=HOST_ID)
    mine = spake.start()
    try:
        key = spake.finish(message)
    except (SPAKEError, ValueError, AssertionError, TypeError) as exc:
        raise ProtocolError("lan.bad_field", "pake") from exc
    fields = (("msg", _text(mine)), ("confirm", _text(_derive(key, CONFIRM_PURPOSE))))
    return HostAnswer(fields, _derive(key, HOST_TO_GUEST), _derive(key, GUEST_TO_HOST))


def answer_guest(code: str, guest_message: object) -> tuple[dict[str, str], Channel]:
    """``host_answer`` worked out here and now: the ``pake`` answer's fields and the channel."""
    answer = host_answer(code, guest_message)
    return dict(answer.fields), answer.channel()


def _password(code: str) -> bytes:
    # Compared loosely, as the clear code was ("k7qm 3xtd" is "K7QM-3XTD"); any string a person may type.
    return normalize_code(code).encode("utf-8", "surrogatepass")


def _derive(key: bytes, purpose: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose).derive(key)


def _nonce(counter: int) -> bytes:
    return _NONCE_PREFIX + _COUNTER.pack(counter)


def _text(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _bytes(text: object) -> bytes:
    if not isinstance(text, str) or len(text) > MAX_PAKE_TEXT:
        raise ProtocolError("lan.bad_field", "pake")
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as exc:
        raise ProtocolError("lan.bad_field", "pake") from exc
