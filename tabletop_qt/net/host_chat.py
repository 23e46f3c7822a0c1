"""The table's chat at the host, sans-IO: lines to everyone, team lines only to that team's seats, each seat's
chat rate (its allowance, kept across reconnections) and the note a refused line gets.

A mixin of ``HostCore`` (host_core.py), which owns the seats, the peers and the limits it reads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.guard import Limits
from tabletop_qt.net.host_effects import ChatPosted, Effect, Refused, Send
from tabletop_qt.net.host_peers import Peer, Seat, SeatState
from tabletop_qt.net.messages import MAX_CHAT, T, get_str


class HostChat:
    """The chat's part of HostCore: what it reads of HostCore is declared here."""

    seats: list[Seat]
    started: bool
    teams: tuple[int, ...]
    limits: Limits
    _peers: dict[int, Peer]

    if TYPE_CHECKING:

        def _send(self, conn: int, message: dict[str, Any]) -> list[Effect]: ...

        def _broadcast(self, message: dict[str, Any]) -> list[Effect]: ...

    def _chat(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        """A guest's line to the whole table: printable text only, within its seat's chat rate."""
        text = "".join(ch for ch in get_str(msg, "text", MAX_CHAT) if ch.isprintable()).strip()
        if not text:
            return []
        if not self._take_chat(peer, now):
            return self._chat_refused(peer, "lan.chat_too_fast")
        return [ChatPosted(peer.name, text), *self.post_chat(peer.name, text)]

    def post_chat(self, name: str, text: str) -> list[Effect]:
        return self._broadcast({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT]})

    def team_of(self, seat: int | None) -> int | None:
        """The team of ``seat`` in a team game under way (None: no seat, no teams)."""
        if seat is None or not self.started or not 0 <= seat < len(self.teams):
            return None
        return self.teams[seat]

    def host_team(self) -> int | None:
        """The team of the people at the host's own computer, when they all sit on one team: the host's screen
        shows that team's messages and may write to it. None with no person there, or people of several teams
        sharing the screen (it would be read by the other team)."""
        teams = {self.team_of(i) for i, s in enumerate(self.seats) if s.state is SeatState.LOCAL}
        return teams.pop() if len(teams) == 1 else None

    def post_team_chat(self, name: str, text: str, team: int) -> list[Effect]:
        """A message for one team: sent only to the connections of that team's seats, never to another team's or
        a spectator's; the host's screen is told (ChatPosted) only when its own people are on that team."""
        seats = {i for i, t in enumerate(self.teams) if t == team}
        frame = encode_frame({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT], "team": True})
        out: list[Effect] = [ChatPosted(name, text[:MAX_CHAT], team)] if self.host_team() == team else []
        out.extend(Send(p.conn, frame) for p in self._peers.values() if p.greeted and p.seat in seats)
        return out

    def _team_chat(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        text = "".join(ch for ch in get_str(msg, "text", MAX_CHAT) if ch.isprintable()).strip()
        team = self.team_of(peer.seat)
        if team is None:
            # Our window offers "to my team" only to a seat of a team game: this came from a spectator, a seat in
            # a game without teams, or before the game began. Nothing is relayed; the sender is told why.
            reason = "lan.chat_no_seat" if peer.seat is None else "lan.chat_no_teams"
            return self._chat_refused(peer, reason)
        if not text:
            return []
        if not self._take_chat(peer, now):
            return self._chat_refused(peer, "lan.chat_too_fast")
        return self.post_team_chat(peer.name, text, team)

    def _chat_refused(self, peer: Peer, reason: str) -> list[Effect]:
        return [Refused(peer.conn, reason), *self._send(peer.conn, {"t": T.CHAT_REFUSED, "reason": reason})]

    def _take_chat(self, peer: Peer, now: float) -> bool:
        return peer.allowance.take_chat(now, self.limits.chat_burst, self.limits.chat_rate)
