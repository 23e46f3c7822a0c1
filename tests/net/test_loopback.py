"""Real TCP on loopback: headless host and joiners as separate processes, to the end of a game."""

from __future__ import annotations

import re
import socket
import time
from pathlib import Path

from tests.net.peers import Peer

CARD_ID = re.compile(rb"(caterpillar|cheshire_cat|tweedles|mad_hatter|queen_of_hearts|white_rabbit)\.\d")


def host(*extra: str) -> Peer:
    return Peer(["host", "tea_time", "--bind", "127.0.0.1", "--no-advertise", *extra])


def join(port: int, *extra: str) -> Peer:
    return Peer(["join", "--address", f"127.0.0.1:{port}", *extra])


def test_a_four_seat_game_with_three_remote_bots_ends_identically_on_every_peer() -> None:
    with host("--name", "Quattro", "--players", "4", "--seed", "11") as h:
        port = h.wait_event("listening")["port"]
        joiners = [join(port, "--name", f"J{i}", "--bot", level) for i, level in enumerate(("normal", "easy", "normal"))]
        try:
            results = [j.result() for j in joiners]
            code, hosted = h.result()
        finally:
            for j in joiners:
                j.kill()
    assert code == 0
    assert hosted["outcome"]["finished"] is True
    assert sorted(r["seat"] for _, r in results) == [1, 2, 3]
    for rc, result in results:
        assert rc == 0
        assert result["outcome"] == hosted["outcome"]
        assert result["state_hash"] == hosted["state_hash"]


def test_a_client_killed_mid_game_takes_its_seat_back_and_the_game_finishes(tmp_path: Path) -> None:
    token = tmp_path / "token"
    with host("--name", "Risorge", "--players", "3", "--bot-delay", "40") as h:
        port = h.wait_event("listening")["port"]
        steady = join(port, "--name", "Steady", "--bot-delay", "40")
        first = join(port, "--name", "Phoenix", "--bot-delay", "40", "--token-file", str(token))
        try:
            seat = first.wait_event("welcomed")["seat"]
            h.wait_event("started")
            time.sleep(1.0)  # into the game
            first.kill()  # no goodbye: the host only sees the connection die
            assert token.read_text()
            again = join(port, "--name", "Phoenix", "--bot-delay", "40", "--token-file", str(token))
            assert again.wait_event("welcomed")["seat"] == seat
            rc, resumed = again.result()
            _, other = steady.result()
            _, hosted = h.result()
        finally:
            steady.kill()
            first.kill()
    assert rc == 0 and resumed["seat"] == seat
    assert resumed["state_hash"] == other["state_hash"] == hosted["state_hash"]
    assert resumed["outcome"] == hosted["outcome"]


def test_nothing_a_seat_may_not_see_ever_reaches_it(tmp_path: Path) -> None:
    """Every byte sent to one seat over a whole game: no card identity of the deck or the removed cards, no seed."""
    record = tmp_path / "frames.bin"
    with host("--name", "Segreto", "--players", "3", "--seed", "4") as h:
        port = h.wait_event("listening")["port"]
        spy = join(port, "--name", "Spy", "--record", str(record))
        other = join(port, "--name", "Other")
        try:
            rc, result = spy.result()
            other.result()
            h.result()
        finally:
            other.kill()
    assert rc == 0 and result["outcome"]["finished"]
    data = record.read_bytes()
    assert len(data) > 10_000  # a whole game went by
    assert not CARD_ID.search(data), "a card id reached the seat"
    for forbidden in (b'"rng"', b'"deck"', b'"removed"', b'"token":"', b'"seed"'):
        if forbidden == b'"token":"':
            # The seat's own token arrives once, in its welcome; no other seat's ever does.
            assert data.count(forbidden) <= 1
        else:
            assert forbidden not in data, forbidden


def test_a_wrong_join_code_is_refused_and_the_right_one_plays() -> None:
    with host("--name", "Privato", "--code", "tea-4-two") as h:
        port = h.wait_event("listening")["port"]
        with join(port, "--code", "wrong") as intruder:
            rc, refused = intruder.result()
        assert rc == 3 and refused == {"error": "lan.wrong_code"}
        with join(port, "--code", "tea-4-two") as guest:
            rc, played = guest.result()
        _, hosted = h.result()
    assert rc == 0 and played["state_hash"] == hosted["state_hash"]


def test_a_peer_speaking_garbage_costs_the_host_nothing() -> None:
    with host("--name", "Robusto") as h:
        port = h.wait_event("listening")["port"]
        for payload in (b"\xff\xff\xff\xff" + b"x" * 64, b"\x00\x00\x00\x05hello", b"GET / HTTP/1.1\r\n\r\n"):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
                raw.sendall(payload)
                raw.settimeout(5)
                try:
                    while raw.recv(4096):
                        pass
                except (ConnectionError, socket.timeout):
                    pass
        with join(port) as guest:
            rc, played = guest.result()
        code, hosted = h.result()
    assert rc == 0 and code == 0
    assert played["state_hash"] == hosted["state_hash"]


def test_a_high_noon_saloon_table_plays_to_the_end_identically_and_sends_no_deck(tmp_path: Path) -> None:
    record = tmp_path / "frames.bin"
    with Peer(["host", "high_noon_saloon", "--bind", "127.0.0.1", "--no-advertise", "--name", "Saloon",
               "--players", "3", "--seed", "5", "--bot-delay", "10"]) as h:
        port = h.wait_event("listening")["port"]
        joiners = [
            join(port, "--name", "Spy", "--bot", "normal", "--bot-delay", "10", "--record", str(record)),
            join(port, "--name", "Other", "--bot", "easy", "--bot-delay", "10"),
        ]
        try:
            results = [j.result() for j in joiners]
            code, hosted = h.result()
        finally:
            for j in joiners:
                j.kill()
    assert code == 0 and hosted["outcome"]["finished"] is True
    for rc, result in results:
        assert rc == 0
        assert result["outcome"] == hosted["outcome"] and result["state_hash"] == hosted["state_hash"]
    data = record.read_bytes()
    assert len(data) > 10_000
    for forbidden in (b'"rng"', b'"deck"', b'"loads"', b'"seed"'):
        assert forbidden not in data, forbidden
