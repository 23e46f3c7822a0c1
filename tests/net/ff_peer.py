"""Headless Frantic Frankfurt peers for the LAN tests and benchmarks, played by bots that look, then move.

    python -m tests.net.ff_peer host --players N [--scale S] [--speed fast] [--seed N] [--stress] [--bind ADDR]
                                     [--port P] [--trace PATH] [--log PATH]
    python -m tests.net.ff_peer join --address HOST:PORT [--name NAME] [--scale S] [--speed fast] [--seed N]
                                     [--trace PATH] [--record PATH]

``python -m tabletop_qt.net`` plays turn-based games (one move per position); a real-time game needs bots that
act on their own clock. The host is the app's own stack (a TableController in its rules thread with
``realtime_scale``, a NetHost, a HostCore whose seat 0 is a bot of the host's, the other seats open), and
``FFGuestBot`` plays a guest's seat through a real NetClient exactly as the rules thread's scheduler plays a
bot seat (table/realtime.py): it looks for ``notice_ms``, then chooses from the view it holds *then*, its hand
takes ``move_ms``, and it submits; it looks again once the host has answered. Both think times are multiplied
by ``--scale``, like the host's.

Progress goes to stderr as JSON lines ({"event": ...}); at the end each peer prints one JSON object (the outcome
and the hash of the final public view, equal on every peer). ``--trace`` writes a JSON line with monotonic
nanoseconds per intent sent (its action) and per view received or, on the host, per update from the rules thread
(the clock is shared by every network namespace of one machine). ``--record`` keeps every byte a guest reads.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from collections.abc import Callable
from typing import IO, Any

from tabletop_qt import __version__
from tabletop_qt.bots import join_level, make_bot
from tabletop_qt.bots.frantic_frankfurt.normal import move_ms, notice_ms
from tabletop_qt.net.client import NetClient
from tabletop_qt.net.client_core import IntentAnswered, ViewChanged
from tabletop_qt.net.views import view_hash

FF = "frantic_frankfurt"
TOO_FAST_PAUSE = 0.1  # seconds a bot waits after the host's flood limit said "too fast"


def _event(name: str, **fields: Any) -> None:
    print(json.dumps({"event": name, **fields}), file=sys.stderr, flush=True)


def finished(view: Any) -> bool:
    """A Frantic Frankfurt view of a game that is over (its outcome says so)."""
    outcome = view.get("outcome") if isinstance(view, dict) else None
    return isinstance(outcome, dict) and outcome.get("finished") is True


class Trace:
    """JSON lines with monotonic nanoseconds, or nothing when no file is given."""

    def __init__(self, path: str | None) -> None:
        self._sink: IO[str] | None = open(path, "a", encoding="utf-8") if path else None  # noqa: SIM115

    def write(self, kind: str, **fields: Any) -> None:
        if self._sink is not None:
            self._sink.write(json.dumps({"t": time.monotonic_ns(), "kind": kind, **fields}) + "\n")

    def close(self) -> None:
        if self._sink is not None:
            self._sink.close()


class FFGuestBot:
    """Plays one guest's seat through ``client`` like the host's scheduler plays a bot seat: look, choose, move."""

    def __init__(
        self,
        client: NetClient,
        *,
        level: str = "normal",
        speed: str = "fast",
        scale: float = 0.1,
        seed: int = 0,
        trace: Trace | None = None,
        on_finished: Callable[[ViewChanged], None] | None = None,
    ) -> None:
        self.client = client
        self.speed = speed
        self.scale = scale
        self.trace = trace or Trace(None)
        self.on_finished = on_finished
        self.rng = random.Random(seed)
        self.bot = make_bot(FF, level)
        self.busy = False  # looking, moving, or waiting for the host's answer
        self.waiting_for: int | None = None  # the sequence number of the intent in flight
        self.sent: list[Any] = []
        self.refusals: list[IntentAnswered] = []
        self.finished = False
        self._handle: asyncio.TimerHandle | None = None
        client.view_changed.connect(self._on_view)
        client.intent_answered.connect(self._on_answer)
        client.reconnected.connect(self._on_reconnected)

    def stop(self) -> None:
        self.finished = True
        if self._handle is not None:
            self._handle.cancel()

    def _later(self, seconds: float, callback: Callable[..., None], *args: Any) -> None:
        self._handle = asyncio.get_running_loop().call_later(max(0.0, seconds), callback, *args)

    def _on_view(self, event: ViewChanged) -> None:
        self.trace.write("view", version=event.version)
        if finished(event.view):
            self.stop()
            if self.on_finished is not None:
                self.on_finished(event)
            return
        self._consider()

    def _consider(self) -> None:
        """An idle seat with something to do starts looking (the scheduler's ``changed``)."""
        core = self.client.core
        if self.busy or self.finished or not core.legal:
            return
        self.busy = True
        self._later(notice_ms(self.speed, self.rng) * self.scale / 1000, self._look)

    def _look(self) -> None:
        core = self.client.core
        if self.finished:
            return
        if not core.legal:
            self.busy = False  # nothing to do now; the next view starts it looking again
            return
        action = self.bot.choose(core.view, core.legal, self.rng)
        self._later(move_ms(self.speed, str(action.get("type", "")), self.rng) * self.scale / 1000, self._send, action)

    def _send(self, action: Any) -> None:
        if self.finished:
            return
        self.waiting_for = self.client.submit(action)
        self.sent.append(action)
        self.trace.write("intent", seq=self.waiting_for, action=action)

    def _on_answer(self, event: IntentAnswered) -> None:
        if event.seq != self.waiting_for:
            return
        self.waiting_for = None
        if not event.accepted:
            self.refusals.append(event)
            if event.reason == "lan.too_fast":
                # The host's flood limit: look again once its bucket has refilled, not at once.
                self._later(TOO_FAST_PAUSE, self._relook)
                return
        self.busy = False
        self._consider()

    def _relook(self) -> None:
        self.busy = False
        self._consider()

    def _on_reconnected(self) -> None:
        # An intent sent as the connection went may never have reached the host: look again.
        self.waiting_for = None
        self.busy = False
        self._consider()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tests.net.ff_peer", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host")
    host.add_argument("--players", type=int, default=3)
    host.add_argument("--name", default="Frankfurt")
    host.add_argument("--bind", default="0.0.0.0")
    host.add_argument("--port", type=int, default=0)
    host.add_argument("--seed", type=int, default=1)
    host.add_argument("--stress", action="store_true", help='the "stress continuo" variant')
    join = sub.add_parser("join")
    join.add_argument("--address", required=True, metavar="HOST:PORT")
    join.add_argument("--name", default="Guest")
    join.add_argument("--record", metavar="PATH")
    for each in (host, join):
        each.add_argument("--scale", type=float, default=0.1, help="think times and countdowns times this")
        each.add_argument("--speed", default="fast", help="the bots' reaction speed")
        each.add_argument("--trace", metavar="PATH")
    join.add_argument("--seed", type=int, default=0, help="the guest bot's choices")
    host.add_argument("--log", metavar="PATH", help="write the host's whole log here as JSON at the end")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    import qasync
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        result = loop.run_until_complete(run_host(args) if args.command == "host" else run_join(args))
    print(json.dumps(result), flush=True)
    return 0 if "outcome" in result else 3


async def run_host(args: argparse.Namespace) -> dict[str, Any]:
    from tabletop_qt.core.games import GAMES
    from tabletop_qt.net.host import NetHost
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_peers import Seat, SeatState
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.rules_thread.controller import TableController

    level = join_level("normal", args.speed)
    seats = [Seat(args.name, SeatState.BOT, level=level)] + [Seat("", SeatState.OPEN) for _ in range(args.players - 1)]
    core = HostCore(args.name, FF, GAMES[FF].rules_version, seats, None, __version__)
    controller = TableController(autosave_path=None, bot_delay_ms=0, realtime_scale=args.scale)
    host = NetHost(core, controller)
    port = await host.start(args.bind, args.port)
    _event("listening", port=port)
    trace = Trace(args.trace)
    done: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
    last: list[TableUpdate] = []

    def on_all_seated() -> None:
        specs = tuple(
            SeatSpec(SeatKind.REMOTE, s.name) if s.state is SeatState.REMOTE else SeatSpec(SeatKind.BOT, s.name, s.level)
            for s in core.seats
        )
        host._apply(core.start())
        options = {"continuous_stress": True} if args.stress else {}
        controller.start(GameSetup(FF, specs, args.seed, options))
        _event("started", seats=[s.name for s in core.seats])

    def on_updated(update: TableUpdate) -> None:
        trace.write("view", version=update.version)
        last[:] = [update]
        if update.outcome.finished and not done.done():
            public = update.views[TableUpdate.PUBLIC]
            done.set_result({"outcome": update.outcome.to_json(), "state_hash": view_hash(public, [])})

    host.all_seated.connect(on_all_seated)
    controller.table_updated.connect(on_updated)
    try:
        result = await done
        await asyncio.sleep(0.5)  # the guests read the last position before the table closes
    finally:
        await host.stop("lan.game_over")
        controller.shutdown()
        trace.close()
    if args.log and last:
        with open(args.log, "w", encoding="utf-8") as f:
            json.dump([entry.to_json() for entry in last[0].log_for(None)], f)
    result["local_delay_ms"] = controller.local_delay_ms
    return result


async def run_join(args: argparse.Namespace) -> dict[str, Any]:
    from tabletop_qt.net.client_core import ClientCore

    host, _, port_text = args.address.rpartition(":")
    from tabletop_qt.core.games import GAMES

    core = ClientCore(args.name, game_id=FF, rules_version=GAMES[FF].rules_version, app_version=__version__)
    if args.record:
        sink = open(args.record, "ab")  # noqa: SIM115 (closed at exit)
        received = core.received

        def record(data: bytes, now: float | None = None) -> Any:
            sink.write(data)
            return received(data, now)

        core.received = record  # type: ignore[method-assign]
    client = NetClient(core)
    trace = Trace(args.trace)
    done: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

    def on_finished(event: ViewChanged) -> None:
        if event.public is not None and not done.done():
            done.set_result(
                {"outcome": event.view.get("outcome"), "state_hash": view_hash(event.public, []), "seat": core.seat}
            )

    bot = FFGuestBot(client, speed=args.speed, scale=args.scale, seed=args.seed, trace=trace, on_finished=on_finished)
    countdowns: set[tuple[str, int]] = set()  # the referee's countdowns this guest was shown (phase, round)
    client.view_changed.connect(
        lambda event: event.countdown is None or countdowns.add((event.countdown.phase, event.countdown.round))
    )
    client.welcomed.connect(lambda w: _event("welcomed", seat=w.seat))
    client.rejected.connect(lambda reason: done.done() or done.set_result({"error": reason}))
    client.host_closed.connect(lambda reason: done.done() or done.set_result({"error": reason}))
    client.connection_dropped.connect(lambda: _event("connection_dropped"))
    try:
        await client.connect(host, int(port_text))
    except (OSError, asyncio.TimeoutError) as exc:
        return {"error": "lan.unreachable", "detail": str(exc)}
    try:
        result = await done
    finally:
        bot.stop()
        await client.close()
        trace.close()
    result["intents"] = len(bot.sent)
    result["refusals"] = sorted({r.reason for r in bot.refusals})
    result["countdowns"] = len(countdowns)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
