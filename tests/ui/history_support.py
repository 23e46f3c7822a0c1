"""Finished games for the history window's tests: played through a real Table by the real bots, recorded by the
real recorder and written by the real HistoryStore into the window's data folder."""

from __future__ import annotations

from pathlib import Path

from tabletop_qt.history.record import HistoryMode, HistoryRecord
from tabletop_qt.history.recorder import record_from_table
from tabletop_qt.history.store import HISTORY_FOLDER, HistoryStore
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.table import Table
from tests.history.support import play_to_end

# finished_at of the recorded games, a day apart, so "newest first" has one answer.
DAY = 86_400.0
T0 = 1_760_000_000.0


def store_of(data_dir: Path) -> HistoryStore:
    return HistoryStore(data_dir / HISTORY_FOLDER)


def finished_table(game_id: str, seats: tuple[tuple[SeatKind, str], ...], seed: int) -> Table:
    setup = GameSetup(
        game_id, tuple(SeatSpec(kind, name, "normal" if kind is SeatKind.BOT else None) for kind, name in seats), seed
    )
    table = Table.new(setup)
    play_to_end(table, seed=seed)
    return table


def record_game(
    data_dir: Path,
    game_id: str,
    seats: tuple[tuple[SeatKind, str], ...],
    seed: int,
    mode: HistoryMode,
    day: int,
    viewer: int | None = None,
) -> HistoryRecord:
    table = finished_table(game_id, seats, seed)
    record = record_from_table(table, mode, viewer=viewer, finished_at=T0 + day * DAY)
    store_of(data_dir).write(record)
    return record


def a_few_games(data_dir: Path) -> dict[str, HistoryRecord]:
    """Times Square against a bot, Tea Time in hot-seat, Times Square at a network table (its host's seat, whose
    guest has a name that looks like markup)."""
    return {
        "local": record_game(
            data_dir, "times_square", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno")), 5, HistoryMode.LOCAL, 1
        ),
        "hot_seat": record_game(
            data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.HUMAN, "Carla")), 7, HistoryMode.HOT_SEAT, 2
        ),
        "network": record_game(
            data_dir,
            "times_square",
            ((SeatKind.HUMAN, "Anna"), (SeatKind.HUMAN, "<b>Bea</b>")),
            9,
            HistoryMode.NETWORK,
            3,
            viewer=0,
        ),
    }


def newer_version(record: HistoryRecord) -> dict[str, object]:
    """The record's JSON as a later version of the app would write it."""
    data = record.to_json()
    data["format_version"] = int(data["format_version"]) + 1
    return data


__all__ = ["a_few_games", "finished_table", "newer_version", "record_game", "store_of"]
