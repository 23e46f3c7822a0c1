"""The real-time scheduler (table/realtime.py) driven by a clock of the test's own, with a real Table of Frantic
Frankfurt: bots look then move, the referee's countdowns, host-side intents held back, arrival-order races."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.bots import bot_speed, join_level, make_bot, split_level
from tabletop_qt.bots.frantic_frankfurt.normal import REACTIONS, Speed
from tabletop_qt.core.games import get_game
from tabletop_qt.table.realtime import COUNTDOWN_MS, RACE_GRACE_MS, Intent, RealtimeScheduler
from tabletop_qt.table.seats import GameSetup, SeatKind
from tabletop_qt.table.table import Table
from tests.table.ff_support import FF, CARDS, cards_in_view, ff_setup, race_positions, register, say_ready_for_all, shared_pile

HUMAN, BOT, REMOTE = SeatKind.HUMAN, SeatKind.BOT, SeatKind.REMOTE
STUCK_SCENARIO = Path(__file__).parent.parent / "core" / "frantic_frankfurt" / "scenarios" / "stuck_2p.json"


@pytest.fixture(autouse=True)
def _ff(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


def run(table: Table, scheduler: RealtimeScheduler, until: float, now: float = 0.0) -> tuple[float, list[Any]]:
    """Step the fake clock from due time to due time, submitting what falls due, until ``until`` or the end.
    Returns the clock and (intent, verdict) of every submission."""
    done: list[Any] = []
    scheduler.changed(now)
    while not table.outcome.finished:
        due = scheduler.next_due()
        if due is None or due > until:
            return until, done
        now = max(now, due)
        while (intent := scheduler.pop_due(now)) is not None:
            verdict = table.submit(intent.seat, intent.action)
            scheduler.changed(now)
            done.append((intent, verdict))
    return now, done


# ---------------------------------------------------------------------- seats' levels carry the speed


def test_a_bot_level_names_its_speed_after_a_colon_and_a_plain_level_reads_as_before() -> None:
    assert split_level("normal:fast") == ("normal", "fast")
    assert split_level("normal") == ("normal", None)
    assert join_level("easy", "slow") == "easy:slow"
    assert join_level("easy", None) == "easy"
    assert bot_speed("frantic_frankfurt", "normal:fast") == "fast"
    assert bot_speed("frantic_frankfurt", "normal") == "medium"  # an old save or peer: the middle speed
    assert bot_speed("tea_time", "normal") is None
    make_bot("frantic_frankfurt", "easy:slow")
    for game, level in (("frantic_frankfurt", "normal:warp"), ("tea_time", "normal:fast"), ("frantic_frankfurt", "best:fast")):
        with pytest.raises(ValueError):
            make_bot(game, level)


def test_a_setup_with_speeds_round_trips_through_json_unchanged() -> None:
    setup = ff_setup(HUMAN, BOT, BOT)
    assert GameSetup.from_json(setup.to_json()) == setup
    assert setup.to_json()["seats"][1]["level"] == "normal:fast"


# ---------------------------------------------------------------------- arrival order, no undo


def test_two_seats_playing_on_the_same_pile_at_the_same_version_exactly_one_wins_and_the_other_is_too_late() -> None:
    for table in race_positions(ff_setup(HUMAN, REMOTE, HUMAN), 20):
        pile, first, second = shared_pile(table)  # type: ignore[misc]
        version = table.version
        won = table.submit(0, first)
        lost = table.submit(1, second)
        assert won.accepted
        assert not lost.accepted
        assert lost.reason == "ff.too_late"
        assert lost.details["pile"] == pile and lost.details["why"] == "covered"
        assert table.version == version + 1  # one change: the winner's


def test_a_real_time_table_offers_no_undo_to_its_people() -> None:
    table = Table.new(ff_setup(HUMAN, HUMAN))
    say_ready_for_all(table)
    assert not table.real_time or not table.can_undo()
    assert table.real_time
    assert not Table.new(ff_setup(HUMAN, HUMAN)).can_undo()
    assert not table.undo()


# ---------------------------------------------------------------------- the referee


def test_the_opening_countdown_says_ready_for_every_seat_still_waited_for_when_it_ends() -> None:
    table = Table.new(ff_setup(HUMAN, HUMAN, HUMAN))
    scheduler = RealtimeScheduler(table, random.Random(1))
    scheduler.changed(10.0)
    countdown = scheduler.countdown
    assert countdown is not None
    assert (countdown.phase, countdown.round, countdown.seats) == ("opening", 1, (0, 1, 2))
    assert countdown.deadline == pytest.approx(10.0 + COUNTDOWN_MS / 1000)
    assert countdown.remaining_ms(11.0) == COUNTDOWN_MS - 1000

    # Seat 1 says ready itself: the countdown keeps its deadline and waits for the two others only.
    assert table.submit(1, {"type": "ready", "round": 1}).accepted
    scheduler.changed(11.0)
    assert scheduler.countdown is not None
    assert scheduler.countdown.seats == (0, 2)
    assert scheduler.countdown.deadline == countdown.deadline
    assert scheduler.pop_due(countdown.deadline - 0.001) is None

    _, done = run(table, scheduler, until=countdown.deadline)
    assert [(i.seat, i.action, i.source, v.accepted) for i, v in done] == [
        (0, {"type": "ready", "round": 1}, "referee", True),
        (2, {"type": "ready", "round": 1}, "referee", True),
    ]
    assert table.view(None)["phase"] in ("play", "stuck")
    assert scheduler.countdown is None or scheduler.countdown.phase == "stuck"


def test_everyone_stuck_gets_its_own_countdown_and_the_referee_moves_people_who_do_not_say_ready() -> None:
    # tests/core/frantic_frankfurt/scenarios/stuck_2p.json: seat 0's b16 on r13 is the only play, then nobody
    # can act. The people never say ready: the referee alone moves the table through every reveal.
    state = json.loads((STUCK_SCENARIO).read_text(encoding="utf-8"))
    setup = ff_setup(HUMAN, HUMAN)
    table = Table(setup, get_game(FF).state_from_json(state), [])
    scheduler = RealtimeScheduler(table, random.Random(1))
    scheduler.changed(0.0)
    assert scheduler.countdown is None  # play: nobody is waited for
    assert table.submit(0, {"type": "play", "card": "blue.16.0", "pile": 0, "onto": "red.13.0", "round": 2}).accepted
    scheduler.changed(1.0)
    countdowns = []
    now = 1.0
    while (countdown := scheduler.countdown) is not None and len(countdowns) < 10:
        countdowns.append(countdown)
        now, done = run(table, scheduler, until=countdown.deadline, now=now)
        assert [(i.source, i.action["type"]) for i, _ in done] == [("referee", "ready")] * len(countdown.seats)
        assert all(v.accepted for _, v in done)
    assert countdowns[0].phase == "stuck" and countdowns[0].seats == (0, 1)
    assert countdowns[0].deadline == pytest.approx(1.0 + COUNTDOWN_MS / 1000)
    # Stuck again right after a reveal is a new reveal with a new countdown, never one that is over at once.
    starts = [c.deadline - COUNTDOWN_MS / 1000 for c in countdowns]
    assert starts == sorted(starts) and len(set(starts)) == len(starts)
    assert table.view(None)["phase"] == "play" and table.current_seats()  # people can play: left to them


def test_a_finisher_who_does_not_slap_gets_the_smallest_pile_slapped_by_the_table() -> None:
    # People only: random legal actions until someone empties their columns; then nobody slaps.
    table = Table.new(ff_setup(HUMAN, HUMAN, HUMAN, seed=7))
    rng = random.Random(7)
    while table.view(None)["phase"] != "race":
        seat = rng.choice(table.current_seats())
        assert table.submit(seat, rng.choice(table.legal(seat))).accepted
    scheduler = RealtimeScheduler(table, random.Random(2))
    scheduler.changed(100.0)
    view = table.view(None)
    finisher = view["finisher"]
    countdown = scheduler.countdown
    assert countdown is not None
    assert (countdown.phase, countdown.seats, countdown.total_ms) == ("race", (finisher,), RACE_GRACE_MS)
    assert countdown.deadline == pytest.approx(100.0 + RACE_GRACE_MS / 1000)
    assert scheduler.pop_due(countdown.deadline - 0.001) is None

    intent = scheduler.pop_due(countdown.deadline)
    assert intent is not None and (intent.seat, intent.source) == (finisher, "referee")
    assert intent.action["type"] == "slap"
    smallest = min(p["count"] for p in view["piles"] if p["open"])
    assert view["piles"][intent.action["pile"]]["count"] == smallest
    assert table.submit(intent.seat, intent.action).accepted

    # The others may slap now; the table waits for them again, from this change on.
    scheduler.changed(104.5)
    later = scheduler.countdown
    if table.view(None)["phase"] == "race":
        assert later is not None and later.deadline == pytest.approx(104.5 + RACE_GRACE_MS / 1000)
        assert later.seats == table.current_seats()[:1]


# ---------------------------------------------------------------------- bots look, then move


def test_a_bot_chooses_when_its_looking_ends_from_the_table_as_it_is_then() -> None:
    table = Table.new(ff_setup(BOT, HUMAN))
    say_ready_for_all(table)
    scheduler = RealtimeScheduler(table, random.Random(5))
    scheduler.changed(0.0)
    looking_until = scheduler.next_due()
    assert looking_until is not None
    floor = REACTIONS[Speed.FAST].floor * 0.5 / 1000
    assert looking_until >= floor
    assert scheduler.pop_due(looking_until - 0.0001) is None
    # Meanwhile the person plays: the bot has not chosen yet, so it will choose on the new position.
    mine = next(a for a in table.legal(1) if a["type"] in ("play", "move"))
    assert table.submit(1, mine).accepted
    scheduler.changed(looking_until / 2)
    assert scheduler.pop_due(looking_until) is None  # looked and chose; now its hand moves
    moving_until = scheduler.next_due()
    assert moving_until is not None and moving_until > looking_until
    intent = scheduler.pop_due(moving_until)
    assert intent is not None and intent.seat == 0 and intent.source == "bot"
    assert intent.action in table.legal(0)  # chosen on the position after the person's play


def test_three_bots_play_whole_games_in_simulated_time_and_only_ever_lose_races() -> None:
    for seed in range(4):
        table = Table.new(ff_setup(BOT, BOT, BOT, seed=seed))
        scheduler = RealtimeScheduler(table, random.Random(seed))
        _, done = run(table, scheduler, until=float("inf"))
        assert table.outcome.finished and table.outcome.winners
        assert cards_in_view(table.view(None)) == CARDS
        refusals = {v.reason for _, v in done if not v.accepted}
        assert refusals <= {"ff.too_late"}, refusals  # a bot's choice was legal when made: only a faster seat beats it
        assert sum(v.accepted for _, v in done) == table.version


def test_host_side_intents_wait_out_the_local_delay_and_keep_their_order() -> None:
    table = Table.new(ff_setup(HUMAN, REMOTE))
    scheduler = RealtimeScheduler(table, random.Random(1), local_delay_ms=20)
    ready = {"type": "ready", "round": 1}
    assert scheduler.hold_local(0, ready, 5.0)
    assert scheduler.hold_local(0, {"type": "reveal", "round": 1}, 5.001)
    assert scheduler.next_due() == pytest.approx(5.020)
    assert scheduler.pop_due(5.019) is None
    assert scheduler.pop_due(5.020) == Intent(0, ready, "local")
    assert scheduler.pop_due(5.020) is None
    assert scheduler.pop_due(5.021) == Intent(0, {"type": "reveal", "round": 1}, "local")

    scheduler.local_delay_ms = 0
    assert not scheduler.hold_local(0, ready, 6.0)  # no delay: the owner submits it at once
