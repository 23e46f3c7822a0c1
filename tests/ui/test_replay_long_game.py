"""The replay of a long High Noon Saloon game (issue 26 item 7): steps by turn and by attack, turn and attack marks
on the slider, a faster autoplay, Open cards turning the table's own hand row face up, nothing lit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tabletop_qt.history.record import HistoryMode
from tabletop_qt.table.seats import SeatKind
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.replay_marks import ReplayMarks
from tabletop_qt.ui.replay_page import SPEEDS, ReplayPage
from tests.ui.history_support import record_game

BOTS = ((SeatKind.BOT, "Bot A"), (SeatKind.BOT, "Bot B"))


def open_bot_game(qtbot, window: MainWindow, data_dir: Path) -> ReplayPage:  # type: ignore[no-untyped-def]
    record = record_game(data_dir, "high_noon_saloon", BOTS, 4, HistoryMode.LOCAL, 1)
    page = window.open_replay(record)
    qtbot.waitUntil(lambda: page.replay is not None, timeout=30_000)
    return page


def test_turn_and_attack_marks_follow_the_game(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page = open_bot_game(qtbot, window, data_dir)
    replay = page.replay
    assert replay is not None
    marks = page.marks
    assert page.slider.marks is marks
    turns = [replay.state(p).turn for p in range(replay.positions)]
    # Every turn from the first one on begins at a mark, and a mark is where the turn number changed.
    for position in range(1, replay.positions):
        if turns[position] != turns[position - 1]:
            assert position in marks.turns
    assert len([p for p in marks.turns if turns[p] > 0]) == turns[-1]
    for position in marks.attacks:
        entries = replay.log(position, None)[len(replay.log(position - 1, None)) :]
        assert any(e.code == "hns.targeted" for entry in entries for e in entry.events)
    assert len(marks.attacks) > 5


def test_steps_by_turn_and_by_attack(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page = open_bot_game(qtbot, window, data_dir)
    marks = page.marks
    first_turn = next(p for p in marks.turns if p > 0)
    qtbot.mouseClick(page.jumps.turn_forward, Qt.MouseButton.LeftButton)
    assert page.position == first_turn
    qtbot.mouseClick(page.jumps.attack_forward, Qt.MouseButton.LeftButton)
    assert page.position == marks.attacks[0]
    qtbot.mouseClick(page.jumps.attack_forward, Qt.MouseButton.LeftButton)
    assert page.position == marks.attacks[1]
    qtbot.mouseClick(page.jumps.attack_back, Qt.MouseButton.LeftButton)
    assert page.position == marks.attacks[0]
    page.go_to(marks.turns[5] + 1)  # inside a turn: back goes to its start, then to the turn before
    qtbot.mouseClick(page.jumps.turn_back, Qt.MouseButton.LeftButton)
    assert page.position == marks.turns[5]
    qtbot.keyClick(page.view, Qt.Key.Key_PageUp)
    assert page.position == marks.turns[4]
    qtbot.keyClick(page.view, Qt.Key.Key_PageDown)
    assert page.position == marks.turns[5]
    assert page.slider.mark_x(marks.turns[5]) < page.slider.mark_x(marks.turns[6])


def test_a_faster_autoplay_and_nothing_lit(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page = open_bot_game(qtbot, window, data_dir)
    assert min(ms for _, ms in SPEEDS) <= 50  # a 660-move game in well under a minute
    assert not page.view.isInteractive()  # no hover light, no click on a card: nothing is played in a replay


def test_open_cards_turn_the_hand_row_face_up(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page = open_bot_game(qtbot, window, data_dir)  # two bots: the replay is seen by nobody in particular
    replay = page.replay
    assert replay is not None and page.seat is None
    position = ReplayMarks.after(page.marks.turns, 10) or 10
    page.go_to(position)
    scene = page.board.hns_scene  # type: ignore[union-attr]
    current = replay.state(position).current

    def hand_row() -> list[str]:
        return [c.key for c in scene.hand_row() if c.isVisible()]

    assert set(hand_row()) == {"back"}
    qtbot.mouseClick(page.open_box, Qt.MouseButton.LeftButton)
    assert hand_row() == list(replay.open_views(position)[current]["players"][current]["hand"])
    assert current not in page.hands.hand_keys()  # the strip below shows the others, not the same cards again
    assert page.seat_box.currentText() == "Everyone (hands open)"  # not "no hand shown" any more
