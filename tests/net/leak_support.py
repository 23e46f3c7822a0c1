"""What the leak tests over real TCP share: clients that keep every byte they read, and the host's game replayed.

A leak test lets a real host play a whole game while guests and a spectator (real NetClients) record their
sockets' bytes; afterwards the game is replayed from the host's seed and the actions of the log, which gives the
state at every version, and each frame a reader got is checked against the game as it was then.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_qt.net.__main__ import TOO_FAST_PAUSE
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import ClientCore, IntentAnswered, ViewChanged
from tabletop_qt.net.messages import T
from tabletop_qt.table.seats import GameSetup
from tabletop_qt.table.table import LogEntry, Table
from tests.net.protocol_support import split_frames


# ---------------------------------------------------------------------- the host's game, replayed
@dataclass
class Replayed:
    """The host's game at every version: the states and how long the full log was."""

    table: Table  # at the end
    states: list[Any]  # states[v]: after v actions
    log_length: list[int]  # log entries at version v

    @classmethod
    def of(cls, setup: GameSetup, log: list[LogEntry]) -> Replayed:
        table = Table.new(setup)
        states, lengths = [table.state], [len(table.log)]
        for entry in log[1:]:
            assert entry.seat is not None
            verdict = table.submit(entry.seat, entry.action)
            assert verdict.accepted, (entry, verdict)
            states.append(table.state)
            lengths.append(len(table.log))
        return cls(table, states, lengths)

    def view(self, version: int, seat: int | None) -> Any:
        return self.table.game.view(self.states[version], seat)

    def legal(self, version: int, seat: int) -> list[Any]:
        game = self.table.game
        return [game.action_to_json(a) for a in game.legal_actions(self.states[version], seat)]


def log_of(stream: bytes) -> list[LogEntry]:
    """The log a peer put together from the updates in its stream."""
    log: list[Any] = []
    for body in split_frames(stream):
        message = json.loads(body)
        if message["t"] == T.UPDATE:
            log = log[: message["log_from"]] + message["log"]
    return [LogEntry.from_json(e) for e in log]


# ---------------------------------------------------------------------- recording clients
@dataclass
class Listener:
    """A real NetClient whose core keeps every byte read from the socket."""

    client: NetClient
    core: ClientCore
    stream: bytearray
    done: asyncio.Future[None]
    refusals: list[IntentAnswered]


def listen(core: ClientCore, loop: asyncio.AbstractEventLoop) -> Listener:
    stream = bytearray()
    received = core.received

    def record(data: bytes, *rest: Any, **named: Any) -> Any:
        stream.extend(data)
        return received(data, *rest, **named)

    core.received = record  # type: ignore[method-assign]  # the bytes exactly as read from the socket
    listener = Listener(NetClient(core), core, stream, loop.create_future(), [])

    def on_view(event: ViewChanged) -> None:
        if event.view.get("finished") and not listener.done.done():
            listener.done.set_result(None)

    listener.client.view_changed.connect(on_view)
    listener.client.host_closed.connect(
        lambda reason: listener.done.done() or listener.done.set_exception(AssertionError(f"host closed: {reason}"))
    )
    return listener


def play_by_bot(
    listener: Listener,
    bot: Any,
    rng: random.Random,
    loop: asyncio.AbstractEventLoop,
    waited_on: Callable[[list[Any]], bool] = bool,
) -> Callable[[], None]:
    """Let ``bot`` play the listener's seat through its client: one move per position where ``waited_on(legal)``
    says the rules wait on this seat (by default: it has any legal move), the same move again after the host's flood
    limit said "too fast", and nothing more on a position the table has left (the next view brings the next
    chance). A seat that moves only when waited on, like the rules thread's own bots, races nobody: the game is the
    same every run for the same seeds."""
    acted = {"version": -1}
    chosen: dict[int, Any] = {}  # version -> the action chosen there, sent again if the host said "too fast"

    def play() -> None:
        core = listener.core
        if listener.done.done() or core.view is None or core.version == acted["version"] or not waited_on(core.legal):
            return
        acted["version"] = core.version
        if core.version not in chosen:
            chosen[core.version] = bot.choose(core.view, core.legal, rng)
        listener.client.submit(chosen[core.version])

    def on_answer(event: IntentAnswered) -> None:
        if event.accepted:
            return
        listener.refusals.append(event)
        if event.reason == "lan.too_fast":
            # Wait for the bucket to refill, then the same move, so the game does not depend on when it struck.
            acted["version"] = -1
            loop.call_later(TOO_FAST_PAUSE, play)

    listener.client.view_changed.connect(lambda _event: loop.call_soon(play))
    listener.client.intent_answered.connect(on_answer)
    return play
