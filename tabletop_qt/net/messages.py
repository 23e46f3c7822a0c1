"""The messages of the LAN protocol: their type codes, versions, and strict readers for untrusted fields.

Every message is a JSON object with a type under "t". Readers raise ProtocolError with a reason code; nothing a
peer sends can raise anything else.
"""

from __future__ import annotations

from typing import Any

from tabletop_qt.net.frames import ProtocolError

# 2: at a table with a join code the code never travels; a SPAKE2 exchange over it, then sealed frames
# (secure.py). A version-1 peer is refused with lan.host_newer / lan.host_older: it would send the code in clear.
PROTOCOL = 2  # what this app speaks
PROTOCOL_MIN = 2  # the oldest it still accepts

MAX_NAME = 24
MAX_CHAT = 300
MAX_TOKEN = 64
MAX_CODE = 32
MAX_RTT_US = 10_000_000  # a measured round trip past 10 s is not a LAN; clamp what a ping may claim
MAX_COUNTDOWN_MS = 600_000  # a referee's countdown is seconds long; ten minutes is no countdown any more
MAX_SEATS = 64
MAX_ANSWER_DETAILS = 16  # an out-of-turn window's public details: a handful of scalars
MAX_DETAIL_KEY = 32
MAX_DETAIL_TEXT = 64  # a card instance id, an attack kind: short identifiers

# What a host understands beyond PROTOCOL, in the welcome's optional "features" list (older hosts send none,
# older guests ignore it): a guest uses a feature only when its host named it, so no version bump is needed and
# an old host is never sent what it cannot read (it would relay an unknown field of a chat to everyone).
TEAM_CHAT = "team_chat"  # the host relays a guest's "team_chat" message to that team's seats only
# The host allows hints at this table and logs a guest's "hint" for everyone (named only when the host allows them).
HINTS = "hints"
FEATURES: tuple[str, ...] = (TEAM_CHAT,)
MAX_FEATURES = 16
# A hello's optional "packs": the content hashes of the packs the guest has (hashes alone: each covers its pack's id
# and name). 64 of 32 characters stay well inside the 4 KiB a frame may have before the welcome.
MAX_PACKS = 64
MAX_PACK_DIGEST = 64
MAX_PACK_NAME = 120


class T:
    """Message types (the "t" field)."""

    HELLO = "hello"  # client: who I am, what I speak, which seat, reconnect token; optionally "packs": the
    # content packs it has (their hashes), which a table playing a pack checks (older clients send none). With a
    # join code: first a clear hello of proto, proto_min, app and "pake" alone, the rest sealed after PAKE
    PAKE = "pake"  # host: {msg, confirm}: its half of the join code's exchange and its proof (secure.py)
    WELCOME = "welcome"  # host: your seat and token
    REJECT = "reject"  # host: refused, with a reason; the connection closes. Optional: "retry_after" (seconds),
    # "pack" (lan.pack_missing: the name of the table's content pack)
    LOBBY = "lobby"  # host: the seats before and during the game
    UPDATE = "update"  # host: your view, your legal actions, the new log entries, the view hash; in a real-time
    # game optionally "countdown": {phase, round, seats, remaining_ms, total_ms} and "paused": true while the
    # host has paused it; in a turn-based game optionally "current": [seats the table waits on], "answer":
    # {seat, kind, details, total_ms, remaining_ms?} while an out-of-turn window is open (remaining_ms only when
    # the table will pass for that seat) and "timed_out": seat on the update of a pass the table made for a seat
    # whose time ran out (older clients ignore them all)
    INTENT = "intent"  # client: an action, the state version it was made on, a sequence number
    RESULT = "result"  # host: the intent was accepted or rejected, with a reason
    PROBE = "probe"  # client: would this action be allowed, and if not why
    EXPLAIN = "explain"  # host: the answer to a probe
    RESYNC = "resync"  # client: my view's hash differs, send me everything again
    PING = "ping"  # client: {n, rtt_us?: the median round trip it measured, in microseconds}
    PONG = "pong"
    CHAT = "chat"  # client: {text}; host: {from, text, team?: true when only the sender's team got it}
    TEAM_CHAT = "team_chat"  # client: {text} for its team only (sent only to a host whose welcome names the feature)
    HINT = "hint"  # client: {} this seat was shown a hint; the host logs it (sent only when the welcome names "hints")
    CHAT_REFUSED = "chat_refused"  # host: {reason} a team message it did not relay (to a peer that sent one)
    BYE = "bye"  # client: leaving for good
    CLOSING = "closing"  # host: the table is closing


def get_int(msg: dict[str, Any], key: str, low: int = -(2**31), high: int = 2**31) -> int:
    value = msg.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not (low <= value <= high):
        raise ProtocolError("lan.bad_field", key)
    return value


def get_opt_int(msg: dict[str, Any], key: str, low: int = -(2**31), high: int = 2**31) -> int | None:
    return None if msg.get(key) is None else get_int(msg, key, low, high)


def get_str(msg: dict[str, Any], key: str, max_len: int) -> str:
    value = msg.get(key)
    if not isinstance(value, str) or len(value) > max_len:
        raise ProtocolError("lan.bad_field", key)
    return value


def get_opt_str(msg: dict[str, Any], key: str, max_len: int) -> str | None:
    return None if msg.get(key) is None else get_str(msg, key, max_len)


def get_obj(msg: dict[str, Any], key: str) -> Any:
    if key not in msg:
        raise ProtocolError("lan.bad_field", key)
    return msg[key]


def clean_name(name: str) -> str:
    """A player's name as others will see it: printable, trimmed, never empty."""
    kept = "".join(ch for ch in name if ch.isprintable()).strip()
    return kept[:MAX_NAME]
