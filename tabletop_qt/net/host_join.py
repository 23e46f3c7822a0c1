"""The join code at the host's door, sans-IO: the guard's say on when a code is looked at, the code's exchange
(``secure.py``), what counts as a wrong code, and the sealing of what goes out to a peer that proved the code.

A part ``HostCore`` (host_core.py) owns; it is given the core (the join code, its guard and limits, whether the
exchange is worked out elsewhere, the reject and the seating part a hello is handed on to), the peers and the
channels of sealed connections (the core's dicts, shared: the core forgets a channel when the close is reported).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.frames import ProtocolError, encode_frame
from tabletop_qt.net.guard import Admission
from tabletop_qt.net.host_effects import Close, Effect, Exchange, Guessing, Refused, Send, TurnedAway
from tabletop_qt.net.messages import T
from tabletop_qt.net.secure import SEAL_OVERHEAD, Channel, HostAnswer, answer_guest

if TYPE_CHECKING:
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_peers import Peer


class Awaited:
    """A peer's exchange whose host half is being worked out away from the loop (an Exchange effect): until
    JoinDoor.exchange_answered the guest waits for our answer and may send nothing."""


AWAITED = Awaited()


def _too_early(sealed: bytes) -> bytes:
    # The guest sent a frame before it had our half of the exchange: it cannot be sealed with a key it lacks.
    raise ProtocolError("lan.bad_seal", "before the exchange's answer")


class JoinDoor:
    """The join code's part of HostCore."""

    def __init__(self, core: HostCore, peers: dict[int, Peer], channels: dict[int, Channel]) -> None:
        self._core = core
        self._peers = peers
        self._channels = channels

    def wire(self, conn: int, data: bytes) -> bytes:
        """The bytes a Send's frame goes out as, sealed once the peer proved it holds the join code. The adapter
        calls this as it writes each Send, in order: each frame takes the next nonce of that direction."""
        channel = self._channels.get(conn)
        return channel.seal_frame(data) if channel is not None else data

    def check_code(self, peer: Peer, msg: dict[str, Any], now: float, holding: bool = False) -> list[Effect]:
        """The join code, when the table has one and the guard lets it be looked at now; then the seat."""
        pake = msg.get("pake")
        if self._core.join_code is None:
            if pake is not None:
                # The guest typed a code for a table that has none: said so, never joined in clear behind its back.
                return self._core.reject(peer, "lan.no_code_here")
            return self._core.seating.seat(peer, msg, now)
        # A seated guest coming back from its seat's address waits for its own door only (guard.admit).
        seated = self._core.seating.seated_here(peer.key)
        admission: Admission = self._core.guard.admit(peer.key, now, holding=holding, seated=seated)
        if admission.kind == "hold":
            peer.held, peer.held_until = msg, admission.at
            return []
        if admission.kind == "refuse":
            self._peers.pop(peer.conn, None)
            reject = {"t": T.REJECT, "reason": "lan.try_later", "retry_after": admission.retry_after}
            away: list[Effect] = [TurnedAway(peer.conn, peer.address)] if peer.address is not None else []
            return [
                *away,
                Refused(peer.conn, "lan.try_later", peer.address or ""),
                Send(peer.conn, encode_frame(reject)),
                Close(peer.conn, "lan.try_later"),
            ]
        if pake is None:
            # No exchange, no look: a code in clear (a hand-made hello) is never compared; counted as a wrong one.
            return self.wrong_code(peer, now)
        if self._core.exchange_elsewhere and self._core.has_welcomed():
            # Someone's frames would wait behind the arithmetic: it goes elsewhere (with nobody welcomed, no one
            # waits, and the answer is quickest made here). Counted as under way from now (a hang-up before the
            # answer is a wrong code, as one after it is).
            peer.exchange, peer.exchange_since = AWAITED, now
            peer.decoder.seal_with(_too_early, SEAL_OVERHEAD)
            self._core.guard.exchanging(peer.key, now)
            return [Exchange(peer.conn, pake)]
        try:
            fields, channel = answer_guest(self._core.join_code, pake)
        except ProtocolError as exc:
            return [Refused(peer.conn, exc.reason, exc.detail), *self.wrong_code(peer, now)]
        self._core.guard.exchanging(peer.key, now)
        return self._answer_exchange(peer, channel, fields, now)

    def exchange_answered(self, conn: int, answer: HostAnswer | ProtocolError, now: float) -> list[Effect]:
        """The host's half of ``conn``'s exchange (an Exchange effect), or the ProtocolError the guest's message
        gave. Nothing when the peer is gone or was refused meanwhile (its exchange was counted then)."""
        peer = self._peers.get(conn)
        if peer is None or peer.exchange is not AWAITED:
            return []
        if isinstance(answer, ProtocolError):
            return [Refused(peer.conn, answer.reason, answer.detail), *self.wrong_code(peer, now)]
        return self._answer_exchange(peer, answer.channel(), dict(answer.fields), peer.exchange_since or now)

    def _answer_exchange(self, peer: Peer, channel: Channel, fields: dict[str, str], since: float) -> list[Effect]:
        # The guest's next frame must open with the agreed key (it holds the code) or the look was a wrong code.
        peer.exchange, peer.exchange_since = channel, since
        peer.decoder.seal_with(channel.open, SEAL_OVERHEAD)
        return [Send(peer.conn, encode_frame({"t": T.PAKE, **fields}))]

    def exchange_done(self, peer: Peer, now: float) -> list[Effect]:
        """The guest's first sealed frame opened: it holds the code. From now on our frames to it are sealed too."""
        assert isinstance(peer.exchange, Channel)
        self._channels[peer.conn], peer.exchange, peer.sealed = peer.exchange, None, True
        self._core.guard.right(peer.key, now)
        return []

    def count_wrong(self, peer: Peer, now: float) -> list[Effect]:
        guesser = self._core.guard.wrong(peer.key, now)
        return [Guessing(peer.conn, guesser)] if guesser.wrong_codes >= self._core.limits.suspect_after else []

    def wrong_code(self, peer: Peer, now: float) -> list[Effect]:
        peer.exchange = None
        # Only that the code is wrong: nothing about the table, the wait, or how close the guess was.
        return [*self.count_wrong(peer, now), *self._core.reject(peer, "lan.wrong_code")]


def hello_since(peer: Peer) -> float:
    """Since when a peer's hello is awaited: a join code's exchange begun late (a held hello) gets its own time."""
    return peer.since if peer.exchange_since is None else peer.exchange_since
