"""The welcome names the table's content pack by hash, so a guest draws the table from its own copy: sans-IO (the
host and client cores in memory); over TCP in the window: tests/ui/test_content_packs_in_app.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop_qt.core.games.high_noon_saloon.content import house_set
from tabletop_qt.net.client_core import ClientCore, Welcomed
from tabletop_qt.net.messages import PROTOCOL, T
from tests.net.protocol_support import Lan, raw_frame

HOUSE = house_set().ref
OTHER = "0123456789abcdef" * 2


def test_the_welcome_names_the_tables_pack_by_hash_and_a_table_without_one_names_none() -> None:
    lan = Lan(2)
    lan.host.pack = HOUSE
    ann = lan.join("Ann", packs=(HOUSE.digest,))
    assert ann.frames[0]["t"] == T.WELCOME and ann.frames[0]["pack"] == HOUSE.digest
    assert [w.pack for w in ann.of(Welcomed)] == [HOUSE.digest]
    plain = Lan(2)  # a game whose content is not data
    bob = plain.join("Bob")
    assert "pack" not in bob.frames[0] and [w.pack for w in bob.of(Welcomed)] == [None]


def welcome(**fields: Any) -> bytes:
    body = {"t": T.WELCOME, "seat": 1, "token": "t", "proto": PROTOCOL, "table": "T", "game": "high_noon_saloon",
            "rules": 1, "seats": [], "started": False} | fields
    return raw_frame(json.dumps(body))


@pytest.mark.parametrize("pack", [None, 7, ["a"], "not hex at all", "ab", "F" * 32, "a" * 65, "\u2028" * 32])
def test_a_welcomes_pack_that_is_no_hash_is_no_pack(pack: Any) -> None:
    """The host's words: only a hex hash is looked up among our packs, anything else is as if none was named."""
    (welcomed,) = ClientCore("Ann").received(welcome(pack=pack))
    assert isinstance(welcomed, Welcomed) and welcomed.pack is None


def test_a_welcomes_hash_is_kept() -> None:
    (welcomed,) = ClientCore("Ann").received(welcome(pack=OTHER))
    assert welcomed.pack == OTHER
