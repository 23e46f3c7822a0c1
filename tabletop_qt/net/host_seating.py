"""A hello at the host, sans-IO, once the join code is settled: the protocol versions, the table and the game it
names, the content pack, then a seat (a new one, one taken back with its token, or a spectator's place) and
the welcome; the host's own seats (a person or a bot) set from its side.

A part ``HostCore`` (host_core.py) owns; it is given the core (the table it describes, its seats and limits, the
reject, the lobby's seats_changed, and the join code's part a hello goes through first: host_join.py), the peers
and the allowances kept by seat or address (the core's dicts, shared), and the outgoing part (host_updates.py)."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from tabletop_qt.net.allowance import Allowance, Allowed
from tabletop_qt.net.frames import ProtocolError
from tabletop_qt.net.host_effects import AllSeated, Close, Effect
from tabletop_qt.net.host_peers import Peer, SeatState
from tabletop_qt.net.messages import (
    FEATURES,
    HINTS,
    MAX_NAME,
    MAX_PACK_DIGEST,
    MAX_PACKS,
    MAX_TOKEN,
    PROTOCOL,
    PROTOCOL_MIN,
    T,
    clean_name,
    get_int,
    get_opt_int,
    get_opt_str,
    get_str,
)
from tabletop_qt.net.names import same_name

if TYPE_CHECKING:
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_updates import HostUpdates


class HostSeating:
    """The seating part of HostCore."""

    def __init__(
        self,
        core: HostCore,
        peers: dict[int, Peer],
        allowances: dict[tuple[Allowed, object], Allowance],
        updates: HostUpdates,
    ) -> None:
        self._core = core
        self._peers = peers
        self._allowances = allowances
        self._updates = updates

    def set_seat(self, index: int, state: SeatState, name: str = "", level: str | None = None) -> list[Effect]:
        """The host fills a seat itself (a local person or a bot), before the game or for an away player."""
        seat = self._core.seats[index]
        if seat.state not in (SeatState.OPEN, SeatState.AWAY, SeatState.LOCAL, SeatState.BOT):
            return []
        seat.state, seat.name, seat.level, seat.token, seat.deadline = state, name, level, None, None
        return self._core.seats_changed()

    def hello(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        if peer.sealed:
            return self._sealed_hello(peer, msg, now)
        proto = get_int(msg, "proto", 0, 2**31)
        proto_min = get_int(msg, "proto_min", 0, 2**31)
        if proto_min > PROTOCOL:
            return self._core.reject(peer, "lan.host_older")
        if proto < PROTOCOL_MIN:
            return self._core.reject(peer, "lan.host_newer")
        refusal = self._table_refusal(msg)
        if refusal is not None:
            return self._core.reject(peer, refusal)
        return self._core.join_door.check_code(peer, msg, now)

    def _table_refusal(self, msg: dict[str, Any]) -> str | None:
        # A peer that names a game must name ours; one that does not (an address typed by hand) learns it from
        # the welcome and checks it itself.
        game = get_opt_str(msg, "game", 64)
        if game is not None and game != self._core.game_id:
            return "lan.wrong_game"
        rules = get_opt_int(msg, "rules", 0, 2**31)
        if game is not None and rules != self._core.rules_version:
            return "lan.rules_differ"
        if self._core.closed:
            return "lan.table_closed"
        return None

    def _sealed_hello(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        """The rest of a hello, sealed after the join code's exchange: the code is proven, the table and the seat
        are looked at as for a clear hello."""
        refusal = self._table_refusal(msg)
        if refusal is not None:
            return self._core.reject(peer, refusal)
        return self.seat(peer, msg, now)

    def seated_here(self, key: str) -> bool:
        """Whether a seat whose player may come back (it holds a token) was last taken from ``key``."""
        return bool(key) and any(s.token and s.key == key for s in self._core.seats)

    def seat(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        if self._core.pack is not None and not _has_pack(msg, self._core.pack.digest):
            # Looked at once the code is right: a stranger learns nothing of the table from a refusal.
            return self._core.reject(peer, "lan.pack_missing", pack=self._core.pack.name)
        name = clean_name(get_str(msg, "name", MAX_NAME * 4)) or "?"
        token = get_opt_str(msg, "token", MAX_TOKEN)
        taken = [s.name for s in self._core.seats if s.state is not SeatState.OPEN and s.name]
        if token is None and any(same_name(other, name) for other in taken):
            # "Ann" and "АNN" (a Cyrillic A) would read alike in the lobby and the chat: one of them is refused.
            return self._core.reject(peer, "lan.name_taken")
        wanted = get_opt_int(msg, "seat", 0, 64)
        spectator = msg.get("spectator") is True
        index = None
        if token is not None:
            index = next((i for i, s in enumerate(self._core.seats) if s.token and _same_secret(token, s.token)), None)
            if index is None:
                return self._core.reject(peer, "lan.unknown_token")
            seat = self._core.seats[index]
            if seat.conn is not None and seat.conn in self._peers:
                # The same player on a new connection: the old one is stale.
                old = self._peers.pop(seat.conn)
                stale: list[Effect] = [Close(old.conn, "lan.replaced")]
            else:
                stale = []
            seat.state, seat.conn, seat.deadline = SeatState.REMOTE, peer.conn, None
        elif spectator:
            stale = []
        else:
            stale = []
            open_seats = [i for i, s in enumerate(self._core.seats) if s.state is SeatState.OPEN]
            if wanted is not None:
                if wanted not in open_seats:
                    return self._core.reject(peer, "lan.seat_taken")
                index = wanted
            elif open_seats:
                index = open_seats[0]
            else:
                return self._core.reject(peer, "lan.table_full")
            seat = self._core.seats[index]
            seat.state, seat.name, seat.conn = SeatState.REMOTE, name, peer.conn
            seat.token = secrets.token_urlsafe(24)
        if index is not None:
            self._core.seats[index].key = peer.key
        peer.greeted = True
        peer.decoder.max_frame = self._core.limits.guest_max_frame  # welcomed: a guest's messages are small still
        peer.allowance = self._allowance(index, peer, fresh=token is None and index is not None)
        peer.seat = index
        peer.spectator = index is None
        peer.name = self._core.seats[index].name if index is not None else name
        welcome = {
            "t": T.WELCOME,
            "seat": index,
            "token": self._core.seats[index].token if index is not None else None,
            "proto": PROTOCOL,
            "app": self._core.app_version,
            "table": self._core.table_name,
            "game": self._core.game_id,
            "rules": self._core.rules_version,
            "seats": list(self._updates.seats_json()),
            "started": self._core.started,
            # Optional: what this host understands beyond PROTOCOL (messages.py).
            "features": list(FEATURES) + ([HINTS] if self._core.hints else []),
            # Optional: the content pack's hash (the hello checked the guest has it): the guest draws with its copy.
            **({"pack": self._core.pack.digest} if self._core.pack is not None else {}),
        }
        out: list[Effect] = [*stale, *self._updates.send(peer.conn, welcome)]
        out.extend(self._core.seats_changed())
        if self._core.started and self._updates.version >= 0:
            peer.log_sent = 0
            out.extend(self._updates.send_update(peer, now))
        if not self._core.started and self._core.free_seats == 0:
            out.append(AllSeated())
        return out

    def _allowance(self, index: int | None, peer: Peer, fresh: bool) -> Allowance:
        """The allowance a welcomed peer sends under: its seat's (``fresh``: a new player took the seat) or, for a
        spectator, its address's; what it spent before the welcome is carried over."""
        key: tuple[Allowed, object] = (Allowed.SEAT, index) if index is not None else (Allowed.SPECTATOR, peer.key)
        kept = None if fresh else self._allowances.get(key)
        if kept is None:
            kept = self._allowances[key] = peer.allowance
        return kept


def _has_pack(msg: dict[str, Any], digest: str) -> bool:
    """Whether a hello's guest has the pack of this hash. A hello without "packs" (an older guest) is taken at its
    word, as before packs were told; a malformed list is a protocol error."""
    packs = msg.get("packs")
    if packs is None:
        return True
    if not isinstance(packs, list) or len(packs) > MAX_PACKS:
        raise ProtocolError("lan.bad_field", "packs")
    if not all(isinstance(p, str) and len(p) <= MAX_PACK_DIGEST for p in packs):
        raise ProtocolError("lan.bad_field", "packs")
    return digest in packs


def _same_secret(given: str, expected: str) -> bool:
    """Constant-time comparison that takes any string a peer sends (non-ASCII, even lone surrogates)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), expected.encode("utf-8", "surrogatepass"))
