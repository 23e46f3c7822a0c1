"""The table's chat at the host, sans-IO: lines to everyone, team lines only to that team's seats, each seat's
chat rate (its allowance, kept across reconnections) and the note a refused line gets.

A part ``HostCore`` (host_core.py) owns: it is given the core (its seats, whether the game is under way, its
limits), the peers a team line goes to, and the outgoing part (host_updates.py: the teams, send, broadcast)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.host_effects import ChatPosted, Effect, Refused, Send
from tabletop_qt.net.host_peers import Peer, SeatState
from tabletop_qt.net.messages import MAX_CHAT, T, get_str

if TYPE_CHECKING:
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_updates import HostUpdates


class HostChat:
    """The chat's part of HostCore."""

    def __init__(self, core: HostCore, peers: dict[int, Peer], updates: HostUpdates) -> None:
        self._core = core
        self._peers = peers
        self._updates = updates

    def line(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        """A guest's line to the whole table: printable text only, within its seat's chat rate."""
        text = "".join(ch for ch in get_str(msg, "text", MAX_CHAT) if ch.isprintable()).strip()
        if not text:
            return []
        if not self._take_chat(peer, now):
            return self._chat_refused(peer, "lan.chat_too_fast")
        return [ChatPosted(peer.name, text), *self.post_chat(peer.name, text)]

    def post_chat(self, name: str, text: str) -> list[Effect]:
        return self._updates.broadcast({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT]})

    def team_of(self, seat: int | None) -> int | None:
        """The team of ``seat`` in a team game under way (None: no seat, no teams)."""
        if seat is None or not self._core.started or not 0 <= seat < len(self._updates.teams):
            return None
        return self._updates.teams[seat]

    def host_team(self) -> int | None:
        """The team of the people at the host's own computer, when they all sit on one team: the host's screen
        shows that team's messages and may write to it. None with no person there, or people of several teams
        sharing the screen (it would be read by the other team)."""
        teams = {self.team_of(i) for i, s in enumerate(self._core.seats) if s.state is SeatState.LOCAL}
        return teams.pop() if len(teams) == 1 else None

    def post_team_chat(self, name: str, text: str, team: int) -> list[Effect]:
        """A message for one team: sent only to the connections of that team's seats, never to another team's or
        a spectator's; the host's screen is told (ChatPosted) only when its own people are on that team."""
        seats = {i for i, t in enumerate(self._updates.teams) if t == team}
        frame = encode_frame({"t": T.CHAT, "from": name, "text": text[:MAX_CHAT], "team": True})
        out: list[Effect] = [ChatPosted(name, text[:MAX_CHAT], team)] if self.host_team() == team else []
        out.extend(Send(p.conn, frame) for p in self._peers.values() if p.greeted and p.seat in seats)
        return out

    def team_line(self, peer: Peer, msg: dict[str, Any], now: float) -> list[Effect]:
        """A guest's line to its own team: only from a seat of a team game under way, within its chat rate."""
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
        return [Refused(peer.conn, reason), *self._updates.send(peer.conn, {"t": T.CHAT_REFUSED, "reason": reason})]

    def _take_chat(self, peer: Peer, now: float) -> bool:
        return peer.allowance.take_chat(now, self._core.limits.chat_burst, self._core.limits.chat_rate)
