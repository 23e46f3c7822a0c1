"""The Table: judging, applying, logging, undoing and saving a game's actions."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop_qt.core.games.tea_time.rules import Code, Reason
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import UNDONE, Table
from tests.table.support import (
    bot_action,
    make_setup,
    play_bots_until_human,
    setup_where_first,
    single_take,
)

HUMAN, BOT, REMOTE = SeatKind.HUMAN, SeatKind.BOT, SeatKind.REMOTE


def snapshot(table: Table) -> dict[str, Any]:
    """Everything that a refused or judged-only intent must leave alone."""
    return {
        "state": table.game.state_to_json(table.state),
        "version": table.version,
        "log": [e.to_json() for e in table.log],
        "can_undo": table.can_undo(),
    }


def human_vs_bot_at_human_turn() -> Table:
    table = Table.new(setup_where_first(HUMAN, BOT, first=0))
    assert table.current_seats() == (0,)
    return table


# ---------------------------------------------------------------------- a new table


def test_new_table_logs_the_set_up_events_as_entry_zero() -> None:
    table = Table.new(make_setup(HUMAN, BOT, seed=3))
    assert table.version == 0
    assert len(table.log) == 1
    entry = table.log[0]
    assert (entry.number, entry.seat, entry.action) == (0, None, None)
    codes = [e.code for e in entry.events]
    assert Code.FIRST_PLAYER in codes
    assert Code.GRID_DEALT in codes
    first = next(e for e in entry.events if e.code == Code.FIRST_PLAYER).args["seat"]
    assert table.current_seats() == (first,)
    assert not table.can_undo()


def test_new_table_refuses_a_player_count_the_game_does_not_support() -> None:
    from tabletop_qt.core.errors import InvalidActionError

    with pytest.raises(InvalidActionError):
        Table.new(make_setup(HUMAN))


# ---------------------------------------------------------------------- submit


def test_submit_applies_a_legal_action_and_logs_it_with_its_events() -> None:
    table = human_vs_bot_at_human_turn()
    action = table.legal(0)[0]
    before = table.game.state_to_json(table.state)

    verdict = table.submit(0, action)

    assert verdict.accepted
    assert verdict.reason == ""
    assert table.version == 1
    assert table.game.state_to_json(table.state) != before
    assert table.current_seats() == (1,)
    entry = table.log[-1]
    assert (entry.number, entry.seat, entry.action) == (1, 0, action)
    assert entry.events == verdict.events
    assert entry.events[0].code == Code.CARDS_TAKEN


def test_submit_logs_the_action_in_the_rules_wire_form() -> None:
    table = human_vs_bot_at_human_turn()
    table.submit(0, single_take(table, 0))
    play_bots_until_human(table)
    pair = next(a for a in table.legal(0) if len(a["cells"]) == 2)
    backwards = {"type": "take", "cells": list(reversed(pair["cells"]))}
    assert backwards != pair

    verdict = table.submit(0, backwards)

    assert verdict.accepted
    assert table.log[-1].action == pair


@pytest.mark.parametrize(
    ("seat_of", "action", "reason"),
    [
        ("other", {"type": "take", "cells": [0]}, Reason.NOT_YOUR_TURN),
        ("current", {"type": "take", "cells": [0, 1]}, Reason.FIRST_TAKE_ONE),
        ("current", {"type": "take", "cells": []}, Reason.NONE_TAKEN),
    ],
)
def test_submit_refuses_an_illegal_action_with_the_rules_reason_and_changes_nothing(
    seat_of: str, action: Any, reason: str
) -> None:
    table = human_vs_bot_at_human_turn()
    seat = 0 if seat_of == "current" else 1
    before = snapshot(table)

    verdict = table.submit(seat, action)

    assert not verdict.accepted
    assert verdict.reason == reason
    assert verdict.events == ()
    assert snapshot(table) == before


@pytest.mark.parametrize(
    "action",
    [
        None,
        "take 0",
        42,
        [0],
        {"type": "discard", "cells": [0]},
        {"cells": [0]},
        {"type": "take", "cells": "0"},
        {"type": "take", "cells": [True]},
        {"type": "take", "cells": [0.0]},
        {"type": "take", "cells": [0, 1, 2, 3]},
        {"type": "take", "cells": [99]},
        {"type": "take", "cells": [-1]},
    ],
)
def test_submit_refuses_a_malformed_action_as_malformed_and_changes_nothing(action: Any) -> None:
    table = human_vs_bot_at_human_turn()
    before = snapshot(table)

    verdict = table.submit(0, action)

    assert not verdict.accepted
    assert verdict.reason == "malformed_action"
    assert snapshot(table) == before


@pytest.mark.parametrize("seat", [-1, 2, 7])
def test_submit_refuses_a_seat_that_is_not_at_the_table(seat: int) -> None:
    table = human_vs_bot_at_human_turn()
    before = snapshot(table)

    verdict = table.submit(seat, {"type": "take", "cells": [0]})

    assert not verdict.accepted
    assert verdict.reason == "table.no_such_seat"
    assert snapshot(table) == before


# ---------------------------------------------------------------------- check


def test_check_accepts_a_legal_action_without_applying_it() -> None:
    table = human_vs_bot_at_human_turn()
    before = snapshot(table)

    verdict = table.check(0, table.legal(0)[0])

    assert verdict.accepted
    assert snapshot(table) == before


@pytest.mark.parametrize(
    ("seat", "action"),
    [
        (0, {"type": "take", "cells": [0, 1]}),
        (1, {"type": "take", "cells": [0]}),
        (0, {"type": "nonsense"}),
    ],
)
def test_check_gives_the_same_reason_submit_would_without_changing_anything(seat: int, action: Any) -> None:
    table = human_vs_bot_at_human_turn()
    before = snapshot(table)

    judged = table.check(seat, action)

    assert not judged.accepted
    assert judged.reason
    assert snapshot(table) == before
    submitted = table.submit(seat, action)
    assert (submitted.accepted, submitted.reason) == (judged.accepted, judged.reason)


# ---------------------------------------------------------------------- undo


def test_undo_takes_back_the_last_human_action_together_with_the_bot_replies() -> None:
    table = human_vs_bot_at_human_turn()
    table.submit(0, single_take(table, 0))
    play_bots_until_human(table)
    assert table.current_seats() == (0,)

    before_second = snapshot(table)
    table.submit(0, table.legal(0)[0])
    play_bots_until_human(table)
    assert len(table.log) == len(before_second["log"]) + 2  # the human's take and the bot's reply
    assert table.can_undo()
    version_before_undo = table.version

    assert table.undo()

    assert table.game.state_to_json(table.state) == before_second["state"]
    assert table.version == version_before_undo + 1
    assert [e.to_json() for e in table.log[:-1]] == before_second["log"]
    undone = table.log[-1]
    assert undone.number == len(table.log) - 1
    assert undone.seat == 0
    assert undone.action is None
    assert [e.code for e in undone.events] == [UNDONE]
    assert undone.events[0].args == {"seat": 0}
    assert table.current_seats() == (0,)


def test_undo_steps_back_one_human_action_at_a_time_and_stops_at_the_start() -> None:
    table = human_vs_bot_at_human_turn()
    start_state = table.state
    table.submit(0, single_take(table, 0))
    play_bots_until_human(table)
    after_first = table.state
    table.submit(0, table.legal(0)[0])
    play_bots_until_human(table)

    assert table.undo()
    assert table.state == after_first
    assert table.undo()
    assert table.state == start_state
    assert not table.can_undo()

    before = snapshot(table)
    assert not table.undo()
    assert snapshot(table) == before


def test_bot_actions_alone_give_nothing_to_undo() -> None:
    table = Table.new(setup_where_first(HUMAN, BOT, first=1))
    play_bots_until_human(table)
    assert table.version == 1
    assert not table.can_undo()
    assert not table.undo()


def test_undo_is_refused_after_a_human_take_that_ends_the_round_and_deals_a_new_grid() -> None:
    table = Table.new(make_setup(HUMAN, HUMAN, seed=5))
    reveal: tuple[Any, ...] = ()
    for _ in range(100):
        (seat,) = table.current_seats()
        assert table.setup.seats[seat].kind is HUMAN
        # Every human take so far may be undone, right up to the one that ends the round.
        assert (table.version == 0) or table.can_undo()
        verdict = table.submit(seat, single_take(table, seat))
        assert verdict.accepted
        if table.game.reveals_information(verdict.events):
            reveal = verdict.events
            break
    assert Code.ROUND_ENDED in [e.code for e in reveal]
    assert Code.GRID_DEALT in [e.code for e in reveal]
    assert table.state.round == 2

    before = snapshot(table)
    assert not table.can_undo()
    assert not table.undo()
    assert snapshot(table) == before


def test_undo_after_a_new_grid_goes_back_no_further_than_the_deal() -> None:
    table = Table.new(setup_where_first(HUMAN, BOT, first=0))
    # Play human single takes against the bot until some take deals the second grid.
    while table.state.round == 1:
        (seat,) = table.current_seats()
        action = single_take(table, seat) if seat == 0 else bot_action(table, seat)
        assert table.submit(seat, action).accepted
    play_bots_until_human(table)
    assert not table.can_undo()
    after_deal = table.state

    table.submit(0, single_take(table, 0))
    play_bots_until_human(table)
    assert table.undo()
    assert table.state == after_deal
    assert not table.undo()
    assert table.state == after_deal


def test_undo_is_refused_while_any_seat_is_remote() -> None:
    table = Table.new(setup_where_first(HUMAN, REMOTE, first=0))
    assert table.submit(0, single_take(table, 0)).accepted
    assert table.has_remote_seats
    before = snapshot(table)

    assert not table.can_undo()
    assert not table.undo()
    assert snapshot(table) == before


# ---------------------------------------------------------------------- saving


def played_table() -> Table:
    """A human-versus-bot table a few turns in, with undo points to carry."""
    table = human_vs_bot_at_human_turn()
    for _ in range(3):
        table.submit(0, single_take(table, 0))
        play_bots_until_human(table)
    assert table.can_undo()
    return table


def test_to_json_and_from_json_restore_state_log_version_and_undo_points() -> None:
    table = played_table()
    restored = Table.from_json(json.loads(json.dumps(table.to_json())))

    assert restored.setup == table.setup
    assert restored.state == table.state
    assert restored.log == table.log
    assert restored.version == table.version
    assert restored.can_undo()
    assert restored.to_json() == table.to_json()

    assert table.undo() and restored.undo()
    assert restored.state == table.state
    assert restored.log == table.log


def test_a_restored_table_plays_on_exactly_like_the_original() -> None:
    table = played_table()
    restored = Table.from_json(json.loads(json.dumps(table.to_json())))

    steps = 0
    while not table.outcome.finished:
        (seat,) = table.current_seats()
        assert restored.current_seats() == (seat,)
        action = bot_action(table, seat)
        assert bot_action(restored, seat) == action
        assert table.submit(seat, action) == restored.submit(seat, action)
        assert restored.state == table.state
        assert restored.version == table.version
        steps += 1
        assert steps < 500
    assert restored.outcome == table.outcome
    assert restored.log == table.log


def test_from_json_refuses_a_table_whose_seats_disagree_with_its_state() -> None:
    data = played_table().to_json()
    data["setup"]["seats"].append({"kind": "bot", "name": "Extra", "level": "normal"})
    with pytest.raises(ValueError):
        Table.from_json(data)


# ---------------------------------------------------------------------- view hash


def test_view_hash_is_equal_for_equal_views_and_changes_with_the_view() -> None:
    table = human_vs_bot_at_human_turn()
    twin = Table.new(table.setup)
    for seat in (None, 0, 1):
        assert table.view_hash(seat) == twin.view_hash(seat)
    assert len(table.view_hash(None)) == 16

    before = {seat: table.view_hash(seat) for seat in (None, 0, 1)}
    table.submit(0, single_take(table, 0))
    for seat in (None, 0, 1):
        assert table.view_hash(seat) != before[seat]
        assert table.view_hash(seat) != twin.view_hash(seat)

    twin.submit(0, single_take(twin, 0))
    for seat in (None, 0, 1):
        assert table.view_hash(seat) == twin.view_hash(seat)


# ---------------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_play_a_whole_game_through_the_table_to_an_outcome(players: int, level: str) -> None:
    table = Table.new(make_setup(*([BOT] * players), seed=11 + players, level=level))
    for _ in range(1000):
        if table.outcome.finished:
            break
        (seat,) = table.current_seats()
        verdict = table.submit(seat, bot_action(table, seat, level))
        assert verdict.accepted, verdict
    outcome = table.outcome
    assert outcome.finished
    assert outcome.winners
    assert set(outcome.winners) <= set(range(players))
    assert len(outcome.scores) == players
    assert max(outcome.scores) == max(outcome.scores[w] for w in outcome.winners)
    assert table.current_seats() == ()
    assert Code.GAME_ENDED in [e.code for e in table.log[-1].events]
    assert table.version == len(table.log) - 1
    refused = table.submit(0, {"type": "take", "cells": [0]})
    assert not refused.accepted
    assert refused.reason == Reason.GAME_OVER
