"""The home screen: a tile per playable game, the saved game to continue, the first-run welcome, the language
switch, and tables on the network found live by a real zeroconf advertiser on loopback (in a network namespace,
so the machine's own network is untouched)."""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tabletop_qt.core.games import GAMES
from tabletop_qt.i18n.languages import Language, LanguageManager
from tabletop_qt.ui.main_window import MainWindow
from tabletop_qt.ui.texts import game_blurb, game_name
from tests.net._discovery_peer import peer
from tests.net.netns import OneHost, netns_available
from tabletop_qt.table.seats import SeatKind
from tests.ui.helpers import start_game_through_dialog, wait_for_turn_or_end


def test_a_tile_per_playable_game_and_a_click_opens_its_new_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    tiles = window.home.tiles
    assert list(tiles) == list(GAMES)
    qtbot.waitUntil(lambda: all(t.art.ready for t in tiles.values()))
    for game_id, tile in tiles.items():
        assert tile.name.text() == game_name(game_id)
        engine = GAMES[game_id]
        low, high = engine.min_players, engine.max_players
        players = str(low) if low == high else f"{low}-{high}"
        assert tile.facts.text().startswith(f"{players} players, ") and "minutes" in tile.facts.text()
        assert tile.blurb.text() and tile.blurb.text() in game_blurb(game_id)
        assert tile.isVisible() and tile.art.width() > 100 and tile.art.height() > 60
    qtbot.mouseClick(tiles["frantic_frankfurt"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    assert window.home.selected_game() == "frantic_frankfurt"


def test_the_continue_tile_shows_the_saved_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert not window.home._continue_box.isVisibleTo(window.home)
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    wait_for_turn_or_end(qtbot, window)
    qtbot.waitUntil(lambda: window.autosave_path.exists(), timeout=5000)
    window.home_action.trigger()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home)
    qtbot.waitUntil(lambda: window.home.saved_game() is not None, timeout=5000)
    saved = window.home.saved_game()
    assert saved is not None and saved.game_id == "tea_time" and saved.players == ("Ada", "Robo")
    text = window.home.continue_text()
    assert game_name("tea_time") in text and "Ada, Robo" in text
    assert "Round 1" in text
    picture = window.home.continue_picture()  # the saved table, drawn by its board
    assert picture is not None and picture.width() > 300 and picture.height() > 150
    colours = {picture.pixel(x, y) for x in range(0, picture.width(), 9) for y in range(0, picture.height(), 9)}
    assert len(colours) > 100  # cards and felt, not a blank
    assert window.home._continue.isVisible()


def test_the_welcome_is_shown_on_the_first_start_only(qtbot, languages: LanguageManager, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    first.browser_factory = None
    qtbot.addWidget(first)
    first.show()
    qtbot.waitUntil(lambda: first.home.welcome.isVisible())
    assert "New game" in first.home.welcome.text() and "Join a table" in first.home.welcome.text()
    assert "Language" in first.home.welcome.text()
    # A panel of the home page, not a box over it: nothing modal, the games still take clicks.
    assert not first.home.welcome.isWindow() and QApplication.activeModalWidget() is None
    assert first.home.welcome.parentWidget() is first.home
    qtbot.mouseClick(first.home.welcome.close_button, Qt.MouseButton.LeftButton)
    assert not first.home.welcome.isVisible()
    first.close()
    again = MainWindow(languages, QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat), data_dir, bot_delay_ms=0)
    again.browser_factory = None
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.home.tiles["tea_time"].art.ready)
    qtbot.wait(50)
    assert not again.home.welcome.isVisible()
    again.close()


def test_the_language_switch_retranslates_the_home_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.home.tiles["tea_time"].art.ready)
    window.set_language(Language("nl"))
    qtbot.waitUntil(lambda: window.home._new.text() == "Nieuw spel…")
    assert window.home._join.text() != "Join a table…"
    assert window.home.network._heading.text() != "Tables on your network"
    assert window.home.tiles["high_noon_saloon"].facts.text().startswith("2-6 spelers, 30-60 minuten")
    assert window.home.welcome.text().startswith("Welkom bij Tabletop Qt!")
    window.set_language(Language("it"))
    qtbot.waitUntil(lambda: window.home.tiles["high_noon_saloon"].facts.text().startswith("2-6 giocatori, 30-60 minuti"))
    assert window.home.tiles["tea_time"].blurb.text().startswith("Colleziona")
    window.set_language(Language("en"))
    qtbot.waitUntil(lambda: window.home._join.text() == "Join a table…")


def test_the_pictures_of_a_row_are_the_same_size_in_every_language(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # A shorter description gave its picture the spare line: Tea Time's stood ~17 px taller than Times Square's.
    tiles = list(window.home.tiles.values())
    rows = [tiles[i:i + 2] for i in range(0, len(tiles), 2)]
    def settled() -> bool:
        # Each row's pictures one height, and each description whole at its width.
        return all(
            len({tile.art.height() for tile in row}) == 1
            and all(tile.blurb.height() >= tile.blurb.heightForWidth(tile.blurb.width()) - 1 for tile in row)
            for row in rows
        )

    for code in ("en", "it", "nl"):
        for width, height in ((1200, 760), (1024, 640), (1600, 900)):
            window.set_language(Language(code))
            window.resize(width, height)
            qtbot.waitUntil(settled, timeout=3000)
    window.set_language(Language("en"))


# --- a real advertiser on loopback -------------------------------------------------------------------------

_CLONE_NEWNET = 0x40000000


@contextlib.contextmanager
def inside(namespace: str) -> Iterator[None]:
    """This thread in network namespace ``namespace`` for the block: sockets made (and threads started) in it
    stay there, while the test's Qt and everything made before or after stay on the machine's own network."""
    libc = ctypes.CDLL(None, use_errno=True)
    own = os.open("/proc/self/ns/net", os.O_RDONLY)
    target = os.open(f"/var/run/netns/{namespace}", os.O_RDONLY)
    try:
        if libc.setns(target, _CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), "setns")
        try:
            yield
        finally:
            if libc.setns(own, _CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), "setns back")
    finally:
        os.close(target)
        os.close(own)


def test_a_table_on_the_network_appears_is_joined_with_a_click_and_vanishes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    reason = netns_available()
    if reason is not None:
        pytest.skip(reason)
    from tabletop_qt.net.discovery import Browser

    network = window.home.network
    network.stop()  # the fixture's window browses the machine's network: this test's browser is in the namespace
    with OneHost() as host:
        advertiser = peer(host.run, "advertise", "--name", "<b>Tavolo</b> di Anna", "--port", "4567", "--interfaces", "127.0.0.1")
        ad = advertiser.wait_for("advertised")["ad"]

        def browser() -> Any:
            made = Browser()
            start = made.start
            made.start = lambda: start(["127.0.0.1"])  # type: ignore[method-assign]
            return made

        with inside(host.name):
            network.set_browser_factory(browser)
            network.start()
        qtbot.waitUntil(lambda: network.table_count() == 1, timeout=10000)
        text = network.table_item(0).text()
        assert "<b>Tavolo</b> di Anna" in text and game_name(ad["game"]) in text  # inert plain text, as sent
        assert "Free seats:" in text

        # Leaving the home screen stops browsing; coming back starts it again (in the namespace, here).
        window.pages.setCurrentWidget(window.game)
        assert not network.browsing() and network.table_count() == 0
        window.browser_factory = browser
        with inside(host.name):
            window.pages.setCurrentWidget(window.home)
        assert network.browsing()
        qtbot.waitUntil(lambda: network.table_count() == 1, timeout=10000)

        # One click opens the join flow with that table chosen (the dialog browses the machine's network: no
        # browser there, so the table it shows is the one the click handed over).
        window.browser_factory = None
        item = network.table_item(0)
        list_widget = network.list_widget()
        rect = list_widget.visualItemRect(item)
        qtbot.mouseClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.waitUntil(lambda: window.lan.join_dialog is not None and window.lan.join_dialog.isVisible())
        dialog = window.lan.join_dialog
        assert dialog.table_count() == 1 and dialog.table_item(0).isSelected()
        assert dialog._address.text().endswith(":4567")
        dialog.reject()

        advertiser.finish()
        qtbot.waitUntil(lambda: network.table_count() == 0, timeout=10000)
        network.stop()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_saved_tables_picture_leaves_no_board_behind(qtbot, monkeypatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The board drawn for the Continue tile is deleted at once, on the GUI thread: a board or scene (and the timers
    they own) left to Python's garbage collector could be collected on the rules thread, where Qt crashes stopping
    another thread's timers."""
    from shiboken6 import Shiboken

    from tabletop_qt.screenshots import _midgame_table
    from tabletop_qt.ui import boards, home_thumbnail

    made: list[Any] = []
    real = boards.make_board

    def keep(*args: Any, **kwargs: Any) -> Any:
        made.append(real(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(boards, "make_board", keep)
    picture = home_thumbnail.table_picture(_midgame_table(game_id, 7))
    assert picture is not None and not picture.isNull()
    (board,) = made
    assert not Shiboken.isValid(board) and not Shiboken.isValid(board.scene)


def test_a_game_that_ends_off_the_home_page_is_read_for_its_continue_tile_only_when_the_home_page_shows(
    qtbot, window: MainWindow, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # Reading the autosave (its rules, its table drawn into a picture) took ~20 ms of the frame after a game's
    # last move, while the home page was not even shown.
    from tabletop_qt.ui import home_page

    reads: list[str] = []
    real_read = home_page.SavedGame.read

    def counted(path):  # type: ignore[no-untyped-def]
        reads.append(window.pages.currentWidget().objectName())
        return real_read(path)

    monkeypatch.setattr(home_page.SavedGame, "read", staticmethod(counted))
    start_game_through_dialog(qtbot, window, [(SeatKind.HUMAN, "Ada", "normal"), (SeatKind.BOT, "Robo", "normal")])
    wait_for_turn_or_end(qtbot, window)
    qtbot.waitUntil(lambda: window.autosave_path.exists(), timeout=5000)
    window._refresh_continue()  # as a game's end does, the autosave newer than what the tile shows
    assert reads == []
    window.home_action.trigger()
    qtbot.waitUntil(lambda: window.home.saved_game() is not None, timeout=5000)
    assert reads and set(reads) == {"home_page"}
