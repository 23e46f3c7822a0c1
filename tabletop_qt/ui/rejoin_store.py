"""The seat this computer holds at a table on the network, kept in the settings so it outlives the app.

A guest's seat is held by the host for a while after its connection drops (and after that until the host gives
it away), and the seat's token takes it back. The token used to live only in memory: an app that crashed, or
was quit mid-game, could not come back to its own seat. Now the window writes a ticket when the host seats it
and syncs the settings at once (a crash a second later must not lose it); the join dialog offers
"Rejoin <table>" with it. The ticket is dropped when the game ends, the host closes the table, the person leaves
the table on purpose, or the host says the seat is no longer held.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QSettings

from tabletop_qt.net.addresses import parse_address
from tabletop_qt.net.messages import MAX_CODE, MAX_NAME, MAX_TOKEN

KEY = "lan/rejoin"


@dataclass(frozen=True)
class RejoinTicket:
    table: str  # the table's name, as the host's welcome gave it
    host: str  # where the host listened: an address (IPv6 with its scope, if link-local) or a name
    port: int
    token: str  # the seat's secret: the host gives the seat back to whoever shows it
    game: str
    seat: int
    name: str
    code: str | None = None  # the join code, if the table had one (the host asks for it before the token)

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: object) -> RejoinTicket | None:
        """The ticket in ``text``, or None when it is missing or not one (settings files get edited by hand)."""
        if not isinstance(text, str):
            return None
        try:
            data: Any = json.loads(text)
        except json.JSONDecodeError:
            return None
        if not isinstance(data, dict):
            return None
        strings = ("table", "host", "token", "game", "name")
        if not all(isinstance(data.get(k), str) and data[k] for k in strings):
            return None
        port, seat, code = data.get("port"), data.get("seat"), data.get("code")
        if isinstance(port, bool) or not isinstance(port, int) or isinstance(seat, bool) or not isinstance(seat, int):
            return None
        if code is not None and (not isinstance(code, str) or len(code) > MAX_CODE):
            return None
        if len(data["token"]) > MAX_TOKEN or seat < 0 or parse_address(f"[{data['host']}]:{port}") is None:
            return None
        return cls(data["table"][:64], data["host"], port, data["token"], data["game"], seat, data["name"][:MAX_NAME], code)


def load(settings: QSettings) -> RejoinTicket | None:
    return RejoinTicket.from_json(settings.value(KEY))


def save(settings: QSettings, ticket: RejoinTicket) -> None:
    settings.setValue(KEY, ticket.to_json())
    settings.sync()  # now: the point is to survive a crash


def forget(settings: QSettings) -> None:
    if settings.contains(KEY):
        settings.remove(KEY)
        settings.sync()
