"""Finished games written into the history by the real rules thread (TableWorker in its QThread).

Each test plays a whole game through TableController, the person's seats moving as a normal bot would, and
compares the replay of the record written at the end with every update the table published: position by
position, the view each seat had then.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt.bots import make_bot
from tabletop_qt.history.record import HistoryMode
from tabletop_qt.history.replay import Replay
from tabletop_qt.history.store import HistoryStore
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.table.update import TableUpdate
from tabletop_qt.rules_thread.controller import TableController

HUMAN, BOT = SeatKind.HUMAN, SeatKind.BOT
TIMEOUT_MS = 60_000


def setup(game_id: str, *kinds: SeatKind, seed: int = 4, level: str = "normal") -> GameSetup:
    names = ("Ada", "Bram", "Cleo", "Dirk")
    seats = tuple(SeatSpec(k, names[i], level if k is BOT else None) for i, k in enumerate(kinds))
    return GameSetup(game_id, seats, seed)


class Game:
    """A controller whose people play like normal bots; every update and every written record is kept."""

    def __init__(self, autosave: Path | None, undo_after: tuple[int, ...] = (), **kwargs: Any) -> None:
        self.controller = TableController(autosave_path=autosave, bot_delay_ms=0, **kwargs)
        self.updates: list[TableUpdate] = []
        self.written: list[str] = []
        self.moves = 0
        self._undo_after = undo_after
        self._acted: set[int] = set()
        self._rng = random.Random(1)
        self.controller.table_updated.connect(self._on_controller_table_updated)
        self.controller.history_written.connect(self.written.append)

    def _on_controller_table_updated(self, update: TableUpdate) -> None:
        self.updates.append(update)
        if update.outcome.finished or update.version in self._acted:
            return
        for seat in update.current_seats:
            legal = update.legal.get(seat)
            if legal and update.setup.seats[seat].kind is HUMAN:
                self._acted.add(update.version)
                self.moves += 1
                if self.moves in self._undo_after and update.can_undo:
                    self.controller.undo()
                    return
                bot = make_bot(update.setup.game_id, "normal")
                self.controller.submit(seat, bot.choose(update.views[seat], legal, self._rng))
                return

    def finished(self) -> bool:
        return bool(self.updates) and self.updates[-1].outcome.finished


@pytest.fixture
def play(qtbot: Any) -> Iterator[Callable[..., Game]]:
    made: list[Game] = []

    def make(start: GameSetup, autosave: Path | None, **kwargs: Any) -> Game:
        game = Game(autosave, **kwargs)
        made.append(game)
        game.controller.start(start)
        qtbot.waitUntil(game.finished, timeout=TIMEOUT_MS)
        if autosave is not None or kwargs.get("history_dir") is not None:
            qtbot.waitUntil(lambda: len(game.written) >= 1, timeout=TIMEOUT_MS)
        return game

    yield make
    for game in made:
        game.controller.close_table()
        game.controller.shutdown()


def actions_of(log: tuple[Any, ...]) -> list[Any]:
    return [entry for entry in log if entry.action is not None]


def position_of(update: TableUpdate) -> int:
    """The replay position an update shows: how many actions stand in its log (undo takes its actions out)."""
    return len(actions_of(update.log_for(None)))


def check_against_updates(replay: Replay, updates: list[TableUpdate]) -> int:
    """Every update on the game's final line shows what the replay shows at its position: each seat's view, the
    public view and the log. Updates of moves later taken back are not on that line; returns how many were."""
    line = actions_of(replay.log(replay.positions - 1, None))  # the public log, as the updates' is read
    seen = set()
    off_line = 0
    for update in updates:
        actions = actions_of(update.log_for(None))
        if actions != line[: len(actions)]:
            off_line += 1  # a move later taken back is in this one's log
            continue
        position = len(actions)
        seen.add(position)
        for seat, view in update.views.items():
            assert replay.view(position, None if seat == TableUpdate.PUBLIC else seat) == view
        # An undo marker is read with the action that followed it (the actions it took back are not in the log).
        log = list(update.log_for(None))
        while update is not updates[-1] and len(log) > 1 and log[-1].action is None:
            log.pop()
        assert replay.log(position, None) == tuple(log)
    assert seen == set(range(replay.positions))  # every position of the replay was published once
    return off_line


def test_a_local_game_with_an_undo_is_kept_and_its_replay_shows_every_published_position(
    qtbot: Any, play: Callable[..., Game], tmp_path: Path
) -> None:
    game = play(setup("tea_time", HUMAN, BOT), tmp_path / "autosave.json", undo_after=(3, 6))
    store = HistoryStore(tmp_path / "history")  # beside the autosave, in the data folder
    (summary,) = store.list()
    assert game.written == [str(store.path_of(summary.id))]
    assert (summary.game_id, summary.mode, summary.players, summary.people) == (
        "tea_time", HistoryMode.LOCAL, ("Ada", "Bram"), (0,),
    )
    record = store.load(summary.id)
    assert any(entry.action is None and entry.events[0].code == "table.undone" for entry in record.log)
    replay = Replay(record)
    assert replay.positions == position_of(game.updates[-1]) + 1
    assert replay.outcome == game.updates[-1].outcome
    assert check_against_updates(replay, game.updates) > 0  # the positions taken back were published, not kept
    assert not (tmp_path / "autosave.json").exists()  # finished: nothing to continue, but kept in the history
    (stats,) = store.stats()
    assert (stats.name, stats.played, stats.won) == ("Ada", 1, int(0 in record.winners))
    assert stats.best_score == record.outcome.scores[0]


def test_a_hot_seat_game_is_kept_once_with_both_people_counted(
    qtbot: Any, play: Callable[..., Game], tmp_path: Path
) -> None:
    game = play(setup("times_square", HUMAN, HUMAN, seed=9), tmp_path / "autosave.json")
    store = HistoryStore(tmp_path / "history")
    (summary,) = store.list()
    assert summary.mode is HistoryMode.HOT_SEAT and summary.people == (0, 1)
    replay = Replay(store.load(summary.id))
    assert replay.seats_to_show() == (0, 1, None) and replay.can_open_cards
    check_against_updates(replay, game.updates)
    stats = {s.name: s for s in store.stats("times_square")}
    assert set(stats) == {"Ada", "Bram"}
    assert sum(s.won for s in stats.values()) == len(summary.winner_seats)
    assert all(s.best_score is None for s in stats.values())  # Times Square keeps no scores


def test_frantic_frankfurts_real_time_log_replays_to_every_position_the_table_published(
    qtbot: Any, play: Callable[..., Game], tmp_path: Path
) -> None:
    # The referee's "ready" (said for everyone when the opening countdown ends) and the table's slaps for a seat
    # that waits too long are actions in the log like the bots' plays: replaying the log gives every position.
    game = play(
        setup("frantic_frankfurt", BOT, BOT, BOT, seed=11, level="normal:fast"),
        tmp_path / "autosave.json",
        realtime_scale=0.02,
    )
    store = HistoryStore(tmp_path / "history")
    (summary,) = store.list()
    assert summary.mode is HistoryMode.LOCAL and summary.people == ()
    record = store.load(summary.id)
    replay = Replay(record)
    assert [u.version for u in game.updates] == list(range(len(game.updates)))
    assert replay.positions == len(game.updates)
    assert check_against_updates(replay, game.updates) == 0
    types = {entry.action["type"] for entry in record.log if entry.action is not None}
    assert {"ready", "play"} <= types


def test_a_game_left_unfinished_writes_nothing(qtbot: Any, tmp_path: Path) -> None:
    controller = TableController(autosave_path=tmp_path / "autosave.json", bot_delay_ms=0)
    updates: list[TableUpdate] = []
    controller.table_updated.connect(updates.append)
    try:
        controller.start(setup("tea_time", HUMAN, BOT))
        qtbot.waitUntil(lambda: bool(updates) and bool(updates[-1].legal.get(0)), timeout=TIMEOUT_MS)
        controller.submit(0, updates[-1].legal[0][0])
        qtbot.waitUntil(lambda: len(updates) >= 3, timeout=TIMEOUT_MS)
        controller.close_table()
        qtbot.waitUntil(lambda: (tmp_path / "autosave.json").exists(), timeout=TIMEOUT_MS)
    finally:
        controller.shutdown()
    assert not (tmp_path / "history").exists()
    assert HistoryStore(tmp_path / "history").list() == []


@pytest.mark.parametrize(
    ("start", "kwargs"),
    [
        (setup("tea_time", BOT, BOT, seed=5), {}),
        (setup("frantic_frankfurt", BOT, BOT, BOT, seed=11, level="normal:fast"), {"realtime_scale": 0.02}),
    ],
    ids=["turn-based", "real-time"],
)
def test_the_finished_games_record_is_encoded_before_its_last_update_goes_out(
    qtbot: Any, play: Callable[..., Game], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    start: GameSetup, kwargs: dict[str, Any],
) -> None:
    # Encoding the record is the rules thread's Python; after the last update went out it ran while the GUI thread
    # handled and painted that position, both wanting the interpreter lock (rules_thread/history_keeper.py). Only
    # the file's writing, which lets go of the lock, may follow the update.
    import tabletop_qt.history.store as store_module
    import tabletop_qt.rules_thread.worker as worker_module

    order: list[str] = []  # in the rules thread, in the order it happened
    real_make_update, real_record_text = worker_module.make_update, store_module.record_text

    def make_update(table: Any, *args: Any) -> TableUpdate:
        update = real_make_update(table, *args)
        order.append("finished update" if update.outcome.finished else "update")
        return update

    def record_text(record: Any) -> str:
        order.append("encoded")
        return real_record_text(record)

    monkeypatch.setattr(worker_module, "make_update", make_update)
    monkeypatch.setattr(store_module, "record_text", record_text)
    game = play(start, tmp_path / "autosave.json", **kwargs)
    assert game.written and order.count("finished update") == 1 and order.count("encoded") == 1
    assert order.index("encoded") < order.index("finished update")
    (summary,) = HistoryStore(tmp_path / "history").list()
    assert summary.game_id == start.game_id
