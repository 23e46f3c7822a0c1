"""The replay page: a finished game stepped through on the game's own table (first, back, forward, last, the slider,
autoplay), from any seat or with open cards for a game recorded here, only the seat's own view for a network game;
leaving it goes back to where the person was, a game in progress untouched; a language switch re-words it."""

from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.history.record import HistoryMode, HistoryProblem, HistoryRecord
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.table.seats import GameSetup, SeatKind, SeatSpec
from tabletop_qt.ui.history_dialog import problem_text
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.replay_page import ReplayPage
from tabletop_qt.ui.games.times_square.scene import card_key
from tabletop_qt.ui.texts import event_text
from tests.ui.history_support import a_few_games, record_game
from tests.ui.test_history_window import open_from_the_menu


def open_replay(qtbot, window: MainWindow, record: HistoryRecord) -> ReplayPage:  # type: ignore[no-untyped-def]
    """Game ▸ History, choose the game, Replay; wait until its positions are built."""
    dialog = open_from_the_menu(qtbot, window)
    dialog.select(record.id)
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    page = window.replay_page
    assert window.pages.currentWidget() is page
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: page.replay is not None, timeout=30_000)
    return page


def ts_hand_on_table(page: ReplayPage) -> list[str]:
    scene = page.board.ts_scene  # type: ignore[union-attr]
    return [item.key for item in scene._hand if item.isVisible()]


def assert_shows(page: ReplayPage, position: int) -> None:
    """The board shows ``position`` as the chosen seat saw it: its view, its headline, its hand, the log so far."""
    replay = page.replay
    assert replay is not None and page.board is not None
    view = replay.view(position, page.seat)
    assert page.position == position
    assert page.shown_view == view
    assert page._headline.text() == page.board.headline(view, page._names, None)[0]
    if replay.record.game_id == "times_square" and page.seat is not None:
        assert ts_hand_on_table(page) == [card_key(card) for card in view["hand"]]
    names = page._names
    log = [t for entry in replay.log(position, page.seat) for e in entry.events if (t := event_text(e, names))]
    assert page.log_lines() == log


def test_steps_reach_every_position_on_the_games_own_table(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["local"])
    replay = page.replay
    assert replay is not None
    last = replay.positions - 1
    assert last > 20
    assert page.seat == 0  # the person who played it
    assert_shows(page, 0)
    assert not page.back_button.isEnabled() and not page.first_button.isEnabled()
    for position in range(replay.positions):  # the slider, to every position
        page.slider.setValue(position)
        assert_shows(page, position)
    qtbot.mouseClick(page.first_button, Qt.MouseButton.LeftButton)
    assert_shows(page, 0)
    for position in range(1, 6):
        qtbot.mouseClick(page.forward_button, Qt.MouseButton.LeftButton)
        assert_shows(page, position)
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert_shows(page, 4)
    qtbot.mouseClick(page.last_button, Qt.MouseButton.LeftButton)
    assert_shows(page, last)
    assert page.slider.value() == last
    assert not page.forward_button.isEnabled()
    assert "won" in page._move.text()
    # Keys: Home, Right (the page's shortcuts come before the table's own keys).
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Home)
    assert page.position == 0
    qtbot.keyClick(page.view, Qt.Key.Key_Right)
    assert page.position == 1
    # Nothing can be played: a click on a hand card asks the rules for nothing.
    asked: list[object] = []
    page.board.intent_requested.connect(asked.append)  # type: ignore[union-attr]
    page.board.explain_requested.connect(asked.append)  # type: ignore[union-attr]
    hand = [item for item in page.board.ts_scene._hand if item.isVisible()]  # type: ignore[union-attr]
    point = page.view.mapFromScene(hand[0].sceneBoundingRect().center())
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    page.board.confirm()  # type: ignore[union-attr]
    assert asked == []


def test_any_seat_of_a_game_played_here(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["local"])
    assert [page.seat_box.itemData(i) for i in range(page.seat_box.count())] == [0, 1, None]
    assert [page.seat_box.itemText(i) for i in range(2)] == ["Anna", "Bruno"]
    page.go_to(10)
    page.set_seat(1)
    assert_shows(page, 10)
    assert page.seat == 1
    page.set_seat(None)
    assert page.shown_view == page.replay.view(10, None)  # type: ignore[union-attr]
    assert page.shown_view["hand"] is None


def test_autoplay_advances_and_stops_at_the_end(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["hot_seat"])
    page.set_speed(2)
    assert page._timer.interval() == 300
    page._timer.setInterval(20)  # the test does not wait for a person's pace
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert page.is_playing()
    qtbot.waitUntil(lambda: page.position >= 3, timeout=5000)
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.is_playing()
    stopped = page.position
    qtbot.wait(100)
    assert page.position == stopped
    assert_shows(page, stopped)
    page.start_autoplay()
    last = page.replay.positions - 1  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: page.position == last and not page.is_playing(), timeout=20_000)
    assert_shows(page, last)


def test_open_cards_show_every_hand_of_a_local_game(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["local"])
    assert page.open_box.isVisible()
    assert not page.hands.isVisible()
    qtbot.mouseClick(page.open_box, Qt.MouseButton.LeftButton)
    assert page.open_cards and page.hands.isVisible()
    replay = page.replay
    assert replay is not None
    for position in (0, 7, replay.positions - 1):
        page.go_to(position)
        hands = page.hands.hand_keys()
        assert set(hands) == {1}
        assert hands[1] == [card_key(c) for c in replay.open_views(position)[1]["hand"]]
        # As many cards as Anna's own view says Bruno holds (her view never names them).
        assert len(hands[1]) == replay.view(position, 0)["hand_counts"][1]
        assert ts_hand_on_table(page) == [card_key(c) for c in replay.view(position, 0)["hand"]]
    page.go_to(7)
    assert page.hands.hand_keys()[1], "Bruno holds cards mid-game"
    page.set_seat(None)  # the public table, and both hands under it
    assert set(page.hands.hand_keys()) == {0, 1}
    qtbot.mouseClick(page.open_box, Qt.MouseButton.LeftButton)
    assert not page.hands.isVisible()


def test_a_network_game_shows_only_its_seat(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    record = records["network"]
    page = open_replay(qtbot, window, record)
    assert page.seat_box.count() == 1 and not page.seat_box.isEnabled()
    assert page.seat == record.viewer == 0
    assert not page.open_box.isVisible()
    page.set_open_cards(True)
    assert not page.open_cards and not page.hands.isVisible()
    assert page._seat_note.isVisible()
    for position in range(0, page.replay.positions, 5):  # type: ignore[union-attr]
        page.go_to(position)
        assert_shows(page, position)
    # The guest's name, typed on the other computer, is plain text in the page's labels.
    assert "<b>Bea</b>" in page._players.text()
    assert page._players.textFormat() == Qt.TextFormat.PlainText


def test_leaving_returns_where_the_person_was_and_a_game_goes_on(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["local"])
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home
    assert window.history_dialog is not None and window.history_dialog.isVisible()  # the list it was chosen from
    window.history_dialog.close()

    setup = GameSetup("tea_time", (SeatSpec(SeatKind.HUMAN, "Anna"), SeatSpec(SeatKind.BOT, "Bot", "normal")), 11)
    window.start_game(setup)
    game = window.game
    qtbot.waitUntil(lambda: game.acting_seat() == 0, timeout=10_000)
    update = game.update_shown
    scene = game.view.scene()
    page = open_replay(qtbot, window, records["local"])
    page.last()
    assert page.board is not game.board and page.view.scene() is not scene
    page.toggle_autoplay()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is game
    assert game.update_shown is update  # nothing happened at the table meanwhile
    assert game.view.scene() is scene and game.acting_seat() == 0
    assert not page.is_playing()


def test_a_language_switch_rewords_the_replay(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path, languages: LanguageManager
) -> None:
    records = a_few_games(data_dir)
    page = open_replay(qtbot, window, records["local"])
    page.go_to(12)
    english = (page.close_button.text(), page.log_lines(), page._where.text(), page._headline.text())
    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: page.close_button.text() != english[0])
    assert page.close_button.text() == QCoreApplication.translate("Replay", "Close the replay")
    assert page._where.text() == "Mossa 12 di {}".format(page.replay.positions - 1)  # type: ignore[union-attr]
    assert page.log_lines() != english[1] and len(page.log_lines()) == len(english[1])
    assert page._headline.text() != english[3]
    assert_shows(page, 12)


def test_a_damaged_record_says_why_in_place_of_the_table(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    records = a_few_games(data_dir)
    data = records["hot_seat"].to_json()
    data["log"][3]["action"] = data["log"][1]["action"]
    record = HistoryRecord.from_json(json.loads(json.dumps(data)))
    page = window.open_replay(record)
    qtbot.waitUntil(lambda: page._error is not None, timeout=10_000)
    assert page.replay is None
    assert problem_text(HistoryProblem.DAMAGED) in page._loading.text()
    assert not page.forward_button.isEnabled()


def test_a_long_game_is_built_off_the_gui_thread(qtbot, window: MainWindow, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    seats = ((SeatKind.HUMAN, "Anna"), (SeatKind.BOT, "Bruno"), (SeatKind.BOT, "Carla"), (SeatKind.BOT, "Dario"))
    record = record_game(data_dir, "high_noon_saloon", seats, 4, HistoryMode.LOCAL, 1)
    page = window.replay_page
    started = time.perf_counter()
    page.open_record(record)
    took = time.perf_counter() - started
    assert page.is_loading()  # the positions come later, through the event loop
    qtbot.waitUntil(lambda: page.replay is not None, timeout=60_000)
    print(f"open_record returned in {took * 1000:.1f} ms; {page.replay.positions} positions")  # type: ignore[union-attr]
    page.set_open_cards(True)
    page.last()
    assert_shows(page, page.replay.positions - 1)  # type: ignore[union-attr]
    middle = page.replay.positions // 2  # type: ignore[union-attr]
    page.go_to(middle)
    views = page.replay.open_views(middle)  # type: ignore[union-attr]
    assert page.hands.hand_keys() == {s: [str(c) for c in views[s]["players"][s].get("hand", [])] for s in (1, 2, 3)}


def test_a_replay_with_another_content_pack_leaves_the_games_words_alone(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path
) -> None:
    """High Noon Saloon words its log with one pack at a time: a replay played with the renamed pack shows its names,
    while the game going on (the house set) keeps its own."""
    from tabletop_qt.content import pack_option
    from tabletop_qt.history.recorder import record_from_table
    from tabletop_qt.history.store import HISTORY_FOLDER, HistoryStore
    from tabletop_qt.table.table import Table
    from tabletop_qt.ui.games.high_noon_saloon import texts as high_noon_saloon_texts
    from tests.history.support import play_to_end
    from tests.table.pack_game_support import SUFFIX, gulch_in_data_folder

    gulch = gulch_in_data_folder(data_dir)
    bots = tuple(SeatSpec(SeatKind.BOT if i else SeatKind.HUMAN, n, "normal" if i else None) for i, n in enumerate(("Anna", "Bruno", "Carla")))
    table = Table.new(GameSetup("high_noon_saloon", bots, 11, pack_option("high_noon_saloon", gulch.ref)))
    play_to_end(table, seed=11)
    record = record_from_table(table, HistoryMode.LOCAL, finished_at=1_760_000_000.0)
    HistoryStore(data_dir / HISTORY_FOLDER).write(record)

    window.start_game(GameSetup("high_noon_saloon", bots, 5, {}))
    game = window.game
    qtbot.waitUntil(lambda: game.update_shown is not None, timeout=10_000)
    house = high_noon_saloon_texts.table_catalog()
    assert house is not None and house.content.digest != gulch.digest
    page = open_replay(qtbot, window, record)
    page.go_to(page.replay.positions // 2)  # type: ignore[union-attr]
    assert any(SUFFIX in line for line in page.log_lines())  # the replay's pack's names
    assert high_noon_saloon_texts.table_catalog() is house  # the game's, between the replay's steps
    assert not any(SUFFIX in line for line in game.log_lines())
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is game
    assert high_noon_saloon_texts.table_catalog() is house


def test_a_race_at_this_computer_stands_still_while_its_player_watches_a_replay(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, data_dir: Path, monkeypatch
) -> None:
    from tabletop_qt.rules_thread import controller as rules_controller
    from tests.ui.helpers import scaled_controller

    records = a_few_games(data_dir)
    monkeypatch.setattr(rules_controller, "TableController", scaled_controller(0.3))
    seats = (SeatSpec(SeatKind.HUMAN, "Ada"),) + tuple(SeatSpec(SeatKind.BOT, f"Bot {i}", "normal:fast") for i in (1, 2))
    window.start_game(GameSetup("frantic_frankfurt", seats, 12))
    game = window.game
    qtbot.waitUntil(lambda: game.update_shown is not None and game.can_pause(), timeout=10_000)
    page = open_replay(qtbot, window, records["local"])
    qtbot.waitUntil(game.is_paused, timeout=5_000)
    paused_at = game.update_shown.version  # type: ignore[union-attr]
    qtbot.wait(1000)  # fast bots would have played many cards by now
    assert game.update_shown.version <= paused_at + 1  # type: ignore[union-attr]
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    window.history_dialog.close()  # type: ignore[union-attr]
    assert window.pages.currentWidget() is game and game.is_paused()  # the player resumes it when ready
