"""The home screen's pictures on the very first start (nothing drawn yet, nothing on disk): drawn on worker threads,
the same pixels as the GUI thread draws, and shown before the window looks for tables on the network."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QSettings, Signal

from tabletop_qt.i18n.languages import LanguageManager
from tabletop_qt.ui import home_art, main_window, shipped_art
from tabletop_qt.ui.main_window import MainWindow


class _WatchingBrowser(QObject):
    """A browser that finds nothing and notes, when started, whether every home tile showed its picture."""

    table_found = Signal(object)
    table_updated = Signal(object)
    table_lost = Signal(object)

    def __init__(self, window: list[MainWindow], seen: list[bool]) -> None:
        super().__init__()
        self._window = window
        self._seen = seen

    def start(self) -> None:
        self._seen.append(self._window[0].home.pictures_shown())

    def stop(self) -> None:
        pass


def test_the_first_starts_pictures_are_drawn_off_the_gui_thread_before_the_network_is_browsed(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch, languages: LanguageManager, data_dir: Path
) -> None:
    # No picture drawn yet in this process either, nor one still being drawn for an earlier test's window.
    monkeypatch.setattr(home_art, "_cache", {})
    monkeypatch.setattr(home_art, "_pending", set())
    monkeypatch.setattr(shipped_art, "enabled", False)  # (none shipped for the tiles' size: drawn)
    # The browse's fallback (it goes ahead after PICTURES_FIRST_MS) out of reach of a loaded machine's slow drawing.
    monkeypatch.setattr(main_window, "PICTURES_FIRST_MS", 120_000)
    threads: list[str] = []
    draw = home_art._Drawer.picture

    def noted(self: Any, key: tuple[str, str, int, int]) -> Any:
        threads.append(threading.current_thread().name)
        return draw(self, key)

    monkeypatch.setattr(home_art._Drawer, "picture", noted)
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(languages, settings, data_dir, bot_delay_ms=0)
    seen: list[bool] = []
    window.browser_factory = lambda: _WatchingBrowser([window], seen)
    qtbot.addWidget(window)
    window.resize(1200, 760)
    window.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    # The network's list (zeroconf's import and start hold the GUI thread) came after every picture was painted.
    assert seen == [True]
    assert len(threads) >= len(window.home.tiles)
    assert threading.main_thread().name not in threads, threads
    window.close()


def test_a_picture_drawn_in_the_background_is_the_one_drawn_on_the_gui_thread(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(home_art, "_cache", {})
    monkeypatch.setattr(home_art, "_pending", set())
    monkeypatch.setattr(home_art, "_disk", None)
    for game_id in home_art.FANS:
        home_art.draw_in_background(game_id, 301, 173, 2.0)
    # (Pictures an earlier test's window asked for may arrive meanwhile: what counts is that these four do.)
    qtbot.waitUntil(lambda: all(home_art.cached_art(g, 301, 173, 2.0) is not None for g in home_art.FANS), timeout=10_000)
    background = {game_id: home_art.cached_art(game_id, 301, 173, 2.0) for game_id in home_art.FANS}
    home_art._cache.clear()
    for game_id, pixmap in background.items():
        assert pixmap is not None and pixmap.devicePixelRatio() == 2.0
        assert pixmap.toImage() == home_art.game_art(game_id, 301, 173, 2.0).toImage(), game_id
