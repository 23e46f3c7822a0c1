"""A table this window opens to the local network: the protocol's host, its socket, its announcement, its rules.

HostSession puts together what ``python -m tabletop_qt.net host`` does headless: a HostCore (seats, tokens, join
code), a NetHost listening on the GUI thread's asyncio loop, an Advertiser announcing the table by zeroconf, and
a rules thread of its own (a TableController without autosave: a game with people on other computers cannot be
continued alone, so it never replaces this computer's saved game).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tabletop_qt import __version__
from tabletop_qt.core.games import GAMES
from tabletop_qt.net.addresses import ANY_ADDRESS
from tabletop_qt.net.host import NetHost
from tabletop_qt.net.host_core import HostCore
from tabletop_qt.net.host_peers import Seat, SeatState
from tabletop_qt.net.messages import PROTOCOL, PROTOCOL_MIN
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.rules_thread.controller import TableController

log = logging.getLogger(__name__)

BIND_ALL = ANY_ADDRESS  # every card, IPv4 and IPv6


def default_advertiser() -> Any:
    from tabletop_qt.net.discovery import Advertiser

    return Advertiser()


def default_addresses() -> list[str]:
    from tabletop_qt.net.discovery import lan_addresses

    return list(lan_addresses())


class HostSession(QObject):
    seats_changed = Signal(object)  # tuple of seat dicts {"name", "state", "level"}
    chat_posted = Signal(str, str)  # name, text: a guest's or the host's own
    team_chat_posted = Signal(str, str)  # name, text: a team message of the team this computer's people are on
    seat_away = Signal(int, str)  # seat, name: its player did not come back within the grace period
    seat_back = Signal(int)  # a reconnecting or away player took the seat back

    def __init__(
        self,
        setup: GameSetup,
        table_name: str,
        join_code: str | None,
        bot_delay_ms: int,
        advertiser_factory: Callable[[], Any] | None = default_advertiser,
        addresses: Callable[[], list[str]] = default_addresses,
        parent: QObject | None = None,
        history_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        seats = []
        for spec in setup.seats:
            if spec.kind is SeatKind.HUMAN:
                seats.append(Seat(spec.name, SeatState.LOCAL))
            elif spec.kind is SeatKind.BOT:
                seats.append(Seat(spec.name, SeatState.BOT, level=spec.level or "normal"))
            else:
                seats.append(Seat("", SeatState.OPEN))
        game = GAMES[setup.game_id]
        from tabletop_qt.content import table_pack

        self.core = HostCore(
            table_name,
            setup.game_id,
            game.rules_version,
            seats,
            join_code,
            __version__,
            pack=table_pack(setup.game_id, setup.options),  # the pack the setup names: advertised, checked, told
            hints=setup.hints,  # the host's choice (new-game dialog): guests are told, their hints logged
        )
        # The host keeps its own seats' views of a finished game in the history (history/recorder.py).
        self.controller = TableController(None, bot_delay_ms, self, paced_by_view=True, history_dir=history_dir)
        self.host = NetHost(self.core, self.controller, self)
        self.host.seats_changed.connect(self._on_host_seats_changed)
        self.host.chat_posted.connect(self.chat_posted)
        self.host.team_chat_posted.connect(self.team_chat_posted)
        self._advertiser_factory = advertiser_factory
        self._addresses_source = addresses
        self._advertiser: Any = None
        self._ad: Any = None
        self._ad_task: asyncio.Task[None] | None = None
        self._states = [s.state for s in self.core.seats]
        self.port: int | None = None
        self.addresses: list[str] = []
        self.advertised = False
        self.closed = False

    # ------------------------------------------------------------------ reading
    @property
    def table_name(self) -> str:
        return self.core.table_name

    @property
    def join_code(self) -> str | None:
        return self.core.join_code

    @property
    def started(self) -> bool:
        return self.core.started

    def seats(self) -> tuple[dict[str, Any], ...]:
        return self.core.seats_json()

    def can_start(self) -> bool:
        return not self.core.started and self.core.free_seats == 0

    def host_name(self) -> str:
        """Who speaks in the chat for this computer: its first person, else the table."""
        for seat in self.core.seats:
            if seat.state is SeatState.LOCAL and seat.name:
                return seat.name
        return self.core.table_name

    # ------------------------------------------------------------------ life
    async def open(self, bind: str = BIND_ALL, port: int = 0) -> int:
        """Listen for guests and announce the table; returns the port."""
        self.port = await self.host.start(bind, port)
        try:
            self.addresses = [a for a in self._addresses_source() if a]
        except Exception:  # no address is no announcement, never a failure
            log.exception("cannot list this computer's addresses")
            self.addresses = []
        if self._advertiser_factory is not None and self.addresses:
            try:
                self._ad = self._make_ad()
                self._advertiser = self._advertiser_factory()
                await self._advertiser.start(self._ad)
                self.advertised = True
            except Exception:  # the table still works by address
                log.exception("cannot announce the table on the network")
                self._advertiser = None
        return self.port

    def start_game(self) -> GameSetup:
        """Everyone is seated: the table starts with the guests' seats played over the network."""
        setup = GameSetup(self.setup.game_id, self._specs(), self.setup.seed, self.setup.options)
        self.host._apply(self.core.start())
        self.controller.start(setup)
        return setup

    # ------------------------------------------------------------------ another game at the same table
    def offer_rematch(self) -> None:
        """The game is over: ask the guests whether they play another with the same seats (net/rematch.py)."""
        self.host._apply(self.core.offer_rematch())

    def rematch_offered(self) -> bool:
        return self.core.rematch is not None

    def rematch_answers(self) -> dict[int, str]:
        """Seat -> "waiting", "accepted" or "left", for the seats played from the network."""
        offer = self.core.rematch
        return {seat: answer.value for seat, answer in offer.answers.items()} if offer is not None else {}

    def can_start_rematch(self) -> bool:
        return self.core.rematch is not None and self.core.rematch.ready()

    def start_rematch(self) -> GameSetup:
        """Everyone accepted: a new deal (a new seed) with the same seats, the guests told before its first update."""
        import secrets

        self.host._apply(self.core.start_rematch())
        setup = GameSetup(self.setup.game_id, self._specs(), secrets.randbits(31), self.setup.options)
        self.controller.start(setup)
        return setup

    def _specs(self) -> tuple[SeatSpec, ...]:
        specs = []
        for seat in self.core.seats:
            if seat.state is SeatState.REMOTE:
                specs.append(SeatSpec(SeatKind.REMOTE, seat.name))
            elif seat.state is SeatState.LOCAL:
                specs.append(SeatSpec(SeatKind.HUMAN, seat.name))
            else:
                specs.append(SeatSpec(SeatKind.BOT, seat.name, seat.level or "normal"))
        return tuple(specs)

    def give_to_bot(self, index: int, level: str = "normal") -> None:
        """An open seat before the game, or an away player's seat during it, is played by a bot from now on."""
        # While "Play again" is offered, a seat whose player has not accepted is the host's to give too.
        self.host._apply(self.core.rematch_release(index))
        seat = self.core.seats[index]
        if seat.state not in (SeatState.OPEN, SeatState.AWAY):
            return
        name = seat.name or QCoreApplication.translate("NewGame", "Bot {number}").format(number=index + 1)
        # Between games (another one offered) the game over stays as it was: the new one is dealt with this bot,
        # and a change to the old table now would reach the guests after the new game's start.
        if self.core.started and self.core.rematch is None:
            self.controller.replace_seat(index, SeatSpec(SeatKind.BOT, name, level))
        self.host._apply(self.core.set_seat(index, SeatState.BOT, name, level))

    def post_chat(self, text: str) -> None:
        name = self.host_name()
        self.host._apply(self.core.post_chat(name, text))
        self.chat_posted.emit(name, text)

    def team(self) -> int | None:
        """The team this computer's people are on in a team game under way (None: no teams, nobody here, or
        people of several teams sharing this screen): the chat offers "to my team" only then."""
        return self.core.host_team()

    def post_team_chat(self, text: str) -> bool:
        """Write to this computer's team only: its guests' connections get it, no one else (False: no team)."""
        team = self.core.host_team()
        if team is None:
            return False
        # HostCore's ChatPosted effect shows it here (team_chat_posted), as a guest's team message is shown.
        self.host._apply(self.core.post_team_chat(self.host_name(), text, team))
        return True

    async def close(self, reason: str = "lan.host_quit") -> None:
        """Say goodbye to every guest, withdraw the announcement, stop the rules thread."""
        if self.closed:
            return
        self.closed = True
        if self._ad_task is not None:
            with contextlib.suppress(Exception):
                await self._ad_task
        if self._advertiser is not None:
            try:
                await self._advertiser.stop()
            except Exception:
                log.exception("cannot withdraw the table's announcement")
            self._advertiser = None
        await self.host.stop(reason)
        for signal, slot in (
            (self.controller.table_updated, self.host._on_controller_table_updated),
            (self.controller.remote_answered, self.host._on_controller_remote_answered),
            (self.controller.remote_explained, self.host._on_controller_remote_explained),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.controller.shutdown()

    # ------------------------------------------------------------------ inside
    def _on_host_seats_changed(self, seats: Any) -> None:
        states = [s.state for s in self.core.seats]
        for index, (old, new) in enumerate(zip(self._states, states)):
            if new is SeatState.AWAY and old is not SeatState.AWAY:
                self.seat_away.emit(index, self.core.seats[index].name)
            elif new is SeatState.REMOTE and old in (SeatState.RECONNECTING, SeatState.AWAY):
                self.seat_back.emit(index)
        self._states = states
        self.seats_changed.emit(tuple(seats))
        self._update_ad()

    def _make_ad(self) -> Any:
        from tabletop_qt.net.discovery import TableAd, pack_fields

        return TableAd(
            instance=uuid.uuid4().hex,
            table_name=self.core.table_name,
            game=self.core.game_id,
            app_version=__version__,
            protocol=PROTOCOL,
            protocol_min=PROTOCOL_MIN,
            free_seats=self.core.free_seats,
            seats=len(self.core.seats),
            code_required=self.core.join_code is not None,
            host_name=socket.gethostname(),
            addresses=tuple(self.addresses),
            port=self.port or 0,
            **pack_fields(self.core.pack),
        )

    def _update_ad(self) -> None:
        if self._advertiser is None or self._ad is None or self.closed:
            return
        if self._ad.free_seats == self.core.free_seats:
            return
        from dataclasses import replace

        self._ad = replace(self._ad, free_seats=self.core.free_seats)
        previous = self._ad_task
        ad = self._ad

        async def publish() -> None:
            if previous is not None:
                with contextlib.suppress(Exception):
                    await previous
            if self._advertiser is not None and not self.closed:
                try:
                    await self._advertiser.update(ad)
                except Exception:
                    log.exception("cannot update the table's announcement")

        self._ad_task = asyncio.ensure_future(publish())
