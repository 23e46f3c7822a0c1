"""Times Square through the Table: a card dealt or drawn is named only to its own seat, in the log, in every
TableUpdate and in what the rules thread hands the LAN; a save, which never leaves this computer, keeps all.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_qt.core.games.times_square.codes import Code
from tabletop_qt.table.saves import read_save, write_save
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import LogEntry, Table
from tabletop_qt.table.update import TableUpdate, make_update
from tests.table.times_square_support import (
    bot_game,
    card_ids,
    check_entry_fields,
    hidden_events,
    known_to,
    own_cards,
    replay,
    ts_setup,
)

SEED = 2  # normal bots play this one past the reshuffle until the second pile runs out: every kind of draw


@pytest.fixture(scope="module")
def finished() -> Table:
    table = bot_game(ts_setup(SEED, SeatKind.HUMAN, SeatKind.REMOTE))
    codes = {e.code for entry in table.log for e in entry.events}
    # The game this file relies on: both seats drew, the pile was reshuffled and ran out again.
    assert {Code.PILE_RESHUFFLED, Code.PILE_RAN_OUT} <= codes
    assert all(own_cards(table.log[1:], seat) for seat in (0, 1))
    return table


def log_text(log: tuple[LogEntry, ...] | list[LogEntry]) -> str:
    return json.dumps([entry.to_json() for entry in log])


@pytest.mark.parametrize("reader", [0, 1, None])
def test_log_for_keeps_a_seats_own_cards_and_only_counts_of_the_others(finished: Table, reader: int | None) -> None:
    full = finished.log
    mine = finished.log_for(reader)
    assert [(e.number, e.seat, e.action) for e in mine] == [(e.number, e.seat, e.action) for e in full]
    for entry, seen in zip(full, mine, strict=True):
        assert len(seen.events) == len(entry.events)  # nothing left out, only redacted
        for event, shown in zip(entry.events, seen.events, strict=True):
            if event.code in (Code.CARDS_DEALT, Code.CARDS_DRAWN):
                assert shown.args["count"] == event.args["count"] == len(event.args["cards"])
                if event.args["seat"] == reader:
                    assert shown.args["cards"] == event.args["cards"]
                else:
                    assert "cards" not in shown.args
                    assert set(shown.args) == set(event.args) - {"cards"}
            else:
                assert shown == event
        check_entry_fields(seen.to_json(), reader)


@pytest.mark.parametrize("reader", [0, 1, None])
def test_no_card_a_reader_has_not_seen_by_then_is_ever_in_its_log(finished: Table, reader: int | None) -> None:
    """At every point of the game, searched as text: each id in the log as the reader gets it then is one of its
    own cards or one played or discarded face up by then."""
    exposed_points = 0
    for upto in range(1, len(finished.log) + 1):
        part = finished.log[:upto]
        table = Table(finished.setup, finished.state, list(part))
        allowed = known_to(part, reader)
        named = card_ids(log_text(table.log_for(reader)))
        assert named <= allowed, (upto, sorted(named - allowed))
        # The full log at this point names cards the reader has not seen: the search is looking where they would be.
        exposed_points += bool(card_ids(log_text(part)) - allowed)
    assert exposed_points > len(finished.log) // 2


def _after_a_draw_by(table: Table, seat: int) -> Table:
    """The position just after the last turn of ``seat`` that drew cards, replayed from the seed."""
    index = max(
        i
        for i, entry in enumerate(table.log)
        if any(e.code == Code.CARDS_DRAWN and e.args["seat"] == seat for e in entry.events)
    )
    return replay(table.setup, table.log, index + 1)


@pytest.mark.parametrize("drawer", [0, 1])
def test_make_update_for_one_person_redacts_the_other_seats_draw_in_logs_and_events(finished: Table, drawer: int) -> None:
    """A person at seat 0 against a peer at seat 1 (the LAN host): each seat's log its own, the screen seat 0's."""
    table = _after_a_draw_by(finished, drawer)
    events = tuple(table.log[-1].events)
    drawn = {c for e in events if e.code == Code.CARDS_DRAWN for c in e.args["cards"]}
    assert drawn
    update = make_update(table, (0, 1), events, screen_seat=0)

    assert update.logs[0] == table.log_for(0) and update.log_for(0) == table.log_for(0)
    assert update.logs[1] == table.log_for(1) and update.log_for(1) == table.log_for(1)
    assert update.logs[TableUpdate.PUBLIC] == table.log_for(None) and update.log_for(None) == table.log_for(None)
    assert update.log == table.log_for(0)  # the screen shows seat 0's own log
    shown = card_ids(json.dumps([e.to_json() for e in update.events]))
    if drawer == 0:
        assert drawn <= shown  # the person sees what they drew, animated
    else:
        assert not drawn & shown
        assert [e.args["count"] for e in update.events if e.code == Code.CARDS_DRAWN] == [
            e.args["count"] for e in events if e.code == Code.CARDS_DRAWN
        ]
    for reader in (0, 1, None):
        assert card_ids(log_text(update.log_for(reader))) <= known_to(table.log, reader)
    # Views: a hand for each seat, its own; none for the public view.
    for reader in (0, 1):
        assert [c["id"] for c in update.view_for(reader)["hand"]] == list(table.state.hands[reader])
        assert card_ids(json.dumps(update.view_for(reader))) <= set(table.state.hands[reader]) | set(table.state.discard)
    public = update.view_for(None)
    assert public["hand"] is None and public["hand_counts"] == [len(h) for h in table.state.hands]
    assert card_ids(json.dumps(public)) <= set(table.state.discard)


def test_make_update_for_a_shared_screen_shows_the_public_log_and_events(finished: Table) -> None:
    """Hot-seat (two people at one screen): no seat's draw is named on the screen, each seat's log still is."""
    table = _after_a_draw_by(finished, 1)
    table.setup = ts_setup(SEED, SeatKind.HUMAN, SeatKind.HUMAN)
    events = tuple(table.log[-1].events)
    update = make_update(table, (0, 1), events, screen_seat=None)
    assert update.log == table.log_for(None)
    assert card_ids(log_text(update.log)) <= known_to(table.log, None)
    assert all("cards" not in e.args for e in update.events if e.code == Code.CARDS_DRAWN)
    assert update.logs[1] == table.log_for(1)


def test_a_seat_not_in_the_update_reads_the_public_log(finished: Table) -> None:
    """A person against a bot: the bot's seat gets no log of its own, and asking for it gives the public one."""
    table = _after_a_draw_by(finished, 1)
    update = make_update(table, (0,), tuple(table.log[-1].events), screen_seat=0)
    assert set(update.logs) == {0, TableUpdate.PUBLIC} and set(update.views) == {0, TableUpdate.PUBLIC}
    assert update.log_for(1) == table.log_for(None)
    assert not card_ids(log_text(update.log_for(1))) & (own_cards(table.log, 1) - known_to(table.log, None))


def test_a_save_keeps_every_card_every_seat_was_dealt_and_drew(finished: Table, tmp_path: Path) -> None:
    """The save is this computer's record of the whole game: nothing in it is redacted, and it reads back whole."""
    mid = replay(finished.setup, finished.log, len(finished.log) - 3)  # a running game: finished ones are not kept
    assert not mid.outcome.finished
    path = tmp_path / "autosave.json"
    write_save(mid, path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    saved_log = raw["table"]["log"]
    assert saved_log == [entry.to_json() for entry in mid.log]
    hidden = [e for entry in saved_log for e in entry["events"] if e["code"] in (Code.CARDS_DEALT, Code.CARDS_DRAWN)]
    assert {e["args"]["seat"] for e in hidden} == {0, 1}
    assert all(len(e["args"]["cards"]) == e["args"]["count"] for e in hidden)
    assert len(hidden) == len(hidden_events(mid.log))
    again = read_save(path)
    assert again.log == mid.log
    for reader in (0, 1, None):
        assert again.log_for(reader) == mid.log_for(reader)
    assert again.game.state_to_json(again.state) == mid.game.state_to_json(mid.state)


def test_each_readers_log_grows_with_the_table_and_is_redacted_again_after_an_undo() -> None:
    """log_for keeps each reader's redacted log between changes: after every change, and after undos that cut the
    log back, it must equal the log redacted from scratch."""
    import random

    from tabletop_qt.bots import make_bot
    from tabletop_qt.table.seats import GameSetup, SeatSpec
    from tabletop_qt.table.table import redact_entry

    table = Table.new(GameSetup("times_square", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.HUMAN, "Bea")), 9))
    bot = make_bot("times_square", "normal")
    rng = random.Random(9)
    undos = 0

    def fresh(seat: int | None) -> tuple[LogEntry, ...]:
        return tuple(redact_entry(entry, seat, table.game.redact) for entry in table.log)

    for step in range(400):
        if table.outcome.finished:
            break
        for reader in (None, 0, 1):
            assert table.log_for(reader) == fresh(reader)
        if step % 7 == 3 and table.can_undo():
            table.undo()
            undos += 1
            continue
        seat = table.current_seats()[0]
        assert table.submit(seat, bot.choose(table.view(seat), table.legal(seat), rng)).accepted
    for reader in (None, 0, 1):
        assert table.log_for(reader) == fresh(reader)
    assert undos >= 3
