"""Game ▸ History: the finished games the real HistoryStore wrote, filtered, deleted (after asking), the people's
statistics, damaged files reported and kept, replays exported and imported (a damaged or newer file refused with
a translated reason, nothing changed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tabletop_qt.history.record import HistoryProblem
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.history_dialog import HistoryDialog, problem_text
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.texts import game_name
from tests.ui.history_support import a_few_games, newer_version, store_of


def open_from_the_menu(qtbot, window: MainWindow) -> HistoryDialog:  # type: ignore[no-untyped-def]
    window.game_menu.aboutToShow.emit()
    window.history_action.trigger()
    qtbot.waitUntil(lambda: window.history_dialog is not None and window.history_dialog.isVisible())
    dialog = window.history_dialog
    assert dialog is not None
    return dialog


def rows(dialog: HistoryDialog) -> list[list[str]]:
    tree = dialog.games
    return [[tree.topLevelItem(r).text(c) for c in range(tree.columnCount())] for r in range(tree.topLevelItemCount())]


def box_button(box: QMessageBox, name: str) -> QPushButton:
    button = box.findChild(QPushButton, name)
    assert button is not None
    return button


def test_the_menu_lists_the_finished_games_newest_first(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    shown = rows(dialog)
    newest_first = [records["network"], records["hot_seat"], records["local"]]
    assert [row[0] for row in shown] == [game_name(r.game_id) for r in newest_first]
    assert [s.id for s in dialog.summaries()] == [r.id for r in newest_first]
    assert shown[2][2] == "Anna and Bruno"  # the players, listed the language's way
    winners = [records["local"].names[s] for s in records["local"].outcome.winners]
    assert shown[2][3] == " and ".join(winners)
    assert [row[4] for row in shown] == ["On the network", "Hot-seat", "Against bots"]
    # A name typed on another computer is shown as the characters it is made of.
    assert "<b>Bea</b>" in shown[0][2]
    assert not dialog.problems_label.isVisible()


def test_filter_by_game_and_the_statistics_follow(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    everything = dialog.stats_rows()
    store = store_of(data_dir)
    expected = [
        [game_name(p.game_id), p.name, str(p.played), str(p.won), "–" if p.best_score is None else str(p.best_score)]
        for p in store.stats()
    ]
    assert everything == expected
    # Tea Time in hot-seat: both people at this computer, with their scores; Times Square keeps no scores.
    tea = [row for row in everything if row[0] == game_name("tea_time")]
    assert sorted(row[1] for row in tea) == ["Anna", "Carla"]
    assert all(row[4] != "–" for row in tea)
    anna_ts = next(row for row in everything if row[:2] == [game_name("times_square"), "Anna"])
    assert anna_ts[2] == "2"  # against the bot, and her seat at the network table
    assert anna_ts[4] == "–"

    dialog.set_game_filter("tea_time")
    assert [row[0] for row in rows(dialog)] == [game_name("tea_time")]
    assert [row[0] for row in dialog.stats_rows()] == [game_name("tea_time")] * 2
    dialog.set_game_filter("times_square")
    assert [s.id for s in dialog.summaries()] == [records["network"].id, records["local"].id]
    dialog.set_game_filter(None)
    assert len(rows(dialog)) == 3


def test_delete_asks_first(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    path = store_of(data_dir).path_of(records["hot_seat"].id)
    assert not dialog.delete_button.isEnabled()  # nothing chosen yet
    dialog.select(records["hot_seat"].id)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    box = dialog.message_box
    assert box is not None and box.isVisible()
    assert game_name("tea_time") in box.text()
    qtbot.mouseClick(box_button(box, "history_delete_no"), Qt.MouseButton.LeftButton)
    assert path.exists() and len(rows(dialog)) == 3

    dialog.select(records["hot_seat"].id)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    box = dialog.message_box
    assert box is not None
    qtbot.mouseClick(box_button(box, "history_delete_yes"), Qt.MouseButton.LeftButton)
    assert not path.exists()
    assert [s.id for s in dialog.summaries()] == [records["network"].id, records["local"].id]
    assert all(row[0] != game_name("tea_time") for row in dialog.stats_rows())


def test_damaged_files_are_reported_in_the_language_and_kept(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path, languages: LanguageManager
) -> None:
    records = a_few_games(data_dir)
    folder = data_dir / "history"
    broken = folder / "20250101-000000-deadbeef.json"
    broken.write_text("{ this is not json", encoding="utf-8")
    newer = folder / "20250101-000001-0badf00d.json"
    newer.write_text(json.dumps(newer_version(records["local"])), encoding="utf-8")
    dialog = open_from_the_menu(qtbot, window)
    assert len(rows(dialog)) == 3
    text = dialog.problems_text()
    assert dialog.problems_label.isVisible()
    assert f"{broken.name}: {problem_text(HistoryProblem.NOT_JSON)}" in text
    assert f"{newer.name}: {problem_text(HistoryProblem.TOO_NEW)}" in text
    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: dialog.windowTitle() != "Game history")
    italian = dialog.problems_text()
    assert italian != text and broken.name in italian
    assert problem_text(HistoryProblem.NOT_JSON) in italian
    assert problem_text(HistoryProblem.NOT_JSON) != "It is not a replay file: its text cannot be read."
    dialog.refresh()
    assert broken.exists() and newer.exists()  # never deleted


def test_export_then_import_round_trips(qtbot, window: MainWindow, data_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    dialog.select(records["local"].id)
    out = tmp_path / "out" / "replay.json"
    out.parent.mkdir()
    dialog.export_to(out)
    assert out.exists() and str(out) in dialog.notice_text()
    store = store_of(data_dir)
    store.delete(records["local"].id)
    dialog.refresh()
    assert len(rows(dialog)) == 2
    imported = dialog.import_from(out)
    assert imported is not None
    assert imported.to_json() == records["local"].to_json()
    assert dialog.selected_id() == records["local"].id
    assert len(rows(dialog)) == 3
    assert store.load(records["local"].id).to_json() == records["local"].to_json()


def test_importing_a_game_already_in_the_history_says_so(qtbot, window: MainWindow, data_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Review G-3: the same replay imported again said "Added" though the list was unchanged."""
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    dialog.select(records["local"].id)
    out = tmp_path / "again.json"
    dialog.export_to(out)
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    chooser = dialog.file_dialog
    assert chooser is not None and chooser.isVisible()
    chooser.fileSelected.emit(str(out))
    chooser.close()
    assert dialog.notice_text() == "This game is already in the history: again.json."
    assert len(rows(dialog)) == 3 and dialog.selected_id() == records["local"].id
    store_of(data_dir).delete(records["local"].id)
    dialog.refresh()
    assert dialog.import_from(out) is not None
    assert dialog.notice_text() == "Added to the history: again.json."


def test_the_export_button_asks_where_to_save(qtbot, window: MainWindow, data_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    dialog.select(records["hot_seat"].id)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    chooser = dialog.file_dialog
    assert chooser is not None and chooser.isVisible()
    target = tmp_path / "chosen.json"
    chooser.fileSelected.emit(str(target))
    chooser.close()
    assert json.loads(target.read_text(encoding="utf-8"))["id"] == records["hot_seat"].id


@pytest.mark.parametrize(
    ("kind", "problem"),
    [("damaged", HistoryProblem.NOT_JSON), ("newer", HistoryProblem.TOO_NEW), ("cheat", HistoryProblem.DAMAGED)],
)
def test_import_refuses_a_bad_file_with_its_reason_and_changes_nothing(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path, tmp_path: Path, languages: LanguageManager, kind: str, problem
) -> None:
    records = a_few_games(data_dir)
    path = tmp_path / f"{kind}.json"
    if kind == "damaged":
        path.write_bytes(json.dumps(records["local"].to_json()).encode()[:-40])
    elif kind == "newer":
        path.write_text(json.dumps(newer_version(records["local"])), encoding="utf-8")
    else:
        # A move changed by hand: the rules refuse it (or it causes other events) when the replay is built.
        data = records["hot_seat"].to_json()
        data["id"] = "20250101-000002-c0ffee00"
        data["log"][3]["action"] = data["log"][1]["action"]
        path.write_text(json.dumps(data), encoding="utf-8")
    languages.set_language(Language.DUTCH)
    dialog = open_from_the_menu(qtbot, window)
    before = sorted(p.name for p in (data_dir / "history").iterdir())
    assert dialog.import_from(path) is None
    box = dialog.message_box
    assert box is not None and box.isVisible()
    assert box.text() == f"{path.name}: {problem_text(problem)}"
    assert box.windowTitle() == QCoreApplication.translate("History", "The replay cannot be opened")
    assert box.windowTitle() != "The replay cannot be opened"  # in Dutch
    assert sorted(p.name for p in (data_dir / "history").iterdir()) == before
    assert len(rows(dialog)) == 3


def test_the_dialog_rewords_itself_on_a_language_switch(qtbot, window: MainWindow, data_dir: Path, languages) -> None:  # type: ignore[no-untyped-def]
    a_few_games(data_dir)
    dialog = open_from_the_menu(qtbot, window)
    english = (dialog.windowTitle(), dialog.replay_button.text(), rows(dialog)[0][4])
    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: dialog.windowTitle() != english[0])
    italian = (dialog.windowTitle(), dialog.replay_button.text(), rows(dialog)[0][4])
    assert all(a != b for a, b in zip(english, italian))
    assert dialog.game_filter.itemText(0) == QCoreApplication.translate("History", "All games")


def test_a_game_played_in_the_window_is_in_the_history(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    """The whole path: a game played here to its end is written by the rules thread, listed, and replays."""
    from tabletop_qt.table.seats import SeatKind
    from tests.ui.helpers import play_person_to_the_end, start_game_through_dialog

    written: list[str] = []
    window.controller.history_written.connect(written.append)
    start_game_through_dialog(
        qtbot, window, [(SeatKind.HUMAN, "Anna", "normal"), (SeatKind.BOT, "Bot", "easy")], game_id="tea_time"
    )
    play_person_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: bool(written), timeout=10_000)
    if window.score_dialog is not None:
        window.score_dialog.close()
    dialog = open_from_the_menu(qtbot, window)
    assert [row[0] for row in rows(dialog)] == [game_name("tea_time")]
    assert rows(dialog)[0][2] == "Anna and Bot"
    assert dialog.stats_rows()[0][:4] == [game_name("tea_time"), "Anna", "1", "1" if "Anna" in rows(dialog)[0][3] else "0"]
    dialog.select(dialog.summaries()[0].id)
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    page = window.replay_page
    qtbot.waitUntil(lambda: page.replay is not None, timeout=30_000)
    page.last()
    final = window.game.update_shown
    assert final is not None and page.shown_view == final.view_for(0)
    assert page.log_lines() == window.game.log_lines()


def test_a_game_written_while_the_list_is_open_shows_up(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.history.record import HistoryMode
    from tabletop_qt.table.seats import SeatKind
    from tests.ui.history_support import record_game

    first = record_game(data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bot")), 3, HistoryMode.LOCAL, 1)
    dialog = open_from_the_menu(qtbot, window)
    dialog.select(first.id)
    assert len(rows(dialog)) == 1
    later = record_game(data_dir, "tea_time", ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bot")), 4, HistoryMode.LOCAL, 2)
    qtbot.waitUntil(lambda: len(rows(dialog)) == 2, timeout=5000)
    assert [s.id for s in dialog.summaries()] == [later.id, first.id]
    assert dialog.selected_id() == first.id  # the person's choice is kept
    assert dialog.stats_rows()[0][2] == "2"
