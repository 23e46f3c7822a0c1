"""A hint shown is noted in the table's log (not a move): the history keeps it, a replay reads it, and every seat's
log has it -- the record of another seat at a network table too."""

from __future__ import annotations

from tabletop_qt.history.record import HistoryMode
from tabletop_qt.history.recorder import record_from_table
from tabletop_qt.history.replay import Replay
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.table.table import HINT_USED, Table
from tests.history.support import play_to_end, setup_for


def hints_in(log) -> list[int]:  # type: ignore[no-untyped-def]
    return [e.args["seat"] for entry in log for e in entry.events if e.code == HINT_USED]


def test_a_hint_is_in_the_history_and_in_every_seats_log() -> None:
    table = Table.new(setup_for("times_square", (SeatKind.HUMAN, SeatKind.HUMAN), 4))
    version, state = table.version, table.state
    assert table.note_hint(0)
    assert (table.version, table.state) == (version, state)  # not a move: nothing waiting on the position restarts
    play_to_end(table, seed=4)
    local = record_from_table(table, HistoryMode.LOCAL)
    replay = Replay(local)  # the note replays as a log entry without an action
    assert hints_in(replay.log(replay.positions - 1, 0)) == [0]
    seen_by_the_other = record_from_table(table, HistoryMode.NETWORK, viewer=1)
    assert hints_in(seen_by_the_other.log) == [0]
    assert not table.note_hint(0)  # the game is over: no more hints
