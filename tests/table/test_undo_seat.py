"""The table says whose move Undo would take back, and takes back no one else's when a seat is named."""

from __future__ import annotations

from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table


def test_undo_for_a_seat_takes_back_only_that_seats_own_move() -> None:
    setup = GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Ada"), SeatSpec(SeatKind.HUMAN, "Bea")), seed=7)
    table = Table.new(setup)
    seat = table.current_seats()[0]
    assert table.undo_seat() is None
    assert table.submit(seat, table.legal(seat)[0]).accepted
    assert table.undo_seat() == seat
    other = 1 - seat
    version = table.version
    assert not table.undo(other)
    assert table.version == version and table.undo_seat() == seat
    assert table.undo(seat)
    assert table.undo_seat() is None
