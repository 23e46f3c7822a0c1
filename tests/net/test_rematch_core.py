"""The rematch messages, sans-IO: an offer only after a finished game, answers only from seats asked, a start only
once every seat still played from the network accepted, and the new game's log sent from its beginning."""

from __future__ import annotations

from tabletop_qt.core.games import GAMES
from tabletop_qt.net.client_core import ClientCore, HostMisbehaved, RematchOffered, RematchStarted
from tabletop_qt.net.frames import FrameDecoder, encode_frame
from tabletop_qt.net.host_core import HostCore, Refused, SeatView, Send
from tabletop_qt.net.host_peers import Seat, SeatState


def sent(effects: list, conn: int) -> list[dict]:
    decoder = FrameDecoder()
    return [m for e in effects if isinstance(e, Send) and e.conn == conn for m in decoder.feed(e.data)]


def seated_host() -> HostCore:
    seats = [Seat("Robo", SeatState.BOT, level="easy"), Seat("", SeatState.OPEN), Seat("", SeatState.OPEN)]
    core = HostCore("T", "tea_time", GAMES["tea_time"].rules_version, seats)
    for conn, name in ((1, "Bea"), (2, "Cid")):
        core.connected(conn, 0.0)
        core.received(conn, ClientCore(name).hello(), 0.0)
    core.start()
    return core


def test_no_offer_before_the_game_is_over_and_no_answer_without_an_offer() -> None:
    core = seated_host()
    core.updates.table_changed(3, {1: SeatView({"v": 1}, [], ["a", "b"])}, finished=False)
    assert core.offer_rematch() == [] and core.rematch is None
    out = core.received(1, encode_frame({"t": "rematch_answer", "accept": True}), 1.0)
    assert out == [] and core.rematch is None
    bad = core.received(1, encode_frame({"t": "rematch_answer", "accept": "yes"}), 1.0)
    assert [e.reason for e in bad if isinstance(e, Refused)] == ["lan.bad_field"]


def test_an_offer_answered_yes_and_no_then_a_new_game_sent_from_its_first_entry() -> None:
    core = seated_host()
    core.updates.table_changed(9, {1: SeatView({"v": 1}, [], ["a", "b"]), 2: SeatView({"v": 2}, [], ["a"])}, finished=True)
    offer = core.offer_rematch()
    assert {"t": "rematch", "phase": "offered"} in sent(offer, 1) and {"t": "rematch", "phase": "offered"} in sent(offer, 2)
    core.received(1, encode_frame({"t": "rematch_answer", "accept": True}), 1.0)
    assert core.start_rematch() == []  # Cid has not answered
    core.received(2, encode_frame({"t": "rematch_answer", "accept": False}), 1.0)
    assert core.seats[2].state is SeatState.AWAY and core.seats[2].token is None
    assert core.start_rematch() == []  # Cid's seat has no player: the host gives it away first
    core.rematch_release(2)
    core.set_seat(2, SeatState.BOT, "Cid", "easy")
    started = core.start_rematch()
    assert {"t": "rematch", "phase": "started"} in sent(started, 1) and core.rematch is None
    update = sent(core.updates.table_changed(0, {1: SeatView({"v": 3}, [], ["new"])}), 1)
    assert update[0]["log_from"] == 0 and update[0]["log"] == ["new"]


def test_the_client_drops_the_old_game_when_the_new_one_starts() -> None:
    client = ClientCore("Bea")
    client.log, client.version = ["old"], 40
    assert client.received(encode_frame({"t": "rematch", "phase": "offered"})) == [RematchOffered()]
    assert client.received(encode_frame({"t": "rematch", "phase": "started"})) == [RematchStarted()]
    assert client.log == [] and client.version == -1 and client.view is None
    assert client.received(encode_frame({"t": "rematch", "phase": "sideways"})) == [HostMisbehaved("lan.bad_field")]
    assert client.rematch_answer(False) == encode_frame({"t": "rematch_answer", "accept": False})
