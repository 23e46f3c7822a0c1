"""The host's guard, sans-IO, with a clock the test feeds: the join-code back-off, the connection caps, the hello
and frame deadlines, the buffer budget, the flood counter's decay (tabletop_qt/net/guard.py, host_core.py)."""

from __future__ import annotations

import struct
from collections import Counter

import pytest

from tabletop_qt.net.client_core import ClientCore, Rejected, Welcomed
from tabletop_qt.net.guard import (
    CODE_ALPHABET,
    CODE_LENGTH,
    JoinGuard,
    Limits,
    address_key,
    normalize_code,
    propose_join_code,
)
from tabletop_qt.net.host_core import BUCKET_RATE, BUCKET_SIZE, FLOOD_LIMIT, Guessing, Refused
from tabletop_qt.net.messages import T
from tests.net.protocol_support import GAME, RULES, Lan, Remote, json_frame, raw_frame

CODE = "K7QM-3XTD"
ATTACKER = "192.168.1.66"
HONEST = "192.168.1.20"


# ====================================================================== the back-off, JoinGuard alone
def guess_as_fast_as_allowed(guard: JoinGuard, hours: float, *, many_addresses: bool) -> list[float]:
    """A script that sends a wrong code whenever the guard lets one be looked at (a refusal says when to come
    back, a hold says when the look comes); the times of the looks. ``many_addresses``: a fresh address each time."""
    now, looks = 0.0, []
    while now < hours * 3600:
        key = f"10.0.{len(looks) // 250}.{len(looks) % 250}" if many_addresses else ATTACKER
        admission = guard.admit(key, now)
        if admission.kind == "hold":
            now = admission.at
            admission = guard.admit(key, now, holding=True)
        if admission.kind == "refuse":
            now += admission.retry_after
            continue
        assert admission.kind == "check"
        guard.wrong(key, now)
        looks.append(now)
    return looks


def per_minute(looks: list[float]) -> Counter[int]:
    return Counter(int(t // 60) for t in looks)


def test_one_address_gets_a_handful_of_looks_then_one_per_lockout() -> None:
    limits = Limits()
    looks = guess_as_fast_as_allowed(JoinGuard(limits), 12, many_addresses=False)
    minutes = per_minute(looks)
    # The first free ones at once, then a doubling wait: 1+2+4+8+16 s still fit the first minute.
    assert minutes[0] == limits.free_wrong + 6
    assert looks[: limits.free_wrong + 1] == [0.0] * (limits.free_wrong + 1)
    gaps = [b - a for a, b in zip(looks[limits.free_wrong :], looks[limits.free_wrong + 1 :], strict=False)]
    assert gaps[:5] == pytest.approx([1, 2, 4, 8, 16], abs=0.1)
    # Locked out after ten minutes: never more than one look in any minute, one per lock-out in the long run.
    assert all(count <= 1 for minute, count in minutes.items() if minute >= 10)
    late = [t for t in looks if t >= 3600]
    assert len(late) == pytest.approx(11 * 3600 / limits.lockout, abs=2)
    assert len(looks) < 160


def test_many_addresses_are_bounded_by_the_tables_own_back_off() -> None:
    limits = Limits()
    looks = guess_as_fast_as_allowed(JoinGuard(limits), 12, many_addresses=True)
    minutes = per_minute(looks)
    # The table's own free looks and the fresh addresses' budget (each look here comes from a fresh address).
    assert minutes[0] < limits.table_free + limits.fresh_free + 10
    steady = [minutes[m] for m in range(30, 12 * 60)]
    assert max(steady) <= 60 / limits.table_forgive_seconds + 60 / limits.fresh_forgive_seconds + 1
    # The figures guard.py's docstring reasons with: ~270 looks in the first hour, ~2,250 in 12 hours.
    assert 250 <= len([t for t in looks if t < 3600]) <= 300
    assert 2150 <= len(looks) <= 2400
    # ... which leaves a proposed code (31**8 of them) safe: under one chance in 100 million per 12 hours.
    assert len(looks) / len(CODE_ALPHABET) ** CODE_LENGTH < 1e-8


def test_a_person_who_mistyped_waits_for_nothing_and_old_typos_are_forgiven() -> None:
    limits = Limits()
    guard = JoinGuard(limits)
    for n in range(limits.free_wrong):
        assert guard.admit(HONEST, float(n)).kind == "check"
        guard.wrong(HONEST, float(n))
    assert guard.admit(HONEST, 10.0).kind == "check"  # the right code is looked at at once
    guard.right(HONEST, 10.0)
    assert guard.guessers(10.0) == []  # forgiven: the right code came
    # Someone who kept guessing is locked out, and after a quiet while back to the free ones.
    guess_n = limits.free_wrong + 5  # the next wait, 16 s, is past the hold limit
    for _ in range(guess_n):
        admission = guard.admit(ATTACKER, 100.0, holding=True)
        assert admission.kind in ("check", "hold")
        guard.wrong(ATTACKER, 100.0)
    assert guard.admit(ATTACKER, 100.0).kind == "refuse"
    later = 100.0 + limits.forgive_seconds * guess_n
    assert guard.admit(ATTACKER, later).kind == "check"


def test_a_second_connection_from_a_held_address_is_refused_unlooked() -> None:
    limits = Limits()
    guard = JoinGuard(limits)
    for _ in range(limits.free_wrong + 1):
        guard.wrong(ATTACKER, 0.0)
    held = guard.admit(ATTACKER, 0.0)
    assert held.kind == "hold" and held.at == pytest.approx(limits.first_wait)
    parallel = guard.admit(ATTACKER, 0.1)
    assert parallel.kind == "refuse" and parallel.retry_after >= 1
    assert guard.admit(HONEST, 0.1).kind == "check"  # another address is not held up by this one
    guard.release(ATTACKER)  # the held connection went away
    assert guard.admit(ATTACKER, 0.2).kind == "hold"


def test_addresses_are_grouped_as_one_computer_could_take_them() -> None:
    assert address_key("192.168.1.5") == "192.168.1.5"
    assert address_key("::ffff:192.168.1.5") == "192.168.1.5"
    assert address_key("2001:db8:1:2::5") == address_key("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert address_key("fe80::1%eth0") == "fe80::1" != address_key("fe80::2")
    assert address_key(None) == ""


def test_proposed_codes_are_long_typeable_and_compared_loosely() -> None:
    codes = {propose_join_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        symbols = code.replace("-", "")
        assert len(symbols) == CODE_LENGTH and set(symbols) <= set(CODE_ALPHABET) and code[4] == "-"
    assert normalize_code("k7qm 3xtd") == normalize_code(CODE) == "K7QM3XTD"
    assert not set("01OIL") & set(CODE_ALPHABET)
    assert len(CODE_ALPHABET) ** CODE_LENGTH == pytest.approx(8.5e11, rel=0.01)  # guard.py's arithmetic


# ====================================================================== the back-off through HostCore
def guess(lan: Lan, code: str, address: str = ATTACKER) -> Remote:
    remote = lan.connect(ClientCore("Guess", game_id=GAME, rules_version=RULES, code=code), address)
    remote.send(remote.core.hello())
    lan.pump()
    return remote


def rejection(remote: Remote) -> list[Rejected]:
    return [e for e in remote.events if isinstance(e, Rejected)]


def wrong(remote: Remote) -> bool:
    """Refused as a wrong code: the host answered the code's exchange, the guest saw the host's proof does not
    match its code and hung up (secure.py). The host said nothing else."""
    answered = [f["t"] for f in remote.frames] == [T.PAKE]
    return remote.closed and answered and rejection(remote) == [Rejected("lan.wrong_code")]


def test_wrong_codes_are_answered_at_once_then_later_and_say_only_that_the_code_is_wrong() -> None:
    limits = Limits()
    lan = Lan(3, join_code=CODE, limits=limits)
    for n in range(limits.free_wrong + 1):
        remote = guess(lan, f"{n:04d}")
        assert wrong(remote)
    held = guess(lan, "0100")
    assert not held.closed and held.frames == []  # its answer waits for its turn
    assert lan.host.next_due() == pytest.approx(lan.now + limits.first_wait)
    held.send(json_frame({"t": T.PING, "n": 1}))  # a heartbeat while it waits is no fault
    lan.pump()
    parallel = guess(lan, "0101")
    assert parallel.frames == [{"t": T.REJECT, "reason": "lan.try_later", "retry_after": 8}]
    assert rejection(parallel) == [Rejected("lan.try_later", 8)]
    lan.now += limits.first_wait / 2
    lan.tick()
    assert held.frames == []
    lan.now += limits.first_wait / 2
    lan.tick()
    lan.pump()
    assert wrong(held)
    reports = [e.guesser for e in lan.of(Guessing)]
    assert [r.wrong_codes for r in reports] == list(range(limits.suspect_after, limits.free_wrong + 3))
    assert {r.address for r in reports} == {ATTACKER}
    (guesser,) = lan.host.guessers(lan.now)
    assert guesser.wrong_codes == limits.free_wrong + 2 and guesser.refused == 1
    assert guesser.wait == pytest.approx(2 * limits.first_wait, abs=0.01)


def test_an_honest_guest_joins_at_once_while_a_guesser_is_locked_out() -> None:
    limits = Limits()
    lan = Lan(3, join_code=CODE, limits=limits)
    n = 0
    while True:  # guess until the guard refuses to look for a long while
        remote = guess(lan, f"{n:04d}")
        n += 1
        if remote.closed and remote.frames[0].get("reason") == "lan.try_later":
            break
        lan.now = max(lan.now, lan.host.next_due() or lan.now)
        lan.tick()
        lan.pump()
    assert n < 20
    typo = guess(lan, "K7QM-3XTB", HONEST)
    assert wrong(typo)
    guest = lan.join("Honest", code="k7qm3xtd", address=HONEST)  # case and dash do not count
    assert any(isinstance(e, Welcomed) for e in guest.events)
    # The right code from the guesser's own address waits its turn like any other.
    late = guess(lan, CODE)
    assert late.frames[0]["reason"] == "lan.try_later"


def test_a_held_hello_followed_by_anything_but_a_ping_is_refused() -> None:
    limits = Limits()
    lan = Lan(2, join_code=CODE, limits=limits)
    for n in range(limits.free_wrong + 1):
        guess(lan, f"{n:04d}")
    held = guess(lan, "0100")
    held.send(json_frame({"t": T.CHAT, "text": "let me in"}))  # our own client keeps it until it is sealed
    lan.pump()
    assert held.closed and held.frames == [{"t": T.REJECT, "reason": "lan.hello_first"}]
    assert lan.host.next_due() is None
    # Its place in the queue is free again.
    assert not guess(lan, "0101").closed


def test_without_a_join_code_nothing_is_held() -> None:
    lan = Lan(2)
    for n in range(20):
        remote = lan.join(f"G{n}", spectator=True, address=ATTACKER if n < 4 else f"10.0.0.{n}")
        assert any(isinstance(e, Welcomed) for e in remote.events)


# ====================================================================== connection caps and deadlines
def small_limits(**changes: object) -> Limits:
    return Limits(**{"max_per_address": 3, "max_ungreeted": 4, "max_peers": 8, **changes})  # type: ignore[arg-type]


def test_connections_per_address_are_capped() -> None:
    lan = Lan(4, limits=small_limits())
    watchers = [lan.join(f"W{n}", spectator=True, address=ATTACKER) for n in range(3)]
    assert all(not w.closed for w in watchers)
    fourth = lan.connect(ClientCore("W4"), ATTACKER)
    assert fourth.closed and fourth.frames == [{"t": T.REJECT, "reason": "lan.too_many_connections"}]
    assert not lan.join("Other", spectator=True, address=HONEST).closed
    lan.drop(watchers[0])
    assert not lan.join("Again", spectator=True, address=ATTACKER).closed


def test_connections_not_yet_greeted_are_capped_and_the_oldest_silent_one_makes_room() -> None:
    lan = Lan(4, limits=small_limits())
    silent = [lan.connect(ClientCore(f"S{n}"), f"10.0.0.{n}") for n in range(4)]
    lan.now += 0.1
    newcomer = lan.join("Honest", address=HONEST)  # says hello at once, so it is never the one to go
    assert any(isinstance(e, Welcomed) for e in newcomer.events)
    assert silent[0].closed and silent[0].frames == [{"t": T.REJECT, "reason": "lan.host_busy"}]
    assert not any(s.closed for s in silent[1:])
    # Halfway through their hellos they keep their places: the next one is turned away instead.
    extra = lan.connect(ClientCore("E"), "10.0.1.1")  # takes the place the welcomed guest left
    for remote in [*silent[1:], extra]:
        remote.send(remote.core.hello()[:6])
    lan.pump()
    late = lan.connect(ClientCore("L"), "10.0.1.2")
    assert late.closed and late.frames == [{"t": T.REJECT, "reason": "lan.host_busy"}]
    assert not any(r.closed for r in [*silent[1:], extra])


def test_connections_accepted_together_do_not_push_each_other_out() -> None:
    """asyncio accepts a burst of connections before it reads from any: an honest client among them, whose hello
    is already on its way, must not be taken for a silent one by those accepted just after it."""
    limits = small_limits()
    lan = Lan(4, limits=limits)
    crowd = [lan.connect(ClientCore(f"C{n}"), f"10.0.0.{n}") for n in range(2)]
    honest = lan.connect(ClientCore("Honest", game_id=GAME, rules_version=RULES), HONEST)
    late = [lan.connect(ClientCore(f"L{n}"), f"10.0.1.{n}") for n in range(3)]
    assert [r.closed for r in [*crowd, honest, *late]] == [False] * 4 + [True] * 2
    assert late[-1].frames == [{"t": T.REJECT, "reason": "lan.host_busy"}]
    honest.send(honest.core.hello())
    lan.pump()
    assert any(isinstance(e, Welcomed) for e in honest.events)
    assert not lan.connect(ClientCore("F"), "10.0.2.0").closed  # the welcomed one's place among the ungreeted
    lan.now += limits.evict_after
    newcomer = lan.connect(ClientCore("N"), "10.0.2.1")
    assert not newcomer.closed and crowd[0].closed  # silent long enough now: the oldest made room


def test_a_newcomer_whose_hello_already_waits_outranks_the_silent_ones() -> None:
    """In a storm the host accepts a crowd at once; a newcomer with bytes waiting (the adapter peeks) takes the
    place of the oldest silent connection however young, where a silent newcomer is turned away."""
    limits = small_limits()
    lan = Lan(4, limits=limits)
    crowd = [lan.connect(ClientCore(f"C{n}"), f"10.0.0.{n}") for n in range(4)]
    silent = lan.connect(ClientCore("S"), "10.0.1.1")
    assert silent.closed and silent.frames == [{"t": T.REJECT, "reason": "lan.host_busy"}]
    conn = 100
    lan.remotes[conn] = honest = Remote(conn, ClientCore("Honest", game_id=GAME, rules_version=RULES))
    lan.apply(lan.host.connected(conn, lan.now, HONEST, has_data=True))
    assert not honest.closed and crowd[0].closed and not any(c.closed for c in crowd[1:])
    honest.send(honest.core.hello())
    lan.pump()
    assert any(isinstance(e, Welcomed) for e in honest.events)


def test_connections_in_all_are_capped() -> None:
    lan = Lan(4, limits=small_limits(max_per_address=100, max_ungreeted=100))
    for n in range(8):
        assert not lan.join(f"W{n}", spectator=True, address=f"10.0.0.{n}").closed
    ninth = lan.connect(ClientCore("W9"), "10.0.0.9")
    assert ninth.closed and ninth.frames == [{"t": T.REJECT, "reason": "lan.host_busy"}]


def test_a_connection_without_a_whole_hello_by_the_deadline_is_cut_off() -> None:
    limits = Limits()
    lan = Lan(2, limits=limits)
    idle = lan.connect(ClientCore("Idle"), ATTACKER)
    trickle = lan.connect(ClientCore("Trickle"), "10.0.0.7")
    hello = trickle.core.hello()
    for step in range(int(limits.hello_seconds) * 4):  # one byte every half second: never whole in time
        trickle.send(hello[step : step + 1])
        lan.pump()
        lan.now += 0.5
        lan.tick()
        if trickle.closed:
            break
    assert idle.closed and idle.frames == [{"t": T.REJECT, "reason": "lan.hello_timeout"}]
    assert trickle.closed and trickle.frames == [{"t": T.REJECT, "reason": "lan.hello_timeout"}]
    assert lan.now <= limits.hello_seconds + 1.5
    honest = lan.join("Honest", address=HONEST)
    lan.now += limits.hello_seconds * 2  # well past the hello's deadline, still within the silence limit
    lan.tick()
    assert not honest.closed


def test_a_greeted_peer_trickling_a_frame_is_cut_off_though_bytes_keep_coming() -> None:
    limits = Limits()
    lan = Lan(2, limits=limits)
    fast = lan.join("Fast", spectator=True, address=HONEST)
    slow = lan.join("Slow", spectator=True, address=ATTACKER)
    frame = raw_frame(b'{"t":"chat","text":"' + b"x" * 200 + b'"}')
    start = lan.now
    sent = 0
    while not slow.closed and sent < len(frame):
        slow.send(frame[sent : sent + 1])  # a byte a second: the silence limit never sees a silent peer
        fast.send(fast.core.ping(sent))
        sent += 1
        lan.pump()
        lan.now += 1.0
        lan.tick()
    assert slow.closed and slow.close_reason == "lan.too_slow"
    assert lan.now - start <= limits.frame_seconds + 2
    assert not fast.closed
    # A big frame sent whole is no trickle.
    fast.send(raw_frame(b'{"t":"chat","text":"' + b"y" * 250 + b'"}'))
    lan.advance(limits.frame_seconds * 2, keepalive=[fast], step=1.0)
    assert not fast.closed


def test_before_the_welcome_frames_are_small() -> None:
    limits = Limits()
    lan = Lan(2, limits=limits)
    remote = lan.connect(ClientCore("Big"), ATTACKER)
    remote.send(struct.pack(">I", limits.hello_max_frame + 1))
    lan.pump()
    assert remote.closed and remote.close_reason == "lan.frame_too_large"


def test_unfinished_frames_of_all_peers_together_stay_within_the_budget() -> None:
    limits = Limits(pending_budget=100_000, guest_max_frame=256 * 1024)
    lan = Lan(4, limits=limits)
    peers = [lan.join(f"P{n}", spectator=True, address=f"10.0.0.{n}") for n in range(4)]
    for n, peer in enumerate(peers):
        # Each promises a 200 KB frame and sends part of it, the last one the most.
        peer.send(struct.pack(">I", 200_000) + b"x" * (10_000, 20_000, 30_000, 50_000)[n])
        lan.pump()
    held = sum(p.decoder.pending for p in lan.host._peers.values())
    assert held <= limits.pending_budget
    assert [p.closed for p in peers] == [False, False, False, True]
    assert peers[3].close_reason == "lan.over_budget"


# ====================================================================== the flood counter decays
def test_a_long_chatty_game_is_never_cut_off_but_a_flood_still_is() -> None:
    lan = Lan(2)
    chatty = lan.join("Chatty", spectator=True, address=HONEST)
    n = 0
    for _ in range(3 * 60):  # three hours, a burst past the bucket every minute
        for _ in range(int(BUCKET_SIZE) + 20):
            n += 1
            lan.apply(lan.host.received(chatty.conn, chatty.core.ping(n), lan.now))
        lan.advance(60.0, keepalive=[chatty])
    peer = lan.host._peers[chatty.conn]
    assert peer.allowance.dropped > FLOOD_LIMIT * 10  # without the decay it would have been cut in the first hour
    assert not chatty.closed
    flood = lan.join("Flood", spectator=True, address=ATTACKER)
    sent = 0
    while not flood.closed and sent < 10_000:
        lan.now += 0.001
        sent += 1
        lan.apply(lan.host.received(flood.conn, flood.core.ping(sent), lan.now))
    assert flood.closed and flood.close_reason == "lan.flooding"
    assert sent < BUCKET_SIZE + FLOOD_LIMIT * 2 + BUCKET_RATE
    assert [e.reason for e in lan.of(Refused) if e.conn == chatty.conn].count("lan.flooding") > 0

