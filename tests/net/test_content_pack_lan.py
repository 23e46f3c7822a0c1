"""A table's content pack on the LAN: told apart by a hash of its content, announced in the ad, checked in the hello.

Sans-IO (HostCore and ClientCore in memory, tests/net/protocol_support.py) and the ad's TXT round trip; the join
dialog and a refusal over real TCP are in tests/ui/test_lan_content_pack.py.
"""

from __future__ import annotations

import dataclasses
import json
import uuid
from pathlib import Path
from typing import Any

import pytest
from zeroconf import ServiceInfo

from tabletop_qt.content import house_set_folder, local_packs, pack_digests, read_pack, table_pack
from tabletop_qt.core.games.high_noon_saloon.content import (
    DIGEST_CHARS,
    FILES,
    house_set,
)
from tabletop_qt.net.client_core import ClientCore, Rejected, Welcomed
from tabletop_qt.net.discovery import SERVICE_TYPE, TableAd, compatibility, pack_fields
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.net.messages import MAX_PACKS, T
from tests.net.pack_support import house_set_again, in_data_folder, make_pack
from tests.net.protocol_support import Lan, raw_frame

HOUSE = house_set().ref


# ---------------------------------------------------------------------- the hash
def test_the_hash_follows_what_the_files_say_not_how_they_are_typed(tmp_path: Path) -> None:
    assert len(HOUSE.digest) == DIGEST_CHARS and HOUSE.id == "house" and HOUSE.name == "Tabletop Qt house set"
    # Typed again another way: other indentation, Windows line endings, keys in another order.
    retyped = tmp_path / "retyped"
    retyped.mkdir()
    for file in FILES:
        data = json.loads((house_set_folder("high_noon_saloon") / file).read_text(encoding="utf-8"))
        text = json.dumps(dict(reversed(list(data.items()))), indent=7).replace("\n", "\r\n")
        (retyped / file).write_bytes(text.encode())
    assert read_pack("high_noon_saloon", retyped).digest == HOUSE.digest
    # One card's name changed, id and pack name the same: another pack.
    other = house_set_again(tmp_path / "other", card_name="Peacemaker Mk II")
    assert (other.ref.id, other.ref.name) == (HOUSE.id, HOUSE.name) and other.ref.digest != HOUSE.digest
    # Another id or name alone is another pack too (pack.json is part of what is hashed).
    renamed = make_pack(tmp_path / "renamed", "house", "Tabletop Qt house set (mine)")
    assert renamed.ref.digest != HOUSE.digest


def test_this_computers_packs_are_the_house_set_and_the_playable_ones_in_the_data_folder(tmp_path: Path) -> None:
    assert local_packs("high_noon_saloon", None) == (HOUSE,) and pack_digests(None) == (HOUSE.digest,)
    mine = in_data_folder(tmp_path, "dusty_gulch", "Dusty Gulch")
    broken = tmp_path / "packs" / "broken"
    broken.mkdir()
    (broken / "pack.json").write_text("{", encoding="utf-8")  # a pack with a mistake cannot be played: left out
    assert local_packs("high_noon_saloon", tmp_path) == (HOUSE, mine.ref)
    assert pack_digests(tmp_path) == (HOUSE.digest, mine.ref.digest)


def test_a_table_plays_with_a_pack_only_in_a_game_whose_content_is_data() -> None:
    assert table_pack("high_noon_saloon") == HOUSE
    for game in ("tea_time", "times_square", "frantic_frankfurt"):
        assert table_pack(game) is None


# ---------------------------------------------------------------------- the ad
def hns_ad(**changes: Any) -> TableAd:
    ad = TableAd(
        instance=uuid.uuid4().hex, table_name="Saloon", game="high_noon_saloon", app_version="0.9", protocol=1,
        protocol_min=1, free_seats=3, seats=4, code_required=False, host_name="anna", addresses=("10.0.0.7",),
        port=4000, **pack_fields(HOUSE),
    )
    return dataclasses.replace(ad, **changes)


def reparsed(info: ServiceInfo) -> ServiceInfo:
    return ServiceInfo(SERVICE_TYPE, info.name, port=info.port, properties=info.text, parsed_addresses=info.parsed_addresses())


def test_the_ad_carries_the_pack_and_an_ad_without_one_still_reads() -> None:
    ad = hns_ad()
    info = ad.to_service_info()
    assert info.properties[b"pack"] == b"house" and info.properties[b"pack_hash"] == HOUSE.digest.encode()
    assert info.properties[b"pack_name"] == "Tabletop Qt house set".encode()
    assert TableAd.from_service_info(reparsed(info)) == ad
    # An older host (or another game) names no pack.
    plain = hns_ad(pack_id=None, pack_name=None, pack_digest=None)
    assert b"pack" not in plain.to_service_info().properties
    assert TableAd.from_service_info(reparsed(plain.to_service_info())) == plain


@pytest.mark.parametrize(
    "props",
    [
        {b"pack_hash": b"not a hash"},
        {b"pack_hash": b"ABCDEF0123456789ABCDEF0123456789"},  # upper case is not how we write it
        {b"pack_hash": None},  # a pack with no hash
        {b"pack_name": b"\x00"},
        {b"pack": b"x" * 41},
    ],
)
def test_an_ad_with_a_malformed_pack_is_ignored(props: dict[bytes, bytes | None]) -> None:
    info = hns_ad().to_service_info()
    properties = {**info.properties, **props}
    bad = ServiceInfo(SERVICE_TYPE, info.name, port=info.port, properties=properties, parsed_addresses=["10.0.0.7"])
    assert TableAd.from_service_info(reparsed(bad)) is None


def test_compatibility_greys_a_table_whose_pack_this_computer_lacks(tmp_path: Path) -> None:
    other = house_set_again(tmp_path / "other", card_name="Peacemaker Mk II").ref
    assert compatibility(hns_ad(), 1, 1, (HOUSE.digest,)) is None
    # The same id and name, another content: this computer does not have it.
    assert compatibility(hns_ad(**pack_fields(other)), 1, 1, (HOUSE.digest,)) == "lan.pack_missing"
    assert compatibility(hns_ad(**pack_fields(other)), 1, 1, (HOUSE.digest, other.digest)) is None
    assert compatibility(hns_ad(**pack_fields(other)), 1, 1, None) is None  # packs not looked at
    assert compatibility(hns_ad(pack_id=None, pack_name=None, pack_digest=None), 1, 1, ()) is None  # none named
    # A protocol the app cannot speak is the first reason, a full table the last.
    assert compatibility(hns_ad(protocol=9, protocol_min=9, **pack_fields(other)), 1, 1, ()) == "lan.host_newer"
    assert compatibility(hns_ad(free_seats=0), 1, 1, (HOUSE.digest,)) == "lan.table_full"


# ---------------------------------------------------------------------- the hello (sans-IO)
OTHER_DIGEST = "0123456789abcdef" * 2


def pack_lan(**kwargs: Any) -> Lan:
    lan = Lan(2, **kwargs)
    lan.host.pack = HOUSE
    return lan


def test_a_guest_with_the_tables_pack_is_welcomed_one_without_it_is_refused_with_its_name() -> None:
    lan = pack_lan()
    ann = lan.join("Ann", packs=(OTHER_DIGEST, HOUSE.digest))
    assert ann.of(Welcomed) and not ann.closed
    assert ann.frames[0]["t"] == T.WELCOME

    bob = lan.join("Bob", packs=(OTHER_DIGEST,))
    assert bob.closed and bob.close_reason == "lan.pack_missing"
    assert bob.frames_of(T.REJECT) == [{"t": T.REJECT, "reason": "lan.pack_missing", "pack": HOUSE.name}]
    assert bob.of(Rejected) == [Rejected("lan.pack_missing", None, HOUSE.name)]
    assert lan.host.seats[1].state is SeatState.OPEN  # the seat waits for someone who has the pack
    # A spectator needs the pack as much, to draw the table.
    eve = lan.join("Eve", packs=(), spectator=True)
    assert eve.of(Rejected) == [Rejected("lan.pack_missing", None, HOUSE.name)]


def test_the_hello_says_which_packs_and_an_older_guest_that_says_none_is_taken_at_its_word() -> None:
    core = ClientCore("Ann", packs=(HOUSE.digest,))
    assert json.loads(core.hello()[4:])["packs"] == [HOUSE.digest]
    assert "packs" not in json.loads(ClientCore("Ann").hello()[4:])
    many = ClientCore("Ann", packs=tuple(f"{i:032x}" for i in range(MAX_PACKS + 10)))
    assert len(json.loads(many.hello()[4:])["packs"]) == MAX_PACKS  # a hello stays inside its frame limit
    lan = pack_lan()
    old = lan.join("Old")  # no "packs" at all: a guest from before packs were told
    assert old.of(Welcomed)


@pytest.mark.parametrize("packs", ["house", [1], [None], ["x" * 65], [HOUSE.digest] * (MAX_PACKS + 1)])
def test_a_malformed_packs_field_is_a_bad_field(packs: Any) -> None:
    lan = pack_lan()
    peer = lan.connect(ClientCore("Raw"))
    body = json.loads(ClientCore("Raw", game_id="tea_time", rules_version=1).hello()[4:]) | {"packs": packs}
    peer.send(raw_frame(json.dumps(body)))
    lan.pump()
    assert peer.closed and peer.close_reason == "lan.bad_field"


def test_the_pack_is_looked_at_only_once_the_join_code_is_right() -> None:
    """A stranger without the code learns nothing of the table, not even its pack, from a refusal."""
    lan = pack_lan(join_code="sesame")
    guess = lan.join("Mallory", packs=(), code="wrong")
    # The host answered the code's exchange and nothing else; the guest saw its proof does not match and hung up.
    assert [f["t"] for f in guess.frames] == [T.PAKE] and guess.of(Rejected) == [Rejected("lan.wrong_code")]
    right = lan.join("Ann", packs=(), code="sesame")
    assert right.of(Rejected) == [Rejected("lan.pack_missing", None, HOUSE.name)]


def test_a_table_of_a_game_without_a_pack_does_not_look_at_packs() -> None:
    lan = Lan(2)  # Tea Time: HostCore.pack is None
    ann = lan.join("Ann", packs=())
    assert ann.of(Welcomed)


def test_a_refusals_pack_name_is_only_a_name() -> None:
    """The host's words: a non-string is no name, a long one is cut; the refusal is still read."""
    core = ClientCore("Ann")
    weird = raw_frame(json.dumps({"t": T.REJECT, "reason": "lan.pack_missing", "pack": {"x": 1}}))
    assert core.received(weird) == [Rejected("lan.pack_missing", None, None)]
    long = raw_frame(json.dumps({"t": T.REJECT, "reason": "lan.pack_missing", "pack": "P" * 500}))
    (rejected,) = core.received(long)
    assert rejected.pack is not None and 0 < len(rejected.pack) < 500
