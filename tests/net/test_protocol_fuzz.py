"""Fuzzing the sans-IO protocol: whatever a peer sends, nothing escapes and nobody else pays for it."""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_qt.net.client_core import ClientCore, ClientEvent
from tabletop_qt.net.frames import FrameDecoder, ProtocolError, encode_frame
from tabletop_qt.net.host_core import Close, Effect, Probe, Send, Submit
from tabletop_qt.net.host_peers import SeatState
from tabletop_qt.net.messages import T
from tests.net.protocol_support import (
    RULES,
    Lan,
    Remote,
    decode_frames,
    host_state,
    raw_frame,
)
from tests.tiers import examples

CODE = "sesame"
FUZZ = settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ_TABLE = settings(FUZZ, max_examples=examples(200))  # each example sets up a table mid-game first
DECODER_REASONS = {"lan.frame_too_large", "lan.bad_json", "lan.not_a_message"}
TYPES = [v for k, v in vars(T).items() if k.isupper()]
FIELDS = [
    "t", "seq", "version", "action", "proto", "proto_min", "game", "rules", "name", "code", "token", "seat",
    "spectator", "n", "text", "view", "legal", "log", "log_from", "hash", "ok", "reason", "details", "seats",
    "started", "from", "table", "public", "features", "team", "answer", "current", "timed_out", "pack", "packs",
]

NASTY = ["\ud800", "\udfff", "\x00", "\x1b[2J", "\u2028", "é", "x" * 400, "lan.replayed", "mad_hatter.3"]


def json_strategies(nasty: bool) -> tuple[st.SearchStrategy[Any], st.SearchStrategy[Any], st.SearchStrategy[Any]]:
    """JSON values, message-like objects, and any objects; ``nasty`` adds lone surrogates and other odd text."""
    words = TYPES + ["take", "tea_time", "lan.x", ""] + (NASTY if nasty else [])
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-(2**64), max_value=2**64),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=12),
        st.sampled_from(words),
    )
    keys = st.one_of(st.sampled_from(FIELDS), st.text(max_size=6))
    # Dictionaries built from (key, value) pairs: no uniqueness to retry for, so drawing stays cheap.
    values = st.recursive(
        scalars,
        lambda inner: st.one_of(st.lists(inner, max_size=3), st.lists(st.tuples(keys, inner), max_size=3).map(dict)),
        max_leaves=6,
    )
    # Objects that look like our messages: a known type (mostly) and fields with our names and any values.
    messages = st.builds(
        lambda t, fields: {**fields, "t": t},
        st.one_of(st.sampled_from(TYPES), st.text(max_size=12)),
        st.lists(st.tuples(st.sampled_from(FIELDS), values), max_size=5).map(dict),
    )
    objects = st.one_of(messages, st.lists(st.tuples(keys, values), max_size=4).map(dict))
    return values, messages, objects


_, clean_messages, _ = json_strategies(nasty=False)
_, _, any_objects = json_strategies(nasty=True)


values, _, _ = json_strategies(nasty=True)
DELETE = object()


@functools.cache
def real_messages() -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """Every kind of message a real session sends: (hellos, the client's others, the host's)."""
    lan = Lan(3, join_code=CODE)
    ann = lan.join("Ann", code=CODE)
    lan.join("Bob", code=CODE)
    watcher = lan.join("Eve", code=CODE, spectator=True)
    lan.join("Far", code=CODE, seat_wanted=9)
    lan.join("Cid", code=CODE)
    lan.start(2)
    ann.send(ann.core.chat("hi"))
    ann.send(ann.core.ping(3))
    ann.send(ann.core.probe({"type": "take", "cells": [0]})[1])
    lan.play(random.Random(2))
    lan.apply(lan.host.close())
    lan.pump()
    token = lan.host.seats[1].token or "t" * 32
    hellos = [
        # A table without a code reads the whole hello in clear; one with a code, only the start of its exchange.
        ClientCore("Ann", game_id="tea_time", rules_version=RULES, token=token).hello(),
        ClientCore("Bea", game_id="tea_time", rules_version=RULES, seat_wanted=2).hello(),
        ClientCore("Eve", spectator=True).hello(),
        ClientCore("Eve", code=CODE, spectator=True).hello(),
    ]
    core = ClientCore("Ann")
    others = [
        core.intent({"type": "take", "cells": [3, 4]})[1],
        core.probe({"type": "take", "cells": [3]})[1],
        core.ping(1),
        core.chat("hello"),
        encode_frame({"t": T.TEAM_CHAT, "text": "psst"}),
        core.resync_request(),
        core.bye(),
    ]
    to_client = [f for r in (ann, watcher) for f in r.frames]
    to_client += [f for r in lan.remotes.values() for f in r.frames_of(T.REJECT)]
    # Updates a fresh client takes whole (a snapshot), so their other fields get past the log-gap check.
    to_client += [f | {"log_from": 0} for f in to_client if f["t"] == T.UPDATE]
    # What a High Noon Saloon table adds: an out-of-turn window, team chat and its refusal.
    window = {"seat": 1, "kind": "block", "details": {"attacker": 0, "weapon": "x#1", "damage": 2}, "total_ms": 900,
              "remaining_ms": 400}
    to_client += [f | {"log_from": 0, "answer": window, "current": [1], "timed_out": 0} for f in to_client[-1:]]
    to_client += [{"t": T.CHAT, "from": "Ann", "text": "psst", "team": True}, {"t": T.CHAT_REFUSED, "reason": "lan.chat_no_teams"}]
    kinds = {f["t"] for f in to_client}
    assert kinds >= {T.WELCOME, T.LOBBY, T.UPDATE, T.RESULT, T.EXPLAIN, T.CHAT, T.PONG, T.CLOSING, T.REJECT}, kinds
    return [decode_frames(d)[0] for d in hellos], [decode_frames(d)[0] for d in others], to_client


HELLOS, CLIENT_MESSAGES, HOST_MESSAGES = 0, 1, 2


@st.composite
def mutated(draw: st.DrawFn, pool: int) -> dict[str, Any]:
    """A real message with a few of its fields (its own, mostly) deleted or given any value at all."""
    message: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(real_messages()[pool])))
    own = sorted(k for k in message if k != "t")
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        key = draw(st.sampled_from(own) if own and draw(st.integers(0, 3)) else st.sampled_from(FIELDS[1:]))
        value = draw(st.one_of(st.just(DELETE), st.sampled_from(NASTY), st.text(max_size=20), values))
        if value is DELETE:
            message.pop(key, None)
        else:
            message[key] = value
    return message


def frame_any(value: Any) -> bytes:
    return raw_frame(json.dumps(value, separators=(",", ":")))


def split(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    pieces, last = [], 0
    for p in points:
        pieces.append(data[last:p])
        last = p
    pieces.append(data[last:])
    return pieces


# ====================================================================== frames
@FUZZ
@given(st.lists(st.binary(max_size=300), max_size=8))
def test_the_decoder_turns_any_bytes_into_messages_or_one_protocol_error(chunks: list[bytes]) -> None:
    decoder = FrameDecoder()
    for chunk in chunks:
        try:
            out = decoder.feed(chunk)
        except ProtocolError as exc:
            assert exc.reason in DECODER_REASONS
            assert decoder.broken is exc
            try:
                decoder.feed(b"\x00\x00\x00\x02{}")
            except ProtocolError as again:
                assert again is exc  # broken for good
            else:
                raise AssertionError("a broken decoder accepted more")
            return
        assert all(isinstance(m, dict) and isinstance(m.get("t"), str) for m in out)


@FUZZ
@given(st.lists(clean_messages, max_size=5), st.lists(st.integers(min_value=0), max_size=12))
def test_the_decoder_reassembles_valid_frames_exactly_however_they_are_cut(
    sent: list[dict[str, Any]], cuts: list[int]
) -> None:
    stream = b"".join(encode_frame(m) for m in sent)
    decoder = FrameDecoder()
    received: list[dict[str, Any]] = []
    for piece in split(stream, cuts):
        received.extend(decoder.feed(piece))
    assert received == sent
    assert decoder.pending == 0


# ====================================================================== the host
def make_lan(phase: str) -> tuple[Lan, Remote, list[Remote]]:
    """Two honest peers and a third that will speak garbage, at one point of a table's life. An open table but in
    the phase "sealed": a game at a table with a join code, where every frame after the exchange is sealed (the
    garbage peer's frames are sealed by its own key before they are fed: ``sealed_for``)."""
    code = CODE if phase == "sealed" else None
    lan = Lan(3, join_code=code)
    honest = [lan.join("Ann", code=code), lan.join("Bob", code=code)]
    if phase == "fresh":  # connected, never said hello; one seat still open
        return lan, lan.connect(ClientCore("Eve")), honest
    if phase == "lobby":  # seated, before the game
        return lan, lan.join("Eve"), honest
    garbage = lan.join("Eve", code=code)
    lan.start(5)
    if phase == "late":  # a newcomer mid-game, while a dropped player's seat is held for it
        lan.drop(garbage)
    rng = random.Random(5)
    for _ in range(4):  # a few moves into the game (or until the dropped player's turn)
        mover = next((r for r in lan.live() if r.core.legal), None)
        if mover is None:
            break
        mover.intent(rng.choice(mover.core.legal))
        lan.pump()
    if phase == "late":
        return lan, lan.connect(ClientCore("Eve")), honest
    return lan, garbage, honest


def sealed_for(garbage: Remote, frames: list[bytes]) -> list[bytes]:
    """Whole frames as the garbage peer must send them: sealed with its key once it has one."""
    return [garbage.core.seal(f) for f in frames] if garbage.core.sealed else frames


def others_state(lan: Lan, garbage: Remote, skip: list[bool]) -> Any:
    """What belongs to everyone but the garbage peer: other seats (not ``skip``), other peers, the table."""
    state = host_state(lan.host, skip_conn=garbage.conn)
    seats = tuple(None if skipped else s for s, skipped in zip(state[0], skip, strict=True))
    return (seats, *state[1:])


def open_or_own(lan: Lan, garbage: Remote) -> list[bool]:
    """The seats the garbage peer may rightly change: its own, and an open one it may take."""
    return [s.state is SeatState.OPEN or s.conn == garbage.conn for s in lan.host.seats]


def feed_garbage(lan: Lan, garbage: Remote, data_chunks: list[bytes]) -> list[Effect]:
    """Bytes straight into HostCore.received; effects carried out, the rules thread not asked."""
    lan.auto_rules = False
    out: list[Effect] = []
    for chunk in data_chunks:
        out.extend(lan.apply(lan.host.received(garbage.conn, chunk, lan.now)))
    return out


def check_nobody_else_paid(lan: Lan, garbage: Remote, honest: list[Remote], effects: list[Effect]) -> None:
    for effect in effects:
        if isinstance(effect, Close):
            assert effect.conn == garbage.conn
        if isinstance(effect, Send) and effect.conn != garbage.conn:
            # Others only ever hear a broadcast: the lobby changing (the garbage peer's own seat) or a chat.
            assert all(f["t"] in (T.LOBBY, T.CHAT) for f in decode_frames(effect.data))
    for remote in honest:
        assert not remote.closed
        remote.send(remote.core.ping(77))
    lan.pump()
    for remote in honest:
        assert remote.frames[-1] == {"t": T.PONG, "n": 77}


PHASES = st.sampled_from(["fresh", "lobby", "game", "late", "sealed"])


@FUZZ
@given(PHASES, st.lists(st.binary(max_size=200), min_size=1, max_size=6), st.booleans())
def test_the_host_survives_any_bytes_and_only_the_sender_pays(phase: str, chunks: list[bytes], framed: bool) -> None:
    lan, garbage, honest = make_lan(phase)
    open_before = open_or_own(lan, garbage)
    before = others_state(lan, garbage, open_before)
    data = sealed_for(garbage, [raw_frame(c) for c in chunks]) if framed else chunks
    effects = feed_garbage(lan, garbage, data)
    assert others_state(lan, garbage, open_before) == before
    check_nobody_else_paid(lan, garbage, honest, effects)


@FUZZ_TABLE
@given(PHASES, st.lists(any_objects, min_size=1, max_size=5), st.lists(st.integers(min_value=0), max_size=6))
def test_the_host_survives_any_json_objects_and_only_the_sender_pays(
    phase: str, objects: list[dict[str, Any]], cuts: list[int]
) -> None:
    lan, garbage, honest = make_lan(phase)
    open_before = open_or_own(lan, garbage)
    before = others_state(lan, garbage, open_before)
    stream = b"".join(sealed_for(garbage, [frame_any(o) for o in objects]))
    effects = feed_garbage(lan, garbage, split(stream, cuts))
    assert others_state(lan, garbage, open_before) == before
    check_nobody_else_paid(lan, garbage, honest, effects)


@FUZZ
@given(PHASES, mutated(HELLOS), st.lists(st.one_of(mutated(CLIENT_MESSAGES), mutated(HELLOS)), max_size=4))
def test_the_host_survives_real_messages_with_any_field_values(
    phase: str, first: dict[str, Any], rest: list[dict[str, Any]]
) -> None:
    lan, garbage, honest = make_lan(phase)
    open_before = open_or_own(lan, garbage)
    before = others_state(lan, garbage, open_before)
    effects = feed_garbage(lan, garbage, sealed_for(garbage, [frame_any(m) for m in [first, *rest]]))
    assert others_state(lan, garbage, open_before) == before
    mine = {i for i, skipped in enumerate(open_before) if skipped}
    assert all(e.conn == garbage.conn and e.seat in mine for e in effects if isinstance(e, (Submit, Probe)))
    check_nobody_else_paid(lan, garbage, honest, effects)


@FUZZ_TABLE
@given(st.lists(any_objects, min_size=1, max_size=5))
def test_a_garbage_speaking_peer_never_stops_the_game(objects: list[dict[str, Any]]) -> None:
    lan, garbage, honest = make_lan("game")
    # Spoken a frame at a time between honest moves, with the rules thread answering whatever it submits.
    rng = random.Random(1)
    for obj in objects:
        if not garbage.closed:
            lan.apply(lan.host.received(garbage.conn, frame_any(obj), lan.now))
        lan.pump()
        assert lan.table is not None
        mover = next((r for r in honest if r.core.legal and not r.pending), None)
        if mover is not None and not lan.table.outcome.finished:
            mover.intent(rng.choice(mover.core.legal))
            lan.pump()
    for remote in honest:
        assert not remote.closed
        lan.check_in_sync(remote)
        assert remote.pending == []


# ====================================================================== the client
def client_mid_game() -> ClientCore:
    lan = Lan(2)
    ann = lan.join("Ann")
    lan.join("Bob")
    lan.start(3)
    return ann.core


@FUZZ
@given(st.booleans(), st.lists(any_objects, min_size=1, max_size=5), st.lists(st.integers(min_value=0), max_size=6))
def test_the_client_turns_any_frames_into_events_only(
    mid_game: bool, objects: list[dict[str, Any]], cuts: list[int]
) -> None:
    core = client_mid_game() if mid_game else ClientCore("Ann", game_id="tea_time", rules_version=RULES)
    stream = b"".join(frame_any(o) for o in objects)
    for piece in split(stream, cuts):
        events = core.received(piece)
        assert all(isinstance(e, ClientEvent) for e in events)  # type: ignore[arg-type]


@FUZZ
@given(st.booleans(), st.lists(st.binary(max_size=200), min_size=1, max_size=6), st.booleans())
def test_the_client_turns_any_bytes_into_events_only(mid_game: bool, chunks: list[bytes], framed: bool) -> None:
    core = client_mid_game() if mid_game else ClientCore("Ann")
    for chunk in chunks:
        events = core.received(raw_frame(chunk) if framed else chunk)
        assert all(isinstance(e, ClientEvent) for e in events)  # type: ignore[arg-type]


@FUZZ
@given(st.booleans(), st.lists(mutated(HOST_MESSAGES), min_size=1, max_size=5))
def test_the_client_turns_real_messages_with_any_field_values_into_events_only(
    mid_game: bool, frames: list[dict[str, Any]]
) -> None:
    core = client_mid_game() if mid_game else ClientCore("Ann", game_id="tea_time", rules_version=RULES)
    for message in frames:
        events = core.received(frame_any(message))
        assert all(isinstance(e, ClientEvent) for e in events)  # type: ignore[arg-type]
