"""Frantic Frankfurt over real TCP on loopback: no face-down card ever reaches a guest before it is face up.

The host is a real process (``python -m tests.net.ff_peer host``: the app's rules thread with its real-time
scheduler, a NetHost, a fast bot in seat 0). The guests are this test's process: real NetClients whose bots look
then move (tests/net/ff_peer.py: FFGuestBot), and a spectator beside them; every byte each reads from its socket
is kept. Afterwards the game is replayed from the host's seed and the actions in the log (the referee's ready and
slaps are in it too), which gives the state at every version: the draw piles, the cards under the column tops,
the held cards, the box. Each frame, in order, may name only cards that had been face up by then (a column top or
a pile top at some version so far), and each view must be exactly what the rules whitelist for its reader.
"""

from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, ViewChanged
from tabletop_qt.net.messages import T
from tabletop_qt.net.views import view_hash
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import LogEntry, Table
from tests.net.ff_peer import FF, FFGuestBot, finished
from tests.net.peers import Peer
from tests.net.protocol_support import split_frames
from tests.net.loops import QASYNC, run_on

RULES = GAMES[FF].rules_version
CARD_ID = re.compile(rb"\b(?:yellow|red|blue)\.\d{1,2}\.\d\b")
SCALE = "0.05"  # fast bots at 1/20 of their think times: a whole game in a few seconds


def face_up(state: Any) -> frozenset[str]:
    """The cards anyone may see now: the top of every column and of every pile."""
    tops = {column[-1] for layout in state.layouts for column in layout if column}
    tops |= {pile[-1] for pile in state.piles if pile}
    return frozenset(tops)


def face_down(state: Any) -> frozenset[str]:
    """The cards nobody may see: draw piles, the cards under column tops, the held cards, the box."""
    hidden = {card for pile in state.draw for card in pile}
    hidden |= {card for layout in state.layouts for column in layout for card in column[:-1]}
    hidden |= {card for card in state.holding if card is not None}
    hidden |= set(state.box)
    return frozenset(hidden)


@dataclass
class Truth:
    """The host's game at every version, and the cards that had been face up by each version."""

    table: Table
    states: list[Any]
    log_length: list[int]
    ever_up: list[frozenset[str]] = field(default_factory=list)

    @classmethod
    def replay(cls, setup: GameSetup, log: list[LogEntry]) -> Truth:
        table = Table.new(setup)
        states, lengths = [table.state], [len(table.log)]
        for entry in log[1:]:
            assert entry.seat is not None
            verdict = table.submit(entry.seat, entry.action)
            assert verdict.accepted, (entry, verdict)
            states.append(table.state)
            lengths.append(len(table.log))
        truth = cls(table, states, lengths)
        seen: frozenset[str] = frozenset()
        for state in states:
            seen = seen | face_up(state)
            truth.ever_up.append(seen)
        return truth

    def view(self, version: int, seat: int | None) -> Any:
        return self.table.game.view(self.states[version], seat)

    def legal(self, version: int, seat: int) -> list[Any]:
        game = self.table.game
        return [game.action_to_json(a) for a in game.legal_actions(self.states[version], seat)]


def check_stream(stream: bytes, truth: Truth, reader: int | None) -> dict[str, int]:
    """Every frame a reader received, in order, against the host's game at that moment; counts that show the
    search had something to find."""
    frames = split_frames(stream)
    version = -1
    counts = {"updates": 0, "ids": 0, "hidden_unseen": 0, "held_unseen": 0, "countdowns": 0}
    log_json = [e.to_json() for e in truth.table.log_for(reader)]
    received_log: list[Any] = []
    for body in frames:
        message = json.loads(body)
        if message["t"] == T.UPDATE:
            version = message["version"]
            counts["updates"] += 1
        named = {m.decode() for m in CARD_ID.findall(body)}
        counts["ids"] += len(named)
        seen = truth.ever_up[version] if version >= 0 else frozenset()
        # The raw bytes, whatever field they would hide in: only cards that had been face up by then.
        assert named <= seen, f"{sorted(named - seen)} reached {reader} at version {version}: {body[:300]!r}"
        if version < 0:
            continue
        state = truth.states[version]
        unseen = face_down(state) - seen
        counts["hidden_unseen"] += bool(unseen)
        counts["held_unseen"] += any(c is not None and c not in seen for c in state.holding)
        if message["t"] != T.UPDATE:
            continue
        # The structure: exactly the whitelisted view, naming only what is face up *now*.
        view = message["view"]
        assert view == truth.view(version, reader)
        assert {m.decode() for m in CARD_ID.findall(json.dumps(view).encode())} <= face_up(state)
        assert message["legal"] == (truth.legal(version, reader) if reader is not None else [])
        assert message["log_from"] == len(received_log)
        received_log += message["log"]
        assert received_log == log_json[: truth.log_length[version]]
        if "public" in message:
            assert message["public"] == truth.view(version, None)
        if "countdown" in message:
            counts["countdowns"] += 1
            assert set(message["countdown"]) == {"phase", "round", "seats", "remaining_ms", "total_ms"}
            assert message["countdown"]["round"] == state.round
    assert received_log == log_json  # the whole log arrived, and nothing else
    return counts


@dataclass
class Listener:
    client: NetClient
    core: ClientCore
    stream: bytearray
    done: asyncio.Future[None]
    bot: FFGuestBot | None = None


def listen(core: ClientCore, loop: asyncio.AbstractEventLoop) -> Listener:
    stream = bytearray()
    received = core.received

    def record(data: bytes, *rest: Any, **named: Any) -> Any:
        stream.extend(data)
        return received(data, *rest, **named)

    core.received = record  # type: ignore[method-assign]  # the bytes exactly as read from the socket
    listener = Listener(NetClient(core), core, stream, loop.create_future())

    def on_view(event: ViewChanged) -> None:
        if finished(event.view) and event.public is not None and not listener.done.done():
            listener.done.set_result(None)

    listener.client.view_changed.connect(on_view)
    listener.client.host_closed.connect(
        lambda reason: listener.done.done() or listener.done.set_exception(AssertionError(f"host closed: {reason}"))
    )
    return listener


async def guests_and_spectator(port: int, guests: int, timeout: float = 90.0) -> tuple[list[Listener], Listener]:
    loop = asyncio.get_running_loop()
    spectator = listen(ClientCore("Eve", game_id=FF, rules_version=RULES, spectator=True), loop)
    players = [listen(ClientCore(f"G{i}", game_id=FF, rules_version=RULES), loop) for i in range(guests)]
    for i, player in enumerate(players):
        player.bot = FFGuestBot(player.client, scale=float(SCALE), seed=100 + i)
    # The spectator first, so it sees the game from the deal (the game starts when the last guest sits down).
    await spectator.client.connect("127.0.0.1", port)
    await asyncio.sleep(0.2)
    for player in players:
        await player.client.connect("127.0.0.1", port)
    try:
        await asyncio.wait_for(asyncio.gather(spectator.done, *(p.done for p in players)), timeout)
    finally:
        for listener in (*players, spectator):
            if listener.bot is not None:
                listener.bot.stop()
            await listener.client.close()
    return players, spectator


@pytest.mark.parametrize(("players", "seed", "stress"), [(3, 4, False), (2, 9, True)])
def test_no_face_down_card_ever_reaches_a_guest_or_a_spectator_over_tcp(players: int, seed: int, stress: bool) -> None:
    extra = ["--stress"] if stress else []
    args = ["host", "--players", str(players), "--bind", "127.0.0.1", "--seed", str(seed), "--scale", SCALE, *extra]
    with Peer(args, module="tests.net.ff_peer") as host:
        port = host.wait_event("listening")["port"]
        guests, spectator = run_on(QASYNC, guests_and_spectator(port, players - 1))
        code, hosted = host.result()
    assert code == 0 and hosted["outcome"]["finished"] is True
    assert sorted(g.core.seat for g in guests) == list(range(1, players)) and spectator.core.seat is None

    log = [LogEntry.from_json(e) for e in spectator.core.log]
    specs = (SeatSpec(SeatKind.BOT, "host", "normal:fast"),) + tuple(
        SeatSpec(SeatKind.REMOTE, f"G{i}") for i in range(players - 1)
    )
    truth = Truth.replay(GameSetup(FF, specs, seed, {"continuous_stress": True} if stress else {}), log)
    # The replay is the host's own game, which every peer ended on.
    assert view_hash(truth.table.view(None), []) == hosted["state_hash"]
    assert truth.table.outcome.to_json() == hosted["outcome"]

    codes = {e.code for entry in truth.table.log for e in entry.events}
    assert {"ff.card_played", "ff.card_turned", "ff.round_ended", "ff.pile_slapped", "ff.game_ended"} <= codes
    assert ("ff.pile_opened" in codes) == stress and ("ff.piles_opened" in codes) != stress
    for listener, reader in [*((g, g.core.seat) for g in guests), (spectator, None)]:
        assert listener.core.log == [e.to_json() for e in truth.table.log_for(reader)]
        counts = check_stream(bytes(listener.stream), truth, reader)
        # Something to find: updates for (nearly) every version, a face-down card nobody had seen yet in a hundred
        # frames or more (in half of them in a short game; late in a long one nearly every card has been up once
        # and gone back under a draw pile, and a real-time game's length depends on the machine's timing),
        # cards held face down before their reveal, and plenty of face-up card ids to search.
        assert counts["updates"] >= len(truth.states) - 1
        assert counts["hidden_unseen"] >= min(100, counts["updates"] // 2)
        assert counts["held_unseen"] > 0
        assert counts["ids"] > 500
        assert counts["countdowns"] > 0  # the referee's countdowns went along
    for guest in guests:
        assert guest.bot is not None and len(guest.bot.sent) > 20  # the guests really played
        assert {r.reason for r in guest.bot.refusals} <= {"ff.too_late", "ff.no_reveal_pending", "lan.too_fast"}

    # Whole streams: no generator state, no seed, no state-only field.
    for listener in (*guests, spectator):
        stream = bytes(listener.stream)
        for state in truth.states[:: max(1, len(truth.states) // 50)]:
            assert str(state.rng).encode() not in stream
        for key in (b'"rng"', b'"seed"', b'"draw":[', b'"layouts"', b'"holding":"', b'"box":[', b'"deadline"'):
            assert key not in stream, key
