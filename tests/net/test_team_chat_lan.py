"""Team chat on the LAN: a team message reaches that team's seats only, over real TCP.

At one screen teammates talk about their hands in the room; over the LAN a team channel stands in for it, and
the other teams must not be able to read it. A real host (its rules thread playing a 2x2 High Noon Saloon) and
raw peers on loopback that keep every byte the host writes them: the other team's listener and a spectator never
receive the team message, in any form; the teammate gets it as plain text. A forged team message (a spectator's,
a seat's in a game without teams) is refused with a reason code and relayed to no one, and a client never sends
one to a host that did not say it keeps them to the team (an older host would treat it as an unknown message).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ChatReceived, ChatRefused, ClientCore, Welcomed
from tabletop_qt.net.frames import encode_frame
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import ChatPosted, HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import TEAM_CHAT, T
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.rules_thread.controller import TableController
from tests.net.protocol_support import decode_frames, json_frame
from tests.ui.test_lan_support import aio, run  # noqa: F401  (aio is a fixture)

HNS = "high_noon_saloon"
SECRET = "I hold the Scattergun, go for Bob"  # what only team 0 may read


class RawPeer:
    """A peer on a real socket that keeps every byte the host writes it, and reads them with a ClientCore."""

    def __init__(self, name: str, game: str, spectator: bool = False) -> None:
        self.core = ClientCore(name, game_id=game, rules_version=GAMES[game].rules_version, spectator=spectator)
        self.raw = bytearray()
        self.events: list[Any] = []
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._task: asyncio.Task[None] | None = None

    async def connect(self, port: int) -> None:
        self._reader, self._writer = await asyncio.open_connection("127.0.0.1", port)
        self._writer.write(self.core.hello())
        self._task = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        assert self._reader is not None
        while True:
            data = await self._reader.read(65536)
            if not data:
                return
            self.raw.extend(data)
            self.events.extend(self.core.received(data))

    def send(self, data: bytes) -> None:
        assert self._writer is not None
        self._writer.write(data)

    @property
    def welcomed(self) -> bool:
        return any(isinstance(e, Welcomed) for e in self.events)

    def frames(self) -> list[dict[str, Any]]:
        return decode_frames(bytes(self.raw))

    def chats(self) -> list[ChatReceived]:
        return [e for e in self.events if isinstance(e, ChatReceived)]

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


class Table:
    """A hosted table whose seats are all open but ``bots``; its game starts once they are taken."""

    def __init__(self, qtbot: Any, game: str, players: int, bots: tuple[int, ...], options: dict[str, Any]) -> None:
        seats = [Seat(f"Bot{i}", SeatState.BOT, "normal") if i in bots else Seat("", SeatState.OPEN) for i in range(players)]
        self.core = HostCore("Saloon", game, GAMES[game].rules_version, seats, None, __version__)
        self.controller = TableController(None, bot_delay_ms=200)
        self.host = NetHost(self.core, self.controller)
        self.shown: list[tuple[str, str]] = []  # team messages the host's own screen would show
        self.host.team_chat_posted.connect(lambda name, text: self.shown.append((name, text)))
        self.updates: list[Any] = []
        self.controller.table_updated.connect(self.updates.append)
        self.game, self.options = game, options
        self.port = run(qtbot, self.host.start("127.0.0.1", 0))
        self.host.all_seated.connect(self._start)

    def _start(self) -> None:
        specs = tuple(
            SeatSpec(SeatKind.BOT, s.name, s.level) if s.state is SeatState.BOT else SeatSpec(SeatKind.REMOTE, s.name)
            for s in self.core.seats
        )
        self.host._apply(self.core.start())
        self.controller.start(GameSetup(self.game, specs, 7, self.options))

    def stop(self, qtbot: Any) -> None:
        run(qtbot, self.host.stop())
        self.controller.shutdown()


def _join(qtbot: Any, table: Table, *peers: RawPeer) -> None:
    for peer in peers:
        run(qtbot, peer.connect(table.port))
        qtbot.waitUntil(lambda peer=peer: peer.welcomed, timeout=5000)


def test_a_team_message_reaches_the_team_and_no_other_byte_stream(qtbot, aio) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    # Seats 0 and 2 are team 0, seats 1 and 3 team 1 (the engine seats the teams alternately); seat 3 is a bot.
    table = Table(qtbot, HNS, 4, (3,), {"teams": "2x2"})
    ann, bob, cy = RawPeer("Ann", HNS), RawPeer("Bob", HNS), RawPeer("Cy", HNS)
    eve = RawPeer("Eve", HNS, spectator=True)
    try:
        _join(qtbot, table, ann, bob, cy, eve)
        assert (ann.core.seat, bob.core.seat, cy.core.seat, eve.core.seat) == (0, 1, 2, None)
        assert TEAM_CHAT in ann.core.host_features  # the welcome says the host keeps team messages to the team
        qtbot.waitUntil(lambda: all(p.core.view is not None for p in (ann, bob, cy, eve)), timeout=10000)
        assert ann.core.view["teams"] == [0, 1, 0, 1]

        ann.send(ann.core.team_chat(SECRET))
        # The teammate gets it as a team message, as plain text; the sender sees its own line come back.
        qtbot.waitUntil(lambda: any(c.text == SECRET for c in cy.chats()), timeout=5000)
        (got,) = [c for c in cy.chats() if c.text == SECRET]
        assert got == ChatReceived("Ann", SECRET, team=True)
        (frame,) = [f for f in cy.frames() if f.get("t") == T.CHAT]
        assert frame == {"t": T.CHAT, "from": "Ann", "text": SECRET, "team": True}
        qtbot.waitUntil(lambda: any(c.text == SECRET for c in ann.chats()), timeout=5000)
        # Then a message to the whole table, sent after it on the same connection: once the other team and the
        # spectator have read that one, the host has dealt with the team message too.
        ann.send(ann.core.chat("good luck all"))
        for peer in (bob, eve, cy):
            qtbot.waitUntil(lambda peer=peer: any(c.text == "good luck all" for c in peer.chats()), timeout=5000)
        for peer in (bob, eve):
            data = bytes(peer.raw)
            # Not in any form: the text, its JSON encoding, a word of it, or a team message at all.
            assert SECRET.encode() not in data and json.dumps(SECRET).encode() not in data
            assert b"Scattergun" not in data and b'"team"' not in data
            assert all(f.get("t") != T.CHAT or f["text"] == "good luck all" for f in peer.frames())
        # The host's screen has no person at all here: no team of its own, so it shows no team message.
        assert table.core.host_team() is None and table.shown == []

        # The spectator forges a team message: refused with a reason code, relayed to nobody.
        eve.send(json_frame({"t": T.TEAM_CHAT, "text": "psst, from the audience"}))
        qtbot.waitUntil(lambda: any(isinstance(e, ChatRefused) for e in eve.events), timeout=5000)
        assert [e for e in eve.events if isinstance(e, ChatRefused)] == [ChatRefused("lan.chat_no_seat")]
        ann.send(ann.core.chat("still there?"))
        for peer in (ann, bob, cy, eve):
            qtbot.waitUntil(lambda peer=peer: any(c.text == "still there?" for c in peer.chats()), timeout=5000)
            assert b"from the audience" not in bytes(peer.raw)
    finally:
        for peer in (ann, bob, cy, eve):
            run(qtbot, peer.close())
        table.stop(qtbot)


def test_a_team_message_in_a_game_without_teams_is_refused(qtbot, aio) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    table = Table(qtbot, HNS, 3, (2,), {})
    ann, bob = RawPeer("Ann", HNS), RawPeer("Bob", HNS)
    try:
        _join(qtbot, table, ann, bob)
        qtbot.waitUntil(lambda: ann.core.view is not None and bob.core.view is not None, timeout=10000)
        assert ann.core.view["teams"] == []
        ann.send(encode_frame({"t": T.TEAM_CHAT, "text": "just between us"}))
        qtbot.waitUntil(lambda: any(isinstance(e, ChatRefused) for e in ann.events), timeout=5000)
        assert [e for e in ann.events if isinstance(e, ChatRefused)] == [ChatRefused("lan.chat_no_teams")]
        ann.send(ann.core.chat("hello"))
        qtbot.waitUntil(lambda: any(c.text == "hello" for c in bob.chats()), timeout=5000)
        assert b"just between us" not in bytes(bob.raw) and b"just between us" not in bytes(ann.raw)
    finally:
        for peer in (ann, bob):
            run(qtbot, peer.close())
        table.stop(qtbot)


def test_a_client_never_sends_a_team_message_to_a_host_that_does_not_keep_them() -> None:
    # An older host's welcome names no features: "to my team" is not offered, and nothing is written.
    core = ClientCore("Ann", game_id=HNS, rules_version=GAMES[HNS].rules_version)
    welcome = {
        "t": T.WELCOME, "seat": 0, "token": "x", "proto": 1, "app": "", "table": "Old", "game": HNS,
        "rules": GAMES[HNS].rules_version, "seats": [], "started": True,
    }
    (event,) = core.received(json_frame(welcome))
    assert isinstance(event, Welcomed) and event.features == () and not core.team_chat_supported
    client = NetClient(core)
    assert client.team_chat("secret") is False
    # Names a host says that this version does not know are ignored; known ones are kept.
    (event,) = core.received(json_frame(dict(welcome, features=["team_chat", "teleport", 3])))
    assert event.features == ("team_chat", "teleport") and core.team_chat_supported


def test_the_hosts_screen_shows_its_own_teams_messages_only() -> None:
    # Sans-IO: Ada plays at the host's computer on team 0; Bob (team 1) and Cy (team 0) are guests.
    rules = GAMES[HNS].rules_version
    seats = [Seat("Ada", SeatState.LOCAL), Seat("", SeatState.OPEN), Seat("", SeatState.OPEN), Seat("B", SeatState.BOT)]
    host = HostCore("Saloon", HNS, rules, seats)
    sent: dict[int, bytearray] = {1: bytearray(), 2: bytearray()}
    clients = {conn: ClientCore(name, game_id=HNS, rules_version=rules) for conn, name in ((1, "Bob"), (2, "Cy"))}

    def deliver(effects: list[Any]) -> list[Any]:
        for effect in effects:
            data = getattr(effect, "data", None)
            if data is not None:
                sent[effect.conn].extend(data)
        return effects

    for conn, client in clients.items():
        host.connected(conn, 0.0)
        deliver(host.received(conn, client.hello(), 0.0))
        assert any(isinstance(e, Welcomed) for e in client.received(bytes(sent[conn])))
    deliver(host.start())
    assert host.host_team() is None  # no teams before the game's first position
    deliver(host.updates.table_changed(0, {}, teams=(0, 1, 0, 1)))
    assert host.host_team() == 0

    # Ada writes to her team: her screen shows it, Cy's connection gets it, Bob's does not.
    effects = deliver(host.post_team_chat("Ada", "cover me", 0))
    assert [e for e in effects if isinstance(e, ChatPosted)] == [ChatPosted("Ada", "cover me", 0)]
    assert b"cover me" in sent[2] and b"cover me" not in sent[1]
    # Bob writes to his team (team 1: the bot and him): the host's screen, on team 0, must not show it.
    effects = deliver(host.received(1, clients[1].team_chat("their grit is low"), 1.0))
    assert not [e for e in effects if isinstance(e, ChatPosted)]
    assert b"their grit is low" in sent[1] and b"their grit is low" not in sent[2]
    # Cy (team 0) writes: Ada's screen shows it.
    effects = deliver(host.received(2, clients[2].team_chat("on my way"), 1.0))
    assert [e for e in effects if isinstance(e, ChatPosted)] == [ChatPosted("Cy", "on my way", 0)]


def test_a_screen_shared_by_two_teams_has_no_team_of_its_own() -> None:
    # Hot-seat at the host with people of both teams: a team message shown there would be read by the other team.
    rules = GAMES[HNS].rules_version
    seats = [Seat("Ada", SeatState.LOCAL), Seat("Ben", SeatState.LOCAL), Seat("C", SeatState.BOT), Seat("D", SeatState.BOT)]
    host = HostCore("Saloon", HNS, rules, seats)
    host.start()
    host.updates.table_changed(0, {}, teams=(0, 1, 0, 1))
    assert host.host_team() is None
    seats[1].state = SeatState.BOT  # Ben's seat given to a bot: the screen is Ada's team's again
    assert host.host_team() == 0
    assert host.post_team_chat("Ada", "psst", 0) == [ChatPosted("Ada", "psst", 0)]  # no guest on the team: nobody else
