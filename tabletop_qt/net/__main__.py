"""Headless LAN peers: run a table or a seat without a window, played by bots.

    python -m tabletop_qt.net host GAME --name NAME [--players N] [--bots N] [--bot LEVEL] [--option KEY=VALUE]...
                                   [--code CODE | --new-code] [--port P] [--pack DIR] [--think MS]
    python -m tabletop_qt.net join (--discover NAME | --address HOST:PORT) [--bot LEVEL] [--code CODE] [--pack DIR]

The host's own seats (the first ``--bots``, one by default) and the joiner's seat are played by bots; the game
starts when every seat is taken. ``--option`` sets one of the game's options, as in ``python -m tabletop_qt.sim``
(High Noon Saloon's ``teams=2x2``, say); ``--pack DIR`` plays (host) or holds (joiner, repeatable) a content pack
beside the house set, as ``python -m tabletop_qt.sim --pack``. The host's hard bots (``--bot hard``) think in the
rules thread's worker process, as in the app, ``--think`` each decision. When
it ends each peer prints one JSON object: the outcome and the state hash (a hash of the final public view,
equal on every peer). Progress goes to stderr as JSON lines ({"event": ...}); the host says there when someone
keeps giving wrong join codes ({"event": "guessing", "address", "wrong_codes", "refused", "wait_s"}).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import sys
import time
from pathlib import Path
from typing import Any

from tabletop_qt import __version__

TOO_FAST_PAUSE = 0.1  # seconds a bot waits after the host said "too fast": two frames' worth of its refill


def _event(name: str, **fields: Any) -> None:
    print(json.dumps({"event": name, **fields}), file=sys.stderr, flush=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tabletop_qt.net", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host", help="open a table on the LAN")
    host.add_argument("game")
    host.add_argument("--name", required=True, help="the table's name (and the host seat's)")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--bot", default="normal", help="the host seats' bot level")
    host.add_argument("--bots", type=int, default=1, help="how many seats, from the first, the host's bots play")
    host.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="one of the game's options (repeatable)"
    )
    code = host.add_mutually_exclusive_group()
    code.add_argument("--code", default=None, help="a join code peers must give")
    code.add_argument(
        "--new-code", action="store_true", help="make up a join code too long to guess (printed as a join_code event)"
    )
    host.add_argument("--port", type=int, default=0)
    host.add_argument("--bind", default="::", help="address to listen on (default: every card, IPv4 and IPv6)")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--bot-delay", type=int, default=0, metavar="MS")
    host.add_argument(
        "--think", type=int, default=None, metavar="MS", help="a hard bot's thinking time per decision (default: 1000)"
    )
    host.add_argument("--no-advertise", action="store_true", help="do not announce the table by zeroconf")
    host.add_argument("--pack", type=Path, metavar="DIR", help="play with the content pack in this folder")
    join = sub.add_parser("join", help="take a seat at a table")
    where = join.add_mutually_exclusive_group(required=True)
    where.add_argument("--discover", metavar="NAME", help="find the table of that name by zeroconf (two of that name: stop)")
    where.add_argument("--address", metavar="HOST:PORT")
    join.add_argument("--bot", default="normal")
    join.add_argument("--code", default=None)
    join.add_argument("--name", default="bot")
    join.add_argument(
        "--pack", type=Path, action="append", default=[], metavar="DIR", help="a content pack this peer has (repeatable)"
    )
    join.add_argument("--seat", type=int, default=None)
    join.add_argument("--bot-delay", type=int, default=0, metavar="MS")
    join.add_argument("--timeout", type=float, default=30.0, help="seconds to find the table")
    join.add_argument(
        "--token-file", metavar="PATH", help="keep the seat's token here, to take the seat back after a restart"
    )
    join.add_argument("--record", metavar="PATH", help="write every byte received from the host to this file")
    join.add_argument(
        "--trace",
        metavar="PATH",
        help="write a JSON line per intent sent and per view received, with monotonic nanoseconds (benchmarks)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    import qasync
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        with loop:
            result = loop.run_until_complete(run_host(args) if args.command == "host" else run_join(args))
    except SystemExit as exc:
        return int(exc.code or 0)
    print(json.dumps(result), flush=True)
    return 0 if "outcome" in result else 3


async def run_host(args: argparse.Namespace) -> dict[str, Any]:
    from tabletop_qt.bots import LEVELS
    from tabletop_qt.core.games import GAMES
    from tabletop_qt.net.guard import Guesser, propose_join_code
    from tabletop_qt.net.host import NetHost
    from tabletop_qt.net.host_core import HostCore
    from tabletop_qt.net.host_peers import Seat, SeatState
    from tabletop_qt.net.views import view_hash
    from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
    from tabletop_qt.table.update import TableUpdate
    from tabletop_qt.rules_thread.controller import TableController

    if args.game not in GAMES:
        _fail(f"unknown game {args.game!r}; playable: {', '.join(GAMES)}")
    if args.bot not in LEVELS:
        _fail(f"unknown bot level {args.bot!r}; levels: {', '.join(LEVELS)}")
    game = GAMES[args.game]
    if not game.min_players <= args.players <= game.max_players:
        _fail(f"{args.game} is for {game.min_players}-{game.max_players} players")
    if not 1 <= args.bots < args.players:
        _fail(f"--bots must leave a seat open: 1 to {args.players - 1}")
    from tabletop_qt.table.setup import check_options, parse_options

    try:
        options = parse_options(args.option)
        if args.pack is not None:
            from tabletop_qt.table.setup import load_pack

            options.update(load_pack(args.game, args.pack))
        options = check_options(args.game, args.players, options)
    except ValueError as exc:
        _fail(str(exc))
    seats = [Seat(args.name if i == 0 else f"{args.name} {i + 1}", SeatState.BOT, level=args.bot) for i in range(args.bots)]
    seats += [Seat("", SeatState.OPEN) for _ in range(args.players - args.bots)]
    join_code = propose_join_code() if args.new_code else args.code
    from tabletop_qt.content import table_pack

    core = HostCore(args.name, args.game, game.rules_version, seats, join_code, __version__, pack=table_pack(args.game, options))
    from tabletop_qt.rules_thread.search_service import SEARCH_SECONDS

    think = SEARCH_SECONDS if args.think is None else max(1, args.think) / 1000
    controller = TableController(autosave_path=None, bot_delay_ms=args.bot_delay, search_seconds=think)
    host = NetHost(core, controller)
    port = await host.start(args.bind, args.port)
    _event("listening", port=port)
    if args.new_code:
        _event("join_code", code=join_code)
    advertiser = None
    if not args.no_advertise:
        advertiser = await _advertise(core, port)
    done: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

    def on_all_seated() -> None:
        specs = []
        for seat in core.seats:
            if seat.state is SeatState.REMOTE:
                specs.append(SeatSpec(SeatKind.REMOTE, seat.name))
            else:
                specs.append(SeatSpec(SeatKind.BOT, seat.name, seat.level))
        seed = args.seed if args.seed is not None else secrets.randbits(31)
        host._apply(core.start())
        controller.start(GameSetup(args.game, tuple(specs), seed, options))
        _event("started", seats=[s.name for s in core.seats], options=options)

    def on_updated(update: TableUpdate) -> None:
        if update.outcome.finished and not done.done():
            public = update.views[TableUpdate.PUBLIC]
            done.set_result({"outcome": update.outcome.to_json(), "state_hash": view_hash(public, [])})

    host.all_seated.connect(on_all_seated)
    controller.table_updated.connect(on_updated)
    host.seats_changed.connect(lambda seats: _event("seats", seats=list(seats)))

    def on_guessing(guesser: Guesser) -> None:
        _event("guessing", **guesser.to_json())

    host.guessing.connect(on_guessing)
    try:
        result = await done
        # Give the peers a moment to read the last position before the table closes.
        await asyncio.sleep(0.5)
    finally:
        if advertiser is not None:
            await advertiser.stop()
        await host.stop("lan.game_over")
        controller.shutdown()
    return result


async def _advertise(core: Any, port: int) -> Any:
    import socket
    import uuid

    from tabletop_qt.net.discovery import Advertiser, TableAd, lan_addresses, pack_fields
    from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN

    addresses = lan_addresses()
    if not addresses:
        _event("not_advertised", reason="no network address reaches a LAN")
        return None
    ad = TableAd(
        instance=uuid.uuid4().hex,
        table_name=core.table_name,
        game=core.game_id,
        app_version=__version__,
        protocol=PROTOCOL,
        protocol_min=PROTOCOL_MIN,
        free_seats=core.free_seats,
        seats=len(core.seats),
        code_required=core.join_code is not None,
        host_name=socket.gethostname(),
        addresses=tuple(addresses),
        port=port,
        **pack_fields(core.pack),
    )
    advertiser = Advertiser()
    await advertiser.start(ad)
    _event("advertised", addresses=list(addresses), instance=ad.instance)
    return advertiser


async def run_join(args: argparse.Namespace) -> dict[str, Any]:
    from tabletop_qt.bots import LEVELS, make_bot
    from tabletop_qt.net.client import NetClient
    from tabletop_qt.net.client_core import ClientCore, IntentAnswered, ViewChanged, Welcomed
    from tabletop_qt.net.views import view_hash

    if args.bot not in LEVELS:
        _fail(f"unknown bot level {args.bot!r}; levels: {', '.join(LEVELS)}")
    if args.address:
        from tabletop_qt.net.addresses import parse_address

        where = parse_address(args.address)
        if where is None:
            _fail(f"--address must look like HOST:PORT or [IPv6]:PORT, not {args.address!r}")
        assert where is not None
        host, port = where
        game_id = None
    else:
        host, port, game_id = await _discover(args.discover, args.timeout)
    token = None
    if args.token_file and os.path.exists(args.token_file):
        with open(args.token_file, encoding="utf-8") as f:
            token = f.read().strip() or None
    from tabletop_qt.content import GAMES_WITH_CONTENT, pack_digests

    packs = pack_digests(None)
    for folder in args.pack:
        from tabletop_qt.table.setup import load_pack

        try:
            # Known to the registry (the bots find its cards by the pack id the views name) and told in the hello.
            named = load_pack(game_id if game_id in GAMES_WITH_CONTENT else GAMES_WITH_CONTENT[0], folder)
        except ValueError as exc:
            _fail(str(exc))
        packs += tuple(str(d) for d in named.values())
    core = ClientCore(
        args.name, code=args.code, token=token, seat_wanted=args.seat, app_version=__version__, packs=packs
    )
    if args.record:
        core = _recording(core, args.record)
    client = NetClient(core)
    loop = asyncio.get_running_loop()
    done: asyncio.Future[dict[str, Any]] = loop.create_future()
    rng = random.Random(secrets.randbits(31))
    state: dict[str, Any] = {"bot": None, "acted": -1}

    def play() -> None:
        if done.done() or not core.legal or core.view is None or core.view.get("finished"):
            return
        if state["acted"] == core.version:
            return  # one move per position: a second view of the same position is no new turn
        state["acted"] = core.version
        if state["bot"] is None:
            state["bot"] = make_bot(core.game_id or "", args.bot)
        action = state["bot"].choose(core.view, core.legal, rng)
        trace("intent", core.version)
        client.submit(action)

    def later() -> None:
        loop.call_later(args.bot_delay / 1000, play)

    trace_sink = open(args.trace, "a", encoding="utf-8") if args.trace else None  # noqa: SIM115 (closed below)

    def trace(kind: str, version: int) -> None:
        if trace_sink is not None:
            trace_sink.write(json.dumps({"t": time.monotonic_ns(), "kind": kind, "version": version}) + "\n")

    def on_view(event: ViewChanged) -> None:
        trace("view", event.version)
        if event.view.get("finished") and event.public is not None and not done.done():
            done.set_result({"outcome": event.view.get("outcome"), "state_hash": view_hash(event.public, []), "seat": core.seat})
            return
        later()

    def on_answer(event: IntentAnswered) -> None:
        if not event.accepted:
            _event("rejected_intent", reason=event.reason)
            state["acted"] = -1
            if event.reason == "lan.too_fast":
                # The host's flood limit: try again once its bucket has refilled, not at once (that would only
                # spend more of it).
                loop.call_later(max(args.bot_delay / 1000, TOO_FAST_PAUSE), play)
            else:
                later()

    def on_welcome(event: Welcomed) -> None:
        _event("welcomed", seat=event.seat, table=event.table, game=event.game)
        if args.token_file and event.token:
            with open(args.token_file, "w", encoding="utf-8") as f:
                f.write(event.token)

    def on_reconnected() -> None:
        _event("reconnected")
        # An intent sent as the cable went may never have reached the host: if the snapshot shows the same
        # position, it is still our move.
        state["acted"] = -1
        later()

    def on_end(reason: str) -> None:
        if not done.done():
            result: dict[str, Any] = {"error": reason}
            rejection = client.last_rejection
            if rejection is not None and rejection.reason == reason and rejection.retry_after is not None:
                result["retry_after"] = rejection.retry_after
            done.set_result(result)

    client.welcomed.connect(on_welcome)
    client.view_changed.connect(on_view)
    client.intent_answered.connect(on_answer)
    client.rejected.connect(on_end)
    client.host_closed.connect(on_end)
    client.connection_dropped.connect(lambda: _event("connection_dropped"))
    client.reconnected.connect(on_reconnected)
    try:
        await client.connect(host, port)
    except (OSError, asyncio.TimeoutError) as exc:
        return {"error": "lan.unreachable", "detail": str(exc)}
    try:
        result = await done
    finally:
        await client.close()
        if trace_sink is not None:
            trace_sink.close()
    # Only a welcome names the game: a refusal (a wrong code, a full table) says nothing about it.
    if game_id is not None and core.game_id is not None and core.game_id != game_id:
        result["warning"] = "the table plays another game than it advertised"
    return result


# After the first table of the asked name, how long to listen for another: every responder answers the browser's
# first query within 20-120 ms (500 ms for a long answer, RFC 6762 §6), but the browser still has to resolve each
# answer (more queries), and on a busy machine a second table took over a second to show: 2 s leaves it room.
DISCOVER_SETTLE_S = 2.0


async def _discover(name: str, timeout: float) -> tuple[str, int, str]:
    """The one table called ``name``. Two of that name (an impostor, or a table opened twice) is an error, not
    a choice made for the person: their hosts and addresses are printed, to join one with --address."""
    from tabletop_qt.net.addresses import address_text
    from tabletop_qt.net.discovery import Browser
    from tabletop_qt.net.names import AdvertWatch, fold_name
    from tabletop_qt.net.peer_text import HOST_CHARS, peer_text

    browser = Browser()
    found: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    matches: dict[str, Any] = {}
    watch = AdvertWatch()
    first: dict[str, str] = {}  # instance -> "address:port" it was first announced at
    moved: dict[str, list[str]] = {}  # instance -> every place it was announced at, once it moved

    def on_found(ad: Any) -> None:
        # Names that read the same ("T", "t" and a Cyrillic "Т") all match: two of them is an impostor to show.
        if fold_name(ad.table_name) != fold_name(name):
            return
        place = address_text(ad.addresses[0], ad.port)
        first.setdefault(ad.instance, place)
        if watch.moved(ad.instance, tuple(ad.addresses), ad.port):
            places = moved.setdefault(ad.instance, [first[ad.instance]])
            if place not in places:
                places.append(place)
        matches[ad.instance] = ad
        if not found.done():
            found.set_result(None)

    browser.table_found.connect(on_found)
    browser.table_updated.connect(on_found)
    browser.table_lost.connect(lambda instance: matches.pop(instance, None))
    browser.start()
    try:
        await asyncio.wait_for(found, timeout)
        await asyncio.sleep(DISCOVER_SETTLE_S)
    except asyncio.TimeoutError:
        _fail(f"no table named {name!r} found on the LAN within {timeout:g} s")
    finally:
        browser.stop()
    if not matches:
        _fail(f"the table named {name!r} left the LAN as it was found")
    if moved:
        # Its instance announced from another address than it was first seen at: someone may be posing as it.
        places = sorted({p for ps in moved.values() for p in ps})
        _event("moved", table=name, addresses=places)
        _fail(f"the table named {name!r} was announced at {', '.join(places)}; join one with --address HOST:PORT")
    if len(matches) > 1:
        # The host names are the announcers' own words: printed short, one-line and quoted.
        tables = sorted(
            f"{address_text(ad.addresses[0], ad.port)} (host {peer_text(ad.host_name, HOST_CHARS) or '?'!r})"
            for ad in matches.values()
        )
        _event("ambiguous", table=name, tables=tables)
        _fail(f"{len(tables)} tables named {name!r} on the LAN: {', '.join(tables)}; join one with --address HOST:PORT")
    ad = next(iter(matches.values()))
    _event("discovered", address=ad.addresses[0], port=ad.port, game=ad.game, pack=ad.pack_id, pack_hash=ad.pack_digest)
    return ad.addresses[0], ad.port, ad.game


def _recording(core: Any, path: str) -> Any:
    """Wrap the core's input so every byte the host sends is also appended to ``path`` (for leak tests)."""
    received = core.received
    sink = open(path, "ab")  # noqa: SIM115 (kept open for the whole game, closed at exit)

    def record(data: bytes, now: float | None = None) -> Any:
        sink.write(data)
        sink.flush()
        return received(data, now)

    core.received = record
    return core


def _fail(message: str) -> None:
    print(f"python -m tabletop_qt.net: error: {message}", file=sys.stderr)
    raise SystemExit(2)


if __name__ == "__main__":
    raise SystemExit(main())
